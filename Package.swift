// swift-tools-version:6.0
import PackageDescription

/// Settings every Swift target shares: Swift 6 language mode is the package default; these add
/// the strictness the house rules ask for.
let sharedSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Flick",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "flick", targets: ["FlickDemo"]),
        .library(name: "Flick", targets: ["Flick"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        // `swift package generate-documentation` for scripts/docs (the DocC site); build-time only.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev"])]
        ),
        .target(name: "FlickGeometry", swiftSettings: sharedSettings),
        .target(name: "FlickAnimation", dependencies: ["FlickGeometry"], swiftSettings: sharedSettings),
        .target(name: "FlickInput", dependencies: ["FlickGeometry"], swiftSettings: sharedSettings),
        .target(name: "FlickLayers", dependencies: ["FlickGeometry", "FlickAnimation"], swiftSettings: sharedSettings),
        .target(
            name: "FlickUI",
            dependencies: ["FlickGeometry", "FlickAnimation", "FlickInput", "FlickLayers"],
            swiftSettings: sharedSettings
        ),
        .target(
            name: "FlickTransitions",
            dependencies: ["FlickGeometry", "FlickAnimation", "FlickInput", "FlickLayers", "FlickUI"],
            swiftSettings: sharedSettings
        ),
        .target(
            name: "FlickNavigation",
            dependencies: [
                "FlickGeometry", "FlickAnimation", "FlickInput", "FlickLayers", "FlickUI", "FlickTransitions",
            ],
            swiftSettings: sharedSettings
        ),
        .target(name: "FlickRaster", dependencies: ["FlickGeometry", "FlickLayers"], swiftSettings: sharedSettings),
        .target(
            name: "FlickSDL",
            dependencies: ["CSDL2", "FlickGeometry", "FlickAnimation", "FlickInput", "FlickLayers", "FlickRaster"],
            swiftSettings: sharedSettings
        ),
        .target(
            name: "FlickTesting",
            dependencies: ["FlickGeometry", "FlickAnimation", "FlickInput", "FlickLayers", "FlickUI"],
            swiftSettings: sharedSettings
        ),
        .target(
            name: "FlickApp",
            dependencies: [
                "FlickGeometry", "FlickAnimation", "FlickInput", "FlickLayers", "FlickUI", "FlickTransitions",
                "FlickNavigation", "FlickSDL", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: sharedSettings
        ),
        .target(
            name: "Flick",
            dependencies: [
                "FlickGeometry", "FlickAnimation", "FlickInput", "FlickLayers", "FlickUI", "FlickTransitions",
                "FlickNavigation", "FlickSDL", "FlickApp",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: sharedSettings
        ),
        .target(
            name: "FlickDemoKit",
            dependencies: [
                "FlickGeometry", "FlickAnimation", "FlickInput", "FlickLayers", "FlickUI", "FlickTransitions",
                "FlickNavigation", "FlickSDL", "FlickApp", "FlickTesting",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: sharedSettings
        ),
        .executableTarget(
            name: "FlickDemo",
            dependencies: [
                "FlickDemoKit", "FlickApp", "FlickGeometry", "FlickAnimation", "FlickInput", "FlickLayers", "FlickUI",
                "FlickSDL", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: sharedSettings
        ),
        .testTarget(name: "FlickGeometryTests", dependencies: ["FlickGeometry"], swiftSettings: sharedSettings),
        .testTarget(
            name: "FlickAnimationTests",
            dependencies: ["FlickAnimation", "FlickTesting"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "FlickInputTests",
            dependencies: ["FlickInput", "FlickTesting"],
            exclude: ["Fixtures"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "FlickLayersTests",
            dependencies: ["FlickLayers", "FlickTesting"],
            swiftSettings: sharedSettings
        ),
        .testTarget(name: "FlickUITests", dependencies: ["FlickUI", "FlickTesting"], swiftSettings: sharedSettings),
        .testTarget(name: "FlickRasterTests", dependencies: ["FlickRaster"], swiftSettings: sharedSettings),
        .testTarget(
            name: "FlickSDLTests",
            dependencies: ["FlickSDL", "FlickRaster", "FlickLayers", "FlickInput", "FlickTesting", "FlickDemoKit"],
            exclude: ["Golden"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "FlickTransitionsTests",
            dependencies: ["FlickTransitions", "FlickTesting"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "FlickNavigationTests",
            dependencies: ["FlickNavigation", "FlickTesting"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "FlickAppTests",
            dependencies: ["FlickApp", "FlickTesting"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "FlickDemoKitTests",
            dependencies: ["FlickDemoKit", "FlickApp", "FlickTesting"],
            swiftSettings: sharedSettings
        ),
    ]
)

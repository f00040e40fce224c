// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Panels",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Flick", path: "../..")],
    targets: [
        .executableTarget(name: "Panels", dependencies: [.product(name: "Flick", package: "Flick")])
    ]
)

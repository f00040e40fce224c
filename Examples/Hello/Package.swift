// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Hello",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Flick", path: "../..")],
    targets: [
        .executableTarget(name: "Hello", dependencies: [.product(name: "Flick", package: "Flick")])
    ]
)

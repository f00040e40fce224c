// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Kiosk",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Flick", path: "../..")],
    targets: [
        .executableTarget(name: "Kiosk", dependencies: [.product(name: "Flick", package: "Flick")])
    ]
)

import Foundation
import Testing

@testable import FlickSDL

@Suite final class AssetLocatorTests {
    /// The folders this test made, removed when it ends.
    private var made: [String] = []

    deinit {
        for dir in made { try? FileManager.default.removeItem(atPath: dir) }
    }

    func tempDir(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flick-assets-\(name)-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        made.append(dir)
        return dir
    }

    @Test func environmentVariableWins() throws {
        let dir = try tempDir("env")
        let found = try AssetLocator.locate(
            environment: ["FLICK_ASSETS": dir], executablePath: "/nowhere/flick", currentDirectory: "/")
        #expect(found.root == dir)
        #expect(found.path(for: "fonts/x.ttf") == dir + "/fonts/x.ttf")
    }

    @Test func findsAssetsBesideTheExecutable() throws {
        let dir = try tempDir("exe")
        try FileManager.default.createDirectory(atPath: dir + "/Assets", withIntermediateDirectories: true)
        let found = try AssetLocator.locate(environment: [:], executablePath: dir + "/flick", currentDirectory: "/")
        #expect(found.root == dir + "/Assets")
    }

    @Test func walksUpToThePackageRoot() throws {
        let dir = try tempDir("pkg")
        try FileManager.default.createDirectory(atPath: dir + "/Assets", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/.build/debug", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: dir + "/Package.swift", contents: Data()))
        let found = try AssetLocator.locate(
            environment: [:], executablePath: dir + "/.build/debug/flick", currentDirectory: "/")
        #expect(found.root == dir + "/Assets")
        let fromCwd = try AssetLocator.locate(
            environment: [:], executablePath: "/nowhere/flick", currentDirectory: dir + "/.build")
        #expect(fromCwd.root == dir + "/Assets")
    }

    @Test func failureListsEveryPlaceTried() throws {
        let dir = try tempDir("none")
        #expect {
            try AssetLocator.locate(
                environment: ["FLICK_ASSETS": dir + "/missing"], executablePath: dir + "/flick", currentDirectory: dir,
                searchesFrameworkCheckout: false)
        } throws: { error in
            let text = "\(error)"
            return text.contains("FLICK_ASSETS=\(dir)/missing") && text.contains(dir + "/Assets")
                && text.contains("Package.swift")
        }
    }

    @Test func anAppOutsideTheRepositoryFindsTheFrameworksOwnAssets() throws {
        let dir = try tempDir("outside")
        let found = try AssetLocator.locate(environment: [:], executablePath: dir + "/hello", currentDirectory: dir)
        #expect(found.root == AssetLocator.frameworkAssets)
        #expect(FileManager.default.fileExists(atPath: found.path(for: "fonts/DejaVuSans.ttf")))
    }
}

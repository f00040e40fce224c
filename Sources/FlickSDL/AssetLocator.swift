import Foundation

/// Finds the top-level `Assets` folder at run time (SwiftPM bundles resources only inside a
/// target, so images, fonts and the gamepad database live outside and are looked up; see
/// ARCHITECTURE.md "Assets").
///
/// Order: the `FLICK_ASSETS` environment variable; `Assets` next to the executable; then walking
/// up from the executable's folder and from the current directory to a folder that holds both
/// `Package.swift` and `Assets`; last, the `Assets` of the Flick checkout this code was compiled
/// from (`frameworkAssets`), so an app in a package of its own that depends on Flick finds the
/// framework's fonts while it is developed. A deployed app copies `Assets` next to its binary.
public struct AssetLocator: Hashable, Sendable {
    /// The assets folder, an absolute or working-directory-relative path.
    public let root: String

    /// Uses `root` as the assets folder without checking it.
    public init(root: String) {
        self.root = root
    }

    /// The full path of a file given relative to the assets folder (e.g. `fonts/DejaVuSans.ttf`).
    public func path(for relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    /// Searches the usual places (see the type's note). Each argument defaults to the running
    /// process's own (environment, executable, working directory); tests pass their own.
    public static func locate(
        environment: [String: String]? = nil, executablePath: String? = nil, currentDirectory: String? = nil,
        searchesFrameworkCheckout: Bool = true
    ) throws(AssetLocatorError) -> AssetLocator {
        let environment = environment ?? ProcessInfo.processInfo.environment
        let executablePath = executablePath ?? Bundle.main.executablePath
        let currentDirectory = currentDirectory ?? FileManager.default.currentDirectoryPath
        var tried: [String] = []
        if let env = environment["FLICK_ASSETS"], !env.isEmpty {
            if isDirectory(env) { return AssetLocator(root: env) }
            tried.append("FLICK_ASSETS=\(env) (not a folder)")
        } else {
            tried.append("FLICK_ASSETS (not set)")
        }
        if let exe = executablePath {
            let dir = (exe as NSString).deletingLastPathComponent
            let beside = dir + "/Assets"
            if isDirectory(beside) { return AssetLocator(root: beside) }
            tried.append(beside)
            if let found = walkUp(from: dir, tried: &tried) { return AssetLocator(root: found) }
        } else {
            tried.append("(executable path unknown)")
        }
        if let found = walkUp(from: currentDirectory, tried: &tried) { return AssetLocator(root: found) }
        if searchesFrameworkCheckout {
            if isDirectory(frameworkAssets) { return AssetLocator(root: frameworkAssets) }
            tried.append(frameworkAssets)
        }
        throw AssetLocatorError(tried: tried)
    }

    /// The `Assets` folder of the Flick checkout this file was compiled from (three folders up
    /// from `Sources/FlickSDL/AssetLocator.swift`).
    public static let frameworkAssets: String = {
        var root = #filePath as NSString
        for _ in 0..<3 { root = root.deletingLastPathComponent as NSString }
        return root.appendingPathComponent("Assets")
    }()

    private static func walkUp(from start: String, tried: inout [String]) -> String? {
        var dir = (start as NSString).standardizingPath
        while true {
            let assets = dir + "/Assets"
            if FileManager.default.fileExists(atPath: dir + "/Package.swift"), isDirectory(assets) { return assets }
            let parent = (dir as NSString).deletingLastPathComponent
            if parent == dir || parent.isEmpty { break }
            dir = parent
        }
        tried.append("\(start) and its parents (no folder with Package.swift and Assets)")
        return nil
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }
}

/// The assets folder was not found; `description` lists every place that was tried.
public struct AssetLocatorError: Error, CustomStringConvertible, Sendable {
    /// The places looked at, in order.
    public let tried: [String]

    public var description: String {
        "Assets folder not found. Set FLICK_ASSETS to the folder, or run from the package. Tried:\n"
            + tried.map { "  - \($0)" }.joined(separator: "\n")
    }
}

import FlickDemoKit
import FlickLayers
import FlickSDL
import FlickTesting
import Foundation
import Logging
import Testing

/// Every scene of the catalog at rest — built, run for 1.5 s of virtual time with no input, and
/// rendered headless by SDL's software renderer at 360×640 — compared with its golden PNG in
/// `Golden/`. A scene added to the catalog fails here until its golden is looked at and committed.
///
/// When a golden is missing, or `FLICK_UPDATE_GOLDEN=1` is set, the test writes it and fails,
/// saying where: look at the image, then commit it.
@MainActor
@Suite(.serialized) struct SceneGoldenTests {
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").path
    /// Largest per-channel difference that still counts as the same pixel.
    static let channelTolerance = 3
    /// Most pixels allowed to differ (0.2 % of 360×640): room for a libm or SDL patch release.
    static let maxDifferingPixels = 460
    /// Frames run before the picture: 1.5 s at 60 Hz, long enough for entrance animations.
    static let frames = 90

    @Test func everySceneAtRestMatchesItsGolden() throws {
        for name in SceneCatalog.names { try check(name) }
    }

    func check(_ name: String) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flick-golden-\(getpid())").path
        var config = RunConfiguration()
        config.headless = true
        config.scene = name
        config.sceneWasDefault = false
        config.frames = Self.frames
        config.window.scale = 1
        config.screenshot = "\(scratch)/\(name).png"
        try DemoShell(logger: Logger(label: "golden")).run(config)
        let actual = try Screenshot.loadImage(config.screenshot!)

        let golden = "\(Self.goldenFolder)/\(name)-360x640.png"
        let update = ProcessInfo.processInfo.environment["FLICK_UPDATE_GOLDEN"] == "1"
        guard !update, FileManager.default.fileExists(atPath: golden) else {
            try FileManager.default.createDirectory(atPath: Self.goldenFolder, withIntermediateDirectories: true)
            try Screenshot.savePNG(actual, to: golden)
            Issue.record(
                "Golden for '\(name)' written to \(golden) (\(update ? "FLICK_UPDATE_GOLDEN=1" : "it was missing")). Look at it, commit it, and run the test again."
            )
            return
        }
        let expected = try Screenshot.loadImage(golden)
        let diff = GoldenImage.compare(actual, expected, channelTolerance: Self.channelTolerance)
        let matches = diff.sameSize && diff.differingPixels <= Self.maxDifferingPixels
        // A render that matches is not kept (the folder goes once empty); one that does not
        // stays for the message below.
        if matches {
            try? FileManager.default.removeItem(atPath: config.screenshot!)
            rmdir(scratch)
        }
        #expect(
            matches,
            "scene '\(name)': \(diff.differingPixels) pixels differ by more than \(Self.channelTolerance) (worst \(diff.worstChannel)); the render is at \(config.screenshot!). If the change is intended, rerun with FLICK_UPDATE_GOLDEN=1 and commit the new golden."
        )
    }
}

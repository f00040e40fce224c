import Foundation
import FlickDemoKit
import FlickSDL
import Logging
import Testing

/// The headless smoke run: with no scene named, a headless run plays the tour, writing a PNG per
/// shot and the contact sheet, every shot matching its golden on the canvas; every scene also
/// renders alone. Each picture shows something (not one flat colour).
@MainActor
@Suite(.serialized) final class HeadlessRunTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-headless-\(getpid())").path

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// The tour's goldens on SDL's software renderer (`flick tour --goldens`, docs/RENDERING.md).
    static let canvasGoldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/golden/canvas").standardized.path

    @Test func aDefaultHeadlessRunPlaysTheTourAndWritesTheContactSheet() throws {
        // Outside `folder`: a failing shot's render and difference stay for the message to name.
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("flick-tour-\(getpid())").path
        var config = RunConfiguration()
        config.headless = true
        config.outputDirectory = out
        // Every shot against its golden on the canvas (scripts/test checks OpenGL's under Xvfb).
        config.goldens = Self.canvasGoldens
        do {
            try DemoShell(logger: Logger(label: "test")).run(config)
        } catch let mismatch as TourGoldens.Mismatch {
            Issue.record("\(mismatch)")
            return
        }
        defer { try? FileManager.default.removeItem(atPath: out) }
        let tour = Tour.standard(viewport: config.window.size)
        let shots = tour.stops.filter { SceneCatalog.scene(named: $0.scene) != nil }.flatMap(\.shots)
        #expect(shots.count >= 3)
        for shot in shots {
            let summary = try ImageFileCheck.summarize(path: "\(out)/\(shot.name).png")
            #expect(summary.width == 360 && summary.height == 640, "shot \(shot.name)")
            #expect(!summary.isBlank, "shot \(shot.name) is a blank picture")
        }
        let sheet = try ImageFileCheck.summarize(path: "\(out)/tour.png")
        #expect(!sheet.isBlank && sheet.width > 360)
    }

    @Test(arguments: ["layers", "input"])
    func eachSceneWritesANonBlankScreenshot(name: String) throws {
        var config = RunConfiguration()
        config.headless = true
        config.scene = name
        config.sceneWasDefault = false
        config.frames = 3
        config.screenshot = "\(folder)/\(name).png"
        try DemoShell(logger: Logger(label: "test")).run(config)
        let summary = try ImageFileCheck.summarize(path: config.screenshot!)
        #expect(summary.width == 360 && summary.height == 640, "scene \(name)")
        #expect(!summary.isBlank, "scene \(name) rendered a blank picture")
    }

    @Test func unknownSceneIsAClearError() {
        var config = RunConfiguration()
        config.headless = true
        config.scene = "nope"
        config.sceneWasDefault = false
        config.screenshot = "\(folder)/nope.png"
        #expect {
            try DemoShell(logger: Logger(label: "test")).run(config)
        } throws: { error in
            "\(error)".contains("unknown scene 'nope'") && "\(error)".contains("input")
        }
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/nope.png"))
    }

    @Test func rotatedHeadlessRunSwapsThePanel() throws {
        var config = RunConfiguration()
        config.headless = true
        config.scene = "input"
        config.sceneWasDefault = false
        config.frames = 1
        config.window.rotation = .clockwise90
        config.window.scale = 1
        config.screenshot = "\(folder)/rotated.png"
        try DemoShell(logger: Logger(label: "test")).run(config)
        let summary = try ImageFileCheck.summarize(path: config.screenshot!)
        #expect(summary.width == 640 && summary.height == 360)
    }
}

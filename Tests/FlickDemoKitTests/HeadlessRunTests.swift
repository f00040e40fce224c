import Foundation
import FlickDemoKit
import FlickSDL
import Logging
import Testing

/// The headless smoke run: every scene renders on the software canvas and writes a PNG that
/// shows something (not one flat colour).
@MainActor
@Suite(.serialized) struct HeadlessRunTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-headless-\(getpid())").path

    @Test func everySceneWritesANonBlankScreenshot() throws {
        var config = RunConfiguration()
        config.headless = true
        config.frames = 3
        config.outputDirectory = folder
        try DemoShell(logger: Logger(label: "test")).run(config)
        for name in SceneCatalog.names {
            let summary = try ImageFileCheck.summarize(path: "\(folder)/\(name).png")
            #expect(summary.width == 720 && summary.height == 1280, "scene \(name)")
            #expect(!summary.isBlank, "scene \(name) rendered a blank picture")
        }
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

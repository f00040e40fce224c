import FlickApp
import FlickGeometry
import FlickInput
import FlickSDL
import FlickUI
import Foundation
import Logging
import Testing

/// The app layer's runner, headless: a root controller runs for the frames asked and its last
/// frame is written as a PNG that shows it; what can't run is a clear error before anything
/// opens.
@MainActor
@Suite(.serialized) final class AppRunnerTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-app-runner-\(getpid())").path
    let logger = Logger(label: "test")

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// A controller with a coloured square in the middle of a dark view, counting its frames.
    final class SquareController: ViewController {
        override func viewDidLoad() {
            view.backgroundColor = Color(hex: 0x101018)
            let square = View(frame: Rect(x: 130, y: 270, width: 100, height: 100))
            square.backgroundColor = Color(hex: 0xFFCC00)
            view.addSubview(square)
        }
    }

    func headless(frames: Int? = 5) -> AppConfiguration {
        var config = AppConfiguration(name: "square")
        config.headless = true
        config.frames = frames
        config.outputDirectory = folder
        return config
    }

    @Test func aHeadlessRunWritesTheLastFrameWhereAsked() throws {
        var config = headless()
        config.screenshot = "\(folder)/shot/x.png"
        var made = 0
        try AppRunner(configuration: config, logger: logger).run {
            made += 1
            return SquareController()
        }
        #expect(made == 1)
        let bitmap = try Screenshot.loadImage(config.screenshot!)
        #expect(bitmap.width == 360 && bitmap.height == 640)
        let centre = (320 * bitmap.width + 180) * 4
        let corner = (10 * bitmap.width + 10) * 4
        #expect(Array(bitmap.pixels[centre..<centre + 3]) == [0xFF, 0xCC, 0x00], "the square is in the middle")
        #expect(Array(bitmap.pixels[corner..<corner + 3]) == [0x10, 0x10, 0x18], "the view's background around it")
    }

    @Test func withoutAPathTheScreenshotIsNamedAfterTheApp() throws {
        var config = headless()
        config.window.size = Size(width: 200, height: 300)
        config.window.scale = 2
        try AppRunner(configuration: config, logger: logger).run { SquareController() }
        let bitmap = try Screenshot.loadImage("\(folder)/square.png")
        #expect(bitmap.width == 400 && bitmap.height == 600)
    }

    @Test func recordingHeadlessIsAClearError() {
        var config = headless()
        config.recordPath = "\(folder)/r.jsonl"
        #expect {
            _ = try AppRunner(configuration: config, logger: logger)
        } throws: { error in
            "\(error)".contains("--record needs a window")
        }
    }

    @Test func aRecordingOfAnotherAppIsAClearError() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = "\(folder)/other.jsonl"
        let header = InputRecording.Header(viewport: Size(width: 360, height: 640), scene: "other", rate: 60)
        try (InputRecordingEncoder.line(for: header) + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        var config = headless(frames: nil)
        config.replayPath = path
        #expect {
            try AppRunner(configuration: config, logger: logger).run { SquareController() }
        } throws: { error in
            "\(error)".contains("a recording of 'other', not of 'square'")
        }
    }
}

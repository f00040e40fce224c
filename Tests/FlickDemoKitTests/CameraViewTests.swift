import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickSDL
import FlickTesting
import FlickUI
import Testing

@testable import FlickDemoKit

/// CameraView and CameraScene: viewfinder until the first frame, camera frames as contents,
/// one log line and the viewfinder when the camera vanishes or keeps failing; choice parsing and
/// connecting; scenes with a camera make the viewfinder's painter ahead (the viewfinder
/// itself: `ProceduralViewfinderTests`).
@MainActor
@Suite struct CameraViewTests {
    static let tiny = [CameraFormatOption(pixelFormat: .yuyv, sizes: .discrete([PixelSize(width: 4, height: 2)]))]

    func liveView() throws -> (CameraView, FakeCameraDevice, Log) {
        let fake = FakeCameraDevice(formats: Self.tiny)
        let camera = V4L2Camera(device: fake, decoder: nil)
        try camera.open()
        try camera.negotiate(target: PixelSize(width: 8, height: 4))
        try camera.start()
        let log = Log()
        let view = CameraView(
            source: camera, frame: Rect(x: 0, y: 0, width: 90, height: 160), viewfinders: Self.viewfinders(),
            diagnostics: log.add)
        return (view, fake, log)
    }

    /// Viewfinder painters on a queue run by hand: each picture is painted when drawn.
    static func viewfinders() -> ViewfinderPainters { ViewfinderPainters(work: WorkQueue()) }

    final class Log {
        var lines: [String] = []
        func add(_ line: String) { lines.append(line) }
    }

    @Test func showsTheViewfinderUntilTheFirstFrameThenTheFeed() throws {
        let (view, fake, log) = try liveView()
        #expect(view.advance(to: 0))
        #expect(!view.isShowingCamera && !view.viewfinder.root.isHidden)
        fake.deliver(CameraDeviceTests.grey(235))
        view.advance(to: 1 / 60)
        #expect(view.isShowingCamera && view.viewfinder.root.isHidden)
        let feed = try #require(view.layer.sublayers.first { $0.name == "camera.feed" })
        guard case .video(let frame)? = feed.contents?.source else {
            Issue.record("the feed shows the camera's YUYV frame, got \(String(describing: feed.contents))")
            return
        }
        #expect(frame.bytes == CameraDeviceTests.grey(235))
        #expect(feed.contentsGravity == .resizeAspectFill)
        #expect(log.lines.isEmpty)
    }

    @Test func aVanishingCameraFallsBackWithOneLogLine() throws {
        let (view, fake, log) = try liveView()
        fake.deliver(CameraDeviceTests.grey(100))
        view.advance(to: 0)
        fake.vanish()
        for i in 1...10 { view.advance(to: Double(i) / 60) }
        #expect(!view.isShowingCamera && view.source == nil && !view.viewfinder.root.isHidden)
        #expect(log.lines.count == 1)
        #expect(log.lines[0].contains("went away") && log.lines[0].contains("viewfinder"))
        #expect(fake.isClosed)
    }

    @Test func aStreamOfBadFramesFallsBackAfterTheLimit() throws {
        let (view, fake, log) = try liveView()
        for i in 0..<(CameraView.badFrameLimit - 1) {
            fake.deliver([1, 2, 3])
            view.advance(to: Double(i) / 60)
        }
        #expect(view.source != nil && log.lines.isEmpty)
        fake.deliver([1, 2, 3])
        view.advance(to: 1)
        #expect(view.source == nil && log.lines.count == 1)
        #expect(log.lines[0].contains("\(CameraView.badFrameLimit) frames in a row"))
    }

    @Test func withoutASourceTheViewfinderAnimates() {
        let view = CameraView(
            source: nil, frame: Rect(x: 0, y: 0, width: 90, height: 160), viewfinders: Self.viewfinders(),
            diagnostics: { _ in })
        #expect(view.sourceDescription == "procedural viewfinder")
        let compositor = Compositor()
        let viewport = Size(width: 90, height: 160)
        view.advance(to: 1)
        let a = compositor.compose(view.layer, viewport: viewport, time: 1)
        view.advance(to: 2.5)
        let b = compositor.compose(view.layer, viewport: viewport, time: 2.5)
        #expect(a != b)
    }

    @Test func scenesWithACameraPaintAheadForTheWindowTheShellWillOpen() throws {
        var options = WindowOptions()
        options.size = Size(width: 201, height: 333)
        options.fullscreen = true
        let fullscreen = Self.viewfinders()
        HomeScene.prepareAhead(window: options, viewfinders: fullscreen)
        #expect(fullscreen.last == nil, "fullscreen: the display decides the size")
        options.fullscreen = false
        let menu = Self.viewfinders()
        MenuScene.prepareAhead(window: options, viewfinders: menu)
        #expect(menu.last == nil, "no camera, nothing to paint")
        for scene in [HomeScene.self, CameraScene.self, HabrScene.self] as [any DemoScene.Type] {
            let viewfinders = Self.viewfinders()
            scene.prepareAhead(window: options, viewfinders: viewfinders)
            let ahead = try #require(viewfinders.last, "\(scene.name)")
            #expect(ahead.viewport == options.size && viewfinders.work.pendingCount == 1)
        }
        // The scene made then takes the painter made ahead.
        let viewfinders = Self.viewfinders()
        HomeScene.prepareAhead(window: options, viewfinders: viewfinders)
        let ahead = try #require(viewfinders.last?.painter)
        viewfinders.work.runAll()
        let app = Application(
            clock: ManualFrameClock(), events: ScriptedEventSource(), renderer: RecordingRenderer(),
            viewport: options.size)
        let scene = HomeScene(application: app, camera: .none, viewfinders: viewfinders) { _ in }
        #expect(scene.camera.cameraView.viewfinder.painter === ahead)
    }

    @Test(arguments: [
        ("auto", CameraChoice.auto), ("none", .none), ("OFF", .none), (" /dev/video2 ", .path("/dev/video2")),
        ("video3", .path("/dev/video3")), ("./cam", .path("./cam")),
    ])
    func cameraChoiceParses(text: String, choice: CameraChoice) throws {
        #expect(try CameraChoice.parse(text) == choice)
    }

    @Test func badCameraChoicesSayWhatIsAccepted() {
        for text in ["", "webcam", "1"] {
            do {
                _ = try CameraChoice.parse(text)
                Issue.record("'\(text)' should not parse")
            } catch {
                #expect(error.description.contains("--camera auto") && error.description.contains("/dev/videoN"))
            }
        }
    }

    @Test func autoSkipsNodesThatCannotCaptureAndTakesTheFirstThatCan() {
        var made: [String: FakeCameraDevice] = [:]
        let outcome = CameraConnector.connect(
            .auto, target: PixelSize(width: 720, height: 1280), nodes: ["/dev/video0", "/dev/video1", "/dev/video2"]
        ) { path in
            let fake = FakeCameraDevice(path: path, canCapture: path == "/dev/video1", formats: Self.tiny)
            made[path] = fake
            return V4L2Camera(device: fake, decoder: nil)
        }
        #expect(outcome.source?.name.hasPrefix("/dev/video1") == true)
        #expect(outcome.message.contains("/dev/video1") && outcome.message.contains("YUYV 4×2"))
        #expect(made["/dev/video0"]?.isClosed == true)
        #expect(made["/dev/video2"] == nil)
    }

    @Test func noCameraMeansTheViewfinderWithAReason() {
        let none = CameraConnector.connect(.none, target: PixelSize(width: 1, height: 1), nodes: []) { _ in
            Issue.record("none must not open anything")
            return V4L2Camera(device: FakeCameraDevice(formats: []), decoder: nil)
        }
        #expect(none.source == nil && none.message.contains("viewfinder"))
        let empty = CameraConnector.connect(.auto, target: PixelSize(width: 1, height: 1), nodes: []) {
            V4L2Camera(device: FakeCameraDevice(path: $0, formats: []), decoder: nil)
        }
        #expect(empty.source == nil && empty.message.contains("no /dev/video* device"))
        let missing = CameraConnector.connect(.path("/nonexistent/video9"), target: PixelSize(width: 1, height: 1)) {
            V4L2Camera(path: $0, decoder: nil)
        }
        #expect(missing.source == nil && missing.message.contains("/nonexistent/video9"))
    }

    @Test func cameraSceneWithoutACameraShowsTheViewfinderAndSaysSo() {
        let renderer = RecordingRenderer()
        let app = Application(
            clock: ManualFrameClock(), events: ScriptedEventSource(), renderer: renderer,
            viewport: Size(width: 360, height: 640))
        var lines: [String] = []
        let scene = CameraScene(application: app, choice: .none) { lines.append($0) }
        app.driver = scene
        for _ in 0..<3 { app.step() }
        #expect(lines.count == 1 && lines[0].contains("none asked for"))
        #expect(!scene.cameraView.isShowingCamera)
        let texts = renderer.lastFrame?.items.compactMap { item -> String? in
            if case .text(let t) = item { return t.string }
            return nil
        }
        #expect(texts?.contains("no camera · procedural viewfinder") == true)
        #expect(texts?.contains(CameraScene.caption) == true)
        #expect(SceneCatalog.scene(named: "camera") != nil)
    }
}

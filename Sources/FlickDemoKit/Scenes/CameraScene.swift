public import FlickAnimation
public import FlickGeometry
public import FlickInput
import FlickLayers
import FlickSDL
public import FlickUI
import Logging

/// `--scene camera`: the camera background on its own — a live V4L2 feed when a camera is
/// found, otherwise the procedural viewfinder — with a status pill saying which, and a capture
/// ring like the one the home screen puts over it.
@MainActor
public final class CameraScene: DemoScene {
    public static let name = "camera"
    public static let caption = "camera: live V4L2 feed or the procedural viewfinder"

    /// Paints the viewfinder's still pictures while the window opens.
    public static func prepareAhead(viewport: Size, viewfinders: ViewfinderPainters) {
        viewfinders.paintAhead(viewport: viewport)
    }

    /// Pixels per point assumed when asking the camera for a size (the demo's panels are 2×).
    public static let pixelScale = 2.0

    /// The camera background.
    public let cameraView: CameraView
    private let status = Layer(name: "camera.status")
    private let statusText = Layer(name: "camera.status.text")
    private let captionLayer = Layer(name: "camera.caption")
    private let captureRing = Layer(name: "camera.capture")

    /// The scene with `--camera auto`, logging through `flick.camera`.
    public convenience init(application: Application) {
        let logger = Logger(label: "flick.camera")
        self.init(application: application, choice: .auto) { logger.notice("\($0)") }
    }

    /// The scene with the command line's camera choice.
    public static func make(application: Application, options: SceneOptions) -> CameraScene {
        CameraScene(
            application: application, choice: options.camera, viewfinders: options.viewfinders, log: options.log)
    }

    /// The scene showing the camera `choice` names; `log` receives one line on start (which
    /// camera, or why none) and one if the camera goes away.
    public init(
        application: Application, choice: CameraChoice, viewfinders: ViewfinderPainters? = nil,
        log: @escaping (String) -> Void
    ) {
        let viewport = application.viewport
        cameraView = CameraView.connected(choice, in: application, viewfinders: viewfinders, log: log)
        application.clearColor = .black
        application.window.addSubview(cameraView)

        status.backgroundColor = Color(white: 0, alpha: 0.35)
        statusText.textStyle = TextStyle(size: 12, color: .white, alignment: .center, wraps: false)
        status.addSublayer(statusText)
        captionLayer.text = Self.caption
        captionLayer.textStyle = TextStyle(size: 12, color: Color(white: 1, alpha: 0.8), alignment: .center)
        captureRing.borderColor = .white
        captureRing.borderWidth = 6
        captureRing.shadowOpacity = 0.25
        captureRing.shadowRadius = 6
        captureRing.shadowOffset = Point(x: 0, y: 1)
        for l in [status, captionLayer, captureRing] { application.rootLayer.addSublayer(l) }
        layout(in: viewport)
    }

    public func layout(in viewport: Size) {
        cameraView.frame = Rect(origin: .zero, size: viewport)
        status.frame = Rect(x: (viewport.width - 260) / 2, y: 20, width: 260, height: 26)
        status.cornerRadius = 13
        statusText.frame = Rect(x: 10, y: 5, width: 240, height: 16)
        captureRing.frame = Rect(x: (viewport.width - 78) / 2, y: viewport.height - 150, width: 78, height: 78)
        captureRing.cornerRadius = 39
        captionLayer.frame = Rect(x: 16, y: viewport.height - 52, width: viewport.width - 32, height: 34)
        updateStatus()
    }

    public func handle(_ event: InputEvent, in application: Application) {}

    public func advance(to frame: FrameTime, in application: Application) -> Bool {
        let wasLive = cameraView.isShowingCamera
        let moving = cameraView.advance(to: frame.targetTimestamp)
        if wasLive != cameraView.isShowingCamera || cameraView.source == nil { updateStatus() }
        return moving
    }

    private func updateStatus() {
        let text =
            cameraView.isShowingCamera
            ? "● LIVE  \(cameraView.sourceDescription)"
            : cameraView.source == nil
                ? "no camera · procedural viewfinder" : "starting \(cameraView.sourceDescription)"
        if statusText.text != text { statusText.text = text }
    }
}

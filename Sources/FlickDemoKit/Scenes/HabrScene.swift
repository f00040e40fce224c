public import FlickAnimation
public import FlickGeometry
public import FlickInput
import FlickLayers
public import FlickUI

/// `--scene habr`: the first article (We write UI Snapchat on Swift). The camera (the live feed
/// when one captures, else the procedural viewfinder) behind a custom container with a clear stub and a card; a
/// screen-edge swipe moves the card over the camera while the light blur fades in and the swipe
/// indicator travels to the other edge — all scrubbed by the layer-time percent driver (0.33 s
/// ease-out; completes past 0.5 or beyond 200 pt/s).
@MainActor
public final class HabrScene: DemoScene {
    public static let name = "habr"
    public static let caption =
        "habr · edge-swipe the card over the camera; layer time scrubs card, blur and indicator"

    /// Paints the viewfinder's still pictures while the window opens.
    public static func prepareAhead(viewport: Size, viewfinders: ViewfinderPainters) {
        viewfinders.paintAhead(viewport: viewport)
    }

    /// The container (the application's root controller).
    let container: HabrContainerController
    /// The camera behind it (the window's bottom view, outside the paused layer).
    let camera: CameraView

    /// The scene over the procedural viewfinder (no camera), for tests and previews.
    public convenience init(application: Application) {
        self.init(application: application, camera: .none, log: { _ in })
    }

    /// The scene for the command line's options: `--camera` behind the container, log lines.
    public static func make(application: Application, options: SceneOptions) -> HabrScene {
        HabrScene(
            application: application, camera: options.camera, viewfinders: options.viewfinders, log: options.log)
    }

    /// The scene over the camera `choice` names (the live feed when one captures, else the
    /// procedural viewfinder); `log` receives one line saying which.
    public init(
        application: Application, camera choice: CameraChoice, viewfinders: ViewfinderPainters? = nil,
        log: @escaping (String) -> Void
    ) {
        application.clearColor = .black
        let viewport = application.viewport
        camera = CameraView.connected(choice, in: application, viewfinders: viewfinders, log: log)
        container = HabrContainerController(ticker: application.ticker, caption: Self.caption)
        application.rootViewController = container
        application.window.insertSubview(camera, at: 0)
        layout(in: viewport)
    }

    public func layout(in viewport: Size) {
        camera.frame = Rect(origin: .zero, size: viewport)
        container.view.frame = Rect(origin: .zero, size: viewport)
        container.view.setNeedsLayout()
        container.card.view.setNeedsLayout()
        container.stub.view.setNeedsLayout()
    }

    public func handle(_ event: InputEvent, in application: Application) {}

    public func advance(to frame: FrameTime, in application: Application) -> Bool {
        camera.advance(to: frame.targetTimestamp)
    }
}

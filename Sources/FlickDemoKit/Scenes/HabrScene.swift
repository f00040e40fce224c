public import FlickAnimation
public import FlickGeometry
public import FlickInput
import FlickLayers
public import FlickUI

/// `--scene habr`: the first article (We write UI Snapchat on Swift). The camera (the procedural
/// viewfinder stands in for it) behind a custom container with a clear stub and a card; a
/// screen-edge swipe moves the card over the camera while the light blur fades in and the swipe
/// indicator travels to the other edge — all scrubbed by the layer-time percent driver (0.33 s
/// ease-out; completes past 0.5 or beyond 200 pt/s).
@MainActor
public final class HabrScene: DemoScene {
    public static let name = "habr"
    public static let caption =
        "habr · edge-swipe the card over the camera; layer time scrubs card, blur and indicator"

    /// Paints the viewfinder's still pictures while the window opens.
    public static func prepareAhead(viewport: Size) {
        ProceduralViewfinder.paintAhead(viewport: viewport)
    }

    /// The container (the application's root controller).
    let container: HabrContainerController
    /// The camera behind it (the window's bottom view, outside the paused layer).
    let camera: CameraView

    public init(application: Application) {
        application.clearColor = .black
        let viewport = application.viewport
        camera = CameraView(source: nil, frame: Rect(origin: .zero, size: viewport), diagnostics: { _ in })
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

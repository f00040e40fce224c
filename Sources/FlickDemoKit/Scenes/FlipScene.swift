public import FlickAnimation
public import FlickGeometry
public import FlickInput
import FlickLayers
public import FlickUI

/// `--scene flip`: the third article (Custom UIViewController Transitions, the pet-guessing
/// game). Tap a card (or focus it and press A/Enter) and it turns over in 3-D and grows into a
/// full-screen answer (`FlipAnimation` through a transitioning delegate; 0.6 s here, the article's
/// 2.0 s one chip away); swipe from the left edge to flip back interactively (progress = tx/200,
/// completes past 0.5), or press B/Escape.
@MainActor
public final class FlipScene: DemoScene {
    public static let name = "flip"
    public static let caption =
        "flip · tap a card: it turns over in 3-D and grows full screen; edge-swipe, B or Esc flips it back"

    /// The start screen, which presents the answers (the application's root controller).
    let gallery: FlipGalleryController

    public init(application: Application) {
        application.clearColor = FlipStyle.background
        gallery = FlipGalleryController(ticker: application.ticker, caption: Self.caption)
        application.rootViewController = gallery
        layout(in: application.viewport)
    }

    public func layout(in viewport: Size) {
        gallery.view.frame = Rect(origin: .zero, size: viewport)
        gallery.view.setNeedsLayout()
        // A shown answer follows the window (its presentation container was made at the old size).
        if let detail = gallery.detail, !gallery.isTransitioning, let container = detail.view.superview {
            container.frame = Rect(origin: .zero, size: viewport)
            detail.view.frame = container.bounds
            detail.view.setNeedsLayout()
        }
    }

    public func handle(_ event: InputEvent, in application: Application) {}

    public func advance(to frame: FrameTime, in application: Application) -> Bool { false }
}

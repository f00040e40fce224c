public import FlickAnimation
public import FlickGeometry
public import FlickInput
import FlickLayers
public import FlickUI

/// `--scene cards`: the fourth article (draggable view controller with swipe cards). A mini card
/// at the bottom drags up into a full-screen deck (0.4 s ease-in-out, backdrop alpha 0 → 1 with
/// progress, decided past 0.3 of screenHeight − 150 on release, completion speed 0.6); the deck
/// pages sideways (page = card + 18, inset 30, fast deceleration); a card swipes up to reveal its
/// actions; the deck drags down to close. Keys and gamepad: A/Enter opens and raises the card,
/// arrows/d-pad page and raise/lower, B/Escape lowers and closes.
@MainActor
public final class CardsScene: DemoScene {
    public static let name = "cards"
    public static let caption =
        "cards · the mini card drags up into a paging deck; swipe a card up for its actions"

    /// The start screen, which presents the deck (the application's root controller).
    let start: CardsStartController

    public init(application: Application) {
        application.clearColor = FlipStyle.background
        start = CardsStartController(ticker: application.ticker, caption: Self.caption)
        application.rootViewController = start
        layout(in: application.viewport)
    }

    public func layout(in viewport: Size) {
        start.view.frame = Rect(origin: .zero, size: viewport)
        start.view.setNeedsLayout()
        let deck = start.deckController.view
        if start.isDeckPresented, !start.isTransitioning, let container = deck.superview {
            container.frame = Rect(origin: .zero, size: viewport)
            deck.frame = container.bounds
            deck.setNeedsLayout()
        }
    }

    public func handle(_ event: InputEvent, in application: Application) {}

    public func advance(to frame: FrameTime, in application: Application) -> Bool { false }
}

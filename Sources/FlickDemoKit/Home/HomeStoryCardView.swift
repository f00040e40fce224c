import FlickGeometry
import FlickLayers
import FlickUI

/// A card of the discover grid: the story's picture (aspect fill), a dark gradient at the
/// bottom, the headline and the publisher with its badge. Tapping it (or A/Enter while
/// focused) calls `open`; the flip then starts from this card's frame.
@MainActor
final class HomeStoryCardView: FocusableView {
    /// The story shown.
    let story: HomeStory
    /// Called with this card when it is tapped or activated.
    var open: (@MainActor (HomeStoryCardView) -> Void)?
    private let picture = Layer(name: "home.card.picture")
    private let scrim = Layer(name: "home.card.scrim")
    private let headline = Layer(name: "home.card.title")
    private let badge = Layer(name: "home.card.badge")
    private let publisher = Layer(name: "home.card.publisher")
    private let tap = TapGestureRecognizer()

    /// The cards' corner radius, points (Flick's looks: the deck's full-width cards use 20 and
    /// the flip's snapshot starts at 25, FEEL.md §1; these half-width cards take a little less).
    static let cornerRadius = 16.0

    /// The dark gradient under every card's headline: one bitmap, so every card draws it from
    /// one texture (a renderer names a bitmap by its identity) and their scrims can share a
    /// batch.
    static let scrimPicture = FlipStyle.verticalGradient(
        [(0, Color(white: 0, alpha: 0)), (0.5, Color(white: 0, alpha: 0.45)), (1, Color(white: 0, alpha: 0.85))],
        height: 96)

    init(story: HomeStory) {
        self.story = story
        super.init(layer: Layer(name: "home.card"))
        name = "home-card-\(story.title)"
        backgroundColor = FlipStyle.surface
        cornerRadius = Self.cornerRadius
        clipsToBounds = true
        picture.contents = .asset(story.image)
        picture.contentsGravity = .resizeAspectFill
        scrim.contents = .bitmap(Self.scrimPicture)
        headline.text = story.title
        headline.textStyle = TextStyle(font: TextStyle.boldFont, size: 15, color: .white, wraps: true)
        badge.backgroundColor = story.color
        publisher.text = story.publisher
        publisher.textStyle = TextStyle(size: 11, color: Color(white: 1, alpha: 0.8), wraps: false)
        for l in [picture, scrim, headline, badge, publisher] { layer.addSublayer(l) }
        primaryAction = { [weak self] _ in
            guard let self else { return }
            self.open?(self)
        }
        tap.name = "home.card.tap"
        tap.addAction { [weak self] _ in
            guard let self else { return }
            self.open?(self)
        }
        addGestureRecognizer(tap)
    }

    override func layoutSubviews() {
        let b = bounds
        let pad = 12.0
        picture.frame = b
        scrim.frame = Rect(x: 0, y: b.height * 0.45, width: b.width, height: b.height * 0.55)
        let lines = 2.0
        let titleH = FlipStyle.lineHeight(headline.textStyle.size) * lines
        publisher.frame = Rect(x: pad + 14, y: b.height - pad - 14, width: b.width - 2 * pad - 14, height: 14)
        badge.frame = Rect(x: pad, y: b.height - pad - 12, width: 8, height: 8)
        badge.cornerRadius = 4
        headline.frame = Rect(x: pad, y: b.height - pad - 20 - titleH, width: b.width - 2 * pad, height: titleH)
    }

    override func didUpdateFocus(_ context: FocusUpdateContext) {
        // A focused card lifts a little (as the flip scene's cards do), but only for keys and pads:
        // focus also lands here when a finger swipes the panel in, and then nothing should move.
        let lifts = context.nextFocusedView === self && FocusEngine.engine(for: self)?.lastInputKind != .pointer
        transform = lifts ? Transform3D(scaleX: 1.04, y: 1.04) : .identity
    }
}

import FlickGeometry
import FlickLayers
import FlickUI

/// The mini card at the bottom of the cards scene's start screen (the article's
/// bottomTriggerView, "Open Cards View"): drag it up to pull the deck out of it, tap it (or focus
/// it and press A/Enter) to open the deck.
@MainActor
final class CardsMiniCardView: FocusableView {
    /// Opens the deck (tap or activation).
    var open: (@MainActor () -> Void)?
    /// The upward drag that presents the deck interactively (the start screen handles it).
    let pan = CardsMiniPan()
    private let tap = TapGestureRecognizer()
    private let handle = Layer(name: "cards.mini.handle")
    private let titleLayer = Layer(name: "cards.mini.title")
    private let hint = Layer(name: "cards.mini.hint")

    init() {
        super.init(layer: Layer(name: "cards.mini"))
        name = "cards-mini-card"
        backgroundColor = CardsStartController.miniCardColor
        layer.cornerRadii = .top(20)
        layer.shadowOpacity = 0.4
        layer.shadowRadius = 16
        layer.shadowOffset = Point(x: 0, y: -4)
        handle.backgroundColor = Color(white: 1, alpha: 0.35)
        titleLayer.text = "Open Cards View"
        titleLayer.textStyle = TextStyle(
            font: TextStyle.boldFont, size: 17, color: .white, alignment: .center, wraps: false)
        hint.text = "drag up · tap · A / Enter"
        hint.textStyle = TextStyle(size: 12, color: Color(white: 1, alpha: 0.6), alignment: .center, wraps: false)
        for l in [handle, titleLayer, hint] { layer.addSublayer(l) }
        primaryAction = { [weak self] _ in self?.open?() }
        tap.name = "cards.mini.tap"
        tap.addAction { [weak self] _ in self?.open?() }
        addGestureRecognizer(tap)
        pan.name = "cards.mini.pan"
        addGestureRecognizer(pan)
    }

    override func layoutSubviews() {
        let b = bounds
        // The same places as the deck sheet's handle and title, so the deck grows out of this card.
        handle.frame = Rect(x: (b.width - 40) / 2, y: 10, width: 40, height: 5)
        handle.cornerRadius = 2.5
        titleLayer.frame = Rect(x: 0, y: 26, width: b.width, height: 22)
        hint.frame = Rect(x: 0, y: 52, width: b.width, height: 16)
    }
}

/// The mini card's drag: vertical and upwards only.
@MainActor
final class CardsMiniPan: PanGestureRecognizer {
    override func acceptsSlopCrossing(translation: Point, axis: Axis) -> Bool {
        axis == .vertical && translation.y < 0
    }
}

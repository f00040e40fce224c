import FlickGeometry
import FlickLayers
import FlickTransitions
import FlickUI

/// A face-down card of the flip scene: the pet's clue on a coloured face, with a question mark.
/// Tapping it (or A/Enter while focused) calls `open`.
@MainActor
final class FlipCardView: FocusableView {
    /// The card's pet.
    let pet: FlipPet
    /// Called with this card when it is tapped or activated.
    var open: (@MainActor (FlipCardView) -> Void)?
    private let badge = Layer(name: "flip.card.badge")
    private let glyph = Layer(name: "flip.card.glyph")
    private let clue = Layer(name: "flip.card.clue")
    private let hint = Layer(name: "flip.card.hint")
    private let tap = TapGestureRecognizer()

    init(pet: FlipPet) {
        self.pet = pet
        super.init(layer: Layer(name: "flip.card.\(pet.name)"))
        name = "card-\(pet.name)"
        backgroundColor = pet.color
        // The article's CardViewController.cardCornerRadius, which the flip starts from (FEEL.md §1, flip).
        cornerRadius = FlipAnimation.cardCornerRadius
        layer.shadowOpacity = 0.35
        layer.shadowRadius = 14
        layer.shadowOffset = Point(x: 0, y: 8)
        glyph.text = "?"
        glyph.textStyle = TextStyle(
            font: TextStyle.boldFont, size: 30, color: pet.color, alignment: .center, wraps: false)
        badge.backgroundColor = Color(white: 1, alpha: 0.95)
        badge.addSublayer(glyph)
        clue.text = pet.clue
        clue.textStyle = TextStyle(font: TextStyle.boldFont, size: 15, color: .white, alignment: .left, wraps: true)
        hint.text = "TAP TO REVEAL"
        hint.textStyle = TextStyle(
            font: TextStyle.boldFont, size: 10, color: Color(white: 1, alpha: 0.75), wraps: false)
        for l in [badge, clue, hint] { layer.addSublayer(l) }
        primaryAction = { [weak self] _ in
            guard let self else { return }
            self.open?(self)
        }
        tap.name = "flip.card.tap"
        tap.addAction { [weak self] _ in
            guard let self else { return }
            self.open?(self)
        }
        addGestureRecognizer(tap)
    }

    override func layoutSubviews() {
        let b = bounds
        let pad = max(12, b.width * 0.1)
        let d = min(52, b.width * 0.34)
        badge.frame = Rect(x: pad, y: pad, width: d, height: d)
        badge.cornerRadius = d / 2
        glyph.textStyle.size = (d * 0.6).rounded()
        let lh = FlipStyle.lineHeight(glyph.textStyle.size)
        glyph.frame = Rect(x: 0, y: (d - lh) / 2, width: d, height: lh)
        clue.frame = Rect(x: pad, y: pad + d + 12, width: b.width - 2 * pad, height: b.height - d - 2 * pad - 40)
        clue.textStyle.size = min(17, max(12, b.width / 10))
        hint.frame = Rect(x: pad, y: b.height - pad - 14, width: b.width - 2 * pad, height: 14)
    }

    override func didUpdateFocus(_ context: FocusUpdateContext) {
        // A focused card lifts a little (Flick's own look, beside the focus ring).
        transform = context.nextFocusedView === self ? Transform3D(scaleX: 1.04, y: 1.04) : .identity
    }
}

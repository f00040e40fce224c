import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickUI

/// The overview's clear main page over the camera: the caption, a hint, and the chip that turns
/// on the article's four-direction variant.
@MainActor
final class OverviewMainController: ViewController {
    /// Called when the chip is tapped.
    var onToggle: (@MainActor () -> Void)?
    /// The chip.
    let chip = View()
    private let chipLabel = View()
    private let pill: Layer
    /// The hint above the action button, on its own dark pill.
    let hint: Layer
    /// The hint's pill: dark enough that its white text keeps a contrast of at least 4.5:1
    /// (WCAG 2's minimum for text) over the brightest camera picture.
    static let hintFill = Color(white: 0, alpha: 0.6)
    /// The hint's text colour.
    static let hintColor = Color.white

    init(caption: String) {
        pill = FlipStyle.makePill(
            "overview.caption", text: caption,
            style: TextStyle(font: TextStyle.boldFont, size: 11, color: .white, wraps: true),
            fill: Color(white: 0, alpha: 0.4))
        hint = FlipStyle.makePill(
            "overview.hint", text: "pull down · ↑ / D-pad up · the button dismisses",
            style: TextStyle(size: 12, color: Self.hintColor, wraps: false), fill: Self.hintFill)
        super.init()
        title = "overview-main"
    }

    override func loadView() {
        let v = View()
        v.name = "overview-main"
        v.layer.addSublayer(pill)
        chip.name = "overview-chip"
        chip.backgroundColor = Color(white: 0, alpha: 0.45)
        chip.layer.borderWidth = 1
        chip.layer.borderColor = Color(white: 1, alpha: 0.35)
        chipLabel.isUserInteractionEnabled = false
        chipLabel.layer.textStyle = TextStyle(font: TextStyle.boldFont, size: 12, color: .white, alignment: .center)
        chip.addSubview(chipLabel)
        let tap = TapGestureRecognizer()
        tap.name = "overview-chip-tap"
        tap.addTarget(self) { c in { _ in c.onToggle?() } }
        chip.addGestureRecognizer(tap)
        v.addSubview(chip)
        v.layer.addSublayer(hint)
        view = v
        setToggle(false)
    }

    /// Shows the variant's state on the chip.
    func setToggle(_ fourDirections: Bool) {
        chipLabel.layer.text = fourDirections ? "4 directions ✓  (tap · 4 · Y)" : "4 directions  (tap · 4 · Y)"
        chip.backgroundColor = fourDirections ? FlipStyle.accent.withAlpha(0.9) : Color(white: 0, alpha: 0.45)
        chipLabel.layer.textStyle.color = fourDirections ? Color(hex: 0x1B1D27) : .white
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        AnimationTransaction.performWithoutAnimation {
            FlipStyle.layoutPill(pill, frame: Rect(x: 16, y: 36, width: max(b.width - 32, 0), height: 38))
            let textH = FlipStyle.lineHeight(11) * 2
            pill.sublayers.first?.frame = Rect(x: 14, y: (38 - textH) / 2, width: max(b.width - 60, 0), height: textH)
            let w = min(230, b.width - 32)
            chip.frame = Rect(x: (b.width - w) / 2, y: 84, width: w, height: 32)
            chip.cornerRadius = 16
            chipLabel.frame = Rect(x: 0, y: 8, width: w, height: 16)
            let hintW = min(316, b.width - 32)
            let hintFrame = Rect(x: (b.width - hintW) / 2, y: b.height - 196, width: hintW, height: 28)
            FlipStyle.layoutPill(hint, frame: hintFrame)
        }
    }
}

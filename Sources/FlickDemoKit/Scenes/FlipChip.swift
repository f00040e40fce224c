import FlickGeometry
import FlickLayers
import FlickUI

/// A small selectable pill button (the flip scene's duration choice, the cards scene's options):
/// tap it, or focus it and press A/Enter, to run `action`. Selected chips are filled with the
/// accent colour.
@MainActor
final class FlipChip: FocusableView {
    /// Runs on tap or activation.
    var action: (@MainActor () -> Void)?
    /// Drawn filled when true.
    var isSelected = false { didSet { restyle() } }
    private let label = Layer(name: "chip.label")
    private let tap = TapGestureRecognizer()

    init(name: String, text: String) {
        super.init(layer: Layer(name: name))
        self.name = name
        label.text = text
        label.textStyle = TextStyle(font: TextStyle.boldFont, size: 12, color: .white, alignment: .center, wraps: false)
        layer.addSublayer(label)
        layer.borderWidth = 1
        primaryAction = { [weak self] _ in self?.action?() }
        tap.name = "\(name).tap"
        tap.addAction { [weak self] _ in self?.action?() }
        addGestureRecognizer(tap)
        restyle()
    }

    override func layoutSubviews() {
        cornerRadius = bounds.height / 2
        let h = FlipStyle.lineHeight(label.textStyle.size)
        label.frame = Rect(x: 4, y: (bounds.height - h) / 2, width: max(bounds.width - 8, 0), height: h)
    }

    private func restyle() {
        backgroundColor = isSelected ? FlipStyle.accent : Color(white: 1, alpha: 0.06)
        layer.borderColor = isSelected ? FlipStyle.accent : Color(white: 1, alpha: 0.18)
        label.textStyle.color = isSelected ? .black : FlipStyle.text
    }
}

import FlickGeometry
import FlickLayers
import FlickUI

/// One scene in the menu: a coloured glyph with the name's initial, the name, and the caption
/// (two lines at most). A tap, or Enter / A while focused, opens the scene.
@MainActor
final class MenuRow: FocusableView {
    /// The scene it opens.
    let item: MenuItem
    private let glyph = View()
    private let letter = View()
    private let nameView = View()
    private let captionView = View()
    /// The glyph's diameter, points.
    static let glyphSize = 44.0

    init(item: MenuItem, open: @escaping @MainActor (MenuRow) -> Void) {
        self.item = item
        super.init(layer: Layer())
        name = "menu-row-\(item.name)"
        backgroundColor = FlipStyle.surface
        cornerRadius = 16
        glyph.backgroundColor = item.color
        glyph.cornerRadius = Self.glyphSize / 2
        letter.layer.text = item.name.first.map { String($0).uppercased() } ?? "?"
        letter.layer.textStyle = TextStyle(font: TextStyle.boldFont, size: 20, color: .white, alignment: .center)
        letter.isUserInteractionEnabled = false
        glyph.addSubview(letter)
        nameView.layer.text = item.name
        nameView.layer.textStyle = TextStyle(font: TextStyle.boldFont, size: 17, color: FlipStyle.text, wraps: false)
        captionView.layer.text = item.caption
        captionView.layer.textStyle = TextStyle(size: 12, color: FlipStyle.secondaryText, wraps: true)
        for v in [glyph, nameView, captionView] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        primaryAction = { view in
            if let row = view as? MenuRow { open(row) }
        }
        let tap = TapGestureRecognizer()
        tap.name = "menu-tap-\(item.name)"
        tap.addTarget(self) { row in { _ in open(row) } }
        addGestureRecognizer(tap)
    }

    override func layoutSubviews() {
        let b = bounds
        let g = Self.glyphSize
        glyph.frame = Rect(x: 14, y: (b.height - g) / 2, width: g, height: g)
        let textX = 14 + g + 14
        let textW = max(b.width - textX - 14, 0)
        nameView.frame = Rect(x: textX, y: 13, width: textW, height: 22)
        captionView.frame = Rect(x: textX, y: 36, width: textW, height: 46)
        let lineHeight = FlipStyle.lineHeight(20)
        letter.frame = Rect(x: 0, y: (g - lineHeight) / 2, width: g, height: lineHeight)
    }

    override func didUpdateFocus(_ context: FocusUpdateContext) {
        backgroundColor = isFocused ? Color(hex: 0x2A2D3B) : FlipStyle.surface
    }
}

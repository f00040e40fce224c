import FlickGeometry
import FlickLayers
import FlickUI

/// A round icon button of the home screen (the camera's top icons): a translucent disc with a
/// white `DemoAssets.Icon`, or a coloured disc with a letter (the profile avatar). Tap it, or
/// focus it and press A/Enter, to run `action`. While `isOn` (a toggle such as the flash) the
/// disc has an accent ring.
@MainActor
final class HomeIconButton: FocusableView {
    /// Runs on tap or activation.
    var action: (@MainActor () -> Void)?
    /// Drawn filled with the accent while true.
    var isOn = false { didSet { restyle() } }
    private let icon = Layer(name: "home.icon")
    private let letter = Layer(name: "home.icon.letter")
    private let fill: Color
    private let tap = TapGestureRecognizer()

    /// A button drawing `iconPath` (an asset) or, when nil, `initial` on `fill`.
    init(name: String, icon iconPath: String?, initial: String = "", fill: Color = HomeStyle.buttonFill) {
        self.fill = fill
        super.init(layer: Layer(name: "home.button.\(name)"))
        self.name = "home-\(name)"
        if let iconPath {
            icon.contents = .asset(iconPath)
            icon.contentsGravity = .resizeAspect
            layer.addSublayer(icon)
        } else {
            letter.text = initial
            letter.textStyle = TextStyle(
                font: TextStyle.boldFont, size: 18, color: .black, alignment: .center, wraps: false)
            layer.addSublayer(letter)
        }
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 6
        layer.shadowOffset = Point(x: 0, y: 1)
        primaryAction = { [weak self] _ in self?.action?() }
        tap.name = "home.\(name).tap"
        tap.addAction { [weak self] _ in self?.action?() }
        addGestureRecognizer(tap)
        restyle()
    }

    override func layoutSubviews() {
        let b = bounds
        cornerRadius = min(b.width, b.height) / 2
        // Icons are 24 pt (DemoAssets.Icon); a little smaller inside a 40 pt disc reads better.
        let s = min(22, b.width * 0.55)
        icon.frame = Rect(x: (b.width - s) / 2, y: (b.height - s) / 2, width: s, height: s)
        let h = FlipStyle.lineHeight(letter.textStyle.size)
        letter.frame = Rect(x: 0, y: (b.height - h) / 2, width: b.width, height: h)
    }

    private func restyle() {
        // The icons are white: "on" is an accent ring over an accent-tinted disc, so the icon
        // stays legible.
        backgroundColor = isOn ? FlipStyle.accent.withAlpha(0.35) : fill
        layer.borderWidth = isOn ? 2 : 1
        layer.borderColor = isOn ? FlipStyle.accent : Color(white: 1, alpha: 0.18)
    }
}

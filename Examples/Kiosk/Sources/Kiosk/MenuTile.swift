import Flick

/// A big coloured tile with a centred title: tap it, or focus it from a gamepad or the keyboard
/// and press A / Enter. Focus lifts it a little; choosing it springs.
@MainActor
final class MenuTile: FocusableView {
    let title: String
    let color: Color
    private let label = View()

    init(title: String, color: Color, action: @escaping @MainActor (MenuTile) -> Void) {
        self.title = title
        self.color = color
        super.init(layer: Layer())
        backgroundColor = color
        cornerRadius = 18
        label.layer.text = title
        label.layer.textStyle = TextStyle(size: 30, alignment: .center)
        label.isUserInteractionEnabled = false
        addSubview(label)
        primaryAction = { view in
            guard let tile = view as? MenuTile else { return }
            tile.transform = Transform3D(scaleX: 0.92, y: 0.92)
            View.animate(spring: Spring(dampingRatio: 0.5, response: 0.4)) { tile.transform = .identity }
            action(tile)
        }
        addGestureRecognizer(TapGestureRecognizer { _ = ($0.view as? MenuTile)?.performPrimaryAction() })
    }

    override func layoutSubviews() {
        label.frame = Rect(x: 0, y: bounds.height / 2 - 20, width: bounds.width, height: 40)
    }

    override func didUpdateFocus(_ context: FocusUpdateContext) {
        let focused = context.nextFocusedView === self
        View.animate(spring: Spring(dampingRatio: 1, response: 0.25)) {
            self.transform = focused ? Transform3D(scaleX: 1.04, y: 1.04) : .identity
        }
    }
}

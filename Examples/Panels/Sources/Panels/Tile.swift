import Flick

/// A control: a rounded tile with a title that runs its action when tapped, or when A / Enter
/// is pressed while it has focus. It brightens while focused and dips when activated.
@MainActor
final class Tile: FocusableView {
    private let title = makeLabel("", frame: .zero)

    /// Makes a tile titled `text` covering `frame`.
    convenience init(_ text: String, frame: Rect, action: @escaping @MainActor (Tile) -> Void) {
        self.init(frame: frame) { view in
            guard let tile = view as? Tile else { return }
            tile.press()
            action(tile)
        }
        backgroundColor = Palette.tile
        cornerRadius = 12
        title.layer.text = text
        addSubview(title)
        addGestureRecognizer(TapGestureRecognizer { recognizer in
            _ = (recognizer.view as? Tile)?.performPrimaryAction()
        })
    }

    override func layoutSubviews() {
        title.frame = Rect(x: 16, y: bounds.height / 2 - 11, width: max(0, bounds.width - 32), height: 22)
    }

    override func didUpdateFocus(_ context: FocusUpdateContext) {
        backgroundColor = context.nextFocusedView === self ? Palette.focused : Palette.tile
    }

    /// A short dip and a spring back: the tile answers every activation.
    private func press() {
        transform = Transform3D(scaleX: 0.94, y: 0.94)
        View.animate(spring: Spring(dampingRatio: 0.5, response: 0.35)) { self.transform = .identity }
    }
}

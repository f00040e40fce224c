import FlickGeometry
import FlickLayers
import FlickUI

/// One coloured button revealed behind a chats row (Pin, Mute, Delete): tap it, or focus it and
/// press A/Enter. It takes focus only while its row is open (the row sets `isFocusEnabled`).
@MainActor
final class ChatActionButton: FocusableView {
    /// What the button does.
    let action: ChatAction
    /// Runs on tap or activation.
    var onTrigger: (@MainActor (ChatAction) -> Void)?
    /// Told when the button takes focus.
    var focusObserver: (@MainActor (View) -> Void)?
    /// The coloured face: it grows and fades in as the row opens (`reveal`), while the view
    /// itself stays opaque so the focus engine can always reach it.
    let face = Layer(name: "chat-action.face")
    private let glyph = Layer(name: "chat-action.glyph")
    private let label = Layer(name: "chat-action.label")
    private let tap = TapGestureRecognizer()

    init(action: ChatAction) {
        self.action = action
        super.init(layer: Layer(name: "chat-action.\(action.name)"))
        name = "chat-action.\(action.name)"
        face.backgroundColor = action.color
        face.cornerRadius = ChatsStyle.cardCorner
        cornerRadius = ChatsStyle.cardCorner
        isFocusEnabled = false
        glyph.text = action.glyph
        glyph.textStyle = ChatsStyle.actionGlyph
        label.textStyle = ChatsStyle.actionLabel
        if action == .pin {
            glyph.textStyle.color = .black
            label.textStyle.color = .black
        }
        face.addSublayer(glyph)
        face.addSublayer(label)
        layer.addSublayer(face)
        primaryAction = { [weak self] _ in self?.trigger() }
        tap.name = "chat-action.\(action.name).tap"
        tap.addAction { [weak self] _ in self?.trigger() }
        addGestureRecognizer(tap)
    }

    /// Shows the label for `thread`'s state ("Pin" or "Unpin").
    func update(for thread: ChatThread) {
        let title = action.title(for: thread)
        if label.text != title { label.text = title }
    }

    /// The label shown now.
    var title: String { label.text ?? "" }

    /// Shows the face for a row opened so that `p` (0…1) of this button is in view: alpha = p,
    /// scale = min(p/4 + 0.75, 1), the cards scene's action buttons (FEEL.md §1, cards).
    func reveal(_ p: Double) {
        let p = min(max(p.isFinite ? p : 0, 0), 1)
        face.opacity = p
        let s = min(p / 4 + 0.75, 1)
        face.transform = s == 1 ? .identity : Transform3D(scaleX: s, y: s, z: 1)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        face.frame = bounds
        let g = FlipStyle.lineHeight(ChatsStyle.actionGlyph.size)
        let l = FlipStyle.lineHeight(ChatsStyle.actionLabel.size)
        let top = (bounds.height - g - l - 2) / 2
        glyph.frame = Rect(x: 0, y: top, width: bounds.width, height: g)
        label.frame = Rect(x: 0, y: top + g + 2, width: bounds.width, height: l)
    }

    override func didUpdateFocus(_ context: FocusUpdateContext) {
        if context.nextFocusedView === self { focusObserver?(self) }
    }

    private func trigger() { onTrigger?(action) }
}

import FlickGeometry
import FlickLayers
import FlickUI

/// The visible card of a chats row: round avatar, bold name, a status line with Snapchat's
/// coloured square (or arrow for something sent), and on the right the unread badge and the
/// pinned and muted marks. It is the row's focusable item (D-pad up/down go through the cards)
/// and its tap target.
@MainActor
final class ChatRowBodyView: FocusableView {
    /// A tap on the card.
    var onTap: (@MainActor () -> Void)?
    /// A/Enter while focused.
    var onActivate: (@MainActor () -> Void)?
    /// Focus arrived (true) or left (false).
    var onFocusChange: (@MainActor (Bool, FocusUpdateContext) -> Void)?

    let avatar = Layer(name: "chat-row.avatar")
    private let initials = Layer(name: "chat-row.initials")
    let nameLabel = Layer(name: "chat-row.name")
    let statusIcon = Layer(name: "chat-row.status-icon")
    let statusLabel = Layer(name: "chat-row.status")
    let badge = Layer(name: "chat-row.badge")
    private let badgeLabel = Layer(name: "chat-row.badge-count")
    let pinMark = Layer(name: "chat-row.pinned")
    let muteMark = Layer(name: "chat-row.muted")
    private let muteSlash = Layer(name: "chat-row.muted-slash")
    private let tap = TapGestureRecognizer()
    private(set) var thread: ChatThread?

    init() {
        super.init(layer: Layer(name: "chat-row.card"))
        name = "chat-row.card"
        cornerRadius = ChatsStyle.cardCorner
        avatar.masksToBounds = true
        avatar.contentsGravity = .resizeAspectFill
        initials.textStyle = ChatsStyle.initials
        avatar.addSublayer(initials)
        nameLabel.textStyle = ChatsStyle.name
        statusLabel.textStyle = ChatsStyle.seenStatus
        statusIcon.textStyle = TextStyle(size: 12, alignment: .center, wraps: false)
        badgeLabel.textStyle = TextStyle(font: TextStyle.boldFont, size: 12, alignment: .center, wraps: false)
        badge.addSublayer(badgeLabel)
        pinMark.text = "★"
        pinMark.textStyle = TextStyle(size: 16, color: ChatAction.pin.color, alignment: .center, wraps: false)
        muteMark.text = "♪"
        muteMark.textStyle = TextStyle(size: 16, color: FlipStyle.secondaryText, alignment: .center, wraps: false)
        muteSlash.backgroundColor = FlipStyle.secondaryText
        muteSlash.cornerRadius = 1
        muteMark.addSublayer(muteSlash)
        for l in [avatar, nameLabel, statusIcon, statusLabel, badge, pinMark, muteMark] { layer.addSublayer(l) }
        primaryAction = { [weak self] _ in self?.onActivate?() }
        tap.name = "chat-row.tap"
        tap.addAction { [weak self] _ in self?.onTap?() }
        addGestureRecognizer(tap)
    }

    /// Shows `thread`.
    func show(_ thread: ChatThread) {
        guard thread != self.thread else { return }
        self.thread = thread
        switch thread.avatar {
        case .initials(let text, let color):
            avatar.contents = nil
            avatar.backgroundColor = color
            initials.text = text
            initials.isHidden = false
        case .image(let path):
            avatar.contents = .asset(path)
            avatar.backgroundColor = ChatsStyle.quiet
            initials.isHidden = true
        }
        nameLabel.text = thread.name
        let status = thread.status
        statusLabel.text = thread.statusLine
        statusLabel.textStyle = status.isFresh ? ChatsStyle.freshStatus(status.color) : ChatsStyle.seenStatus
        if status.isSent {
            statusIcon.text = status.isFresh ? "▶" : "▷"
            statusIcon.textStyle.color = status.color
            statusIcon.backgroundColor = .clear
            statusIcon.borderWidth = 0
        } else {
            statusIcon.text = nil
            statusIcon.backgroundColor = status.isFresh ? status.color : .clear
            statusIcon.borderColor = status.color
            statusIcon.borderWidth = status.isFresh ? 0 : 2
        }
        badge.isHidden = thread.unread == 0
        badge.backgroundColor = status.color
        badgeLabel.text = thread.unread > 9 ? "9+" : "\(thread.unread)"
        pinMark.isHidden = !thread.isPinned
        muteMark.isHidden = !thread.isMuted
        restyle()
        setNeedsLayout()
        invalidateDisplay()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height
        let a = 48.0
        avatar.frame = Rect(x: 12, y: (h - a) / 2, width: a, height: a)
        avatar.cornerRadius = a / 2
        let ih = FlipStyle.lineHeight(ChatsStyle.initials.size)
        initials.frame = Rect(x: 0, y: (a - ih) / 2, width: a, height: ih)
        // The right-hand marks, right to left: badge, pin, mute.
        var right = w - 14
        if !badge.isHidden {
            badge.frame = Rect(x: right - 22, y: (h - 22) / 2, width: 22, height: 22)
            badge.cornerRadius = 11
            let bh = FlipStyle.lineHeight(12)
            badgeLabel.frame = Rect(x: 0, y: (22 - bh) / 2, width: 22, height: bh)
            right -= 30
        }
        let mh = FlipStyle.lineHeight(16)
        if !pinMark.isHidden {
            pinMark.frame = Rect(x: right - 20, y: (h - mh) / 2, width: 20, height: mh)
            right -= 24
        }
        if !muteMark.isHidden {
            muteMark.frame = Rect(x: right - 20, y: (h - mh) / 2, width: 20, height: mh)
            muteSlash.frame = Rect(x: 1, y: mh / 2 - 1, width: 18, height: 2)
            muteSlash.transform = Transform3D(rotationAngle: -.pi / 4, x: 0, y: 0, z: 1)
            right -= 24
        }
        let textX = 72.0
        let textW = max(right - textX - 4, 0)
        let nh = FlipStyle.lineHeight(ChatsStyle.name.size)
        nameLabel.frame = Rect(x: textX, y: h / 2 - nh - 1, width: textW, height: nh)
        let sh = FlipStyle.lineHeight(13)
        let sy = h / 2 + 3
        if thread?.status.isSent == true {
            statusIcon.frame = Rect(x: textX - 2, y: sy, width: 14, height: sh)
        } else {
            statusIcon.frame = Rect(x: textX, y: sy + (sh - 11) / 2, width: 11, height: 11)
        }
        statusIcon.cornerRadius = thread?.status.isSent == true ? 0 : 2
        statusLabel.frame = Rect(x: textX + 18, y: sy, width: max(textW - 18, 0), height: sh)
    }

    /// A finger on the card lights it up until it lifts or a swipe takes the touch.
    override func touchesBegan(_ touches: [Touch]) {
        isPressed = true
        super.touchesBegan(touches)
    }

    override func touchesEnded(_ touches: [Touch]) {
        isPressed = false
        super.touchesEnded(touches)
    }

    override func touchesCancelled(_ touches: [Touch]) {
        isPressed = false
        super.touchesCancelled(touches)
    }

    /// True while a finger rests on the card (drawn lighter).
    private(set) var isPressed = false {
        didSet { if isPressed != oldValue { restyle() } }
    }

    private func restyle() {
        let base = thread?.isPinned == true ? ChatsStyle.cardPinned : ChatsStyle.card
        backgroundColor = isPressed ? ChatsStyle.cardPressed : base
    }

    override func didUpdateFocus(_ context: FocusUpdateContext) {
        onFocusChange?(context.nextFocusedView === self, context)
    }
}

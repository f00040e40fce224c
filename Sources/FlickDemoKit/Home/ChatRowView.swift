import FlickAnimation
import FlickGeometry
import FlickUI

/// One conversation in the chats list: a horizontal `ScrollView` whose content is the row's
/// actions (Pin, Mute, Delete) on the left and its card on the right. Closed, the content rests
/// at the actions' width (the card fills the row); a rightward swipe scrolls the actions in,
/// 1:1 with the finger and rubber-banding past them; the release settles open or closed by
/// `ChatRevealRule` on the snap spring carrying the release velocity (the scroll view's paging,
/// one page = the actions' width).
///
/// The arbitration is the container's own rule for a same-axis scroller (docs/NAVIGATION.md,
/// "Content inside panels"): the row keeps the drag until its edge in the finger's direction.
/// On a closed row a leftward swipe has nowhere to go, so the row's pan does not begin at all
/// and the container takes the swipe from its slop (back to the camera); on an open row it
/// closes the row first. See docs/CHATS.md.
@MainActor
final class ChatRowView: ScrollView, ScrollViewDelegate, GestureRecognizerDelegate {
    /// The width of the revealed actions: three buttons on a 72 pt stride.
    static let actionsWidth = Double(ChatAction.allCases.count) * ChatsStyle.actionStride

    /// The card.
    let card = ChatRowBodyView()
    /// The action buttons, left to right (`ChatAction.allCases`).
    let actionButtons: [ChatActionButton]
    /// Decides where a release settles.
    var rule = ChatRevealRule()
    /// The conversation shown.
    private(set) var thread: ChatThread
    /// True when the row is open or settling open (the last decision: a release, a key, code).
    private(set) var isOpen = false

    /// A finger began dragging the row sideways.
    var onWillBeginDragging: (@MainActor (ChatRowView) -> Void)?
    /// A release decided the row's state (true: open).
    var onReleaseDecision: (@MainActor (ChatRowView, Bool) -> Void)?
    /// An action button was tapped or activated.
    var onAction: (@MainActor (ChatRowView, ChatAction) -> Void)?

    private var laidOutWidth = -1.0

    /// A row showing `thread`, moving on `ticker`'s frames.
    init(thread: ChatThread, ticker: AnimationTicker) {
        self.thread = thread
        actionButtons = ChatAction.allCases.map { ChatActionButton(action: $0) }
        super.init(frame: .zero, ticker: ticker)
        name = "chat-row.\(thread.id)"
        delegate = self
        panGestureRecognizer.delegate = self
        panGestureRecognizer.name = "chat-row.pan"
        isPagingEnabled = true
        for button in actionButtons {
            button.onTrigger = { [weak self] action in
                guard let self else { return }
                self.onAction?(self, action)
            }
            addSubview(button)
        }
        addSubview(card)
        show(thread)
    }

    /// Shows `thread` (name, status, marks, action titles).
    func show(_ thread: ChatThread) {
        self.thread = thread
        card.show(thread)
        for button in actionButtons { button.update(for: thread) }
    }

    /// The content offset of the closed row (the actions just out of sight on the left).
    var closedOffset: Double { Self.actionsWidth }

    /// How much of the actions shows: 0 closed, 1 open, above 1 while banding past them.
    var openFraction: Double { (closedOffset - contentOffset.x) / Self.actionsWidth }

    /// Opens or closes the row, on the snap spring from where it is (FEEL.md §4, ζ 1 / 0.4 s).
    func setOpen(_ open: Bool, animated: Bool) {
        markOpen(open)
        setContentOffset(Point(x: open ? 0 : closedOffset, y: 0), animated: animated)
    }

    /// Records the row's state; the action buttons take focus only while it is open.
    private func markOpen(_ open: Bool) {
        isOpen = open
        for button in actionButtons { button.isFocusEnabled = open }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height
        let inset = ChatsStyle.cardInset
        contentSize = Size(width: Self.actionsWidth + w, height: h)
        pageSize = Size(width: Self.actionsWidth, height: h)
        for (i, button) in actionButtons.enumerated() {
            button.frame = Rect(
                x: inset + Double(i) * ChatsStyle.actionStride, y: inset, width: ChatsStyle.actionWidth,
                height: h - 2 * inset)
        }
        // The card sits one focus-ring outset inside the row on every side: the ring fits, and
        // revealing the focused card scrolls the row exactly to closed (docs/CHATS.md).
        card.frame = Rect(x: Self.actionsWidth + inset, y: inset, width: w - 2 * inset, height: h - 2 * inset)
        if w != laidOutWidth {
            laidOutWidth = w
            contentOffset = Point(x: isOpen ? 0 : closedOffset, y: 0)
        }
        updateActionReveal()
    }

    /// Each button grows in as it comes into view (`ChatActionButton.reveal`), with p the part of
    /// the button shown.
    private func updateActionReveal() {
        let x = contentOffset.x
        for (i, button) in actionButtons.enumerated() {
            let right = Double(i + 1) * ChatsStyle.actionStride
            button.reveal((right - x) / ChatsStyle.actionStride)
        }
    }

    /// A touch that was let go without a drag (a caught settle, a tap) settles where the row's
    /// state says, not on the nearest page.
    override func touchesEnded(_ touches: [Touch]) {
        super.touchesEnded(touches)
        settleToState()
    }

    /// A tap that recognized on the card or a button takes the touch from the row: a settle the
    /// touch caught goes on to where the row's state says.
    override func touchesCancelled(_ touches: [Touch]) {
        super.touchesCancelled(touches)
        settleToState()
    }

    private func settleToState() {
        let target = isOpen ? 0 : closedOffset
        if !isDragging, contentOffset.x != target { setContentOffset(Point(x: target, y: 0), animated: true) }
    }

    // MARK: ScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: ScrollView) { updateActionReveal() }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { onWillBeginDragging?(self) }

    /// Velocity first, then position (`ChatRevealRule`); the snap spring carries the velocity.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
        // `velocity` is the content's: a finger moving right (opening) lowers the offset.
        let open = rule.opens(openFraction: openFraction, openingVelocity: -velocity.x)
        targetContentOffset.x = open ? 0 : closedOffset
        markOpen(open)
        onReleaseDecision?(self, open)
    }

    // MARK: GestureRecognizerDelegate

    /// A leftward swipe on a closed row is not the row's: it fails at the slop, so the container
    /// moves from there (no band on the row first). Nor is a swipe whose touch an enclosing drag
    /// already holds (a finger that caught the container mid-settle keeps moving the container).
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer === panGestureRecognizer, let pan = recognizer as? PanGestureRecognizer else { return true }
        if pan.lockedAxis == .horizontal, anEnclosingPanHoldsTheTouch { return false }
        let closed = contentOffset.x >= closedOffset - 0.5
        return !(pan.lockedAxis == .horizontal && pan.windowTranslation.x < 0 && closed)
    }

    /// True when a pan on an ancestor (not a scroll view's own) has already begun.
    private var anEnclosingPanHoldsTheTouch: Bool {
        var node = superview
        while let n = node {
            let own = (n as? ScrollView)?.panGestureRecognizer
            for g in n.gestureRecognizers where g !== own && g is PanGestureRecognizer {
                if g.state == .began || g.state == .changed { return true }
            }
            node = n.superview
        }
        return false
    }
}

import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickUI

/// The home screen's left panel: Snapchat's chats list (docs/CHATS.md).
///
/// A header (avatar, "Chats", new-chat button, search field) over a vertical `ScrollView` of
/// conversation rows (`ChatRowView`). A rightward swipe on a row reveals its actions (Pin, Mute,
/// Delete); a leftward swipe on a closed row belongs to the container (back to the camera); only
/// one row is open at a time, and a tap elsewhere or scrolling the list closes it. Tapping a row
/// opens the conversation (marks it read). With a keyboard or a gamepad the cards take focus
/// (up/down), X / `.` / Backspace reveal the focused row's actions (then left/right, A/Enter),
/// and B/Escape closes an open row before it can reach the container.
@MainActor
final class ChatsController: ViewController, ScrollViewDelegate, BackHandling {
    /// The frames the list and the rows move on (the application's).
    let ticker: AnimationTicker
    /// The conversations in display order (pinned first).
    var threads: [ChatThread]
    /// The header above the list.
    let header = ChatsHeaderView()
    /// The vertical list.
    let list: ScrollView
    /// The rows in display order (parallel to `threads`).
    var rows: [ChatRowView] = []
    /// The open row, if any.
    weak var openRow: ChatRowView?
    /// Rows deleted and still fading out (kept until their collapse ends).
    var leavingRows: [ChatRowView] = []
    /// The collapse and reorder spring: the default settle, ζ 1 / 0.4 s (FEEL.md §4).
    static let moveSpring = Spring.smooth

    /// A chats list over `threads`, moving on `ticker`'s frames. `ChatsController()` uses the
    /// application's default ticker (`AnimationTicker.main`) and the demo's twenty conversations.
    init(ticker: AnimationTicker = .main, threads: [ChatThread] = ChatThread.samples) {
        self.ticker = ticker
        self.threads = threads
        list = ScrollView(frame: .zero, ticker: ticker)
        super.init()
        title = "Chats"
    }

    override func loadView() {
        let root = View()
        root.name = "chats"
        root.backgroundColor = FlipStyle.background
        root.clipsToBounds = true
        list.name = "chats-list"
        list.delegate = self
        list.alwaysBounceVertical = true
        list.isDirectionalLockEnabled = true
        list.contentInset = EdgeInsets(top: 0, left: 0, bottom: ChatsStyle.navBarClearance, right: 0)
        root.addSubview(list)
        root.addSubview(header)
        let tapOutside = TapGestureRecognizer()
        tapOutside.name = "chats.tap-outside"
        tapOutside.cancelsTouchesInView = false
        tapOutside.addAction { [weak self] _ in self?.closeOpenRow(focusCard: false) }
        root.addGestureRecognizer(tapOutside)
        view = root
        rows = threads.map(makeRow)
        for row in rows { list.addSubview(row) }
    }

    override func viewDidLayoutSubviews() {
        let size = view.bounds.size
        header.frame = Rect(x: 0, y: 0, width: size.width, height: ChatsStyle.headerHeight)
        list.frame = Rect(
            x: 0, y: ChatsStyle.headerHeight, width: size.width,
            height: max(size.height - ChatsStyle.headerHeight, 0))
        for (i, row) in rows.enumerated() { row.frame = rowFrame(at: i) }
        updateContentSize()
    }

    /// Where the row at `index` rests in the list's content.
    func rowFrame(at index: Int) -> Rect {
        Rect(
            x: ChatsStyle.listMargin, y: ChatsStyle.cardInset + Double(index) * ChatsStyle.rowHeight,
            width: max(list.bounds.width - 2 * ChatsStyle.listMargin, 0), height: ChatsStyle.rowHeight)
    }

    /// The list's content: the rows, plus a card inset at each end.
    func updateContentSize() {
        list.contentSize = Size(
            width: list.bounds.width, height: Double(rows.count) * ChatsStyle.rowHeight + 2 * ChatsStyle.cardInset)
    }

    /// The row showing the thread with `id`.
    func row(id: Int) -> ChatRowView? { rows.first { $0.thread.id == id } }

    private func makeRow(_ thread: ChatThread) -> ChatRowView {
        let row = ChatRowView(thread: thread, ticker: ticker)
        row.onWillBeginDragging = { [weak self] row in self?.rowWillBeginDragging(row) }
        row.onReleaseDecision = { [weak self] row, open in self?.row(row, settlesOpen: open) }
        row.onAction = { [weak self] row, action in self?.perform(action, on: row) }
        row.card.onTap = { [weak self, weak row] in
            guard let self, let row else { return }
            self.tapped(row)
        }
        row.card.onActivate = { [weak self, weak row] in
            guard let self, let row else { return }
            self.activated(row)
        }
        row.card.onFocusChange = { [weak self] gained, context in
            if gained { self?.focusMoved(to: context.nextFocusedView) }
        }
        for button in row.actionButtons {
            button.focusObserver = { [weak self] view in self?.focusMoved(to: view) }
        }
        return row
    }

    /// The reveal key is handled here (`handleRevealKeys`); other presses go on up the chain.
    override func pressesBegan(_ presses: [Press]) {
        let rest = handleRevealKeys(presses)
        if !rest.isEmpty { super.pressesBegan(rest) }
    }

    // MARK: ScrollViewDelegate (the list)

    /// Scrolling the list closes the open row.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        guard scrollView === list else { return }
        closeOpenRow(focusCard: false)
    }
}

import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickTransitions
import FlickUI

/// The home screen's right panel, discover: a vertically scrolling two-column grid of story
/// cards. A card opens its story full screen with the flip of the third article
/// (`FlipTransitions` through a `PresentationTransitionPerformer`, as the flip scene does); the story closes by the
/// flip backwards — interactively from a left-edge pan (progress = tx/200, finishing past 0.5),
/// or at once from B, Escape or its close button.
///
/// The story is presented by the application's root controller (the navigation container), so
/// the whole home screen turns away in 3-D and presses reach the story first. While a story is
/// up (or flipping), `isShowingStory` is true; the scene then locks the container.
@MainActor
final class HomeDiscoverController: ViewController {
    /// FEEL.md §1, flip: present "offer 0.6–2.0" s; the home screen takes the brisk end.
    static let presentDuration = 0.6
    /// Grid spacing and margins, points (Flick's looks).
    static let gap = 12.0
    /// Room kept under the grid for the nav bar (ChromeLayout: 80 high, 30 from the bottom).
    static let bottomInset = 124.0

    /// The scroll view holding the grid.
    let scroll: ScrollView
    /// The cards, in grid order.
    private(set) var cards: [HomeStoryCardView] = []
    /// The card whose story is shown (or opening, or closing).
    private(set) var openCard: HomeStoryCardView?
    /// The story on screen, if any.
    private(set) var story: HomeStoryController?
    /// The interactive dismissal in progress, if any.
    var dismissal: PercentDrivenInteractiveTransition? { transitions.dismissal }
    /// The last flip vended (for tests).
    var lastFlip: FlipAnimation? { transitions.lastFlip }
    /// The frames the transitions and the scrolling run on.
    let ticker: AnimationTicker

    /// The flip's transitioning delegate, starting from the open card.
    private lazy var transitions = FlipTransitions(presentDuration: Self.presentDuration) { [unowned self] in
        guard let card = openCard else { return .zero }
        return card.convert(card.bounds, to: nil) ?? card.frame
    }
    private var performer: PresentationTransitionPerformer?
    private let header = View()
    private let heading = HomeGridPanel(
        name: "home.discover", title: "Discover", subtitle: "Stories for you · tap one to open it")

    init(ticker: AnimationTicker) {
        self.ticker = ticker
        scroll = ScrollView(frame: .zero, ticker: ticker)
        super.init()
        title = "home-discover"
    }

    override func loadView() { view = HomeGridPanel.makeView(name: "home-discover") }

    override func viewDidLoad() {
        heading.install(scroll: scroll, name: "home-discover-scroll", in: view, headingHost: header.layer)
        header.isUserInteractionEnabled = false
        scroll.addSubview(header)
        for s in HomeStory.all {
            let card = HomeStoryCardView(story: s)
            card.open = { [weak self] card in self?.open(card) }
            scroll.addSubview(card)
            cards.append(card)
        }
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        let m = 16.0
        let gap = Self.gap
        let columns = b.width > b.height * 1.2 ? 4 : 2
        let cardW = ((b.width - 2 * m - gap * Double(columns - 1)) / Double(columns)).rounded(.down)
        // 3:4 cards: tall enough for the picture to read as a story, two rows on a phone screen.
        let cardH = (cardW * 4 / 3).rounded()
        let top = 84.0
        AnimationTransaction.performWithoutAnimation {
            scroll.frame = b
            header.frame = Rect(x: 0, y: 0, width: b.width, height: top)
            heading.layout(x: m + 4, width: b.width - 2 * m)
            for (i, card) in cards.enumerated() {
                let c = Double(i % columns), r = Double(i / columns)
                card.frame = Rect(x: m + c * (cardW + gap), y: top + r * (cardH + gap), width: cardW, height: cardH)
            }
            let rows = Double((cards.count + columns - 1) / columns)
            scroll.contentSize = Size(width: b.width, height: top + rows * (cardH + gap) - gap + Self.bottomInset)
        }
    }

    /// True while a story is shown, opening or closing.
    var isShowingStory: Bool { story != nil }
    /// True while the flip runs (either way).
    var isTransitioning: Bool { performer?.activeContext != nil }

    // MARK: Opening and closing

    /// Flips `card` over into its full-screen story (ignored while one is shown or the root
    /// already presents something).
    func open(_ card: HomeStoryCardView) {
        guard story == nil, let window = view.window, let root = window.rootViewController,
            root.presentedViewController == nil
        else { return }
        let detail = HomeStoryController(story: card.story)
        let performer = PresentationTransitionPerformer(delegate: transitions, ticker: ticker)
        // The flip turns the presenting screen away (the article's full-screen presentation).
        performer.animatesPresentingView = true
        detail.transitionPerformer = performer
        detail.edgePan.addTarget(self, action: HomeDiscoverController.handleEdgePan)
        detail.close = { [weak self] in self?.close() }
        // Lay the story out now: the flip starts from a snapshot of it.
        detail.view.frame = window.bounds
        detail.view.layoutIfNeeded()
        self.performer = performer
        openCard = card
        story = detail
        root.present(detail, animated: true)
    }

    /// Flips the story back into its card (B, Escape, the close button); a flip in flight is
    /// left to finish.
    func close() {
        guard let story, !isTransitioning else { return }
        story.dismiss(animated: true) { [weak self] in self?.didClose() }
    }

    private func didClose() {
        let card = openCard
        openCard = nil
        story = nil
        transitions.reset()
        performer = nil
        // Keys and pads come back to the card they opened.
        if let card, let engine = FocusEngine.engine(for: view), engine.lastInputKind != .pointer {
            engine.focus(card)
        }
    }

    /// The left-edge pan on the story: an interactive flip back (`FlipTransitions`).
    private func handleEdgePan(_ g: GestureRecognizer) {
        transitions.handleEdgePan(g, canBegin: story != nil && !isTransitioning) {
            story?.dismiss(animated: true) { [weak self] in self?.didClose() }
        }
    }
}

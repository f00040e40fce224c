import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickTransitions
import FlickUI

/// The home screen's right panel, discover: a vertically scrolling two-column grid of story
/// cards. A card opens its story full screen with the flip of the third article (`FlipAnimation`
/// through a `PresentationTransitionPerformer`, as the flip scene does); the story closes by the
/// flip backwards — interactively from a left-edge pan (progress = tx/200, finishing past 0.5),
/// or at once from B, Escape or its close button.
///
/// The story is presented by the application's root controller (the navigation container), so
/// the whole home screen turns away in 3-D and presses reach the story first. While a story is
/// up (or flipping), `isShowingStory` is true; the scene then locks the container.
@MainActor
final class HomeDiscoverController: ViewController, TransitioningDelegate {
    /// FEEL.md §1, flip: present "offer 0.6–2.0" s; the home screen takes the brisk end.
    static let presentDuration = 0.6
    /// FEEL.md §1, flip: "dismiss 0.6 s".
    static let dismissDuration = 0.6
    /// FEEL.md §1, flip: "progress = tx/200 clamped [0,1]".
    static let dismissDragDistance = 200.0
    /// FEEL.md §1, flip: the interactive dismissal "completes if > 0.5".
    static let dismissThreshold = 0.5
    /// The article's keyframes run with UIView.animateKeyframes' default ease-in-out.
    static let curve = TimingCurve.easeInOut
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
    private(set) var dismissal: PercentDrivenInteractiveTransition?
    /// The last flip vended (for tests).
    private(set) var lastFlip: FlipAnimation?
    /// The frames the transitions and the scrolling run on.
    let ticker: AnimationTicker

    private var wantsInteractiveDismissal = false
    private var performer: PresentationTransitionPerformer?
    private let header = View()
    private let titleLayer = Layer(name: "home.discover.title")
    private let subtitle = Layer(name: "home.discover.subtitle")

    init(ticker: AnimationTicker) {
        self.ticker = ticker
        scroll = ScrollView(frame: .zero, ticker: ticker)
        super.init()
        title = "home-discover"
    }

    override func loadView() {
        let v = View()
        v.name = "home-discover"
        v.backgroundColor = HomeStyle.panel
        view = v
    }

    override func viewDidLoad() {
        scroll.name = "home-discover-scroll"
        scroll.alwaysBounceVertical = true
        scroll.panGestureRecognizer.direction = .vertical
        view.addSubview(scroll)
        titleLayer.text = "Discover"
        titleLayer.textStyle = HomeStyle.title
        subtitle.text = "Stories for you · tap one to open it"
        subtitle.textStyle = HomeStyle.subtitle
        header.layer.addSublayer(titleLayer)
        header.layer.addSublayer(subtitle)
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
            titleLayer.frame = Rect(x: m + 4, y: 24, width: b.width - 2 * m, height: 30)
            subtitle.frame = Rect(x: m + 4, y: 56, width: b.width - 2 * m, height: 18)
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
        let performer = PresentationTransitionPerformer(delegate: self, ticker: ticker)
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
        dismissal = nil
        performer = nil
        // Keys and pads come back to the card they opened.
        if let card, let engine = FocusEngine.engine(for: view), engine.lastInputKind != .pointer {
            engine.focus(card)
        }
    }

    /// The article's SwipeInteractionController: a left-edge pan dismisses interactively with
    /// progress = tx / 200, finishing past 0.5.
    private func handleEdgePan(_ g: GestureRecognizer) {
        guard let pan = g as? PanGestureRecognizer else { return }
        let progress = min(max(pan.windowTranslation.x / Self.dismissDragDistance, 0), 1)
        switch g.state {
        case .began:
            guard let story, !isTransitioning else { return }
            wantsInteractiveDismissal = true
            story.dismiss(animated: true) { [weak self] in self?.didClose() }
            wantsInteractiveDismissal = false
            dismissal?.update(progress)
        case .changed:
            dismissal?.update(progress)
        case .ended:
            guard let d = dismissal, d.phase == .interactive else { return }
            if progress > Self.dismissThreshold { d.finish() } else { d.cancel() }
        case .cancelled, .failed:
            guard let d = dismissal, d.phase == .interactive else { return }
            d.cancel()
        default:
            return
        }
    }

    /// The open card's frame in the window (where the flip starts and ends).
    private func cardFrame() -> Rect {
        guard let card = openCard else { return .zero }
        return card.convert(card.bounds, to: nil) ?? card.frame
    }

    // MARK: TransitioningDelegate

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> (any AnimatedTransitioning)?
    {
        let flip = FlipAnimation(originFrame: cardFrame())
        lastFlip = flip
        return TransitionAnimationDriver(flip, duration: Self.presentDuration, curve: Self.curve)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        let flip = FlipAnimation(originFrame: cardFrame())
        lastFlip = flip
        return TransitionAnimationDriver(flip, duration: Self.dismissDuration, curve: Self.curve)
    }

    func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
    {
        guard wantsInteractiveDismissal else { return nil }
        // Keyframed transitions scrub on the animator driver (docs/TRANSITIONS.md).
        let t = PercentDrivenInteractiveTransition(animator: animator, driver: .interruptibleAnimator)
        t.onEnd = { [weak self] _ in self?.dismissal = nil }
        dismissal = t
        return t
    }
}

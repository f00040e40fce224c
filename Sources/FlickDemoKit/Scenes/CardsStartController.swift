import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickTransitions
import FlickUI

/// The cards scene's start screen and transition coordinator (the fourth article's
/// StartViewController + MiniToLargeTransitionCoordinator + MiniToLargeViewInteractiveAnimator):
/// some content, and a mini card at the bottom that drags up into the full-screen deck (or opens
/// it on a tap, A or Enter); the deck drags down to close (or B/Escape).
@MainActor
final class CardsStartController: ViewController, TransitioningDelegate, BackHandling, PrimaryActionHandling {
    /// FEEL.md §1, cards: "present/dismiss 0.4 s ease-in-out".
    static let duration = 0.4
    /// FEEL.md §1, cards: ease-in-out.
    static let curve = TimingCurve.easeInOut
    /// FEEL.md §1, cards: "interactive threshold 0.3".
    static let threshold = 0.3
    /// FEEL.md §1, cards: "completionSpeed 0.6".
    static let completionSpeed = 0.6
    /// FEEL.md §1, cards: "drag distance screenHeight − 150".
    static let dragInset = 150.0
    /// The mini card's (and the deck sheet's) colour.
    static let miniCardColor = Color(hex: 0x2B2F5C)

    /// The article finishes as soon as the drag passes 0.3 (`true`); Flick's default decides on
    /// release (`false`).
    var finishesAtThreshold = false { didSet { syncChips() } }
    /// The deck (made once; presented and dismissed again and again).
    let deckController: CardsDeckController
    /// The interactive transition the finger drives, if any.
    private(set) var interactive: PercentDrivenInteractiveTransition?
    /// The mini card.
    let miniCard = CardsMiniCardView()
    private let performer: PresentationTransitionPerformer
    private var wantsInteractive = false
    private let content = View()
    private let titleLayer = Layer(name: "cards.title")
    private let subtitle = Layer(name: "cards.subtitle")
    private var tiles: [Layer] = []
    private var chips: [FlipChip] = []
    private let caption: Layer?
    private let titleText: String
    private let subtitleText: String
    /// Extra height under the mini card's own 84 pt: the home screen's bottom panel lets its
    /// nav bar sit on the mini card (points; 0 in the cards scene).
    private let miniCardFooter: Double

    /// The cards scene's start screen (with `caption` and the option chips), or — with no
    /// caption — a plainer page titled `title` whose mini card is `miniCardFooter` taller (the
    /// home screen's bottom panel).
    init(
        ticker: AnimationTicker, caption text: String?, title heading: String = "Cards",
        subtitle line: String = "Drag the mini card up into the deck.", miniCardFooter: Double = 0
    ) {
        deckController = CardsDeckController(ticker: ticker)
        caption = text.map { FlipStyle.makePill("cards.caption", text: $0, style: FlipStyle.caption) }
        titleText = heading
        subtitleText = line
        self.miniCardFooter = miniCardFooter
        performer = PresentationTransitionPerformer(delegate: nil, ticker: ticker)
        super.init()
        title = "cards-start"
        performer.delegate = self
        deckController.transitionPerformer = performer
        deckController.close = { [weak self] in self?.closeDeck() }
        deckController.deck.dismissPan.addTarget(self, action: CardsStartController.handleDismissPan)
    }

    override func loadView() {
        let v = View()
        v.name = "cards-start"
        v.backgroundColor = FlipStyle.background
        view = v
    }

    override func viewDidLoad() {
        titleLayer.text = titleText
        titleLayer.textStyle = FlipStyle.title
        subtitle.text = subtitleText
        subtitle.textStyle = TextStyle(size: 13, color: FlipStyle.secondaryText, wraps: false)
        caption?.sublayers.first?.textStyle.wraps = true
        content.name = "cards-content"
        view.addSubview(content)
        for l in [titleLayer, subtitle] + (caption.map { [$0] } ?? []) { content.layer.addSublayer(l) }
        for (i, story) in CardsDeckView.stories.prefix(4).enumerated() {
            let tile = Layer(name: "cards.tile.\(i)")
            tile.contents = .asset(story.image)
            tile.contentsGravity = .resizeAspectFill
            tile.cornerRadius = 16
            tile.masksToBounds = true
            let label = Layer(name: "cards.tile.label")
            label.text = story.title
            label.textStyle = TextStyle(font: TextStyle.boldFont, size: 13, color: .white, wraps: false)
            label.backgroundColor = Color(white: 0, alpha: 0.35)
            tile.addSublayer(label)
            content.layer.addSublayer(tile)
            tiles.append(tile)
        }
        let options = caption == nil ? [String]() : ["Decide on release", "Finish at 0.3 · article"]
        for (i, text) in options.enumerated() {
            let chip = FlipChip(name: "cards.option.\(i)", text: text)
            chip.action = { [weak self] in self?.finishesAtThreshold = i == 1 }
            content.addSubview(chip)
            chips.append(chip)
        }
        syncChips()
        miniCard.open = { [weak self] in self?.openDeck() }
        miniCard.pan.addTarget(self, action: CardsStartController.handleMiniPan)
        view.addSubview(miniCard)
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        let m = 20.0
        content.frame = b
        let miniH = 84.0 + miniCardFooter
        miniCard.frame = Rect(x: 0, y: b.height - miniH, width: b.width, height: miniH)
        let captionH = caption == nil ? 0 : 48.0
        let captionY = b.height - miniH - 14 - captionH
        if let caption {
            caption.frame = Rect(x: m, y: captionY, width: b.width - 2 * m, height: captionH)
            caption.cornerRadius = 14
            let textH = FlipStyle.lineHeight(FlipStyle.caption.size) * 2
            caption.sublayers.first?.frame = Rect(
                x: 12, y: (captionH - textH) / 2, width: b.width - 2 * m - 24, height: textH)
        }
        let chipH = chips.isEmpty ? 0 : 32.0
        let chipsY = captionY - (chips.isEmpty ? 0 : 12) - chipH
        let chipW = (b.width - 2 * m - 8) / 2
        for (i, chip) in chips.enumerated() {
            chip.frame = Rect(x: m + Double(i) * (chipW + 8), y: chipsY, width: chipW, height: chipH)
        }
        titleLayer.frame = Rect(x: m, y: 26, width: b.width - 2 * m, height: 30)
        subtitle.frame = Rect(x: m, y: 60, width: b.width - 2 * m, height: 18)
        let top = 96.0
        let area = Rect(x: m, y: top, width: b.width - 2 * m, height: max(chipsY - 16 - top, 40))
        let columns = area.width > area.height * 1.6 ? 4 : 2
        let rows = (tiles.count + columns - 1) / columns
        let gap = 14.0
        let w = (area.width - gap * Double(columns - 1)) / Double(columns)
        let h = (area.height - gap * Double(rows - 1)) / Double(rows)
        for (i, tile) in tiles.enumerated() {
            tile.frame = Rect(
                x: area.minX + Double(i % columns) * (w + gap), y: area.minY + Double(i / columns) * (h + gap),
                width: w, height: h)
            tile.sublayers.first?.frame = Rect(x: 0, y: h - 30, width: w, height: 30)
            tile.sublayers.first?.textStyle.alignment = .center
        }
    }

    private func syncChips() {
        for (i, chip) in chips.enumerated() { chip.isSelected = (i == 1) == finishesAtThreshold }
    }

    /// True while the deck is shown (or opening, or closing).
    var isDeckPresented: Bool { deckController.presentingViewController != nil }

    /// Who presents the deck: the application's root controller (this screen in the cards scene;
    /// the navigation container when this screen is the home screen's bottom panel), so the deck
    /// is the top presented controller and presses that focus leaves unused reach it.
    private var presenter: ViewController { view.window?.rootViewController ?? self }
    /// True while a present or dismiss transition runs.
    var isTransitioning: Bool { performer.activeContext != nil }

    // MARK: Opening and closing

    private func prepareDeck() -> Bool {
        guard !isDeckPresented, presenter.presentedViewController == nil, let window = view.window else { return false }
        deckController.view.frame = window.bounds
        deckController.view.layoutIfNeeded()
        setContentEnabled(false)
        // The start screen's focus must not take A/Enter while the deck is up.
        FocusEngine.engine(for: view)?.focus(nil)
        return true
    }

    /// Opens the deck with the 0.4 s transition (tap, A, Enter).
    func openDeck() {
        guard prepareDeck() else { return }
        presenter.present(deckController, animated: true)
    }

    /// Closes the deck with the 0.4 s transition (B, Escape, down).
    func closeDeck() {
        guard isDeckPresented, !isTransitioning else { return }
        deckController.dismiss(animated: true) { [weak self] in self?.setContentEnabled(true) }
    }

    private func setContentEnabled(_ enabled: Bool) {
        content.isUserInteractionEnabled = enabled
        miniCard.isUserInteractionEnabled = enabled
    }

    /// B/Escape while the deck is up.
    func handleBack() -> Bool {
        guard isDeckPresented else { return false }
        if !isTransitioning { deckController.back() }
        return true
    }

    /// A/Enter with nothing focused: the deck's current card, or open the deck.
    func handlePrimaryAction(for view: View?) -> Bool {
        if isDeckPresented {
            if !isTransitioning { deckController.toggleCurrentCard() }
        } else {
            openDeck()
        }
        return true
    }

    // MARK: The drags (MiniToLargeViewInteractiveAnimator.handlePan)

    private var dragDistance: Double { max((view.window?.bounds.height ?? view.bounds.height) - Self.dragInset, 1) }

    private func handleMiniPan(_ g: GestureRecognizer) {
        guard let pan = g as? PanGestureRecognizer else { return }
        let p = min(max(-pan.windowTranslation.y / dragDistance, 0), 1)
        if g.state == .began {
            guard !isTransitioning, prepareDeck() else { return }
            wantsInteractive = true
            presenter.present(deckController, animated: true)
            wantsInteractive = false
        }
        drive(g.state, progress: p)
    }

    private func handleDismissPan(_ g: GestureRecognizer) {
        guard let pan = g as? PanGestureRecognizer else { return }
        let p = min(max(pan.windowTranslation.y / dragDistance, 0), 1)
        if g.state == .began {
            guard isDeckPresented, !isTransitioning else { return }
            wantsInteractive = true
            deckController.dismiss(animated: true) { [weak self] in self?.setContentEnabled(true) }
            wantsInteractive = false
        }
        drive(g.state, progress: p)
    }

    /// Follows the finger; on release finishes past 0.3, else cancels (or, with the article's
    /// option, finishes as soon as the drag passes 0.3).
    private func drive(_ state: GestureState, progress p: Double) {
        guard let t = interactive, t.phase == .interactive else { return }
        switch state {
        case .began, .changed:
            t.update(p)
            if finishesAtThreshold, p > Self.threshold { t.finish() }
        case .ended:
            if p > Self.threshold { t.finish() } else { t.cancel() }
        case .cancelled, .failed:
            t.cancel()
        default:
            return
        }
    }

    // MARK: TransitioningDelegate

    private func animation() -> TransitionAnimationDriver {
        let initialY = miniCard.convert(miniCard.bounds, to: nil)?.minY ?? miniCard.frame.minY
        return TransitionAnimationDriver(
            CardsMiniToLargeAnimation(initialY: initialY), duration: Self.duration, curve: Self.curve)
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> (any AnimatedTransitioning)?
    { animation() }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? { animation() }

    func interactionControllerForPresentation(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
    { makeInteractive(animator, presenting: true) }

    func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
    { makeInteractive(animator, presenting: false) }

    private func makeInteractive(_ animator: any AnimatedTransitioning, presenting: Bool)
        -> PercentDrivenInteractiveTransition?
    {
        guard wantsInteractive else { return nil }
        let t = PercentDrivenInteractiveTransition(animator: animator, driver: .interruptibleAnimator)
        t.completionSpeed = Self.completionSpeed
        t.onEnd = { [weak self] completed in
            self?.interactive = nil
            // A cancelled presentation leaves the start screen in charge again.
            if presenting, !completed { self?.setContentEnabled(true) }
        }
        interactive = t
        return t
    }
}

import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickTransitions
import FlickUI

/// The flip scene's start screen (the third article's CardViewController): a grid of face-down
/// pet cards; a card opens its answer with the flip (`FlipTransitions`), and the answer closes by
/// the flip backwards — interactively from a left-edge pan, or at once from its close button or
/// B/Escape.
@MainActor
final class FlipGalleryController: ViewController, BackHandling {
    /// The presentation durations offered, seconds: FEEL.md §1, flip — "present 2.0 s in the
    /// original (deliberately slow; offer 0.6–2.0)".
    static let presentDurations = [0.6, 1.2, 2.0]
    /// The chosen presentation duration (default 0.6 s; the article's 2.0 s is one chip away).
    var presentDuration: Double {
        get { transitions.presentDuration }
        set {
            transitions.presentDuration = newValue
            syncChips()
        }
    }
    /// The cards, in grid order.
    private(set) var cards: [FlipCardView] = []
    /// The card whose answer is shown (or opening, or closing).
    private(set) var openCard: FlipCardView?
    /// The answer on screen, if any.
    var detail: FlipDetailController? { presentedViewController as? FlipDetailController }
    /// The interactive dismissal in progress, if any.
    var dismissal: PercentDrivenInteractiveTransition? { transitions.dismissal }
    /// The last flip animation vended (for tests and the scene's state).
    var lastFlip: FlipAnimation? { transitions.lastFlip }
    /// The ticker the transitions run on (the application's).
    let ticker: AnimationTicker

    /// The flip's transitioning delegate, starting from the open card.
    private lazy var transitions = FlipTransitions(presentDuration: 0.6) { [unowned self] in
        guard let card = openCard else { return .zero }
        return card.convert(card.bounds, to: nil) ?? card.frame
    }
    private let grid = View()
    private let titleLayer = Layer(name: "flip.title")
    private let subtitle = Layer(name: "flip.subtitle")
    private let durationLabel = Layer(name: "flip.duration-label")
    private var chips: [FlipChip] = []
    private let caption: Layer

    init(ticker: AnimationTicker, caption text: String) {
        self.ticker = ticker
        caption = FlipStyle.makePill("flip.caption", text: text, style: FlipStyle.caption)
        super.init()
        title = "flip-gallery"
    }

    override func loadView() {
        let v = View()
        v.name = "flip-gallery"
        v.backgroundColor = FlipStyle.background
        view = v
    }

    override func viewDidLoad() {
        titleLayer.text = "Guess the pet"
        titleLayer.textStyle = FlipStyle.title
        subtitle.text = "Read the clue, then tap the card to flip it over."
        subtitle.textStyle = TextStyle(size: 13, color: FlipStyle.secondaryText, wraps: false)
        durationLabel.text = "Duration"
        durationLabel.textStyle = TextStyle(
            font: TextStyle.boldFont, size: 12, color: FlipStyle.secondaryText, wraps: false)
        caption.sublayers.first?.textStyle.wraps = true
        for l in [titleLayer, subtitle, durationLabel, caption] { view.layer.addSublayer(l) }
        grid.name = "flip-grid"
        view.addSubview(grid)
        for pet in FlipPet.all {
            let card = FlipCardView(pet: pet)
            card.open = { [weak self] card in self?.open(card) }
            grid.addSubview(card)
            cards.append(card)
        }
        for d in Self.presentDurations {
            let chip = FlipChip(name: "flip.duration.\(d)", text: d == 2.0 ? "2.0 s · article" : "\(d) s")
            chip.action = { [weak self] in self?.presentDuration = d }
            view.addSubview(chip)
            chips.append(chip)
        }
        syncChips()
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        let m = 20.0
        titleLayer.frame = Rect(x: m, y: 26, width: b.width - 2 * m, height: 30)
        subtitle.frame = Rect(x: m, y: 60, width: b.width - 2 * m, height: 18)
        let captionH = 48.0
        let captionY = b.height - m - captionH
        caption.frame = Rect(x: m, y: captionY, width: b.width - 2 * m, height: captionH)
        caption.cornerRadius = 14
        let lines = 2.0
        let textH = FlipStyle.lineHeight(FlipStyle.caption.size) * lines
        caption.sublayers.first?.frame = Rect(
            x: 12, y: (captionH - textH) / 2, width: b.width - 2 * m - 24, height: textH)
        let chipH = 32.0
        let chipsY = captionY - 14 - chipH
        let chipW = [58.0, 58, 108]
        var x = b.width - m - chipW.reduce(0, +) - 8 * Double(chipW.count - 1)
        durationLabel.frame = Rect(x: m, y: chipsY + (chipH - 15) / 2, width: 120, height: 16)
        for (chip, w) in zip(chips, chipW) {
            chip.frame = Rect(x: x, y: chipsY, width: w, height: chipH)
            x += w + 8
        }
        layoutGrid(in: Rect(x: m, y: 96, width: b.width - 2 * m, height: max(chipsY - 18 - 96, 60)))
    }

    /// Lays the cards out in 2 columns (portrait) or 4 (landscape), 5:7 cards centred in `area`.
    private func layoutGrid(in area: Rect) {
        let columns = area.width > area.height * 1.2 ? 4 : 2
        let rows = (cards.count + columns - 1) / columns
        let gap = 14.0
        let cellW = (area.width - gap * Double(columns - 1)) / Double(columns)
        let cellH = (area.height - gap * Double(rows - 1)) / Double(rows)
        let aspect = 5.0 / 7
        let cardH = min(cellH, cellW / aspect)
        let cardW = cardH * aspect
        let gridW = cardW * Double(columns) + gap * Double(columns - 1)
        let gridH = cardH * Double(rows) + gap * Double(rows - 1)
        grid.frame = Rect(
            x: area.minX + (area.width - gridW) / 2, y: area.minY + (area.height - gridH) / 2, width: gridW,
            height: gridH)
        for (i, card) in cards.enumerated() {
            let c = Double(i % columns), r = Double(i / columns)
            card.frame = Rect(x: c * (cardW + gap), y: r * (cardH + gap), width: cardW, height: cardH)
        }
    }

    private func syncChips() {
        for (chip, d) in zip(chips, Self.presentDurations) { chip.isSelected = d == presentDuration }
    }

    private var performer: PresentationTransitionPerformer? {
        detail?.transitionPerformer as? PresentationTransitionPerformer
    }

    /// True while a present or dismiss transition runs.
    var isTransitioning: Bool { performer?.activeContext != nil }

    // MARK: Opening and closing

    /// Flips `card` over into its full-screen answer (ignored while an answer is shown).
    func open(_ card: FlipCardView) {
        guard presentedViewController == nil, let window = view.window else { return }
        let detail = FlipDetailController(pet: card.pet)
        let performer = PresentationTransitionPerformer(delegate: transitions, ticker: ticker)
        // The flip turns the presenting screen away (the article's full-screen presentation).
        performer.animatesPresentingView = true
        detail.transitionPerformer = performer
        detail.edgePan.addTarget(self, action: FlipGalleryController.handleEdgePan)
        detail.close = { [weak self] in self?.close() }
        // Lay the answer out now: the flip starts from a snapshot of it.
        detail.view.frame = window.bounds
        detail.view.layoutIfNeeded()
        openCard = card
        grid.isUserInteractionEnabled = false
        for chip in chips { chip.isUserInteractionEnabled = false }
        present(detail, animated: true)
    }

    /// Flips the answer back into its card (B/Escape; also `handleBack`).
    func close() {
        guard detail != nil, !isTransitioning else { return }
        dismiss(animated: true) { [weak self] in self?.didClose() }
    }

    private func didClose() {
        openCard = nil
        transitions.reset()
        grid.isUserInteractionEnabled = true
        for chip in chips { chip.isUserInteractionEnabled = true }
    }

    /// B/Escape: close the answer (a transition in flight is left to finish).
    func handleBack() -> Bool {
        guard detail != nil else { return false }
        close()
        return true
    }

    /// The left-edge pan on the answer: an interactive flip back (`FlipTransitions`).
    private func handleEdgePan(_ g: GestureRecognizer) {
        transitions.handleEdgePan(g, canBegin: detail != nil && !isTransitioning) {
            dismiss(animated: true) { [weak self] in self?.didClose() }
        }
    }
}

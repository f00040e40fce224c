import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickUI

/// The full-screen deck (the fourth article's CardsViewController's view): a sheet in the mini
/// card's colour whose dark backdrop fades in with the transition's progress, a header, and a
/// horizontally paging scroll view of swipeable cards.
///
/// Paging (FEEL.md §1, cards): page = cell width + 18, content inset 30 on both sides, fast
/// deceleration. While a card is up, paging and the dismiss pan are off.
@MainActor
final class CardsDeckView: View, ScrollViewDelegate {
    /// FEEL.md §1, cards: "page = cell width + 18".
    static let cellSpacing = 18.0
    /// FEEL.md §1, cards: "inset 30".
    static let sideInset = 30.0

    /// The pager.
    let scroll: ScrollView
    /// The cards, in order.
    var cells: [CardsCellView] = []
    /// The drag-down-to-dismiss pan (on the whole deck).
    let dismissPan = CardsDismissPan()
    /// The transition's progress last applied (0: at the mini card, 1: full screen).
    private(set) var progress = 1.0
    private let backdrop = View()
    private let header = View()
    private let miniTitle = Layer(name: "cards.deck.mini-title")
    private let handle = Layer(name: "cards.deck.handle")
    let titleLayer = Layer(name: "cards.deck.title")
    let hint = Layer(name: "cards.deck.hint")
    private let dots = Layer(name: "cards.deck.dots")
    /// The note an action shows (a pill above the page dots).
    let toast = FlipStyle.makePill(
        "cards.deck.toast", text: "", style: TextStyle(font: TextStyle.boldFont, size: 13, color: .white, wraps: false),
        fill: Color(white: 0, alpha: 0.75))
    /// The ticker the toast and a hidden card's exit run on.
    let ticker: AnimationTicker

    /// The deck's stories: picture, title, line.
    static let stories: [(image: String, title: String, line: String)] = [
        (DemoAssets.Image.sunsetMountains, "Golden hour", "Sunset over the ridge, 2,400 m up."),
        (DemoAssets.Image.moonlitSea, "Night swim", "The sea under a full moon."),
        (DemoAssets.Image.aurora, "Aurora", "Green fire over the snow."),
        (DemoAssets.Image.city, "Downtown", "The skyline after the rain."),
        (DemoAssets.Image.desert, "Dunes", "Big sun, bigger sand."),
        (DemoAssets.Image.forest, "Morning fog", "Pines waking up."),
    ]

    init(ticker: AnimationTicker) {
        scroll = ScrollView(frame: .zero, ticker: ticker)
        self.ticker = ticker
        super.init(layer: Layer(name: "cards.deck"))
        name = "cards-deck"
        backgroundColor = CardsStartController.miniCardColor
        layer.cornerRadii = .top(20)
        backdrop.name = "cards-backdrop"
        backdrop.backgroundColor = FlipStyle.background
        backdrop.layer.cornerRadii = .top(20)
        backdrop.isUserInteractionEnabled = false
        addSubview(backdrop)
        miniTitle.text = "Open Cards View"
        miniTitle.textStyle = TextStyle(
            font: TextStyle.boldFont, size: 17, color: .white, alignment: .center, wraps: false)
        layer.addSublayer(miniTitle)
        handle.backgroundColor = Color(white: 1, alpha: 0.35)
        titleLayer.text = "Stories"
        titleLayer.textStyle = FlipStyle.title
        hint.text = "Swipe a card up for its actions"
        hint.textStyle = TextStyle(size: 12, color: FlipStyle.secondaryText, wraps: false)
        for l in [handle, titleLayer, hint] { header.layer.addSublayer(l) }
        header.isUserInteractionEnabled = false
        addSubview(header)
        scroll.name = "cards-pager"
        scroll.clipsToBounds = false
        scroll.isPagingEnabled = true
        scroll.decelerationRate = .fast
        scroll.alwaysBounceHorizontal = true
        scroll.panGestureRecognizer.direction = .horizontal
        scroll.delegate = self
        addSubview(scroll)
        for story in Self.stories {
            let cell = CardsCellView(image: story.image, title: story.title, subtitle: story.line)
            cell.ticker = ticker
            cell.onUpChanged = { [weak self] _ in self?.syncEnabled() }
            cell.onProgress = { [weak self] p in self?.fadeHeader(underCard: p) }
            cell.onAction = { [weak self] cell, action in self?.perform(action, on: cell) }
            scroll.addSubview(cell)
            cells.append(cell)
        }
        layer.addSublayer(dots)
        toast.opacity = 0
        layer.addSublayer(toast)
        dismissPan.name = "cards.deck.dismiss-pan"
        addGestureRecognizer(dismissPan)
    }

    /// The page length, points.
    var pageLength: Double { max(bounds.width - 2 * Self.sideInset, 1) + Self.cellSpacing }

    /// The page showing now (nearest to the offset).
    var currentPage: Int {
        let page = ((scroll.contentOffset.x + Self.sideInset) / pageLength).rounded()
        return min(max(Int(page), 0), cells.count - 1)
    }

    /// The card on the current page.
    var currentCell: CardsCellView? { cells.indices.contains(currentPage) ? cells[currentPage] : nil }

    /// True while any card is up.
    var hasCardUp: Bool { cells.contains { $0.isUp } }

    /// Sets the transition's look for progress `p` (the article's background alpha 0 ↔ 1).
    func setProgress(_ p: Double) {
        setBackdrop(p)
        setTitles(p)
    }

    /// The backdrop's alpha = progress (FEEL.md §1, cards: "background alpha 0 ↔ 1 with progress").
    func setBackdrop(_ p: Double) {
        progress = p
        backdrop.alpha = p
    }

    /// The titles cross over: the mini card's "Open Cards View" at 0, the deck's header at 1
    /// (the transition animates them in separate halves so they never overlap).
    func setTitles(_ p: Double) {
        setHeaderAlpha(p)
        setMiniTitleAlpha(1 - p)
    }

    /// The deck header's alpha.
    func setHeaderAlpha(_ a: Double) { header.alpha = a }

    /// The mini card title's alpha (it shows while the deck is still at the mini card).
    func setMiniTitleAlpha(_ a: Double) { miniTitle.opacity = a }

    /// Pages to `page` (animated, the snap spring).
    func show(page: Int) {
        let page = min(max(page, 0), cells.count - 1)
        scroll.setContentOffset(Point(x: -Self.sideInset + Double(page) * pageLength, y: 0), animated: true)
    }

    override func layoutSubviews() {
        let b = bounds
        let page = currentPage
        AnimationTransaction.performWithoutAnimation {
            backdrop.frame = b
            header.frame = Rect(x: 0, y: 0, width: b.width, height: 90)
            handle.frame = Rect(x: (b.width - 40) / 2, y: 10, width: 40, height: 5)
            handle.cornerRadius = 2.5
            miniTitle.frame = Rect(x: 0, y: 26, width: b.width, height: 22)
            titleLayer.frame = Rect(x: 30, y: 26, width: b.width - 60, height: 30)
            hint.frame = Rect(x: 30, y: 60, width: b.width - 60, height: 16)
            // Low enough that a card swiped up by H/5 stays on screen, 12 pt from the top.
            let top = max(96, b.height / 5 + 12)
            let cellW = max(b.width - 2 * Self.sideInset, 1)
            let cellH = max(b.height - top - 44, 1)
            scroll.frame = b
            for (i, cell) in cells.enumerated() {
                // FEEL.md §1, cards: "swipe-up distance screenHeight/5".
                cell.swipeDistance = b.height / 5
                cell.frame = Rect(x: Double(i) * (cellW + Self.cellSpacing), y: top, width: cellW, height: cellH)
                cell.setNeedsLayout()
            }
            let n = Double(cells.count)
            scroll.contentSize = Size(width: n * cellW + (n - 1) * Self.cellSpacing, height: b.height)
            scroll.contentInset = EdgeInsets(top: 0, left: Self.sideInset, bottom: 0, right: Self.sideInset)
            scroll.pageSize = Size(width: pageLength, height: b.height)
            scroll.contentOffset = Point(x: -Self.sideInset + Double(page) * pageLength, y: 0)
            dots.frame = Rect(x: 0, y: b.height - 26, width: b.width, height: 8)
            layoutToast()
        }
        syncDots()
    }

    func syncDots() {
        let n = cells.count
        if dots.sublayers.count != n {
            dots.removeAllSublayers()
            for _ in 0..<n { dots.addSublayer(Layer(name: "cards.deck.dot")) }
        }
        let current = currentPage
        let w = dots.bounds.width
        var x = (w - Double(n) * 8 - Double(n - 1) * 6 - 12) / 2
        for (i, dot) in dots.sublayers.enumerated() {
            let width = i == current ? 20.0 : 8
            dot.frame = Rect(x: x, y: 0, width: width, height: 8)
            dot.cornerRadius = 4
            dot.backgroundColor = i == current ? FlipStyle.accent : Color(white: 1, alpha: 0.3)
            x += width + 6
        }
    }

    /// FEEL.md §1, cards: "while a card is up, the deck and the dismiss pan are disabled".
    func syncEnabled() {
        let up = hasCardUp
        scroll.isScrollEnabled = !up
        dismissPan.isEnabled = !up
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { syncDots() }
}

/// The deck's drag-down-to-dismiss pan: vertical and downwards only, so sideways drags page and
/// upward drags swipe cards.
@MainActor
final class CardsDismissPan: PanGestureRecognizer {
    override func acceptsSlopCrossing(translation: Point, axis: Axis) -> Bool {
        axis == .vertical && translation.y > 0
    }
}

import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickUI

/// The habr article's second child: a clear controller holding a full-height scroll view whose
/// content, 60 pt down its top inset, is a gradient card twice the screen's height: scrolling
/// moves the whole card up over the inset, as in the article (FEEL.md §1, habr: "Card: scroll view, top inset 60,
/// side insets 8, content 2× screen height, gradient white → RGB(109,213,250) →
/// RGB(41,128,185), top corners 20").
@MainActor
final class HabrCardController: ViewController {
    /// FEEL.md §1, habr: "top inset 60".
    static let topInset = 60.0
    /// FEEL.md §1, habr: "side insets 8".
    static let sideInset = 8.0
    /// FEEL.md §1, habr: "top corners 20".
    static let cornerRadius = 20.0
    /// The rows' inset inside the card: the swipe indicator, at rest 20 pt from the left edge
    /// (FEEL.md §1, habr), lands on the card's margin rather than on a row.
    static let rowInset = 24.0
    /// FEEL.md §1, habr: the gradient's stops, white → RGB(109,213,250) → RGB(41,128,185).
    static let gradient: [(Double, Color)] = [
        (0, .white), (0.5, Color(r255: 109, g255: 213, b255: 250)), (1, Color(r255: 41, g255: 128, b255: 185)),
    ]

    /// The card's scroll view.
    let scroll: ScrollView
    /// The card: the scroll view's content.
    let content = View()
    /// The card's shadow, under it (the card clips its gradient to its rounded top).
    private let shadow = View()
    private var rows: [Layer] = []
    private let heading = Layer(name: "habr.card.heading")
    private let grabber = Layer(name: "habr.card.grabber")

    init(ticker: AnimationTicker) {
        scroll = ScrollView(frame: .zero, ticker: ticker)
        super.init()
        title = "habr-card"
    }

    override func loadView() {
        let v = View()
        v.name = "habr-card"
        view = v
    }

    override func viewDidLoad() {
        scroll.name = "habr-card-scroll"
        scroll.alwaysBounceVertical = true
        scroll.clipsToBounds = false
        content.layer.cornerRadii = .top(Self.cornerRadius)
        content.clipsToBounds = true
        shadow.name = "habr-card-shadow"
        shadow.backgroundColor = .white
        shadow.layer.cornerRadii = .top(Self.cornerRadius)
        shadow.layer.shadowOpacity = 0.35
        shadow.layer.shadowRadius = 20
        shadow.layer.shadowOffset = Point(x: 0, y: 6)
        scroll.addSubview(shadow)
        content.name = "habr-card-content"
        content.layer.contents = .bitmap(FlipStyle.verticalGradient(Self.gradient))
        content.layer.contentsGravity = .resize
        grabber.backgroundColor = Color(white: 0, alpha: 0.15)
        heading.text = "Card"
        heading.textStyle = TextStyle(font: TextStyle.boldFont, size: 28, color: Color(hex: 0x14304A), wraps: false)
        content.layer.addSublayer(grabber)
        content.layer.addSublayer(heading)
        let items = [
            "Slides over the camera from the right edge", "Blur and indicator scrub with the finger",
            "Release past half way, or flick faster than 200 pt/s", "Scroll me: twice the screen tall",
            "Swipe from the left edge to go back", "Arrows, d-pad, A and B work too",
        ]
        for (i, text) in items.enumerated() {
            let row = Layer(name: "habr.card.row.\(i)")
            row.backgroundColor = Color(white: 1, alpha: 0.55)
            row.cornerRadius = 14
            let dot = Layer(name: "habr.card.row.dot")
            dot.backgroundColor = HabrContainerController.tint
            let label = Layer(name: "habr.card.row.label")
            label.text = text
            label.textStyle = TextStyle(font: TextStyle.boldFont, size: 14, color: Color(hex: 0x14304A), wraps: true)
            row.addSublayer(dot)
            row.addSublayer(label)
            content.layer.addSublayer(row)
            rows.append(row)
        }
        scroll.addSubview(content)
        view.addSubview(scroll)
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        AnimationTransaction.performWithoutAnimation {
            let frame = Rect(x: Self.sideInset, y: 0, width: max(b.width - 2 * Self.sideInset, 1), height: b.height)
            let firstLayout = scroll.frame != frame
            if firstLayout { scroll.frame = frame }
            // FEEL.md §1, habr: "content 2× screen height", under a top inset of 60.
            let size = Size(width: frame.width, height: 2 * b.height)
            if scroll.contentSize != size { scroll.contentSize = size }
            let inset = EdgeInsets(top: Self.topInset, left: 0, bottom: 0, right: 0)
            if scroll.contentInset != inset { scroll.contentInset = inset }
            if firstLayout { scroll.contentOffset = Point(x: 0, y: -Self.topInset) }
            content.frame = Rect(origin: .zero, size: size)
            shadow.frame = content.frame
            grabber.frame = Rect(x: (size.width - 40) / 2, y: 10, width: 40, height: 5)
            grabber.cornerRadius = 2.5
            heading.frame = Rect(x: 22, y: 30, width: size.width - 44, height: 36)
            var y = 84.0
            let rowWidth = size.width - 2 * Self.rowInset
            for row in rows {
                row.frame = Rect(x: Self.rowInset, y: y, width: rowWidth, height: 64)
                row.sublayers[0].frame = Rect(x: 16, y: 26, width: 12, height: 12)
                row.sublayers[0].cornerRadius = 6
                row.sublayers[1].frame = Rect(x: 40, y: 14, width: rowWidth - 56, height: 40)
                y += 76
            }
        }
    }
}

/// The habr article's first child: a clear controller that lets the camera through, with a hint
/// pointing at the swipe.
@MainActor
final class HabrStubController: ViewController {
    private let hint = FlipStyle.makePill(
        "habr.stub.hint", text: "‹  swipe from the right edge  ·  → · A",
        style: TextStyle(font: TextStyle.boldFont, size: 13, color: .white, wraps: false),
        fill: Color(white: 0, alpha: 0.35))

    override init() {
        super.init()
        title = "habr-stub"
    }

    override func loadView() {
        let v = View()
        v.name = "habr-stub"
        v.layer.addSublayer(hint)
        view = v
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        FlipStyle.layoutPill(hint, frame: Rect(x: (b.width - 280) / 2, y: b.height - 90, width: 280, height: 36))
    }
}

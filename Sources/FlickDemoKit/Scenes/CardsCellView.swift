import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickUI

/// One card of the deck (the fourth article's SwipingCollectionViewCell + CardCollectionViewCell):
/// a picture card (`front`) that swipes up by `swipeDistance` to reveal the action buttons
/// beneath it. Progress p = how far up, 0…1; `frontViewPositionChanged(on:)` of the article:
/// action buttons alpha = p, scale = min(p/4 + 0.75, 1); the card's bottom view alpha 1 − p,
/// translation y = 50p (FEEL.md §1, cards).
@MainActor
final class CardsCellView: View {
    /// The card's settle: critically damped, its response the article's 0.3 s (FEEL.md §1,
    /// cards: "card cell: swipe-up distance screenHeight/5, 0.3 s"; FEEL.md §4: response = the
    /// undamped period, ζ 1 = no bounce). A spring rather than a 0.3 s curve so a release starts
    /// at the finger's speed (docs/ANIMATION.md, "One time base").
    static let spring = Spring(dampingRatio: 1, response: 0.3)
    /// FEEL.md §1, cards: "swipe up only while abs(vx) < 200" (points per second).
    static let maximumSideways = 200.0

    /// The card (it moves; the actions stay).
    let front = View()
    /// The pan that swipes the card up and down.
    let pan = CardsSwipePan()
    /// How far the card travels, points (screenHeight / 5; set by the deck's layout).
    var swipeDistance = 128.0
    /// Where the card is, 0 (down) … 1 (up).
    private(set) var progress = 0.0
    /// True when the card rests up (or is settling there); `settle(up:)` sets it.
    var isUp = false
    /// Told when `isUp` changes (the deck disables paging and the dismiss pan while a card is up).
    var onUpChanged: (@MainActor (CardsCellView) -> Void)?
    /// Told when the card moves, with its progress (the deck fades its header under it).
    var onProgress: (@MainActor (Double) -> Void)?
    /// Told when an action under the card is tapped, with the action.
    var onAction: (@MainActor (CardsCellView, CardsAction) -> Void)?
    /// The card's title.
    let title: String
    /// True once Like was tapped (tapped again, false): the Like button shows it.
    var isLiked = false {
        didSet { restyleLike() }
    }
    /// The frames that drive the settle animation (the application's ticker).
    var ticker = AnimationTicker.main

    private let picture = Layer(name: "cards.cell.picture")
    private let bottomView = View()
    private let titleLayer = Layer(name: "cards.cell.title")
    private let subtitle = Layer(name: "cards.cell.subtitle")
    private(set) var actions: [View] = []
    private var startProgress = 0.0
    /// The finger's translation (y, window points) when the drag took the card: the drag moves
    /// the card by the finger's motion from there, so the slop is absorbed, not jumped.
    private var anchor = 0.0
    /// True while a finger holds a card it stopped on touch-down, before its pan has begun
    /// (`touchDown()`, `letGo(toDeck:)`).
    var isHeld = false
    /// The settle in flight (progress on `spring`), sampled once per frame.
    var motion: CardsSettle?
    /// A frame is asked for the settle.
    var frameScheduled = false

    /// The action buttons' fill, and the Like button's once liked (a heart's red).
    static let actionFill = Color(white: 1, alpha: 0.12)
    static let likedFill = Color(hex: 0xFF3B5C)

    init(image: String, title: String, subtitle text: String) {
        self.title = title
        super.init(layer: Layer(name: "cards.cell"))
        name = "cards-cell-\(title)"
        for item in CardsAction.allCases {
            let button = View()
            button.name = "cards-action-\(item.label)"
            button.backgroundColor = Self.actionFill
            let tap = TapGestureRecognizer()
            tap.name = "cards.action.\(item.label).tap"
            tap.addAction { [weak self] _ in
                guard let self, self.isUp else { return }
                self.onAction?(self, item)
            }
            button.addGestureRecognizer(tap)
            let icon = Layer(name: "cards.action.icon")
            icon.contents = .asset(item.icon)
            icon.contentsGravity = .resizeAspect
            let label = Layer(name: "cards.action.label")
            label.text = item.label
            label.textStyle = TextStyle(
                font: TextStyle.boldFont, size: 11, color: .white, alignment: .center, wraps: false)
            button.layer.addSublayer(icon)
            button.layer.addSublayer(label)
            addSubview(button)
            actions.append(button)
        }
        front.name = "cards-front"
        front.backgroundColor = FlipStyle.surface
        front.layer.cornerRadius = 20
        front.layer.shadowOpacity = 0.45
        front.layer.shadowRadius = 18
        front.layer.shadowOffset = Point(x: 0, y: 10)
        picture.contents = .asset(image)
        picture.contentsGravity = .resizeAspectFill
        picture.cornerRadius = 20
        picture.masksToBounds = true
        front.layer.addSublayer(picture)
        bottomView.name = "cards-bottom-view"
        bottomView.layer.contents = .bitmap(
            FlipStyle.verticalGradient([(0, Color(white: 0, alpha: 0)), (1, Color(white: 0, alpha: 0.75))], height: 64))
        bottomView.layer.cornerRadii = CornerRadii(topLeft: 0, topRight: 0, bottomRight: 20, bottomLeft: 20)
        bottomView.clipsToBounds = true
        titleLayer.text = title
        titleLayer.textStyle = TextStyle(font: TextStyle.boldFont, size: 22, color: .white, wraps: false)
        subtitle.text = text
        subtitle.textStyle = TextStyle(size: 13, color: Color(white: 1, alpha: 0.8), wraps: true)
        bottomView.layer.addSublayer(titleLayer)
        bottomView.layer.addSublayer(subtitle)
        front.addSubview(bottomView)
        addSubview(front)
        pan.name = "cards.cell.swipe"
        pan.cell = self
        pan.addTarget(self, action: CardsCellView.handlePan)
        front.addGestureRecognizer(pan)
        apply(progress: 0)
    }

    override func layoutSubviews() {
        let b = bounds
        AnimationTransaction.performWithoutAnimation {
            front.transform = .identity
            front.frame = Rect(x: 0, y: 0, width: b.width, height: b.height)
            picture.frame = front.bounds
            bottomView.transform = .identity
            bottomView.frame = Rect(x: 0, y: b.height - 110, width: b.width, height: 110)
            titleLayer.frame = Rect(x: 18, y: 30, width: b.width - 36, height: 28)
            subtitle.frame = Rect(x: 18, y: 62, width: b.width - 36, height: 40)
            let size = min(64, swipeDistance * 0.5)
            let gap = (b.width - size * Double(actions.count)) / Double(actions.count + 1)
            let y = b.height - swipeDistance + (swipeDistance - size - 16) / 2
            for (i, button) in actions.enumerated() {
                button.transform = .identity
                button.frame = Rect(x: gap + Double(i) * (size + gap), y: y, width: size, height: size)
                button.cornerRadius = size / 2
                button.layer.sublayers[0].frame = Rect(x: size / 2 - 12, y: size / 2 - 12, width: 24, height: 24)
                button.layer.sublayers[1].frame = Rect(x: -20, y: size + 4, width: size + 40, height: 14)
            }
        }
        apply(progress: progress)
    }

    /// The article's `frontViewPositionChanged(on:)`: places everything for progress `p`.
    func apply(progress p: Double) {
        progress = min(max(p, 0), 1)
        front.transform = Transform3D(translationX: 0, y: -progress * swipeDistance)
        let scale = min(progress / 4 + 0.75, 1)
        for button in actions {
            button.alpha = progress
            button.transform = Transform3D(scaleX: scale, y: scale)
        }
        bottomView.alpha = 1 - progress
        bottomView.transform = Transform3D(translationX: 0, y: 50 * progress)
        onProgress?(progress)
    }

    /// The Like button's fill and label for `isLiked`.
    private func restyleLike() {
        guard let like = actions.first else { return }
        like.backgroundColor = isLiked ? Self.likedFill : Self.actionFill
        like.layer.sublayers[1].text = isLiked ? "Liked" : CardsAction.like.label
    }

    private func handlePan(_ g: GestureRecognizer) {
        guard let pan = g as? PanGestureRecognizer else { return }
        let ty = pan.windowTranslation.y
        switch g.state {
        case .began:
            // The card is where the touch-down stopped it (or at rest): the drag starts there and
            // follows the finger's motion from the slop on, as the container and ScrollView do.
            isHeld = false
            motion = nil
            startProgress = progress
            anchor = ty
        case .changed:
            apply(progress: startProgress - (ty - anchor) / swipeDistance)
        case .ended:
            apply(progress: startProgress - (ty - anchor) / swipeDistance)
            // The article's .ended: the drag's direction decides (a fling from 50 pt/s, FEEL.md §5);
            // a still finger, the position. The settle starts at the finger's speed, on the frames'
            // time base.
            let vy = pan.velocity(in: nil).y
            let up = vy < -Self.flingSpeed ? true : vy > Self.flingSpeed ? false : progress > 0.5
            settle(up: up, velocity: -vy / max(swipeDistance, 1), at: ticker.handOffTime(fingerGap: pan.handOffGap))
        case .cancelled:
            settle(up: isUp, velocity: 0, at: ticker.handOffTime(fingerGap: pan.handOffGap))
        default:
            return
        }
    }
}

/// The card's swipe: vertical only, upwards from rest (downwards too once the card is up), and
/// only while the finger moves sideways slower than 200 pt/s (FEEL.md §1, cards).
@MainActor
final class CardsSwipePan: PanGestureRecognizer {
    /// The cell it swipes.
    weak var cell: CardsCellView?

    override func acceptsSlopCrossing(translation: Point, axis: Axis) -> Bool {
        guard axis == .vertical, let cell else { return false }
        guard abs(velocity(in: nil).x) < CardsCellView.maximumSideways else { return false }
        return translation.y < 0 || cell.isUp
    }

    /// A finger landing on the card stops a settle in flight (`CardsCellView.touchDown()`).
    override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        if state == .possible { cell?.touchDown() }
    }

    /// A swipe this pan refused at its slop belongs to the deck: a card it stopped settles.
    override func touchesMoved(_ touches: [Touch]) {
        super.touchesMoved(touches)
        if state == .failed { cell?.letGo(toDeck: true) }
    }

    /// The touch ended without a drag (a tap, a cancel): a card it stopped settles.
    override func reset() {
        cell?.letGo(toDeck: false)
        super.reset()
    }
}

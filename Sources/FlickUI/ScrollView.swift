public import FlickAnimation
public import FlickGeometry
public import FlickInput

/// A view that scrolls its subviews with iOS physics (UIScrollView): the content offset is the
/// view's `bounds.origin`, so subviews added to the scroll view are the content and move when it
/// scrolls.
///
/// A drag follows the finger with a rubber band past the edges; a release coasts with
/// `decelerationRate`, bounces at the edges, or settles on a page; the wheel and the right stick
/// scroll too. Motion is simulated by `ScrollPhysics` in closed form and sampled once per frame at
/// the frame's target time through `ticker` (see docs/SCROLLING-AND-FOCUS.md), so it is the same
/// at any frame rate and deterministic on a manual clock.
@MainActor
open class ScrollView: View {
    /// How quickly a fling slows down: the fraction of velocity kept per millisecond.
    public struct DecelerationRate: Hashable, Sendable {
        /// The rate, 0 < r < 1.
        public let rawValue: Double
        /// Creates a rate.
        public init(rawValue: Double) { self.rawValue = rawValue }
        /// 0.998: UIScrollView's default (FEEL.md §4).
        public static let normal = DecelerationRate(rawValue: DecaySimulation.normal)
        /// 0.99: for paged decks and short lists (FEEL.md §4).
        public static let fast = DecelerationRate(rawValue: DecaySimulation.fast)
    }

    /// The size of the content, points. Offsets run from −inset to contentSize + inset − bounds.
    public var contentSize: Size = .zero { didSet { contentGeometryChanged() } }
    /// Extra room around the content, points.
    public var contentInset: EdgeInsets = .zero { didSet { contentGeometryChanged() } }
    /// Pages instead of free scrolling: a release settles on the page nearest to where the fling
    /// would land, at most one page away.
    public var isPagingEnabled = false { didSet { contentGeometryChanged() } }
    /// The distance between pages; nil means the bounds' size. For a deck of cards: card width +
    /// spacing (FEEL.md §1, cards).
    public var pageSize: Size? { didSet { contentGeometryChanged() } }
    /// Whether the content rubber-bands past its edges.
    public var bounces = true { didSet { contentGeometryChanged() } }
    /// Bounce horizontally even when the content is not wider than the view.
    public var alwaysBounceHorizontal = false { didSet { contentGeometryChanged() } }
    /// Bounce vertically even when the content is not taller than the view.
    public var alwaysBounceVertical = false { didSet { contentGeometryChanged() } }
    /// How quickly flings slow down.
    public var decelerationRate = DecelerationRate.normal { didSet { contentGeometryChanged() } }
    /// The curve past the edges (UIScrollView's by default).
    public var rubberBand = RubberBand.standard { didSet { contentGeometryChanged() } }
    /// Whether drags, the wheel and the stick scroll this view.
    public var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Lock a drag to one axis once it starts (larger component wins, ties horizontal, FEEL.md
    /// §5). Drags through nested scroll views on different axes always lock.
    public var isDirectionalLockEnabled = false
    /// Right-stick speed at full deflection, points per second; the speed grows with the square
    /// of the deflection (docs/SCROLLING-AND-FOCUS.md, "Stick scrolling").
    public var stickScrollSpeed = 1500.0
    /// Follows the scrolling.
    public weak var delegate: (any ScrollViewDelegate)?
    /// The ticker whose frames drive the motion (the application's; `AnimationTicker.main` by
    /// default, tests pass their own).
    public let ticker: AnimationTicker

    /// The pan that drags the content (UIScrollView's `panGestureRecognizer`).
    public let panGestureRecognizer = PanGestureRecognizer()

    /// True while a finger drags the content.
    public internal(set) var isDragging = false
    /// True while a finger is on the content (dragging, or touching before the slop).
    public internal(set) var isTracking = false

    var physics = ScrollPhysics(horizontal: .init(), vertical: .init())
    var lastStepTime: Double?
    /// The releasing finger's `PanGestureRecognizer.handOffGap` (the release's hand-off time).
    var handOffGap: Double?
    var frameScheduled = false
    var stickVelocity = Point.zero
    var stickTime: Double?
    var drag: ScrollDragSession?
    var lastPhase = ScrollPhase.idle
    var panBase = Point.zero

    /// Creates a scroll view covering `frame`, driven by `ticker`'s frames.
    public init(frame: Rect = .zero, ticker: AnimationTicker = .main) {
        self.ticker = ticker
        super.init(layer: .init())
        self.frame = frame
        clipsToBounds = true
        syncConfiguration()
        panGestureRecognizer.name = "scroll-pan"
        panGestureRecognizer.addTarget(self) { view in
            { recognizer in
                if let pan = recognizer as? PanGestureRecognizer { view.handlePan(pan) }
            }
        }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The point of the content at the view's top-left corner (the bounds' origin). Setting it
    /// moves the content at once and stops any motion; it is not clamped (UIKit's behaviour).
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue.isFinite else { return }
            syncConfiguration()
            physics.setOffset(newValue)
            applyPhysicsOffset()
        }
    }

    /// True while the content moves on its own after a release (coasting, bouncing, settling).
    public var isDecelerating: Bool { physics.phase.isDecelerating }

    /// The smallest and largest resting offsets.
    public var minimumContentOffset: Point {
        Point(x: physics.horizontal.configuration.minOffset, y: physics.vertical.configuration.minOffset)
    }
    /// The largest resting offset on each axis.
    public var maximumContentOffset: Point {
        Point(x: physics.horizontal.configuration.maxOffset, y: physics.vertical.configuration.maxOffset)
    }

    /// Whether a drag along the horizontal axis moves this view (content wider than the view, or
    /// `alwaysBounceHorizontal`).
    public var scrollsHorizontally: Bool {
        syncConfiguration()
        return isScrollEnabled
            && (physics.horizontal.configuration.maxOffset > physics.horizontal.configuration.minOffset
                || (bounces && alwaysBounceHorizontal))
    }
    /// Whether a drag along the vertical axis moves this view.
    public var scrollsVertically: Bool {
        syncConfiguration()
        return isScrollEnabled
            && (physics.vertical.configuration.maxOffset > physics.vertical.configuration.minOffset
                || (bounces && alwaysBounceVertical))
    }

    /// Moves to `offset`; animated, with a ζ 1 / 0.4 s spring (FEEL.md §4) from the current
    /// velocity, starting at the next frame.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.isFinite else { return }
        guard animated else {
            contentOffset = offset
            return
        }
        ticker.atNextFrame { [weak self] time in
            guard let self, !self.isDragging else { return }
            self.syncConfiguration()
            self.physics.animate(to: offset, at: max(time, self.lastStepTime ?? time))
            self.lastPhase = .animating
            self.scheduleFrame()
        }
        scheduleFrame()
    }

    /// Scrolls the least distance that shows `rect` (content coordinates), clamped to the
    /// content; nothing happens if it is already visible.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        syncConfiguration()
        let target = Point(
            x: Self.reveal(rect.minX, rect.maxX, from: physics.restingOffset.x, length: bounds.width),
            y: Self.reveal(rect.minY, rect.maxY, from: physics.restingOffset.y, length: bounds.height))
        let clamped = Point(
            x: physics.horizontal.configuration.clamp(target.x), y: physics.vertical.configuration.clamp(target.y))
        guard clamped != physics.restingOffset else { return }
        setContentOffset(clamped, animated: animated)
    }

    /// A wheel turned over the view: the content moves by `delta` (points, the way a finger
    /// dragging it would move it), clamped to the content. What this view cannot take (it is at
    /// its edge, or does not scroll that way) goes up the responder chain, so an outer scroll
    /// view scrolls on.
    open override func scrollWheel(_ wheel: InputEvent.Wheel, timestamp: Double) {
        let rest = scroll(byWheel: wheel.delta, at: timestamp)
        if rest != .zero {
            var passed = wheel
            passed.delta = rest
            next?.scrollWheel(passed, timestamp: timestamp)
        }
    }

    /// A finger landing on the content stops its motion where it is (a catch).
    open override func touchesBegan(_ touches: [Touch]) {
        if let touch = touches.first { touchDown(at: touch.timestamp) }
        super.touchesBegan(touches)
    }

    /// A finger lifting without a drag lets caught, overscrolled content return to its edge.
    open override func touchesEnded(_ touches: [Touch]) {
        if let touch = touches.first, drag == nil { touchUp(at: touch.timestamp) }
        super.touchesEnded(touches)
    }

    /// Keeps the physics in step with a new size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        syncConfiguration()
    }

    /// The offset along one axis that shows `min…max` in a viewport of `length` from `offset`.
    static func reveal(_ min: Double, _ max: Double, from offset: Double, length: Double) -> Double {
        if min < offset { return min }
        if max > offset + length { return Swift.min(min, max - length) }
        return offset
    }

    func contentGeometryChanged() {
        syncConfiguration()
    }
}

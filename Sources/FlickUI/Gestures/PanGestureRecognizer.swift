public import FlickGeometry
import FlickInput

/// A continuous drag of one or more fingers (UIPanGestureRecognizer).
///
/// It begins when the centroid of its touches has moved more than the slop (FEEL.md §5: 10 pt
/// for a finger, 4 pt for the mouse) — at once on touch-down with `beginsOnTouchDown`, or when a
/// `PanGestureRecognizerDelegate` says so for the touch, so a finger can catch a moving
/// transition — and locks `lockedAxis` to the larger component at that moment
/// (ties horizontal). `direction` restricts which axis may win. The translation is the centroid's
/// movement from where the first touch went down (UIKit's convention: at `.began` it already
/// holds the slop distance), re-based whenever a finger joins or leaves so it never jumps. With
/// `minimumNumberOfTouches` > 1 it counts from the moment enough fingers are down.
/// Velocity comes from `VelocityTracker` (least squares over the last 100 ms, FEEL.md §5).
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// Fewest touches that can begin the pan.
    public var minimumNumberOfTouches = 1
    /// Most touches tracked; more are ignored.
    public var maximumNumberOfTouches = Int.max
    /// Which axis may win at the slop.
    public var direction = PanDirection.free
    /// Begin on touch-down (no slop), to catch a moving transition. A delegate that adopts
    /// `PanGestureRecognizerDelegate` decides it for each sequence of touches instead.
    public var beginsOnTouchDown = false
    /// The slop in points; nil uses the first touch's (`Touch.Kind.slop`).
    public var slop: Double?
    /// The axis that won when the slop was crossed (nil before, and for `beginsOnTouchDown`
    /// until the slop is crossed).
    public private(set) var lockedAxis: Axis?

    var centroid = CentroidTracker()
    var velocityTracker = VelocityTracker()
    private var slopKind = Touch.Kind.finger
    /// The delegate's answer for the current sequence of touches (nil: no such delegate).
    private var touchDownDecision: Bool?

    /// The effective slop for the current touches, points.
    public var effectiveSlop: Double { slop ?? slopKind.slop }

    /// The translation in window coordinates.
    public var windowTranslation: Point { centroid.translation }

    /// The translation in `view`'s coordinates (window's for nil): how far the fingers moved,
    /// mapped through the view's transforms.
    public func translation(in view: View?) -> Point {
        mapVector(centroid.translation, into: view)
    }

    /// Sets the translation as seen in `view` (window for nil); also resets the velocity
    /// (FEEL.md §5: "`setTranslation` resets velocity").
    public func setTranslation(_ translation: Point, in view: View?) {
        let windowValue: Point
        if let view, let origin = view.convert(Point.zero, to: nil), let tip = view.convert(translation, to: nil) {
            windowValue = tip - origin
        } else {
            windowValue = translation
        }
        centroid.setTranslation(windowValue)
        velocityTracker.reset()
        velocityTracker.add(time: currentTime, position: windowValue, earliest: currentEarliestTime)
    }

    /// The velocity in `view`'s coordinates (window's for nil), points per second; zero when the
    /// fingers were seen still for 40 ms or more (moves read late together still count).
    public func velocity(in view: View?) -> Point {
        let v = velocityTracker.velocity(at: currentTime, earliest: currentEarliestTime)
        return mapVector(v, into: view, scale: 0.01)
    }

    /// The finger's time from the last move an earlier read delivered to the latest one (zero
    /// when the latest event moved nothing): what a hand-off adds to the time of the frame on
    /// screen (`AnimationTicker.handOffTime(fingerGap:)`).
    public var handOffGap: Double { velocityTracker.gap(toRead: currentTime) }

    private func mapVector(_ v: Point, into view: View?, scale: Double = 1) -> Point {
        guard let view else { return v }
        let base = centroid.centroid ?? .zero
        let tipWindow = Point(x: base.x + v.x * scale, y: base.y + v.y * scale)
        guard let a = view.convert(base, from: nil), let b = view.convert(tipWindow, from: nil) else { return v }
        return Point(x: (b.x - a.x) / scale, y: (b.y - a.y) / scale)
    }

    /// Whether the slop crossing along `axis` with `translation` may begin the pan (subclasses
    /// such as the screen-edge pan narrow it).
    open func acceptsSlopCrossing(translation: Point, axis: Axis) -> Bool { true }

    open override func touchesBegan(_ touches: [Touch]) {
        for touch in touches {
            if centroid.count == 0 {
                slopKind = touch.kind
                touchDownDecision = (delegate as? any PanGestureRecognizerDelegate)?
                    .panGestureRecognizer(self, shouldBeginOnTouchDown: touch)
            }
            guard centroid.count < maximumNumberOfTouches else { continue }
            centroid.add(touch.id, at: touch.locationInWindow)
            if state == .possible, minimumNumberOfTouches > 1, centroid.count == minimumNumberOfTouches {
                // Enough fingers at last: the slop counts from here.
                centroid.setTranslation(.zero)
                velocityTracker.reset()
            }
        }
        sample()
        if state == .possible, !isWaitingForFailure, touchDownDecision ?? beginsOnTouchDown,
            centroid.count >= minimumNumberOfTouches
        {
            state = .began
        }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        for touch in touches { centroid.move(touch.id, to: touch.locationInWindow) }
        sample()
        switch state {
        case .possible:
            guard !isWaitingForFailure, centroid.count >= minimumNumberOfTouches else { return }
            switch PanSlop.decide(translation: centroid.translation, slop: effectiveSlop, direction: direction) {
            case .undecided: return
            case .fail: state = .failed
            case .begin(let axis):
                lockedAxis = axis
                state = acceptsSlopCrossing(translation: centroid.translation, axis: axis) ? .began : .failed
            }
        case .began, .changed:
            if lockedAxis == nil,
                case .begin(let axis) = PanSlop.decide(
                    translation: centroid.translation, slop: effectiveSlop, direction: .free)
            {
                lockedAxis = axis
            }
            state = .changed
        default: return
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        lift(touches, cancelled: false)
    }

    open override func touchesCancelled(_ touches: [Touch]) {
        lift(touches, cancelled: true)
    }

    private func lift(_ touches: [Touch], cancelled: Bool) {
        if !cancelled, state == .began || state == .changed {
            // A lift carries the finger's last place: the translation and the velocity end there.
            var moved = false
            for touch in touches where centroid.contains(touch.id) {
                moved = moved || touch.locationInWindow != touch.previousLocationInWindow
                centroid.move(touch.id, to: touch.locationInWindow)
            }
            if moved { sample() }
        }
        for touch in touches { centroid.remove(touch.id) }
        if cancelled {
            super.touchesCancelled(touches)
            return
        }
        let remaining = self.touches.count
        switch state {
        case .possible where remaining == 0: state = .failed
        case .began, .changed:
            if remaining == 0 || remaining < minimumNumberOfTouches { state = .ended }
        default: return
        }
    }

    private func sample() {
        velocityTracker.add(time: currentTime, position: centroid.translation, earliest: currentEarliestTime)
    }

    open override func reset() {
        super.reset()
        centroid = CentroidTracker()
        velocityTracker.reset()
        lockedAxis = nil
        touchDownDecision = nil
    }
}

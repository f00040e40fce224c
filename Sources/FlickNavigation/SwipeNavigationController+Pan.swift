import FlickAnimation
import FlickGeometry
public import FlickUI

/// One finger drag of the container.
struct DragState {
    /// The position when the finger went down (after catching a settle).
    var startPosition: Point
    /// True when the finger caught a moving container (the axis is then the one it moves on,
    /// unless the settle was nearly done: see `nearRest`).
    var caught: Bool
    /// The caught settle had covered all but `catchAxisFreedAt` of its route: the drag's axis is
    /// the finger's, and a drag on the other axis starts from this panel's rest.
    var nearRest: Panel?
    /// The locked axis, once known.
    var axis: Axis?
    /// The rest nearest to the start: where the drag's range and release are measured from.
    var origin: Panel = .center
    /// The drag's range on `axis`; nil when the axis cannot move from `origin`.
    var range: DragRange?
    /// The finger's translation along `axis` (window points) at which the container showed
    /// `startPosition`.
    var anchor = 0.0
    /// The unbanded position at `anchor`.
    var raw0 = 0.0
    /// The last translation along `axis` seen, for per-event deltas.
    var lastTranslation = 0.0
    /// A request took the container from the finger: ignore it until it lifts.
    var isAbandoned = false
    /// A same-axis scroll view under the finger reached its edge and handed the drag over.
    var innerHandedOver = false
    /// The finger moved the container (else its release velocity belongs to someone else: a
    /// scroll view that kept the drag, a direction with nothing in it).
    var movedContainer = false
}

extension SwipeNavigationController: PanGestureRecognizerDelegate {
    func handlePan(_ g: GestureRecognizer) {
        guard let pan = g as? PanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            beginDrag(pan)
            changeDrag(pan)
        case .changed:
            changeDrag(pan)
        case .ended:
            changeDrag(pan)
            endDrag(velocity: pan.velocity(in: nil), at: pan.currentTime)
        case .cancelled, .failed:
            cancelDrag(at: pan.currentTime)
        case .possible:
            break
        }
    }

    private func beginDrag(_ pan: PanGestureRecognizer) {
        guard !isLocked else { return }
        if stickDrive != nil {
            stickDrive = nil
            stick.reset()
        }
        let caught = motion != nil
        let nearRest = motion.flatMap { m in
            m.remaining(at: catchTime(pan.currentTime)) <= Self.catchAxisFreedAt * m.route.length ? m.target : nil
        }
        stopMotion(at: pan.currentTime)
        drag = DragState(startPosition: position, caught: caught && position != .zero, nearRest: nearRest)
        fingerLead.beginDrag(at: position)
        drag?.origin = nearestRest(to: position)
    }

    /// The share of a settle's route left when a caught container lets the finger choose its axis
    /// (issue 32: once a settle is within 10 % of its rest, a drag on the other axis moves on that
    /// axis at once). A ζ 1, 0.4 s settle from rest gets there after 0.25 s.
    static let catchAxisFreedAt = 0.1

    private func changeDrag(_ pan: PanGestureRecognizer) {
        guard var d = drag, !d.isAbandoned else { return }
        defer { drag = d }
        let translation = pan.windowTranslation
        if d.axis == nil {
            let caughtAxis: Axis = d.startPosition.x != 0 ? .horizontal : .vertical
            let forced: Axis? = d.caught && d.nearRest == nil ? caughtAxis : nil
            guard let axis = forced ?? pan.lockedAxis else { return }
            if let rest = d.nearRest, d.caught, axis != caughtAxis {
                // The settle is all but done: it jumps the few points left, and the drag starts
                // from that rest on the finger's axis.
                setPosition(rest.restingPosition)
                settled()
                d.startPosition = position
                d.origin = nearestRest(to: position)
                d.caught = false
            }
            d.axis = axis
            d.anchor = forced != nil ? 0 : translation.component(axis)
            d.lastTranslation = d.anchor
            d.range = DragRange.forDrag(
                from: d.origin, on: axis, available: availablePanels, configuration: configuration)
            let dimension = view.bounds.size.dimension(axis)
            d.raw0 = d.range?.raw(forShown: d.startPosition.component(axis), dimension: dimension) ?? 0
        }
        guard let axis = d.axis, let range = d.range else { return }
        let t = translation.component(axis)
        let delta = t - d.lastTranslation
        d.lastTranslation = t
        if !d.innerHandedOver, let inner = innerScrollView(of: pan, along: axis) {
            // FEEL.md §5: a same-axis scroller keeps the drag until its edge, then hands it over,
            // unless the container could only rubber-band that way: then the scroller bands
            // itself (UIScrollView's nesting; a swipe-to-reveal row opened past its actions).
            d.anchor += delta
            if isAtEdge(inner, fingerDelta: delta, axis: axis),
                canMove(range, from: position.component(axis), fingerDelta: delta)
            {
                inner.cancelDragging(at: pan.currentTime)
                d.innerHandedOver = true
            }
            return
        }
        let dimension = max(view.bounds.size.dimension(axis), 1)
        let raw = d.raw0 - (t - d.anchor) / dimension
        let shown = Point.on(axis, range.shown(forRaw: raw, dimension: dimension))
        if shown != position { d.movedContainer = true }
        if configuration.panelsFollowFinger, range.resists {
            fingerLead.drag(axis: axis, raw: raw, shown: shown.component(axis))
        }
        setPosition(shown)
        if let target = finishTarget(of: d, velocity: pan.velocity(in: nil), axis: axis, range: range) {
            d.isAbandoned = true
            let v = -pan.velocity(in: nil).component(axis) / dimension
            startMotion(to: target, velocity: Point.on(axis, v), at: handOffTime(pan.currentTime))
        }
    }

    /// The panel a drag moving at `velocity` (finger, points per second) finishes on at once, if
    /// `configuration.finishVelocity` is set and exceeded towards a panel next to the drag's
    /// origin (the overview article's velocity limit); else nil.
    private func finishTarget(of d: DragState, velocity: Point, axis: Axis, range: DragRange) -> Panel? {
        guard let limit = configuration.finishVelocity, limit.isFinite, limit > 0, velocity.isFinite else { return nil }
        let dimension = max(view.bounds.size.dimension(axis), 1)
        let v = -velocity.component(axis) / dimension
        guard abs(v) > limit / dimension else { return nil }
        let origin = d.origin.restingPosition.component(axis)
        let value = ReleasePlanner.target(
            position: position.component(axis), velocity: v, origin: origin, rests: range.rests,
            velocityThreshold: limit / dimension, positionThreshold: configuration.release(on: axis).position)
        guard value != origin else { return nil }
        return Panel.at(value, on: axis)
    }

    private func endDrag(velocity: Point, at time: Double) {
        guard let d = drag else { return }
        drag = nil
        guard !d.isAbandoned else { return }
        guard let axis = d.axis, let range = d.range else {
            // A finger that took over a stick scrub but could not move the container on its
            // axis leaves it between panels: settle by position (found by `flick monkey`).
            if d.caught || position != currentPanel.restingPosition { settleByPosition(at: time) }
            return
        }
        let dimension = max(view.bounds.size.dimension(axis), 1)
        let v = velocity.isFinite && d.movedContainer ? -velocity.component(axis) / dimension : 0
        let release = configuration.release(on: axis)
        let value = ReleasePlanner.target(
            position: position.component(axis), velocity: v, origin: d.origin.restingPosition.component(axis),
            rests: range.rests, velocityThreshold: release.velocity / dimension, positionThreshold: release.position)
        let target = Panel.at(value, on: axis) ?? currentPanel
        startMotion(to: target, velocity: Point.on(axis, v), at: handOffTime(time))
    }

    /// When a settle that takes over from the finger starts: the frame on screen's target time
    /// plus the finger's time since what it showed (`AnimationTicker.handOffTime(fingerGap:)`), so
    /// the release frame moves one frame's worth on from the finger, not two (docs/ANIMATION.md,
    /// "One time base"); the event's time when no frame was announced.
    func handOffTime(_ time: Double) -> Double {
        catchTime(ticker.handOffTime(fingerGap: panGestureRecognizer.handOffGap) ?? time)
    }

    private func cancelDrag(at time: Double) {
        guard let d = drag else { return }
        drag = nil
        guard !d.isAbandoned else { return }
        // A cancelled gesture cancels: back to the panel the container rests on (FEEL.md §1, habr).
        startMotion(to: currentPanel, velocity: .zero, at: handOffTime(time))
    }

    /// Settles a caught container that was let go without a drag: by position alone.
    func settleByPosition(at time: Double?) {
        let axis: Axis = position.x != 0 ? .horizontal : .vertical
        let origin = currentPanel.restingPosition.component(axis)
        let rests = [-1.0, 0, 1].filter { Panel.at($0, on: axis).map(availablePanels.contains) ?? false }
        let value = ReleasePlanner.target(
            position: position.component(axis), velocity: 0, origin: origin, rests: rests, velocityThreshold: .infinity,
            positionThreshold: configuration.release(on: axis).position)
        startMotion(to: Panel.at(value, on: axis) ?? currentPanel, velocity: .zero, at: time.map(catchTime))
    }

    /// The resting place nearest to `p` (on the plus).
    func nearestRest(to p: Point) -> Panel {
        let axis: Axis = abs(p.x) >= abs(p.y) ? .horizontal : .vertical
        let value = min(max(p.component(axis).rounded(), -1), 1)
        return Panel.at(value, on: axis) ?? .center
    }

    /// The deepest scroll view under the pan's touches (inside this container) that is being
    /// dragged along `axis` and can scroll that way.
    private func innerScrollView(of pan: PanGestureRecognizer, along axis: Axis) -> ScrollView? {
        var node = pan.touches.first?.view
        while let n = node, n !== view {
            if let scroll = n as? ScrollView, scroll.isDragging,
                axis == .horizontal ? scroll.scrollsHorizontally : scroll.scrollsVertically
            {
                return scroll
            }
            node = n.superview
        }
        return nil
    }

    /// True when the container can move 1:1 (not only rubber-band) inside `range` from `value`
    /// for a finger moving by `delta` (a finger moving right or down lowers the position).
    private func canMove(_ range: DragRange, from value: Double, fingerDelta delta: Double) -> Bool {
        if delta > 0 { return value > range.lower + 1e-9 }
        if delta < 0 { return value < range.upper - 1e-9 }
        return false
    }

    /// True when `scroll` cannot move further for a finger moving by `delta` along `axis`.
    private func isAtEdge(_ scroll: ScrollView, fingerDelta delta: Double, axis: Axis) -> Bool {
        let offset = scroll.contentOffset.component(axis)
        if delta > 0 { return offset <= scroll.minimumContentOffset.component(axis) + 0.5 }
        if delta < 0 { return offset >= scroll.maximumContentOffset.component(axis) - 0.5 }
        return false
    }

    // MARK: GestureRecognizerDelegate

    /// A finger on a nav bar button is the button's while it stays within the slop (a tap, a
    /// hold, a wobble) and the container's pan once it moves past it, as Snapchat's capture
    /// button pages under a swipe: the pan receives the touch too, as its first one (it waits for
    /// the slop there: `shouldBeginOnTouchDown`). A finger that lands on the bar while the pan
    /// already has one is the button's alone (a tap mid-swipe). Nothing while locked.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard recognizer === panGestureRecognizer else { return true }
        if isLocked { return false }
        return panGestureRecognizer.numberOfTouches == 0 || !isOnChromeControl(touch)
    }

    /// The pan begins on touch-down only while something moves, so a finger catches a settle
    /// where it is and taps on panels work at rest; a first touch on a nav bar button waits for
    /// the slop even then (a tap during a settle retargets it; past the slop it catches it).
    public func panGestureRecognizer(_ pan: PanGestureRecognizer, shouldBeginOnTouchDown touch: Touch) -> Bool {
        motion != nil && !isOnChromeControl(touch)
    }

    /// A pan that started on a nav bar button begins only where the container can move (the
    /// locked axis has a range from here, or a settle runs to catch); elsewhere the button keeps
    /// the touch (a mouse click wobbling past its 4 pt slop on the chats panel still taps).
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer === panGestureRecognizer, motion == nil,
            panGestureRecognizer.touches.contains(where: isOnChromeControl),
            let axis = panGestureRecognizer.lockedAxis
        else { return true }
        let origin = nearestRest(to: position)
        return DragRange.forDrag(from: origin, on: axis, available: availablePanels, configuration: configuration)
            != nil
    }

    /// The container's pan runs alongside scroll views' pans (axis lock and hand-over decide who
    /// moves) and alongside the chrome's buttons on other fingers (a tap mid-swipe retargets); a
    /// button's recognizer on the pan's own finger fails when the pan begins.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        guard recognizer === panGestureRecognizer else { return false }
        if let scroll = other.view as? ScrollView, other === scroll.panGestureRecognizer { return true }
        if let v = other.view, v.isDescendant(of: chromeSlot) {
            return !recognizer.touches.contains { t in other.touches.contains { $0 === t } }
        }
        return false
    }

    /// True when `touch` went down on a chrome control (a view in the chrome slot with gesture
    /// recognizers, or inside one).
    private func isOnChromeControl(_ touch: Touch) -> Bool {
        var node = touch.view
        while let n = node, n !== chromeSlot {
            if !n.gestureRecognizers.isEmpty, n.isDescendant(of: chromeSlot) { return true }
            node = n.superview
        }
        return false
    }
}

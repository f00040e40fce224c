import FlickGeometry
public import FlickInput

/// Delivers touches to gesture recognizers and views and arbitrates between recognizers
/// (docs/ARCHITECTURE.md, "Event dispatch").
///
/// A touch is hit-tested once, where it begins; the recognizers of the hit view and of its
/// ancestors (deepest first) that are enabled, not finished and whose delegates accept the touch
/// track it for its whole life, wherever it moves. The hit view receives it too (`touchesBegan`…)
/// until a recognizer with `cancelsTouchesInView` recognizes. The mouse with its left button held
/// is one touch (id `Touch.mouseID`, 4 pt slop).
///
/// Arbitration: a recognizer that wants to begin or recognize is refused if its delegate says no
/// or another recognizer already recognized and the two may not be simultaneous; it waits while a
/// recognizer it requires to fail is still possible, and proceeds when that one fails (fails when
/// it recognizes). Once it recognizes, every other possible recognizer that may not be
/// simultaneous with it fails. Finished recognizers reset when all their touches have ended.
@MainActor
public final class GestureDispatcher {
    /// What arbitration says about a request to begin or recognize.
    enum Verdict { case allow, deny, `defer` }

    /// The window whose views receive touches.
    public unowned let window: Window
    /// Live touches by id.
    public private(set) var touches: [Int64: Touch] = [:]
    /// Recognizers taking part in the current touch sequences (tracking touches, waiting, or
    /// finished but not yet reset).
    public private(set) var activeRecognizers: [GestureRecognizer] = []
    /// Latest time seen (events and frames), seconds.
    public private(set) var currentTime = 0.0
    /// The earliest time the event being delivered can have happened, seconds.
    private var eventEarliestTime: Double?

    /// Creates a dispatcher for `window`.
    public init(window: Window) {
        self.window = window
    }

    /// The earliest timer among the active recognizers, or nil.
    public var nextDeadline: Double? {
        activeRecognizers.compactMap(\.nextDeadline).min()
    }

    /// True while touches are down or recognizers are deciding.
    public var isBusy: Bool { !touches.isEmpty || !activeRecognizers.isEmpty }

    /// Handles one input event. Touch and mouse events are dispatched; focus loss cancels every
    /// touch and live gesture. Returns true when the event was used.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        currentTime = max(currentTime, event.timestamp)
        eventEarliestTime = event.earliestTimestamp
        defer { eventEarliestTime = nil }
        switch event.kind {
        case .touch(let t):
            dispatch(id: t.id, kind: .finger, phase: t.phase, location: t.location, time: event.timestamp)
        case .pointer(let p):
            switch p.action {
            case .down where p.button == .left:
                dispatch(id: Touch.mouseID, kind: .mouse, phase: .began, location: p.location, time: event.timestamp)
            case .moved where touches[Touch.mouseID] != nil:
                dispatch(id: Touch.mouseID, kind: .mouse, phase: .moved, location: p.location, time: event.timestamp)
            case .up where p.button == .left:
                dispatch(id: Touch.mouseID, kind: .mouse, phase: .ended, location: p.location, time: event.timestamp)
            default:
                return false
            }
        case .focusLost:
            cancelAll()
        default:
            return false
        }
        cleanUp()
        return true
    }

    /// Moves recognizers' timers to `time` (the frame time, seconds).
    public func advance(to time: Double) {
        currentTime = max(currentTime, time)
        for g in activeRecognizers where !g.state.isTerminal && isTracking(g) {
            g.currentTime = max(g.currentTime, time)
            g.currentEarliestTime = g.currentTime
            g.advance(to: time)
        }
        cleanUp()
    }

    /// Cancels every touch and gesture (focus lost, window gone).
    public func cancelAll() {
        let live = touches.values.sorted { $0.id < $1.id }
        for touch in live {
            dispatch(
                id: touch.id, kind: touch.kind, phase: .cancelled, location: touch.locationInWindow, time: currentTime)
        }
        for g in activeRecognizers where isTracking(g) {
            if g.state.isLive { g.state = .cancelled } else if g.state == .possible { g.state = .failed }
        }
        cleanUp()
    }

    // MARK: Delivery

    private func dispatch(id: Int64, kind: Touch.Kind, phase: InputEvent.Phase, location: Point, time: Double) {
        if phase == .began {
            guard touches[id] == nil else { return }
            began(Touch(id: id, kind: kind, location: location, timestamp: time))
            return
        }
        guard let touch = touches[id] else { return }
        touch.update(phase: phase, location: location, timestamp: time)
        let recognizers = touch.gestureRecognizers
        if phase == .ended || phase == .cancelled {
            touches[id] = nil
            for g in recognizers { g.touches.removeAll { $0 === touch } }
        }
        for g in recognizers where !g.state.isTerminal && isTracking(g) {
            g.currentTime = max(g.currentTime, time)
            g.currentEarliestTime = min(eventEarliestTime ?? time, g.currentTime)
            switch phase {
            case .moved: g.touchesMoved([touch])
            case .ended: g.touchesEnded([touch])
            case .cancelled: g.touchesCancelled([touch])
            case .began: break
            }
        }
        guard touch.isDeliveredToView, let view = touch.view else { return }
        switch phase {
        case .moved: view.touchesMoved([touch])
        case .ended: view.touchesEnded([touch])
        case .cancelled: view.touchesCancelled([touch])
        case .began: break
        }
    }

    private func began(_ touch: Touch) {
        touches[touch.id] = touch
        touch.window = window
        let hit = window.hitTest(touch.locationInWindow)
        touch.view = hit
        var chain: [GestureRecognizer] = []
        var node = hit
        while let v = node {
            for g in v.gestureRecognizers where g.isEnabled && !g.state.isTerminal {
                if g.delegate?.gestureRecognizer(g, shouldReceive: touch) == false { continue }
                chain.append(g)
            }
            node = v.superview
        }
        for g in chain {
            g.dispatcher = self
            if !activeRecognizers.contains(where: { $0 === g }) { activeRecognizers.append(g) }
            g.touches.append(touch)
            touch.addRecognizer(g)
        }
        for g in chain where !g.state.isTerminal && isTracking(g) {
            g.currentTime = max(g.currentTime, touch.timestamp)
            g.currentEarliestTime = min(eventEarliestTime ?? touch.timestamp, g.currentTime)
            g.touchesBegan([touch])
        }
        if touch.isDeliveredToView { hit?.touchesBegan([touch]) }
    }

    /// True while `g` takes part in the current touches: an action or another recognizer's
    /// callback may disable it (`abandon`) in the middle of delivering one event, and it must not
    /// see the rest of that event, or it would fail again after its reset and stay failed.
    private func isTracking(_ g: GestureRecognizer) -> Bool {
        g.isEnabled && activeRecognizers.contains { $0 === g }
    }

    /// Resets finished recognizers whose touches have all ended; fails possible ones that wait
    /// for nothing (no touches, no timer, no pending recognition).
    private func cleanUp() {
        for g in activeRecognizers where g.touches.isEmpty && g.state == .possible {
            if g.pendingState == nil && g.nextDeadline == nil { g.state = .failed }
        }
        let done = activeRecognizers.filter { $0.touches.isEmpty && $0.state.isTerminal }
        activeRecognizers.removeAll { g in done.contains { $0 === g } }
        for g in done { g.performReset() }
    }

    /// Drops a recognizer that was disabled or removed: cancels or fails it and forgets it.
    func abandon(_ g: GestureRecognizer) {
        if g.state.isLive { g.state = .cancelled } else if g.state == .possible { g.state = .failed }
        for t in g.touches { t.removeRecognizer(g) }
        g.touches.removeAll()
        activeRecognizers.removeAll { $0 === g }
        if g.state.isTerminal { g.performReset() }
    }

    // MARK: Arbitration

    /// Decides a request by `g` to begin or recognize.
    func arbitrate(_ g: GestureRecognizer, to state: GestureState) -> Verdict {
        if g.delegate?.gestureRecognizerShouldBegin(g) == false { return .deny }
        var wait = false
        for o in activeRecognizers where o !== g {
            if o.state.hasRecognized && o.state != .cancelled && !g.canRecognizeSimultaneously(with: o) {
                return .deny
            }
            if g.requiresFailure(of: o) {
                if o.state.hasRecognized { return .deny }
                if o.state == .possible { wait = true }
            }
        }
        return wait ? .defer : .allow
    }

    /// Follows up a transition: exclusivity, touch cancellation, and waiting recognizers.
    func recognizer(_ g: GestureRecognizer, didMoveFrom old: GestureState, to new: GestureState) {
        if old == .possible && (new == .began || new == .ended) {
            for o in activeRecognizers where o !== g && o.state == .possible {
                if !g.canRecognizeSimultaneously(with: o) || o.requiresFailure(of: g) { o.state = .failed }
            }
            if g.cancelsTouchesInView {
                for t in g.touches where t.isDeliveredToView {
                    t.isDeliveredToView = false
                    t.view?.touchesCancelled([t])
                }
            }
        }
        if new == .failed {
            for o in activeRecognizers where o !== g && o.state == .possible && o.requiresFailure(of: g) {
                guard let pending = o.pendingState else { continue }
                switch arbitrate(o, to: pending) {
                case .allow: o.apply(pending)
                case .deny: o.apply(.failed)
                case .defer: break
                }
            }
        }
    }
}

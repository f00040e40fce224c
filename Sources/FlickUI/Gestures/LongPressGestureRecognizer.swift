import FlickGeometry

/// A continuous press held still for `minimumPressDuration` (UILongPressGestureRecognizer): it
/// begins once the time passes — measured from the touch-down event's timestamp to event or frame
/// times, never a clock — then reports changes as the fingers move and ends when they lift.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the fingers must stay down: UIKit's default, 0.5 s.
    public var minimumPressDuration = 0.5
    /// How far the fingers may move before it begins, points: UIKit's default, 10 pt.
    public var allowableMovement = 10.0
    /// Fingers that must be down.
    public var numberOfTouchesRequired = 1

    private var startTime: Double?
    private var starts: [Int64: Point] = [:]

    /// When the press will begin, if it is waiting.
    open override var nextDeadline: Double? {
        guard state == .possible, !isWaitingForFailure, let startTime else { return nil }
        return startTime + minimumPressDuration
    }

    open override func touchesBegan(_ touches: [Touch]) {
        for t in touches { starts[t.id] = t.locationInWindow }
        guard state == .possible else { return }
        if self.touches.count > numberOfTouchesRequired {
            state = .failed
        } else if self.touches.count == numberOfTouchesRequired {
            startTime = touches.map(\.timestamp).max()
        }
        checkTime(currentTime)
    }

    open override func touchesMoved(_ touches: [Touch]) {
        switch state {
        case .possible:
            for t in touches {
                if let s = starts[t.id], t.locationInWindow.distance(to: s) > allowableMovement {
                    state = .failed
                    return
                }
            }
            checkTime(currentTime)
        case .began, .changed:
            state = .changed
        default: return
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        switch state {
        case .possible:
            checkTime(touches.map(\.timestamp).max() ?? currentTime)
            if state == .possible { state = .failed }
        case .began, .changed:
            if self.touches.count < numberOfTouchesRequired { state = .ended }
        default: return
        }
    }

    open override func advance(to time: Double) {
        checkTime(time)
    }

    private func checkTime(_ time: Double) {
        guard state == .possible, !isWaitingForFailure, let deadline = nextDeadline, time >= deadline else { return }
        state = .began
    }

    open override func reset() {
        super.reset()
        startTime = nil
        starts.removeAll()
    }
}

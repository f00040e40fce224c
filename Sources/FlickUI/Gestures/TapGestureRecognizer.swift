/// A discrete tap: `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers
/// (UITapGestureRecognizer). The pure counting is `TapCounter`.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps needed.
    public var numberOfTapsRequired = 1
    /// Fingers per tap.
    public var numberOfTouchesRequired = 1
    /// How far a finger may move and still tap, points: the touch slop, FEEL.md §5 (10 pt).
    public var allowableMovement = 10.0
    /// Longest pause between taps, seconds: Android's `ViewConfiguration.DOUBLE_TAP_TIMEOUT`
    /// (300 ms).
    public var maximumTapInterval = 0.3

    private var counter: TapCounter?

    /// Taps completed in the current sequence.
    public var tapsCompleted: Int { counter?.tapsCompleted ?? 0 }

    open override var isDiscrete: Bool { true }

    open override var nextDeadline: Double? {
        state == .possible && !isWaitingForFailure ? counter?.deadline : nil
    }

    private func apply(_ outcome: TapCounter.Outcome) {
        guard state == .possible, !isWaitingForFailure else { return }
        switch outcome {
        case .pending: return
        case .fail: state = .failed
        case .recognized: state = .recognized
        }
    }

    open override func touchesBegan(_ touches: [Touch]) {
        if counter == nil {
            counter = TapCounter(
                tapsRequired: numberOfTapsRequired, touchesRequired: numberOfTouchesRequired,
                allowableMovement: allowableMovement, maximumInterval: maximumTapInterval)
        }
        for t in touches {
            guard let outcome = counter?.touchDown(t.id, at: t.locationInWindow, time: t.timestamp) else { return }
            apply(outcome)
        }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        for t in touches {
            guard let outcome = counter?.touchMoved(t.id, to: t.locationInWindow) else { return }
            apply(outcome)
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        for t in touches {
            guard let outcome = counter?.touchUp(t.id, at: t.locationInWindow, time: t.timestamp) else { return }
            apply(outcome)
        }
    }

    open override func advance(to time: Double) {
        guard let outcome = counter?.check(at: time) else { return }
        apply(outcome)
    }

    open override func reset() {
        super.reset()
        counter = nil
    }
}

/// A call on a `PropertyAnimator` that is only legal in some states.
public enum AnimatorCall: Hashable, Sendable, CaseIterable {
    /// `startAnimation()` / `startAnimation(afterDelay:)`.
    case start
    /// `pauseAnimation()`.
    case pause
    /// `stopAnimation(_:)`.
    case stop
    /// `finishAnimation(at:)`.
    case finish
    /// Setting `fractionComplete`.
    case setFractionComplete
    /// `continueAnimation(withTimingParameters:durationFactor:)`.
    case continueAnimation
    /// `addAnimations(_:delayFactor:)`.
    case addAnimations
    /// Setting `isInterruptible`.
    case setInterruptible
}

extension PropertyAnimator {
    /// Why `call` is illegal for an animator in `state` (running or paused, interruptible or
    /// not), with how to fix it; `nil` when the call is allowed (FEEL.md §2). The animator traps
    /// with this message; tests call it directly.
    public nonisolated static func misuse(
        of call: AnimatorCall, state: AnimatingState, isRunning: Bool, isInterruptible: Bool
    ) -> String? {
        switch (call, state) {
        case (.start, .stopped):
            return "startAnimation() on a stopped animator: call finishAnimation(at:) first, then start a new animator"
        case (.pause, .stopped):
            return "pauseAnimation() on a stopped animator: "
                + "only finishAnimation(at:) is allowed after stopAnimation(false)"
        case (.pause, _) where !isInterruptible:
            return "pauseAnimation() needs an interruptible animator: set isInterruptible = true before starting it"
        case (.stop, .stopped):
            return "stopAnimation(_:) on an animator that is already stopped: call finishAnimation(at:) instead"
        case (.stop, .active) where !isInterruptible:
            return "stopAnimation(_:) needs an interruptible animator: set isInterruptible = true before starting it"
        case (.finish, .inactive):
            return "finishAnimation(at:) on an inactive animator: there is nothing to finish; "
                + "call stopAnimation(false) on an active one first"
        case (.finish, .active):
            return
                "finishAnimation(at:) on an active animator: call stopAnimation(false) first, then finishAnimation(at:)"
        case (.setFractionComplete, .stopped):
            return "fractionComplete set on a stopped animator: call finishAnimation(at:) instead"
        case (.setFractionComplete, _) where !isInterruptible:
            return "fractionComplete needs an interruptible animator: set isInterruptible = true before starting it"
        case (.setFractionComplete, .active) where isRunning:
            return "fractionComplete set while the animator is running: call pauseAnimation() first, then scrub"
        case (.continueAnimation, .inactive):
            return "continueAnimation(withTimingParameters:durationFactor:) on an inactive animator: "
                + "call pauseAnimation() or startAnimation() first"
        case (.continueAnimation, .stopped):
            return "continueAnimation(withTimingParameters:durationFactor:) on a stopped animator: "
                + "call finishAnimation(at:) instead"
        case (.addAnimations, .stopped):
            return
                "addAnimations(_:delayFactor:) on a stopped animator: call finishAnimation(at:) and use a new animator"
        case (.setInterruptible, .active), (.setInterruptible, .stopped):
            return "isInterruptible can only change while the animator is inactive: set it before starting the animator"
        default:
            return nil
        }
    }

    /// Why `call` is illegal for this animator now, or `nil` when it is allowed.
    public func misuse(of call: AnimatorCall) -> String? {
        Self.misuse(of: call, state: state, isRunning: isRunning, isInterruptible: isInterruptible)
    }

    func require(_ call: AnimatorCall) {
        if let message = misuse(of: call) { preconditionFailure(message) }
    }
}

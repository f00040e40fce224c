/// Where a gesture recognizer is in its life (UIGestureRecognizer.State).
///
/// Continuous recognizers go possible → began → changed… → ended or cancelled; discrete ones go
/// possible → recognized (= ended); either may go possible → failed. Terminal states return to
/// possible only through the reset that follows the end of the touch sequence.
public enum GestureState: String, Hashable, Sendable, CaseIterable {
    /// Watching touches; nothing decided yet (initial).
    case possible
    /// A continuous gesture was recognized; actions are called.
    case began
    /// A continuous gesture changed.
    case changed
    /// A continuous gesture ended, or a discrete one was recognized.
    case ended
    /// A continuous gesture was cancelled: undo, don't commit.
    case cancelled
    /// The touches are not this gesture.
    case failed

    /// A discrete recognizer's success (the same value as `ended`, like UIKit).
    public static let recognized = GestureState.ended

    /// Ended, cancelled or failed: nothing more happens until reset.
    public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Began or changed: the gesture is live.
    public var isLive: Bool { self == .began || self == .changed }
    /// Began, changed, ended or cancelled: the recognizer has recognized in this sequence.
    public var hasRecognized: Bool { self != .possible && self != .failed }
    /// Whether the recognizer's actions are called on entering this state (not possible, not failed).
    public var sendsActions: Bool { hasRecognized }
}

/// The legal transitions of `GestureState`: the table tests check and recognizers obey.
public enum GestureStateMachine {
    /// True when a recognizer may go from `from` to `to`. `isDiscrete` recognizers may only go
    /// possible → recognized or failed. `reset` (terminal → possible) is not a transition: the
    /// dispatcher performs it.
    public static func allows(from: GestureState, to: GestureState, isDiscrete: Bool) -> Bool {
        switch (from, to) {
        case (.possible, .failed), (.possible, .ended): return true
        case (.possible, .began): return !isDiscrete
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
            (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            return !isDiscrete
        default: return false
        }
    }

    /// Why a transition is illegal, phrased as the fix; nil when it is legal.
    public static func misuse(from: GestureState, to: GestureState, isDiscrete: Bool) -> String? {
        if allows(from: from, to: to, isDiscrete: isDiscrete) { return nil }
        if isDiscrete, to == .began || to == .changed || to == .cancelled {
            return """
                A discrete recognizer goes from .possible straight to .recognized or .failed; \
                don't set .\(to.rawValue)
                """
        }
        if from.isTerminal {
            return """
                The recognizer is \(from.rawValue) until its touches end and it resets; \
                don't set .\(to.rawValue) before
                """
        }
        return "A recognizer cannot go from .\(from.rawValue) to .\(to.rawValue); see GestureStateMachine.allows"
    }
}

/// Names the two sides of a transition (UIKit's `UITransitionContextViewControllerKey` and
/// `UITransitionContextViewKey` in one type): the controller or view being replaced (`.from`)
/// and the one being shown (`.to`).
public enum TransitionContextKey: Hashable, Sendable {
    /// The side that is on screen when the transition begins.
    case from
    /// The side that is on screen when the transition finishes.
    case to
}

/// Which clock an interactive transition scrubs (a Flick addition to UIKit's context).
///
/// In UIKit every view animation is a Core Animation animation, so pausing a layer scrubs them
/// all. In Flick a `PropertyAnimator` follows the ticker and a time-based layer animation follows
/// layer time (docs/ANIMATION.md), so the animation must know which one the driver scrubs.
public enum TransitionTimeDriver: Hashable, Sendable {
    /// The animations run on one interruptible `PropertyAnimator` (modern UIKit; the default).
    case animator
    /// The animations are time-based layer animations inside a paused layer whose `timeOffset`
    /// scrubs them (the habr article's percent driver).
    case layerTime
}

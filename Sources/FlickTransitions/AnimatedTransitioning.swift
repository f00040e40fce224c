public import FlickAnimation

/// Performs the animations of one transition (UIViewControllerAnimatedTransitioning; FEEL.md §3).
///
/// `animateTransition(using:)` adds the views to the context's container, animates them, and
/// calls `completeTransition(_:)` on the context exactly once when the animations are over.
/// An animator that can be interrupted also returns its `PropertyAnimator` from
/// `interruptibleAnimator(using:)` — the same instance for the whole transition — so the
/// interactive driver can pause, scrub, reverse and continue it.
@MainActor
public protocol AnimatedTransitioning: AnyObject {
    /// The transition's duration in seconds (at `completionSpeed` 1).
    func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double
    /// Sets up and starts the animations; must end with one `completeTransition(_:)` call.
    func animateTransition(using transitionContext: any ContextTransitioning)
    /// The animator driving this transition, if it is interruptible: every call during one
    /// transition returns the same instance. Nil (the default) when not interruptible.
    func interruptibleAnimator(using transitionContext: any ContextTransitioning) -> PropertyAnimator?
    /// Called after the transition completed (or was cancelled: `transitionCompleted` false).
    func animationEnded(_ transitionCompleted: Bool)
}

extension AnimatedTransitioning {
    /// Not interruptible by default.
    public func interruptibleAnimator(using transitionContext: any ContextTransitioning) -> PropertyAnimator? { nil }
    /// Does nothing by default.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

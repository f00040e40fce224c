public import FlickAnimation

/// Drives a transition's progress from outside, usually from a gesture
/// (UIViewControllerInteractiveTransitioning; FEEL.md §3).
@MainActor
public protocol InteractiveTransitioning: AnyObject {
    /// Takes control of the transition described by `transitionContext` and starts its animation.
    func startInteractiveTransition(_ transitionContext: any ContextTransitioning)
    /// How fast the transition completes after the interaction, relative to its duration (> 0):
    /// completion takes (1 − p) · duration / completionSpeed.
    var completionSpeed: Double { get }
    /// The curve of the completion (the interactive part is linear in time).
    var completionCurve: TimingCurve { get }
    /// True when the transition starts under interactive control; false starts it animating and
    /// lets the interaction catch it later.
    var wantsInteractiveStart: Bool { get }
}

extension InteractiveTransitioning {
    /// 1 by default.
    public var completionSpeed: Double { 1 }
    /// Ease-in-out by default (FEEL.md §3).
    public var completionCurve: TimingCurve { .easeInOut }
    /// True by default.
    public var wantsInteractiveStart: Bool { true }
}

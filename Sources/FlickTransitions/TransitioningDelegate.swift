public import FlickUI

/// Vends the objects that animate and drive presentation and dismissal
/// (UIViewControllerTransitioningDelegate). Every method defaults to nil: nil animates with
/// nothing (the change happens at once) and nil interaction controllers make the transition
/// non-interactive.
@MainActor
public protocol TransitioningDelegate: AnyObject {
    /// The animator that presents `presented` over `presenting` (`source` asked for it).
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)?
    /// The animator that dismisses `dismissed`.
    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)?
    /// The interactive driver for the presentation `animator` performs, if it is interactive.
    func interactionControllerForPresentation(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
    /// The interactive driver for the dismissal `animator` performs, if it is interactive.
    func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
}

extension TransitioningDelegate {
    /// No custom presentation animation.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? { nil }
    /// No custom dismissal animation.
    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? { nil }
    /// Not interactive.
    public func interactionControllerForPresentation(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
    { nil }
    /// Not interactive.
    public func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
    { nil }
}

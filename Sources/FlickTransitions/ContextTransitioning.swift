public import FlickAnimation
public import FlickGeometry
public import FlickUI

/// What an animation knows about the transition it performs, and how it reports back
/// (UIViewControllerContextTransitioning; FEEL.md §3).
///
/// The animation adds views to `containerView`, places them with `initialFrame(for:)` /
/// `finalFrame(for:)`, and calls `completeTransition(_:)` once, after its animations — also for
/// interactive transitions, in addition to the interactive driver's finish or cancel.
@MainActor
public protocol ContextTransitioning: AnyObject {
    /// The view the transition happens in; the animation adds the `.to` view to it.
    var containerView: View { get }
    /// False for a transition that happens at once (no animation).
    var isAnimated: Bool { get }
    /// True while a gesture (or other interactive driver) controls the progress.
    var isInteractive: Bool { get }
    /// True once the interactive driver cancelled the transition (and until it finishes it again).
    var transitionWasCancelled: Bool { get }
    /// Which clock the interactive driver scrubs (a Flick addition; see `TransitionTimeDriver`).
    var timeDriver: TransitionTimeDriver { get set }
    /// The ticker whose frames drive the transition.
    var ticker: AnimationTicker { get }
    /// True when the `.to` side arrives forwards: from the trailing side in a container, or
    /// being presented (false: backwards, or dismissed). A Flick addition (habr's `goingRight`).
    var isForward: Bool { get }
    /// The controller on one side of the transition.
    func viewController(forKey key: TransitionContextKey) -> ViewController?
    /// The view to animate on one side, or nil when the animation must not touch it (the
    /// presenting view of an over-full-screen presentation).
    func view(forKey key: TransitionContextKey) -> View?
    /// Where `controller`'s view is when the transition begins (container coordinates);
    /// `.zero` when unknown.
    func initialFrame(for controller: ViewController) -> Rect
    /// Where `controller`'s view must be when the transition ends; `.zero` when unknown.
    func finalFrame(for controller: ViewController) -> Rect
    /// The interactive driver reports the progress, 0…1.
    func updateInteractiveTransition(_ percentComplete: Double)
    /// The interactive driver paused the transition (a finger caught it).
    func pauseInteractiveTransition()
    /// The interactive driver decided to finish.
    func finishInteractiveTransition()
    /// The interactive driver decided to cancel.
    func cancelInteractiveTransition()
    /// Ends the transition: `didComplete` true when the `.to` side is now shown. Call once.
    func completeTransition(_ didComplete: Bool)
}

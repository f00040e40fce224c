public import FlickAnimation
public import FlickGeometry
public import FlickUI

/// The context of one transition in a custom container or a presentation (the habr article's
/// CustomControllerContext; UIViewControllerContextTransitioning's contract, FEEL.md §3).
///
/// It stores what the animation needs (container, controllers, views, frames per controller,
/// direction) and the interactive state, and ends the transition through `completionBlock` when
/// the animation calls `completeTransition(_:)` — exactly once; a second call is a precondition
/// failure (`completeTransitionMisuse(alreadyCompleted:)` gives its message).
@MainActor
public final class TransitionContext: ContextTransitioning {
    /// The view the transition happens in.
    public let containerView: View
    /// The ticker whose frames drive the transition.
    public let ticker: AnimationTicker
    /// True when the `.to` side arrives from the trailing side (habr's `goingRight`): forward
    /// in the container's order.
    public let isForward: Bool
    /// False for a transition that happens at once.
    public var isAnimated = true
    /// True while an interactive driver controls the progress.
    public var isInteractive = false {
        didSet { if isInteractive != oldValue { coordinator.interactionDidChange() } }
    }
    /// Which clock the interactive driver scrubs.
    public var timeDriver = TransitionTimeDriver.animator
    /// True once cancelled by the interactive driver (false again if it finishes after all).
    public private(set) var transitionWasCancelled = false
    /// The last progress the interactive driver reported, 0…1.
    public private(set) var percentComplete = 0.0
    /// True once `completeTransition(_:)` was called.
    public private(set) var isCompleted = false
    /// Called once by `completeTransition(_:)` with its argument (the container's clean-up).
    public var completionBlock: (@MainActor (Bool) -> Void)?
    /// The animator performing the transition; told `animationEnded(_:)` after completion.
    public var animator: (any AnimatedTransitioning)?
    /// Lets other code animate alongside this transition.
    public private(set) lazy var coordinator = TransitionCoordinator(context: self)

    /// Internal observers told after `completionBlock` (interactive drivers).
    var endObservers: [@MainActor (Bool) -> Void] = []
    private let controllers: [TransitionContextKey: ViewController]
    private var views: [TransitionContextKey: View]
    private var initialFrames: [ObjectIdentifier: Rect] = [:]
    private var finalFrames: [ObjectIdentifier: Rect] = [:]

    /// Creates a context for moving from `from` to `to` inside `containerView`. Both views are
    /// animatable by default; `setView(nil, forKey:)` hides one from the animation.
    public init(
        from: ViewController?, to: ViewController?, containerView: View, isForward: Bool = true,
        ticker: AnimationTicker = .main
    ) {
        var c: [TransitionContextKey: ViewController] = [:]
        var v: [TransitionContextKey: View] = [:]
        if let from {
            c[.from] = from
            v[.from] = from.view
        }
        if let to {
            c[.to] = to
            v[.to] = to.view
        }
        controllers = c
        views = v
        self.containerView = containerView
        self.isForward = isForward
        self.ticker = ticker
    }

    /// The controller on one side.
    public func viewController(forKey key: TransitionContextKey) -> ViewController? { controllers[key] }
    /// The view the animation gets for one side (nil when hidden from it).
    public func view(forKey key: TransitionContextKey) -> View? { views[key] }

    /// Sets (or, with nil, hides) the view the animation gets for `key`.
    public func setView(_ view: View?, forKey key: TransitionContextKey) { views[key] = view }

    /// Where `controller`'s view starts; `.zero` when not set.
    public func initialFrame(for controller: ViewController) -> Rect {
        initialFrames[ObjectIdentifier(controller)] ?? .zero
    }

    /// Where `controller`'s view ends; `.zero` when not set.
    public func finalFrame(for controller: ViewController) -> Rect {
        finalFrames[ObjectIdentifier(controller)] ?? .zero
    }

    /// Sets where `controller`'s view starts (container coordinates).
    public func setInitialFrame(_ frame: Rect, for controller: ViewController) {
        initialFrames[ObjectIdentifier(controller)] = frame
    }

    /// Sets where `controller`'s view must end (container coordinates).
    public func setFinalFrame(_ frame: Rect, for controller: ViewController) {
        finalFrames[ObjectIdentifier(controller)] = frame
    }

    /// Records the driver's progress (clamped to 0…1).
    public func updateInteractiveTransition(_ percentComplete: Double) {
        self.percentComplete = percentComplete.isFinite ? min(max(percentComplete, 0), 1) : self.percentComplete
    }

    /// Marks the transition interactive (a finger holds it).
    public func pauseInteractiveTransition() { isInteractive = true }

    /// Records the decision to finish (clears `transitionWasCancelled`).
    public func finishInteractiveTransition() {
        transitionWasCancelled = false
        isInteractive = false
    }

    /// Records the decision to cancel (sets `transitionWasCancelled`).
    public func cancelInteractiveTransition() {
        transitionWasCancelled = true
        isInteractive = false
    }

    /// Ends the transition; see the type's documentation. Traps on a second call.
    public func completeTransition(_ didComplete: Bool) {
        if let message = Self.completeTransitionMisuse(alreadyCompleted: isCompleted) {
            preconditionFailure(message)
        }
        isCompleted = true
        isInteractive = false
        let block = completionBlock
        completionBlock = nil
        block?(didComplete)
        let observers = endObservers
        endObservers.removeAll()
        for o in observers { o(didComplete) }
        animator?.animationEnded(didComplete)
        coordinator.transitionDidEnd()
    }

    /// The message `completeTransition(_:)` traps with, or nil when the call is legal.
    public nonisolated static func completeTransitionMisuse(alreadyCompleted: Bool) -> String? {
        guard alreadyCompleted else { return nil }
        return "completeTransition(_:) was called twice for one transition; call it exactly once, "
            + "from the animation's completion (FEEL.md §3)"
    }

    /// Tells alongside animations that the transition's animations have started. The owner of
    /// the context calls it right after `animateTransition` / `startInteractiveTransition`.
    public func transitionDidStart() { coordinator.transitionDidStart() }
}

import FlickAnimation
public import FlickUI

/// Lets other code animate alongside a transition and learn how it ended
/// (UIViewControllerTransitionCoordinator; FEEL.md §3).
///
/// Blocks given to `animate(alongsideTransition:completion:)` run with the transition's own
/// animator when it has one (so they pause, scrub, reverse and finish with it), else as a layer
/// animation block lasting the transition's duration. Completions run once, right after the
/// transition completed or was cancelled; `isCancelled` says which.
@MainActor
public final class TransitionCoordinator {
    private weak var context: TransitionContext?
    private var pending: [@MainActor (TransitionCoordinator) -> Void] = []
    private var completions: [@MainActor (TransitionCoordinator) -> Void] = []
    private var interactionObservers: [@MainActor (TransitionCoordinator) -> Void] = []
    private var started = false
    private var ended = false

    init(context: TransitionContext) { self.context = context }

    /// True when the transition animates.
    public var isAnimated: Bool { context?.isAnimated ?? false }
    /// True while an interactive driver controls the progress.
    public var isInteractive: Bool { context?.isInteractive ?? false }
    /// True when the transition was (or is being) cancelled.
    public var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    /// The transition's container view.
    public var containerView: View? { context?.containerView }
    /// The controller on one side of the transition.
    public func viewController(forKey key: TransitionContextKey) -> ViewController? {
        context?.viewController(forKey: key)
    }

    /// Runs `animation` alongside the transition and `completion` when it has ended. Returns
    /// false (and runs nothing) once the transition has ended.
    @discardableResult
    public func animate(
        alongsideTransition animation: (@MainActor (TransitionCoordinator) -> Void)?,
        completion: (@MainActor (TransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        guard !ended else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if started { run(animation) } else { pending.append(animation) }
        return true
    }

    /// Calls `handler` whenever the transition becomes interactive or stops being interactive.
    public func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (TransitionCoordinator) -> Void) {
        interactionObservers.append(handler)
    }

    /// The transition's animations have started: run the blocks registered so far.
    func transitionDidStart() {
        guard !started else { return }
        started = true
        let blocks = pending
        pending.removeAll()
        for b in blocks { run(b) }
    }

    func interactionDidChange() {
        for o in interactionObservers { o(self) }
    }

    func transitionDidEnd() {
        guard !ended else { return }
        ended = true
        let handlers = completions
        completions.removeAll()
        for h in handlers { h(self) }
    }

    private func run(_ block: @escaping @MainActor (TransitionCoordinator) -> Void) {
        guard let context else { return }
        if context.timeDriver == .animator, let animator = context.animator?.interruptibleAnimator(using: context),
            animator.state != .stopped
        {
            animator.addAnimations { [weak self] in
                guard let self else { return }
                block(self)
            }
            return
        }
        let duration = context.animator?.transitionDuration(using: context) ?? 0
        AnimationTransaction.animate(duration: duration, ticker: context.ticker, animations: { block(self) })
    }
}

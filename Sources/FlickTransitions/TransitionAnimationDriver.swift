public import FlickAnimation
import FlickUI

/// Runs a `TransitionAnimation` as an `AnimatedTransitioning` (the habr article's
/// AnimatedTransitioning class): addTo, prepare, animation, finalize, in that order.
///
/// With the context's `timeDriver` `.animator` (default) the animation runs on one
/// `PropertyAnimator` — created on the first `interruptibleAnimator(using:)` or
/// `animateTransition(using:)` call and returned by every later call for the same transition —
/// so it can be paused, scrubbed, reversed and continued. With `.layerTime` it runs as a layer
/// animation block, for a driver that scrubs a paused layer's time. `cancel(using:)` stops the
/// animator and finishes it at `.start`, so no frame ever shows the end state.
@MainActor
public final class TransitionAnimationDriver: AnimatedTransitioning {
    /// The animation to run.
    public var animation: any TransitionAnimation
    /// Seconds; default 0.33 (FEEL.md §1, habr: "transition 0.33 s ease-out property animator").
    public var duration: Double
    /// The curve over the duration; default ease-out (FEEL.md §1, habr).
    public var curve: TimingCurve

    private var animators: [ObjectIdentifier: PropertyAnimator] = [:]

    /// Creates a driver for `animation`.
    public init(_ animation: any TransitionAnimation, duration: Double = 0.33, curve: TimingCurve = .easeOut) {
        self.animation = animation
        self.duration = duration.isFinite ? max(duration, 0) : 0.33
        self.curve = curve
    }

    /// `duration`.
    public func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { duration }

    /// The transition's animator in `.animator` mode (built on the first call, with the views added
    /// and prepared; inactive until started, paused or scrubbed). Nil in `.layerTime` mode.
    public func interruptibleAnimator(using ctx: any ContextTransitioning) -> PropertyAnimator? {
        guard ctx.timeDriver == .animator else { return nil }
        let id = ObjectIdentifier(ctx)
        if let existing = animators[id] { return existing }
        let info = TransitionInfo(ctx, duration: duration)
        let from = ctx.view(forKey: .from)
        let to = ctx.view(forKey: .to)
        let animation = self.animation
        AnimationTransaction.performWithoutAnimation {
            animation.addTo(containerView: ctx.containerView, fromView: from, toView: to, info: info)
            animation.prepare(fromView: from, toView: to, info: info)
        }
        let animator = PropertyAnimator(duration: duration, curve: curve, ticker: ctx.ticker)
        // Scrubbing follows the curve so a caught animation keeps its values (docs/TRANSITIONS.md).
        animator.scrubsLinearly = false
        animator.addAnimations { animation.animation(fromView: from, toView: to, info: info) }
        animator.addCompletion { [weak self] position in
            self?.animators[id] = nil
            let completed: Bool
            switch position {
            case .end: completed = true
            case .start: completed = false
            case .current: completed = !ctx.transitionWasCancelled
            }
            AnimationTransaction.performWithoutAnimation {
                animation.finalize(completed: completed, fromView: from, toView: to, info: info)
            }
            ctx.completeTransition(completed)
        }
        animators[id] = animator
        return animator
    }

    /// Runs the animation: starts the animator (unless the context is interactive, which leaves
    /// it to the interactive driver), runs a layer-time block in `.layerTime` mode, or applies
    /// the end state at once when the context is not animated.
    public func animateTransition(using ctx: any ContextTransitioning) {
        let info = TransitionInfo(ctx, duration: duration)
        let from = ctx.view(forKey: .from)
        let to = ctx.view(forKey: .to)
        let animation = self.animation
        if !ctx.isAnimated {
            AnimationTransaction.performWithoutAnimation {
                animation.addTo(containerView: ctx.containerView, fromView: from, toView: to, info: info)
                animation.prepare(fromView: from, toView: to, info: info)
                animation.animation(fromView: from, toView: to, info: info)
                animation.finalize(completed: true, fromView: from, toView: to, info: info)
            }
            ctx.completeTransition(true)
            return
        }
        switch ctx.timeDriver {
        case .animator:
            guard let animator = interruptibleAnimator(using: ctx) else { return }
            if !ctx.isInteractive, animator.state == .inactive { animator.startAnimation() }
        case .layerTime:
            AnimationTransaction.performWithoutAnimation {
                animation.addTo(containerView: ctx.containerView, fromView: from, toView: to, info: info)
                animation.prepare(fromView: from, toView: to, info: info)
            }
            AnimationTransaction.animate(
                duration: duration, curve: curve, ticker: ctx.ticker,
                animations: { animation.animation(fromView: from, toView: to, info: info) },
                completion: { _ in
                    let completed = !ctx.transitionWasCancelled
                    AnimationTransaction.performWithoutAnimation {
                        animation.finalize(completed: completed, fromView: from, toView: to, info: info)
                    }
                    ctx.completeTransition(completed)
                })
        }
    }

    /// Cancels the transition at once: the animator stops and finishes at `.start` (the start
    /// values show on the very next frame; the end state never does), then `finalize(false)` and
    /// `completeTransition(false)` run. Does nothing without an animator for `ctx`.
    public func cancel(using ctx: any ContextTransitioning) {
        guard let animator = animators[ObjectIdentifier(ctx)] else { return }
        ctx.cancelInteractiveTransition()
        switch animator.state {
        case .inactive:
            animator.pauseAnimation()
            animator.stopAnimation(false)
        case .active: animator.stopAnimation(false)
        case .stopped: break
        }
        animator.finishAnimation(at: .start)
    }
}

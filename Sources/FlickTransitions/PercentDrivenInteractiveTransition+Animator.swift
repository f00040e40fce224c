import FlickAnimation

/// The interruptible-animator driver: scrub `fractionComplete`, continue with a curve or spring.
extension PercentDrivenInteractiveTransition {
    func startAnimatorDriver(_ ctx: any ContextTransitioning) {
        guard let a = animator.interruptibleAnimator(using: ctx) else { return }
        propertyAnimator = a
        observeEnd(ctx)
        if wantsInteractiveStart {
            phase = .interactive
            ctx.pauseInteractiveTransition()
            if a.state == .inactive { a.pauseAnimation() }
            percentComplete = a.fractionComplete
        } else {
            phase = .completing(towardsEnd: true)
            animator.animateTransition(using: ctx)
            if a.state == .inactive { a.startAnimation() }
        }
        (ctx as? TransitionContext)?.transitionDidStart()
    }

    func animatorUpdate(_ p: Double) {
        guard let a = propertyAnimator, a.state == .active else { return }
        if a.isRunning { a.pauseAnimation() }
        a.fractionComplete = p
    }

    func animatorPause() {
        guard let a = propertyAnimator, a.state == .active else { return }
        if a.isRunning { a.pauseAnimation() }
        percentComplete = a.fractionComplete
    }

    func animatorComplete(towardsEnd: Bool, velocity: Double?, start: Double?) {
        guard let a = propertyAnimator, a.state == .active else { return }
        if a.isRunning { a.pauseAnimation() }
        a.isReversed = !towardsEnd
        let target: Double = towardsEnd ? 1 : 0
        let remainingProgress = abs(target - a.progress)
        let remainingFraction = abs(target - a.fractionComplete)
        let factor = remainingFraction / speed
        let parameters: TimingParameters
        if remainingProgress < 1e-9 {
            parameters = .curve(completionCurve)
        } else {
            switch (timingCurve, velocity) {
            case (.some(.spring(let s, _)), let v):
                parameters = .spring(s, initialVelocity: Spring.relativeVelocity(v ?? 0, from: a.progress, to: target))
            case (.some(let t), _):
                parameters = t
            case (nil, .some(let v)):
                parameters = .spring(
                    releaseSpring, initialVelocity: Spring.relativeVelocity(v, from: a.progress, to: target))
            case (nil, nil):
                parameters = .curve(completionCurve)
            }
        }
        a.continueAnimation(withTimingParameters: parameters, durationFactor: factor, startingAt: start)
    }

    /// Learns when the transition ends: from the context when it is a `TransitionContext`, else
    /// from the animator's completion.
    func observeEnd(_ ctx: any ContextTransitioning) {
        if let tc = ctx as? TransitionContext {
            tc.endObservers.append { [weak self] completed in self?.didEnd(completed) }
        } else if let a = propertyAnimator {
            a.addCompletion { [weak self] position in self?.didEnd(position == .end) }
        }
    }
}

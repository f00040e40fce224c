import FlickAnimation
import FlickLayers
import FlickUI

/// The layer-time driver (the habr article): pause a layer, scrub `timeOffset`, step it per frame
/// to complete, resume with QA1673's beginTime arithmetic. A release with a velocity completes on
/// `releaseSpring` in progress space, so the shown speed carries on from the finger's; without
/// one, `timeOffset` steps linearly at `completionSpeed` (habr's `tickAnimation`).
extension PercentDrivenInteractiveTransition {
    /// How close to the end scrubbing may go, seconds: at the end itself the layer animations
    /// would complete and be removed, and dragging back would show the model (end) values.
    static let endGuard = 1e-6

    /// The view whose layer is paused.
    func layerTimeView(_ ctx: any ContextTransitioning) -> View {
        if let v = scrubbedView { return v }
        if let s = ctx.containerView.superview, !(s is Window) { return s }
        return ctx.containerView
    }

    func startLayerTimeDriver(_ ctx: any ContextTransitioning) {
        ctx.timeDriver = .layerTime
        let view = layerTimeView(ctx)
        scrubbedLayerView = view
        var roots = [view.layer]
        for key in [TransitionContextKey.from, .to] {
            if let v = ctx.view(forKey: key) { roots.append(v.layer) }
        }
        layerRecord = LayerStateRecord(subtreesOf: roots)
        view.layer.pauseTime(atRootTime: ctx.ticker.lastFrame?.timestamp ?? 0)
        pausedAt = view.layer.timeOffset
        observeEnd(ctx)
        phase = .interactive
        ctx.pauseInteractiveTransition()
        animator.animateTransition(using: ctx)
        (ctx as? TransitionContext)?.transitionDidStart()
        percentComplete = 0
        // Animations made while paused bind their start at the next frame to the layer's local
        // time then; the scrubbed offset is applied after that binding, in the same frame.
        originsBound = false
        ctx.ticker.atNextFrame { [weak self] _ in
            guard let self else { return }
            self.originsBound = true
            if self.phase == .interactive { self.setTimeOffset(self.percentComplete * self.duration) }
        }
        if !wantsInteractiveStart {
            phase = .completing(towardsEnd: true)
            ctx.finishInteractiveTransition()
            layerTimeComplete(towardsEnd: true, velocity: nil, start: nil)
        }
    }

    /// Sets the paused layer's time to `seconds` into the transition.
    func setTimeOffset(_ seconds: Double) {
        guard originsBound else { return }
        let d = duration
        scrubbedLayerView?.layer.timeOffset = pausedAt + min(max(seconds, 0), max(d - Self.endGuard, 0))
    }

    func layerTimeUpdate(_ p: Double) {
        stepGeneration += 1
        setTimeOffset(p * duration)
    }

    func layerTimePause() {
        stepGeneration += 1
    }

    /// Completes from where the transition is; `start` is the hand-off time (a frame target time)
    /// the release spring counts from.
    func layerTimeComplete(towardsEnd: Bool, velocity: Double?, start: Double?) {
        stepGeneration += 1
        let generation = stepGeneration
        // One time base (docs/ANIMATION.md): completion counts from the frame that shows the last
        // update, so a release read with the finger's last move adds no step in its own frame.
        let ticker = context?.ticker
        lastStepTime = (ticker?.handOffFrame(lastMoveMark: lastUpdateMark) ?? ticker?.lastFrame)?.timestamp
        releaseMotion = velocity.flatMap { releaseMotion(towardsEnd: towardsEnd, velocity: $0) }
        releaseStart = start
        scheduleStep(generation)
    }

    /// The spring that completes a release from the values' progress at the finger's `velocity`
    /// (progress per second towards the end), its relative speed capped as for every spring
    /// (FEEL.md §4); a spring in `timingCurve` wins over `releaseSpring`, as for the animator.
    private func releaseMotion(towardsEnd: Bool, velocity: Double) -> SpringSimulation? {
        guard velocity.isFinite else { return nil }
        let spring: Spring
        if case .spring(let s, _) = timingCurve { spring = s } else { spring = releaseSpring }
        let from = progress
        let target: Double = towardsEnd ? 1 : 0
        let relative = Spring.relativeVelocity(velocity, from: from, to: target)
        return SpringSimulation(
            spring: spring, from: from, to: target, initialVelocity: relative * (target - from),
            threshold: Self.settleThreshold)
    }

    /// Progress within which a release spring counts as at rest: 1e-3 of the travel, under half a
    /// point for a 400 pt container (issue 32: no frames spent on a spring's invisible tail).
    static let settleThreshold = 1e-3

    private func scheduleStep(_ generation: Int) {
        context?.ticker.atNextFrame { [weak self] timestamp in self?.step(at: timestamp, generation: generation) }
    }

    /// One frame of a release spring: the values' progress is the spring's at this frame's target
    /// time less the hand-off time, as a `PropertyAnimator` samples it, and `timeOffset` the time
    /// fraction that shows it (the curve inverted).
    private func springStep(_ motion: SpringSimulation, towardsEnd: Bool, at timestamp: Double, generation: Int) {
        guard let ctx = context else { return }
        let target = ctx.ticker.lastFrame?.targetTimestamp ?? timestamp
        if releaseStart == nil { releaseStart = target }
        let t = max(target - (releaseStart ?? target), 0)
        if motion.isDone(t) {
            percentComplete = towardsEnd ? 1 : 0
            ctx.updateInteractiveTransition(percentComplete)
            resumeLayerTime(at: timestamp, completed: towardsEnd)
            return
        }
        percentComplete = fraction(forProgress: motion.x(t))
        ctx.updateInteractiveTransition(percentComplete)
        setTimeOffset(percentComplete * duration)
        scheduleStep(generation)
    }

    /// One frame of completion: `timeOffset` moves by the frame's duration × completionSpeed
    /// towards the end or the start (habr's `tickAnimation`).
    private func step(at timestamp: Double, generation: Int) {
        guard generation == stepGeneration, case .completing(let towardsEnd) = phase, let ctx = context else { return }
        if let motion = releaseMotion {
            springStep(motion, towardsEnd: towardsEnd, at: timestamp, generation: generation)
            return
        }
        let dt = lastStepTime.map { max(timestamp - $0, 0) } ?? (ctx.ticker.lastFrame?.refreshInterval ?? 0)
        lastStepTime = timestamp
        let d = duration
        var t = percentComplete * d + (towardsEnd ? dt : -dt) * speed
        if towardsEnd, t >= d {
            percentComplete = 1
            ctx.updateInteractiveTransition(1)
            resumeLayerTime(at: timestamp, completed: true)
            return
        }
        if !towardsEnd, t <= 0 {
            percentComplete = 0
            ctx.updateInteractiveTransition(0)
            resumeLayerTime(at: timestamp, completed: false)
            return
        }
        t = min(max(t, 0), d)
        percentComplete = d > 0 ? t / d : 1
        ctx.updateInteractiveTransition(percentComplete)
        setTimeOffset(t)
        scheduleStep(generation)
    }

    /// Ends the layer-time driver. Completed: resume layer time (the animations play out their
    /// last instant and report). Cancelled: put every recorded layer back as it was before the
    /// transition (removing the transition's animations), then resume.
    private func resumeLayerTime(at timestamp: Double, completed: Bool) {
        guard let layer = scrubbedLayerView?.layer else { return }
        stepGeneration += 1
        if completed {
            layer.timeOffset = pausedAt + duration
        } else {
            layerRecord?.restore()
            layer.timeOffset = pausedAt
        }
        layer.resumeTime(atRootTime: timestamp)
        layerRecord = nil
    }
}

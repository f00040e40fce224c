import FlickAnimation
import FlickLayers
import FlickUI

/// The layer-time driver (the habr article): pause a layer, scrub `timeOffset`, step it per frame
/// to complete, resume with QA1673's beginTime arithmetic.
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
            layerTimeComplete()
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

    func layerTimeComplete() {
        stepGeneration += 1
        let generation = stepGeneration
        // One time base (docs/ANIMATION.md): completion counts from the frame that shows the last
        // update, so a release read with the finger's last move adds no step in its own frame.
        let ticker = context?.ticker
        lastStepTime = (ticker?.handOffFrame(lastMoveMark: lastUpdateMark) ?? ticker?.lastFrame)?.timestamp
        scheduleStep(generation)
    }

    private func scheduleStep(_ generation: Int) {
        context?.ticker.atNextFrame { [weak self] timestamp in self?.step(at: timestamp, generation: generation) }
    }

    /// One frame of completion: `timeOffset` moves by the frame's duration × completionSpeed
    /// towards the end or the start (habr's `tickAnimation`).
    private func step(at timestamp: Double, generation: Int) {
        guard generation == stepGeneration, case .completing(let towardsEnd) = phase, let ctx = context else { return }
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

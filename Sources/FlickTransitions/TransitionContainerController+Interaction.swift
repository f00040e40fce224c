import FlickGeometry
public import FlickUI

/// What the finger is doing to the container's transitions.
struct InteractionState {
    /// A finger is down (the interactor's pan is tracking).
    var isTouching = false
    /// A request (tap, press, code) took the transition away from the finger: ignore it until it lifts.
    var isAbandoned = false
    /// The translation (window x, points) at which the active transition's progress was `anchorProgress`.
    var anchorTranslation = 0.0
    /// The progress at `anchorTranslation`.
    var anchorProgress = 0.0
    /// True once the finger owns a transition (caught or started).
    var holdsTransition = false
}

extension TransitionContainerController {
    /// A finger went down (or an edge pan began): catch the transition in flight where it is.
    public func interactionBegan() {
        interaction = InteractionState(isTouching: true)
        guard let t = activeTransition else { return }
        pendingIndex = nil
        t.driver.pause()
        interaction.holdsTransition = true
        interaction.anchorTranslation = 0
        interaction.anchorProgress = min(max(t.driver.progress, 0), 1)
    }

    /// The finger moved: `translation` is its horizontal travel in window points since it went
    /// down; `axis` the pan's locked axis (nil before the slop). Starts a transition once the
    /// slop is crossed horizontally, with progress = |translation| / width from touch-down (FEEL.md
    /// §1, habr: the content catches up with the finger), scrubs it 1:1, and hands over across
    /// the start or end.
    public func interactionChanged(translation tx: Double, axis: Axis?) {
        guard interaction.isTouching, !interaction.isAbandoned else { return }
        let w = max(containerView.bounds.width, 1)
        if activeTransition == nil || !interaction.holdsTransition {
            guard activeTransition == nil, axis == .horizontal, tx != 0 else { return }
            guard startInteractive(towardsForward: tx < 0, at: 0) else { return }
        }
        var handovers = 0
        while let t = activeTransition, handovers < 4 {
            let sign: Double = t.isForward ? -1 : 1
            let p = interaction.anchorProgress + sign * (tx - interaction.anchorTranslation) / w
            if p < 0 || p > 1 {
                let crossing = p < 0 ? 0.0 : 1.0
                let txAtCrossing = interaction.anchorTranslation + (crossing - interaction.anchorProgress) * w * sign
                let nextForward = p < 0 ? !t.isForward : t.isForward
                if hasNeighbour(from: p < 0 ? t.from : t.to, forward: nextForward),
                    t.driver.endImmediately(completed: p > 1)
                {
                    handovers += 1
                    guard startInteractive(towardsForward: nextForward, at: txAtCrossing) else { return }
                    continue
                }
                t.driver.update(toProgress: crossing)
                return
            }
            t.driver.update(toProgress: p)
            return
        }
    }

    /// The finger lifted (`cancelled` false, with its horizontal velocity in points per second)
    /// or the gesture was cancelled. Decides by velocity first, then position; the finishing
    /// spring starts at the finger's velocity, at the hand-off time of `fingerGap` (the pan's
    /// `handOffGap`; docs/ANIMATION.md, "One time base").
    public func interactionEnded(velocity vx: Double, cancelled: Bool, fingerGap: Double? = nil) {
        let state = interaction
        interaction = InteractionState()
        guard state.isTouching, !state.isAbandoned, state.holdsTransition, let t = activeTransition else { return }
        if cancelled {
            t.driver.cancel()
            return
        }
        let w = max(containerView.bounds.width, 1)
        let v = (t.isForward ? -vx : vx) / w
        let decision = ReleaseDecision.decide(
            progress: t.driver.progress, velocity: v, velocityThreshold: releaseVelocityThreshold / w,
            positionThreshold: releasePositionThreshold)
        switch decision {
        case .finish: t.driver.finish(velocity: v, fingerGap: fingerGap)
        case .cancel: t.driver.cancel(velocity: v, fingerGap: fingerGap)
        }
    }

    private func hasNeighbour(from index: Int, forward: Bool) -> Bool {
        viewControllers.indices.contains(forward ? index + 1 : index - 1)
    }

    /// Starts an interactive transition from the selection towards its neighbour, anchored at
    /// translation `tx` with progress 0.
    private func startInteractive(towardsForward forward: Bool, at tx: Double) -> Bool {
        let target = forward ? selectedIndex + 1 : selectedIndex - 1
        guard viewControllers.indices.contains(target), startTransition(to: target, interactive: true) != nil else {
            return false
        }
        interaction.holdsTransition = true
        interaction.anchorTranslation = tx
        interaction.anchorProgress = 0
        return true
    }
}

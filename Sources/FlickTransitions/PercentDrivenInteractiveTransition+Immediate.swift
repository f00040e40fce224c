import FlickAnimation

extension PercentDrivenInteractiveTransition {
    /// Ends the transition at once at its end (`completed`) or its start, with no animation: the
    /// animator stops and finishes there, and the completion runs before this returns. Used when
    /// a drag crosses the start or the end and the next transition takes over. Returns false
    /// (and does nothing) with the layer-time driver, whose completion only arrives on a later
    /// frame.
    @discardableResult
    public func endImmediately(completed: Bool) -> Bool {
        guard let ctx = context, phase != .ended, phase != .idle, effectiveDriver == .interruptibleAnimator,
            let a = propertyAnimator
        else { return false }
        if completed { ctx.finishInteractiveTransition() } else { ctx.cancelInteractiveTransition() }
        switch a.state {
        case .inactive: a.pauseAnimation()
        case .active, .stopped: break
        }
        if a.state == .active { a.stopAnimation(false) }
        a.finishAnimation(at: completed ? .end : .start)
        return true
    }
}

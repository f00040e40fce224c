import FlickAnimation

/// Implicit capture: a model change made inside an animation block becomes an animation from
/// the value on screen to the new model value (FEEL.md §2; UIView.animate and
/// UIViewPropertyAnimator's blocks). Outside a block, or under `performWithoutAnimation`,
/// changes apply at once.
extension Layer {
    /// Called by `model`'s observer with the previous model.
    func modelDidChange(from old: LayerProperties) {
        guard let scope = AnimationTransaction.current else { return }
        if case .disabled = scope { return }
        guard old != model else { return }
        capture(.position, old, scope)
        capture(.bounds, old, scope)
        capture(.anchorPoint, old, scope)
        capture(.transform, old, scope)
        capture(.sublayerTransform, old, scope)
        capture(.zPosition, old, scope)
        capture(.opacity, old, scope)
        capture(.backgroundColor, old, scope)
        capture(.cornerRadii, old, scope)
        capture(.borderWidth, old, scope)
        capture(.borderColor, old, scope)
        capture(.shadowColor, old, scope)
        capture(.shadowOpacity, old, scope)
        capture(.shadowRadius, old, scope)
        capture(.shadowOffset, old, scope)
        capture(.blurRadius, old, scope)
        capture(.blurTint, old, scope)
    }

    private func capture<V>(_ property: LayerProperty<V>, _ old: LayerProperties, _ scope: AnimationTransaction.Scope) {
        let target = property.get(model)
        let before = property.get(old)
        guard target != before else { return }
        let from = presentedValue(property, underlying: old)
        switch scope {
        case .timed(let t):
            var animation: LayerAnimation
            switch t.timing {
            case .curve(let c):
                animation = LayerAnimation(
                    property, BasicAnimation(from: from, to: target, duration: t.duration, curve: c))
            case .spring(let s, let v):
                animation = LayerAnimation(
                    property, SpringAnimation(from: from, to: target, spring: s, initialVelocity: v))
            }
            animation.timing.beginTime = t.delay
            if t.delay > 0 { animation.timing.fillMode = .backwards }
            animation.completion = t.completion
            attach(animation, forKey: property.name, ticker: t.ticker)
        case .animator(let animator, let windowStart):
            let track = LayerAnimatorTrack(layer: self, property: property, from: from, to: target)
            animator.addTrack(track, windowStart: windowStart)
        case .disabled:
            return
        }
    }

    /// The value of `property` on screen: the animated value as of the last frame when an
    /// animation writes it, else the model value from before the change.
    private func presentedValue<V>(_ property: LayerProperty<V>, underlying old: LayerProperties) -> V {
        guard let store = animationStore, store.animates(property.name) else { return property.get(old) }
        let p = store.evaluate(model: old, localTime: store.lastLocalTime ?? 0, commit: false)
        return property.get(p)
    }
}

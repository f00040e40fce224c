extension Layer {
    /// The values the compositor draws at `localTime` (this layer's local time, already passed
    /// through every ancestor's media timing).
    ///
    /// This is the seam where animations supply presentation values: with no animation attached
    /// it is the model. Otherwise every attached animation is applied, in the order added, at
    /// `localTime`; animations added since the last frame begin now; completed ones are removed
    /// (unless `isRemovedOnCompletion` is false) and their completions queued on their ticker.
    /// The model is never changed here.
    public func presentationProperties(atLocalTime localTime: Double) -> LayerProperties {
        guard let store = animationStore, !store.entries.isEmpty else { return model }
        return store.evaluate(model: model, localTime: localTime, commit: true)
    }

    /// Ends the animations in this subtree that are over at `parentTime` (this layer's parent
    /// time; for the root layer, the frame's target timestamp, seconds), as if the subtree had
    /// been composed then, without computing any values.
    ///
    /// The compositor binds and retires animations only on the layers it visits, and it does not
    /// visit a hidden, fully transparent or non-finite subtree. Core Animation ends an animation
    /// on time whether or not its layer is drawn; without this sweep a finished animation under a
    /// hidden layer (a toast on a panel the container hid) would stay attached, and the
    /// application, seeing `hasAnimationsInSubtree`, would compose frames for ever. An animation
    /// not yet bound begins at `parentTime` converted to its layer's local time, as the
    /// compositor would have begun it. Idempotent at a given time: the layers the compositor
    /// visited at the same time have nothing left to end. Completions are queued as usual.
    ///
    /// Only marked subtrees are entered (`subtreeMayAnimate`: the rest has nothing attached),
    /// and a subtree where nothing animates any more loses its mark: home's tree is about 300
    /// layers, and this sweep ran over all of them in every frame that moved.
    public func retireCompletedAnimations(atParentTime parentTime: Double) {
        guard subtreeMayAnimate else { return }
        let time = localTime(fromParentTime: parentTime)
        var animates = false
        if let store = animationStore, !store.entries.isEmpty {
            store.retireCompleted(localTime: time)
            animates = !store.entries.isEmpty
        }
        for child in sublayers where child.subtreeMayAnimate {
            child.retireCompletedAnimations(atParentTime: time)
            animates = animates || child.subtreeMayAnimate
        }
        subtreeMayAnimate = animates
    }
}

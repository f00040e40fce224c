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
}

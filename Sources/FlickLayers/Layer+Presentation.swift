extension Layer {
    /// The values the compositor draws at `localTime` (this layer's local time, already passed
    /// through every ancestor's media timing).
    ///
    /// This is the seam where animations supply presentation values: with no animation attached
    /// it is the model. The animation engine overrides values here, never the model.
    public func presentationProperties(atLocalTime localTime: Double) -> LayerProperties {
        model
    }
}

/// An animation that follows a spring from one value to another (CASpringAnimation).
///
/// The value is `from + (to − from)·u(t)` with u the unit step response of `spring` with the
/// relative `initialVelocity` (per second, relative to the distance; see
/// `Spring.relativeVelocity`), evaluated at simple time t in seconds. Its duration defaults to
/// the spring's settling time; at the end of the duration the value is exactly `to`.
public struct SpringAnimation<Value: Animatable>: ValueAnimation {
    /// Start value, or `nil` for the underlying value.
    public var from: Value?
    /// End value, or `nil` for the underlying value (or `from + by`).
    public var to: Value?
    /// Relative change, used when `from` or `to` is missing.
    public var by: Value?
    /// The spring, with its unit motion precomputed.
    public var spring: Spring { didSet { unit = .unit(spring, relativeVelocity: initialVelocity) } }
    /// Initial velocity relative to the distance, per second (capped at ±30 by callers that use
    /// `Spring.relativeVelocity`).
    public var initialVelocity: Double { didSet { unit = .unit(spring, relativeVelocity: initialVelocity) } }
    /// When and how fast the animation plays.
    public var timing: MediaTiming
    /// Adds the animated value to the underlying value.
    public var isAdditive: Bool
    /// The precomputed unit (0 → 1) motion.
    public private(set) var unit: SpringSimulation

    /// Creates a spring animation; its duration is the spring's settling time.
    public init(
        from: Value? = nil, to: Value? = nil, by: Value? = nil, spring: Spring = .smooth, initialVelocity: Double = 0,
        isAdditive: Bool = false
    ) {
        self.from = from
        self.to = to
        self.by = by
        self.spring = spring
        self.initialVelocity = initialVelocity
        self.isAdditive = isAdditive
        let unit = SpringSimulation.unit(spring, relativeVelocity: initialVelocity)
        self.unit = unit
        self.timing = MediaTiming(duration: unit.settlingDuration.isFinite ? unit.settlingDuration : 10)
    }

    /// The settling duration of the current spring and velocity, seconds.
    public var settlingDuration: Double { unit.settlingDuration }

    /// The value `simpleTime` seconds into the motion; exactly the end value at `duration`.
    @inlinable
    public func value(atSimpleTime s: Double, duration: Double, underlying: Value) -> Value {
        let (a, b) = resolveEndpoints(from: from, to: to, by: by, underlying: underlying)
        let u = s >= duration ? 1 : unit.x(s)
        return a.interpolated(to: b, fraction: u)
    }
}

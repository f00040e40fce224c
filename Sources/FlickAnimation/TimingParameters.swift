/// How a property animator moves from start to end: a timing curve over its duration, or a
/// spring that takes as long as it takes to settle (UICubicTimingParameters /
/// UISpringTimingParameters).
public enum TimingParameters: Hashable, Sendable {
    /// Progress follows `curve` over the animator's duration.
    case curve(TimingCurve)
    /// Progress follows the unit step response of the spring, starting with `initialVelocity`
    /// relative to the remaining distance, per second (see `Spring.relativeVelocity`).
    /// Its duration is the spring's settling time; the animator's duration is not used.
    case spring(Spring, initialVelocity: Double = 0)

    /// Progress (0 at the start, 1 at the end; springs may overshoot) after `fraction` of the
    /// motion: the curve's value, or the spring's position at `fraction` of its settling time.
    public func progress(atFraction fraction: Double) -> Double {
        switch self {
        case .curve(let c): return c.value(at: fraction)
        case .spring(let s, let v):
            let unit = SpringSimulation.unit(s, relativeVelocity: v)
            return fraction >= 1 ? 1 : unit.x(max(fraction, 0) * unit.settlingDuration)
        }
    }
}

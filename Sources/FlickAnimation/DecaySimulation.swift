import FlickGeometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A coasting motion that slows down like a scroll view after a fling: velocity decays
/// exponentially, `v(t) = v₀·e^(−k·t)`, with k chosen from UIScrollView's per-millisecond
/// deceleration rate r so the motion comes to rest exactly at `project(velocity:decelerationRate:)`
/// (k = 1000·(1 − r)/r, which is within 0.1 % of −1000·ln r for r near 1).
public struct DecaySimulation: Simulation, Hashable {
    /// Position at t = 0.
    public let start: Double
    /// Velocity at t = 0, units per second.
    public let initialVelocity: Double
    /// Fraction of velocity kept per millisecond (UIScrollView.DecelerationRate).
    public let decelerationRate: Double
    /// Decay constant k, per second.
    public let decayConstant: Double

    /// UIScrollView's normal deceleration rate, 0.998 per ms (FEEL.md §4).
    public static let normal = 0.998
    /// UIScrollView's fast deceleration rate, 0.99 per ms (FEEL.md §4).
    public static let fast = 0.99

    /// Creates a coasting motion. A rate outside (0, 1) is clamped into it.
    public init(start: Double, velocity: Double, decelerationRate: Double = DecaySimulation.normal) {
        self.start = start.isFinite ? start : 0
        initialVelocity = velocity.isFinite ? velocity : 0
        let r = decelerationRate.isFinite ? clamp(decelerationRate, 1e-6, 1 - 1e-9) : Self.normal
        self.decelerationRate = r
        decayConstant = 1000 * (1 - r) / r
    }

    /// Where the motion comes to rest: `start + project(velocity, rate)`.
    public var destination: Double { start + initialVelocity / decayConstant }

    /// Position at time `t` seconds.
    public func x(_ t: Double) -> Double {
        guard t > 0 else { return start }
        return start + initialVelocity / decayConstant * (1 - exp(-decayConstant * t))
    }

    /// Velocity at time `t` seconds.
    public func dx(_ t: Double) -> Double {
        guard t > 0 else { return initialVelocity }
        return initialVelocity * exp(-decayConstant * t)
    }

    /// True once less than half a point of travel remains (|v|/k < 0.5: below a pixel at 1×).
    public func isDone(_ t: Double) -> Bool { abs(dx(t)) / decayConstant < Self.restDistance }

    /// Seconds until `isDone` becomes true.
    public var duration: Double {
        let remaining = abs(initialVelocity) / decayConstant
        guard remaining >= Self.restDistance else { return 0 }
        return log(remaining / Self.restDistance) / decayConstant
    }

    /// Remaining travel below which a coast counts as stopped, points (half a point).
    public static let restDistance = 0.5

    /// Where a fling lands: `(v/1000)·r/(1 − r)` (FEEL.md §4; 1000 pt/s → 499 pt at 0.998,
    /// 99 pt at 0.99).
    public static func project(velocity: Double, decelerationRate: Double = normal) -> Double {
        let r = clamp(decelerationRate, 1e-6, 1 - 1e-9)
        return (velocity / 1000) * r / (1 - r)
    }
}

/// Where a fling with `velocity` (points per second) comes to rest, relative to where it starts
/// (FEEL.md §4): `(v/1000)·r/(1 − r)`. Same as `DecaySimulation.project(velocity:decelerationRate:)`.
public func project(velocity: Double, decelerationRate: Double = DecaySimulation.normal) -> Double {
    DecaySimulation.project(velocity: velocity, decelerationRate: decelerationRate)
}

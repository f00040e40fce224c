#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A motion on a `Spring` from a start position to a target with an initial velocity, solved in
/// closed form for under-, critically and over-damped springs, so every frame rate samples the
/// same curve (FEEL.md §4).
///
/// With displacement u(t) = x(t) − target, u(0) = u₀, u'(0) = v₀ and ω₀ = √(k/m):
/// - ζ < 1: u = e^(−ζω₀t)·(u₀·cos ω_d t + (v₀ + ζω₀u₀)/ω_d · sin ω_d t),
///   ω_d = ω₀√(1 − ζ²)
/// - ζ = 1: u = e^(−ω₀t)·(u₀ + (v₀ + ω₀u₀)·t)
/// - ζ > 1: u = c₁e^(r₁t) + c₂e^(r₂t), r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1))
public struct SpringSimulation: Simulation, Hashable {
    /// The spring.
    public let spring: Spring
    /// Position at t = 0.
    public let start: Double
    /// Resting position.
    public let target: Double
    /// Velocity at t = 0, units per second (absolute, not relative to the distance).
    public let initialVelocity: Double
    /// The motion counts as settled once an envelope of |x − target| stays below this (units).
    public let threshold: Double
    /// Seconds until the motion has settled (envelope below `threshold`); infinite for an
    /// undamped spring that moves.
    public let settlingDuration: Double

    private enum Regime: Hashable { case under, critical, over }
    private let regime: Regime
    private let u0: Double, v0: Double, w0: Double, zeta: Double
    private let decay: Double, wd: Double, b: Double  // under: e^(−decay·t)(u0 cos + b sin)
    private let r1: Double, r2: Double, c1: Double, c2: Double  // over

    /// Creates a motion from `start` to `target` with `initialVelocity` (units per second).
    /// `threshold` (units, default 0.001) decides when it has settled.
    public init(
        spring: Spring, from start: Double, to target: Double, initialVelocity: Double = 0, threshold: Double = 1e-3
    ) {
        self.spring = spring
        self.start = start.isFinite ? start : 0
        self.target = target.isFinite ? target : self.start
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.threshold = threshold.isFinite && threshold > 0 ? threshold : 1e-3
        u0 = self.start - self.target
        v0 = self.initialVelocity
        w0 = spring.angularFrequency
        zeta = spring.dampingRatio
        var regime = Regime.under
        var decay = 0.0, wd = 0.0, b = 0.0, r1 = 0.0, r2 = 0.0, c1 = 0.0, c2 = 0.0
        if abs(zeta - 1) < 1e-6 {
            regime = .critical
            decay = w0
            b = v0 + w0 * u0
        } else if zeta < 1 {
            decay = zeta * w0
            wd = w0 * (1 - zeta * zeta).squareRoot()
            b = (v0 + decay * u0) / wd
        } else {
            regime = .over
            let root = (zeta * zeta - 1).squareRoot()
            r1 = -w0 * (zeta - root)
            r2 = -w0 * (zeta + root)
            c2 = (v0 - r1 * u0) / (r2 - r1)
            c1 = u0 - c2
        }
        self.regime = regime
        self.decay = decay
        self.wd = wd
        self.b = b
        self.r1 = r1
        self.r2 = r2
        self.c1 = c1
        self.c2 = c2
        settlingDuration = Self.settle(
            regime: regime, u0: u0, w0: w0, decay: decay, b: b, r1: r1, r2: r2, c1: c1, c2: c2,
            threshold: self.threshold)
    }

    /// Displacement from the target at time t.
    @inlinable
    public func displacement(_ t: Double) -> Double { x(t) - target }

    /// Position at time `t` seconds.
    public func x(_ t: Double) -> Double {
        guard t > 0 else { return start }
        switch regime {
        case .under:
            let e = exp(-decay * t)
            return target + e * (u0 * cos(wd * t) + b * sin(wd * t))
        case .critical:
            return target + exp(-w0 * t) * (u0 + b * t)
        case .over:
            return target + c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// Velocity at time `t` seconds.
    public func dx(_ t: Double) -> Double {
        guard t > 0 else { return v0 }
        switch regime {
        case .under:
            let e = exp(-decay * t), c = cos(wd * t), s = sin(wd * t)
            return e * ((b * wd - decay * u0) * c - (u0 * wd + decay * b) * s)
        case .critical:
            return exp(-w0 * t) * (b - w0 * (u0 + b * t))
        case .over:
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    /// True from `settlingDuration` on.
    public func isDone(_ t: Double) -> Bool { t >= settlingDuration }

    /// The first time after which an envelope of |displacement| stays below `threshold`.
    private static func settle(
        regime: Regime, u0: Double, w0: Double, decay: Double, b: Double, r1: Double, r2: Double, c1: Double,
        c2: Double, threshold: Double
    ) -> Double {
        let envelope: (Double) -> Double
        var from = 0.0
        switch regime {
        case .under:
            let amplitude = (u0 * u0 + b * b).squareRoot()
            guard amplitude > threshold else { return 0 }
            guard decay > 0 else { return .infinity }
            return log(amplitude / threshold) / decay
        case .critical:
            let a = abs(u0), bb = abs(b)
            envelope = { t in exp(-w0 * t) * (a + bb * t) }
            if bb > 0 { from = max(0, (bb - w0 * a) / (w0 * bb)) }
        case .over:
            envelope = { t in abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t) }
        }
        if envelope(from) <= threshold, from == 0 { return 0 }
        var lo = from, hi = max(from, 1 / max(w0, 1e-9))
        var guardCount = 0
        while envelope(hi) > threshold {
            lo = hi
            hi *= 2
            guardCount += 1
            if guardCount > 60 { return .infinity }
        }
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if envelope(mid) > threshold { lo = mid } else { hi = mid }
        }
        return hi
    }
}

extension SpringSimulation {
    /// The unit step response 0 → 1 of `spring` with `relativeVelocity` (per second, relative to
    /// the distance; see `Spring.relativeVelocity`): the progress curve springs give animations.
    public static func unit(_ spring: Spring, relativeVelocity: Double = 0) -> SpringSimulation {
        SpringSimulation(spring: spring, from: 0, to: 1, initialVelocity: relativeVelocity)
    }
}

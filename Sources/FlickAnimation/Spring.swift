import FlickGeometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A damped harmonic spring: mass, stiffness and damping, or the designer's damping ratio and
/// response (FEEL.md §4: `stiffness = (2π/response)²`, `damping = 4π·ζ/response`, mass 1).
///
/// The spring itself is only parameters; `SpringSimulation` solves a motion with it in closed
/// form. Non-finite or non-positive parameters are replaced by the smallest sensible value
/// (mass and stiffness 1e-6, damping 0), never trapped.
public struct Spring: Hashable, Sendable {
    /// Mass of the moving body (arbitrary units; 1 for designer springs).
    public let mass: Double
    /// Spring constant k: force per unit of displacement.
    public let stiffness: Double
    /// Damping coefficient c: force per unit of velocity.
    public let damping: Double

    /// Creates a spring from its physical parameters.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1e-6
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 1e-6
        self.damping = damping.isFinite && damping > 0 ? damping : 0
    }

    /// Creates a spring from a damping ratio ζ (1 = critically damped, below 1 bounces) and a
    /// response in seconds (the period of the undamped oscillation), as SwiftUI and
    /// UISpringTimingParameters do (FEEL.md §4).
    public init(dampingRatio: Double, response: Double) {
        let r = response.isFinite && response > 0 ? response : 1e-3
        let zeta = dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 0
        self.init(mass: 1, stiffness: (2 * Double.pi / r) * (2 * Double.pi / r), damping: 4 * Double.pi * zeta / r)
    }

    /// No bounce, 0.4 s response: the default settle (FEEL.md §4, "ζ 1 / response 0.4").
    public static let smooth = Spring(dampingRatio: 1, response: 0.4)
    /// A momentum finish after a fling (FEEL.md §4, "ζ 0.8 / 0.3").
    public static let momentum = Spring(dampingRatio: 0.8, response: 0.3)
    /// The rubber band's return to its edge (FEEL.md §4, "ζ 0.6 / 0.3").
    public static let rubberBandReturn = Spring(dampingRatio: 0.6, response: 0.3)

    /// Undamped angular frequency ω₀ = √(k/m), radians per second.
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }
    /// Damping ratio ζ = c / (2√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// Response: the undamped period 2π/ω₀, seconds.
    public var response: Double { 2 * Double.pi / angularFrequency }

    /// The velocity of a motion from `current` to `target`, relative to the distance:
    /// `v / (target − current)` per second, capped at ±30 (FEEL.md §4). This is what a unit
    /// spring (0 → 1) takes as its initial velocity. Zero distance gives 0.
    public static func relativeVelocity(_ velocity: Double, from current: Double, to target: Double) -> Double {
        let distance = target - current
        guard abs(distance) > 1e-12, velocity.isFinite else { return 0 }
        return clamp(velocity / distance, -maximumRelativeVelocity, maximumRelativeVelocity)
    }

    /// The cap on relative initial velocity (FEEL.md §4, "cap at 30").
    public static let maximumRelativeVelocity = 30.0

    /// How long a motion on this spring takes to come within `threshold` of its target and stay
    /// there, in seconds (see `SpringSimulation.settlingDuration`).
    public func settlingDuration(
        from start: Double = 0, to target: Double = 1, initialVelocity: Double = 0, threshold: Double = 1e-3
    ) -> Double {
        SpringSimulation(spring: self, from: start, to: target, initialVelocity: initialVelocity, threshold: threshold)
            .settlingDuration
    }
}

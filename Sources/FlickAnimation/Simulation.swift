/// A one-dimensional motion solved as a function of time: where it is, how fast it moves, and
/// whether it has come to rest. Time `t` is seconds since the simulation began; implementations
/// are pure, so any frame rate samples the same curve.
public protocol Simulation: Sendable {
    /// Position at time `t` (seconds since the start), in the simulation's units.
    func x(_ t: Double) -> Double
    /// Velocity at time `t`, in units per second.
    func dx(_ t: Double) -> Double
    /// True once the motion has settled at its resting position.
    func isDone(_ t: Double) -> Bool
}

/// An animation of one value over media time: basic, spring or keyframe. Pure: it maps a time
/// to a value and never reads a clock.
///
/// `value(atSimpleTime:duration:underlying:)` gives the value `simpleTime` seconds into an
/// iteration of `duration` seconds; `underlying` is what the property would be without this
/// animation (the model value, or the result of the animations beneath), used for missing
/// endpoints and by additive animations.
public protocol ValueAnimation: Sendable {
    /// The animated value's type.
    associatedtype Value: Animatable
    /// When and how fast the animation plays.
    var timing: MediaTiming { get set }
    /// When true the animation's value is added to the underlying value (CA's `isAdditive`).
    var isAdditive: Bool { get set }
    /// The value at `simpleTime` seconds into an iteration lasting `duration` seconds, before
    /// additivity is applied.
    func value(atSimpleTime simpleTime: Double, duration: Double, underlying: Value) -> Value
}

extension ValueAnimation {
    /// The presented value at parent time `t`, or `nil` when the animation has no effect then
    /// (outside its active period without a fill). Additive animations are combined with
    /// `underlying` here.
    @inlinable
    public func sample(atParentTime t: Double, underlying: Value) -> Value? {
        guard let s = timing.simpleTime(atParentTime: t) else { return nil }
        return resolved(atSimpleTime: s, duration: timing.duration, underlying: underlying)
    }

    /// `value(atSimpleTime:duration:underlying:)` with additivity applied.
    @inlinable
    public func resolved(atSimpleTime s: Double, duration: Double, underlying: Value) -> Value {
        let v = value(atSimpleTime: s, duration: duration, underlying: underlying)
        return isAdditive ? underlying.adding(v) : v
    }
}

/// The two ends of a from/to/by animation, resolved against the underlying value like
/// CABasicAnimation: from+to, from+by, by+to, from alone (to the underlying), to alone (from
/// the underlying), by alone (underlying to underlying+by), none (no change).
@inlinable
func resolveEndpoints<V: Animatable>(from: V?, to: V?, by: V?, underlying u: V) -> (V, V) {
    switch (from, to, by) {
    case let (f?, t?, _): return (f, t)
    case let (f?, nil, b?): return (f, f.adding(b))
    case let (nil, t?, b?): return (t.subtracting(b), t)
    case let (f?, nil, nil): return (f, u)
    case let (nil, t?, nil): return (u, t)
    case let (nil, nil, b?): return (u, u.adding(b))
    case (nil, nil, nil): return (u, u)
    }
}

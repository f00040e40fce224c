/// A single-segment animation between two values along a timing curve (CABasicAnimation).
///
/// Give any two of `from`, `to`, `by` (or one, with the underlying value supplying the other end;
/// see `resolveEndpoints`). Progress is `curve.value(at: simpleTime / duration)`.
public struct BasicAnimation<Value: Animatable>: ValueAnimation {
    /// Start value, or `nil` to start from the underlying value.
    public var from: Value?
    /// End value, or `nil` to end at the underlying value (or `from + by`).
    public var to: Value?
    /// Relative change, used when `from` or `to` is missing.
    public var by: Value?
    /// The easing applied to each iteration.
    public var curve: TimingCurve
    /// When and how fast the animation plays.
    public var timing: MediaTiming
    /// Adds the animated value to the underlying value.
    public var isAdditive: Bool

    /// Creates a basic animation lasting `duration` seconds.
    public init(
        from: Value? = nil, to: Value? = nil, by: Value? = nil, duration: Double = 0.25, curve: TimingCurve = .default,
        isAdditive: Bool = false
    ) {
        self.from = from
        self.to = to
        self.by = by
        self.curve = curve
        self.timing = MediaTiming(duration: duration)
        self.isAdditive = isAdditive
    }

    /// The eased value at `simpleTime` of an iteration of `duration` seconds.
    @inlinable
    public func value(atSimpleTime s: Double, duration: Double, underlying: Value) -> Value {
        let (a, b) = resolveEndpoints(from: from, to: to, by: by, underlying: underlying)
        let x = duration > 0 ? s / duration : 1
        return a.interpolated(to: b, fraction: curve.value(at: x))
    }
}

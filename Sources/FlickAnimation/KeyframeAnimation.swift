/// An animation through a list of values at given key times (CAKeyframeAnimation).
///
/// `keyTimes` (fractions of the duration, 0…1, non-decreasing, one per value) default to even
/// spacing. Each segment eases with its entry in `curves` (linear when absent). Modes:
/// `.linear` interpolates between neighbours, `.discrete` holds each value until the next key
/// time (a final extra key time, as CA allows, is accepted), `.cubic` runs a Catmull–Rom curve
/// through the values (vectors only; other values fall back to linear).
/// Malformed input never traps: see `problem` for what is wrong and the fallback used.
public struct KeyframeAnimation<Value: Animatable>: ValueAnimation {
    /// How values between key times are computed.
    public enum CalculationMode: Hashable, Sendable {
        /// Straight interpolation between neighbouring values.
        case linear
        /// Each value is held until the next key time.
        case discrete
        /// A smooth Catmull–Rom curve through the values.
        case cubic
    }

    /// The values, in order.
    public var values: [Value]
    /// Fraction of the duration at which each value is reached; `nil` spaces them evenly.
    public var keyTimes: [Double]?
    /// The easing of each segment (`values.count − 1` entries); `nil` means linear.
    public var curves: [TimingCurve]?
    /// How values between key times are computed.
    public var calculationMode: CalculationMode
    /// When and how fast the animation plays.
    public var timing: MediaTiming
    /// Adds the animated value to the underlying value.
    public var isAdditive: Bool

    /// Creates a keyframe animation lasting `duration` seconds.
    public init(
        values: [Value], keyTimes: [Double]? = nil, curves: [TimingCurve]? = nil,
        calculationMode: CalculationMode = .linear,
        duration: Double = 0.25, isAdditive: Bool = false
    ) {
        self.values = values
        self.keyTimes = keyTimes
        self.curves = curves
        self.calculationMode = calculationMode
        self.timing = MediaTiming(duration: duration)
        self.isAdditive = isAdditive
    }

    /// What is wrong with the configuration and how it is handled, or `nil` when it is valid.
    public var problem: String? {
        if values.isEmpty { return "KeyframeAnimation has no values: it leaves the property unchanged; add values" }
        if let k = keyTimes {
            let allowed = calculationMode == .discrete ? [values.count, values.count + 1] : [values.count]
            if !allowed.contains(k.count) {
                return "KeyframeAnimation has \(k.count) keyTimes for \(values.count) values: "
                    + "using even spacing; pass one key time per value"
            }
            if zip(k, k.dropFirst()).contains(where: { $0 > $1 })
                || k.contains(where: { !$0.isFinite || $0 < 0 || $0 > 1 })
            {
                return "KeyframeAnimation keyTimes must be non-decreasing fractions in 0…1: using even spacing"
            }
        }
        if let c = curves, c.count != max(values.count - 1, 0) {
            return "KeyframeAnimation has \(c.count) curves for \(values.count - 1) segments: "
                + "missing segments are linear; pass one curve per segment"
        }
        return nil
    }

    /// The key time of value `i`, with even spacing as the fallback for invalid `keyTimes`.
    private func keyTime(_ i: Int, valid: Bool) -> Double {
        if valid, let k = keyTimes { return k[i] }
        return values.count > 1 ? Double(i) / Double(values.count - 1) : 0
    }

    private var keyTimesValid: Bool {
        guard let k = keyTimes else { return false }
        let allowed = calculationMode == .discrete ? [values.count, values.count + 1] : [values.count]
        guard allowed.contains(k.count) else { return false }
        return !zip(k, k.dropFirst()).contains(where: { $0 > $1 })
            && !k.contains(where: { !$0.isFinite || $0 < 0 || $0 > 1 })
    }

    /// The value at `simpleTime` of an iteration of `duration` seconds.
    public func value(atSimpleTime s: Double, duration: Double, underlying: Value) -> Value {
        guard let first = values.first else { return underlying }
        let n = values.count
        guard n > 1 else { return first }
        let f = duration > 0 ? min(max(s / duration, 0), 1) : 1
        let valid = keyTimesValid
        // Last index whose key time is ≤ f.
        var i = 0
        while i + 1 < n, keyTime(i + 1, valid: valid) <= f { i += 1 }
        if calculationMode == .discrete { return values[i] }
        if i >= n - 1 { return values[n - 1] }
        let k0 = keyTime(i, valid: valid), k1 = keyTime(i + 1, valid: valid)
        var local = k1 > k0 ? (f - k0) / (k1 - k0) : 1
        if let c = curves, i < c.count { local = c[i].value(at: local) }
        switch calculationMode {
        case .cubic:
            let p0 = values[max(i - 1, 0)], p3 = values[min(i + 2, n - 1)]
            return Value.catmullRom(p0, values[i], values[i + 1], p3, fraction: local)
        default:
            return values[i].interpolated(to: values[i + 1], fraction: local)
        }
    }
}

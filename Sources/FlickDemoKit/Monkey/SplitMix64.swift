/// SplitMix64 (Steele, Lea & Flood 2014): a tiny, fast, seedable generator. The monkey uses it so
/// a seed always gives the same input on every machine (Swift's own generator is not seedable).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state; the seed is its starting value.
    public var state: UInt64

    /// Creates a generator from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in 0..<n (n ≥ 1).
    public mutating func int(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }

    /// A number in lo..<hi.
    public mutating func double(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(next() >> 11) / Double(1 << 53)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { double(0, 1) < p }
}

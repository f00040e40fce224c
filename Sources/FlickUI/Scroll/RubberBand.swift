#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How far content follows a finger that drags it past its edge: maps the finger's travel beyond
/// the edge (the *overshoot*, points) to how far the content actually moves (the *band*, points).
///
/// Both curves are odd functions (the sign of the overshoot is kept) and strictly increasing over
/// the range a finger can reach, so each has an inverse: `overshoot(forBand:dimension:)` turns a
/// rubber-banded offset back into finger travel, which is how a finger that catches content
/// mid-bounce carries on without a jump.
public enum RubberBand: Hashable, Sendable {
    /// UIScrollView's curve: `b = (1 − 1/(x·c/d + 1))·d` with `d` the viewport's size along the
    /// axis (FEEL.md §4). The band never reaches `d`. At d = 800, c = 0.55: x 100 → 51.5, x 400 →
    /// 172.5.
    case uiScrollView(coefficient: Double)
    /// The two-axis article's curve, `(1 − log10(max(1, |t|))/10)·t` (FEEL.md §1, two-axis; §4): 1:1
    /// up to one point, then slowly falling behind the finger; it ignores the dimension. A much
    /// weaker band than UIScrollView's: t 100 → 80, t 400 → 295.9.
    case logarithmic
    /// No band: content stops at the edge (`bounces == false`).
    case rigid

    /// UIScrollView's constant c = 0.55 (FEEL.md §4).
    public static let uiScrollViewCoefficient = 0.55
    /// UIScrollView's curve with c = 0.55: the default for scroll views.
    public static let standard = RubberBand.uiScrollView(coefficient: uiScrollViewCoefficient)

    /// The content's displacement past its edge for a finger that travelled `overshoot` points past
    /// it, with `dimension` the viewport's size along the axis (points, > 0; ignored by
    /// `.logarithmic`). A non-finite input gives 0.
    public func band(forOvershoot overshoot: Double, dimension: Double) -> Double {
        guard overshoot.isFinite, overshoot != 0 else { return 0 }
        let x = abs(overshoot)
        let b: Double
        switch self {
        case .uiScrollView(let c):
            guard dimension > 0, c > 0, dimension.isFinite, c.isFinite else { return 0 }
            b = (1 - 1 / (x * c / dimension + 1)) * dimension
        case .logarithmic:
            b = Self.logarithmic(x)
        case .rigid:
            b = 0
        }
        return overshoot < 0 ? -b : b
    }

    /// The inverse of `band(forOvershoot:dimension:)`: the finger travel that produces a displayed
    /// displacement of `band`. For `.uiScrollView`, `x = b·d / ((d − |b|)·c)`; a band at or beyond
    /// `d` is out of the curve's range and maps to a very large finite travel. For `.logarithmic`
    /// the curve is inverted numerically (bisection to 1e-9). `.rigid` returns the band itself.
    public func overshoot(forBand band: Double, dimension: Double) -> Double {
        guard band.isFinite, band != 0 else { return 0 }
        let b = abs(band)
        let x: Double
        switch self {
        case .uiScrollView(let c):
            guard dimension > 0, c > 0, dimension.isFinite, c.isFinite else { return band }
            let room = max(dimension - b, dimension * 1e-9)
            x = b * dimension / (room * c)
        case .logarithmic:
            x = Self.inverseLogarithmic(b)
        case .rigid:
            x = b
        }
        return band < 0 ? -x : x
    }

    /// Where the logarithmic curve peaks (its derivative `1 − log10 t/10 − 1/(10 ln 10)` is zero):
    /// beyond it the curve would fall, so travel is capped there.
    static let logarithmicPeak = pow(10.0, 10.0 - 1.0 / log(10.0))

    static func logarithmic(_ t: Double) -> Double {
        let t = min(t, logarithmicPeak)
        return (1 - log10(max(1, t)) / 10) * t
    }

    static func inverseLogarithmic(_ b: Double) -> Double {
        guard b > 1 else { return b }
        let top = logarithmic(logarithmicPeak)
        guard b < top else { return logarithmicPeak }
        var lo = b, hi = b
        while logarithmic(hi) < b { hi = min(hi * 2, logarithmicPeak) }
        for _ in 0..<200 where hi - lo > 1e-9 * max(1, lo) {
            let mid = (lo + hi) / 2
            if logarithmic(mid) < b { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}

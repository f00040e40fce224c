public import FlickUI

/// Where one drag along one axis may take the container, in panel units, and what happens past
/// each end (pure; FEEL.md §1 two-axis, §4 rubber band).
///
/// Between `lower` and `upper` the container follows the finger 1:1. Past an end it follows
/// through `band` when that end bounces, else it stops there.
public struct DragRange: Hashable, Sendable {
    /// The smallest position reachable 1:1.
    public var lower: Double
    /// The largest position reachable 1:1.
    public var upper: Double
    /// Whether a drag below `lower` rubber-bands.
    public var lowerBounces: Bool
    /// Whether a drag above `upper` rubber-bands.
    public var upperBounces: Bool
    /// The band's curve.
    public var band: RubberBand
    /// Where the drag started (panel units): the whole drag is measured from here when `resists`.
    public var origin: Double
    /// Whether the whole drag follows `band` from `origin` (the two-axis article's vertical
    /// resistance), not only past the ends; past an end that does not bounce it still stops.
    public var resists: Bool

    /// Creates a range; `resists` makes the whole drag from `origin` follow `band`.
    public init(
        lower: Double, upper: Double, lowerBounces: Bool, upperBounces: Bool, band: RubberBand,
        origin: Double = 0, resists: Bool = false
    ) {
        self.lower = min(lower, upper)
        self.upper = max(lower, upper)
        self.lowerBounces = lowerBounces
        self.upperBounces = upperBounces
        self.band = band
        self.origin = origin.isFinite ? origin : 0
        self.resists = resists && band != .rigid
    }

    /// The range of a drag on `axis` that starts from `origin`, given which panels can be shown.
    /// Nil when the axis cannot move from there at all (a vertical drag on a side panel, a
    /// vertical panel that may not be left by a swipe).
    public static func forDrag(
        from origin: Panel, on axis: Axis, available: Set<Panel>, configuration c: NavigationConfiguration
    ) -> DragRange? {
        if let a = origin.axis, a != axis { return nil }
        if origin.axis == .vertical, !c.swipesBackFromVerticalPanels { return nil }
        let minus = axis == .horizontal ? Panel.left : .top
        let plus = axis == .horizontal ? Panel.right : .bottom
        let hasMinus = available.contains(minus)
        let hasPlus = available.contains(plus)
        let rest = origin.restingPosition.component(axis)
        var lower = hasMinus ? -1.0 : 0
        var upper = hasPlus ? 1.0 : 0
        if !c.crossesCenterInOneDrag {
            if rest < 0 { upper = 0 }
            if rest > 0 { lower = 0 }
        }
        lower = min(lower, rest)
        upper = max(upper, rest)
        let bounceEnd = c.bouncesAtEnds
        let bounceAbsent = c.bouncesTowardsAbsentPanels
        // An end at a panel bounces as an end; an end at the centre bounces only as "absent".
        let lowerBounces = lower < 0 ? bounceEnd : bounceAbsent
        let upperBounces = upper > 0 ? bounceEnd : bounceAbsent
        return DragRange(
            lower: lower, upper: upper, lowerBounces: lowerBounces, upperBounces: upperBounces, band: c.rubberBand,
            origin: rest, resists: c.resistance.contains(axis))
    }

    /// The shown position for an unbanded (finger) position `raw`; `dimension` is the container's
    /// size along the axis in points (the band works in points).
    public func shown(forRaw raw: Double, dimension: Double) -> Double {
        guard raw.isFinite else { return lower }
        let d = max(dimension, 1)
        if resists {
            let s = origin + band.band(forOvershoot: (raw - origin) * d, dimension: d) / d
            if s > upper { return upperBounces ? s : upper }
            if s < lower { return lowerBounces ? s : lower }
            return s
        }
        if raw > upper {
            guard upperBounces else { return upper }
            return upper + band.band(forOvershoot: (raw - upper) * d, dimension: d) / d
        }
        if raw < lower {
            guard lowerBounces else { return lower }
            return lower + band.band(forOvershoot: (raw - lower) * d, dimension: d) / d
        }
        return raw
    }

    /// The inverse of `shown(forRaw:dimension:)`: the finger position that shows `shown` (so a
    /// finger catching the container mid-band carries on without a jump).
    public func raw(forShown shown: Double, dimension: Double) -> Double {
        guard shown.isFinite else { return lower }
        let d = max(dimension, 1)
        if resists {
            return origin + band.overshoot(forBand: (shown - origin) * d, dimension: d) / d
        }
        if shown > upper, upperBounces {
            return upper + band.overshoot(forBand: (shown - upper) * d, dimension: d) / d
        }
        if shown < lower, lowerBounces {
            return lower + band.overshoot(forBand: (shown - lower) * d, dimension: d) / d
        }
        return min(max(shown, lower), upper)
    }

    /// The resting positions inside the range (integers −1, 0, +1 that lie in it).
    public var rests: [Double] { [-1.0, 0, 1].filter { $0 >= lower - 1e-9 && $0 <= upper + 1e-9 } }
}

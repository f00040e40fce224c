public import FlickAnimation

/// Everything that shapes the motion of one scroll axis: its limits, whether and how it bounces,
/// how fast a fling slows down, paging, and the springs that finish motions. A pure value; the
/// scroll view rebuilds it when its content size, insets or bounds change.
public struct ScrollAxisConfiguration: Hashable, Sendable {
    /// The smallest resting content offset, points (−inset at the start edge).
    public var minOffset: Double
    /// The largest resting content offset, points (never below `minOffset`).
    public var maxOffset: Double {
        get { Swift.max(storedMaxOffset, minOffset) }
        set { storedMaxOffset = newValue }
    }
    /// The viewport's size along the axis, points: the rubber band's `d`.
    public var viewportLength: Double
    /// Whether the content can be dragged and flung past its edges.
    public var bounces: Bool
    /// The curve past the edges while dragging (`RubberBand.standard`, c = 0.55, FEEL.md §4).
    public var rubberBand: RubberBand
    /// Fraction of velocity kept per millisecond while coasting: `DecaySimulation.normal` (0.998)
    /// or `.fast` (0.99) (FEEL.md §4).
    public var decelerationRate: Double
    /// Paging, or nil for free scrolling.
    public var paging: ScrollPaging?
    /// The spring that brings overscrolled content back to its edge, starting with the velocity
    /// it has: ζ 1 / response 0.4 (FEEL.md §4, "ζ 1 / response 0.4"). Critically damped, so the
    /// content returns to the edge without swinging past it into the content, as UIScrollView's
    /// bounce does; `Spring.rubberBandReturn` (ζ 0.6 / 0.3) gives a livelier wobble if a scene
    /// wants one.
    public var bounceSpring: Spring
    /// The spring that settles on a page or on a target chosen by the delegate, starting with the
    /// release velocity: ζ 1 / response 0.4 (FEEL.md §4) so a page never shows its neighbour's
    /// edge after it lands.
    public var snapSpring: Spring

    private var storedMaxOffset: Double

    /// Creates a configuration. Non-finite limits collapse to 0.
    public init(
        minOffset: Double = 0, maxOffset: Double = 0, viewportLength: Double = 0, bounces: Bool = true,
        rubberBand: RubberBand = .standard, decelerationRate: Double = DecaySimulation.normal,
        paging: ScrollPaging? = nil, bounceSpring: Spring = .smooth, snapSpring: Spring = .smooth
    ) {
        self.minOffset = minOffset.isFinite ? minOffset : 0
        storedMaxOffset = maxOffset.isFinite ? maxOffset : self.minOffset
        self.viewportLength = viewportLength.isFinite ? Swift.max(0, viewportLength) : 0
        self.bounces = bounces
        self.rubberBand = rubberBand
        self.decelerationRate = decelerationRate
        self.paging = paging
        self.bounceSpring = bounceSpring
        self.snapSpring = snapSpring
    }

    /// The band in effect: `rubberBand` when the axis bounces, else `.rigid`.
    public var effectiveRubberBand: RubberBand { bounces ? rubberBand : .rigid }

    /// `offset` clamped to the resting range.
    public func clamp(_ offset: Double) -> Double { Swift.min(Swift.max(offset, minOffset), maxOffset) }

    /// The displayed offset for an un-banded (finger) offset: inside the range it is the same;
    /// past an edge, the overshoot goes through the rubber band.
    public func banded(_ raw: Double) -> Double {
        let band = effectiveRubberBand
        if raw < minOffset { return minOffset + band.band(forOvershoot: raw - minOffset, dimension: viewportLength) }
        if raw > maxOffset { return maxOffset + band.band(forOvershoot: raw - maxOffset, dimension: viewportLength) }
        return raw
    }

    /// The inverse of `banded(_:)`: the finger offset that shows `offset`, so a drag that starts
    /// on overscrolled content carries on from where it is.
    public func unbanded(_ offset: Double) -> Double {
        let band = effectiveRubberBand
        if offset < minOffset {
            return minOffset + band.overshoot(forBand: offset - minOffset, dimension: viewportLength)
        }
        if offset > maxOffset {
            return maxOffset + band.overshoot(forBand: offset - maxOffset, dimension: viewportLength)
        }
        return offset
    }
}

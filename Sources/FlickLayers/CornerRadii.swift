public import FlickGeometry

/// The radius of each corner of a rounded rectangle, in points.
///
/// CALayer has one `cornerRadius` plus `maskedCorners`; Flick stores a radius per corner so a card
/// can round only its top corners (the habr card uses 20 pt on top, square below).
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    /// Creates radii for each corner.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(all r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }

    /// Square corners.
    public static let zero = CornerRadii(all: 0)

    /// Rounds only the top two corners.
    public static func top(_ r: Double) -> CornerRadii {
        CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0)
    }

    /// True when every corner is square.
    public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

    /// The largest radius.
    public var maximum: Double { max(max(topLeft, topRight), max(bottomRight, bottomLeft)) }

    /// The radii scaled down uniformly so adjacent corners never overlap inside `size`
    /// (the CSS rule, which is also what Core Animation draws for over-large radii).
    public func clamped(to size: Size) -> CornerRadii {
        let w = abs(size.width), h = abs(size.height)
        var f = 1.0
        func limit(_ sum: Double, _ side: Double) {
            if sum > side, sum > 0 { f = min(f, side / sum) }
        }
        limit(topLeft + topRight, w)
        limit(bottomLeft + bottomRight, w)
        limit(topLeft + bottomLeft, h)
        limit(topRight + bottomRight, h)
        let g = max(f, 0)
        return CornerRadii(
            topLeft: max(topLeft, 0) * g, topRight: max(topRight, 0) * g,
            bottomRight: max(bottomRight, 0) * g, bottomLeft: max(bottomLeft, 0) * g)
    }
}

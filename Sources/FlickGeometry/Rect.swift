/// An axis-aligned rectangle: an origin (top-left corner) and a size.
///
/// Like CGRect, a rectangle with a negative size is standardised by the accessors that need it
/// (`minX`, `maxX`, `intersection`…); the stored values are kept as given.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner with the smallest coordinates when the size is positive.
    public var origin: Point
    /// The extents; may be negative (see the type's note).
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four scalars.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with no extent.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { min(origin.x, origin.x + size.width) }
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    public var minY: Double { min(origin.y, origin.y + size.height) }
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// The four corners, clockwise (in y-down space) from the top-left.
    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }
    /// True when the rectangle has no area.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// True when `point` lies inside; the minimum edges are inside, the maximum edges outside,
    /// so tiled rectangles never both contain a point on their shared edge.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when `other` lies wholly inside this rectangle.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when the two rectangles overlap with positive area.
    public func intersects(_ other: Rect) -> Bool { intersection(other) != nil }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values shrink it), like CGRect.insetBy with the signs flipped.
    public func outset(dx: Double, dy: Double) -> Rect {
        Rect(x: minX - dx, y: minY - dy, width: width + 2 * dx, height: height + 2 * dy)
    }

    /// The rectangle shrunk by the given insets.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left,
            y: minY + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom
        )
    }

    /// The rectangle moved by a vector.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: width, height: height)
    }

    /// The smallest rectangle containing every point, or `.zero` for none.
    public static func bounding(_ points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var x0 = first.x, x1 = first.x, y0 = first.y, y1 = first.y
        for p in points.dropFirst() {
            x0 = min(x0, p.x); x1 = max(x1, p.x)
            y0 = min(y0, p.y); y1 = max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

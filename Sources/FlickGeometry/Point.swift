/// A location in a two-dimensional coordinate space, in points unless a caller says otherwise.
///
/// Flick lays out in points and renders in pixels; the scale between them lives in the platform
/// layer, never in geometry values.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate; grows to the right.
    public var x: Double
    /// Vertical coordinate; grows downwards (screen convention, like UIKit).
    public var y: Double

    /// Creates a point from its two coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Euclidean length of the vector from the origin to this point.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// Euclidean distance between two points.
    public func distance(to other: Point) -> Double { (self - other).length }

    /// True when both coordinates are finite (not NaN, not infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(x), \(y))" }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static func / (a: Point, s: Double) -> Point { Point(x: a.x / s, y: a.y / s) }
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
    public static func += (a: inout Point, b: Point) { a = a + b }
    public static func -= (a: inout Point, b: Point) { a = a - b }
}

/// A width and height, in points unless a caller says otherwise.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// Creates a size from its two extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with no extent.
    public static let zero = Size(width: 0, height: 0)

    /// True when either extent is zero or negative.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public var description: String { "\(width)×\(height)" }

    public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }
}

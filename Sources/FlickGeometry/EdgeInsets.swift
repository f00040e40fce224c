/// Distances inward from each edge of a rectangle, like UIEdgeInsets.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates insets from the four edges.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    /// No inset.
    public static let zero = EdgeInsets()

    /// `left + right`.
    public var horizontal: Double { left + right }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }
}

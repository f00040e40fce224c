public import FlickGeometry

/// The path a settle follows from a position to a resting position on the "plus" of panel
/// positions (pure). Positions on the same line are joined straight; otherwise the path goes
/// through the centre (a side panel to a vertical one passes the camera), so one spring on the
/// distance travelled moves the container along both legs without stopping.
public struct NavigationRoute: Hashable, Sendable {
    /// Where the path starts (panel units).
    public let start: Point
    /// Where it ends.
    public let end: Point
    /// The corner (the centre) when the path turns, else nil.
    public let corner: Point?
    /// The path's length, panel units.
    public let length: Double

    /// The route from `start` to `end`.
    public init(from start: Point, to end: Point) {
        self.start = start
        self.end = end
        let sameLine = (start.y == 0 && end.y == 0) || (start.x == 0 && end.x == 0)
        if sameLine {
            corner = nil
            length = start.distance(to: end)
        } else {
            corner = .zero
            length = start.length + end.length
        }
    }

    /// The unit direction the path leaves `start` in (zero for an empty path).
    public var initialDirection: Point {
        let towards = corner ?? end
        let d = towards - start
        let l = d.length
        if l > 1e-12 { return d / l }
        let rest = end - (corner ?? start)
        let lr = rest.length
        return lr > 1e-12 ? rest / lr : .zero
    }

    /// The point `s` along the path (panel units from the start). Below 0 it extends backwards
    /// along the first leg; above `length` it stays at the end.
    public func point(at s: Double) -> Point {
        guard s.isFinite else { return start }
        if s >= length { return end }
        guard let corner else {
            return start + initialDirection * s
        }
        let first = start.length
        if s <= first { return start + initialDirection * s }
        let second = end - corner
        let l = second.length
        return l > 1e-12 ? corner + second / l * (s - first) : end
    }

    /// The unit direction of travel at `s`.
    public func direction(at s: Double) -> Point {
        guard let corner, s > start.length else { return initialDirection }
        let second = end - corner
        let l = second.length
        return l > 1e-12 ? second / l : initialDirection
    }
}

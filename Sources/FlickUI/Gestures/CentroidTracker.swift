public import FlickGeometry

/// A multi-touch pan's translation: the movement of the centroid of its touches, re-based
/// whenever a touch joins or leaves so the translation never jumps (the centroid itself does).
///
/// `translation = centroid − anchor`; adding or removing a touch moves the anchor by exactly as
/// much as the centroid moved. Pure value, deterministic (touches are kept in id order).
public struct CentroidTracker: Hashable, Sendable {
    /// The tracked touches' positions, by id, in id order.
    public private(set) var positions: [(id: Int64, point: Point)] = []
    private var anchor = Point.zero
    private var lastTranslation = Point.zero

    /// Creates an empty tracker (translation zero).
    public init() {}

    /// The mean position of the tracked touches, or nil with none.
    public var centroid: Point? {
        guard !positions.isEmpty else { return nil }
        var sx = 0.0
        var sy = 0.0
        for p in positions {
            sx += p.point.x
            sy += p.point.y
        }
        let n = Double(positions.count)
        return Point(x: sx / n, y: sy / n)
    }

    /// How far the centroid moved since tracking began, re-based across touch changes. With no
    /// touches it keeps its last value.
    public var translation: Point {
        guard let c = centroid else { return lastTranslation }
        return c - anchor
    }

    /// The number of tracked touches.
    public var count: Int { positions.count }

    /// True when `id` is tracked.
    public func contains(_ id: Int64) -> Bool { positions.contains { $0.id == id } }

    /// Adds a touch at `point`; the translation does not change.
    public mutating func add(_ id: Int64, at point: Point) {
        guard !contains(id) else { return move(id, to: point) }
        let before = translation
        positions.append((id, point))
        positions.sort { $0.id < $1.id }
        rebase(keeping: before)
    }

    /// Moves a tracked touch (ignored for an unknown id).
    public mutating func move(_ id: Int64, to point: Point) {
        guard let i = positions.firstIndex(where: { $0.id == id }) else { return }
        positions[i].point = point
        lastTranslation = translation
    }

    /// Removes a touch; the translation does not change.
    public mutating func remove(_ id: Int64) {
        guard contains(id) else { return }
        let before = translation
        positions.removeAll { $0.id == id }
        rebase(keeping: before)
    }

    /// Makes the current translation `value` (UIKit's `setTranslation`).
    public mutating func setTranslation(_ value: Point) {
        rebase(keeping: value)
    }

    private mutating func rebase(keeping t: Point) {
        lastTranslation = t
        if let c = centroid { anchor = c - t }
    }

    /// Equal when the same touches sit at the same places with the same translation.
    public static func == (a: CentroidTracker, b: CentroidTracker) -> Bool {
        a.positions.map(\.id) == b.positions.map(\.id) && a.positions.map(\.point) == b.positions.map(\.point)
            && a.translation == b.translation
    }

    /// Hashes the touches and the translation.
    public func hash(into hasher: inout Hasher) {
        for p in positions {
            hasher.combine(p.id)
            hasher.combine(p.point)
        }
        hasher.combine(translation)
    }
}

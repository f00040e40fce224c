/// Where a released drag goes (pure; FEEL.md §5): velocity first, then position.
///
/// Rests are the panel positions on the axis the drag may reach. The drag came from `origin`;
/// the stretch of the axis the container is in runs from the rest on the origin's side (`a`)
/// to the next rest away from it (`b`).
/// 1. Faster than the velocity threshold: to the next rest beyond the position in the direction
///    of the velocity (a fling towards `b` finishes, one back towards `a` cancels); at the last
///    rest it stays there.
/// 2. Otherwise by position: past `positionThreshold` of the way from `a` to `b` → `b`, else `a`.
/// Past the ends (rubber band) the nearest end wins.
public enum ReleasePlanner {
    /// The resting value (panel units) a release at `position` moving at `velocity` (panel units
    /// per second, positive towards +1) settles on. `velocityThreshold` is in panel units per
    /// second (points per second over the container's size along the axis).
    public static func target(
        position: Double, velocity: Double, origin: Double, rests: [Double], velocityThreshold: Double,
        positionThreshold: Double
    ) -> Double {
        let rests = rests.sorted()
        guard let first = rests.first, let last = rests.last else { return origin }
        let p = position.isFinite ? position : origin
        let v = velocity.isFinite ? velocity : 0
        let eps = 1e-9
        if p < first - eps { return first }
        if p > last + eps { return last }
        if abs(v) > max(velocityThreshold, 0) {
            if v > 0 { return rests.first { $0 > p + eps } ?? last }
            return rests.last { $0 < p - eps } ?? first
        }
        if let exact = rests.first(where: { abs($0 - p) <= eps }) { return exact }
        guard let above = rests.first(where: { $0 > p }), let below = rests.last(where: { $0 < p }) else {
            return origin
        }
        let (a, b) = origin >= above ? (above, below) : (below, above)
        let fraction = abs(p - a) / abs(b - a)
        let threshold = positionThreshold.isFinite ? min(max(positionThreshold, 0), 1) : 0.5
        return fraction > threshold ? b : a
    }
}

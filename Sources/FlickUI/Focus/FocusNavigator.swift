public import FlickGeometry

/// Picks where focus goes from a view when the user presses a direction, from frames alone (all
/// in one coordinate space). Pure: the focus engine gathers the frames, this decides.
///
/// The rule is Android's `FocusFinder` (AOSP `android.view.FocusFinder`: `isCandidate`,
/// `beamBeats`, `getWeightedDistanceFor`), the geometric search TV and gamepad UIs rely on:
///
/// 1. **Candidates** lie towards the direction: for `.right`, the candidate's left edge is right
///    of the source's left edge and its right edge is right of the source's right edge (so a
///    candidate may overlap the source a little, but never sits behind it). Likewise for the
///    other directions.
/// 2. **The beam.** The source's extent across the direction (its rows for left/right, its
///    columns for up/down) is the beam. A candidate that overlaps the beam beats one that doesn't
///    — always for left/right; for up/down only if the out-of-beam one is not entirely closer
///    (its far edge is nearer than the in-beam one's near edge), so a row directly below wins over
///    a tall neighbour beside it.
/// 3. **Distance** otherwise: `13·major² + minor²`, where `major` is the gap along the direction
///    (source's leading edge to candidate's near edge, at least 0) and `minor` the offset of the
///    centres across it. The weight 13 makes a step straight ahead far cheaper than a step to the
///    side (Android's tuned constant).
/// 4. **Ties** (equal score) go to the candidate that comes first in reading order (top, then
///    left), then to the lower index: results never depend on hash or iteration order.
public enum FocusNavigator {
    /// The index in `candidates` focus moves to from `source` in `direction`, or nil if nothing
    /// lies that way. Entries equal to `source` by identity are the caller's to exclude; frames
    /// that are empty or not finite are skipped.
    public static func next(from source: Rect, direction: FocusDirection, candidates: [Rect]) -> Int? {
        var best: Int?
        for (i, rect) in candidates.enumerated() where isUsable(rect) && isCandidate(source, rect, direction) {
            guard let b = best else {
                best = i
                continue
            }
            if isBetter(direction, source, (rect, i), than: (candidates[b], b)) { best = i }
        }
        return best
    }

    /// The item to focus when nothing is focused: the first in reading order (smallest minY,
    /// then smallest minX, then index).
    public static func initial(among candidates: [Rect]) -> Int? {
        candidates.indices.filter { isUsable(candidates[$0]) }.min {
            readingOrder(candidates[$0], $0, candidates[$1], $1)
        }
    }

    /// True when `rect` is towards `direction` from `source` (rule 1).
    public static func isCandidate(_ source: Rect, _ rect: Rect, _ direction: FocusDirection) -> Bool {
        switch direction {
        case .left: (source.maxX > rect.maxX || source.minX >= rect.maxX) && source.minX > rect.minX
        case .right: (source.minX < rect.minX || source.maxX <= rect.minX) && source.maxX < rect.maxX
        case .up: (source.maxY > rect.maxY || source.minY >= rect.maxY) && source.minY > rect.minY
        case .down: (source.minY < rect.minY || source.maxY <= rect.minY) && source.maxY < rect.maxY
        }
    }

    /// `13·major² + minor²` for `rect` seen from `source` (rule 3).
    public static func score(_ source: Rect, _ rect: Rect, _ direction: FocusDirection) -> Double {
        let major = majorDistance(source, rect, direction)
        let minor = minorDistance(source, rect, direction)
        return 13 * major * major + minor * minor
    }

    /// True when `rect`'s extent across the direction overlaps the source's (rule 2).
    public static func isInBeam(_ source: Rect, _ rect: Rect, _ direction: FocusDirection) -> Bool {
        direction.isHorizontal
            ? rect.maxY > source.minY && rect.minY < source.maxY
            : rect.maxX > source.minX && rect.minX < source.maxX
    }

    static func isBetter(
        _ direction: FocusDirection, _ source: Rect, _ a: (Rect, Int), than b: (Rect, Int)
    ) -> Bool {
        if beamBeats(direction, source, a.0, b.0) { return true }
        if beamBeats(direction, source, b.0, a.0) { return false }
        let sa = score(source, a.0, direction), sb = score(source, b.0, direction)
        if sa != sb { return sa < sb }
        return readingOrder(a.0, a.1, b.0, b.1)
    }

    static func beamBeats(_ direction: FocusDirection, _ source: Rect, _ a: Rect, _ b: Rect) -> Bool {
        let aInBeam = isInBeam(source, a, direction), bInBeam = isInBeam(source, b, direction)
        if bInBeam || !aInBeam { return false }
        if !isEntirelyToward(source, b, direction) { return true }
        if direction.isHorizontal { return true }
        return majorDistance(source, a, direction) < majorFarDistance(source, b, direction)
    }

    /// True when `rect` lies wholly beyond the source's leading edge.
    static func isEntirelyToward(_ source: Rect, _ rect: Rect, _ direction: FocusDirection) -> Bool {
        switch direction {
        case .left: source.minX >= rect.maxX
        case .right: source.maxX <= rect.minX
        case .up: source.minY >= rect.maxY
        case .down: source.maxY <= rect.minY
        }
    }

    static func majorDistance(_ source: Rect, _ rect: Rect, _ direction: FocusDirection) -> Double {
        let d: Double
        switch direction {
        case .left: d = source.minX - rect.maxX
        case .right: d = rect.minX - source.maxX
        case .up: d = source.minY - rect.maxY
        case .down: d = rect.minY - source.maxY
        }
        return max(0, d)
    }

    static func majorFarDistance(_ source: Rect, _ rect: Rect, _ direction: FocusDirection) -> Double {
        let d: Double
        switch direction {
        case .left: d = source.minX - rect.minX
        case .right: d = rect.maxX - source.maxX
        case .up: d = source.minY - rect.minY
        case .down: d = rect.maxY - source.maxY
        }
        return max(1, d)
    }

    static func minorDistance(_ source: Rect, _ rect: Rect, _ direction: FocusDirection) -> Double {
        direction.isHorizontal ? abs(source.midY - rect.midY) : abs(source.midX - rect.midX)
    }

    static func readingOrder(_ a: Rect, _ ia: Int, _ b: Rect, _ ib: Int) -> Bool {
        if a.minY != b.minY { return a.minY < b.minY }
        if a.minX != b.minX { return a.minX < b.minX }
        return ia < ib
    }

    static func isUsable(_ rect: Rect) -> Bool {
        rect.origin.isFinite && rect.width.isFinite && rect.height.isFinite && !rect.isEmpty
    }
}

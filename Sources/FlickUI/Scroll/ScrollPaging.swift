import FlickAnimation

/// Page positions along one scroll axis and the choice of the page a fling lands on.
///
/// Pages sit every `pageLength` points from the axis's minimum offset: page k rests at
/// `min(minOffset + k·pageLength, maxOffset)`, so the last page of content that is not a whole
/// number of pages rests at the end. `pageLength` is the viewport's size for classic paging, or
/// card width + spacing for a deck (FEEL.md §1, cards: "page = cell width + 18").
public struct ScrollPaging: Hashable, Sendable {
    /// Distance between successive page offsets, points (> 0).
    public let pageLength: Double

    /// Creates paging with pages every `pageLength` points; a non-finite or non-positive length
    /// is replaced by 1 point (and is a bug in the caller: pass the viewport or card stride).
    public init(pageLength: Double) {
        self.pageLength = pageLength.isFinite && pageLength > 0 ? pageLength : 1
    }

    /// The number of pages between `minOffset` and `maxOffset` (at least 1).
    public func pageCount(minOffset: Double, maxOffset: Double) -> Int {
        let span = max(0, maxOffset - minOffset)
        let count = (span / pageLength - 1e-9).rounded(.up)
        return Int(min(max(count, 0), Double(Int32.max))) + 1
    }

    /// The resting offset of page `index` (clamped to the valid pages).
    public func offset(ofPage index: Int, minOffset: Double, maxOffset: Double) -> Double {
        let last = pageCount(minOffset: minOffset, maxOffset: maxOffset) - 1
        let k = Swift.min(Swift.max(index, 0), last)
        return Swift.min(minOffset + Double(k) * pageLength, Swift.max(minOffset, maxOffset))
    }

    /// The page whose resting offset is nearest to `offset` (ties go to the lower page).
    public func nearestPage(to offset: Double, minOffset: Double, maxOffset: Double) -> Int {
        let (below, above) = bracket(offset, minOffset: minOffset, maxOffset: maxOffset)
        let a = self.offset(ofPage: below, minOffset: minOffset, maxOffset: maxOffset)
        let b = self.offset(ofPage: above, minOffset: minOffset, maxOffset: maxOffset)
        return abs(b - offset) < abs(a - offset) ? above : below
    }

    /// The page a release at `offset` with `velocity` (content-offset direction, points per
    /// second) settles on: of the two pages around `offset` (at most one page either way, like
    /// UIScrollView), the one nearest to where the fling would coast to,
    /// `offset + project(velocity, decelerationRate)` (FEEL.md §4). An exact tie goes the way of
    /// the velocity.
    public func targetPage(
        from offset: Double, velocity: Double, decelerationRate: Double, minOffset: Double, maxOffset: Double
    ) -> Int {
        let projected = offset + project(velocity: velocity.isFinite ? velocity : 0, decelerationRate: decelerationRate)
        let (below, above) = bracket(offset, minOffset: minOffset, maxOffset: maxOffset)
        let a = abs(self.offset(ofPage: below, minOffset: minOffset, maxOffset: maxOffset) - projected)
        let b = abs(self.offset(ofPage: above, minOffset: minOffset, maxOffset: maxOffset) - projected)
        if a == b { return velocity > 0 ? above : below }
        return b < a ? above : below
    }

    /// The last page at or before `offset` and the first page at or after it (equal when `offset`
    /// rests on a page or lies outside the pages).
    func bracket(_ offset: Double, minOffset: Double, maxOffset: Double) -> (Int, Int) {
        let last = pageCount(minOffset: minOffset, maxOffset: maxOffset) - 1
        guard offset.isFinite, offset > minOffset else { return (0, 0) }
        guard offset < self.offset(ofPage: last, minOffset: minOffset, maxOffset: maxOffset) else {
            return (last, last)
        }
        var k = Swift.min(Int(((offset - minOffset) / pageLength).rounded(.down)), last)
        while k > 0, self.offset(ofPage: k, minOffset: minOffset, maxOffset: maxOffset) > offset { k -= 1 }
        let atK = self.offset(ofPage: k, minOffset: minOffset, maxOffset: maxOffset)
        return atK == offset ? (k, k) : (k, Swift.min(k + 1, last))
    }
}

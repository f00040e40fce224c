import Testing

@testable import FlickRaster

/// The text atlas's bookkeeping: runs share pages, apart, each in its border; room is taken
/// back from idle runs in the documented order; pages go when their runs have.
@Suite struct TextAtlasTests {
    typealias Atlas = TextAtlas<String>

    /// The slot's rectangle with its border.
    func padded(_ s: Atlas.Slot) -> (x: Int, y: Int, w: Int, h: Int) {
        let p = Atlas.padding
        return (s.x - p, s.y - p, s.width + 2 * p, s.height + 2 * p)
    }

    /// Whether two slots' bordered rectangles are on different pages or do not meet.
    func apart(_ a: Atlas.Slot, _ b: Atlas.Slot) -> Bool {
        let (p, q) = (padded(a), padded(b))
        return a.page != b.page || p.x >= q.x + q.w || q.x >= p.x + p.w || p.y >= q.y + q.h || q.y >= p.y + p.h
    }

    @Test func runsShareAPageApartWithTheirBorders() throws {
        var atlas = Atlas(pageSide: 256)
        var slots: [Atlas.Slot] = []
        for i in 0..<40 {
            let s = try must(atlas.place("run \(i)", width: 20 + i % 13, height: 12 + i % 3, frame: 1))
            let b = padded(s)
            #expect(b.x >= 0 && b.y >= 0 && b.x + b.w <= 256 && b.y + b.h <= 256)
            for t in slots { #expect(apart(s, t), "\(s) against \(t)") }
            slots.append(s)
        }
        #expect(atlas.pages.count == 1 && Set(slots.map(\.page)).count == 1)
        #expect(atlas.use("run 3", frame: 2) == slots[3])
        #expect(atlas.use("missing", frame: 2) == nil)
    }

    @Test func aLabelChangingEveryFrameReusesItsOldValuesRoom() {
        // A timer beside labels drawn every frame: the timer's old values are drawn in neither
        // this frame nor the last, so their room is taken back before a page is added.
        var atlas = Atlas(pageSide: 128)
        for frame in 1...3000 {
            for i in 0..<4 { _ = atlas.use("label \(i)", frame: frame) ?? atlas.place("label \(i)", width: 60, height: 14, frame: frame) }
            _ = atlas.place("time \(frame)", width: 40 + frame % 7, height: 14, frame: frame)
            _ = atlas.sweep(frame: frame)
            #expect(atlas.pages.count == 1, "frame \(frame): \(atlas.pages.count) pages")
            if atlas.pages.count > 1 { return }
        }
        for i in 0..<4 { #expect(atlas.use("label \(i)", frame: 3001) != nil, "labels in use stay") }
    }

    @Test func keptRunsOutlastIdleOnesAndPagesGrowForThem() throws {
        // Each kept run takes a page of its own here: kept runs are not reclaimed until the
        // budget of pages is reached.
        var atlas = Atlas(pageSide: 64, pageBudget: 3)
        let a = try must(atlas.place("kept a", width: 50, height: 50, frame: 1, keep: true))
        let b = try must(atlas.place("kept b", width: 50, height: 50, frame: 2, keep: true))
        #expect(a.page != b.page, "a second page rather than giving up a kept run")
        let c = try must(atlas.place("drawn", width: 50, height: 50, frame: 3))
        #expect(atlas.pages.count == 3)
        // Past the budget: a run not kept and idle goes first, then kept ones, oldest first.
        let d = try must(atlas.place("new", width: 50, height: 50, frame: 10))
        #expect(d.page == c.page && atlas.use("drawn", frame: 10) == nil)
        let e = try must(atlas.place("newer", width: 50, height: 50, frame: 11))
        #expect(e.page == a.page && atlas.use("kept a", frame: 11) == nil && atlas.use("kept b", frame: 11) != nil)
        #expect(atlas.pages.count == 3)
    }

    @Test func runsUsedThisFrameKeepTheirTexels() throws {
        // Everything on the page was drawn in this frame: a page past the budget, not a reuse.
        var atlas = Atlas(pageSide: 64, pageBudget: 1)
        let a = try must(atlas.place("a", width: 60, height: 60, frame: 5))
        _ = atlas.use("a", frame: 6)
        let b = try must(atlas.place("b", width: 60, height: 60, frame: 6))
        #expect(a.page != b.page && atlas.pages.count == 2 && atlas.use("a", frame: 6) == a)
        _ = atlas.use("b", frame: 7)
        // "a" idle since, "b" drawn again: "a" gives its room to "c" before a third page.
        let c = try must(atlas.place("c", width: 60, height: 60, frame: 8))
        #expect(c.page == a.page && atlas.use("a", frame: 8) == nil)
    }

    @Test func idleRunsAndTheirPagesGoAtTheSweep() throws {
        var atlas = Atlas(pageSide: 64, maxIdleFrames: 10)
        let a = try must(atlas.place("a", width: 60, height: 60, frame: 1, keep: true))
        let b = try must(atlas.place("b", width: 60, height: 60, frame: 1))
        #expect(atlas.sweep(frame: 11).isEmpty && atlas.count == 2)
        _ = atlas.use("b", frame: 5)
        #expect(atlas.sweep(frame: 12) == [a.page], "kept or not, a run idle past the limit goes")
        #expect(atlas.sweep(frame: 16) == [b.page] && atlas.pages.isEmpty && atlas.count == 0)
    }

    @Test func aRunLargerThanAPageGetsAPageOfItsOwn() throws {
        var atlas = Atlas(pageSide: 64)
        let small = try must(atlas.place("small", width: 10, height: 10, frame: 1))
        let big = try must(atlas.place("big", width: 100, height: 20, frame: 1))
        let page = try must(atlas.page(big.page))
        #expect(big.page != small.page && page.isOwn && page.width == 102 && page.height == 22)
        #expect(big.x == 1 && big.y == 1)
        let next = try must(atlas.place("next", width: 10, height: 10, frame: 1))
        #expect(next.page == small.page, "nothing else goes on a run's own page")
        #expect(atlas.place("empty", width: 0, height: 5, frame: 1) == nil)
    }

    @Test func theBorderRepeatsTheEdge() {
        // A 3 × 2 run at (1, 1) of a 6-wide buffer, texels numbered 1…6.
        var texels = [UInt32](repeating: 0, count: 6 * 4)
        for y in 0..<2 { for x in 0..<3 { texels[(y + 1) * 6 + x + 1] = UInt32(y * 3 + x + 1) } }
        texels.withUnsafeMutableBufferPointer { Atlas.extrudeEdges($0, stride: 6, width: 3, height: 2) }
        let rows = (0..<4).map { Array(texels[($0 * 6)..<($0 * 6 + 5)]) }
        #expect(rows == [[1, 1, 2, 3, 3], [1, 1, 2, 3, 3], [4, 4, 5, 6, 6], [4, 4, 5, 6, 6]])
        #expect(texels[5] == 0 && texels[23] == 0, "nothing past the border is touched")
    }
}

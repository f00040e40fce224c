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
            for i in 0..<4 {
                _ =
                    atlas.use("label \(i)", frame: frame)
                    ?? atlas.place("label \(i)", width: 60, height: 14, frame: frame)
            }
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

    @Test func aRunIsHeldWithoutItsClearMarginsButOneTexel() {
        // A 10 × 6 run at (1, 1) of a 12 × 8 buffer, with ink at (3, 2) and (5, 3) only.
        var texels = [UInt32](repeating: 0x00FF_FFFF, count: 12 * 8)
        texels[3 * 12 + 4] = 0x80FF_FFFF
        texels[4 * 12 + 6] = 0x01FF_FFFF
        let part = texels.withUnsafeBufferPointer { Atlas.heldPart($0, stride: 12, width: 10, height: 6) }
        #expect(part == PixelRect(x: 2, y: 1, width: 5, height: 4))
        // Ink at the run's edge: the part stops there; no ink at all: one texel.
        texels[1 * 12 + 1] = 0xFF00_0000
        texels[6 * 12 + 10] = 0xFF00_0000
        let whole = texels.withUnsafeBufferPointer { Atlas.heldPart($0, stride: 12, width: 10, height: 6) }
        #expect(whole == PixelRect(x: 0, y: 0, width: 10, height: 6))
        let clear = [UInt32](repeating: 0x00FF_FFFF, count: 12 * 8)
        let none = clear.withUnsafeBufferPointer { Atlas.heldPart($0, stride: 12, width: 10, height: 6) }
        #expect(none == PixelRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func aSlotHoldsThePartAndKnowsTheRun() throws {
        var atlas = Atlas(pageSide: 64)
        let part = PixelRect(x: 3, y: 2, width: 20, height: 8)
        let s = try must(atlas.place("run", width: 40, height: 14, held: part, frame: 1))
        #expect(s.width == 20 && s.height == 8 && s.runWidth == 40 && s.runHeight == 14 && s.held == part)
        #expect(
            atlas.place("outside", width: 10, height: 10, held: PixelRect(x: 5, y: 0, width: 6, height: 4), frame: 1)
                == nil)
    }

    /// Texels read with linear filtering at (x, y) (texel centres at half-integers), clamped to
    /// the `width` × `height` texels of `texels` starting at `origin`: each channel, 0…255.
    func bilinear(
        _ texels: [UInt32], stride: Int, origin: (Int, Int), width: Int, height: Int, _ x: Double, _ y: Double
    )
        -> [Double]
    {
        let x0 = Int((x - 0.5).rounded(.down)), y0 = Int((y - 0.5).rounded(.down))
        let fx = x - 0.5 - Double(x0), fy = y - 0.5 - Double(y0)
        func texel(_ i: Int, _ j: Int) -> UInt32 {
            let cx = min(max(i, 0), width - 1), cy = min(max(j, 0), height - 1)
            return texels[(origin.1 + cy) * stride + origin.0 + cx]
        }
        return (0..<4).map { c in
            func channel(_ t: UInt32) -> Double { Double((t >> (8 * UInt32(c))) & 0xFF) }
            let top = channel(texel(x0, y0)) * (1 - fx) + channel(texel(x0 + 1, y0)) * fx
            let bottom = channel(texel(x0, y0 + 1)) * (1 - fx) + channel(texel(x0 + 1, y0 + 1)) * fx
            return top * (1 - fy) + bottom * fy
        }
    }

    @Test func aRunOnAPageFiltersAsATextureOfItsOwn() throws {
        // Two runs with ink up to their edges and clear margins, side by side on a page whose
        // free texels are opaque red: read with linear filtering anywhere over the part held,
        // each gives what it gives as a texture of its own clamped to its edge, and past the
        // part its own texture is clear.
        var atlas = Atlas(pageSide: 64)
        var page = [UInt32](repeating: 0xFFFF_0000, count: 64 * 64)
        var seed: UInt32 = 7
        func ink() -> UInt32 {
            seed = seed &* 1_103_515_245 &+ 12345
            return (((seed >> 8) & 0xFF) | 0x10) << 24 | 0x0030_A0F0
        }
        let runs: [(name: String, w: Int, h: Int, inked: (Int, Int) -> Bool)] = [
            ("a", 9, 7, { x, y in y >= 2 && y <= 5 }),
            ("b", 6, 5, { _, _ in true }),
            ("c", 7, 6, { x, y in x >= 3 && x <= 4 && y >= 1 }),
        ]
        let p = Atlas.padding
        for run in runs {
            let stride = run.w + 2 * p
            var own = [UInt32](repeating: 0x0030_A0F0, count: stride * (run.h + 2 * p))
            for y in 0..<run.h { for x in 0..<run.w where run.inked(x, y) { own[(y + p) * stride + x + p] = ink() } }
            own.withUnsafeMutableBufferPointer { Atlas.extrudeEdges($0, stride: stride, width: run.w, height: run.h) }
            let held = own.withUnsafeBufferPointer { Atlas.heldPart($0, stride: stride, width: run.w, height: run.h) }
            let slot = try must(atlas.place(run.name, width: run.w, height: run.h, held: held, frame: 1))
            // The part held and its border go to the page, as the renderer uploads them.
            for y in 0..<(held.height + 2 * p) {
                for x in 0..<(held.width + 2 * p) {
                    page[(slot.y - p + y) * 64 + slot.x - p + x] = own[(held.y + y) * stride + held.x + x]
                }
            }
            for j in 0...(run.h * 8) {
                for i in 0...(run.w * 8) {
                    let u = Double(i) / 8, v = Double(j) / 8
                    let alone = bilinear(own, stride: stride, origin: (p, p), width: run.w, height: run.h, u, v)
                    let inside =
                        u >= Double(held.x) && u <= Double(held.x + held.width) && v >= Double(held.y)
                        && v <= Double(held.y + held.height)
                    guard inside else {
                        #expect(alone[3] == 0, "run \(run.name) is clear past its part at (\(u), \(v))")
                        continue
                    }
                    let onPage = bilinear(
                        page, stride: 64, origin: (0, 0), width: 64, height: 64, Double(slot.x) + u - Double(held.x),
                        Double(slot.y) + v - Double(held.y))
                    #expect(onPage == alone, "run \(run.name) at (\(u), \(v))")
                    if onPage != alone { return }
                }
            }
        }
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

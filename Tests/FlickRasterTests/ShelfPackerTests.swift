import Testing

@testable import FlickRaster

/// `value`, or the test stops with a failure where it is called (`#require` cannot take a
/// mutating call such as `packer.place`).
func must<T>(_ value: T?, sourceLocation: SourceLocation = #_sourceLocation) throws -> T {
    try #require(value, sourceLocation: sourceLocation)
}

/// The shelf packer: rectangles apart and inside, room taken back and reused, shelves that
/// empty joining up and giving their rows back.
@Suite struct ShelfPackerTests {
    typealias Placed = (x: Int, y: Int, w: Int, h: Int)

    /// Whether `a` and `b`, each grown by `gap` on the right and bottom, do not meet.
    func apart(_ a: Placed, _ b: Placed, gap: Int) -> Bool {
        a.x >= b.x + b.w + gap || b.x >= a.x + a.w + gap || a.y >= b.y + b.h + gap || b.y >= a.y + a.h + gap
    }

    @Test func squaresStayApartAndInside() {
        var packer = ShelfPacker(width: 256, height: 256, gap: 1)
        var placed: [Placed] = []
        var sizes = [40, 40, 33, 90, 12, 12, 12, 60, 61, 45, 30, 100, 20]
        sizes += sizes
        for s in sizes {
            guard let p = packer.place(width: s, height: s) else { continue }
            #expect(p.x >= 0 && p.y >= 0 && p.x + s <= 256 && p.y + s <= 256)
            for q in placed { #expect(apart((p.x, p.y, s, s), q, gap: 1), "\(p) size \(s) against \(q)") }
            placed.append((p.x, p.y, s, s))
        }
        #expect(placed.count > 10 && placed.count < sizes.count, "some fit, not all")
        #expect(packer.place(width: 300, height: 300) == nil)
        packer.reset()
        #expect(packer.place(width: 200, height: 200) != nil, "empty again")
    }

    @Test func aShelfTakesRectanglesUpToAThirdShorter() {
        var packer = ShelfPacker(width: 100, height: 100)
        let a = packer.place(width: 30, height: 20)
        let b = packer.place(width: 30, height: 16)
        let c = packer.place(width: 30, height: 14)
        #expect(a?.y == 0 && b?.y == 0 && b?.x == 30, "20 holds 16: \(String(describing: b))")
        #expect(c?.y == 20, "20 is more than a third taller than 14: a new shelf")
    }

    @Test func freedRoomIsReusedAndJoinsItsNeighbours() throws {
        var packer = ShelfPacker(width: 100, height: 20)
        let a = try must(packer.place(width: 40, height: 20))
        let b = try must(packer.place(width: 30, height: 20))
        let c = try must(packer.place(width: 30, height: 20))
        #expect(packer.place(width: 10, height: 20) == nil, "full")
        packer.free(x: a.x, y: a.y, width: 40, height: 20)
        packer.free(x: b.x, y: b.y, width: 30, height: 20)
        // The two freed stretches joined: 70 texels where no single one had more than 40.
        let d = try must(packer.place(width: 70, height: 20))
        #expect(d.x == 0 && d.y == 0)
        packer.free(x: c.x, y: c.y, width: 30, height: 20)
        packer.free(x: c.x, y: c.y, width: 30, height: 20)
        #expect(packer.place(width: 31, height: 20) == nil, "freeing twice frees once")
        #expect(packer.place(width: 30, height: 20)?.x == 70)
    }

    @Test func aLabelThatChangesEveryFrameKeepsToItsRoom() {
        // A timer: each value a few texels wider or narrower than the last, the oldest freed
        // once three are placed. It never needs more than its first rows.
        var packer = ShelfPacker(width: 128, height: 128)
        var live: [Placed] = []
        for i in 0..<2000 {
            let w = 30 + (i * 7) % 11
            guard let p = packer.place(width: w, height: 12) else {
                Issue.record("value \(i) found no room")
                return
            }
            live.append((p.x, p.y, w, 12))
            if live.count > 3 {
                let old = live.removeFirst()
                packer.free(x: old.x, y: old.y, width: old.w, height: old.h)
            }
        }
        #expect(packer.top <= 24, "rows used: \(packer.top)")
    }

    @Test func emptiedShelvesJoinAndTakeOtherHeights() throws {
        var packer = ShelfPacker(width: 64, height: 64)
        let a = try must(packer.place(width: 64, height: 10))
        let b = try must(packer.place(width: 64, height: 20))
        let c = try must(packer.place(width: 64, height: 30))
        packer.free(x: a.x, y: a.y, width: 64, height: 10)
        packer.free(x: b.x, y: b.y, width: 64, height: 20)
        // The first two shelves, empty, are one of 30 rows: a 28-row rectangle fits there.
        let d = try must(packer.place(width: 64, height: 28))
        #expect(d.y == 0)
        packer.free(x: d.x, y: d.y, width: 64, height: 28)
        // An empty shelf far taller than what comes is cut to its height; the rest stays free.
        let e = try must(packer.place(width: 64, height: 5))
        let f = try must(packer.place(width: 64, height: 20))
        #expect(e.y == 0 && f.y == 5, "\(e) \(f)")
        packer.free(x: c.x, y: c.y, width: 64, height: 30)
        #expect(packer.top == 30, "the last shelf, emptied, gives back its rows and the empty one above")
        packer.free(x: e.x, y: e.y, width: 64, height: 5)
        packer.free(x: f.x, y: f.y, width: 64, height: 20)
        #expect(packer.isEmpty)
    }

    @Test func randomPlacesAndFreesNeverOverlap() {
        var packer = ShelfPacker(width: 200, height: 200, gap: 1)
        var live: [Placed] = []
        var seed: UInt64 = 12345
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        var placedCount = 0
        for _ in 0..<5000 {
            if !live.isEmpty, next(3) == 0 {
                let old = live.remove(at: next(live.count))
                packer.free(x: old.x, y: old.y, width: old.w, height: old.h)
                continue
            }
            let w = 5 + next(60), h = [10, 12, 14, 24, 30][next(5)]
            guard let p = packer.place(width: w, height: h) else { continue }
            placedCount += 1
            let r: Placed = (p.x, p.y, w, h)
            #expect(r.x >= 0 && r.y >= 0 && r.x + w < 200 && r.y + h < 200)
            for q in live where !apart(r, q, gap: 1) {
                Issue.record("\(r) overlaps \(q)")
                return
            }
            live.append(r)
        }
        #expect(placedCount > 1500, "\(placedCount) placed")
        for q in live { packer.free(x: q.x, y: q.y, width: q.w, height: q.h) }
        #expect(packer.isEmpty, "everything freed: nothing left")
    }
}

import Foundation
import Testing

@testable import FlickSDL

/// The sprite atlas's pure parts: size classes, the sprites' texels, packing, and what is made
/// when.
@Suite struct SpriteAtlasTests {
    /// The alpha channel of a sprite, 0…1, row by row.
    func alphas(_ key: SpriteAtlas.Key) -> [Double] {
        SpriteAtlas.pixels(key).map { Double($0 >> 24) / 255 }
    }

    @Test func classesRoundUpByLessThanAStep() {
        for d in stride(from: 2.0, through: 160, by: 0.37) {
            let k = SpriteAtlas.classAbove(d)
            let v = SpriteAtlas.classValue(k)
            #expect(v >= d * (1 - 1e-9) && v < d * exp2(1 / 8), "class \(k) for \(d)")
            let n = SpriteAtlas.classValue(SpriteAtlas.classNearest(d))
            #expect(abs(log2(n / d)) <= 1 / 16 + 1e-9)
        }
    }

    @Test func aDiscCoversItsAreaAroundItsCentre() {
        for (size, phase) in [(83, 0), (166, 5), (41, 15), (10, 10)] {
            let key = SpriteAtlas.Key(shape: .disc, size: size, detail: 0, phase: phase)
            let a = alphas(key)
            let n = key.texels
            #expect(a.count == n * n)
            let r = key.diameter / 2
            let area = a.reduce(0, +)
            #expect(abs(area - Double.pi * r * r) < 0.01 * Double.pi * r * r + 1, "area for \(key)")
            // The alpha-weighted centre is where the key says the circle's centre is.
            var mx = 0.0, my = 0.0
            for y in 0..<n { for x in 0..<n { mx += a[y * n + x] * (Double(x) + 0.5); my += a[y * n + x] * (Double(y) + 0.5) } }
            #expect(abs(mx / area - key.center.x) < 0.02 && abs(my / area - key.center.y) < 0.02)
            // Solid in the middle, clear in the corners and along the slot's edges.
            #expect(a[Int(key.center.y) * n + Int(key.center.x)] == 1)
            #expect(a[0] == 0 && a[n - 1] == 0 && a[n * n - 1] == 0)
            #expect((0..<n).allSatisfy { a[$0] == 0 && a[(n - 1) * n + $0] == 0 && a[$0 * n] == 0 && a[$0 * n + n - 1] == 0 })
        }
    }

    @Test func aDiscEdgeIsTheMeshFringesRampOneTexelWide() {
        // Diameter 20.5 with the centre a quarter texel right: the edge crosses row `cy` at
        // x = cx ± 10.25, and a texel's alpha is how far its centre lies inside, plus a half.
        let key = SpriteAtlas.Key(shape: .disc, size: 82, detail: 0, phase: 1)
        let a = alphas(key)
        let n = key.texels
        let (cx, cy) = key.center
        let row = Int(cy)  // the texel row whose centre is nearest the circle's centre
        let dy = Double(row) + 0.5 - cy
        for x in 0..<n {
            let dx = Double(x) + 0.5 - cx
            let expected = min(max(10.25 - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
            #expect(abs(a[row * n + x] - expected) <= 0.5 / 255 + 1e-9, "texel \(x)")
        }
    }

    @Test func aRingIsTheBandInsideTheEdge() {
        let key = SpriteAtlas.Key(shape: .ring, size: 240, detail: 16, phase: 6)  // d 60, width 2
        let a = alphas(key)
        let r = 30.0, w = 2.0
        let area = a.reduce(0, +)
        let band = Double.pi * (r * r - (r - w) * (r - w))
        #expect(abs(area - band) < 0.02 * band, "\(area) against \(band)")
        let n = key.texels
        #expect(a[Int(key.center.y) * n + Int(key.center.x)] == 0, "the hole is clear")
    }

    @Test func aShadowFollowsTheBlurredEdge() {
        // d ≈ 64 (class 48), σ = 4 (class 16): Φ(−e/σ) at distance e outside the edge.
        let key = SpriteAtlas.Key(shape: .shadow, size: 48, detail: 16, phase: 0)
        #expect(abs(key.diameter - 64) < 1e-9 && abs(key.sigma - 4) < 1e-9)
        let a = alphas(key)
        let n = key.texels
        let (cx, cy) = key.center
        func at(_ e: Double) -> Double {
            // The texel along the centre's row whose centre lies nearest edge + e.
            let x = Int((cx + 32 + e - 0.5).rounded())
            let d = Double(x) + 0.5 - cx
            return abs(a[Int(cy) * n + x] - MeshBuilder.normalCDF(-(d - 32) / 4))
        }
        for e in [-6.0, -2, 0, 2, 4, 8] { #expect(at(e) <= 1 / 255 + 1e-9, "at \(e) px from the edge") }
        #expect(a[Int(cy) * n + Int(cx)] > 0.99, "a circle far larger than σ is solid inside")
        #expect((0..<n).allSatisfy { a[Int(cy) * n + $0] == 0 || abs(Double($0) + 0.5 - cx) < 32 + 12 }, "nothing past 3σ")
    }

    @Test func thePackerKeepsSquaresApartAndInside() {
        var packer = ShelfPacker(side: 256)
        var placed: [(x: Int, y: Int, s: Int)] = []
        var sizes = [40, 40, 33, 90, 12, 12, 12, 60, 61, 45, 30, 100, 20]
        sizes += sizes
        for s in sizes {
            guard let p = packer.place(s) else { continue }
            #expect(p.x >= 0 && p.y >= 0 && p.x + s <= 256 && p.y + s <= 256)
            for q in placed {
                // One texel of gap: the squares grown by one on the right and bottom do not meet.
                let apart = p.x >= q.x + q.s + 1 || q.x >= p.x + s + 1 || p.y >= q.y + q.s + 1 || q.y >= p.y + s + 1
                #expect(apart, "\(p) size \(s) against \(q)")
            }
            placed.append((p.x, p.y, s))
        }
        #expect(placed.count > 10 && placed.count < sizes.count, "some fit, not all")
        #expect(packer.place(300) == nil)
        packer.reset()
        #expect(packer.place(200) != nil, "empty again")
    }

    @Test func aSpriteIsMadeOnceWhenAskedFor() {
        var atlas = SpriteAtlas()
        let a = SpriteAtlas.Key(shape: .disc, size: 100, detail: 0, phase: 0)
        #expect(atlas.slot(for: a, frame: 1) == nil)
        #expect(atlas.slot(for: a, frame: 1) == nil)
        #expect(atlas.wanted == [a], "asked for twice, wanted once")
        let made = atlas.placeWanted(frame: 2)
        #expect(made.map(\.0) == [a] && made[0].1.side == a.texels && made[0].1.room == a.texels)
        #expect(atlas.slot(for: a, frame: 2) != nil && atlas.wanted.isEmpty)
        #expect(atlas.placeWanted(frame: 3).isEmpty)
    }

    /// Big rings, each a 163-texel square: 36 fill the 1024² atlas (six shelves of six).
    static let big = (0..<40).map { SpriteAtlas.Key(shape: .ring, size: 640, detail: $0 + 1, phase: 0) }

    @Test func aFullAtlasGivesTheRoomOfTheSpriteUnusedLongestToANewOne() throws {
        var atlas = SpriteAtlas()
        for (i, k) in Self.big.prefix(36).enumerated() { _ = atlas.slot(for: k, frame: i) }
        #expect(atlas.placeWanted(frame: 40).count == 36)
        // Drawn again at different times: the fifth was drawn longest ago.
        for (i, k) in Self.big.prefix(36).enumerated() { _ = atlas.slot(for: k, frame: 50 + (i == 4 ? 0 : i + 1)) }
        let small = SpriteAtlas.Key(shape: .disc, size: 200, detail: 0, phase: 3)
        _ = atlas.slot(for: small, frame: 100)
        let made = atlas.placeWanted(frame: 101)
        #expect(atlas.evictions == 1 && atlas.resets == 0)
        #expect(atlas.slots[Self.big[4]] == nil, "the stalest gave up its room")
        let slot = try #require(made.first?.1)
        #expect(slot.side == small.texels && slot.room == Self.big[4].texels, "in the old room, to be cleared whole")
        // A sprite drawn in the last frame keeps its room: with every ring drawn at frame 101,
        // nothing can go, and the atlas starts over instead.
        for k in atlas.slots.keys { _ = atlas.slot(for: k, frame: 101) }
        _ = atlas.slot(for: Self.big[36], frame: 101)
        _ = atlas.placeWanted(frame: 102)
        #expect(atlas.resets == 1 && atlas.evictions == 1)
        #expect(atlas.slots[Self.big[36]] != nil && atlas.slots.count == 1)
    }

    @Test func aFullAtlasStartsOverAtMostOnceInACooldown() {
        var atlas = SpriteAtlas()
        for k in Self.big { _ = atlas.slot(for: k, frame: 1) }
        let first = atlas.placeWanted(frame: 2)
        #expect(atlas.resets == 1, "the 37th did not fit and nothing could make room")
        #expect(first.count == 36, "as many as fit once the atlas is empty")
        // Within the cooldown a full atlas is not cleared: what does not fit stays a mesh.
        for k in Self.big { _ = atlas.slot(for: k, frame: 2) }
        #expect(atlas.placeWanted(frame: 3).isEmpty)
        #expect(atlas.resets == 1)
        for k in Self.big { _ = atlas.slot(for: k, frame: 1 + SpriteAtlas.resetCooldown) }
        _ = atlas.placeWanted(frame: 2 + SpriteAtlas.resetCooldown)
        #expect(atlas.resets == 2, "after the cooldown it starts over again")
    }

    @Test func aSpriteInALargerRoomIsClearAroundIt() {
        let key = SpriteAtlas.Key(shape: .disc, size: 40, detail: 0, phase: 0)
        let own = SpriteAtlas.pixels(key), roomy = SpriteAtlas.pixels(key, room: key.texels + 7)
        let n = key.texels, m = n + 7
        #expect(roomy.count == m * m)
        #expect((0..<n).allSatisfy { y in (0..<n).allSatisfy { x in roomy[y * m + x] == own[y * n + x] } })
        #expect((0..<m).allSatisfy { y in (0..<m).allSatisfy { x in x < n && y < n || roomy[y * m + x] >> 24 == 0 } })
    }
}

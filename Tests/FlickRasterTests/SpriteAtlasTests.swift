import Foundation
import Testing

@testable import FlickRaster

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
            for y in 0..<n {
                for x in 0..<n {
                    mx += a[y * n + x] * (Double(x) + 0.5)
                    my += a[y * n + x] * (Double(y) + 0.5)
                }
            }
            #expect(abs(mx / area - key.center.x) < 0.02 && abs(my / area - key.center.y) < 0.02)
            // Solid in the middle, clear in the corners and along the slot's edges.
            #expect(a[Int(key.center.y) * n + Int(key.center.x)] == 1)
            #expect(a[0] == 0 && a[n - 1] == 0 && a[n * n - 1] == 0)
            #expect(
                (0..<n).allSatisfy {
                    a[$0] == 0 && a[(n - 1) * n + $0] == 0 && a[$0 * n] == 0 && a[$0 * n + n - 1] == 0
                })
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
        #expect(
            (0..<n).allSatisfy { a[Int(cy) * n + $0] == 0 || abs(Double($0) + 0.5 - cx) < 32 + 12 }, "nothing past 3σ")
    }

    /// Misses `keys` in `frame − 1` and `frame`: from then on they are wanted.
    func miss(_ keys: some Sequence<SpriteAtlas.Key>, in atlas: inout SpriteAtlas, by frame: Int) {
        for k in keys { _ = atlas.slot(for: k, frame: frame - 1) }
        for k in keys { _ = atlas.slot(for: k, frame: frame) }
    }

    @Test func aSpriteIsMadeOnceMissedInTwoFrames() {
        var atlas = SpriteAtlas()
        let a = SpriteAtlas.Key(shape: .disc, size: 100, detail: 0, phase: 0)
        #expect(atlas.slot(for: a, frame: 1) == nil)
        #expect(atlas.slot(for: a, frame: 1) == nil)
        #expect(atlas.wanted.isEmpty, "missed in one frame only")
        #expect(atlas.placeWanted(frame: 2).isEmpty)
        #expect(atlas.slot(for: a, frame: 2) == nil)
        #expect(atlas.slot(for: a, frame: 2) == nil)
        #expect(atlas.wanted == [a], "missed again in a later frame: wanted, once")
        let made = atlas.placeWanted(frame: 3)
        #expect(made.map(\.0) == [a] && made[0].1.side == a.texels && made[0].1.room == a.texels)
        #expect(atlas.slot(for: a, frame: 3) != nil && atlas.wanted.isEmpty)
        #expect(atlas.placeWanted(frame: 4).isEmpty)
    }

    @Test func missesTooFarApartDoNotMakeASprite() {
        var atlas = SpriteAtlas()
        let a = SpriteAtlas.Key(shape: .ring, size: 100, detail: 8, phase: 3)
        _ = atlas.slot(for: a, frame: 1)
        _ = atlas.slot(for: a, frame: 2 + SpriteAtlas.secondMissWithin)
        #expect(atlas.wanted.isEmpty, "the first miss was forgotten; this one counts as a first")
        _ = atlas.slot(for: a, frame: 3 + SpriteAtlas.secondMissWithin)
        #expect(atlas.wanted == [a])
    }

    @Test func aCircleWhoseSizeAnimatesGetsNoSprites() {
        var atlas = SpriteAtlas()
        let steady = SpriteAtlas.Key(shape: .disc, size: 40, detail: 0, phase: 0)
        _ = atlas.slot(for: steady, frame: 1)
        _ = atlas.slot(for: steady, frame: 2)
        _ = atlas.placeWanted(frame: 2)
        for frame in 3...1000 {
            _ = atlas.slot(for: .init(shape: .disc, size: 100 + frame, detail: 0, phase: frame % 16), frame: frame)
            #expect(atlas.wanted.isEmpty)
        }
        #expect(atlas.hasMisses)
        // Drawn again once the animation is over: its misses are forgotten, so nothing is owed.
        let later = (1000 / SpriteAtlas.secondMissWithin + 2) * SpriteAtlas.secondMissWithin
        #expect(atlas.slot(for: steady, frame: later) != nil)
        #expect(!atlas.hasMisses, "old misses are forgotten")
    }

    @Test func aCircleMovingAtASteadySizeGetsEachNewPositionsSpriteAtOnce() {
        var atlas = SpriteAtlas()
        let at = { (phase: Int) in SpriteAtlas.Key(shape: .ring, size: 120, detail: 6, phase: phase) }
        _ = atlas.slot(for: at(0), frame: 1)
        #expect(atlas.wanted.isEmpty, "nothing of its size was drawn before")
        _ = atlas.slot(for: at(1), frame: 2)
        #expect(atlas.wanted == [at(1)], "its size was drawn in the frame before")
        _ = atlas.placeWanted(frame: 3)
        #expect(atlas.slot(for: at(1), frame: 3) != nil)
        _ = atlas.slot(for: at(2), frame: 5)
        #expect(atlas.wanted.isEmpty, "not in the frame just before")
        _ = atlas.slot(for: SpriteAtlas.Key(shape: .disc, size: 120, detail: 0, phase: 3), frame: 6)
        #expect(atlas.wanted.isEmpty, "a disc is not a ring of the same size")
    }

    @Test func aBurstOfNewSpritesIsMadeOverSeveralFrames() {
        var atlas = SpriteAtlas()
        // Twenty discs of about 60 px, 63–67 texels square: 14 or 15 fit a frame's budget.
        let keys = (0..<20).map { SpriteAtlas.Key(shape: .disc, size: 240 + $0, detail: 0, phase: 0) }
        miss(keys, in: &atlas, by: 2)
        let first = atlas.placeWanted(frame: 3)
        let texels = first.map { $0.0.texels * $0.0.texels }.reduce(0, +)
        #expect(first.count < keys.count && texels <= atlas.texelBudget)
        #expect(Set(first.map(\.0)) == Set(keys.prefix(first.count)), "in the order they were asked for")
        // The rest are still missed when drawn, and wanted at once.
        for k in keys { _ = atlas.slot(for: k, frame: 3) }
        let second = atlas.placeWanted(frame: 4)
        #expect(Set(second.map(\.0)) == Set(keys.dropFirst(first.count)))
        // One sprite over the budget alone is still made.
        var small = SpriteAtlas()
        small.texelBudget = 100
        miss(keys.prefix(2), in: &small, by: 2)
        #expect(small.placeWanted(frame: 3).map(\.0) == [keys[0]])
    }

    /// Big rings, each a 163-texel square: 36 fill the 1024² atlas (six shelves of six).
    static let big = (0..<40).map { SpriteAtlas.Key(shape: .ring, size: 640, detail: $0 + 1, phase: 0) }

    @Test func aFullAtlasGivesTheRoomOfTheSpriteUnusedLongestToANewOne() throws {
        var atlas = SpriteAtlas()
        atlas.texelBudget = .max
        miss(Self.big.prefix(36), in: &atlas, by: 39)
        #expect(atlas.placeWanted(frame: 40).count == 36)
        // Drawn again at different times: the fifth was drawn longest ago.
        for (i, k) in Self.big.prefix(36).enumerated() { _ = atlas.slot(for: k, frame: 50 + (i == 4 ? 0 : i + 1)) }
        let small = SpriteAtlas.Key(shape: .disc, size: 200, detail: 0, phase: 3)
        miss([small], in: &atlas, by: 100)
        let made = atlas.placeWanted(frame: 101)
        #expect(atlas.evictions == 1 && atlas.resets == 0)
        #expect(atlas.slots[Self.big[4]] == nil, "the stalest gave up its room")
        let slot = try #require(made.first?.1)
        #expect(slot.side == small.texels && slot.room == Self.big[4].texels, "in the old room, to be cleared whole")
        // A sprite drawn in the last frame keeps its room: with every ring drawn at frame 101,
        // nothing can go, and the atlas starts over instead.
        for k in atlas.slots.keys { _ = atlas.slot(for: k, frame: 101) }
        miss([Self.big[36]], in: &atlas, by: 101)
        _ = atlas.placeWanted(frame: 102)
        #expect(atlas.resets == 1 && atlas.evictions == 1)
        #expect(atlas.slots[Self.big[36]] != nil && atlas.slots.count == 1)
    }

    @Test func aFullAtlasStartsOverAtMostOnceInACooldown() {
        var atlas = SpriteAtlas()
        atlas.texelBudget = .max
        miss(Self.big, in: &atlas, by: 1)
        let first = atlas.placeWanted(frame: 2)
        #expect(atlas.resets == 1, "the 37th did not fit and nothing could make room")
        #expect(first.count == 36, "as many as fit once the atlas is empty")
        // Within the cooldown a full atlas is not cleared: what does not fit stays a mesh.
        for k in Self.big { _ = atlas.slot(for: k, frame: 2) }
        #expect(atlas.placeWanted(frame: 3).isEmpty)
        #expect(atlas.resets == 1)
        miss(Self.big, in: &atlas, by: 1 + SpriteAtlas.resetCooldown)
        _ = atlas.placeWanted(frame: 2 + SpriteAtlas.resetCooldown)
        #expect(atlas.resets == 2, "after the cooldown it starts over again")
    }

    /// Every texel's coverage from its distance to the centre, one square root each: what the
    /// atlas's banded drawing must reproduce byte for byte.
    static func everyTexel(_ key: SpriteAtlas.Key) -> [UInt32] {
        let n = key.texels
        let (cx, cy) = key.center
        let r = key.diameter / 2
        let peak = key.shape == .shadow ? pow(2 * MeshBuilder.normalCDF(r / key.sigma) - 1, 2) : 1
        return (0..<n * n).map { i in
            let dx = Double(i % n) + 0.5 - cx, dy = Double(i / n) + 0.5 - cy
            let d = (dx * dx + dy * dy).squareRoot()
            let a: Double
            switch key.shape {
            case .disc: a = min(max(r - d + 0.5, 0), 1)
            case .ring: a = min(max(r - d + 0.5, 0), 1) - min(max(r - key.ringWidth - d + 0.5, 0), 1)
            case .shadow: a = d - r >= 3 * key.sigma ? 0 : min(MeshBuilder.normalCDF((r - d) / key.sigma), peak)
            }
            return UInt32((min(max(a, 0), 1) * 255).rounded()) << 24 | 0x00FF_FFFF
        }
    }

    @Test func drawingOnlyTheEdgeBandGivesTheSameTexelsAsComputingEveryOne() {
        var keys: [SpriteAtlas.Key] = []
        for size in [8, 9, 10, 13, 41, 83, 166, 253, 527, 640] {
            for phase in [0, 1, 5, 10, 15] {
                keys.append(.init(shape: .disc, size: size, detail: 0, phase: phase))
                for width in [1, 4, 8, 13, 20, 40] where Double(width) / 8 < Double(size) / 8 {
                    keys.append(.init(shape: .ring, size: size, detail: width, phase: phase))
                }
            }
        }
        for size in [8, 20, 40, 56] {
            for sigma in [-8, 0, 8, 16, 24] { keys.append(.init(shape: .shadow, size: size, detail: sigma, phase: 0)) }
        }
        var buffer: [UInt32] = [0x1234_5678]
        for key in keys {
            SpriteAtlas.draw(key, room: key.texels, into: &buffer)
            #expect(buffer == Self.everyTexel(key), "\(key)")
        }
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

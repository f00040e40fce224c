import FlickGeometry
import FlickLayers
import Testing

@testable import FlickSDL

/// Backdrop blurs on both profiles: the GPU's (its backdrop drawn small, run here on the
/// software canvas made with the GPU profile) and SDL's software renderer's (drawn at full
/// size). Neither reads the frame back, and both give the same picture.
@Suite(.serialized)
@MainActor
struct BlurPassTests {
    static let size = Size(width: 128, height: 128)
    static let whole = Rect(x: 0, y: 0, width: 128, height: 128)
    static let dark = Color(red: 0.2, green: 0.25, blue: 0.4)
    static let tint = Color(red: 180 / 255, green: 100 / 255, blue: 250 / 255, alpha: 0.5)
    static let square = fill(Rect(x: 56, y: 56, width: 16, height: 16), .white)

    static func fill(_ rect: Rect, _ color: Color) -> DisplayItem {
        .fill(.init(transform: .identity, rect: rect, radii: .zero, color: color, opacity: 1))
    }

    static func blur(opacity: Double, radius: Double = 16, rect: Rect = whole) -> DisplayItem {
        .backdropBlur(
            .init(transform: .identity, rect: rect, radii: .zero, radius: radius, tint: tint, opacity: opacity))
    }

    /// Renders on a fresh canvas, returned too: its renderer's textures live as long as it does.
    func render(_ items: [DisplayItem], gpu: Bool = false) throws -> (Bitmap, FrameStats, SoftwareCanvas) {
        let canvas = try SoftwareCanvas(
            pixelWidth: 128, pixelHeight: 128, scale: 1, assets: PixelTest.assets,
            options: RendererOptions(profile: gpu ? .gpu : nil))
        let bmp = try PixelTest.render(items, size: Self.size, canvas: canvas)
        return (bmp, canvas.renderer.lastFrameStats, canvas)
    }

    /// True when every channel of `a` and `b` at each of `points` is within `tolerance`.
    func same(_ a: Bitmap, _ b: Bitmap, at points: [(Int, Int)], within tolerance: Int = 3) -> Bool {
        points.allSatisfy { x, y in
            let p = a.rgba(x, y), q = b.rgba(x, y)
            return PixelTest.near(p.r, q.r, tolerance) && PixelTest.near(p.g, q.g, tolerance)
                && PixelTest.near(p.b, q.b, tolerance)
        }
    }

    @Test func aBlurTooFaintToShowIsSkipped() throws {
        let (bmp, stats, _) = try render([Self.fill(Self.whole, Self.dark), Self.blur(opacity: 0.001)])
        #expect(stats.blurs == 0)
        #expect(stats.occludedItems == 1, "the plan skips it")
        #expect(stats.targetSwitches == 1, "straight to the output: no blur target, no offscreen frame")
        #expect(PixelTest.near(bmp.rgba(32, 32).b, 102, 1), "the dark fill, untouched")
        let (_, faint, _) = try render([Self.fill(Self.whole, Self.dark), Self.blur(opacity: 0.01)])
        #expect(faint.blurs == 1, "a faint but visible blur is drawn")
    }

    @Test func bothProfilesDrawTheSameBlurWithoutAnOffscreenFrame() throws {
        let items = [Self.fill(Self.whole, Self.dark), Self.square, Self.blur(opacity: 1)]
        let (small, stats, _) = try render(items, gpu: true)
        let (full, fullStats, _) = try render(items)
        #expect(stats.blurs == 1 && fullStats.blurs == 1)
        // σ = 8 px: three levels. Output, the ¼-size backdrop, one halving magnified from, its
        // tinted copy, back; at full size three halvings and three doublings. No switch to an
        // offscreen frame: the frame is not read back.
        #expect(stats.targetSwitches == 5)
        #expect(fullStats.targetSwitches == 9)
        // Flat, away from the square and the edges (the blur reaches about 2σ): the tinted mix.
        #expect(same(small, full, at: [(28, 28), (100, 30), (30, 100)]))
        #expect(PixelTest.near(small.rgba(28, 28).r, 115, 3) && PixelTest.near(small.rgba(28, 28).b, 176, 3))
        // The square is spread out: lighter at its middle than the flat mix, but far from white.
        for bmp in [small, full] { #expect(bmp.rgba(64, 64).r > 130 && bmp.rgba(64, 64).r < 235) }
    }

    @Test(arguments: [false, true])
    func aBlurOverAUniformScreenIsUniformToTheScreensEdges(gpu: Bool) throws {
        // Past the screen there is nothing to blur: the edge goes on, not the clear colour (black
        // here) fading in. σ = 32 px: on the GPU profile three halvings, which would spread the
        // texels past the screen inwards (`BlurPass.clamp`; on OpenGL, whose filter reads past
        // what it samples, `BlurPassOpenGLTests` checks every depth).
        let light = Color(red: 0.9, green: 0.8, blue: 0.6), want = light.rgba8
        let blur: DisplayItem = .backdropBlur(
            .init(transform: .identity, rect: Self.whole, radii: .zero, radius: 64, tint: .clear, opacity: 1))
        // Two parts, so that the screen is not one fill the frame could take for its clear colour.
        let parts = [Rect(x: 0, y: 0, width: 64, height: 128), Rect(x: 64, y: 0, width: 64, height: 128)]
        let (bmp, _, _) = try render(parts.map { Self.fill($0, light) } + [blur], gpu: gpu)
        var off: [String] = []
        for y in 0..<128 {
            for x in 0..<128 {
                let p = bmp.rgba(x, y)
                let d = max(abs(Int(p.r) - Int(want.r)), abs(Int(p.g) - Int(want.g)), abs(Int(p.b) - Int(want.b)))
                if d > 2 { off.append("\(x),\(y): \(p.r),\(p.g),\(p.b)") }
            }
        }
        #expect(off.isEmpty, "\(off.count) pixels off the fill, first \(off.prefix(6))")
    }

    @Test(arguments: [false, true])
    func theWholeEffectIsMixedInWithTheOpacity(gpu: Bool) throws {
        let (bmp, _, _) = try render([Self.fill(Self.whole, Self.dark), Self.blur(opacity: 0.5)], gpu: gpu)
        // 0.5 · (0.5·T + 0.5·D) + 0.5 · D = 0.25·T + 0.75·D.
        let p = bmp.rgba(64, 64)
        #expect(PixelTest.near(p.r, Int((0.25 * 180 + 0.75 * 51).rounded()), 3))
        #expect(PixelTest.near(p.b, Int((0.25 * 250 + 0.75 * 102).rounded()), 3))
    }

    @Test(arguments: [false, true])
    func aBlurShowsAGroupDrawnThroughATargetBeforeIt(gpu: Bool) throws {
        let group: DisplayItem = .pushGroup(.init(opacity: 0.5, clip: nil))
        let withGroup = [Self.fill(Self.whole, Self.dark), group, Self.square, .popGroup, Self.blur(opacity: 1)]
        let (bmp, stats, _) = try render(withGroup, gpu: gpu)
        let (bare, _, _) = try render([Self.fill(Self.whole, Self.dark), Self.blur(opacity: 1)], gpu: gpu)
        let (opaque, _, _) = try render(
            [Self.fill(Self.whole, Self.dark), Self.square, Self.blur(opacity: 1)], gpu: gpu)
        #expect(stats.blurs == 1 && stats.groups >= 1, "the group drawn through a target")
        // The half-transparent square shows through the blur: lighter than none, darker than
        // an opaque one.
        let mid = bmp.rgba(64, 64).r
        #expect(mid > bare.rgba(64, 64).r + 10 && mid < opaque.rgba(64, 64).r - 10)
        #expect(same(bmp, bare, at: [(20, 20), (108, 108)]), "far from the square, the flat mix")
    }

    @Test(arguments: [false, true])
    func aBlurInsideAGroupBlursWhatLiesBehindTheGroupAndItsItemsBeforeIt(gpu: Bool) throws {
        let group: DisplayItem = .pushGroup(.init(opacity: 0.5, clip: nil))
        let inside = [Self.fill(Self.whole, Self.dark), group, Self.square, Self.blur(opacity: 1), .popGroup]
        let (bmp, stats, _) = try render(inside, gpu: gpu)
        let (outside, _, _) = try render(
            [Self.fill(Self.whole, Self.dark), Self.square, Self.blur(opacity: 1)], gpu: gpu)
        #expect(stats.blurs == 1)
        // Half of the blurred picture over the dark fill under the group.
        let d = Self.dark.rgba8
        for (x, y) in [(64, 64), (28, 28)] {
            let p = bmp.rgba(x, y), q = outside.rgba(x, y)
            #expect(
                PixelTest.near(p.r, (Int(q.r) + Int(d.r) + 1) / 2, 3)
                    && PixelTest.near(p.b, (Int(q.b) + Int(d.b) + 1) / 2, 3))
        }
    }

    @Test(arguments: [false, true])
    func aSecondBlurSeesTheFirst(gpu: Bool) throws {
        let left = Rect(x: 0, y: 0, width: 64, height: 128)
        let first = Self.blur(opacity: 1, radius: 4, rect: left)
        let second: DisplayItem = .backdropBlur(
            .init(transform: .identity, rect: Self.whole, radii: .zero, radius: 4, tint: .clear, opacity: 1))
        let (bmp, stats, _) = try render([Self.fill(Self.whole, Self.dark), first, second], gpu: gpu)
        let (one, _, _) = try render([Self.fill(Self.whole, Self.dark), first], gpu: gpu)
        #expect(stats.blurs == 2)
        // The second blur, untinted, spreads the first's flat tint where that is flat, and the
        // dark fill on the other side.
        #expect(same(bmp, one, at: [(20, 64), (108, 64)]))
    }

    /// A translucent fill over the blur's own shape (a layer's background over its blur, a tint
    /// view over a blur view) shows as drawn after the blur, and costs the output no second pass.
    @Test(arguments: [false, true])
    func aFillOverTheBlursShapeIsMixedIntoItsPicture(gpu: Bool) throws {
        let veil = Self.fill(Self.whole, Color(white: 1, alpha: 0.4))
        let items = [Self.fill(Self.whole, Self.dark), Self.blur(opacity: 0.5)]
        let (bmp, stats, _) = try render(items + [veil], gpu: gpu)
        let (_, alone, _) = try render(items, gpu: gpu)
        // 0.4 · white + 0.6 · (0.25·T + 0.75·D).
        let p = bmp.rgba(64, 64)
        let red: Double = 0.4 * 255 + 0.6 * (0.25 * 180 + 0.75 * 51)
        let blue: Double = 0.4 * 255 + 0.6 * (0.25 * 250 + 0.75 * 102)
        #expect(PixelTest.near(p.r, Int(red.rounded()), 3))
        #expect(PixelTest.near(p.b, Int(blue.rounded()), 3))
        #expect(
            stats.pixelsWritten - alone.pixelsWritten < 128 * 128 / 4,
            "\(stats.pixelsWritten) pixels written against \(alone.pixelsWritten) for the blur alone")
        // A fill on another rectangle is drawn as it is: over the blur on the left half only.
        let half = Self.fill(Rect(x: 0, y: 0, width: 64, height: 128), Color(white: 1, alpha: 0.4))
        let (halves, _, _) = try render(items + [half], gpu: gpu)
        #expect(same(halves, bmp, at: [(20, 64)]) && !same(halves, bmp, at: [(108, 64)]))
    }

    /// A second blur's backdrop shows the first with the fill mixed into it, once.
    @Test(arguments: [false, true])
    func aSecondBlurSeesAFillMixedIntoTheFirst(gpu: Bool) throws {
        let veil = Self.fill(Self.whole, Color(white: 1, alpha: 0.4))
        let clear: DisplayItem = .backdropBlur(
            .init(transform: .identity, rect: Self.whole, radii: .zero, radius: 16, tint: .clear, opacity: 1))
        let first = [Self.fill(Self.whole, Self.dark), Self.blur(opacity: 1), veil]
        let (one, _, _) = try render(first, gpu: gpu)
        let (two, stats, _) = try render(first + [clear], gpu: gpu)
        #expect(stats.blurs == 2)
        // Flat, so the untinted second blur gives back the first's picture.
        #expect(same(two, one, at: [(64, 64), (30, 90)]))
    }

    /// The pixels where `a` and `b` differ in a colour channel, inside or outside `rect`.
    func differences(_ a: Bitmap, _ b: Bitmap, inside: Bool, _ rect: Rect) -> Int {
        var n = 0
        for y in 0..<128 {
            for x in 0..<128 where rect.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) == inside {
                let p = a.rgba(x, y), q = b.rgba(x, y)
                if p.r != q.r || p.g != q.g || p.b != q.b { n += 1 }
            }
        }
        return n
    }

    /// On SDL's software renderer the items before a blur that lie within its reach are drawn
    /// once, into its backdrop, and the output takes their pixels from there: around the blur
    /// they show exactly as without it, and they cost their draws once, plus one copy.
    @Test func theSoftwareOutputTakesTheItemsUnderABlurFromItsBackdrop() throws {
        let glass = Rect(x: 40, y: 40, width: 48, height: 48)
        // Within the blur's reach (2σ + 1 = 17 px around it), outside its rectangle; each an
        // opaque interior and a blended fringe.
        let squares = [
            Self.fill(Rect(x: 26.5, y: 26.5, width: 12, height: 12), .white),
            Self.fill(Rect(x: 89.5, y: 30.5, width: 10, height: 10), Color(red: 1, green: 0.5, blue: 0)),
            Self.fill(Rect(x: 30.5, y: 89.5, width: 10, height: 10), Color(red: 0, green: 0.8, blue: 0.3)),
        ]
        let ground = [Self.fill(Self.whole, Self.dark)]
        let (plain, plainStats, _) = try render(ground + squares)
        let (_, bareStats, _) = try render(ground)
        let (bmp, stats, _) = try render(ground + squares + [Self.blur(opacity: 1, rect: glass)])
        let (blurOnly, blurStats, _) = try render(ground + [Self.blur(opacity: 1, rect: glass)])
        #expect(stats.blurs == 1)
        #expect(differences(bmp, plain, inside: false, glass) == 0, "around the blur, the items exactly as drawn")
        #expect(differences(bmp, blurOnly, inside: true, glass) > 20, "the blur spreads the squares into it")
        let squareDraws = plainStats.drawCalls - bareStats.drawCalls
        #expect(squareDraws >= 3)
        #expect(
            stats.drawCalls - blurStats.drawCalls <= squareDraws + 1,
            "the squares drawn once, and a copy: \(stats.drawCalls) draws against \(blurStats.drawCalls)")
    }

    /// Items reaching past the blur's reach — the ground under the whole output, a bar half in
    /// it — are held by the backdrop too, grown to hold them whole: drawn once, into it, and
    /// copied out with the rest, not drawn into the backdrop and again on the output.
    @Test func theSoftwareBackdropHoldsItemsReachingPastTheBlurWhole() throws {
        let glass = Rect(x: 40, y: 40, width: 48, height: 48)
        // From x = 4 to 60: the blur reaches 17 px around it, from x = 23.
        let bar = Self.fill(Rect(x: 4.5, y: 62.5, width: 56, height: 6), Color(red: 1, green: 0.5, blue: 0))
        let ground = [Self.fill(Self.whole, Self.dark)]
        let (plain, plainStats, _) = try render(ground + [bar])
        let (_, bareStats, _) = try render(ground)
        let (bmp, stats, _) = try render(ground + [bar, Self.blur(opacity: 1, rect: glass)])
        let (_, blurStats, _) = try render(ground + [Self.blur(opacity: 1, rect: glass)])
        #expect(differences(bmp, plain, inside: false, glass) == 0, "around the blur, the items exactly as drawn")
        let barDraws = plainStats.drawCalls - bareStats.drawCalls
        #expect(barDraws >= 1)
        #expect(
            stats.drawCalls - blurStats.drawCalls <= barDraws,
            "the bar drawn once: \(stats.drawCalls) draws against \(blurStats.drawCalls) without it")
    }

    /// The pool's targets come back as they went: SDL's software renderer leaves a textured
    /// rectangle's vertex colour (the picture's opacity) in the texture's mods when it draws it
    /// as a blit, which tinted the next frame's chain.
    @Test(arguments: [false, true])
    func aBlurGivesTheSamePictureFrameAfterFrame(gpu: Bool) throws {
        let canvas = try SoftwareCanvas(
            pixelWidth: 128, pixelHeight: 128, scale: 1, assets: PixelTest.assets,
            options: RendererOptions(profile: gpu ? .gpu : nil))
        let items = [Self.fill(Self.whole, Self.dark), Self.blur(opacity: 0.5)]
        let first = try PixelTest.render(items, size: Self.size, canvas: canvas)
        for _ in 0..<2 {
            let again = try PixelTest.render(items, size: Self.size, canvas: canvas)
            #expect(same(again, first, at: [(64, 64), (20, 20), (100, 110)], within: 1))
        }
        // 0.5 · (0.5·T + 0.5·D) + 0.5 · D.
        #expect(PixelTest.near(first.rgba(64, 64).r, Int((0.25 * 180 + 0.75 * 51).rounded()), 3))
    }

    /// Items wholly under an opaque blur drawn on the output show only through it: they are
    /// drawn into its backdrop, not a second time on the output under the blur's picture. (A
    /// GPU's small backdrop takes opaque fills twice: first with their fringes opaque, an
    /// underlayer for the seams between them.)
    @Test(arguments: [false, true])
    func itemsWhollyUnderAnOpaqueBlurAreDrawnOnce(gpu: Bool) throws {
        let glass = Rect(x: 24, y: 24, width: 80, height: 80)
        let squares = [
            Self.fill(Rect(x: 50.5, y: 50.5, width: 12, height: 12), .white),
            Self.fill(Rect(x: 70.5, y: 60.5, width: 10, height: 10), Color(red: 1, green: 0.5, blue: 0)),
        ]
        let ground = [Self.fill(Self.whole, Self.dark)]
        let (_, plainStats, _) = try render(ground + squares, gpu: gpu)
        let (_, bareStats, _) = try render(ground, gpu: gpu)
        let (bmp, stats, _) = try render(ground + squares + [Self.blur(opacity: 1, rect: glass)], gpu: gpu)
        let (blurOnly, blurStats, _) = try render(ground + [Self.blur(opacity: 1, rect: glass)], gpu: gpu)
        #expect(differences(bmp, blurOnly, inside: true, glass) > 20, "the blur spreads the squares")
        let squareDraws = plainStats.drawCalls - bareStats.drawCalls
        #expect(squareDraws >= 1)
        #expect(
            stats.drawCalls - blurStats.drawCalls == squareDraws * (gpu ? 2 : 1),
            "the squares drawn into the backdrop only: \(stats.drawCalls) draws against \(blurStats.drawCalls)")
    }

    /// A blur away from the output's origin shows what lies behind it, where it lies: a square
    /// at the blur's middle spreads evenly around that middle.
    @Test(arguments: [false, true])
    func aBlurShowsWhatLiesBehindItWhereItLies(gpu: Bool) throws {
        let glass = Rect(x: 40, y: 40, width: 48, height: 48)
        let square = Self.fill(Rect(x: 60, y: 60, width: 8, height: 8), .white)
        let (bmp, _, _) = try render(
            [Self.fill(Self.whole, Self.dark), square, Self.blur(opacity: 1, radius: 8, rect: glass)], gpu: gpu)
        let middle = bmp.rgba(64, 64).r
        for (x, y) in [(56, 64), (72, 64), (64, 56), (64, 72)] {
            #expect(bmp.rgba(x, y).r < middle - 10, "spread out from its middle, at \(x), \(y)")
        }
        #expect(PixelTest.near(bmp.rgba(56, 64).r, bmp.rgba(72, 64).r, 6), "evenly left and right")
        #expect(PixelTest.near(bmp.rgba(64, 56).r, bmp.rgba(64, 72).r, 6), "evenly above and below")
        #expect(PixelTest.near(bmp.rgba(44, 44).r, bmp.rgba(84, 84).r, 3), "flat near its corners")
    }
}

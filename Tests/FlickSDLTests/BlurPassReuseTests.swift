import FlickGeometry
import FlickLayers
import Testing

@testable import FlickSDL

/// A blur's picture kept into the next frame (`BlurPass.Kept`): drawn again without a pass when
/// what the blur reads has not changed, made anew when it has, and in every frame the same
/// pixels as a fresh renderer's.
@Suite(.serialized)
@MainActor
struct BlurPassReuseTests {
    // The output, ground colour and habr tint of `BlurPassTests`.
    static let size = BlurPassTests.size
    static let whole = BlurPassTests.whole
    static let dark = BlurPassTests.dark
    static let violet = BlurPassTests.tint
    static let teal = Color(red: 0.1, green: 0.8, blue: 0.7, alpha: 0.3)

    static func fill(_ rect: Rect, _ color: Color) -> DisplayItem { BlurPassTests.fill(rect, color) }

    /// A blur over `rect` (the whole output unless given), square-cornered unless `radii`.
    static func blur(
        opacity: Double, tint: Color = violet, radius: Double = 16, rect: Rect = whole, radii: CornerRadii = .zero
    ) -> DisplayItem {
        .backdropBlur(
            .init(transform: .identity, rect: rect, radii: radii, radius: radius, tint: tint, opacity: opacity))
    }

    /// A dark ground with two squares for the blur to spread.
    static func ground(squareAt x: Double = 56) -> [DisplayItem] {
        [
            fill(whole, dark), fill(Rect(x: x, y: 56, width: 16, height: 16), .white),
            fill(Rect(x: 90, y: 20, width: 12, height: 30), Color(red: 1, green: 0.5, blue: 0)),
        ]
    }

    static func canvas(gpu: Bool) throws -> SoftwareCanvas {
        try SoftwareCanvas(
            pixelWidth: 128, pixelHeight: 128, scale: 1, assets: PixelTest.assets,
            options: RendererOptions(profile: gpu ? .gpu : nil))
    }

    /// The target switches of a frame whose one blur keeps its picture (a plain rectangle on
    /// whole pixels): the output's alone.
    static let kept = 1

    /// Levels a GPU's kept picture whose tint has moved may differ from a fresh renderer's by:
    /// it draws the tint and the picture apart, where a fresh renderer mixes the tint into the
    /// picture's small copy (`BlurPass.tinted`) and draws that, each rounding to 8 bits in its
    /// own steps.
    static let tintDrawnApart = 2

    /// `items` drawn by a renderer that has drawn nothing before.
    static func fresh(_ items: [DisplayItem], gpu: Bool) throws -> Bitmap {
        try PixelTest.render(items, size: size, canvas: canvas(gpu: gpu))
    }

    /// The largest difference of any channel between `a` and `b` over the whole output.
    static func largestDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        var worst = 0
        for y in 0..<128 {
            for x in 0..<128 {
                let p = a.rgba(x, y), q = b.rgba(x, y)
                worst = max(worst, abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b))
            }
        }
        return worst
    }

    /// Home's chrome: the blur fades in and changes tint as a panel comes, over a camera that
    /// holds still between its frames. The picture is kept: no backdrop, no chain, no target,
    /// and on a GPU, where its first frame mixed the tint into a copy, the copy is drawn while
    /// the tint holds. (σ = 20 px: the picture is magnified from the first halving.)
    @Test(arguments: [false, true])
    func aStillBackdropKeepsItsPictureWhileTheBlurFadesAndChangesTint(gpu: Bool) throws {
        let canvas = try Self.canvas(gpu: gpu)
        let first = Self.ground() + [Self.blur(opacity: 0.3, radius: 40)]
        _ = try PixelTest.render(first, size: Self.size, canvas: canvas)
        let made = canvas.renderer.lastFrameStats
        #expect(made.targetSwitches > 1, "the first frame makes the picture in targets of its own")
        // The first kept frame changes the opacity alone: on a GPU the tinted copy is drawn
        // again, exactly as a fresh renderer draws it; after the tint moves, the tint is drawn
        // apart, and so it stays.
        var moved = false
        let frames = [(0.5, Self.violet), (0.6, Self.teal), (1.0, Self.violet), (0.45, .clear), (0.8, .clear)]
        for (opacity, tint) in frames {
            moved = moved || tint != Self.violet
            let items = Self.ground() + [Self.blur(opacity: opacity, tint: tint, radius: 40)]
            let shot = try PixelTest.render(items, size: Self.size, canvas: canvas)
            let stats = canvas.renderer.lastFrameStats
            #expect(stats.blurs == 1)
            #expect(stats.targetSwitches == Self.kept, "opacity \(opacity): the kept picture")
            #expect(stats.drawCalls < made.drawCalls, "no backdrop drawn, no chain")
            let d = Self.largestDifference(shot, try Self.fresh(items, gpu: gpu))
            let allowed = gpu && moved ? Self.tintDrawnApart : 0
            #expect(d <= allowed, "opacity \(opacity): differs from a fresh renderer's by \(d) levels")
        }
    }

    /// A rounded blur (a card's frosted back) whose tint and opacity move keeps its picture too,
    /// and shows exactly what a fresh renderer shows. Across its edge's partly covered pixels
    /// the tint drawn apart would differ from the tint mixed in (by up to an eighth of picture
    /// less ground), so on a GPU the tinted copy is made again when the tint moves: the
    /// output, the copy, back.
    @Test(arguments: [false, true])
    func aRoundedBlurKeepsItsPictureWhileItsTintMoves(gpu: Bool) throws {
        let canvas = try Self.canvas(gpu: gpu)
        func items(_ opacity: Double, _ tint: Color) -> [DisplayItem] {
            Self.ground() + [
                Self.blur(
                    opacity: opacity, tint: tint, radius: 24, rect: Rect(x: 16, y: 24, width: 96, height: 72),
                    radii: CornerRadii(all: 18))
            ]
        }
        _ = try PixelTest.render(items(0.7, Self.violet), size: Self.size, canvas: canvas)
        for (opacity, tint) in [(0.8, Self.teal), (1.0, Self.violet), (0.5, Color.clear)] {
            let shot = try PixelTest.render(items(opacity, tint), size: Self.size, canvas: canvas)
            let switches = canvas.renderer.lastFrameStats.targetSwitches
            #expect(switches == (gpu ? 3 : Self.kept), "opacity \(opacity): kept, \(switches) target switches")
            let d = Self.largestDifference(shot, try Self.fresh(items(opacity, tint), gpu: gpu))
            #expect(d == 0, "opacity \(opacity): differs from a fresh renderer's by \(d) levels")
        }
    }

    /// Anything before the blur that changes makes the picture anew: a moved square, a new
    /// colour, and the same list after them.
    @Test(arguments: [false, true])
    func aChangedBackdropMakesThePictureAnew(gpu: Bool) throws {
        let canvas = try Self.canvas(gpu: gpu)
        _ = try PixelTest.render(Self.ground() + [Self.blur(opacity: 1)], size: Self.size, canvas: canvas)
        var recoloured = Self.ground()
        recoloured[2] = Self.fill(Rect(x: 90, y: 20, width: 12, height: 30), Color(red: 0, green: 1, blue: 0.2))
        for items in [Self.ground(squareAt: 60), recoloured, Self.ground()].map({ $0 + [Self.blur(opacity: 1)] }) {
            let shot = try PixelTest.render(items, size: Self.size, canvas: canvas)
            #expect(canvas.renderer.lastFrameStats.targetSwitches > Self.kept, "made anew")
            let d = Self.largestDifference(shot, try Self.fresh(items, gpu: gpu))
            #expect(d == 0, "differs from a fresh renderer's by \(d) levels")
        }
    }

    /// An opaque panel sliding over the blur cuts it to what shows and the items under the panel
    /// to what the blur reads. On the GPU profile, whose levels lie on a lattice fixed on the
    /// output, a panel covering more keeps the picture; one uncovering more needs more of it
    /// and makes it anew. Every frame shows what a fresh renderer shows.
    @Test(arguments: [false, true])
    func aPanelSlidingOverTheBlurShowsWhatAFreshRendererShows(gpu: Bool) throws {
        let canvas = try Self.canvas(gpu: gpu)
        var kept = 0
        // The bar lies partly where the blur reads in every frame, so it is drawn in each: only
        // the kept picture's reach tells whether it holds what a panel uncovering more needs.
        let bar = Self.fill(Rect(x: 36, y: 70, width: 14, height: 40), .white)
        for width in [60.0, 64, 30, 2, 20, 40, 41] {
            // Past the output's edges: the software rasteriser's occluders lose their edge pixels.
            let panel = Self.fill(Rect(x: -4, y: -4, width: width + 4, height: 136), .white)
            let items = Self.ground() + [bar, Self.blur(opacity: 1, tint: Self.teal), panel]
            let shot = try PixelTest.render(items, size: Self.size, canvas: canvas)
            if canvas.renderer.lastFrameStats.targetSwitches == Self.kept { kept += 1 }
            let d = Self.largestDifference(shot, try Self.fresh(items, gpu: gpu))
            #expect(d == 0, "panel \(width) pt wide: differs from a fresh renderer's by \(d) levels")
        }
        if gpu { #expect(kept >= 3, "kept while the panel covers more: \(kept) frames of 7") }
    }

    /// A second blur reads the first: when only the first's tint changes, the second's backdrop
    /// (which shows the first, tinted) changed, so it is made anew, and both show what a fresh
    /// renderer shows (on a GPU, once the first's tint has moved, within `tintDrawnApart`).
    @Test(arguments: [false, true])
    func aBlurOverAnotherIsMadeAnewWhenTheFirstChanges(gpu: Bool) throws {
        let canvas = try Self.canvas(gpu: gpu)
        let inner = Self.blur(opacity: 1, tint: .clear, radius: 8, rect: Rect(x: 32, y: 32, width: 64, height: 64))
        for (n, tint) in [Self.violet, Self.teal, Self.teal].enumerated() {
            let items = Self.ground() + [Self.blur(opacity: 0.8, tint: tint), inner]
            let shot = try PixelTest.render(items, size: Self.size, canvas: canvas)
            let d = Self.largestDifference(shot, try Self.fresh(items, gpu: gpu))
            let allowed = gpu && n > 0 ? Self.tintDrawnApart : 0
            #expect(d <= allowed, "differs from a fresh renderer's by \(d) levels")
        }
        #expect(canvas.renderer.lastFrameStats.targetSwitches == 1, "the same frame again keeps both")
    }

    /// Something moving wholly away from what the blur's picture is drawn from — an animation
    /// elsewhere on screen — keeps the picture on the GPU profile; once it moves into reach, the
    /// picture is made anew. (On SDL's software renderer the output takes the ground's pixels
    /// from a backdrop it shares with the blur, here the whole output, `itemsHeld`: there the
    /// item is in it wherever it is.) Every frame shows what a fresh renderer shows.
    @Test(arguments: [false, true])
    func anItemMovingAwayFromTheBlurKeepsItsPicture(gpu: Bool) throws {
        let canvas = try Self.canvas(gpu: gpu)
        // σ = 8 px over the top-left quarter: its backdrop reaches about 2σ past it, and on a GPU
        // out to its lattice (8 px), well short of 100 px.
        let blur = Self.blur(opacity: 1, tint: Self.teal, rect: Rect(x: 0, y: 0, width: 48, height: 48))
        func items(_ at: Point) -> [DisplayItem] {
            Self.ground() + [Self.fill(Rect(x: at.x, y: at.y, width: 12, height: 12), .white), blur]
        }
        _ = try PixelTest.render(items(Point(x: 100, y: 104)), size: Self.size, canvas: canvas)
        let frames: [(Point, Bool)] = [
            (Point(x: 104, y: 104), true), (Point(x: 112, y: 100), true), (Point(x: 40, y: 40), false),
            (Point(x: 41, y: 40), false),
        ]
        for (at, keeps) in frames {
            let shot = try PixelTest.render(items(at), size: Self.size, canvas: canvas)
            let switches = canvas.renderer.lastFrameStats.targetSwitches
            if gpu { #expect((switches == Self.kept) == keeps, "item at \(at): \(switches) target switches") }
            let d = Self.largestDifference(shot, try Self.fresh(items(at), gpu: gpu))
            #expect(d == 0, "item at \(at): differs from a fresh renderer's by \(d) levels")
        }
    }

    /// An item moving beside a panel over the blur, past what the blur reads while the panel is
    /// there but within the blur's reach past its edge, is in the picture when the panel goes:
    /// on a GPU the picture covers the whole blur, so an item anywhere it reaches counts.
    @Test(arguments: [false, true])
    func anItemMovingBesideAPanelOverTheBlurShowsWhenThePanelGoes(gpu: Bool) throws {
        let canvas = try Self.canvas(gpu: gpu)
        let blur = Self.blur(opacity: 1, tint: Self.teal, rect: Rect(x: 0, y: 0, width: 128, height: 48))
        let panel = Self.fill(Rect(x: 64, y: -4, width: 68, height: 56), .white)
        func items(itemAt x: Double, panel covers: Bool) -> [DisplayItem] {
            Self.ground() + [Self.fill(Rect(x: x, y: 56, width: 12, height: 12), .white), blur]
                + (covers ? [panel] : [])
        }
        for (x, covers) in [(90.0, true), (100, true), (100, false)] {
            let shot = try PixelTest.render(items(itemAt: x, panel: covers), size: Self.size, canvas: canvas)
            let d = Self.largestDifference(shot, try Self.fresh(items(itemAt: x, panel: covers), gpu: gpu))
            #expect(d == 0, "item at x \(x), panel \(covers): differs from a fresh renderer's by \(d) levels")
        }
    }

    /// On the GPU profile a circle is drawn from a shared sprite texture once its sprite is made,
    /// and as a mesh standing in for it until then: the same item, other pixels. A picture
    /// holding a stand-in is not kept, so once the sprite is made the blur shows it as a
    /// renderer that had the sprite all along does.
    @Test func aPictureHoldingACircleDrawnInPlaceOfItsSpriteIsMadeAgain() throws {
        let dots = (0..<6).map { i in
            DisplayItem.fill(
                .init(
                    transform: .identity, rect: Rect(x: 10 + Double(i) * 19, y: 50, width: 14.5, height: 14.5),
                    radii: CornerRadii(all: 7.25), color: .white, opacity: 1))
        }
        let items = [Self.fill(Self.whole, Self.dark)] + dots + [Self.blur(opacity: 1, radius: 4)]
        // A renderer that has made every sprite (the blur's backdrop asks for small ones too),
        // then makes the picture anew: a frame with another ground, then the list again.
        let steady = try Self.canvas(gpu: true)
        for _ in 0..<5 { _ = try PixelTest.render(items, size: Self.size, canvas: steady) }
        var other = items
        other[0] = Self.fill(Self.whole, Color(red: 0.3, green: 0.2, blue: 0.1))
        _ = try PixelTest.render(other, size: Self.size, canvas: steady)
        let expected = try PixelTest.render(items, size: Self.size, canvas: steady)
        let canvas = try Self.canvas(gpu: true)
        var shots: [Bitmap] = []
        for _ in 0..<5 { shots.append(try PixelTest.render(items, size: Self.size, canvas: canvas)) }
        #expect(Self.largestDifference(shots[0], expected) > 0, "the first frame draws stand-ins")
        let d = Self.largestDifference(shots[4], expected)
        #expect(d == 0, "differs by \(d) levels from a renderer that had the sprites")
    }
}

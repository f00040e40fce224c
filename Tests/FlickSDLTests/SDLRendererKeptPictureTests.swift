import FlickGeometry
import FlickLayers
import Testing

@testable import FlickSDL

/// Rasterised layers' pictures kept between frames (`KeptPicture`): a frame whose rasterised
/// group would draw the same items, planned the same way, into no more than the kept picture's
/// region puts that picture on screen again. Run on the software canvas with
/// `rasterizesOnSoftware` (and `directBlurOnSoftware` for the mixed blur), each frame against a
/// fresh canvas drawing the same list from scratch.
@Suite(.serialized)
@MainActor
struct SDLRendererKeptPictureTests {
    static let size = SDLRendererMixedBlurTests.size
    static let whole = SDLRendererMixedBlurTests.whole
    static let ground = SDLRendererMixedBlurTests.ground

    static func fill(_ rect: Rect, _ color: Color, opacity: Double = 1) -> DisplayItem {
        SDLRendererPlanTests.fill(rect, color, opacity: opacity)
    }

    /// A camera stand-in: a ground past the output on every side and a light on it, rasterised
    /// at 1 px/pt with `opacity`.
    static func camera(light: Color = .white, opacity: Double = 1) -> [DisplayItem] {
        [.pushGroup(
            .init(
                opacity: opacity, clip: SDLRendererFlatGroupTests.clip(whole, radius: 0), rasterizationScale: 1)),
         fill(Rect(x: -4, y: -4, width: 72, height: 72), ground),
         fill(Rect(x: 10, y: 30, width: 12, height: 12), light),
         .popGroup]
    }

    /// A canvas making pictures (and the direct blur) on the software renderer.
    func canvas(keeps: Bool = true) throws -> SoftwareCanvas {
        let canvas = try SoftwareCanvas(pixelWidth: 128, pixelHeight: 128, scale: 2, assets: PixelTest.assets)
        canvas.renderer.rasterizesOnSoftware = true
        canvas.renderer.directBlurOnSoftware = true
        canvas.renderer.keepsPictures = keeps
        return canvas
    }

    /// `items` drawn on `canvas` (its earlier frames kept) and on a fresh canvas: the two
    /// pictures must be the same to the byte, or within `tolerance` levels a channel.
    func renderAgainstFresh(
        _ items: [DisplayItem], on canvas: SoftwareCanvas, tolerance: Int = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> FrameStats {
        let shown = try PixelTest.render(items, size: Self.size, canvas: canvas)
        let fresh = try PixelTest.render(items, size: Self.size, canvas: try self.canvas())
        // The same picture as a first frame draws (compared pixel by pixel: a failure names
        // where, not the whole picture).
        var differing: [(Int, Int)] = []
        for y in 0..<shown.height {
            for x in 0..<shown.width {
                let a = shown.rgba(x, y), b = fresh.rgba(x, y)
                let d = max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b), abs(a.a - b.a))
                if d > tolerance { differing.append((x, y)) }
            }
        }
        #expect(
            differing.count == 0, "\(differing.count) pixels differ, first at \(differing.prefix(4))",
            sourceLocation: sourceLocation)
        return canvas.renderer.lastFrameStats
    }

    @Test func thePictureGoesOnScreenAgainWhileItsItemsStayTheSame() throws {
        let c = try canvas()
        let first = try renderAgainstFresh(Self.camera(), on: c)
        #expect(first.rasterizedGroups == 1 && first.reusedPictures == 0)
        let targets = c.renderer.cacheCounts.targets
        let second = try renderAgainstFresh(Self.camera(), on: c)
        #expect(second.rasterizedGroups == 0 && second.reusedPictures == 1)
        // Only the output's pixels from it: nothing cleared or drawn into a picture.
        #expect(second.pixelsCopied == 0)
        #expect(second.pixelsDrawn == 128 * 128)
        #expect(first.pixelsDrawn > second.pixelsDrawn + 64 * 64)
        // Its opacity is applied on screen: a fading layer keeps its picture too.
        let faded = try renderAgainstFresh(Self.camera(opacity: 0.5), on: c)
        #expect(faded.reusedPictures == 1)
        #expect(c.renderer.cacheCounts.targets == targets, "no new target")
    }

    @Test func anyChangeInsideMakesANewPictureAndTheOldOneGoesBack() throws {
        let c = try canvas()
        _ = try renderAgainstFresh(Self.camera(), on: c)
        var targets: [Int] = []
        for k in 0..<6 {
            let light = Color(red: 1, green: Double(k) / 6, blue: 0.5)
            let stats = try renderAgainstFresh(Self.camera(light: light), on: c)
            #expect(stats.rasterizedGroups == 1 && stats.reusedPictures == 0, "frame \(k)")
            #expect(c.renderer.keptPictures.count == 1)
            targets.append(c.renderer.cacheCounts.targets)
        }
        // The new picture and the one it replaced take turns: the pool stops growing (the
        // renderer's fourth frame also borrows one for the blur's warm-up and makes the ones
        // the first blur over the whole output takes: its backdrop, three halvings, and the
        // copy a blur mixed into the picture would need).
        #expect(targets.suffix(3).allSatisfy { $0 == targets.last }, "\(targets)")
        #expect(try #require(targets.last) <= 6, "\(targets)")
        // A light that moves is a change too.
        var moved = Self.camera()
        moved[2] = Self.fill(Rect(x: 11, y: 30, width: 12, height: 12), .white)
        #expect(try renderAgainstFresh(moved, on: c).rasterizedGroups == 1)
    }

    /// An opaque panel over the output from `x` points to the right edge (and past it).
    static func panel(from x: Double) -> [DisplayItem] {
        [fill(Rect(x: x, y: -4, width: 68 - x, height: 72), Color(hex: 0x101010))]
    }

    @Test func aPictureCoveringMoreThanNeededServesButOneCoveringLessDoesNot() throws {
        // The panel over the right half: the picture covers the left half (and a texel), its
        // ground drawn through a scissor.
        let c = try canvas()
        _ = try renderAgainstFresh(Self.camera() + Self.panel(from: 32), on: c)
        let half = try #require(c.renderer.keptPictures.first?.picture.region)
        #expect(half.width < 80)
        // The panel sliding further in (a panel swiped over the camera): less is needed, each
        // item's part left uncovered lies inside the part drawn then.
        for x in [28.0, 20, 12] {
            let stats = try renderAgainstFresh(Self.camera() + Self.panel(from: x), on: c)
            #expect(stats.reusedPictures == 1 && stats.rasterizedGroups == 0, "panel from \(x)")
            // Put on screen only where it shows (a texel more), not over all the kept region.
            #expect(stats.pixelsDrawn < Int(2 * x + 8) * 128 + 128 * 128)
        }
        // The panel gone: the whole is needed, more than was kept.
        let whole = try renderAgainstFresh(Self.camera(), on: c)
        #expect(whole.rasterizedGroups == 1 && whole.reusedPictures == 0)
        // The panel back: the whole picture holds the half. (Not compared with a first frame:
        // a picture reaching the clip's right edge is drawn in there by up to half a texel,
        // `drawRaster`, so its texels land a fraction apart from a half picture's.)
        let back = Self.camera() + Self.panel(from: 32)
        c.renderer.render(DisplayList(viewport: Self.size, clearColor: .black, items: back))
        #expect(c.renderer.lastFrameStats.reusedPictures == 1)
        #expect(c.renderer.keptPictures.first?.picture.region.width == 128)
    }

    @Test func aGroupUncoveredFrameByFrameGetsAPictureReachingAhead() throws {
        // The panel sliding off to the right (the camera revealed): each frame needs more.
        let c = try canvas()
        _ = try renderAgainstFresh(Self.camera() + Self.panel(from: 12), on: c)
        let second = try renderAgainstFresh(Self.camera() + Self.panel(from: 20), on: c)
        #expect(second.rasterizedGroups == 1, "more is needed than was kept")
        // It moved 8 points (16 px): this picture reaches twice that further than needed.
        let region = try #require(c.renderer.keptPictures.first?.picture.region)
        let needed = try #require(c.renderer.keptPictures.first?.picture.shown)
        #expect(region.width == needed.width + 32 && region.x == needed.x)
        // The next step fits.
        let third = try renderAgainstFresh(Self.camera() + Self.panel(from: 28), on: c)
        #expect(third.reusedPictures == 1 && third.rasterizedGroups == 0)
    }

    @Test func whatTheSlidingPanelStillHidesIsDrawnIntoThePartAhead() throws {
        // A second light just right of where the panel's edge is in the second frame: hidden
        // then, shown in the third.
        var camera = Self.camera()
        camera.insert(Self.fill(Rect(x: 22, y: 10, width: 4, height: 4), Color(hex: 0xFFD060)), at: 3)
        let c = try canvas()
        _ = try renderAgainstFresh(camera + Self.panel(from: 12), on: c)
        let second = try renderAgainstFresh(camera + Self.panel(from: 20), on: c)
        #expect(second.rasterizedGroups == 1)
        #expect(!c.renderer.plan[3].skip, "drawn into the picture's part ahead though the panel hides it")
        let third = try renderAgainstFresh(camera + Self.panel(from: 28), on: c)
        #expect(third.reusedPictures == 1, "the light is in the kept picture")
    }

    @Test func reachingAheadExtendsEachEdgeByTwiceItsLastMoveOut() {
        let limit = PixelRect(x: 0, y: 0, width: 100, height: 100)
        let now = PixelRect(x: 20, y: 10, width: 50, height: 40)
        // The left and right edges moved out by 5, the bottom by 10, the top in.
        let before = PixelRect(x: 25, y: 8, width: 40, height: 32)
        #expect(SDLRenderer.ahead(now, from: before, within: limit) == PixelRect(x: 10, y: 10, width: 70, height: 60))
        // Never past the limit.
        let far = PixelRect(x: 60, y: 40, width: 10, height: 10)
        #expect(SDLRenderer.ahead(now, from: far, within: limit) == PixelRect(x: 0, y: 0, width: 70, height: 50))
    }

    @Test func whatThePlanSkipsInsideCountsAsAChange() throws {
        // An opaque square drawn later hides the light: the picture is drawn without it.
        let cover = [Self.fill(Rect(x: 8, y: 28, width: 16, height: 16), Color(hex: 0x303030))]
        let c = try canvas()
        _ = try renderAgainstFresh(Self.camera() + cover, on: c)
        #expect(c.renderer.plan[2].skip, "the light is hidden")
        // Uncovered, the same items must draw the light: not the kept picture.
        let uncovered = try renderAgainstFresh(Self.camera(), on: c)
        #expect(uncovered.rasterizedGroups == 1 && uncovered.reusedPictures == 0)
    }

    @Test func aBlurMixedInLeavesTheKeptPictureAsItsItemsDrewIt() throws {
        let blurred = SDLRendererMixedBlurTests.scene(opacity: 0.5)
        let c = try canvas()
        let first = try renderAgainstFresh(blurred, on: c)
        #expect(first.mixedBlurs == 1 && first.rasterizedGroups == 1)
        // The blur at another opacity: the kept picture, mixed again.
        let stronger = try renderAgainstFresh(SDLRendererMixedBlurTests.scene(opacity: 0.8), on: c)
        #expect(stronger.mixedBlurs == 1 && stronger.reusedPictures == 1 && stronger.rasterizedGroups == 0)
        // The blur gone: the picture as drawn, with no trace of either mix.
        let clear = try renderAgainstFresh(SDLRendererMixedBlurTests.scene(opacity: 0), on: c)
        #expect(clear.blurs == 0 && clear.reusedPictures == 1)
    }

    @Test func aBlurMixedIntoAKeptPictureLargerThanNeededCopiesOnlyWhatIsNeeded() throws {
        // A panel over the blur's right part, sliding far in: the kept picture reaches well past
        // what the second frame needs.
        let c = try canvas()
        let first = try renderAgainstFresh(SDLRendererMixedBlurTests.scene(opacity: 0.5) + Self.panel(from: 56), on: c)
        #expect(first.mixedBlurs == 1 && first.rasterizedGroups == 1)
        let items = SDLRendererMixedBlurTests.scene(opacity: 0.6) + Self.panel(from: 16)
        // Within 3 levels (one column of the blur differs by 2–3): the blur's small backdrop is
        // drawn from the picture up to the edge of what is needed, where the filter takes the
        // texel past it — the ground in the kept picture, the clear in a first frame's.
        let second = try renderAgainstFresh(items, on: c, tolerance: 3)
        #expect(second.mixedBlurs == 1 && second.reusedPictures == 1)
        // Copied: what a first frame copies (clearing its own picture, then copying it for the
        // mix) less the clearing — not the whole kept picture, three times as wide.
        let fresh = try canvas()
        fresh.renderer.render(DisplayList(viewport: Self.size, clearColor: .black, items: items))
        #expect(second.pixelsCopied < fresh.renderer.lastFrameStats.pixelsCopied)
    }

    @Test func theWarmUpMakesTheTargetABlurMixedIntoTheKeptPictureWillNeed() throws {
        let c = try canvas()
        for _ in 0..<SDLRenderer.warmUpFrame {
            c.renderer.render(DisplayList(viewport: Self.size, clearColor: .black, items: Self.camera()))
        }
        #expect(c.renderer.lastFrameStats.warmUps == 1)
        // The copy of the 64 × 64-texel picture with the spots' blur beside it: already there.
        let pool = c.renderer.pool, count = pool.count
        let target = try #require(pool.acquire(width: 64 + 24, height: 64, frame: 99))
        #expect(pool.count == count, "no texture made for the first mix")
        pool.release(target.texture)
    }

    @Test func turnedOffEveryFrameDrawsItsPictureAndKeepsNothing() throws {
        let c = try canvas(keeps: false)
        for _ in 0..<3 {
            let stats = try renderAgainstFresh(Self.camera(), on: c)
            #expect(stats.rasterizedGroups == 1 && stats.reusedPictures == 0)
            #expect(c.renderer.keptPictures.isEmpty)
        }
    }

    @Test func releasingResourcesForgetsKeptPictures() throws {
        let c = try canvas()
        _ = try renderAgainstFresh(Self.camera(), on: c)
        #expect(c.renderer.keptPictures.count == 1)
        c.renderer.releaseResources()
        #expect(c.renderer.keptPictures.isEmpty)
        let again = try renderAgainstFresh(Self.camera(), on: c)
        #expect(again.rasterizedGroups == 1, "its texture was destroyed: drawn anew")
    }
}

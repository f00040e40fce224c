import FlickGeometry
import FlickLayers
import Testing

@testable import FlickSDL

/// Blurs that cost nothing or little: an invisible blur is skipped (and so is the offscreen frame
/// it used to force), and the GPU renderers' direct blur draws its backdrop small instead of
/// reading the frame back — run here on the software canvas made with the GPU profile.
@Suite(.serialized)
@MainActor
struct SDLRendererBackdropTests {
    static let size = Size(width: 128, height: 128)
    static let whole = Rect(x: 0, y: 0, width: 128, height: 128)
    static let dark = Color(red: 0.2, green: 0.25, blue: 0.4)
    static let tint = Color(red: 180 / 255, green: 100 / 255, blue: 250 / 255, alpha: 0.5)

    static func fill(_ rect: Rect, _ color: Color) -> DisplayItem {
        .fill(.init(transform: .identity, rect: rect, radii: .zero, color: color, opacity: 1))
    }

    static func blur(opacity: Double, radius: Double = 16) -> DisplayItem {
        .backdropBlur(.init(transform: .identity, rect: whole, radii: .zero, radius: radius, tint: tint, opacity: opacity))
    }

    /// Renders on a fresh canvas, returned too: its renderer's textures live as long as it does.
    func render(_ items: [DisplayItem], direct: Bool = false) throws -> (Bitmap, FrameStats, SoftwareCanvas) {
        let canvas = try SoftwareCanvas(
            pixelWidth: 128, pixelHeight: 128, scale: 1, assets: PixelTest.assets,
            options: RendererOptions(profile: direct ? .gpu : nil))
        let bmp = try PixelTest.render(items, size: Self.size, canvas: canvas)
        return (bmp, canvas.renderer.lastFrameStats, canvas)
    }

    @Test func aBlurTooFaintToShowIsSkippedWithItsOffscreenFrame() throws {
        let (bmp, stats, canvas) = try render([Self.fill(Self.whole, Self.dark), Self.blur(opacity: 0.001)])
        #expect(stats.blurs == 0)
        #expect(stats.occludedItems == 1, "the plan skips it")
        #expect(stats.targetSwitches == 1, "straight to the output: no frame texture, no blur chain")
        #expect(canvas.renderer.frameTexture == nil)
        #expect(PixelTest.near(bmp.rgba(32, 32).b, 102, 1), "the dark fill, untouched")
    }

    @Test func aFaintButVisibleBlurIsStillDrawn() throws {
        let (_, stats, _) = try render([Self.fill(Self.whole, Self.dark), Self.blur(opacity: 0.01)])
        #expect(stats.blurs == 1)
    }

    @Test func theDirectBlurNeedsNoOffscreenFrameAndFewTargets() throws {
        let items = [Self.fill(Self.whole, Self.dark), Self.fill(Rect(x: 56, y: 56, width: 16, height: 16), .white),
            Self.blur(opacity: 1)]
        let (direct, stats, canvas) = try render(items, direct: true)
        let (chain, chainStats, _) = try render(items)
        #expect(stats.blurs == 1)
        #expect(canvas.renderer.frameTexture == nil, "the backdrop is drawn again, small; the frame is not read back")
        // σ = 8 px: three levels. Output, the ¼-size backdrop, one halving, one doubling, back.
        #expect(stats.targetSwitches == 5)
        #expect(chainStats.targetSwitches > stats.targetSwitches)
        // Flat, away from the square and the edges (the blur reaches about 2σ): o·(t·T +
        // (1 − t)·B) + (1 − o)·D with o = 1 is the tinted mix, as the full-size chain gives it.
        for (x, y) in [(28, 28), (100, 30), (30, 100)] {
            let a = direct.rgba(x, y), b = chain.rgba(x, y)
            #expect(PixelTest.near(a.r, b.r, 3) && PixelTest.near(a.g, b.g, 3) && PixelTest.near(a.b, b.b, 3))
            #expect(PixelTest.near(a.r, 115, 3) && PixelTest.near(a.b, 176, 3))
        }
        // The square is spread out: lighter at its middle than the flat mix, but far from white.
        let mid = direct.rgba(64, 64)
        #expect(mid.r > 130 && mid.r < 235)
    }

    @Test func theDirectBlurMixesTheWholeEffectWithItsOpacity() throws {
        let (bmp, _, _) = try render([Self.fill(Self.whole, Self.dark), Self.blur(opacity: 0.5)], direct: true)
        // 0.5 · (0.5·T + 0.5·D) + 0.5 · D = 0.25·T + 0.75·D.
        let p = bmp.rgba(64, 64)
        #expect(PixelTest.near(p.r, Int((0.25 * 180 + 0.75 * 51).rounded()), 3))
        #expect(PixelTest.near(p.b, Int((0.25 * 250 + 0.75 * 102).rounded()), 3))
    }

    @Test func onlyTheFirstBlurWithNothingOffscreenBeforeItIsDirect() throws {
        let group: DisplayItem = .pushGroup(.init(opacity: 0.5, clip: nil))
        let (_, stats, canvas) = try render(
            [Self.fill(Self.whole, Self.dark), group, Self.fill(Rect(x: 4, y: 4, width: 8, height: 8), .white), .popGroup,
             Self.blur(opacity: 1)], direct: true)
        #expect(canvas.renderer.directBlur == nil, "a group drawn through a target comes first")
        #expect(stats.blurs == 1 && canvas.renderer.frameTexture != nil)
    }

    /// A plain scene: the dark fill with a white square where the warm-up reads its backdrop.
    static let plain = [fill(whole, dark), fill(Rect(x: 60, y: 60, width: 8, height: 8), .white)]

    @Test func aLaterPlainFrameRunsTheDirectBlurOnceInvisibly() throws {
        let (_, first, canvas) = try render(Self.plain, direct: true)
        #expect(first.warmUps == 0, "not in the renderer's first frame, the end of startup")
        for _ in 2..<SDLRenderer.warmUpFrame {
            _ = try PixelTest.render(Self.plain, size: Self.size, canvas: canvas)
            #expect(canvas.renderer.lastFrameStats.warmUps == 0, "nor in the frames making the first sprites")
        }
        let warmed = try PixelTest.render(Self.plain, size: Self.size, canvas: canvas)
        let stats = canvas.renderer.lastFrameStats
        #expect(stats.warmUps == 1 && stats.blurs == 0)
        // Output, the ¼-size backdrop, one halving, one doubling, back: the whole chain ran;
        // then each target a blur over the whole output takes, filled once (its backdrop and
        // three halvings), and back.
        #expect(stats.targetSwitches == 5 + 5)
        let next = try PixelTest.render(Self.plain, size: Self.size, canvas: canvas)
        #expect(canvas.renderer.lastFrameStats.warmUps == 0, "once per renderer")
        #expect(canvas.renderer.lastFrameStats.targetSwitches == 1)
        // The last pass had zero alpha: not one channel of one pixel moved.
        #expect(warmed.pixels == next.pixels)
        let (software, softwareStats, _) = try render(Self.plain)
        #expect(softwareStats.warmUps == 0, "the canvas keeps the full-size chain: nothing to warm up")
        #expect(software.pixels == warmed.pixels)
    }

    @Test func aFrameWithItsOwnDirectBlurOrDrawnOffscreenIsNotWarmedUp() throws {
        let (_, stats, canvas) = try render(Self.plain + [Self.blur(opacity: 1)], direct: true)
        #expect(stats.warmUps == 0 && stats.blurs == 1, "drawing the blur warmed it up")
        _ = try PixelTest.render(Self.plain, size: Self.size, canvas: canvas)
        #expect(canvas.renderer.lastFrameStats.warmUps == 0)

        let group: DisplayItem = .pushGroup(.init(opacity: 0.5, clip: nil))
        let offscreen = Self.plain + [group, Self.fill(Rect(x: 4, y: 4, width: 8, height: 8), .white), .popGroup]
        let (_, groupStats, later) = try render(Self.plain, direct: true)
        #expect(groupStats.warmUps == 0, "the renderer's first frame")
        for _ in 2..<SDLRenderer.warmUpFrame { _ = try PixelTest.render(Self.plain, size: Self.size, canvas: later) }
        _ = try PixelTest.render(offscreen, size: Self.size, canvas: later)
        #expect(later.renderer.lastFrameStats.warmUps == 0, "the frame is drawn offscreen: the warm-up would not reach the output")
        _ = try PixelTest.render(Self.plain, size: Self.size, canvas: later)
        #expect(later.renderer.lastFrameStats.warmUps == 1, "the first frame drawn straight to the output")
    }

    @Test(arguments: [
        ("llvmpipe (LLVM 15.0.6, 256 bits)", true), ("softpipe", true), ("Software Rasterizer (swrast)", true),
        ("V3D 4.2", false), ("Mesa Intel(R) UHD Graphics 620 (KBL GT2)", false), ("Mali-G52", false),
    ])
    func theBlurWaitsForItsSmallPassesOnlyOnCPURasterisers(glRenderer: String, onCPU: Bool) throws {
        #expect(SDLRenderer.isCPURasteriser(glRenderer: glRenderer) == onCPU)
        let canvas = try SoftwareCanvas(pixelWidth: 8, pixelHeight: 8, scale: 1, assets: PixelTest.assets)
        #expect(!canvas.renderer.drawsOnCPU, "SDL's software renderer is not an OpenGL renderer")
    }

    @Test func finishingTheSmallPassesChangesNoPixel() throws {
        let items = Self.plain + [Self.blur(opacity: 0.7)]
        let (plain, _, _) = try render(items, direct: true)
        let canvas = try SoftwareCanvas(
            pixelWidth: 128, pixelHeight: 128, scale: 1, assets: PixelTest.assets,
            options: RendererOptions(profile: .cpuRasteriser))
        let waited = try PixelTest.render(items, size: Self.size, canvas: canvas)
        #expect(waited.pixels == plain.pixels)
        #expect(canvas.renderer.diagnostics.isEmpty, "the one-pixel read-back worked")
    }
}

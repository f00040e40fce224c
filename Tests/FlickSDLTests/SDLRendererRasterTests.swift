import FlickGeometry
import FlickLayers
import Testing

@testable import FlickSDL

/// Rasterised layers (`Layer.shouldRasterize`): which groups get a picture of their own at a
/// fraction of the output's resolution, how big, and how it goes on screen. The pictures are
/// made on GPU renderers only; here the software canvas makes them too
/// (`rasterizesOnSoftware`), to check the plan — not the pixels, which it cannot blend.
@Suite(.serialized)
@MainActor
struct SDLRendererRasterTests {
    /// 64 × 64 points at 2 pixels per point.
    static let size = Size(width: 64, height: 64)
    static let whole = Rect(x: 0, y: 0, width: 64, height: 64)
    /// Past the output on every side, as a camera's world is.
    static let beyond = Rect(x: -4, y: -4, width: 72, height: 72)

    static func fill(_ rect: Rect, _ color: Color, opacity: Double = 1) -> DisplayItem {
        SDLRendererPlanTests.fill(rect, color, opacity: opacity)
    }

    static func clip(_ rect: Rect, radius: Double = 0) -> DisplayItem.Clip {
        SDLRendererFlatGroupTests.clip(rect, radius: radius)
    }

    static func raster(scale: Double = 1, opacity: Double = 1, clip: Rect? = whole, radius: Double = 0)
        -> DisplayItem
    {
        .pushGroup(.init(opacity: opacity, clip: clip.map { Self.clip($0, radius: radius) }, rasterizationScale: scale))
    }

    /// Renders `items` on a 2× canvas making pictures (`rasterizes`), on a renderer that is a
    /// CPU rasteriser or not; returns the renderer, whose plan stays for inspection.
    func render(_ items: [DisplayItem], rasterizes: Bool = true, onCPU: Bool = false) throws -> SDLRenderer {
        let canvas = try SoftwareCanvas(pixelWidth: 128, pixelHeight: 128, scale: 2, assets: PixelTest.assets)
        canvas.renderer.rasterizesOnSoftware = rasterizes
        canvas.renderer.drawsOnCPU = onCPU
        _ = try PixelTest.render(items, size: Self.size, canvas: canvas)
        return canvas.renderer
    }

    @Test func aRasterisedGroupIsDrawnIntoAPictureAtItsScale() throws {
        let r = try render([
            Self.raster(),
            Self.fill(Self.beyond, Color(hex: 0x203040)),
            Self.fill(Rect(x: 8, y: 8, width: 16, height: 16), .white),
            .popGroup,
        ])
        let stats = r.lastFrameStats
        #expect(stats.rasterizedGroups == 1)
        #expect(r.plan[0].rasterStep == 2, "2 px per point over 1: each texel covers 2 × 2 pixels")
        #expect(r.plan[0].rasterOpaque, "its opaque fill covers the clip: put on screen unblended")
        #expect(stats.groups == 0, "no group target, no offscreen frame")
        // The picture: 64 × 64 texels, no further than the clip (a rectangle on whole pixels),
        // cleared once; the output's clear is covered by the picture.
        #expect(stats.pixelsCopied == 64 * 64)
        // Drawn: 64² + 16² texels into the picture (a quarter of the 2× pixels) and the white
        // square's anti-aliased fringe there, then the 128² output pixels from it, cut to the
        // clip without a fringe.
        let least = 64 * 64 + 16 * 16 + 128 * 128
        #expect(stats.pixelsDrawn >= least && stats.pixelsDrawn <= least + 4 * 17)
    }

    @Test func onTheSoftwareRendererOrAtItsOwnScaleItIsDrawnAsAnyGroup() throws {
        let items: [DisplayItem] = [Self.raster(), Self.fill(Self.whole, .white), .popGroup]
        let software = try render(items, rasterizes: false)
        #expect(software.lastFrameStats.rasterizedGroups == 0)
        #expect(software.lastFrameStats.flattenedGroups == 1, "a rectangular clip holding it all: drawn flat")
        let sharp = try render([Self.raster(scale: 2), Self.fill(Self.whole, .white), .popGroup])
        #expect(sharp.lastFrameStats.rasterizedGroups == 0, "2 px per point on a 2× output saves nothing")
        #expect(sharp.plan[0].rasterStep == 0)
        let finer = try render([Self.raster(scale: 0.5), Self.fill(Self.whole, .white), .popGroup])
        #expect(finer.plan[0].rasterStep == 4)
    }

    @Test func aGroupWithABlurInsideKeepsItsTarget() throws {
        let r = try render([
            Self.raster(),
            Self.fill(Self.whole, .white),
            .backdropBlur(
                .init(transform: .identity, rect: Rect(x: 8, y: 8, width: 32, height: 32), radii: .zero, radius: 8,
                      tint: .clear, opacity: 1)),
            .popGroup,
        ])
        #expect(r.lastFrameStats.rasterizedGroups == 0)
        #expect(r.plan[0].rasterStep == 0, "the blur would read the picture's own target")
    }

    @Test func onACPURasteriserOnlyTheFirstDrawingGetsAPicture() throws {
        let items: [DisplayItem] = [
            Self.fill(Rect(x: 0, y: 0, width: 64, height: 8), .white),
            Self.raster(clip: Rect(x: 0, y: 8, width: 64, height: 56)),
            Self.fill(Rect(x: 0, y: 8, width: 64, height: 56), .black),
            .popGroup,
        ]
        #expect(try render(items, onCPU: false).lastFrameStats.rasterizedGroups == 1)
        let cpu = try render(items, onCPU: true)
        #expect(cpu.lastFrameStats.rasterizedGroups == 0, "sampling it after other drawing would split the output")
        #expect(cpu.lastFrameStats.flattenedGroups == 1, "the group's own plan stands: drawn flat")
        let first = try render(Array(items[1...]) + [items[0]], onCPU: true)
        #expect(first.lastFrameStats.rasterizedGroups == 1)
    }

    @Test func aPictureThatDoesNotCoverItsClipIsBlended() throws {
        let translucent = try render([Self.raster(), Self.fill(Self.whole, .white, opacity: 0.5), .popGroup])
        #expect(translucent.lastFrameStats.rasterizedGroups == 1)
        #expect(!translucent.plan[0].rasterOpaque)
        let partial = try render([Self.raster(), Self.fill(Rect(x: -4, y: -4, width: 67, height: 72), .white), .popGroup])
        #expect(!partial.plan[0].rasterOpaque, "a column of the clip is left clear")
        let rounded = try render([Self.raster(radius: 6), Self.fill(Self.beyond, .white), .popGroup])
        #expect(!rounded.plan[0].rasterOpaque, "a rounded clip's corners fade")
        let faded = try render([Self.raster(opacity: 0.5), Self.fill(Self.whole, .white), .popGroup])
        #expect(!faded.plan[0].rasterOpaque)
    }

    @Test func aPictureIsCutToWhatShowsOfIt() throws {
        let r = try render([
            Self.raster(),
            Self.fill(Self.beyond, .white),
            .popGroup,
            Self.fill(Rect(x: -4, y: -4, width: 36, height: 72), .black),
        ])
        #expect(r.lastFrameStats.rasterizedGroups == 1)
        // The black fill covers output pixels up to x = 64, one less on the software renderer
        // (its fringe).
        #expect(r.plan[0].visible == PixelRect(x: 63, y: 0, width: 65, height: 128))
        // Pixels 61 (a texel more for the filter, rounded down to a texel) to 128, the clip's
        // edge: 34 by 64 texels, cleared with the column after them (a filter reading half a
        // texel past the used part finds it; the 64-texel pool texture has no row below).
        #expect(r.lastFrameStats.pixelsCopied == 35 * 64)
    }

    @Test func aRoundedClipAroundItIsCarriedToThePicture() throws {
        let r = try render([
            .pushGroup(.init(opacity: 1, clip: Self.clip(Self.whole, radius: 12))),
            Self.raster(),
            Self.fill(Self.whole, .white),
            .popGroup,
            .popGroup,
        ])
        #expect(r.lastFrameStats.rasterizedGroups == 1)
        #expect(r.lastFrameStats.groups == 0, "the outer group is drawn flat, its clip carried")
        guard case .pushGroup(let inner) = r.carried[1] else {
            Issue.record("the rasterised group should take the outer clip")
            return
        }
        #expect(inner.clip?.radii == CornerRadii(all: 12))
        #expect(!r.plan[1].rasterOpaque, "its items fade at the corners at half resolution: blended")
        // The picture (64 × 64 texels: it still stops at the clip's rectangle) and the output,
        // cleared under its rounded corners.
        #expect(r.lastFrameStats.pixelsCopied == 64 * 64 + 128 * 128)
    }

    @Test func anOpaquePictureHidesWhatLiesUnderItUpToItsClip() throws {
        // A camera's drifting world whose left edge lies half a point (a pixel, less than a
        // texel) past the clip: the picture stops at the clip, so its first texel is whole.
        let under = Self.fill(Self.whole, .black)
        let r = try render([
            under,
            Self.raster(),
            Self.fill(Rect(x: -0.5, y: -4, width: 72, height: 72), Color(hex: 0x203040)),
            .popGroup,
        ])
        #expect(r.lastFrameStats.rasterizedGroups == 1)
        #expect(r.plan[0].skip, "the background under the camera is covered to the clip's edges")
        #expect(r.plan[1].rasterOpaque)
        // The same world drawn without a clip: the picture then reaches a texel past the
        // output, where that world stops short, so the outermost column fades.
        let unclipped = try render([
            under,
            Self.raster(clip: nil),
            Self.fill(Rect(x: -0.5, y: -4, width: 72, height: 72), Color(hex: 0x203040)),
            .popGroup,
        ])
        #expect(unclipped.lastFrameStats.rasterizedGroups == 1)
        #expect(!unclipped.plan[0].skip)
        // What an opaque rectangle inside hides: a texel less on each side where the picture
        // goes on, the whole of it where the picture stops (at a clip's rectangle on texels,
        // or well past the output).
        func hides(_ o: PixelRect, clip: Rect?) -> PixelRect? {
            let g = DisplayItem.Group(opacity: 1, clip: clip.map { Self.clip($0) }, rasterizationScale: 1)
            return r.rasterOccluder(o, g, step: 2, screen: PixelRect(x: 0, y: 0, width: 128, height: 128))
        }
        let reaching = PixelRect(x: -1, y: 0, width: 129, height: 128)
        #expect(hides(reaching, clip: Self.whole) == reaching)
        #expect(
            hides(PixelRect(x: 10, y: -8, width: 50, height: 140), clip: Self.whole)
                == PixelRect(x: 12, y: -8, width: 46, height: 140))
        #expect(
            hides(reaching, clip: Rect(x: 0.5, y: 0, width: 63, height: 64))
                == PixelRect(x: 1, y: 0, width: 125, height: 128), "a clip off the texels: the picture starts before it")
        #expect(hides(reaching, clip: nil) == PixelRect(x: 1, y: 2, width: 125, height: 124))
        let past = PixelRect(x: -2, y: -2, width: 134, height: 134)
        #expect(hides(past, clip: nil) == past, "no clip: a texel past the output at the left, two at the right")
        #expect(hides(PixelRect(x: 0, y: 0, width: 3, height: 3), clip: nil) == nil)
    }

    @Test func aPictureWhoseGroupSitsInATargetIsNotMade() throws {
        let r = try render([
            .pushGroup(.init(opacity: 0.5, clip: nil)),
            Self.fill(Rect(x: 0, y: 0, width: 40, height: 40), .white),
            Self.raster(clip: Rect(x: 20, y: 20, width: 40, height: 40)),
            Self.fill(Rect(x: 20, y: 20, width: 40, height: 40), .black),
            .popGroup,
            .popGroup,
        ])
        #expect(r.lastFrameStats.rasterizedGroups == 0)
        #expect(r.plan[2].rasterStep == 0)
    }

    @Test func premultiplyingAVertexScalesItsColourByItsAlpha() {
        var v = MeshVertex(x: 0, y: 0, r: 255, g: 128, b: 0, a: 64)
        v.premultiply()
        #expect([v.r, v.g, v.b, v.a] == [64, 32, 0, 64])
        var opaque = MeshVertex(x: 0, y: 0, r: 200, g: 100, b: 50, a: 255)
        opaque.premultiply()
        #expect([opaque.r, opaque.g, opaque.b] == [200, 100, 50])
    }
}

import FlickGeometry
import FlickLayers
import FlickRaster
import Testing

@testable import FlickSDL

/// The frame plan (`FramePlan`): items hidden by later opaque drawing are not drawn,
/// partly covered groups are cut, no-op groups are drawn flat — and the pixels stay what the
/// unplanned drawing gives. Counts come from `lastFrameStats`. Groups drawn flat through a
/// scissor or a carried clip: `SDLRendererFlatGroupTests`.
@Suite(.serialized)
@MainActor
struct SDLRendererPlanTests {
    static let size = Size(width: 64, height: 64)
    static let whole = Rect(x: 0, y: 0, width: 64, height: 64)
    /// Past the output on every side: the software renderer's edge band is not fully opaque, so
    /// an occluder counts one pixel in from its edges there.
    static let beyond = Rect(x: -4, y: -4, width: 72, height: 72)

    static func fill(_ rect: Rect, _ color: Color, opacity: Double = 1, radius: Double = 0) -> DisplayItem {
        .fill(.init(transform: .identity, rect: rect, radii: CornerRadii(all: radius), color: color, opacity: opacity))
    }

    static func group(opacity: Double = 1, clip: Rect?) -> DisplayItem {
        .pushGroup(.init(opacity: opacity, clip: clip.map { .init(transform: .identity, rect: $0, radii: .zero) }))
    }

    func render(_ items: [DisplayItem]) throws -> (Bitmap, FrameStats) {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        let bmp = try PixelTest.render(items, size: Self.size, canvas: canvas)
        return (bmp, canvas.renderer.lastFrameStats)
    }

    /// `pixelsDrawn` counts each triangle's area cut to the target: inside it, outside it, across
    /// its edges, either winding.
    @Test func triangleAreasAreCutToTheTarget() {
        let box = (0.0, 0.0, 64.0, 64.0)
        #expect(SDLRenderer.clippedArea((2, 2), (12, 2), (2, 22), to: box) == 100)
        #expect(SDLRenderer.clippedArea((2, 2), (2, 22), (12, 2), to: box) == 100, "clockwise too")
        #expect(SDLRenderer.clippedArea((70, 2), (80, 2), (70, 22), to: box) == 0, "off the target")
        // A right triangle over the left edge: x from −10 to 10 at y = 0, the hypotenuse to (−10, 20).
        // Inside (x ≥ 0) is the triangle (0,0), (10,0), (0,10): half of 100.
        #expect(abs(SDLRenderer.clippedArea((-10, 0), (10, 0), (-10, 20), to: box) - 50) < 1e-9)
        // The whole target in two triangles, grown past it: exactly its area.
        let big = SDLRenderer.clippedArea((-8, -8), (72, -8), (72, 72), to: box)
            + SDLRenderer.clippedArea((-8, -8), (72, 72), (-8, 72), to: box)
        #expect(abs(big - 4096) < 1e-9)
    }

    @Test func anItemUnderAnOpaqueFillIsNotDrawnNorIsTheClear() throws {
        let (bmp, stats) = try render([
            Self.fill(Rect(x: 10, y: 10, width: 20, height: 20), .white),
            Self.fill(Self.beyond, Color(hex: 0x2040C0)),
        ])
        #expect(stats.occludedItems == 1)
        #expect(stats.pixelsCopied == 0, "the clear is covered too")
        #expect(stats.pixelsDrawn == 64 * 64, "one full-screen fill, nothing else")
        #expect(bmp.rgba(20, 20).b == 0xC0 && bmp.rgba(20, 20).r == 0x20)
    }

    @Test func translucentOrPartialCoverHidesNothing() throws {
        let (bmp, stats) = try render([
            Self.fill(Rect(x: 10, y: 10, width: 20, height: 20), .white),
            Self.fill(Self.whole, Color(hex: 0x2040C0), opacity: 0.5),
            Self.fill(Rect(x: 0, y: 0, width: 20, height: 64), .black),
        ])
        #expect(stats.occludedItems == 0)
        #expect(bmp.rgba(25, 20).r > 100, "the white square shows through the half-transparent fill")
    }

    @Test func aGroupWhoseItemsStayInsideItsRectangularClipIsDrawnFlat() throws {
        let items: [DisplayItem] = [
            Self.group(clip: Rect(x: 8, y: 8, width: 48, height: 48)),
            Self.fill(Rect(x: 16, y: 16, width: 32, height: 32), .white, radius: 6),
            .popGroup,
        ]
        let (bmp, stats) = try render(items)
        #expect(stats.flattenedGroups == 1 && stats.groups == 0)
        #expect(bmp.rgba(32, 32).r == 255 && bmp.rgba(10, 10).r == 0)
    }

    @Test func aTranslucentGroupIsNeverFlat() throws {
        let (bmp, stats) = try render([
            Self.group(opacity: 0.5, clip: Self.whole),
            Self.fill(Rect(x: 16, y: 16, width: 32, height: 32), .white),
            .popGroup,
        ])
        #expect(stats.flattenedGroups == 0 && stats.groups == 1)
        #expect(PixelTest.near(bmp.rgba(32, 32).r, 128, 3))
    }

    @Test func aPartlyCoveredGroupIsCutToWhatShowsWithTheSamePixels() throws {
        // A translucent group under an opaque panel covering its left 40 pixels.
        let content: [DisplayItem] = [
            Self.fill(Self.whole, Color(hex: 0x808080)),
            Self.group(opacity: 0.5, clip: Self.whole),
            Self.fill(Rect(x: 0, y: 8, width: 64, height: 48), .white),
            .popGroup,
        ]
        let panel = Self.fill(Rect(x: -4, y: -4, width: 44, height: 72), Color(hex: 0x103050))
        let (cut, stats) = try render(content + [panel])
        let (whole, wholeStats) = try render(content)
        #expect(stats.groups == 1)
        #expect(
            stats.pixelsCopied <= wholeStats.pixelsCopied - 39 * 64, "the group's copy skips the covered columns")
        for x in [41, 50, 63] {
            #expect(cut.rgba(x, 30) == whole.rgba(x, 30), "column \(x) as without the panel")
        }
        #expect(cut.rgba(20, 30).b == 0x50, "the panel on top")
    }

    @Test func aWhollyCoveredGroupAndBlurAreSkipped() throws {
        let (_, stats) = try render([
            Self.group(opacity: 0.5, clip: nil),
            Self.fill(Rect(x: 8, y: 8, width: 20, height: 20), .white),
            Self.fill(Rect(x: 30, y: 30, width: 20, height: 20), .white),
            .popGroup,
            .backdropBlur(
                .init(transform: .identity, rect: Self.whole, radii: .zero, radius: 8, tint: .clear, opacity: 1)),
            Self.fill(Self.beyond, .black),
        ])
        #expect(stats.groups == 0 && stats.blurs == 0)
        #expect(stats.occludedItems == 2, "the group (with its items) and the blur")
    }

    @Test func whatABlurReadsNearAnOccluderIsStillDrawn() throws {
        // The white bar lies under the panel, but within the blur's reach of its edge: the blur
        // to the right of the panel must still see it.
        let items: [DisplayItem] = [
            Self.fill(Rect(x: 36, y: 0, width: 4, height: 64), .white),
            .backdropBlur(
                .init(transform: .identity, rect: Self.whole, radii: .zero, radius: 8, tint: .clear, opacity: 1)),
            Self.fill(Rect(x: -4, y: -4, width: 44, height: 72), .black),
        ]
        let (bmp, _) = try render(items)
        // On SDL's software renderer the bar is drawn into the blur's backdrop only, and the
        // output copies it from there; what counts is that the blur reads it.
        #expect(bmp.rgba(41, 32).r > 20, "the bar's light bleeds past the panel's edge")
    }

    @Test func anOpaqueImageHidesWhatIsUnderItATranslucentOneDoesNot() throws {
        let opaque = Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16))
        var seeThrough = [UInt8](repeating: 255, count: 16)
        seeThrough[3] = 128
        for (bitmap, hides) in [(opaque, true), (Bitmap(width: 2, height: 2, pixels: seeThrough), false)] {
            let (_, stats) = try render([
                Self.fill(Rect(x: 10, y: 10, width: 20, height: 20), .white),
                .image(
                    .init(
                        transform: .identity, image: .bitmap(bitmap), bounds: Self.whole, gravity: .resize, clip: nil,
                        opacity: 1)),
            ])
            #expect((stats.occludedItems == 1) == hides)
        }
    }

    @Test(arguments: [
        // (rect, occluders, expected uncovered part; nil when hidden)
        (PixelRect(x: 0, y: 0, width: 100, height: 100), [PixelRect(x: -5, y: -5, width: 200, height: 200)], nil),
        (
            PixelRect(x: 0, y: 0, width: 100, height: 100), [PixelRect(x: 0, y: -5, width: 60, height: 200)],
            PixelRect(x: 60, y: 0, width: 40, height: 100)
        ),
        (
            PixelRect(x: 0, y: 0, width: 100, height: 100), [PixelRect(x: -10, y: 70, width: 200, height: 50)],
            PixelRect(x: 0, y: 0, width: 100, height: 70)
        ),
        (
            PixelRect(x: 0, y: 0, width: 100, height: 100), [PixelRect(x: 30, y: -5, width: 40, height: 200)],
            PixelRect(x: 0, y: 0, width: 100, height: 100)
        ),
        (
            PixelRect(x: 0, y: 0, width: 100, height: 100),
            [PixelRect(x: 0, y: 0, width: 100, height: 60), PixelRect(x: 0, y: 50, width: 100, height: 50)], nil
        ),
    ] as [(PixelRect, [PixelRect], PixelRect?)])
    func uncoveredPartIsOneRectangle(rect: PixelRect, occluders: [PixelRect], expected: PixelRect?) {
        #expect(FramePlan.uncovered(rect, by: occluders) == expected)
    }

    @Test func pixelsAreCountedAsDrawnCopiedAndCleared() throws {
        let (_, stats) = try render([Self.fill(Rect(x: 0, y: 0, width: 32, height: 64), .white)])
        #expect((32 * 64...33 * 64).contains(stats.pixelsDrawn), "the fill, and at most its edge's fringe column")
        #expect(stats.pixelsCopied == 64 * 64, "the clear")
        #expect(stats.targetSwitches == 1, "the output, once")
    }

    @Test func aHeldBitmapKeepsItsTextureAReleasedOneGoesAtOnce() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        var held: Bitmap? = Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16))
        func image(_ b: Bitmap) -> DisplayItem {
            .image(
                .init(
                    transform: .identity, image: .bitmap(b), bounds: Self.whole, gravity: .resize, clip: nil,
                    opacity: 1))
        }
        canvas.renderer.render(DisplayList(viewport: Self.size, items: [image(held!)]))
        #expect(canvas.renderer.lastFrameStats.uploads == 1)
        for _ in 0..<5 { canvas.renderer.render(DisplayList(viewport: Self.size, items: [])) }
        canvas.renderer.render(DisplayList(viewport: Self.size, items: [image(held!)]))
        #expect(canvas.renderer.lastFrameStats.uploads == 0, "still held: kept for when it comes back, not sent again")
        let holding = SDLMemory.blocks
        held = nil
        for _ in 0..<(SDLRenderer.bitmapIdleFrames + 1) {
            canvas.renderer.render(DisplayList(viewport: Self.size, items: []))
        }
        #expect(SDLMemory.blocks < holding, "nobody holds it: its texture gone after the bitmap idle limit")
    }
}

/// Regression: trimming the occluder list reordered it across open groups, so a big occluder
/// inside a clipped group (the viewfinder's sky) escaped its clip and culled what lay outside it
/// (the whole camera, under the swipe blur).
@Suite(.serialized)
@MainActor
struct SDLRendererPlanScopeTests {
    @Test func anOccluderInsideAClippedGroupHidesNothingOutsideItsClip() throws {
        var items: [DisplayItem] = [
            SDLRendererPlanTests.fill(Rect(x: 40, y: 40, width: 20, height: 20), Color(hex: 0xE02020)),
            SDLRendererPlanTests.group(clip: Rect(x: 0, y: 0, width: 32, height: 32)),
            SDLRendererPlanTests.fill(SDLRendererPlanTests.beyond, .white),
            .popGroup,
        ]
        // More small occluders after the group than the plan keeps, so trimming happens.
        for i in 0..<(FramePlan.maxOccluders + 2) {
            items.append(SDLRendererPlanTests.fill(Rect(x: Double(i * 4), y: 34, width: 3, height: 3), .black))
        }
        let (bmp, _) = try SDLRendererPlanTests().render(items)
        #expect(bmp.rgba(50, 50).r > 200 && bmp.rgba(50, 50).g < 60, "the red square outside the clip is drawn")
        #expect(bmp.rgba(10, 10).r == 255, "the group's white fill inside its clip")
    }
}

/// A picture that covers its group's whole clip hides the group's earlier items (`clipCover`).
extension SDLRendererPlanTests {
    /// A story card: a clipped group, its background, then its picture filling the clip.
    static func card(background: DisplayItem? = nil, gravity: ContentsGravity = .resizeAspectFill) -> [DisplayItem] {
        let r = Rect(x: 0, y: 0, width: 40, height: 50)
        let at = PixelTest.at(10.3, 5.6)
        let clip = DisplayItem.Clip(transform: at, rect: r, radii: CornerRadii(all: 8))
        var items: [DisplayItem] = [.pushGroup(.init(opacity: 1, clip: clip))]
        items.append(background ?? .fill(.init(transform: at, rect: r, radii: clip.radii, color: .white, opacity: 1)))
        items.append(
            .image(.init(transform: at, image: .asset("images/story-city.png"), bounds: r, gravity: gravity, clip: nil,
                         opacity: 1)))
        items.append(.popGroup)
        return items
    }

    /// Renders twice on one canvas: a picture counts as opaque once its pixels are known.
    func renderTwice(_ items: [DisplayItem]) throws -> (Bitmap, FrameStats) {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        _ = try PixelTest.render(items, size: Self.size, canvas: canvas)
        let bmp = try PixelTest.render(items, size: Self.size, canvas: canvas)
        return (bmp, canvas.renderer.lastFrameStats)
    }

    @Test func aPictureCoveringItsGroupsClipHidesWhatCameBeforeItInTheGroupEdgesAndAll() throws {
        let items = Self.card()
        let (bmp, stats) = try renderTwice(items)
        #expect(stats.occludedItems == 1, "the card's background")
        // Exactly as if there were no background: not even its fringe shows along the edge.
        var without = items
        without.remove(at: 1)
        let (bare, bareStats) = try renderTwice(without)
        #expect(bareStats.occludedItems == 0)
        let differing = zip(bmp.pixels, bare.pixels).filter { $0 != $1 }.count
        #expect(differing == 0)
    }

    @Test func aPictureThatLeavesPartOfTheClipOrAnythingOutsideTheGroupHidesNothingThere() throws {
        // Centred at its own size the picture (360×640 px) overflows the card: it covers it.
        // Fitted inside, it leaves bands of the card: the background shows there.
        let (_, fitted) = try renderTwice(Self.card(gravity: .resizeAspect))
        #expect(fitted.occludedItems == 0)
        // What lies before the group, under it, still shows around the rounded corners.
        let under = Self.fill(Rect(x: 8, y: 4, width: 46, height: 54), .white)
        let (bmp, stats) = try renderTwice([under] + Self.card())
        #expect(stats.occludedItems == 1, "the card's background only")
        #expect(bmp.rgba(10, 6).r == 255, "the fill under the card, by its rounded corner")
    }
}

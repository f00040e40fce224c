import FlickGeometry
import FlickLayers
import FlickRaster
import Testing

@testable import FlickSDL

/// Groups drawn without a render target although drawing them flat changes their items: a
/// rounded clip handed down to the items (`canCarryClip`), a rectangular clip kept by a
/// scissor (`scissorRect`); and items cut to what shows of them or left to an opaque direct
/// blur. Each is checked against the same picture drawn through a target.
@Suite(.serialized)
@MainActor
struct SDLRendererFlatGroupTests {
    static let size = Size(width: 64, height: 64)
    static let whole = Rect(x: 0, y: 0, width: 64, height: 64)
    static let card = Rect(x: 8, y: 8, width: 48, height: 48)
    static let surface = Color(hex: 0x304060)

    /// A 4×4 opaque checkerboard of two colours.
    static let picture = checkerboard(width: 4, height: 4, cell: 1)
    /// The same, 64×48 texels in cells of 16×12: drawn one texel per pixel over the thumbnail.
    static let sharpPicture = checkerboard(width: 64, height: 48, cell: 16)

    static func checkerboard(width: Int, height: Int, cell: Int) -> Bitmap {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += (x / cell + y / (cell * 3 / 4 == 0 ? 1 : cell * 3 / 4)) % 2 == 0
                    ? [230, 120, 40, 255] : [40, 160, 220, 255]
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    static func clip(_ rect: Rect, radius: Double) -> DisplayItem.Clip {
        .init(transform: .identity, rect: rect, radii: CornerRadii(all: radius))
    }

    /// A thumbnail as the compositor writes it: a group clipped to the card's rounded shape, its
    /// background on the card's rectangle, a picture overflowing the card (aspect fill) and a
    /// label well inside.
    static func thumbnail(
        radius: Double = 12, groupOpacity: Double = 1, transform: Transform3D = .identity,
        picture: Bitmap = sharpPicture
    ) -> [DisplayItem] {
        [
            .pushGroup(
                .init(
                    opacity: groupOpacity,
                    clip: .init(transform: transform, rect: card, radii: CornerRadii(all: radius)))),
            .fill(.init(transform: transform, rect: card, radii: CornerRadii(all: radius), color: surface, opacity: 1)),
            .image(
                .init(
                    transform: transform, image: .bitmap(picture), bounds: Rect(x: 0, y: 8, width: 64, height: 48),
                    gravity: .resize, clip: nil, opacity: 1)),
            .fill(
                .init(
                    transform: transform, rect: Rect(x: 24, y: 28, width: 16, height: 8), radii: .zero, color: .white,
                    opacity: 1)),
            .popGroup,
        ]
    }

    func render(_ items: [DisplayItem], direct: Bool = false) throws -> (Bitmap, FrameStats) {
        let canvas = try SoftwareCanvas(
            pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets,
            options: RendererOptions(profile: direct ? .gpu : nil))
        let bmp = try PixelTest.render(items, size: Self.size, canvas: canvas)
        return (bmp, canvas.renderer.lastFrameStats)
    }

    /// The pixels where some channel differs by more than `tolerance`.
    static func differing(_ a: Bitmap, _ b: Bitmap, tolerance: Int = 2) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.rgba(x, y), q = b.rgba(x, y)
                if max(abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b)) > tolerance { found.append((x, y)) }
            }
        }
        return found
    }

    /// True when the pixel (x, y) is one the outline of the rounded rectangle crosses (its
    /// centre within 2 px of it: the software renderer's fringe band is a pixel thick along
    /// each edge's major axis, so up to √2 px across a diagonal, plus the chords' error): the
    /// anti-aliased fringe, where drawing flat and drawing through a target may differ (flat, the
    /// background's fringe lies under the picture's;
    /// through a target every fringe is cut once more by the clip's).
    static func isOnOutline(_ p: (x: Int, y: Int), _ rect: Rect, radius r: Double) -> Bool {
        let x = Double(p.x) + 0.5, y = Double(p.y) + 0.5
        let qx = max(abs(x - rect.midX) - (rect.width / 2 - r), 0)
        let qy = max(abs(y - rect.midY) - (rect.height / 2 - r), 0)
        let outside = (qx * qx + qy * qy).squareRoot() - r
        let inside = min(rect.width / 2 - abs(x - rect.midX), rect.height / 2 - abs(y - rect.midY))
        let distance = qx > 0 || qy > 0 ? abs(outside) : inside
        return distance < 2
    }

    @Test func aRoundedThumbnailCarriesItsClipAndLooksAsThroughATarget() throws {
        let (flat, stats) = try render(Self.thumbnail())
        #expect(stats.carriedClips == 1 && stats.groups == 0, "no render target")
        #expect(stats.targetSwitches == 1, "straight to the output")
        // A group at opacity 0.999 cannot carry its clip: the reference through a target.
        let (target, targetStats) = try render(Self.thumbnail(groupOpacity: 0.999))
        #expect(targetStats.groups == 1 && targetStats.carriedClips == 0)
        #expect(flat.rgba(9, 9) == target.rgba(9, 9), "outside the rounded corner: the clear in both")
        #expect(flat.rgba(2, 30).r == 0, "the picture stops at the card's edge")
        for (x, y) in [(16, 30), (32, 32), (50, 50), (9, 32)] {
            let p = flat.rgba(x, y), q = target.rgba(x, y)
            #expect(PixelTest.near(p.r, q.r, 2) && PixelTest.near(p.g, q.g, 2) && PixelTest.near(p.b, q.b, 2))
        }
        // Only the corners' anti-aliased pixels may differ (drawn flat, the background's fringe
        // lies under the picture's; through a target the picture is cut once, by the clip).
        let off = Self.differing(flat, target)
        #expect(off.allSatisfy { Self.isOnOutline($0, Self.card, radius: 12) }, "\(off)")
    }

    @Test func aCarriedClipFollowsTheGroupUnderATransform() throws {
        let lift = Transform3D(translationX: -3.2, y: -3.2).scaled(x: 1.1, y: 1.1)
        // No picture: on the software renderer a scaled picture keeps its target (see the next test).
        let items = Self.thumbnail(transform: lift).filter { if case .image = $0 { false } else { true } }
        let (flat, stats) = try render(items)
        let (target, _) = try render(
            Self.thumbnail(groupOpacity: 0.999, transform: lift).filter { if case .image = $0 { false } else { true } })
        #expect(stats.carriedClips == 1)
        let a = try #require(lift.project(Point(x: Self.card.minX, y: Self.card.minY)))
        let b = try #require(lift.project(Point(x: Self.card.maxX, y: Self.card.maxY)))
        let lifted = Rect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
        let off = Self.differing(flat, target)
        #expect(off.allSatisfy { Self.isOnOutline($0, lifted, radius: 12 * 1.1) }, "\(off)")
    }

    @Test func aScaledPictureKeepsItsTargetOnTheSoftwareRenderer() throws {
        // SDL's software renderer would sample its rounded corners nearest-neighbour.
        let (_, stats) = try render(Self.thumbnail(picture: Self.picture))
        #expect(stats.carriedClips == 0 && stats.groups == 1)
    }

    @Test func anItemReachingIntoARoundedCornerKeepsTheTarget() throws {
        var items = Self.thumbnail()
        // A badge in the top-left corner, under the rounding: drawn flat it would show outside.
        items.insert(
            .fill(
                .init(
                    transform: .identity, rect: Rect(x: 8, y: 8, width: 10, height: 10), radii: .zero, color: .white,
                    opacity: 1)),
            at: 4)
        let (bmp, stats) = try render(items)
        #expect(stats.carriedClips == 0 && stats.groups == 1)
        #expect(bmp.rgba(8, 8).r < 60, "the corner is still cut by the clip")
    }

    @Test func aLabelStripAlongTheBottomEdgeTakesTheRoundedCornersAndIsCarried() throws {
        // A caption's dark strip across the card's bottom edge, placed by a translation as a
        // sublayer is: drawn flat with the card's bottom corners it is the clip's cut exactly.
        func withStrip(height: Double, groupOpacity: Double = 1) -> [DisplayItem] {
            var items = Self.thumbnail(groupOpacity: groupOpacity)
            let strip = DisplayItem.Fill(
                transform: Transform3D(translationX: 8, y: 56 - height),
                rect: Rect(x: 0, y: 0, width: 48, height: height), radii: .zero, color: Color(white: 0, alpha: 0.35),
                opacity: 1)
            items.insert(.fill(strip), at: 3)
            return items
        }
        let (flat, stats) = try render(withStrip(height: 16))
        #expect(stats.carriedClips == 1 && stats.groups == 0, "no render target")
        let (target, targetStats) = try render(withStrip(height: 16, groupOpacity: 0.999))
        #expect(targetStats.groups == 1)
        #expect(flat.rgba(9, 55) == target.rgba(9, 55), "outside the rounded corner: the clear in both")
        let off = Self.differing(flat, target)
        #expect(off.allSatisfy { Self.isOnOutline($0, Self.card, radius: 12) }, "\(off)")
        // Lower than the corners are round, its top corners would sit on their curves.
        let (_, lowStats) = try render(withStrip(height: 8))
        #expect(lowStats.carriedClips == 0 && lowStats.groups == 1)
    }

    @Test func aBlurFittingTheClipIsCarriedOneReachingIntoItsCornersIsNot() throws {
        for (blurRadius, carried) in [(12.0, true), (0.0, false)] {
            let items: [DisplayItem] = [
                SDLRendererPlanTests.fill(Self.whole, Self.surface),
                .pushGroup(.init(opacity: 1, clip: Self.clip(Self.card, radius: 12))),
                .backdropBlur(
                    .init(
                        transform: .identity, rect: Self.card, radii: CornerRadii(all: blurRadius), radius: 4,
                        tint: Color(white: 1, alpha: 0.3), opacity: 1)),
                .popGroup,
            ]
            let (bmp, stats) = try render(items)
            #expect((stats.carriedClips == 1) == carried)
            #expect(stats.blurs == 1)
            #expect(bmp.rgba(9, 9).b == 0x60, "outside the rounded corner the surface shows either way")
        }
    }

    @Test func aGroupOverflowingItsRectangularClipIsDrawnFlatThroughAScissor() throws {
        let items: [DisplayItem] = [
            SDLRendererPlanTests.group(clip: Rect(x: 8, y: 8, width: 24, height: 24)),
            SDLRendererPlanTests.fill(Rect(x: 0, y: 0, width: 64, height: 40), .white),
            .popGroup,
        ]
        let (bmp, stats) = try render(items)
        #expect(stats.groups == 0, "no target: the group is drawn flat")
        #expect(bmp.rgba(20, 20).r == 255 && bmp.rgba(8, 8).r == 255 && bmp.rgba(31, 31).r == 255)
        #expect(bmp.rgba(32, 20).r == 0 && bmp.rgba(7, 20).r == 0 && bmp.rgba(20, 32).r == 0, "cut at the clip")
        #expect(stats.pixelsDrawn == 24 * 24, "only the scissor's pixels are counted as drawn")
    }

    @Test func aScissorFollowsTheClipToTheNearestPixelAndNests() throws {
        let items: [DisplayItem] = [
            SDLRendererPlanTests.group(clip: Rect(x: 8.4, y: 8, width: 40, height: 40)),
            SDLRendererPlanTests.group(clip: Rect(x: 20, y: 20, width: 40.6, height: 10)),
            SDLRendererPlanTests.fill(Self.whole, .white),
            .popGroup,
            .popGroup,
        ]
        let (bmp, stats) = try render(items)
        #expect(stats.groups == 0)
        #expect(bmp.rgba(20, 20).r == 255 && bmp.rgba(47, 29).r == 255)
        #expect(bmp.rgba(48, 25).r == 0, "the outer clip ends at 48.4: pixel 48's centre is outside")
        #expect(bmp.rgba(25, 19).r == 0 && bmp.rgba(25, 30).r == 0, "the inner clip's rows")
    }

    @Test func aGroupWithATargetGroupInsideKeepsItsOwnTarget() throws {
        let items: [DisplayItem] = [
            SDLRendererPlanTests.group(clip: Rect(x: 8, y: 8, width: 24, height: 24)),
            SDLRendererPlanTests.group(opacity: 0.5, clip: nil),
            SDLRendererPlanTests.fill(Rect(x: 0, y: 0, width: 64, height: 40), .white),
            .popGroup,
            .popGroup,
        ]
        let (bmp, stats) = try render(items)
        #expect(stats.groups == 2)
        #expect(PixelTest.near(bmp.rgba(20, 20).r, 128, 3) && bmp.rgba(40, 20).r == 0)
    }

    @Test func aPartlyCoveredItemIsDrawnOnlyWhereItShows() throws {
        // A gradient fill: SDL's software renderer would sample a scaled picture differently once
        // cut (its blit re-rounds the source rectangle), so there pictures are not cut.
        let under = DisplayItem.fill(
            .init(
                transform: .identity, rect: Self.whole, radii: CornerRadii(all: 30), color: Color(hex: 0xE07030),
                opacity: 0.9))
        let panel = SDLRendererPlanTests.fill(Rect(x: -4, y: -4, width: 54, height: 72), Color(hex: 0x103050))
        let canvas = try SoftwareCanvas(pixelWidth: 160, pixelHeight: 160, scale: 2.5, assets: PixelTest.assets)
        let covered = try PixelTest.render([under, panel], size: Self.size, canvas: canvas)
        let coveredStats = canvas.renderer.lastFrameStats
        let bare = try PixelTest.render([under], size: Self.size, canvas: canvas)
        let bareStats = canvas.renderer.lastFrameStats
        // The panel adds its 125 columns, and the fill under it loses at least 100 of its own.
        #expect(coveredStats.pixelsDrawn <= bareStats.pixelsDrawn + 126 * 160 - 100 * 160)
        for x in stride(from: 127, to: 160, by: 5) {
            for y in stride(from: 0, to: 160, by: 13) {
                #expect(covered.rgba(x, y) == bare.rgba(x, y), "pixel \(x),\(y) as without the panel")
            }
        }
    }

    @Test func anOpaqueDirectBlurHidesWhatIsUnderItOnlyOnTheOutput() throws {
        let camera: [DisplayItem] = [
            SDLRendererPlanTests.fill(Self.whole, Self.surface),
            .image(
                .init(
                    transform: .identity, image: .bitmap(Self.picture),
                    bounds: Rect(x: 16, y: 16, width: 32, height: 32), gravity: .resize, clip: nil, opacity: 0.8)),
        ]
        func blur(_ opacity: Double) -> DisplayItem {
            .backdropBlur(
                .init(
                    transform: .identity, rect: SDLRendererPlanTests.beyond, radii: .zero, radius: 8,
                    tint: Color(red: 0.7, green: 0.4, blue: 1, alpha: 0.5), opacity: opacity))
        }
        let (hidden, stats) = try render(camera + [blur(1)], direct: true)
        #expect(stats.occludedItems == 2, "both camera items go only into the blur's backdrop")
        #expect(stats.blurs == 1)
        let (drawn, drawnStats) = try render(camera + [blur(0.9999)], direct: true)
        #expect(drawnStats.occludedItems == 0)
        #expect(Self.differing(hidden, drawn, tolerance: 1).isEmpty, "the blur covered them anyway")
        #expect(hidden.rgba(32, 32).r > 100, "the blurred picture shows: the backdrop still had it")
    }

    @Test(arguments: [
        // (occluder, hole, largest part of the occluder outside the hole)
        (PixelRect(x: 0, y: 0, width: 100, height: 50), PixelRect(x: 200, y: 0, width: 10, height: 10),
            PixelRect(x: 0, y: 0, width: 100, height: 50)),
        (PixelRect(x: 0, y: 0, width: 100, height: 50), PixelRect(x: 80, y: -10, width: 50, height: 100),
            PixelRect(x: 0, y: 0, width: 80, height: 50)),
        (PixelRect(x: 0, y: 0, width: 100, height: 50), PixelRect(x: 10, y: 10, width: 10, height: 10),
            PixelRect(x: 20, y: 0, width: 80, height: 50)),
    ] as [(PixelRect, PixelRect, PixelRect)])
    func anOccluderGivesUpWhatABlurReads(occluder: PixelRect, hole: PixelRect, expected: PixelRect) {
        #expect(FramePlan.largestPart(of: occluder, outside: hole) == expected)
    }

    @Test func roundedRectangleContainmentKeepsAMarginFromTheCurve() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 60)
        let radii = CornerRadii(all: 20)
        #expect(FramePlan.roundedRect(rect, radii, contains: (50, 30), margin: 1))
        #expect(FramePlan.roundedRect(rect, radii, contains: (20, 1.5), margin: 1), "the straight edge")
        #expect(!FramePlan.roundedRect(rect, radii, contains: (3, 3), margin: 0), "in the corner, outside the arc")
        // On the arc's 45° point the distance to the centre is exactly r: inside with no margin only.
        let d = 20 - 20 / 2.squareRoot()
        #expect(FramePlan.roundedRect(rect, radii, contains: (d + 0.01, d + 0.01), margin: 0))
        #expect(!FramePlan.roundedRect(rect, radii, contains: (d + 0.01, d + 0.01), margin: 1))
    }
}

import FlickGeometry
import FlickLayers
import FlickRaster
import Testing

@testable import FlickSDL

/// An item partly hidden by opaque drawing after it is drawn cut to what shows of it
/// (`FramePlan`'s `visible` and scissor cuts): the same pixels as drawn whole, for fewer pixels
/// written. Pinned on SDL's software renderer, which draws a scaled picture cut by a scissor
/// shifted, so there such a picture must be drawn whole.
@Suite(.serialized)
@MainActor
struct VisibleCutTests {
    static let size = Size(width: 256, height: 256)
    static let dark = Color(red: 0.2, green: 0.25, blue: 0.4)
    static let tint = Color(red: 180 / 255, green: 100 / 255, blue: 250 / 255, alpha: 0.5)
    /// An opaque cover over the left half of the output, reaching past its edges (an item is
    /// cut only where the cover's whole pixels span it).
    static let leftHalf = Rect(x: -4, y: -4, width: 132, height: 264)
    static let rightHalf = Rect(x: 128, y: 0, width: 128, height: 256)

    static func fill(_ rect: Rect, _ color: Color, opacity: Double = 1) -> DisplayItem {
        .fill(.init(transform: .identity, rect: rect, radii: .zero, color: color, opacity: opacity))
    }

    /// A 100×100 picture of one-texel stripes of changing colour, drawn in `bounds`.
    static func stripes(_ bounds: Rect) -> DisplayItem {
        var pixels: [UInt8] = []
        for y in 0..<100 {
            for x in 0..<100 { pixels += [UInt8(x * 37 % 256), UInt8(y * 53 % 256), UInt8((x + y) * 11 % 256), 255] }
        }
        return .image(
            .init(
                transform: .identity, image: .bitmap(Bitmap(width: 100, height: 100, pixels: pixels)), bounds: bounds,
                gravity: .resize, clip: nil, opacity: 1))
    }

    /// Renders `items` on a fresh 256×256 canvas at 1×.
    static func render(_ items: [DisplayItem], gpu: Bool = false) throws -> (Bitmap, FrameStats) {
        let canvas = try SoftwareCanvas(
            pixelWidth: 256, pixelHeight: 256, scale: 1, assets: PixelTest.assets,
            options: RendererOptions(profile: gpu ? .gpu : nil))
        let bmp = try PixelTest.render(items, size: Self.size, canvas: canvas)
        return (bmp, canvas.renderer.lastFrameStats)
    }

    /// Pixels of `a` and `b` in `rect` (output pixels) that differ by more than `tolerance` in a
    /// channel, described. Tests expect their count to be 0, so a failure reports how many and
    /// the first few rather than every one.
    static func differences(_ a: Bitmap, _ b: Bitmap, in rect: PixelRect, tolerance: Int = 0) -> [String] {
        var out: [String] = []
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let p = a.rgba(x, y), q = b.rgba(x, y)
                if abs(p.r - q.r) > tolerance || abs(p.g - q.g) > tolerance || abs(p.b - q.b) > tolerance {
                    out.append("(\(x), \(y)): \(p) against \(q)")
                }
            }
        }
        return out
    }

    static let shown = PixelRect(x: 128, y: 0, width: 128, height: 256)

    @Test func aHalfHiddenFillIsDrawnOnlyWhereItShows() throws {
        let cover = Self.fill(Self.leftHalf, .black)
        let whole = Self.fill(Rect(x: 0, y: 0, width: 256, height: 256), .white)
        let (covered, coveredStats) = try Self.render([whole, cover])
        let (_, coverStats) = try Self.render([cover])
        let (seen, _) = try Self.render([whole, Self.fill(Self.leftHalf, .black, opacity: 0.999)])
        let wrong = Self.differences(covered, seen, in: Self.shown)
        #expect(wrong.count == 0, "\(wrong.count) pixels differ, first \(wrong.prefix(3))")
        // The cover's pixels, and the fill's shown half with at most a column more.
        #expect(coveredStats.pixelsDrawn <= coverStats.pixelsDrawn + 129 * 256)
    }

    @Test func aHalfHiddenScaledPictureShowsAsWhenNothingCoversIt() throws {
        // 100 texels over 256 pixels: SDL's software renderer would re-round the picture's
        // source under a scissor and shift what shows.
        let picture = Self.stripes(Rect(x: 0, y: 0, width: 256, height: 256))
        let (covered, _) = try Self.render([picture, Self.fill(Self.leftHalf, .black)])
        let (whole, _) = try Self.render([picture])
        let wrong = Self.differences(covered, whole, in: Self.shown)
        #expect(wrong.count == 0, "\(wrong.count) pixels differ, first \(wrong.prefix(3))")
        #expect(covered.rgba(60, 60) == (0, 0, 0, 255), "the cover")
    }

    @Test(arguments: [false, true])
    func aHalfHiddenBlurShowsAsWhenNothingCoversItAndCostsWhatItsShownHalfDoes(gpu: Bool) throws {
        let backdrop = [
            Self.fill(Rect(x: 0, y: 0, width: 256, height: 256), Self.dark),
            Self.fill(Rect(x: 112, y: 96, width: 40, height: 64), .white),
        ]
        func blur(_ rect: Rect) -> DisplayItem {
            .backdropBlur(
                .init(transform: .identity, rect: rect, radii: .zero, radius: 16, tint: Self.tint, opacity: 1))
        }
        let everywhere = Rect(x: 0, y: 0, width: 256, height: 256)
        let (covered, coveredStats) = try Self.render(
            backdrop + [blur(everywhere), Self.fill(Self.leftHalf, .black)], gpu: gpu)
        // The same cover, a hair short of opaque: nothing is hidden, so the blur is made whole.
        let (seen, _) = try Self.render(
            backdrop + [blur(everywhere), Self.fill(Self.leftHalf, .black, opacity: 0.999)], gpu: gpu)
        let wrong = Self.differences(covered, seen, in: Self.shown, tolerance: 1)
        #expect(wrong.count == 0, "\(wrong.count) pixels differ, first \(wrong.prefix(3))")
        #expect(coveredStats.blurs == 1)
        if gpu {
            // Drawn small, the picture covers the whole blur (it is kept for frames where the
            // cover has moved); what the output shows of it is cut: it writes fewer pixels than
            // the blur uncovered.
            let (_, openStats) = try Self.render(backdrop + [blur(everywhere)], gpu: gpu)
            #expect(coveredStats.pixelsWritten < openStats.pixelsWritten)
        } else {
            // It writes no more pixels than a blur made over the shown half and a column more.
            let (_, halfStats) = try Self.render(
                backdrop + [blur(Rect(x: 127, y: 0, width: 129, height: 256)), Self.fill(Self.leftHalf, .black)],
                gpu: gpu)
            #expect(coveredStats.pixelsWritten <= halfStats.pixelsWritten)
        }
    }
}

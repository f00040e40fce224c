import FlickGeometry
import FlickLayers
import Testing

@testable import FlickSDL

/// Every texture a renderer makes is counted once, in the frame that made it
/// (`FrameStats.texturesCreated`), whichever cache or pass made it; a frame that needs nothing
/// new makes nothing.
@Suite(.serialized)
@MainActor
struct TextureMakerTests {
    static let size = Size(width: 128, height: 128)

    static let picture = DisplayItem.image(
        .init(
            transform: .identity,
            image: .bitmap(Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16))),
            bounds: Rect(x: 0, y: 0, width: 20, height: 20), gravity: .resize, clip: nil, opacity: 1))
    static let label = SDLRendererPrepareTests.label("Counted", Rect(x: 0, y: 30, width: 80, height: 16))
    static let group: [DisplayItem] = [
        SDLRendererPlanTests.group(opacity: 0.5, clip: nil),
        SDLRendererPlanTests.fill(Rect(x: 0, y: 50, width: 40, height: 40), .white),
        SDLRendererPlanTests.fill(Rect(x: 20, y: 70, width: 40, height: 40), .white),
        .popGroup,
    ]

    /// Each frame adds one kind of texture to what the previous drew; the count is what it adds.
    @Test(arguments: [false, true])
    func eachKindOfTextureIsCountedInTheFrameThatMadeIt(gpu: Bool) throws {
        let canvas = try SoftwareCanvas(
            pixelWidth: 128, pixelHeight: 128, scale: 1, assets: PixelTest.assets,
            options: RendererOptions(profile: gpu ? .gpu : nil))
        func created(_ items: [DisplayItem]) throws -> Int {
            _ = try PixelTest.render(items, size: Self.size, canvas: canvas)
            return canvas.renderer.lastFrameStats.allTexturesCreated
        }
        #expect(try created([Self.picture]) == 1, "the picture's")
        #expect(try created([Self.picture, Self.label]) == 1, "a page of text runs")
        #expect(try created([Self.picture, Self.label] + Self.group) == 2, "the group's target, the offscreen frame")
        let blur = BlurPassTests.blur(opacity: 1, rect: Rect(x: 64, y: 0, width: 64, height: 128))
        let all = [Self.picture, Self.label] + Self.group + [blur]
        #expect(try created(all) > 0, "the blur's targets")
        #expect(try created(all) == 0, "all of them again, made before")
        #expect(canvas.renderer.diagnostics.isEmpty, "\(canvas.renderer.diagnostics)")
    }

    /// Textures given back and made again are counted again: the count is what a GPU allocates,
    /// not what is held.
    @Test func aTextureFreedAndNeededAgainIsCountedAgain() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 128, pixelHeight: 128, scale: 1, assets: PixelTest.assets)
        _ = try PixelTest.render([Self.picture, Self.label], size: Self.size, canvas: canvas)
        #expect(canvas.renderer.lastFrameStats.texturesCreated == 2)
        canvas.renderer.releaseResources()
        _ = try PixelTest.render([Self.picture, Self.label], size: Self.size, canvas: canvas)
        #expect(canvas.renderer.lastFrameStats.texturesCreated == 2)
    }
}

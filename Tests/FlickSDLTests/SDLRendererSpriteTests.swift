import FlickGeometry
import FlickLayers
import FlickRaster
import Testing

@testable import FlickSDL

/// Circles, circle borders and circle shadows drawn from the sprite atlas (GPU renderers; here
/// on the software canvas made with the GPU profile, which samples one texel per pixel just as
/// the linear filter does on a sprite drawn one texel per pixel).
@MainActor
@Suite struct SDLRendererSpriteTests {
    static let size = Size(width: 96, height: 96)
    static let ink = Color(red: 0.95, green: 0.8, blue: 0.3, alpha: 1)

    static func disc(_ x: Double, _ y: Double, _ d: Double, color: Color = ink, transform: Transform3D? = nil)
        -> DisplayItem
    {
        .fill(
            .init(
                transform: transform ?? PixelTest.at(x, y), rect: Rect(x: 0, y: 0, width: d, height: d),
                radii: CornerRadii(all: d / 2), color: color, opacity: 1))
    }

    static func ring(_ x: Double, _ y: Double, _ d: Double, width: Double) -> DisplayItem {
        .border(
            .init(
                transform: PixelTest.at(x, y), rect: Rect(x: 0, y: 0, width: d, height: d),
                radii: CornerRadii(all: d / 2),
                width: width, color: ink, opacity: 1))
    }

    static func shadow(_ x: Double, _ y: Double, _ d: Double, radius: Double) -> DisplayItem {
        .shadow(
            .init(
                transform: PixelTest.at(x, y), rect: Rect(x: 0, y: 0, width: d, height: d),
                radii: CornerRadii(all: d / 2),
                color: .white, radius: radius, offset: Point(x: 0, y: 2), opacity: 0.8))
    }

    /// A software canvas drawing the GPU's way (`RendererOptions.Profile.gpu`): circles from
    /// sprites. With `work`, the sprite texture is a job on it, run by hand; without, it is made
    /// at the end of the frame that first misses a sprite.
    static func gpuCanvas(work: WorkQueue? = nil) throws -> SoftwareCanvas {
        try SoftwareCanvas(
            pixelWidth: 96, pixelHeight: 96, scale: 1, assets: PixelTest.assets,
            options: RendererOptions(profile: .gpu, work: work))
    }

    /// Renders `items` `frames` times on one canvas (a sprite missed in two frames is made before
    /// the next) and returns the last frame's pixels and counts.
    func render(_ items: [DisplayItem], frames: Int = 3, sprites: Bool = true) throws -> (Bitmap, FrameStats) {
        let canvas = try SoftwareCanvas(
            pixelWidth: 96, pixelHeight: 96, scale: 1, assets: PixelTest.assets,
            options: RendererOptions(profile: sprites ? .gpu : nil))
        var bmp: Bitmap?
        for _ in 0..<frames { bmp = try PixelTest.render(items, size: Self.size, canvas: canvas) }
        return (try #require(bmp), canvas.renderer.lastFrameStats)
    }

    /// The largest channel difference between two renderings, and how many pixels differ by
    /// more than `loose`.
    func difference(_ a: Bitmap, _ b: Bitmap, loose: Int) -> (max: Int, over: Int) {
        var most = 0, over = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.rgba(x, y), q = b.rgba(x, y)
                let d = max(abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b))
                most = max(most, d)
                if d > loose { over += 1 }
            }
        }
        return (most, over)
    }

    /// Pixels of `a` that fall outside what `b` has within a pixel of them (widened by
    /// `tolerance`): the software renderer places both the mesh's snapped fringe and a sprite's
    /// texels only to within a pixel, so the two can only be compared that loosely there.
    func outside(_ a: Bitmap, _ b: Bitmap, tolerance: Int = 8) -> Int {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.rgba(x, y)
                var lo = (255, 255, 255), hi = (0, 0, 0)
                for j in max(y - 1, 0)...min(y + 1, a.height - 1) {
                    for i in max(x - 1, 0)...min(x + 1, a.width - 1) {
                        let q = b.rgba(i, j)
                        lo = (min(lo.0, q.r), min(lo.1, q.g), min(lo.2, q.b))
                        hi = (max(hi.0, q.r), max(hi.1, q.g), max(hi.2, q.b))
                    }
                }
                let fits = p.r >= lo.0 - tolerance && p.r <= hi.0 + tolerance && p.g >= lo.1 - tolerance
                    && p.g <= hi.1 + tolerance && p.b >= lo.2 - tolerance && p.b <= hi.2 + tolerance
                if !fits { count += 1 }
            }
        }
        return count
    }

    @Test func aCircleIsDrawnFromItsSpriteFromTheThirdFrameAndLooksLikeTheMesh() throws {
        let items = [Self.disc(20.3, 30.6, 41.5)]
        let (first, firstStats) = try render(items, frames: 1)
        #expect(firstStats.sprites == 0, "missed once")
        let (_, secondStats) = try render(items, frames: 2)
        #expect(secondStats.sprites == 0 && secondStats.uploads == 0, "missed twice: the next frame makes it")
        let (second, stats) = try render(items)
        #expect(stats.sprites == 1)
        #expect(stats.uploads == 1, "made as the third frame starts, before anything is drawn")
        #expect(stats.triangles == 6, "one octagon")
        #expect(outside(second, first) == 0, "the mesh's circle, to within a pixel")
        #expect(difference(first, second, loose: 0).over < 200, "only along the edge")
        let middle = second.rgba(41, 51), corner = second.rgba(5, 5)
        #expect(PixelTest.near(middle.r, 242) && PixelTest.near(corner.r, 0))
    }

    @Test func theSpriteTextureIsMadeInTheSpareTimeAfterAFrameThatMissesASprite() throws {
        let work = WorkQueue()
        let canvas = try Self.gpuCanvas(work: work)
        _ = try PixelTest.render([], size: Self.size, canvas: canvas)
        #expect(work.mainCount == 0, "no circle, nothing asked for")
        for _ in 0..<3 {
            _ = try PixelTest.render([Self.disc(20, 20, 30)], size: Self.size, canvas: canvas)
            #expect(canvas.renderer.lastFrameStats.sprites == 0, "a mesh while the texture waits")
        }
        #expect(work.mainCount == 1, "the texture is asked for once, never made in a frame")
        work.runMainAll()
        #expect(work.mainCount == 0)
        _ = try PixelTest.render([Self.disc(20, 20, 30)], size: Self.size, canvas: canvas)
        let stats = canvas.renderer.lastFrameStats
        #expect(stats.sprites == 1 && stats.uploads == 1, "the sprite made as the next frame starts")
    }

    @Test func theNextFramesMakeNothingNew() throws {
        let (_, stats) = try render([Self.disc(20.3, 30.6, 41.5), Self.ring(10, 10, 30, width: 2)], frames: 4)
        #expect(stats.sprites == 2 && stats.uploads == 0)
        #expect(stats.drawCalls == 1, "both from the one texture, in one draw")
    }

    /// `ink` over black with the coverage `cover` gives each pixel centre.
    func painted(_ cover: (Double, Double) -> Double) -> Bitmap {
        var bytes = [UInt8](repeating: 0, count: 96 * 96 * 4)
        let ink = Self.ink.rgba8
        for y in 0..<96 {
            for x in 0..<96 {
                let c = min(max(cover(Double(x) + 0.5, Double(y) + 0.5), 0), 1)
                let i = (y * 96 + x) * 4
                bytes[i] = UInt8((Double(ink.r) * c).rounded())
                bytes[i + 1] = UInt8((Double(ink.g) * c).rounded())
                bytes[i + 2] = UInt8((Double(ink.b) * c).rounded())
                bytes[i + 3] = 255
            }
        }
        return Bitmap(width: 96, height: 96, pixels: bytes)
    }

    @Test func aRingIsTheBandInsideTheCirclesEdge() throws {
        let (sprite, stats) = try render([Self.ring(20.3, 30.6, 41.5, width: 2.5)])
        #expect(stats.sprites == 1 && stats.triangles == 16, "an octagonal band")
        // The band's coverage at each pixel centre, as the mesh fringes approximate it.
        let band = painted { x, y in
            let d = ((x - 41.05) * (x - 41.05) + (y - 51.35) * (y - 51.35)).squareRoot()
            return min(max(20.75 - d + 0.5, 0), 1) - min(max(18.25 - d + 0.5, 0), 1)
        }
        #expect(outside(sprite, band) == 0, "the band, to within a pixel")
        #expect(sprite.rgba(41, 51).r == 0, "nothing in the hole")
    }

    @Test func aShadowLooksLikeItsMesh() throws {
        let items = [Self.shadow(24, 24, 40, radius: 10)]
        let (mesh, meshStats) = try render(items, frames: 1, sprites: false)
        let (sprite, stats) = try render(items)
        #expect(stats.sprites == 1 && stats.triangles == 6 && meshStats.triangles > 100)
        #expect(outside(sprite, mesh) == 0, "the mesh's shadow, to within a pixel")
    }

    @Test func aSpritesTexelsLandOnPixelsAndItsCentreWithinAnEighthOfAPixel() throws {
        // The software canvas places vertices only to a whole pixel, so where a sprite goes is
        // checked on its placement, for centres all around a pixel.
        for k in 0..<64 {
            let center = (x: 41.05 + Double(k % 8) / 8, y: 51.35 + Double(k / 8) / 8)
            for shape in [SpriteAtlas.Shape.disc, .ring] {
                let placed = try #require(
                    SDLRenderer.spritePlacement(shape, center: center, diameter: 41.5, detail: 2.5))
                #expect(placed.pixelsPerTexel == 1, "one texel per pixel")
                #expect(placed.corner.x == placed.corner.x.rounded() && placed.corner.y == placed.corner.y.rounded())
                let c = placed.key.center
                #expect(abs(placed.corner.x + c.x - center.x) <= 0.125 + 1e-9)
                #expect(abs(placed.corner.y + c.y - center.y) <= 0.125 + 1e-9)
                #expect(abs(placed.key.diameter - 41.5) < 1e-9)
            }
            let shadow = try #require(SDLRenderer.spritePlacement(.shadow, center: center, diameter: 41.5, detail: 5))
            let c = shadow.key.center
            #expect(abs(shadow.corner.x + c.x * shadow.pixelsPerTexel - center.x) < 1e-9, "a shadow exactly")
            #expect(abs(shadow.corner.y + c.y * shadow.pixelsPerTexel - center.y) < 1e-9)
        }
        #expect(SDLRenderer.spritePlacement(.ring, center: (0, 0), diameter: 40, detail: 0.01) == nil, "no width")
        #expect(SDLRenderer.spritePlacement(.shadow, center: (0, 0), diameter: 40, detail: 0.4) == nil, "a fill")
    }

    /// A circle of diameter `d` at the origin of `transform`, drawn as `shape`.
    static func circle(_ shape: SpriteAtlas.Shape, _ d: Double, _ transform: Transform3D) -> DisplayItem {
        let rect = Rect(x: 0, y: 0, width: d, height: d), radii = CornerRadii(all: d / 2)
        switch shape {
        case .disc: return disc(0, 0, d, transform: transform)
        case .ring:
            return .border(.init(transform: transform, rect: rect, radii: radii, width: 2, color: ink, opacity: 1))
        case .shadow:
            return .shadow(
                .init(
                    transform: transform, rect: rect, radii: radii, color: .white, radius: 4, offset: .zero,
                    opacity: 0.8))
        }
    }

    /// Whether `item`, drawn in three frames, is drawn from a sprite in the third (a queue
    /// records whether a sprite was even asked for).
    func fromSprite(_ item: DisplayItem) throws -> (sprite: Bool, askedFor: Bool) {
        let canvas = try Self.gpuCanvas(work: WorkQueue())
        let work = try #require(canvas.renderer.work)
        for _ in 0..<2 { _ = try PixelTest.render([item], size: Self.size, canvas: canvas) }
        let asked = work.mainCount > 0
        work.runMainAll()
        _ = try PixelTest.render([item], size: Self.size, canvas: canvas)
        return (canvas.renderer.lastFrameStats.sprites == 1, asked)
    }

    @Test func onlyMapsThatKeepACircleRoundDrawFromSprites() throws {
        let turned = Transform3D(translationX: 48, y: 48).rotated(by: 0.5, x: 0, y: 0, z: 1).scaled(x: 2, y: 2)
        for shape in [SpriteAtlas.Shape.disc, .ring, .shadow] {
            #expect(try fromSprite(Self.circle(shape, 15, turned)).sprite, "turned and scaled alike: still a circle")
        }
        let squashed = Transform3D(translationX: 20, y: 20).scaled(x: 1, y: 1.3)
        let tilted = Transform3D.perspective(distance: 500).rotated(by: 0.3, x: 0, y: 1, z: 0)
        for t in [squashed, tilted] {
            #expect(try fromSprite(Self.circle(.disc, 30, t)) == (false, false), "not even asked for")
        }
        #expect(try fromSprite(Self.disc(0, 0, 200)) == (false, false), "too large: more texels than outline")
        #expect(try fromSprite(Self.disc(20, 20, 1.5)) == (false, false), "too small")
        let oval = DisplayItem.fill(
            .init(
                transform: PixelTest.at(20, 20), rect: Rect(x: 0, y: 0, width: 30, height: 20),
                radii: CornerRadii(all: 15), color: Self.ink, opacity: 1))
        let square = DisplayItem.fill(
            .init(
                transform: PixelTest.at(20, 20), rect: Rect(x: 0, y: 0, width: 30, height: 30),
                radii: CornerRadii(all: 12), color: Self.ink, opacity: 1))
        #expect(try fromSprite(oval) == (false, false) && fromSprite(square) == (false, false))
    }

    @Test func whatDoesNotFitTheAtlasIsStillDrawnAsAMesh() throws {
        // 80 translucent discs 100–140 px across, a quarter pixel apart: about 1.2 Mpx of sprites
        // for a 1 Mpx atlas.
        let items = (0..<80).map { k -> DisplayItem in
            let d = 100 + Double(k) * 0.5
            return Self.disc(48 - d / 2, 48 - d / 2, d, color: Self.ink.withAlpha(0.02))
        }
        let canvas = try Self.gpuCanvas()
        let (mesh, _) = try render(items, frames: 1, sprites: false)
        // A few sprites are made a frame; after 40 frames the atlas has filled and the rest
        // keep missing.
        for _ in 0..<40 { _ = try PixelTest.render(items, size: Self.size, canvas: canvas) }
        let bmp = try PixelTest.render(items, size: Self.size, canvas: canvas)
        let stats = canvas.renderer.lastFrameStats
        #expect(stats.sprites >= 30 && stats.sprites < 80, "\(stats.sprites) from sprites")
        // The rest are drawn as meshes.
        #expect(stats.triangles > 6 * stats.sprites + 20 * (80 - stats.sprites))
        #expect(PixelTest.near(bmp.rgba(48, 48).r, mesh.rgba(48, 48).r, 16), "80 layers, each rounded its own way")
    }

    @Test func releasingResourcesDropsTheSpritesAndTheyAreMadeAgain() throws {
        let canvas = try Self.gpuCanvas()
        let items = [Self.disc(20, 20, 30)]
        for _ in 0..<3 { _ = try PixelTest.render(items, size: Self.size, canvas: canvas) }
        #expect(canvas.renderer.lastFrameStats.sprites == 1)
        canvas.renderer.releaseResources()
        for _ in 0..<2 {
            _ = try PixelTest.render(items, size: Self.size, canvas: canvas)
            #expect(canvas.renderer.lastFrameStats.sprites == 0, "a mesh until its sprite is made again")
        }
        _ = try PixelTest.render(items, size: Self.size, canvas: canvas)
        #expect(canvas.renderer.lastFrameStats.sprites == 1)
    }

    @Test func theSoftwareRendererKeepsItsMeshesUnlessATestAsks() throws {
        let (_, stats) = try render([Self.disc(20, 20, 30)], frames: 3, sprites: false)
        #expect(stats.sprites == 0 && stats.uploads == 0)
    }
}

import CSDL2
import FlickGeometry
import FlickLayers
import FlickRaster
import Testing

@testable import FlickSDL

/// The guard that keeps textured batches inside what SDL 2.26's software rasteriser can hold
/// (scripts/repro/sw_geometry_overflow.c reproduces the crash in C).
@Suite(.serialized)
@MainActor
struct SoftwareTriangleGuardTests {
    /// What `SDLRenderer.composite` submitted for the home story's flip at 2× (logged from
    /// `flush`): a 768×1280 group target drawn back through a slightly turned clip. SDL 2.26
    /// segfaults on it.
    static let flipBatch: Mesh = {
        var m = Mesh()
        for (x, y, u, v) in [
            (1.0, 2.0, 0.001_322_428_3, 0.001_574_707), (720.0, -1.0, 0.937_520_3, 0.0),
            (720.0, 1281.0, 0.937_520_3, 1.0), (1.0, 1278.0, 0.001_322_428_3, 0.998_449_7),
        ] as [(Float, Float, Float, Float)] {
            m.add(MeshVertex(x: x, y: y, r: 255, g: 255, b: 255, a: 255, u: u, v: v))
        }
        m.indices = [0, 1, 3, 3, 1, 2]
        return m
    }()

    /// 8 × area × largest texel exactly as SDL_triangle.c computes them (positions truncated,
    /// half-pixel fixed point), written out independently of the guard.
    static func sdlProduct(_ m: Mesh, _ t: Int, width: Int, height: Int) -> Int64 {
        let p = (0..<3).map { m.vertices[Int(m.indices[3 * t + $0])] }
        func fx(_ f: Float) -> Int64 { Int64(f.rounded(.towardZero)) * 2 }
        let cross =
            (fx(p[1].x) - fx(p[0].x)) * (fx(p[2].y) - fx(p[0].y))
            - (fx(p[1].y) - fx(p[0].y)) * (fx(p[2].x) - fx(p[0].x))
        let texel = p.map { max(Int64($0.u * Float(width)), Int64($0.v * Float(height))) }.max() ?? 0
        return abs(cross) * texel
    }

    /// Twice the area of every triangle, summed (pixels²).
    static func area2(_ m: Mesh) -> Double {
        var s = 0.0
        for t in 0..<m.triangleCount {
            let p = (0..<3).map { m.vertices[Int(m.indices[3 * t + $0])] }
            s += abs(Double((p[1].x - p[0].x) * (p[2].y - p[0].y) - (p[1].y - p[0].y) * (p[2].x - p[0].x)))
        }
        return s
    }

    @Test func theFlipBatchOverflowsSDLsIntBeforeTheGuard() {
        let m = Self.flipBatch
        #expect(Self.sdlProduct(m, 0, width: 768, height: 1280) > Int64(Int32.max))
        #expect(Self.sdlProduct(m, 1, width: 768, height: 1280) > Int64(Int32.max))
        #expect(SoftwareTriangleGuard.trianglePath(m) == [true, true], "not a rectangle: SDL rasterises both")
    }

    @Test func theFlipBatchIsSplitUnderTheLimitWithTheSameCoverage() {
        var m = Self.flipBatch
        let skipped = SoftwareTriangleGuard.apply(
            to: &m, textureWidth: 768, textureHeight: 1280, targetWidth: 768, targetHeight: 1280, allowsRects: true)
        #expect(skipped == 0 && m.triangleCount > 2)
        for t in 0..<m.triangleCount {
            #expect(Self.sdlProduct(m, t, width: 768, height: 1280) <= Int64(Int32.max))
        }
        #expect(abs(Self.area2(m) - Self.area2(Self.flipBatch)) < 1e-3, "the pieces tile the original quad")
        for v in m.vertices {
            #expect(v.x == v.x.rounded() && v.y == v.y.rounded(), "new vertices sit on whole pixels")
        }
    }

    /// The texture coordinate the original flip batch gives pixel position (x, y): barycentric
    /// interpolation in whichever of its two triangles holds the point, as SDL interpolates.
    static func flipUV(_ x: Double, _ y: Double) -> (u: Double, v: Double)? {
        let m = flipBatch
        for t in 0..<2 {
            let p = (0..<3).map { m.vertices[Int(m.indices[3 * t + $0])] }
            let det = Double((p[1].x - p[0].x) * (p[2].y - p[0].y) - (p[1].y - p[0].y) * (p[2].x - p[0].x))
            let l1 =
                ((x - Double(p[0].x)) * Double(p[2].y - p[0].y) - (y - Double(p[0].y)) * Double(p[2].x - p[0].x)) / det
            let l2 =
                (Double(p[1].x - p[0].x) * (y - Double(p[0].y)) - Double(p[1].y - p[0].y) * (x - Double(p[0].x))) / det
            let l0 = 1 - l1 - l2
            guard min(l0, l1, l2) >= -1e-9 else { continue }
            return (
                l0 * Double(p[0].u) + l1 * Double(p[1].u) + l2 * Double(p[2].u),
                l0 * Double(p[0].v) + l1 * Double(p[1].v) + l2 * Double(p[2].v)
            )
        }
        return nil
    }

    @Test func newVerticesKeepTheParentsTextureMap() throws {
        var m = Self.flipBatch
        SoftwareTriangleGuard.apply(
            to: &m, textureWidth: 768, textureHeight: 1280, targetWidth: 768, targetHeight: 1280, allowsRects: true)
        #expect(m.vertices.count > 4)
        for v in m.vertices[4...] {
            let uv = try #require(Self.flipUV(Double(v.x), Double(v.y)), "new vertex (\(v.x), \(v.y)) is inside")
            #expect(abs(Double(v.u) - uv.u) < 1e-6 && abs(Double(v.v) - uv.v) < 1e-6, "uv at (\(v.x), \(v.y))")
        }
    }

    @Test func safeBatchesAreLeftAlone() {
        var m = Mesh()
        for (x, y) in [(0, 0), (100, 0), (100, 100), (0, 100)] as [(Float, Float)] {
            m.add(MeshVertex(x: x, y: y, r: 255, g: 255, b: 255, a: 255, u: x / 200, v: y / 200))
        }
        m.quad(0, 1, 2, 3)
        var g = m
        SoftwareTriangleGuard.apply(
            to: &g, textureWidth: 200, textureHeight: 200, targetWidth: 400, targetHeight: 400, allowsRects: false)
        #expect(g.vertices == m.vertices && g.indices == m.indices)
    }

    /// A full-target axis-aligned quad.
    static func fullQuad() -> Mesh {
        var m = Mesh()
        for (x, y) in [(0, 0), (768, 0), (768, 1280), (0, 1280)] as [(Float, Float)] {
            m.add(MeshVertex(x: x, y: y, r: 255, g: 255, b: 255, a: 255, u: x / 768, v: y / 1280))
        }
        m.quad(0, 1, 2, 3)
        return m
    }

    @Test func rectanglePairsSDLCopiesAreKept() {
        var m = Self.fullQuad()
        #expect(SoftwareTriangleGuard.trianglePath(m) == [false, false])
        SoftwareTriangleGuard.apply(
            to: &m, textureWidth: 768, textureHeight: 1280, targetWidth: 768, targetHeight: 1280, allowsRects: true)
        #expect(
            m.vertices == Self.fullQuad().vertices && m.indices == Self.fullQuad().indices,
            "SDL copies this rectangle; splitting it would lose the fast path")
    }

    @Test func theSameQuadIsSplitWhenItCannotBecomeACopy() {
        var m = Self.fullQuad()
        SoftwareTriangleGuard.apply(
            to: &m, textureWidth: 768, textureHeight: 1280, targetWidth: 768, targetHeight: 1280, allowsRects: false)
        #expect(m.triangleCount > 2)
        for t in 0..<m.triangleCount {
            #expect(Self.sdlProduct(m, t, width: 768, height: 1280) <= Int64(Int32.max))
        }
        #expect(abs(Self.area2(m) - Self.area2(Self.fullQuad())) < 1e-3, "the pieces tile the quad")
    }

    @Test func sdlsPairingIsMirrored() {
        // A lone triangle, then a rectangle pair: SDL draws the triangle and copies the pair; a
        // pair after a lone triangle still pairs up.
        var m = Self.fullQuad()
        let lone = (0..<3).map {
            m.add(MeshVertex(x: Float(10 + $0 * 5), y: Float($0 == 2 ? 30 : 10), r: 1, g: 2, b: 3, a: 4))
        }
        m.indices = [lone[0], lone[1], lone[2]] + m.indices[0..<6]
        #expect(SoftwareTriangleGuard.trianglePath(m) == [true, false, false])
        m.indices = Array(Self.fullQuad().indices) + [lone[0], lone[1], lone[2]]
        #expect(SoftwareTriangleGuard.trianglePath(m) == [false, false, true])
        var tinted = Self.fullQuad()
        tinted.vertices[2].a = 128
        #expect(SoftwareTriangleGuard.trianglePath(tinted) == [true, true], "SDL needs one colour for a copy")
    }

    /// A one-pixel sliver along row 1279 of a 1280-row target whose texture coordinates all lie
    /// on the texture's bottom edge (v = 1): SDL takes row (int)(v × height), one past the last.
    static let edgeSliver: Mesh = {
        var m = Mesh()
        m.add(MeshVertex(x: 10, y: 1279, r: 255, g: 255, b: 255, a: 255, u: 0.1, v: 1))
        m.add(MeshVertex(x: 700, y: 1279, r: 255, g: 255, b: 255, a: 255, u: 0.9, v: 1))
        m.add(MeshVertex(x: 10, y: 1280, r: 255, g: 255, b: 255, a: 255, u: 0.1, v: 1))
        m.triangle(0, 1, 2)
        return m
    }()

    @Test func anEdgeSliverReadsTheLastTexelNotOnePast() {
        var m = Self.edgeSliver
        SoftwareTriangleGuard.apply(
            to: &m, textureWidth: 768, textureHeight: 1280, targetWidth: 768, targetHeight: 1280, allowsRects: false)
        #expect(m.triangleCount == 1)
        for i in m.indices {
            let v = m.vertices[Int(i)]
            #expect(Int(v.v * 1280) == 1279, "SDL takes (int)(v × h); it must be the last row")
        }
        #expect(m.vertices[0].v == 1, "the shared original vertex is not changed")
    }

    @Test func farVerticesAreClippedAndTheirTextureMapKept() {
        // A layer nearly edge-on can put a vertex a million pixels away.
        var m = Mesh()
        m.add(MeshVertex(x: 0, y: 0, r: 255, g: 255, b: 255, a: 255, u: 0, v: 0))
        m.add(MeshVertex(x: 1_000_000, y: 0, r: 255, g: 255, b: 255, a: 255, u: 1, v: 0))
        m.add(MeshVertex(x: 0, y: 100, r: 255, g: 255, b: 255, a: 255, u: 0, v: 1))
        m.triangle(0, 1, 2)
        SoftwareTriangleGuard.apply(
            to: &m, textureWidth: 64, textureHeight: 64, targetWidth: 320, targetHeight: 240, allowsRects: false)
        #expect(!m.isEmpty, "the part near the target stays")
        let band = SoftwareTriangleGuard.guardBand
        for i in m.indices {
            let v = m.vertices[Int(i)]
            #expect(Double(v.x) <= 320 + band && Double(v.x) >= -band)
            #expect(abs(Double(v.u) - Double(v.x) / 1_000_000) < 1e-6, "u stays the parent's affine map")
        }
    }

    @Test func trianglesOffTargetOrBrokenAreDropped() {
        var m = Mesh()
        m.add(MeshVertex(x: 5000, y: 5000, r: 0, g: 0, b: 0, a: 255, u: 0, v: 0))
        m.add(MeshVertex(x: 90000, y: 5000, r: 0, g: 0, b: 0, a: 255, u: 1, v: 0))
        m.add(MeshVertex(x: 5000, y: 9000, r: 0, g: 0, b: 0, a: 255, u: 0, v: 1))
        m.add(MeshVertex(x: .nan, y: 0, r: 0, g: 0, b: 0, a: 255, u: 0, v: 0))
        m.triangle(0, 1, 2)
        m.triangle(3, 1, 2)
        SoftwareTriangleGuard.apply(
            to: &m, textureWidth: 64, textureHeight: 64, targetWidth: 320, targetHeight: 240, allowsRects: false)
        #expect(m.isEmpty, "nothing of either reaches SDL")
    }

    // MARK: Through SDL's software rasteriser

    /// A `size`-pixel texture whose texel (x, y) is opaque (x mod 256, y mod 256, x / 256 + 8·(y / 256)).
    static func patternTexture(_ sdl: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
        guard
            let t = SDL_CreateTexture(
                sdl, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width),
                Int32(height))
        else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let b = UInt32(x / 256 + 8 * (y / 256))
                pixels[y * width + x] = 0xFF00_0000 | UInt32(x % 256) << 16 | UInt32(y % 256) << 8 | b
            }
        }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(t, nil, $0.baseAddress, Int32(width * 4)) }
        return t
    }

    /// Draws `mesh`, through the guard, with a 768×1280 `patternTexture` on SDL's software
    /// renderer into a black 768×1280 surface (as `SoftwareCanvas` makes it), and returns the
    /// pixels.
    static func drawThroughGuard(_ mesh: Mesh, allowsRects: Bool) throws -> Bitmap {
        try SDLLibraries.initializeForRendering()
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 768, 1280, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let sdl = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(sdl) }
        let texture = try #require(Self.patternTexture(sdl, width: 768, height: 1280))
        defer { SDL_DestroyTexture(texture) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(sdl, 0, 0, 0, 255)
        SDL_RenderClear(sdl)
        var mesh = mesh
        SoftwareTriangleGuard.apply(
            to: &mesh, textureWidth: 768, textureHeight: 1280, targetWidth: 768, targetHeight: 1280,
            allowsRects: allowsRects)
        let result = mesh.vertices.withUnsafeBufferPointer { vp in
            vp.withMemoryRebound(to: SDL_Vertex.self) { sv in
                mesh.indices.withUnsafeBufferPointer { ip in
                    SDL_RenderGeometry(sdl, texture, sv.baseAddress, Int32(sv.count), ip.baseAddress, Int32(ip.count))
                }
            }
        }
        #expect(result == 0, "SDL_RenderGeometry: \(String(cString: SDL_GetError()))")
        SDL_RenderFlush(sdl)
        return try Screenshot.capture(sdl)
    }

    @Test func theFlipBatchRendersOnTheSoftwareRenderer() throws {
        // The recorded batch through the guard, then SDL's own software rasteriser. Unguarded,
        // SDL_RenderGeometry segfaulted on it.
        let bmp = try Self.drawThroughGuard(Self.flipBatch, allowsRects: true)
        // Every pixel shows the texel the batch maps it to (within SDL's whole-texel rounding);
        // SDL's overflow read rows about 1165 texels away, or crashed.
        for (x, y) in [(10, 10), (400, 640), (700, 1200), (719, 5), (2, 1270), (360, 1277)] {
            let uv = try #require(Self.flipUV(Double(x) + 0.5, Double(y) + 0.5))
            let tx = Int(uv.u * 768), ty = Int(uv.v * 1280)
            let c = bmp.rgba(x, y)
            let got = (x: c.r + 256 * (c.b % 8), y: c.g + 256 * (c.b / 8))
            #expect(
                abs(got.x - tx) <= 1 && abs(got.y - ty) <= 1,
                "pixel (\(x), \(y)) shows texel \(got), not (\(tx), \(ty))")
        }
        #expect(bmp.rgba(740, 640).r == 0, "outside the quad nothing is drawn")
    }

    @Test func aFullScreenPerspectiveGroupRendersAt2x() throws {
        // The flip's shape as a display list: a full-screen group of four coloured bands, masked
        // by a clip turned about y under perspective, at 2× (720×1280 pixels). SDL's overflow
        // reads rows ~1000 texels off (another band, or outside the texture).
        var perspective = Transform3D.identity
        perspective.m34 = -0.002
        let t = Transform3D(translationX: -180, y: -320)
            .concatenating(Transform3D(rotationAngle: 0.3, x: 0, y: 1, z: 0))
            .concatenating(perspective)
            .concatenating(Transform3D(translationX: 180, y: 320))
        let full = Rect(x: 0, y: 0, width: 360, height: 640)
        let bands = [0xFF0000, 0x00FF00, 0x0000FF, 0xFFFF00].enumerated().map { i, hex in
            DisplayItem.fill(
                .init(
                    transform: .identity, rect: Rect(x: 0, y: Double(i) * 160, width: 360, height: 160),
                    radii: CornerRadii(all: 0), color: Color(hex: UInt32(hex)), opacity: 1))
        }
        let items: [DisplayItem] =
            [.pushGroup(.init(opacity: 1, clip: .init(transform: t, rect: full, radii: CornerRadii(all: 0))))] + bands
            + [.popGroup]
        let bmp = try PixelTest.render(items, size: Size(width: 360, height: 640), scale: 2)
        #expect(bmp.rgba(700, 640).r == 0, "the turned clip's far side leaves the right edge uncovered")
        let expected = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0)]
        for (band, colour) in expected.enumerated() {
            for x in [20, 360, 640] {
                let y = band * 320 + 160
                let c = bmp.rgba(x, y)
                #expect(c.r == colour.0 && c.g == colour.1 && c.b == colour.2, "pixel (\(x), \(y)) is \(c)")
            }
        }
    }
}

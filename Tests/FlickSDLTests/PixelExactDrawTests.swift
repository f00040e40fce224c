import CSDL2
import FlickGeometry
import FlickLayers
import Testing

@testable import FlickSDL

/// What a CPU rasteriser gets drawn more cheaply for the same pixels: textured draws laid one
/// texel per pixel on whole pixels (`Mesh.isPixelExact`), nearest-filtered
/// (`SDLRenderer.nearestIfExact`), and opaque interiors, unblended (`SDLRenderer.interiorBlend`).
@Suite(.serialized)
@MainActor
struct PixelExactDrawTests {
    /// A quad of `w` × `h` texels of a `tw` × `th` texture, from texel (u0, v0), with its top-left
    /// corner at target pixel (x, y), `scale` pixels a texel.
    static func quad(
        x: Float, y: Float, w: Float, h: Float, u0: Float = 0, v0: Float = 0, tw: Float = 64, th: Float = 32,
        scale: Float = 1, into mesh: inout Mesh
    ) {
        func vertex(_ dx: Float, _ dy: Float) -> MeshVertex {
            MeshVertex(
                x: x + dx * scale, y: y + dy * scale, r: 255, g: 255, b: 255, a: 255, u: (u0 + dx) / tw,
                v: (v0 + dy) / th)
        }
        let a = mesh.add(vertex(0, 0)), b = mesh.add(vertex(w, 0))
        let c = mesh.add(vertex(w, h)), d = mesh.add(vertex(0, h))
        mesh.quad(a, b, c, d)
    }

    @Test func aQuadOnWholePixelsOneTexelAPixelIsExact() {
        var m = Mesh()
        Self.quad(x: 5, y: 7, w: 10, h: 8, u0: 3, v0: 2, into: &m)
        #expect(m.isPixelExact(textureWidth: 64, textureHeight: 32))
        // Sprites: several quads in one batch, each with its own whole-pixel shift.
        Self.quad(x: 40, y: 3, w: 6, h: 6, u0: 50, v0: 20, into: &m)
        #expect(m.isPixelExact(textureWidth: 64, textureHeight: 32))
    }

    @Test func halfAPixelOffAScaleOrATurnIsNot() {
        var half = Mesh()
        Self.quad(x: 5.5, y: 7, w: 10, h: 8, into: &half)
        #expect(!half.isPixelExact(textureWidth: 64, textureHeight: 32), "pixel centres between texels: linear mixes two")
        var scaled = Mesh()
        Self.quad(x: 4, y: 4, w: 10, h: 8, scale: 2, into: &scaled)
        #expect(!scaled.isPixelExact(textureWidth: 64, textureHeight: 32))
        var wrongSize = Mesh()
        Self.quad(x: 4, y: 4, w: 10, h: 8, into: &wrongSize)
        #expect(!wrongSize.isPixelExact(textureWidth: 128, textureHeight: 32), "texels of another size")
        var turned = Mesh()
        let a = turned.add(MeshVertex(x: 10, y: 0, r: 255, g: 255, b: 255, a: 255, u: 0, v: 0))
        let b = turned.add(MeshVertex(x: 10, y: 10, r: 255, g: 255, b: 255, a: 255, u: 10 / 64, v: 0))
        let c = turned.add(MeshVertex(x: 0, y: 10, r: 255, g: 255, b: 255, a: 255, u: 10 / 64, v: 10 / 32))
        turned.triangle(a, b, c)
        #expect(!turned.isPixelExact(textureWidth: 64, textureHeight: 32), "a quarter turn")
        #expect(!Mesh().isPixelExact(textureWidth: 64, textureHeight: 32), "nothing to draw")
    }

    @Test func floatErrorWithinTheToleranceStillCounts() {
        var m = Mesh()
        Self.quad(x: 1201.0001, y: 1100.9999, w: 40, h: 20, u0: 900, v0: 1000, tw: 1024, th: 1024, into: &m)
        #expect(m.isPixelExact(textureWidth: 1024, textureHeight: 1024))
        var off = Mesh()
        Self.quad(x: 12.01, y: 11, w: 40, h: 20, into: &off)
        #expect(!off.isPixelExact(textureWidth: 64, textureHeight: 32), "a hundredth of a pixel is a real shift")
    }

    /// A software canvas whose renderer calls itself a CPU rasteriser (or not), and a 64 × 32
    /// texture on it, linear-filtered as text runs and sprites are.
    func canvas(onCPU: Bool) throws -> (SoftwareCanvas, OpaquePointer) {
        let canvas = try SoftwareCanvas(
            pixelWidth: 128, pixelHeight: 64, scale: 1, assets: PixelTest.assets,
            options: RendererOptions(profile: onCPU ? .cpuRasteriser : nil))
        let texture = try #require(
            SDL_CreateTexture(
                canvas.renderer.sdlRenderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 64, 32))
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return (canvas, texture)
    }

    func scaleMode(_ texture: OpaquePointer) -> SDL_ScaleMode {
        var mode = SDL_ScaleModeBest
        SDL_GetTextureScaleMode(texture, &mode)
        return mode
    }

    @Test func anExactBatchIsDrawnNearestAndTheTextureGetsItsFilterBack() throws {
        let (canvas, texture) = try canvas(onCPU: true)
        defer { SDL_DestroyTexture(texture) }
        let r = canvas.renderer
        Self.quad(x: 5, y: 7, w: 10, h: 8, into: &r.batch)
        #expect(r.nearestIfExact(texture) == texture)
        #expect(scaleMode(texture) == SDL_ScaleModeNearest, "switched for the draw")
        #expect(r.stats.exactDraws == 1)
        // Through `flush`, which switches it back after the draw.
        r.batch.removeAll()
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        Self.quad(x: 5, y: 7, w: 10, h: 8, into: &r.batch)
        r.batchKey = SDLRenderer.BatchKey(texture: texture, blend: SDL_BLENDMODE_BLEND, allowsRects: false)
        r.flush()
        #expect(r.stats.exactDraws == 2)
        #expect(r.stats.drawCalls == 1)
        #expect(scaleMode(texture) == SDL_ScaleModeLinear, "back to linear for the next draw")
    }

    @Test func otherwiseNothingChanges() throws {
        let (canvas, texture) = try canvas(onCPU: true)
        defer { SDL_DestroyTexture(texture) }
        let r = canvas.renderer
        Self.quad(x: 5.5, y: 7, w: 10, h: 8, into: &r.batch)
        #expect(r.nearestIfExact(texture) == nil, "between pixels")
        #expect(r.nearestIfExact(nil) == nil, "no texture")
        r.batch.removeAll()
        Self.quad(x: 5, y: 7, w: 10, h: 8, into: &r.batch)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
        #expect(r.nearestIfExact(texture) == nil, "already nearest: nothing to switch back afterwards")
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        let (gpu, other) = try self.canvas(onCPU: false)
        defer { SDL_DestroyTexture(other) }
        Self.quad(x: 5, y: 7, w: 10, h: 8, into: &gpu.renderer.batch)
        #expect(gpu.renderer.nearestIfExact(other) == nil, "a GPU filters linearly at no extra cost")
        #expect(scaleMode(texture) == SDL_ScaleModeLinear && scaleMode(other) == SDL_ScaleModeLinear)
        #expect(r.stats.exactDraws == 0 && gpu.renderer.stats.exactDraws == 0)
    }

    @Test func opaqueInteriorsAreUnblendedWhereTheCPUDrawsThem() {
        #expect(SDLRenderer.interiorBlend(opaque: true, drawsOnCPU: true) == SDL_BLENDMODE_NONE)
        #expect(SDLRenderer.interiorBlend(opaque: false, drawsOnCPU: true) == SDL_BLENDMODE_BLEND)
        #expect(SDLRenderer.interiorBlend(opaque: true, drawsOnCPU: false) == SDL_BLENDMODE_BLEND, "a GPU blends for free")
    }
}

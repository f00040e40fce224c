import CSDL2

/// Render-target textures for groups and blurs, reused across and within frames.
///
/// Sizes are rounded up to multiples of `granularity` so a layer that grows by a pixel reuses
/// its texture; textures idle for `maxIdleFrames` frames are destroyed.
@MainActor
final class RenderTargetPool {
    private struct Slot {
        let texture: OpaquePointer
        let width: Int
        let height: Int
        var inUse: Bool
        var lastUsed: Int
    }
    private var slots: [Slot] = []
    /// Makes the targets: the renderer's own maker (`SDLRenderer.textures`), so they are counted
    /// with its other textures.
    let textures: TextureMaker
    /// Size step, in pixels.
    static let granularity = 64
    /// How long an idle target survives, in frames.
    var maxIdleFrames = 1800

    /// Creates a pool making its targets with `textures`.
    init(textures: TextureMaker) {
        self.textures = textures
    }

    /// A target at least `width`×`height` pixels, or nil when SDL cannot make one.
    func acquire(width: Int, height: Int, frame: Int) -> (
        texture: OpaquePointer, width: Int, height: Int
    )? {
        var best: Int? = nil
        for (i, s) in slots.enumerated() where !s.inUse && s.width >= width && s.height >= height {
            if let b = best, slots[b].width * slots[b].height <= s.width * s.height { continue }
            best = i
        }
        if let b = best {
            slots[b].inUse = true
            slots[b].lastUsed = frame
            textures.setScaleMode(slots[b].texture, SDL_ScaleModeNearest)
            // SDL's software renderer leaves the vertex colour of a textured rectangle it drew
            // as a blit in the texture's colour and alpha mods (SDL_SW_RenderGeometryRaw): a
            // target drawn that way once would tint every later copy from it.
            SDL_SetTextureColorMod(slots[b].texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(slots[b].texture, 255)
            return (slots[b].texture, slots[b].width, slots[b].height)
        }
        let g = Self.granularity
        let w = (width + g - 1) / g * g, h = (height + g - 1) / g * g
        guard let t = textures.make(SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, width: w, height: h)
        else { return nil }
        // Groups are composited one texel per pixel: nearest sampling is exact there. The blur
        // chain, which scales, turns linear filtering on for its own copies.
        textures.setScaleMode(t, SDL_ScaleModeNearest)
        slots.append(Slot(texture: t, width: w, height: h, inUse: true, lastUsed: frame))
        return (t, w, h)
    }

    /// Returns a target to the pool.
    func release(_ texture: OpaquePointer) {
        if let i = slots.firstIndex(where: { $0.texture == texture }) { slots[i].inUse = false }
    }

    /// Destroys idle targets unused since `frame − maxIdleFrames`.
    func evict(before frame: Int) {
        let limit = frame - maxIdleFrames
        slots.removeAll { s in
            guard !s.inUse, s.lastUsed < limit else { return false }
            SDL_DestroyTexture(s.texture)
            return true
        }
    }

    /// Destroys every target.
    func removeAll() {
        for s in slots { SDL_DestroyTexture(s.texture) }
        slots.removeAll()
    }
}

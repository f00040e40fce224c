import CSDL2

/// Makes every SDL texture of one `SDLRenderer` and counts them.
///
/// A texture's creation is a cost of its own, apart from what is uploaded into it: a GPU
/// allocates its memory (and a CPU rasteriser such as llvmpipe clears it), so a steady frame
/// should create none — a video stream updates its one texture, a render target goes back to
/// its pool. Every creation site (pictures, the placeholder, video streams, text atlas pages,
/// the sprite texture, pool targets, the offscreen frame) goes through one maker, so none can
/// be missed; the renderer turns its running total into `FrameStats.texturesCreated` and
/// `texturesCreatedAhead` (`SDLRenderer.countTexturesCreated`).
@MainActor
final class TextureMaker {
    /// The SDL renderer the textures belong to.
    let renderer: OpaquePointer
    /// Textures made since this maker was, failures not included. It only grows.
    private(set) var made = 0

    /// A maker of textures for `renderer`.
    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// A new `width` × `height` texture of `format` with `access`, or nil when SDL cannot make
    /// one (`SDL_GetError` says why).
    func make(_ format: SDL_PixelFormatEnum, _ access: SDL_TextureAccess, width: Int, height: Int) -> OpaquePointer? {
        let texture = SDL_CreateTexture(renderer, format.rawValue, Int32(access.rawValue), Int32(width), Int32(height))
        if texture != nil { made += 1 }
        return texture
    }

    /// A new static texture holding `surface`'s pixels, or nil when SDL cannot make one.
    func make(from surface: UnsafeMutablePointer<SDL_Surface>) -> OpaquePointer? {
        let texture = SDL_CreateTextureFromSurface(renderer, surface)
        if texture != nil { made += 1 }
        return texture
    }
}

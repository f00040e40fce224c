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
    /// Whether `renderer` draws with OpenGL or OpenGL ES (`setScaleMode`).
    private let drawsWithGL: Bool

    /// A maker of textures for `renderer`.
    init(renderer: OpaquePointer) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        drawsWithGL = info.name.map { String(cString: $0).hasPrefix("opengl") } ?? false
    }

    /// Sets how `texture` is filtered when drawn scaled, for the draws made after this call.
    ///
    /// SDL 2.26's OpenGL and OpenGL ES 2 renderers apply a filter at once, binding the texture
    /// without telling the cache of what their queued draws have bound (GLES2_SetTextureScaleMode):
    /// a later draw of the texture that cache names would skip its bind and sample this one (a
    /// kept blur picture was drawn in place of labels on the kiosk's GLES). So a change runs the
    /// queued draws first and then clears that cache (`SDL_GL_UnbindTexture`); no change does
    /// nothing.
    func setScaleMode(_ texture: OpaquePointer, _ mode: SDL_ScaleMode) {
        var current = SDL_ScaleModeNearest
        if SDL_GetTextureScaleMode(texture, &current) == 0, current == mode { return }
        guard drawsWithGL else {
            SDL_SetTextureScaleMode(texture, mode)
            return
        }
        SDL_RenderFlush(renderer)
        SDL_SetTextureScaleMode(texture, mode)
        SDL_GL_UnbindTexture(texture)
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

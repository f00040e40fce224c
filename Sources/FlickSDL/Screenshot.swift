import CSDL2
public import FlickLayers

/// Reading pixels back from SDL and writing/reading PNG files, for screenshots and golden tests.
@MainActor
public enum Screenshot {
    /// Reads back the renderer's current render target (the back buffer after `render`) as RGBA
    /// pixels. Call before `present`, which may discard the back buffer.
    @MainActor
    public static func capture(_ renderer: OpaquePointer) throws(SDLError) -> Bitmap {
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(renderer, &viewport)
        let w = Int(viewport.w), h = Int(viewport.h)
        guard w > 0, h > 0 else {
            throw SDLError(operation: "read back the render target", message: "it has no pixels (\(w)×\(h))")
        }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let result = pixels.withUnsafeMutableBytes { raw in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, raw.baseAddress, Int32(w * 4))
        }
        if result != 0 { throw SDLError.last("read back the render target") }
        return Bitmap(width: w, height: h, pixels: pixels)
    }

    /// Writes `bitmap` as a PNG file at `path` (IMG_SavePNG).
    public static func savePNG(_ bitmap: Bitmap, to path: String) throws(SDLError) {
        var pixels = bitmap.pixels
        let result: Int32 = pixels.withUnsafeMutableBytes { raw in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    raw.baseAddress, Int32(bitmap.width), Int32(bitmap.height), 32, Int32(bitmap.width * 4),
                    SDL_PIXELFORMAT_RGBA32.rawValue)
            else { return -2 }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG(surface, path)
        }
        if result != 0 { throw SDLError.last("save PNG to \(path)") }
    }

    /// Reads a PNG (or any format SDL_image knows) into RGBA pixels.
    public static func loadImage(_ path: String) throws(SDLError) -> Bitmap {
        guard let loaded = IMG_Load(path) else { throw SDLError.last("load image \(path)") }
        return try ImageDecoding.bitmap(of: loaded, what: "image \(path)")
    }
}

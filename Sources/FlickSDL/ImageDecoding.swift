import CSDL2
public import FlickLayers

/// Decodes image files held in memory (JPEG, PNG — whatever SDL_image reads) into RGBA bitmaps:
/// camera MJPEG frames, downloaded pictures.
@MainActor
public enum ImageDecoding {
    /// The pixels of the encoded image in `bytes` (IMG_Load_RW over SDL_RWFromConstMem). Throws
    /// an error with SDL_image's reason for empty, truncated or unknown data.
    public static func decode(_ bytes: UnsafeRawBufferPointer) throws(SDLError) -> Bitmap {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            throw SDLError(operation: "decode an image", message: "there are no bytes")
        }
        guard bytes.count <= Int(Int32.max), let rw = SDL_RWFromConstMem(base, Int32(bytes.count)) else {
            throw SDLError.last("read \(bytes.count) bytes of image data")
        }
        guard let loaded = IMG_Load_RW(rw, 1) else { throw SDLError.last("decode \(bytes.count) bytes of image data") }
        return try bitmap(of: loaded, what: "a decoded image")
    }

    /// The pixels of `loaded` (a surface SDL_image made, freed here) as an RGBA bitmap; `what`
    /// names it in errors.
    static func bitmap(of loaded: UnsafeMutablePointer<SDL_Surface>, what: String) throws(SDLError) -> Bitmap {
        defer { SDL_FreeSurface(loaded) }
        guard let rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw SDLError.last("convert \(what) to RGBA")
        }
        defer { SDL_FreeSurface(rgba) }
        let w = Int(rgba.pointee.w), h = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
        guard w > 0, h > 0 else { throw SDLError(operation: "read \(what)", message: "it has no pixels") }
        SDL_LockSurface(rgba)
        defer { SDL_UnlockSurface(rgba) }
        let src = rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { out, count in
            for y in 0..<h { (out.baseAddress! + y * w * 4).update(from: src + y * pitch, count: w * 4) }
            count = w * h * 4
        }
        return Bitmap(width: w, height: h, pixels: pixels)
    }

    /// `decode` over an array.
    public static func decode(_ bytes: [UInt8]) throws(SDLError) -> Bitmap {
        let result: Result<Bitmap, SDLError> = bytes.withUnsafeBytes { raw in
            do throws(SDLError) { return .success(try decode(raw)) } catch { return .failure(error) }
        }
        return try result.get()
    }
}

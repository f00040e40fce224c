import CSDL2

/// Loads an image file and summarises its pixels, to check that a screenshot shows something.
/// Main actor only, like every SDL call in Flick (SDL and its satellites are not thread-safe).
@MainActor
public enum ImageFileCheck {
    /// What an image contains.
    public struct Summary: Sendable, Equatable {
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int
        /// Distinct colours among a sample of up to 64×64 pixels spread over the image.
        public var sampledColors: Int
        /// True when the sample holds more than one colour.
        public var isBlank: Bool { sampledColors <= 1 }
    }

    /// Loads `path` with SDL_image. Throws when the file is missing or not an image.
    public static func summarize(path: String) throws -> Summary {
        guard let loaded = IMG_Load(path) else { throw SDLError.last("read image '\(path)'") }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            throw SDLError.last("convert image '\(path)' to RGBA")
        }
        defer { SDL_FreeSurface(surface) }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard w > 0, h > 0, let base = surface.pointee.pixels else {
            throw SDLError(operation: "read image '\(path)'", message: "it has no pixels")
        }
        var colors = Set<UInt32>()
        let steps = 64
        for sy in 0..<steps {
            let y = min(h - 1, sy * h / steps)
            for sx in 0..<steps {
                let x = min(w - 1, sx * w / steps)
                colors.insert(base.load(fromByteOffset: y * pitch + x * 4, as: UInt32.self))
            }
        }
        return Summary(width: w, height: h, sampledColors: colors.count)
    }
}


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
        let image = try Screenshot.loadImage(path)
        var colors = Set<UInt32>()
        let steps = 64
        image.pixels.withUnsafeBytes { bytes in
            for sy in 0..<steps {
                let y = min(image.height - 1, sy * image.height / steps)
                for sx in 0..<steps {
                    let x = min(image.width - 1, sx * image.width / steps)
                    colors.insert(bytes.loadUnaligned(fromByteOffset: (y * image.width + x) * 4, as: UInt32.self))
                }
            }
        }
        return Summary(width: image.width, height: image.height, sampledColors: colors.count)
    }
}

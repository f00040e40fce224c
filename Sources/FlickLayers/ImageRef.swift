public import FlickGeometry

/// An image a layer shows, as an opaque reference the renderer resolves to a texture.
///
/// Composition never touches pixels: it only carries references. The renderer's texture cache
/// keys textures by `key` and frees them once no display list has used them for a while.
public struct ImageRef: Hashable, Sendable, CustomStringConvertible {
    /// Where the pixels come from.
    public enum Source: Hashable, Sendable {
        /// A file under the assets folder, by its relative path (e.g. `"images/card-1.png"`).
        case asset(String)
        /// Pixels made at run time (generated art, snapshots, camera frames).
        case bitmap(Bitmap)
        /// A frame of a live video stream, drawn through one streaming texture per stream.
        case video(VideoFrame)
    }

    /// The pixel source.
    public let source: Source

    /// An image from the assets folder.
    public static func asset(_ path: String) -> ImageRef { ImageRef(source: .asset(path)) }

    /// An image from pixels made at run time.
    public static func bitmap(_ bitmap: Bitmap) -> ImageRef { ImageRef(source: .bitmap(bitmap)) }

    /// A frame of a live video stream.
    public static func video(_ frame: VideoFrame) -> ImageRef { ImageRef(source: .video(frame)) }

    /// What a cache keys the image's texture by: the asset path, the bitmap's identity, or the
    /// video stream and its format (every frame of a stream has the same key: they share a
    /// texture). A key holds the identity object it names, so no bitmap or stream made later can
    /// be taken for one whose texture is still cached.
    public enum Key: Hashable, Sendable, CustomStringConvertible {
        /// An asset's relative path.
        case asset(String)
        /// A run-time bitmap's identity.
        case bitmap(Bitmap.Identity)
        /// A video stream in one format.
        case video(VideoStream, VideoFrame.Format)

        public var description: String {
            switch self {
            case .asset(let path): "asset:\(path)"
            case .bitmap(let id): "bitmap:\(id)"
            case .video(let stream, let format): "video:\(stream):\(format)"
            }
        }
    }

    /// The key for caches.
    public var key: Key {
        switch source {
        case .asset(let path): .asset(path)
        case .bitmap(let b): .bitmap(b.identity)
        case .video(let f): .video(f.stream, f.format)
        }
    }

    public var description: String { key.description }
}

/// Immutable RGBA8 pixels made at run time. Each bitmap is its own identity (`identity`), so a
/// new frame of a changing picture is a new bitmap and the renderer uploads it once.
public final class Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Row-major pixels, 4 bytes each in R, G, B, A order, straight alpha; `width·height·4` bytes.
    public let pixels: [UInt8]
    /// What tells this bitmap from every other: an object of its own, so that a cache key can
    /// hold it without holding the pixels (a texture cache notices when the bitmap goes).
    public let identity = Identity()

    /// Creates a bitmap; `pixels.count` must be `width·height·4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0, "Bitmap needs a positive size, got \(width)×\(height)")
        precondition(
            pixels.count == width * height * 4,
            "Bitmap(\(width)×\(height)) needs \(width * height * 4) bytes of RGBA, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The size in pixels.
    public var size: Size { Size(width: Double(width), height: Double(height)) }

    public static func == (a: Bitmap, b: Bitmap) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

    /// A bitmap's identity: equal only to itself, compared by `===` (no counter hands it out).
    public final class Identity: Hashable, Sendable, CustomStringConvertible {
        init() {}

        public static func == (a: Identity, b: Identity) -> Bool { a === b }
        public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
        public var description: String { "0x\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16))" }
    }
}

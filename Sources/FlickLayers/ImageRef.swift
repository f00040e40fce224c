public import FlickGeometry
import Synchronization

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

    /// A stable key for caches: the asset path, the bitmap's identity, or the video stream's
    /// and its format's (every frame of a stream has the same key: they share a texture).
    public var key: String {
        switch source {
        case .asset(let path): "asset:\(path)"
        case .bitmap(let b): "bitmap:\(b.id)"
        case .video(let f): f.format == .yuyv ? "video:\(f.stream)" : "video:\(f.stream):rgba"
        }
    }

    public var description: String { key }
}

/// Immutable RGBA8 pixels made at run time. Each bitmap has a unique id, so a new frame of a
/// changing picture is a new bitmap and the renderer uploads it once.
public final class Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Row-major pixels, 4 bytes each in R, G, B, A order, straight alpha; `width·height·4` bytes.
    public let pixels: [UInt8]
    /// Unique among every bitmap made by this process.
    public let id: UInt64

    /// Creates a bitmap; `pixels.count` must be `width·height·4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0, "Bitmap needs a positive size, got \(width)×\(height)")
        precondition(
            pixels.count == width * height * 4,
            "Bitmap(\(width)×\(height)) needs \(width * height * 4) bytes of RGBA, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.id = BitmapIDs.next()
    }

    /// The size in pixels.
    public var size: Size { Size(width: Double(width), height: Double(height)) }

    public static func == (a: Bitmap, b: Bitmap) -> Bool { a.id == b.id }
    public func hash(into h: inout Hasher) { h.combine(id) }
}

/// Hands out bitmap ids. Bitmaps are made on the main actor in practice; the counter is atomic
/// anyway so a background decoder may make them too.
enum BitmapIDs {
    private static let counter = Atomic<UInt64>(0)
    static func next() -> UInt64 { counter.add(1, ordering: .relaxed).newValue }
}

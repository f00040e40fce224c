import Synchronization

/// One frame of a live video stream in packed YUYV 4:2:2 (`Y0 U Y1 V` per pixel pair, BT.601
/// limited range — V4L2_PIX_FMT_YUYV), shown by a layer through `ImageRef.video`.
///
/// Unlike a `Bitmap`, which is a new texture each time, every frame of one `stream` shares one
/// streaming texture in the renderer (SDL_PIXELFORMAT_YUY2), updated in place when `sequence`
/// changes: no RGB conversion on the CPU and no texture churn at the camera's rate.
public final class VideoFrame: Hashable, Sendable {
    /// The stream it belongs to (`VideoFrame.newStream()`); frames of one stream share a texture.
    public let stream: UInt64
    /// Increases with every new frame of the stream; the renderer uploads when it changes.
    public let sequence: UInt64
    /// Width in pixels (even).
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next (at least `2·width`).
    public let bytesPerLine: Int
    /// The packed pixels, `bytesPerLine·height` bytes.
    public let bytes: [UInt8]

    /// Creates a frame. The size must be positive with an even width, rows at least `2·width`
    /// bytes apart, and `bytes` must hold `bytesPerLine·height` bytes (check camera data before
    /// calling: `YUYVConverter.validate` does).
    public init(stream: UInt64, sequence: UInt64, width: Int, height: Int, bytesPerLine: Int, bytes: [UInt8]) {
        precondition(width > 0 && height > 0 && width % 2 == 0, "a YUYV frame needs a positive size and an even width, got \(width)×\(height)")
        precondition(bytesPerLine >= width * 2, "YUYV rows of \(width) pixels need at least \(width * 2) bytes, got bytesPerLine \(bytesPerLine)")
        precondition(bytes.count >= bytesPerLine * height, "a \(width)×\(height) YUYV frame needs \(bytesPerLine * height) bytes, got \(bytes.count); pad the last row")
        self.stream = stream
        self.sequence = sequence
        self.width = width
        self.height = height
        self.bytesPerLine = bytesPerLine
        self.bytes = bytes
    }

    /// A new stream identity, unique in this process.
    public static func newStream() -> UInt64 { VideoStreamIDs.counter.add(1, ordering: .relaxed).newValue }

    public static func == (a: VideoFrame, b: VideoFrame) -> Bool { a.stream == b.stream && a.sequence == b.sequence }
    public func hash(into h: inout Hasher) {
        h.combine(stream)
        h.combine(sequence)
    }
}

/// Hands out video stream ids.
enum VideoStreamIDs {
    static let counter = Atomic<UInt64>(0)
}

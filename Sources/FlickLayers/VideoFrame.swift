import Synchronization

/// One frame of a live video stream, shown by a layer through `ImageRef.video`: packed YUYV
/// 4:2:2 from a camera (`Y0 U Y1 V` per pixel pair, BT.601 limited range —
/// V4L2_PIX_FMT_YUYV), or RGBA from a picture made at run time frame by frame (the procedural
/// viewfinder).
///
/// Unlike a `Bitmap`, which is a new texture each time, every frame of one `stream` shares one
/// streaming texture in the renderer (SDL_PIXELFORMAT_YUY2 or RGBA32), updated in place when
/// `sequence` changes: no RGB conversion on the CPU and no texture churn at the camera's rate.
///
/// A frame may be made before its pixels (`init(stream:sequence:width:height:opaque:paint:)`):
/// they are painted when first read — by the renderer, when it draws the frame — or taken from a
/// painting already under way elsewhere. A frame nothing draws is never painted.
public final class VideoFrame: Hashable, Sendable {
    /// How the bytes hold the pixels.
    public enum Format: Hashable, Sendable {
        /// Packed YUYV 4:2:2, BT.601 limited range; always opaque.
        case yuyv
        /// R, G, B, A bytes per pixel, straight alpha.
        case rgba
    }

    /// The stream it belongs to; frames of one stream share a texture.
    public let stream: VideoStream
    /// Increases with every new frame of the stream; the renderer uploads when it changes.
    public let sequence: UInt64
    /// How the bytes hold the pixels.
    public let format: Format
    /// Width in pixels (even for YUYV).
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next (at least `2·width` for YUYV, `4·width` for RGBA).
    public let bytesPerLine: Int
    /// True when every pixel is opaque (always for YUYV; as its maker says for RGBA), so the
    /// renderer may skip what lies under it.
    public let isOpaque: Bool
    private let pixels: Pixels

    /// Creates a YUYV frame. The size must be positive with an even width, rows at least
    /// `2·width` bytes apart, and `bytes` must hold `bytesPerLine·height` bytes (check camera
    /// data before calling: `V4L2Camera.yuyvStride` does).
    public init(stream: VideoStream, sequence: UInt64, width: Int, height: Int, bytesPerLine: Int, bytes: [UInt8]) {
        precondition(
            width > 0 && height > 0 && width % 2 == 0,
            "a YUYV frame needs a positive size and an even width, got \(width)×\(height)")
        precondition(
            bytesPerLine >= width * 2,
            "YUYV rows of \(width) pixels need at least \(width * 2) bytes, got bytesPerLine \(bytesPerLine)")
        precondition(
            bytes.count >= bytesPerLine * height,
            """
            a \(width)×\(height) YUYV frame needs \(bytesPerLine * height) bytes, got \(bytes.count); \
            pad the last row
            """)
        self.stream = stream
        self.sequence = sequence
        self.format = .yuyv
        self.width = width
        self.height = height
        self.bytesPerLine = bytesPerLine
        self.isOpaque = true
        self.pixels = Pixels(ready: bytes)
    }

    /// Creates an RGBA frame (rows of `4·width` bytes) whose pixels `paint` makes when they are
    /// first read, on the reading thread; `paint` may instead wait for a painting started
    /// elsewhere. It must return `4·width·height` bytes. `opaque` promises every alpha byte
    /// is 255.
    public init(
        stream: VideoStream, sequence: UInt64, width: Int, height: Int, opaque: Bool,
        paint: @escaping @Sendable () -> [UInt8]
    ) {
        precondition(width > 0 && height > 0, "an RGBA frame needs a positive size, got \(width)×\(height)")
        self.stream = stream
        self.sequence = sequence
        self.format = .rgba
        self.width = width
        self.height = height
        self.bytesPerLine = width * 4
        self.isOpaque = opaque
        self.pixels = Pixels(paint: paint, count: width * height * 4)
    }

    /// The packed pixels, `bytesPerLine·height` bytes. A frame made with `paint` paints them on
    /// the first read (the reader waits); later reads return them at once.
    public var bytes: [UInt8] { pixels.bytes }

    /// True once the pixels exist (always for a frame made with its bytes): whether anything
    /// read a painted frame.
    public var isPainted: Bool { pixels.isReady }

    public static func == (a: VideoFrame, b: VideoFrame) -> Bool { a.stream === b.stream && a.sequence == b.sequence }
    public func hash(into h: inout Hasher) {
        h.combine(stream)
        h.combine(sequence)
    }

    /// A frame's bytes: there from the start, or painted on the first read.
    private final class Pixels: Sendable {
        private enum State {
            case ready([UInt8])
            case pending(@Sendable () -> [UInt8])
        }
        private let state: Mutex<State>
        private let count: Int

        init(ready bytes: [UInt8]) {
            state = Mutex(.ready(bytes))
            count = bytes.count
        }

        init(paint: @escaping @Sendable () -> [UInt8], count: Int) {
            state = Mutex(.pending(paint))
            self.count = count
        }

        var bytes: [UInt8] {
            state.withLock { state in
                switch state {
                case .ready(let bytes):
                    return bytes
                case .pending(let paint):
                    let painted = paint()
                    precondition(
                        painted.count == count, "an RGBA frame needs \(count) bytes, its painter gave \(painted.count)")
                    state = .ready(painted)
                    return painted
                }
            }
        }

        var isReady: Bool {
            state.withLock { if case .ready = $0 { true } else { false } }
        }
    }
}

/// A live video stream's identity: whoever makes the frames (a camera, a procedural picture) makes
/// one and gives it to each frame. It is the object itself, compared by `===`, not a number from
/// a counter: nothing in the process hands out ids, and while a renderer keeps a stream's texture
/// its key holds the stream, so no later stream can take its place.
public final class VideoStream: Hashable, Sendable, CustomStringConvertible {
    /// A new stream, unlike every other.
    public init() {}

    public static func == (a: VideoStream, b: VideoStream) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    public var description: String { "stream 0x\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16))" }
}

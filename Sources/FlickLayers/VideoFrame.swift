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

    /// The stream it belongs to (`VideoFrame.newStream()`); frames of one stream share a texture.
    public let stream: UInt64
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
    /// data before calling: `YUYVConverter.validate` does).
    public init(stream: UInt64, sequence: UInt64, width: Int, height: Int, bytesPerLine: Int, bytes: [UInt8]) {
        precondition(
            width > 0 && height > 0 && width % 2 == 0,
            "a YUYV frame needs a positive size and an even width, got \(width)×\(height)")
        precondition(
            bytesPerLine >= width * 2,
            "YUYV rows of \(width) pixels need at least \(width * 2) bytes, got bytesPerLine \(bytesPerLine)")
        precondition(
            bytes.count >= bytesPerLine * height,
            "a \(width)×\(height) YUYV frame needs \(bytesPerLine * height) bytes, got \(bytes.count); pad the last row"
        )
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
    public convenience init(
        stream: UInt64, sequence: UInt64, width: Int, height: Int, opaque: Bool,
        paint: @escaping @Sendable () -> [UInt8]
    ) {
        self.init(stream: stream, sequence: sequence, width: width, height: height, opaque: opaque) {
            Painted(bytes: paint())
        }
    }

    /// Creates an RGBA frame whose pixels `paint` makes when they are first read, as
    /// `init(stream:sequence:width:height:opaque:paint:)` does, with what the stream's
    /// `Derivation` made of them where they were painted (`Painted.derived`): a maker that
    /// paints its frames ahead on another thread runs the stream's derivation there too
    /// (`derivation(forStream:)`).
    public init(
        stream: UInt64, sequence: UInt64, width: Int, height: Int, opaque: Bool,
        paintDerived: @escaping @Sendable () -> Painted
    ) {
        precondition(width > 0 && height > 0, "an RGBA frame needs a positive size, got \(width)×\(height)")
        self.stream = stream
        self.sequence = sequence
        self.format = .rgba
        self.width = width
        self.height = height
        self.bytesPerLine = width * 4
        self.isOpaque = opaque
        self.pixels = Pixels(paint: paintDerived, count: width * height * 4)
    }

    /// A frame's pixels as painted, and what the stream's derivation made of them, if it ran:
    /// made before the pixels were handed over, or still being made after (`deriving`).
    public struct Painted: Sendable {
        public var bytes: [UInt8]
        public var derived: (key: Int, bytes: [UInt8])?
        /// The derivation with `key` running on the pixels after they were handed over: a
        /// reader waiting for the picture waits only for its painting, not for this too.
        public var deriving: (key: Int, made: MadeElsewhere<[UInt8]>)?

        public init(bytes: [UInt8], derived: (key: Int, bytes: [UInt8])? = nil) {
            self.bytes = bytes
            self.derived = derived
        }

        /// Pixels handed over while the derivation with `key` is still making `made` of them.
        public init(bytes: [UInt8], deriving key: Int, made: MadeElsewhere<[UInt8]>) {
            self.bytes = bytes
            deriving = (key, made)
        }
    }

    /// Work a consumer of a stream wants done on each frame's pixels where they are painted: a
    /// renderer on a CPU rasteriser asks for the blur over a camera picture
    /// (FlickSDL's `SDLRenderer+VideoBlur`), which a viewfinder painting its pictures ahead on
    /// an idle thread then makes there, not in the frame that draws it. `key` tells one
    /// derivation from another (the consumer's parameters changed); `work` takes the pixels
    /// and returns bytes of the consumer's choosing.
    public struct Derivation: Sendable {
        public var key: Int
        public var work: @Sendable ([UInt8]) -> [UInt8]

        public init(key: Int, work: @escaping @Sendable ([UInt8]) -> [UInt8]) {
            self.key = key
            self.work = work
        }

        /// What it makes of `bytes`, with its key.
        public func run(_ bytes: [UInt8]) -> (key: Int, bytes: [UInt8]) { (key, work(bytes)) }
    }

    /// Sets (or with nil, ends) the derivation for the frames of `stream` painted from now on.
    public static func setDerivation(_ derivation: Derivation?, forStream stream: UInt64) {
        VideoStreamIDs.derivations.withLock { $0[stream] = derivation }
    }

    /// The derivation set for `stream`, if any.
    public static func derivation(forStream stream: UInt64) -> Derivation? {
        VideoStreamIDs.derivations.withLock { $0[stream] }
    }

    /// What the derivation with `key` made of this frame's pixels where they were painted; nil
    /// when it did not run there (another key, none set, or not painted yet — this does not
    /// paint) or is still running (`deriving(key:)`).
    public func derived(key: Int) -> [UInt8]? {
        switch pixels.derived {
        case .made(let k, let bytes) where k == key: bytes
        case .making(let k, let made) where k == key: made.valueIfMade
        default: nil
        }
    }

    /// The derivation with `key` that went on running on this frame's pixels where they were
    /// painted after they were handed over (`Painted.deriving`), ended or not: whoever needs it
    /// waits for it or looks without waiting. Nil when the pixels were handed over with what it
    /// made, it did not run there, or the frame is not painted yet (this does not paint).
    public func deriving(key: Int) -> MadeElsewhere<[UInt8]>? {
        guard case .making(let k, let made) = pixels.derived, k == key else { return nil }
        return made
    }

    /// The packed pixels, `bytesPerLine·height` bytes. A frame made with `paint` paints them on
    /// the first read (the reader waits); later reads return them at once.
    public var bytes: [UInt8] { pixels.bytes }

    /// True once the pixels exist (always for a frame made with its bytes): whether anything
    /// read a painted frame.
    public var isPainted: Bool { pixels.isReady }

    /// A new stream identity, unique in this process.
    public static func newStream() -> UInt64 { VideoStreamIDs.counter.add(1, ordering: .relaxed).newValue }

    public static func == (a: VideoFrame, b: VideoFrame) -> Bool { a.stream == b.stream && a.sequence == b.sequence }
    public func hash(into h: inout Hasher) {
        h.combine(stream)
        h.combine(sequence)
    }

    /// A frame's bytes: there from the start, or painted on the first read (with what a
    /// derivation made of them where they were painted).
    private final class Pixels: Sendable {
        private enum State {
            case ready([UInt8], derived: Derived?)
            case pending(@Sendable () -> Painted)
        }

        /// What a derivation made of the pixels where they were painted, or is making.
        enum Derived {
            case made(key: Int, bytes: [UInt8])
            case making(key: Int, MadeElsewhere<[UInt8]>)

            init?(_ painted: Painted) {
                if let d = painted.derived {
                    self = .made(key: d.key, bytes: d.bytes)
                } else if let d = painted.deriving {
                    self = .making(key: d.key, d.made)
                } else {
                    return nil
                }
            }
        }
        private let state: Mutex<State>
        private let count: Int

        init(ready bytes: [UInt8]) {
            state = Mutex(.ready(bytes, derived: nil))
            count = bytes.count
        }

        init(paint: @escaping @Sendable () -> Painted, count: Int) {
            state = Mutex(.pending(paint))
            self.count = count
        }

        var bytes: [UInt8] {
            state.withLock { state in
                switch state {
                case .ready(let bytes, _):
                    return bytes
                case .pending(let paint):
                    let painted = paint()
                    precondition(
                        painted.bytes.count == count,
                        "an RGBA frame needs \(count) bytes, its painter gave \(painted.bytes.count)")
                    state = .ready(painted.bytes, derived: Derived(painted))
                    return painted.bytes
                }
            }
        }

        var derived: Derived? {
            state.withLock { if case .ready(_, let d) = $0 { d } else { nil } }
        }

        var isReady: Bool {
            state.withLock { if case .ready = $0 { true } else { false } }
        }
    }
}

/// Hands out video stream ids.
enum VideoStreamIDs {
    static let counter = Atomic<UInt64>(0)
    /// Each stream's derivation (`VideoFrame.setDerivation`).
    static let derivations = Mutex<[UInt64: VideoFrame.Derivation]>([:])
}

public import FlickLayers

/// One picture from a camera, ready to show.
public struct CameraFrame: Sendable {
    /// What the feed layer shows: `.video` for YUYV frames (streamed into one YUY2 texture, no
    /// conversion on the CPU), `.bitmap` for decoded JPEG frames.
    public var image: ImageRef
    /// The driver's frame counter (gaps mean frames were skipped to stay current).
    public var sequence: UInt32

    /// The frame as RGBA pixels: YUYV converted on the CPU (BT.601, `YUYVConverter`), a decoded
    /// bitmap as it is. For tests, screenshots and anything that needs the pixels themselves.
    public func rgbaBitmap() throws(CameraError) -> Bitmap {
        switch image.source {
        case .bitmap(let b):
            return b
        case .video(let f):
            let size = PixelSize(width: f.width, height: f.height)
            let result: Result<Bitmap, CameraError> = f.bytes.withUnsafeBytes { raw in
                do throws(CameraError) {
                    return .success(try YUYVConverter.convert(raw, size: size, bytesPerLine: f.bytesPerLine))
                } catch {
                    return .failure(error)
                }
            }
            return try result.get()
        case .asset(let path):
            throw CameraError(.misuse, "a camera frame names the asset \(path) instead of carrying pixels")
        }
    }
}

/// Turns compressed frame bytes (a JPEG file) into pixels. The platform supplies it —
/// FlickSDL's `ImageDecoding.decode` through SDL_image — so capture code needs no codec.
public typealias FrameDecoder = @MainActor (UnsafeRawBufferPointer) throws -> Bitmap

/// A live picture source: open, agree a format, start, then poll once per display frame.
///
/// Calls go in order `open` → `negotiate` → `start` → `nextFrame`… → `stop`; every failure is a
/// `CameraError` value with a message naming the device. `nextFrame` never blocks.
@MainActor
public protocol CameraSource: AnyObject {
    /// A name for logs and captions (e.g. `/dev/video0 (HD Webcam)`).
    var name: String { get }
    /// The format agreed by `negotiate`, nil before.
    var format: CameraFormat? { get }
    /// Opens the device and checks it can capture video.
    func open() throws(CameraError)
    /// Chooses and sets a format for a viewport of `target` pixels; returns what the device set.
    @discardableResult
    func negotiate(target: PixelSize) throws(CameraError) -> CameraFormat
    /// Allocates buffers and starts streaming.
    func start() throws(CameraError)
    /// The newest frame since the last call, or nil when none has arrived; never waits.
    /// Throws a `.vanished` error when the device went away.
    func nextFrame() throws(CameraError) -> CameraFrame?
    /// Stops streaming and releases the device. Safe to call at any time, more than once.
    func stop()
}

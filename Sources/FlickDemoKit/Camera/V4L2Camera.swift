public import FlickLayers

/// Turns compressed frame bytes (a JPEG file) into pixels. The platform supplies it (FlickSDL's
/// `ImageDecoding.decode`, through SDL_image), so capture code needs no codec.
public typealias FrameDecoder = @MainActor (UnsafeRawBufferPointer) throws -> Bitmap

/// A live camera over a V4L2 device. Calls go in order `open` → `negotiate` → `start` →
/// `nextFrame`… → `stop`; every failure is a `CameraError` whose message names the device.
/// `nextFrame()` dequeues every buffer that is ready (non-blocking), gives all but the newest
/// straight back to the driver, copies the newest out and queues it again: a slow display never
/// lets frames pile up, and the UI never waits for the camera.
@MainActor
public final class V4L2Camera {
    /// Buffers asked of the driver: one being filled, one ready, one being converted, one spare
    /// (the V4L2 capture example uses 4, linux Documentation/userspace-api/media/v4l/capture.c.rst).
    public static let bufferCount = 4

    /// The device node.
    public let path: String
    /// The device given to `init(device:decoder:)`; else `open` opens `path`.
    private let given: (any VideoDevice)?
    private let decoder: FrameDecoder?
    private var device: (any VideoDevice)?
    private var card = ""
    private var buffers = 0
    private var streaming = false
    /// The video stream YUYV frames belong to: one texture in the renderer for the camera's life.
    private let stream = VideoStream()
    /// YUYV frames handed out so far (the streamed texture uploads when this changes).
    private var framesCopied: UInt64 = 0
    /// The format agreed by `negotiate`, nil before.
    public private(set) var format: CameraFormat?

    /// A camera at `path` (e.g. `/dev/video0`); `decoder` decodes MJPEG frames (without one,
    /// negotiation only accepts YUYV).
    public init(path: String, decoder: FrameDecoder?) {
        self.path = path
        self.decoder = decoder
        given = nil
    }

    /// A camera over any `VideoDevice` (tests pass a `FakeCameraDevice`).
    public init(device: any VideoDevice, decoder: FrameDecoder?) {
        path = device.path
        self.decoder = decoder
        given = device
    }

    /// A name for logs and captions (e.g. `/dev/video0 (HD Webcam)`).
    public var name: String { card.isEmpty ? path : "\(path) (\(card))" }

    /// Opens the device and checks it can capture video.
    public func open() throws(CameraError) {
        if device != nil { return }
        let d: any VideoDevice = if let given { given } else { try Self.openDevice(path) }
        do throws(CameraError) {
            let caps = try d.queryCapabilities()
            guard caps.canCapture, caps.canStream else {
                let why =
                    caps.canCapture
                    ? "cannot stream through mapped buffers" : "does not capture video (a metadata or output node?)"
                throw CameraError(.notACaptureDevice, "\(path) (\(caps.card)) \(why)")
            }
            card = caps.card
            device = d
        } catch {
            d.close()
            throw error
        }
    }

    private static func openDevice(_ path: String) throws(CameraError) -> any VideoDevice {
        #if canImport(Glibc)
            try LinuxVideoDevice(path: path)
        #else
            throw CameraError(.noDevice, "V4L2 cameras exist only on Linux")
        #endif
    }

    /// Chooses and sets a format for a viewport of `target` pixels (`FormatNegotiation`);
    /// returns what the device set.
    @discardableResult
    public func negotiate(target: PixelSize) throws(CameraError) -> CameraFormat {
        guard let device else { throw CameraError(.misuse, "call open() on \(path) before negotiate(target:)") }
        let all = try device.enumerateFormats()
        let usable = decoder == nil ? all.filter { !$0.pixelFormat.isJPEG } : all
        guard let request = FormatNegotiation.choose(from: usable, target: target) else {
            let offered = all.map(\.pixelFormat.description).joined(separator: ", ")
            let note = decoder == nil && all.contains { $0.pixelFormat.isJPEG } ? " (MJPEG needs a decoder)" : ""
            throw CameraError(
                .unsupportedFormat,
                "\(name) offers no format Flick can show: it has [\(offered)], Flick needs YUYV or MJPEG\(note)")
        }
        let set = try device.setFormat(request)
        guard set.pixelFormat == .yuyv || (set.pixelFormat.isJPEG && decoder != nil) else {
            throw CameraError(.unsupportedFormat, "\(name) was asked for \(request) but switched to \(set.pixelFormat)")
        }
        format = set
        return set
    }

    /// Allocates buffers and starts streaming.
    public func start() throws(CameraError) {
        guard let device, format != nil else {
            throw CameraError(.misuse, "call open() and negotiate(target:) on \(path) before start()")
        }
        if streaming { return }
        let granted = try device.requestBuffers(count: Self.bufferCount)
        guard granted >= 2 else {
            throw CameraError(.system(errno: 0), "\(name) gave \(granted) capture buffers; streaming needs at least 2")
        }
        buffers = granted
        for i in 0..<granted {
            try device.mapBuffer(index: i)
            try device.queueBuffer(index: i)
        }
        try device.streamOn()
        streaming = true
    }

    /// The newest frame since the last call, or nil when none has arrived; never waits. A YUYV
    /// frame is a `.video` frame of the camera's one stream (one YUY2 texture, no conversion on
    /// the CPU), a JPEG one a decoded `.bitmap`. Throws a `.vanished` error when the device went
    /// away.
    public func nextFrame() throws(CameraError) -> ImageRef? {
        guard let device, let format, streaming else { return nil }
        var newest: DequeuedBuffer?
        do {
            for _ in 0..<buffers {
                guard let b = try device.dequeueBuffer() else { break }
                if let older = newest { try device.queueBuffer(index: older.index) }
                newest = b
            }
        } catch {
            if error.kind == .vanished { stop() }
            throw error
        }
        guard let b = newest else { return nil }
        defer { try? device.queueBuffer(index: b.index) }
        if b.isCorrupt || b.bytesUsed == 0 { return nil }
        return try device.withBuffer(index: b.index, bytesUsed: b.bytesUsed) { bytes throws(CameraError) in
            try self.image(from: bytes, format)
        }
    }

    private func image(from bytes: UnsafeRawBufferPointer, _ format: CameraFormat) throws(CameraError) -> ImageRef {
        if format.pixelFormat == .yuyv {
            let stride = try Self.yuyvStride(
                byteCount: bytes.count, size: format.size, bytesPerLine: format.bytesPerLine)
            // The driver may end the last row early (bytesused counts only what it needs); the copy
            // is padded to whole rows.
            let count = stride * format.size.height
            var copy = [UInt8](UnsafeRawBufferPointer(rebasing: bytes.prefix(count)))
            copy += repeatElement(0, count: count - copy.count)
            framesCopied += 1
            return .video(
                VideoFrame(
                    stream: stream, sequence: framesCopied, width: format.size.width, height: format.size.height,
                    bytesPerLine: stride, bytes: copy))
        }
        guard let decoder else { throw CameraError(.unsupportedFormat, "no decoder for \(format.pixelFormat) frames") }
        do {
            return .bitmap(try decoder(bytes))
        } catch {
            throw CameraError(.badFrame, "\(name): a \(format) frame did not decode: \(error)")
        }
    }

    /// The row stride of a YUYV frame of `size` in `byteCount` bytes whose rows are
    /// `bytesPerLine` apart (0 means `2·width`); a `.badFrame` error when the size is odd or
    /// empty or the bytes are too few (the last row may end at its last pixel).
    static func yuyvStride(byteCount: Int, size: PixelSize, bytesPerLine: Int) throws(CameraError) -> Int {
        let w = size.width, h = size.height
        let stride = bytesPerLine == 0 ? w * 2 : bytesPerLine
        guard w > 0, h > 0, w % 2 == 0 else {
            throw CameraError(.badFrame, "a YUYV frame must have a positive, even width; got \(size)")
        }
        guard stride >= w * 2 else {
            throw CameraError(.badFrame, "a YUYV row of \(w) pixels needs \(w * 2) bytes, but rows are \(stride) apart")
        }
        let needed = stride * (h - 1) + w * 2
        guard byteCount >= needed else {
            throw CameraError(.badFrame, "a \(size) YUYV frame needs \(needed) bytes, the buffer holds \(byteCount)")
        }
        return stride
    }

    /// Stops streaming and releases the device. Safe to call at any time, more than once.
    public func stop() {
        guard let device else { return }
        if streaming { device.streamOff() }
        streaming = false
        device.close()
        self.device = nil
        buffers = 0
    }
}

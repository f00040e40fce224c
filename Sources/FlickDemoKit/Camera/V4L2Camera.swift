import FlickLayers

/// A `CameraSource` over a V4L2 device: negotiates a format (`FormatNegotiation`), streams through
/// a ring of memory-mapped buffers and converts the newest filled one each display frame.
///
/// Polling: `nextFrame()` dequeues every buffer that is ready (non-blocking), gives all but the
/// newest straight back to the driver, copies the newest out (YUYV as a `VideoFrame` that the
/// renderer streams into one YUY2 texture; JPEG decoded through the platform's `FrameDecoder`)
/// and queues it again. So a slow display never lets frames pile up,
/// and the UI never waits for the camera.
@MainActor
public final class V4L2Camera: CameraSource {
    /// Buffers asked of the driver: one being filled, one ready, one being converted, one spare
    /// (the V4L2 capture example uses 4, linux Documentation/userspace-api/media/v4l/capture.c.rst).
    public static let bufferCount = 4

    private let makeDevice: @MainActor () throws(CameraError) -> any VideoDevice
    private let decoder: FrameDecoder?
    private var device: (any VideoDevice)?
    private var capabilities: VideoCapabilities?
    private var buffers = 0
    private var streaming = false
    /// The video stream YUYV frames belong to: one texture in the renderer for the camera's life.
    private let stream = VideoStream()
    /// YUYV frames handed out so far (the streamed texture uploads when this changes).
    private var framesCopied: UInt64 = 0
    public private(set) var format: CameraFormat?

    /// A camera at `path` (e.g. `/dev/video0`); `decoder` decodes MJPEG frames (without one,
    /// negotiation only accepts YUYV).
    public convenience init(path: String, decoder: FrameDecoder?) {
        self.init(path: path, decoder: decoder) { () throws(CameraError) in try LinuxVideoDevice(path: path) }
    }

    /// A camera over any `VideoDevice` (tests pass a `FakeCameraDevice`).
    public convenience init(device: any VideoDevice, decoder: FrameDecoder?) {
        self.init(path: device.path, decoder: decoder) { () throws(CameraError) in device }
    }

    private init(
        path: String, decoder: FrameDecoder?, makeDevice: @escaping @MainActor () throws(CameraError) -> any VideoDevice
    ) {
        self.path = path
        self.decoder = decoder
        self.makeDevice = makeDevice
    }

    /// The device node.
    public let path: String

    public var name: String {
        guard let card = capabilities?.card, !card.isEmpty else { return path }
        return "\(path) (\(card))"
    }

    public func open() throws(CameraError) {
        if device != nil { return }
        let d = try makeDevice()
        do throws(CameraError) {
            let caps = try d.queryCapabilities()
            guard caps.canCapture else {
                throw CameraError(
                    .notACaptureDevice, "\(path) (\(caps.card)) does not capture video (a metadata or output node?)")
            }
            guard caps.canStream else {
                throw CameraError(.notACaptureDevice, "\(path) (\(caps.card)) cannot stream through mapped buffers")
            }
            capabilities = caps
            device = d
        } catch {
            d.close()
            throw error
        }
    }

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

    public func nextFrame() throws(CameraError) -> CameraFrame? {
        guard let device, let format, streaming else { return nil }
        var newest: DequeuedBuffer?
        do {
            for _ in 0..<buffers {
                guard let b = try device.dequeueBuffer() else { break }
                if let older = newest { try device.queueBuffer(index: older.index) }
                newest = b
            }
        } catch {
            if error.isVanished { stop() }
            throw error
        }
        guard let b = newest else { return nil }
        defer { try? device.queueBuffer(index: b.index) }
        if b.isCorrupt || b.bytesUsed == 0 { return nil }
        let result: Result<CameraFrame, CameraError> = device.withBuffer(index: b.index, bytesUsed: b.bytesUsed) {
            bytes in
            do throws(CameraError) {
                return .success(CameraFrame(image: try image(from: bytes, format), sequence: b.sequence))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private func image(from bytes: UnsafeRawBufferPointer, _ format: CameraFormat) throws(CameraError) -> ImageRef {
        if format.pixelFormat == .yuyv {
            let stride = try YUYVConverter.validate(
                byteCount: bytes.count, size: format.size, bytesPerLine: format.bytesPerLine)
            // The driver may end the last row early (bytesused counts only what it needs); the copy
            // is padded to whole rows.
            let count = stride * format.size.height
            let copy = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
                let n = min(bytes.count, count)
                out.baseAddress!.initialize(from: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count: n)
                (out.baseAddress! + n).initialize(repeating: 0, count: count - n)
                initialized = count
            }
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

    public func stop() {
        guard let device else { return }
        if streaming { device.streamOff() }
        streaming = false
        device.close()
        self.device = nil
        buffers = 0
    }
}

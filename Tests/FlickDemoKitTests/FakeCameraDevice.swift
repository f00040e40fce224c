@testable import FlickDemoKit

/// A scripted `VideoDevice` for tests: it answers like a V4L2 driver from the
/// values it was given, keeps the driver's buffer rules (a buffer is either queued, filled or
/// held by the app; queueing one twice is an error) and records every call.
///
/// The test plays the camera: `deliver(_:)` fills the oldest queued buffer with a frame (dropped,
/// like a real driver, when none is queued) and `vanish()` unplugs it — every later call fails
/// with a `.vanished` error, as ENODEV does.
@MainActor
final class FakeCameraDevice: VideoDevice {
    let path: String
    /// What VIDIOC_QUERYCAP answers.
    var capabilities: VideoCapabilities
    /// What VIDIOC_ENUM_FMT (with frame sizes) answers.
    var formats: [CameraFormatOption]
    /// When set, VIDIOC_S_FMT answers this size instead of the requested one (drivers adjust).
    var adjustedSize: PixelSize?
    /// Extra bytes at the end of every YUYV row (drivers may pad rows).
    var rowPadding = 0
    /// How many buffers VIDIOC_REQBUFS grants (nil: as many as asked).
    var grantedBuffers: Int?
    /// Every call made, in order (e.g. `"S_FMT YUYV 640×480"`, `"QBUF 2"`, `"DQBUF 0"`).
    private(set) var calls: [String] = []
    /// Frames delivered while no buffer was queued.
    private(set) var droppedFrames = 0
    /// True once `close()` ran.
    private(set) var isClosed = false
    /// True between STREAMON and STREAMOFF.
    private(set) var isStreaming = false

    private var storage: [[UInt8]] = []
    private var mappedBuffers: Set<Int> = []
    private var queued: [Int] = []
    private var filled: [(index: Int, bytes: Int)] = []
    private var gone = false

    /// A fake camera at `path` offering `formats`.
    init(
        path: String = "/dev/video-fake", card: String = "Fake Camera", canCapture: Bool = true,
        formats: [CameraFormatOption]
    ) {
        self.path = path
        self.capabilities = (card, canCapture, true)
        self.formats = formats
    }

    /// Buffers the driver holds, waiting to be filled.
    var queuedBuffers: [Int] { queued }

    /// Fills the oldest queued buffer with `bytes` (truncated to the buffer's size) and makes it
    /// ready to dequeue; drops the frame when no buffer is queued or streaming is off.
    func deliver(_ bytes: [UInt8]) {
        guard isStreaming, !gone, !queued.isEmpty else {
            droppedFrames += 1
            return
        }
        let index = queued.removeFirst()
        let n = min(bytes.count, storage[index].count)
        storage[index].replaceSubrange(0..<n, with: bytes[0..<n])
        filled.append((index, n))
    }

    /// Unplugs the camera: every later call fails as ENODEV does.
    func vanish() { gone = true }

    func queryCapabilities() throws(CameraError) -> VideoCapabilities {
        try record("QUERYCAP")
        return capabilities
    }

    func enumerateFormats() throws(CameraError) -> [CameraFormatOption] {
        try record("ENUM_FMT")
        return formats
    }

    /// The largest frame the format set can take, in bytes: each buffer's size.
    private var imageSize = 0

    func setFormat(_ request: CameraFormat) throws(CameraError) -> CameraFormat {
        try record("S_FMT \(request)")
        guard let option = formats.first(where: { $0.pixelFormat == request.pixelFormat }) ?? formats.first else {
            throw CameraError(.system(errno: 22), "\(path): could not set the format (VIDIOC_S_FMT): no formats")
        }
        let size = adjustedSize ?? request.size
        let isJPEG = option.pixelFormat.isJPEG
        let line = isJPEG ? 0 : size.width * 2 + rowPadding
        imageSize = isJPEG ? size.area * 2 : line * size.height
        return CameraFormat(pixelFormat: option.pixelFormat, size: size, bytesPerLine: line)
    }

    func requestBuffers(count: Int) throws(CameraError) -> Int {
        try record("REQBUFS \(count)")
        let n = count == 0 ? 0 : (grantedBuffers ?? count)
        storage = Array(repeating: [UInt8](repeating: 0, count: max(imageSize, 1)), count: n)
        queued.removeAll()
        filled.removeAll()
        mappedBuffers.removeAll()
        return n
    }

    func mapBuffer(index: Int) throws(CameraError) {
        try record("QUERYBUF \(index)")
        try checkIndex(index, "QUERYBUF")
        mappedBuffers.insert(index)
    }

    func queueBuffer(index: Int) throws(CameraError) {
        try record("QBUF \(index)")
        try checkIndex(index, "QBUF")
        guard !queued.contains(index), !filled.contains(where: { $0.index == index }) else {
            throw CameraError(.system(errno: 22), "\(path): buffer \(index) queued twice (VIDIOC_QBUF: EINVAL)")
        }
        queued.append(index)
    }

    func dequeueBuffer() throws(CameraError) -> DequeuedBuffer? {
        guard !gone else { throw vanished("DQBUF") }
        guard isStreaming, !filled.isEmpty else { return nil }
        let f = filled.removeFirst()
        calls.append("DQBUF \(f.index)")
        return (f.index, f.bytes, false)
    }

    func withBuffer<R, E>(
        index: Int, bytesUsed: Int, _ body: (UnsafeRawBufferPointer) throws(E) -> R
    ) throws(E) -> R {
        guard storage.indices.contains(index), mappedBuffers.contains(index) else {
            return try body(UnsafeRawBufferPointer(start: nil, count: 0))
        }
        let result = storage[index].withUnsafeBytes { all in
            Result { () throws(E) -> R in try body(UnsafeRawBufferPointer(rebasing: all[0..<min(bytesUsed, all.count)]))
            }
        }
        return try result.get()
    }

    func streamOn() throws(CameraError) {
        try record("STREAMON")
        isStreaming = true
    }

    func streamOff() {
        calls.append("STREAMOFF")
        isStreaming = false
        queued.removeAll()
        filled.removeAll()
    }

    func close() {
        if isClosed { return }
        calls.append("CLOSE")
        isClosed = true
        isStreaming = false
    }

    private func record(_ call: String) throws(CameraError) {
        guard !gone else { throw vanished(call) }
        guard !isClosed else { throw CameraError(.system(errno: 9), "\(path): \(call) after close (EBADF)") }
        calls.append(call)
    }

    private func checkIndex(_ index: Int, _ call: String) throws(CameraError) {
        guard storage.indices.contains(index) else {
            throw CameraError(.system(errno: 22), "\(path): \(call) of buffer \(index), only \(storage.count) exist")
        }
    }

    private func vanished(_ call: String) -> CameraError {
        CameraError(.vanished, "\(path) went away: \(call) failed: No such device")
    }
}

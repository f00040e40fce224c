/// What a device says about itself (VIDIOC_QUERYCAP).
public struct VideoCapabilities: Hashable, Sendable {
    /// The kernel driver's name (e.g. "uvcvideo").
    public var driver: String
    /// The device's name (e.g. "HD Webcam C525").
    public var card: String
    /// Where it is attached (e.g. "usb-0000:00:14.0-1").
    public var busInfo = ""
    /// True when the node can capture single-planar video (V4L2_CAP_VIDEO_CAPTURE).
    public var canCapture: Bool
    /// True when it streams through memory-mapped buffers (V4L2_CAP_STREAMING).
    public var canStream: Bool
}

/// A buffer the driver handed back filled (VIDIOC_DQBUF).
public struct DequeuedBuffer: Hashable, Sendable {
    /// The buffer's index (as given to `mapBuffer`).
    public var index: Int
    /// How many bytes of it hold the frame.
    public var bytesUsed: Int
    /// The driver's frame counter.
    public var sequence: UInt32 = 0
    /// True when the driver flagged the frame as damaged (V4L2_BUF_FLAG_ERROR).
    public var isCorrupt = false
}

/// The system-call surface a V4L2 capture needs, one method per request, so the logic above it
/// (negotiation, buffer cycling, vanishing) runs against a scripted fake in tests.
/// `LinuxVideoDevice` implements it with `open`/`ioctl`/`mmap`; `FakeCameraDevice` with arrays.
@MainActor
public protocol VideoDevice: AnyObject {
    /// The device node, for messages (e.g. `/dev/video0`).
    var path: String { get }
    /// VIDIOC_QUERYCAP.
    func queryCapabilities() throws(CameraError) -> VideoCapabilities
    /// VIDIOC_ENUM_FMT for video capture, each with its VIDIOC_ENUM_FRAMESIZES.
    func enumerateFormats() throws(CameraError) -> [CameraFormatOption]
    /// VIDIOC_S_FMT; returns the format the driver set (it may differ from the request).
    func setFormat(_ request: CameraFormatRequest) throws(CameraError) -> CameraFormat
    /// VIDIOC_REQBUFS with memory-mapped buffers; returns how many the driver allocated
    /// (0 frees them).
    func requestBuffers(count: Int) throws(CameraError) -> Int
    /// VIDIOC_QUERYBUF and `mmap` for buffer `index`.
    func mapBuffer(index: Int) throws(CameraError)
    /// VIDIOC_QBUF: hands buffer `index` to the driver to fill.
    func queueBuffer(index: Int) throws(CameraError)
    /// VIDIOC_DQBUF without blocking: a filled buffer, or nil when none is ready (EAGAIN).
    func dequeueBuffer() throws(CameraError) -> DequeuedBuffer?
    /// Lends the first `bytesUsed` bytes of mapped buffer `index` to `body`.
    func withBuffer<R>(index: Int, bytesUsed: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R
    /// VIDIOC_STREAMON.
    func streamOn() throws(CameraError)
    /// VIDIOC_STREAMOFF (errors ignored: the device may already be gone).
    func streamOff()
    /// Unmaps every buffer and closes the node. Safe to call twice.
    func close()
}

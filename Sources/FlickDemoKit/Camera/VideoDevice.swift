/// What a device says about itself (`VideoDevice.queryCapabilities`).
public typealias VideoCapabilities = (card: String, canCapture: Bool, canStream: Bool)
/// A buffer the driver handed back filled (`VideoDevice.dequeueBuffer`).
public typealias DequeuedBuffer = (index: Int, bytesUsed: Int, isCorrupt: Bool)

/// The system-call surface a V4L2 capture needs, one method per request, so the logic above it
/// (negotiation, buffer cycling, vanishing) runs against a scripted fake in tests.
/// `LinuxVideoDevice` implements it with `open`/`ioctl`/`mmap`; `FakeCameraDevice` with arrays.
@MainActor
public protocol VideoDevice: AnyObject {
    /// The device node, for messages (e.g. `/dev/video0`).
    var path: String { get }
    /// What the device says about itself (VIDIOC_QUERYCAP): its name (e.g. "HD Webcam C525"),
    /// whether the node captures single-planar video (V4L2_CAP_VIDEO_CAPTURE) and whether it
    /// streams through memory-mapped buffers (V4L2_CAP_STREAMING).
    func queryCapabilities() throws(CameraError) -> VideoCapabilities
    /// VIDIOC_ENUM_FMT for video capture, each with its VIDIOC_ENUM_FRAMESIZES.
    func enumerateFormats() throws(CameraError) -> [CameraFormatOption]
    /// VIDIOC_S_FMT; returns the format the driver set (it may differ from the request).
    func setFormat(_ request: CameraFormat) throws(CameraError) -> CameraFormat
    /// VIDIOC_REQBUFS with memory-mapped buffers; returns how many the driver allocated
    /// (0 frees them).
    func requestBuffers(count: Int) throws(CameraError) -> Int
    /// VIDIOC_QUERYBUF and `mmap` for buffer `index`.
    func mapBuffer(index: Int) throws(CameraError)
    /// VIDIOC_QBUF: hands buffer `index` to the driver to fill.
    func queueBuffer(index: Int) throws(CameraError)
    /// VIDIOC_DQBUF without blocking: a filled buffer (its index, how many of its bytes hold the
    /// frame, and whether the driver flagged it damaged, V4L2_BUF_FLAG_ERROR), or nil when none
    /// is ready (EAGAIN).
    func dequeueBuffer() throws(CameraError) -> DequeuedBuffer?
    /// Lends the first `bytesUsed` bytes of mapped buffer `index` to `body`.
    func withBuffer<R, E>(index: Int, bytesUsed: Int, _ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R
    /// VIDIOC_STREAMON.
    func streamOn() throws(CameraError)
    /// VIDIOC_STREAMOFF (errors ignored: the device may already be gone).
    func streamOff()
    /// Unmaps every buffer and closes the node. Safe to call twice.
    func close()
}

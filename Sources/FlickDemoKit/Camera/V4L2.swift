/// The V4L2 constants Flick uses, computed in Swift because C macros are not visible from it.
///
/// Source: linux/videodev2.h (UAPI, stable ABI) for the request list and structure layouts, and
/// asm-generic/ioctl.h for the `_IOC` encoding:
/// `dir << 30 | size << 16 | type << 8 | nr`, with `_IOC_WRITE = 1`, `_IOC_READ = 2`.
/// Structure sizes and field offsets are the LP64 layout (x86_64, aarch64 — 64-bit Raspberry Pi
/// OS); `LinuxVideoDevice` refuses to run elsewhere. The values were checked against the header
/// with a C program printing `sizeof`/`offsetof` (see docs/CAMERA.md).
enum V4L2 {
    /// `_IOC(dir, type, nr, size)`.
    static func ioc(_ dir: UInt, _ type: Character, _ nr: UInt, _ size: Int) -> UInt {
        dir << 30 | UInt(size) << 16 | UInt(type.asciiValue!) << 8 | nr
    }

    static let write: UInt = 1
    static let read: UInt = 2

    // Structure sizes (bytes, LP64).
    static let capabilitySize = 104
    static let fmtdescSize = 64
    static let formatSize = 208
    static let requestBuffersSize = 20
    static let bufferSize = 88
    static let frameSizeEnumSize = 44

    // Requests (linux/videodev2.h), each `_IO*('V', nr, struct)`, with their values.
    static let queryCap = ioc(read, "V", 0, capabilitySize)  // 0x80685600
    static let enumFmt = ioc(read | write, "V", 2, fmtdescSize)  // 0xC0405602
    static let sFmt = ioc(read | write, "V", 5, formatSize)  // 0xC0D05605
    static let reqBufs = ioc(read | write, "V", 8, requestBuffersSize)  // 0xC0145608
    static let queryBuf = ioc(read | write, "V", 9, bufferSize)  // 0xC0585609
    static let qBuf = ioc(read | write, "V", 15, bufferSize)  // 0xC058560F
    static let dqBuf = ioc(read | write, "V", 17, bufferSize)  // 0xC0585611
    static let streamOn = ioc(write, "V", 18, 4)  // 0x40045612
    static let streamOff = ioc(write, "V", 19, 4)  // 0x40045613
    static let enumFrameSizes = ioc(read | write, "V", 74, frameSizeEnumSize)  // 0xC02C564A

    // Enumerations and flags.
    static let bufTypeVideoCapture: UInt32 = 1
    static let memoryMmap: UInt32 = 1
    static let fieldNone: UInt32 = 1
    static let capVideoCapture: UInt32 = 0x0000_0001
    static let capStreaming: UInt32 = 0x0400_0000
    static let capDeviceCaps: UInt32 = 0x8000_0000
    static let bufFlagError: UInt32 = 0x0000_0040
    static let frameSizeDiscrete: UInt32 = 1

    // Field offsets (bytes, LP64).
    enum Capability {
        static let card = 16, capabilities = 84, deviceCaps = 88
    }
    enum FmtDesc {
        static let index = 0, type = 4, description = 12, pixelFormat = 44
    }
    /// `struct v4l2_format`: `type` then, 8-aligned, `struct v4l2_pix_format`.
    enum Format {
        static let type = 0, width = 8, height = 12, pixelFormat = 16, field = 20, bytesPerLine = 24
    }
    enum RequestBuffers {
        static let count = 0, type = 4, memory = 8
    }
    enum Buffer {
        static let index = 0, type = 4, bytesUsed = 8, flags = 12, memory = 60, offset = 64
        static let length = 72
    }
    enum FrameSizeEnum {
        static let index = 0, pixelFormat = 4, type = 8
        static let width = 12, height = 16
        static let minWidth = 12, maxWidth = 16, stepWidth = 20, minHeight = 24, maxHeight = 28, stepHeight = 32
    }
}

/// A zeroed byte buffer standing in for one V4L2 structure, with little helpers to read and
/// write its fields at the offsets above.
struct V4L2Struct {
    var bytes: [UInt8]

    init(size: Int) { bytes = [UInt8](repeating: 0, count: size) }

    subscript(u32 offset: Int) -> UInt32 {
        get { bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) } }
        set { bytes.withUnsafeMutableBytes { $0.storeBytes(of: newValue, toByteOffset: offset, as: UInt32.self) } }
    }

    /// A NUL-terminated string field of at most `length` bytes.
    func string(at offset: Int, length: Int) -> String {
        let slice = bytes[offset..<(offset + length)]
        let end = slice.firstIndex(of: 0) ?? slice.endIndex
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }
}

/// A size in whole pixels (camera frames, viewports in pixels).
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Width and height in pixels.
    public var width: Int
    public var height: Int

    /// `width·height`.
    public var area: Int { width * height }

    public var description: String { "\(width)×\(height)" }
}

/// A V4L2 pixel format by its four-character code (linux/videodev2.h `v4l2_fourcc`).
public struct CameraPixelFormat: Hashable, Sendable, CustomStringConvertible {
    /// The code: the four ASCII characters packed little-end first (`a | b<<8 | c<<16 | d<<24`).
    public let fourcc: UInt32

    /// A format from its packed code.
    public init(fourcc: UInt32) {
        self.fourcc = fourcc
    }

    /// A format from its four characters (e.g. `"YUYV"`), padded with spaces.
    public init(_ code: String) {
        let bytes = Array(code.utf8.prefix(4)) + Array(repeating: UInt8(ascii: " "), count: max(0, 4 - code.utf8.count))
        fourcc = bytes.enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
    }

    /// Packed 4:2:2 `Y0 U Y1 V`, two bytes per pixel (`V4L2_PIX_FMT_YUYV`).
    public static let yuyv = CameraPixelFormat("YUYV")
    /// Motion JPEG: each frame a JPEG file (`V4L2_PIX_FMT_MJPEG`).
    public static let mjpeg = CameraPixelFormat("MJPG")
    /// Plain JPEG frames (`V4L2_PIX_FMT_JPEG`), decoded like MJPEG.
    public static let jpeg = CameraPixelFormat("JPEG")

    /// True for the JPEG-based formats.
    public var isJPEG: Bool { self == .mjpeg || self == .jpeg }

    /// The four characters, e.g. `YUYV`.
    public var description: String {
        String(
            decoding: (0..<4).map { i -> UInt8 in
                let b = UInt8(truncatingIfNeeded: fourcc >> (8 * UInt32(i)))
                return (32...126).contains(b) ? b : UInt8(ascii: "?")
            }, as: UTF8.self)
    }
}

/// The frame sizes a device offers for one pixel format (VIDIOC_ENUM_FRAMESIZES).
public enum CameraFrameSizes: Hashable, Sendable {
    /// A list of exact sizes.
    case discrete([PixelSize])
    /// Any size from `min` to `max` in steps of `step` (continuous ranges have step 1).
    case stepwise(min: PixelSize, max: PixelSize, step: PixelSize)
    /// The driver did not say; ask for a size and take what it sets.
    case unknown
}

/// One pixel format a device offers, with its sizes (an entry of VIDIOC_ENUM_FMT).
public struct CameraFormatOption: Hashable, Sendable {
    /// The pixel format.
    public var pixelFormat: CameraPixelFormat
    /// The sizes it comes in.
    public var sizes: CameraFrameSizes
}

/// A pixel format and frame size: what Flick asks a device for (VIDIOC_S_FMT's request), and
/// what the driver set (it may adjust the size) with the bytes from one row to the next.
public struct CameraFormat: Hashable, Sendable, CustomStringConvertible {
    /// The pixel format.
    public var pixelFormat: CameraPixelFormat
    /// The frame size.
    public var size: PixelSize
    /// Bytes from one row to the next as the driver set them (YUYV: at least `2·width`); 0 for
    /// JPEG and in a request.
    public var bytesPerLine = 0

    public var description: String { "\(pixelFormat) \(size)" }
}

public import FlickLayers

/// Converts packed YUYV 4:2:2 camera frames to RGBA bitmaps. Pure.
///
/// Colour: ITU-R BT.601, limited ("studio") range — Y in 16…235, U and V in 16…240 — which is
/// what UVC webcams send for YUYV. The integer form is Microsoft's "Converting 8-bit YUV to
/// RGB888" (Recommended 8-Bit YUV Formats for Video Rendering):
///
///     C = Y − 16, D = U − 128, E = V − 128
///     R = clip((298·C + 409·E + 128) >> 8)
///     G = clip((298·C − 100·D − 208·E + 128) >> 8)
///     B = clip((298·C + 516·D + 128) >> 8)
///
/// (298/256 ≈ 1.164 = 255/219, 409/256 ≈ 1.596, and so on: BT.601's matrix scaled to 8 bits.)
/// Byte order per pixel pair: `Y0 U Y1 V` (linux/videodev2.h, V4L2_PIX_FMT_YUYV).
public enum YUYVConverter {
    /// One pixel's RGB from its Y, U and V bytes.
    @inline(__always)
    public static func rgb(y: UInt8, u: UInt8, v: UInt8) -> (r: UInt8, g: UInt8, b: UInt8) {
        let c = 298 * (Int32(y) - 16) + 128
        let d = Int32(u) - 128, e = Int32(v) - 128
        return (clip((c + 409 * e) >> 8), clip((c - 100 * d - 208 * e) >> 8), clip((c + 516 * d) >> 8))
    }

    /// Checks that a buffer of `byteCount` bytes holds a YUYV frame of `size` whose rows are
    /// `bytesPerLine` apart (0 means `2·width`) and returns the row stride. Throws a `.badFrame`
    /// error when the buffer is too short or the size is odd or empty.
    public static func validate(byteCount: Int, size: PixelSize, bytesPerLine: Int) throws(CameraError) -> Int {
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

    /// An opaque RGBA bitmap from a YUYV frame of `size` whose rows are `bytesPerLine` apart
    /// (0 means `2·width`). Throws a `.badFrame` error when the buffer is too short or the size
    /// is odd or empty.
    public static func convert(
        _ frame: UnsafeRawBufferPointer, size: PixelSize, bytesPerLine: Int = 0
    ) throws(CameraError) -> Bitmap {
        let w = size.width, h = size.height
        let stride = try validate(byteCount: frame.count, size: size, bytesPerLine: bytesPerLine)
        guard let src = frame.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw CameraError(.badFrame, "a \(size) YUYV frame arrived as an empty buffer")
        }
        let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { out, count in
            let dst = out.baseAddress!
            for row in 0..<h {
                var s = src + row * stride
                var d = dst + row * w * 4
                for _ in 0..<(w / 2) {
                    let c0 = 298 * (Int32(s[0]) - 16) + 128
                    let c1 = 298 * (Int32(s[2]) - 16) + 128
                    let du = Int32(s[1]) - 128, dv = Int32(s[3]) - 128
                    let rv = 409 * dv, guv = -100 * du - 208 * dv, bu = 516 * du
                    d[0] = clip((c0 + rv) >> 8)
                    d[1] = clip((c0 + guv) >> 8)
                    d[2] = clip((c0 + bu) >> 8)
                    d[3] = 255
                    d[4] = clip((c1 + rv) >> 8)
                    d[5] = clip((c1 + guv) >> 8)
                    d[6] = clip((c1 + bu) >> 8)
                    d[7] = 255
                    s += 4
                    d += 8
                }
            }
            count = w * h * 4
        }
        return Bitmap(width: w, height: h, pixels: pixels)
    }

    @inline(__always)
    private static func clip(_ v: Int32) -> UInt8 {
        UInt8(truncatingIfNeeded: min(max(v, 0), 255))
    }
}

import Foundation

/// Chooses a pixel format and frame size from what a device offers, for a viewport of a given
/// size in pixels. Pure: the device's list in, a request out. The rule: YUYV at a size near the
/// target (no decoder), within what USB 2.0 carries (`yuyvPixelBudget`); else MJPEG near the
/// target; else YUYV at its nearest size. "Near" compares areas on a log scale (640×480 against
/// a 720×1280 viewport is a factor of three), ties going to the larger size.
public enum FormatNegotiation {
    /// The largest YUYV frame asked for, in pixels: 640×480. At 2 bytes per pixel and 30 frames
    /// per second that is 18 MB/s; USB 2.0 carries about 35–40 MB/s in practice (480 Mbit/s
    /// signalling, UVC isochronous transfers), so 1280×720 YUYV (55 MB/s) drops to 10 fps or
    /// less on UVC webcams, where MJPEG keeps 30 (the UVC 1.1 payload specs; docs/CAMERA.md).
    public static let yuyvPixelBudget = 640 * 480
    /// The largest MJPEG frame asked for, in pixels (1920×1080): decoding more than full HD per
    /// frame on the CPU costs more than the display gains.
    public static let mjpegPixelBudget = 1920 * 1080
    /// How far below the wanted area a YUYV size may be and still beat MJPEG: a factor of 4 in
    /// area (2 in each direction), about as soft as aspect-fill scaling still looks acceptable.
    public static let yuyvShortfall = 4.0

    /// The request for a device offering `options`, shown on a `target`-pixel viewport; nil
    /// when the device offers neither YUYV nor a JPEG format.
    public static func choose(from options: [CameraFormatOption], target: PixelSize) -> CameraFormat? {
        let yuyv = options.first { $0.pixelFormat == .yuyv }
        let jpeg = options.first { $0.pixelFormat == .mjpeg } ?? options.first { $0.pixelFormat == .jpeg }
        let yuyvWanted = clamp(target, toArea: yuyvPixelBudget)
        if let yuyv, let size = nearest(in: yuyv.sizes, to: yuyvWanted, maxArea: yuyvPixelBudget) {
            if jpeg == nil || Double(size.area) * yuyvShortfall >= Double(yuyvWanted.area) {
                return CameraFormat(pixelFormat: .yuyv, size: size)
            }
        }
        let jpegWanted = clamp(target, toArea: mjpegPixelBudget)
        if let jpeg,
            let size = nearest(in: jpeg.sizes, to: jpegWanted, maxArea: mjpegPixelBudget)
                ?? nearest(in: jpeg.sizes, to: jpegWanted, maxArea: nil)
        {
            return CameraFormat(pixelFormat: jpeg.pixelFormat, size: size)
        }
        if let yuyv, let size = nearest(in: yuyv.sizes, to: yuyvWanted, maxArea: nil) {
            return CameraFormat(pixelFormat: .yuyv, size: size)
        }
        return nil
    }

    /// The size among `sizes` nearest to `wanted` (log-area distance, ties to the larger), of
    /// those no larger than `maxArea` pixels; nil when none is.
    static func nearest(in sizes: CameraFrameSizes, to wanted: PixelSize, maxArea: Int?) -> PixelSize? {
        let cap = maxArea ?? Int.max
        switch sizes {
        case .unknown:
            return wanted.area <= cap ? wanted : nil
        case .stepwise(let lo, let hi, let step):
            let size = PixelSize(
                width: snap(wanted.width, lo.width, hi.width, step.width),
                height: snap(wanted.height, lo.height, hi.height, step.height))
            return size.area <= cap ? size : nil
        case .discrete(let list):
            let pool = list.filter { $0.width > 0 && $0.height > 0 && $0.area <= cap }
            return pool.min { a, b in
                let da = distance(a, wanted), db = distance(b, wanted)
                return da != db ? da < db : a.area > b.area
            }
        }
    }

    /// `size` scaled down (keeping its aspect) so its area is at most `area`.
    static func clamp(_ size: PixelSize, toArea area: Int) -> PixelSize {
        guard size.area > area, size.area > 0 else { return size }
        let s = (Double(area) / Double(size.area)).squareRoot()
        return PixelSize(width: Int(Double(size.width) * s), height: Int(Double(size.height) * s))
    }

    private static func distance(_ a: PixelSize, _ b: PixelSize) -> Double {
        abs(log(Double(a.area) / Double(max(b.area, 1))))
    }

    private static func snap(_ v: Int, _ lo: Int, _ hi: Int, _ step: Int) -> Int {
        let s = max(step, 1)
        let clamped = min(max(v, lo), max(lo, hi))
        return lo + (clamped - lo) / s * s
    }
}

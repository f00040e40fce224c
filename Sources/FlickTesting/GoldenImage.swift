public import FlickLayers

/// Compares a rendered image with a golden one, pixel by pixel (RGB; alpha is ignored because
/// screenshots are opaque).
public enum GoldenImage {
    /// How two images differ.
    public struct Difference: Sendable, Equatable {
        /// Pixels whose largest channel difference exceeds the tolerance.
        public var differingPixels: Int
        /// The largest channel difference anywhere, 0…255.
        public var worstChannel: Int
        /// Whether the sizes match (when false, the counts are meaningless).
        public var sameSize: Bool
    }

    /// How far a render may stray from its golden and still match it.
    public struct Tolerance: Sendable, Equatable {
        /// Largest per-channel difference that still counts as the same pixel.
        public var channel: Int
        /// Most pixels allowed to differ by more than `channel`, as a fraction of the image.
        public var pixelFraction: Double

        /// A tolerance of `channel` levels per channel on all but `pixelFraction` of the pixels.
        public init(channel: Int, pixelFraction: Double) {
            self.channel = channel
            self.pixelFraction = pixelFraction
        }

        /// The most pixels of a `width`×`height` image allowed to differ.
        public func maxDifferingPixels(width: Int, height: Int) -> Int {
            Int(Double(width * height) * pixelFraction)
        }

        /// Whether `difference`, found at this tolerance's `channel`, is within it for an image
        /// of `width`×`height`.
        public func accepts(_ difference: Difference, width: Int, height: Int) -> Bool {
            difference.sameSize && difference.differingPixels <= maxDifferingPixels(width: width, height: height)
        }
    }

    /// Counts the pixels of `actual` that differ from `expected` by more than
    /// `channelTolerance` in any of R, G, B.
    public static func compare(_ actual: Bitmap, _ expected: Bitmap, channelTolerance: Int) -> Difference {
        guard actual.width == expected.width, actual.height == expected.height else {
            return Difference(differingPixels: actual.width * actual.height, worstChannel: 255, sameSize: false)
        }
        var differing = 0
        var worst = 0
        let a = actual.pixels, e = expected.pixels
        for i in stride(from: 0, to: min(a.count, e.count), by: 4) {
            let d = channelDifference(a, e, at: i)
            if d > channelTolerance { differing += 1 }
            worst = max(worst, d)
        }
        return Difference(differingPixels: differing, worstChannel: worst, sameSize: true)
    }

    /// A picture of where `actual` differs from `expected`: the expected image dimmed to a
    /// third in grey, with every pixel that differs by more than `channelTolerance` in magenta,
    /// brighter the larger the difference. Nil when the sizes differ.
    public static func diffImage(_ actual: Bitmap, _ expected: Bitmap, channelTolerance: Int) -> Bitmap? {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        let a = actual.pixels, e = expected.pixels
        var out = [UInt8](repeating: 255, count: e.count)
        for i in stride(from: 0, to: e.count, by: 4) {
            let d = channelDifference(a, e, at: i)
            if d > channelTolerance {
                let level = UInt8(min(255, 128 + d))
                out[i] = level
                out[i + 1] = 0
                out[i + 2] = level
            } else {
                let grey = UInt8((Int(e[i]) + Int(e[i + 1]) + Int(e[i + 2])) / 9)
                out[i] = grey
                out[i + 1] = grey
                out[i + 2] = grey
            }
        }
        return Bitmap(width: expected.width, height: expected.height, pixels: out)
    }

    private static func channelDifference(_ a: [UInt8], _ e: [UInt8], at i: Int) -> Int {
        var d = 0
        for c in 0..<3 { d = max(d, abs(Int(a[i + c]) - Int(e[i + c]))) }
        return d
    }
}

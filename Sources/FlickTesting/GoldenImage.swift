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
            var d = 0
            for c in 0..<3 { d = max(d, abs(Int(a[i + c]) - Int(e[i + c]))) }
            if d > channelTolerance { differing += 1 }
            worst = max(worst, d)
        }
        return Difference(differingPixels: differing, worstChannel: worst, sameSize: true)
    }
}

import FlickGeometry
import Foundation

/// WCAG 2's contrast ratio, for tests that pin text legible: relative luminance from sRGB, and
/// the ratio (L1 + 0.05) / (L2 + 0.05) of the lighter over the darker.
enum TextContrast {
    /// `top` drawn over the opaque `bottom` (source-over).
    static func composite(_ top: Color, over bottom: Color) -> Color {
        let a = top.alpha
        return Color(
            red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
            blue: top.blue * a + bottom.blue * (1 - a))
    }

    /// WCAG 2's relative luminance of an opaque colour.
    static func luminance(_ c: Color) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// The contrast ratio of `text` (maybe translucent) over the opaque `background`.
    static func ratio(_ text: Color, on background: Color) -> Double {
        let a = luminance(composite(text, over: background)), b = luminance(background)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

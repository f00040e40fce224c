import FlickGeometry
import FlickLayers

/// The article scenes' shared looks: a dark palette, text styles and gradient textures. Made
/// for the flip scene; the cards and habr scenes use it too, so the three read as one app.
enum FlipStyle {
    /// The screen behind everything: near-black with a blue cast.
    static let background = Color(hex: 0x0E0F15)
    /// Raised surfaces (chips, panels).
    static let surface = Color(hex: 0x1B1D27)
    /// Primary text.
    static let text = Color(white: 0.96)
    /// Secondary text (captions, hints).
    static let secondaryText = Color(white: 0.62)
    /// The accent: Snapchat's yellow.
    static let accent = Color(hex: 0xFFFC00)

    /// A scene's title (top left).
    static var title: TextStyle { TextStyle(font: TextStyle.boldFont, size: 24, color: text, wraps: false) }
    /// A scene's one-line caption (what it demonstrates).
    static var caption: TextStyle { TextStyle(size: 12, color: secondaryText, alignment: .center, wraps: true) }

    /// DejaVu's line skip is about 1.164 em; a text layer draws its lines from its top edge.
    static func lineHeight(_ size: Double) -> Double { (size * 1.164).rounded(.up) }

    /// A pill (rounded translucent background) with one line of centred text; place it with
    /// `layoutPill(_:frame:)`.
    @MainActor static func makePill(
        _ name: String, text: String, style: TextStyle, fill: Color = Color(white: 1, alpha: 0.08)
    )
        -> Layer
    {
        let pill = Layer(name: name)
        pill.backgroundColor = fill
        let label = Layer(name: "\(name).label")
        label.text = text
        label.textStyle = style
        label.textStyle.alignment = .center
        pill.addSublayer(label)
        return pill
    }

    /// Places a pill made by `makePill` at `frame`, its text centred vertically.
    @MainActor static func layoutPill(_ pill: Layer, frame: Rect) {
        pill.frame = frame
        pill.cornerRadius = frame.height / 2
        guard let label = pill.sublayers.first else { return }
        let h = lineHeight(label.textStyle.size)
        label.frame = Rect(x: 8, y: (frame.height - h) / 2, width: max(frame.width - 16, 0), height: h)
    }

    /// The text of a pill made by `makePill`.
    @MainActor static func setPillText(_ pill: Layer, _ text: String) {
        guard let label = pill.sublayers.first, label.text != text else { return }
        label.text = text
    }

    /// A scrim from black at `top` alpha to black at `bottom` alpha along a smoothstep, whose
    /// slope is zero at both ends: where it meets the picture no band or seam shows (a linear
    /// ramp's kink there reads as a line, the Mach band).
    static func scrim(top: Double, bottom: Double, height: Int = 128) -> Bitmap {
        let n = 16
        let stops = (0...n).map { i -> (Double, Color) in
            let t = Double(i) / Double(n)
            let eased = t * t * (3 - 2 * t)
            return (t, Color(white: 0, alpha: top + (bottom - top) * eased))
        }
        return verticalGradient(stops, height: height)
    }

    /// A 4-pixel-wide vertical gradient through `stops` (position 0…1, colour), `height` rows:
    /// stretched over a layer with `.resize` gravity it gives a smooth gradient (rows are
    /// interpolated, so stretching cannot band).
    static func verticalGradient(_ stops: [(Double, Color)], height: Int = 256) -> Bitmap {
        precondition(stops.count >= 2, "a gradient needs at least two stops; pass a start and an end colour")
        let w = 4
        let h = max(height, 2)
        var px = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let t = Double(y) / Double(h - 1)
            let j = stops.firstIndex { $0.0 >= t } ?? stops.count - 1
            let i = max(j - 1, 0)
            let span = max(stops[j].0 - stops[i].0, 1e-9)
            let c = stops[i].1.mixed(with: stops[j].1, min(max((t - stops[i].0) / span, 0), 1))
            let (r, g, b, a) = c.rgba8
            for x in 0..<w {
                let o = (y * w + x) * 4
                px[o] = r
                px[o + 1] = g
                px[o + 2] = b
                px[o + 3] = a
            }
        }
        return Bitmap(width: w, height: h, pixels: px)
    }
}

public import FlickGeometry
public import FlickLayers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `layers` gallery: one captioned tile per layer feature, on a dark background, laid out
/// for a portrait viewport (designed at 360×640 points; any size scales the grid).
///
/// Tiles: solid fills, per-corner radii, borders, transform & anchorPoint, group opacity,
/// masksToBounds, image gravity, text alignment, wrapping & bold, shadows, backdrop blur,
/// 3-D perspective, zPosition, isHidden. Everything is static, so a golden image pins it.
@MainActor
public enum LayerGallery {
    /// The colour to clear to behind the gallery (compose with it as `clearColor`).
    public static let backgroundColor = Color(hex: 0x0E0F15)

    /// The tile captions, in order (two per row).
    public static let captions = [
        "Solid fills", "Per-corner radii", "Borders", "Transform & anchorPoint", "Group opacity 0.5",
        "masksToBounds", "Image gravity", "Text alignment", "Wrapping & bold", "Shadows", "Backdrop blur",
        "3-D perspective (m34)", "zPosition", "isHidden",
    ]

    /// Builds the gallery's layer tree for a viewport of `viewport` points.
    public static func make(viewport: Size) -> Layer {
        let root = Layer(name: "layers-gallery")
        root.frame = Rect(origin: .zero, size: viewport)
        let margin = 10.0, gap = 8.0, titleHeight = 40.0
        let title = label(
            "Flick · layers", Rect(x: margin + 2, y: 10, width: viewport.width - 2 * margin, height: 24), size: 18,
            color: .white, bold: true)
        root.addSublayer(title)
        let columns = 2, rows = (captions.count + 1) / 2
        let tileW = (viewport.width - 2 * margin - gap * Double(columns - 1)) / Double(columns)
        let tileH = (viewport.height - titleHeight - margin - gap * Double(rows - 1)) / Double(rows)
        let builders: [(Layer, Size) -> Void] = [
            fills, corners, borders, transforms, groupOpacity, masking, gravity, alignment, wrapping, shadows, blur,
            perspective, zOrdering, hidden,
        ]
        for (i, caption) in captions.enumerated() {
            let frame = Rect(
                x: margin + Double(i % columns) * (tileW + gap), y: titleHeight + Double(i / columns) * (tileH + gap),
                width: tileW, height: tileH)
            let light = caption == "Shadows"
            let tile = Layer(name: caption)
            tile.frame = frame
            tile.backgroundColor = light ? Color(hex: 0xE9EAF0) : Color(hex: 0x1B1C26)
            tile.cornerRadius = 12
            tile.addSublayer(
                label(
                    caption, Rect(x: 10, y: 6, width: tileW - 20, height: 14), size: 10,
                    color: light ? Color(hex: 0x50525E) : Color(hex: 0x9A9DB2)))
            let content = Layer(name: caption + " content")
            content.frame = Rect(x: 10, y: 24, width: tileW - 20, height: tileH - 30)
            tile.addSublayer(content)
            builders[i](content, content.bounds.size)
            root.addSublayer(tile)
        }
        return root
    }

    // MARK: Helpers

    static func box(_ frame: Rect, _ color: Color, radius: Double = 0) -> Layer {
        let l = Layer()
        l.frame = frame
        l.backgroundColor = color
        l.cornerRadius = radius
        return l
    }

    static func label(
        _ text: String, _ frame: Rect, size: Double, color: Color = .white, bold: Bool = false,
        alignment: TextStyle.Alignment = .left, wraps: Bool = false
    ) -> Layer {
        let l = Layer(name: text)
        l.frame = frame
        l.text = text
        l.textStyle = TextStyle(
            font: bold ? TextStyle.boldFont : TextStyle.regularFont, size: size, color: color, alignment: alignment,
            wraps: wraps)
        return l
    }

    /// Lays out `count` equal slots across `size`, `gap` apart.
    static func slots(_ count: Int, in size: Size, gap: Double = 8) -> [Rect] {
        let w = (size.width - gap * Double(count - 1)) / Double(count)
        return (0..<count).map { Rect(x: Double($0) * (w + gap), y: 0, width: w, height: size.height) }
    }

    static let red = Color(hex: 0xFF5A5F)
    static let orange = Color(hex: 0xFFA94D)
    static let green = Color(hex: 0x51CF66)
    static let blue = Color(hex: 0x4C8DFF)
    static let purple = Color(r255: 180, g255: 100, b255: 250)
    static let cyan = Color(r255: 109, g255: 213, b255: 250)
}

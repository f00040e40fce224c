import FlickAnimation
public import FlickGeometry
public import FlickLayers

/// Lays screenshots out as one picture: a grid of thumbnails, each with its caption, on a dark
/// background with a title. Built from layers, so any renderer can draw it.
public enum ContactSheet {
    /// A picture and its caption.
    public struct Entry: Sendable {
        public var image: Bitmap
        public var caption: String
        public init(image: Bitmap, caption: String) {
            self.image = image
            self.caption = caption
        }
    }

    /// Thumbnail width in points.
    public static let thumbWidth = 180.0
    static let columns = 4
    static let gap = 16.0
    static let captionHeight = 34.0
    static let titleHeight = 56.0

    /// The sheet's size in points for `count` entries whose pictures have `aspect` = height/width.
    public static func size(count: Int, aspect: Double) -> Size {
        let cols = min(columns, max(count, 1))
        let rows = (count + columns - 1) / columns
        let cellH = thumbWidth * aspect + captionHeight
        return Size(
            width: Double(cols) * thumbWidth + Double(cols + 1) * gap,
            height: titleHeight + Double(rows) * (cellH + gap) + gap)
    }

    /// `bitmap` shrunk by an integer box filter to at most `width` pixels wide (aspect kept):
    /// thumbnails go on the sheet at their pixel size, so the renderer copies them 1:1.
    public static func shrink(_ bitmap: Bitmap, toWidth width: Int) -> Bitmap {
        let f = max(1, bitmap.width / max(width, 1))
        guard f > 1 else { return bitmap }
        let w = bitmap.width / f, h = bitmap.height / f
        var out = [UInt8](repeating: 0, count: w * h * 4)
        bitmap.pixels.withUnsafeBufferPointer { src in
            for y in 0..<h {
                for x in 0..<w {
                    var acc = (0, 0, 0, 0)
                    for dy in 0..<f {
                        var i = ((y * f + dy) * bitmap.width + x * f) * 4
                        for _ in 0..<f {
                            acc.0 += Int(src[i]); acc.1 += Int(src[i + 1])
                            acc.2 += Int(src[i + 2]); acc.3 += Int(src[i + 3])
                            i += 4
                        }
                    }
                    let n = f * f, o = (y * w + x) * 4
                    out[o] = UInt8(acc.0 / n); out[o + 1] = UInt8(acc.1 / n)
                    out[o + 2] = UInt8(acc.2 / n); out[o + 3] = UInt8(acc.3 / n)
                }
            }
        }
        return Bitmap(width: w, height: h, pixels: out)
    }

    /// The layer tree of the sheet, `title` on top.
    @MainActor
    public static func make(_ entries: [Entry], title: String) -> Layer {
        let aspect = entries.first.map { Double($0.image.height) / Double($0.image.width) } ?? 16.0 / 9
        let size = size(count: entries.count, aspect: aspect)
        let root = Layer(name: "contact-sheet")
        root.frame = Rect(origin: .zero, size: size)
        root.backgroundColor = Color(hex: 0x0E0F15)
        let heading = Layer(name: "title")
        heading.frame = Rect(x: gap, y: 14, width: size.width - 2 * gap, height: 30)
        heading.text = title
        heading.textStyle = TextStyle(font: TextStyle.boldFont, size: 22, color: .white, wraps: false)
        root.addSublayer(heading)
        let thumbH = thumbWidth * aspect
        for (i, entry) in entries.enumerated() {
            let x = gap + Double(i % columns) * (thumbWidth + gap)
            let y = titleHeight + Double(i / columns) * (thumbH + captionHeight + gap)
            let thumb = Layer(name: "thumb-\(i)")
            thumb.frame = Rect(x: x, y: y, width: thumbWidth, height: thumbH)
            thumb.contents = .bitmap(entry.image)
            thumb.contentsGravity = .resizeAspect
            root.addSublayer(thumb)
            let caption = Layer(name: "caption-\(i)")
            caption.frame = Rect(x: x, y: y + thumbH + 4, width: thumbWidth, height: captionHeight - 4)
            caption.text = "\(i + 1). \(entry.caption)"
            caption.textStyle = TextStyle(size: 10, color: Color(white: 0.75), wraps: true)
            root.addSublayer(caption)
        }
        return root
    }
}

import FlickGeometry
import FlickLayers
import FlickUI

/// The two-axis panels' content: the chat list, the discover tiles, the map, the leaderboard
/// (Flick's looks; the article leaves its controllers empty).
@MainActor
enum TwoAxisPanelContent {
    /// Friends and what they sent (chat, leaderboards, map pins).
    static let friends: [(name: String, color: Color, status: String, score: Int)] = [
        ("Ana", Color(hex: 0xE4572E), "New Snap · 2m", 1520),
        ("Ben", Color(hex: 0x3A86FF), "Opened · 14m", 1335),
        ("Chloé", Color(hex: 0x8E5CF7), "New Chat · 1h", 1208),
        ("Dev", Color(hex: 0x2EC4B6), "Received · 3h", 964),
        ("Elif", Color(hex: 0xF15BB5), "Tap to chat", 871),
        ("Finn", Color(hex: 0xF4A261), "Tap to chat", 640),
    ]
    /// Discover's channels.
    static let channels: [(String, Color)] = [
        ("Daily", Color(hex: 0x1B4332)), ("Tech", Color(hex: 0x0B3C5D)), ("Music", Color(hex: 0x5A189A)),
        ("Sport", Color(hex: 0x9D0208)), ("Food", Color(hex: 0x7F5539)), ("Travel", Color(hex: 0x005F73)),
    ]

    /// Makes the views of `content` (unpositioned).
    static func make(_ content: TwoAxisPanelController.Content) -> [View] {
        switch content {
        case .chat, .leaderboards:
            return friends.enumerated().map { i, f in
                let row = card(fill: content == .chat ? Color(white: 0, alpha: 0.08) : Color(white: 1, alpha: 0.12))
                let glyph = View()
                glyph.backgroundColor = content == .chat ? f.color : Color(white: 1, alpha: 0.18)
                glyph.cornerRadius = 18
                glyph.name = "avatar"
                let initial = label(
                    content == .chat ? String(f.name.prefix(1)) : "\(i + 1)", size: 16, bold: true, color: .white,
                    align: .center)
                glyph.addSubview(initial)
                row.addSubview(glyph)
                row.addSubview(label(f.name, size: 16, bold: true, color: content.ink))
                let detail = content == .chat ? f.status : "\(f.score)"
                row.addSubview(
                    label(detail, size: 13, bold: content == .leaderboards, color: content.ink.withAlpha(0.7),
                        align: content == .chat ? .left : .right))
                return row
            }
        case .discover:
            return channels.map { name, color in
                let tile = card(fill: color)
                tile.addSubview(label(name, size: 16, bold: true, color: .white))
                return tile
            }
        case .map:
            let map = card(fill: Color(hex: 0xB8323A))
            map.clipsToBounds = true
            for _ in 0..<10 {
                let street = View()
                street.backgroundColor = Color(white: 1, alpha: 0.14)
                street.isUserInteractionEnabled = false
                map.addSubview(street)
            }
            for f in friends.prefix(4) {
                let pin = View()
                pin.backgroundColor = f.color
                pin.cornerRadius = 9
                pin.layer.borderWidth = 3
                pin.layer.borderColor = .white
                pin.isUserInteractionEnabled = false
                map.addSubview(pin)
                map.addSubview(label(f.name, size: 11, bold: true, color: .white, align: .center))
            }
            return [map]
        }
    }

    /// Lays out `items` of `content` in `area`.
    static func layout(_ items: [View], _ content: TwoAxisPanelController.Content, in area: Rect) {
        switch content {
        case .chat, .leaderboards:
            let h = 52.0, gap = 8.0
            for (i, row) in items.enumerated() {
                let y = area.minY + Double(i) * (h + gap)
                row.frame = Rect(x: area.minX, y: y, width: area.width, height: h)
                row.isHidden = y + h > area.maxY
                let sub = row.subviews
                sub[0].frame = Rect(x: 10, y: 8, width: 36, height: 36)
                sub[0].subviews.first?.frame = Rect(x: 0, y: 8, width: 36, height: 20)
                if content == .chat {
                    sub[1].frame = Rect(x: 58, y: 7, width: area.width - 70, height: 20)
                    sub[2].frame = Rect(x: 58, y: 28, width: area.width - 70, height: 18)
                } else {
                    sub[1].frame = Rect(x: 58, y: 16, width: area.width - 140, height: 20)
                    sub[2].frame = Rect(x: area.width - 90, y: 17, width: 76, height: 18)
                }
            }
        case .discover:
            let gap = 10.0
            let w = (area.width - gap) / 2
            let h = min(150, (area.height - 2 * gap) / 3)
            for (i, tile) in items.enumerated() {
                let x = area.minX + Double(i % 2) * (w + gap)
                let y = area.minY + Double(i / 2) * (h + gap)
                tile.frame = Rect(x: x, y: y, width: w, height: h)
                tile.isHidden = y + h > area.maxY + 0.5
                tile.subviews.first?.frame = Rect(x: 12, y: h - 30, width: w - 24, height: 20)
            }
        case .map:
            guard let map = items.first else { return }
            map.frame = area
            let streets = map.subviews.prefix(10)
            for (i, s) in streets.enumerated() {
                let t = Double(i / 2 + 1) / 6
                s.frame = i % 2 == 0
                    ? Rect(x: 0, y: area.height * t - 2, width: area.width, height: i == 4 ? 10 : 4)
                    : Rect(x: area.width * t - 2, y: 0, width: i == 3 ? 10 : 4, height: area.height)
            }
            let spots: [(Double, Double)] = [(0.28, 0.22), (0.7, 0.35), (0.4, 0.62), (0.78, 0.78)]
            let rest = Array(map.subviews.dropFirst(10))
            for (k, spot) in spots.enumerated() where 2 * k + 1 < rest.count {
                let c = Point(x: area.width * spot.0, y: area.height * spot.1)
                rest[2 * k].frame = Rect(x: c.x - 9, y: c.y - 9, width: 18, height: 18)
                rest[2 * k + 1].frame = Rect(x: c.x - 30, y: c.y + 12, width: 60, height: 16)
            }
        }
    }

    private static func card(fill: Color) -> View {
        let v = View()
        v.backgroundColor = fill
        v.cornerRadius = 14
        v.isUserInteractionEnabled = false
        return v
    }

    private static func label(
        _ text: String, size: Double, bold: Bool, color: Color, align: TextStyle.Alignment = .left
    ) -> View {
        let v = View()
        v.layer.text = text
        v.layer.textStyle = TextStyle(
            font: bold ? TextStyle.boldFont : TextStyle.regularFont, size: size, color: color, alignment: align,
            wraps: false)
        v.isUserInteractionEnabled = false
        return v
    }
}

import FlickGeometry
import FlickLayers
import FlickUI

/// An over view of the overview scene: the profile pulled down from the top (Snapchat's, as the
/// article imitates it), and the four-direction variant's chat, stories and memories.
@MainActor
final class OverviewPanelController: ViewController {
    /// What an over view shows.
    enum Content: String {
        case profile, chat, stories, memories

        var color: Color {
            switch self {
            case .profile: Color(hex: 0xFFFC00)
            case .chat: Color(hex: 0x1B1D27)
            case .stories: Color(hex: 0x2B1B3D)
            case .memories: Color(hex: 0x10262E)
            }
        }

        var ink: Color { self == .profile ? Color(hex: 0x111111) : .white }
        /// The subtitle's colour: the ink, slightly softened, keeping a contrast of at least 4.5:1
        /// (WCAG 2's minimum for text) on the view's colour.
        var subtitleColor: Color { ink.withAlpha(0.8) }

        var title: String {
            switch self {
            case .profile: "flick.demo"
            case .chat: "Chat"
            case .stories: "Stories"
            case .memories: "Memories"
            }
        }

        var subtitle: String {
            switch self {
            case .profile: "over view · pulled down from the top · push up or tap the button"
            case .chat: "over view from the left (four-direction variant)"
            case .stories: "over view from the right (four-direction variant)"
            case .memories: "over view from the bottom (four-direction variant)"
            }
        }
    }

    let content: Content
    private let titleView = View()
    private let subtitleView = View()
    private let code = View()
    private var dots: [View] = []
    private var rows: [View] = []

    init(content: Content) {
        self.content = content
        super.init()
        title = "overview-\(content.rawValue)"
    }

    override func loadView() {
        let v = View()
        v.name = "overview-\(content.rawValue)"
        v.backgroundColor = content.color
        titleView.layer.textStyle = TextStyle(
            font: TextStyle.boldFont, size: 24, color: content.ink, alignment: content == .profile ? .center : .left,
            wraps: false)
        titleView.layer.text = content.title
        subtitleView.layer.textStyle = TextStyle(
            size: 12, color: content.subtitleColor, alignment: content == .profile ? .center : .left)
        subtitleView.layer.text = content.subtitle
        v.addSubview(titleView)
        v.addSubview(subtitleView)
        if content == .profile {
            // A Snapcode-like badge: a white rounded square of dots around a black ghost-ish blob.
            code.backgroundColor = .white
            code.cornerRadius = 28
            v.addSubview(code)
            for i in 0..<28 {
                let dot = View()
                dot.backgroundColor = .black
                dot.cornerRadius = 4
                dot.isHidden = (i * 7) % 5 == 0
                dots.append(dot)
                code.addSubview(dot)
            }
        }
        let labels: [String] =
            switch content {
            case .profile: ["Added Me", "Add Friends", "My Friends", "Trophies"]
            case .chat: ["Ana · New Snap", "Ben · Opened", "Chloé · New Chat", "Dev · Received"]
            case .stories: ["Ana's story", "Ben's story", "Chloé's story", "Dev's story"]
            case .memories: ["Snaps", "Camera Roll", "My Eyes Only", "Stories"]
            }
        for text in labels {
            let row = View()
            row.backgroundColor = content == .profile ? Color(white: 0, alpha: 0.08) : Color(white: 1, alpha: 0.08)
            row.cornerRadius = 14
            let label = View()
            label.layer.text = text
            label.layer.textStyle = TextStyle(font: TextStyle.boldFont, size: 15, color: content.ink, wraps: false)
            label.isUserInteractionEnabled = false
            row.addSubview(label)
            rows.append(row)
            v.addSubview(row)
        }
        for t in [titleView, subtitleView, code] { t.isUserInteractionEnabled = false }
        view = v
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        var y = 48.0
        if content == .profile {
            let s = min(150, b.width - 120)
            code.frame = Rect(x: (b.width - s) / 2, y: y, width: s, height: s)
            let n = 7, cell = (s - 24) / Double(n)
            var k = 0
            for r in 0..<n {
                for c in 0..<n where r == 0 || c == 0 || r == n - 1 || c == n - 1 {
                    guard k < dots.count else { break }
                    dots[k].frame = Rect(
                        x: 12 + Double(c) * cell + cell * 0.2, y: 12 + Double(r) * cell + cell * 0.2,
                        width: cell * 0.6, height: cell * 0.6)
                    k += 1
                }
            }
            y += s + 16
        }
        titleView.frame = Rect(x: 20, y: y, width: b.width - 40, height: 30)
        subtitleView.frame = Rect(x: 20, y: y + 32, width: b.width - 40, height: 34)
        y += 76
        for row in rows {
            row.frame = Rect(x: 16, y: y, width: b.width - 32, height: 50)
            row.subviews.first?.frame = Rect(x: 16, y: 15, width: b.width - 64, height: 20)
            row.isHidden = y + 50 > b.height - 130
            y += 58
        }
    }
}

import FlickGeometry
import FlickLayers
import FlickUI

/// One of the two-axis article's four side panels, dressed as the Snapchat screens its
/// containers hold (seed 001: the top container is the map, the bottom one the leaderboards; the
/// left and right pages of part 1 are chat and discover), in the article's layer colours
/// (red top, blue bottom, yellow and green sides).
@MainActor
final class TwoAxisPanelController: ViewController {
    /// What a panel shows.
    enum Content: String {
        case chat, discover, map, leaderboards

        /// The article's layer colour, in a tone that carries text.
        var color: Color {
            switch self {
            case .chat: Color(hex: 0xFFD23F)
            case .discover: Color(hex: 0x2BAF6A)
            case .map: Color(hex: 0xE5484D)
            case .leaderboards: Color(hex: 0x3E63DD)
            }
        }

        /// Text over `color`.
        var ink: Color { self == .chat ? Color(hex: 0x1B1D27) : .white }

        var title: String {
            switch self {
            case .chat: "Chat"
            case .discover: "Discover"
            case .map: "Snap Map"
            case .leaderboards: "Leaderboards"
            }
        }

        var subtitle: String {
            switch self {
            case .chat: "left · covers the camera"
            case .discover: "right · covers the camera"
            case .map: "top · revealed from underneath at ½ speed · ◎ or B returns"
            case .leaderboards: "bottom · overlaps the camera under the buttons · ◎ or B returns"
            }
        }
    }

    let content: Content
    private let titleView = View()
    private let subtitleView = View()
    /// The content's pieces, laid out by `layoutContent`.
    private var items: [View] = []

    init(content: Content) {
        self.content = content
        super.init()
        title = "two-axis-\(content.rawValue)"
    }

    override func loadView() {
        let v = View()
        v.name = "two-axis-\(content.rawValue)"
        v.backgroundColor = content.color
        titleView.layer.text = content.title
        titleView.layer.textStyle = TextStyle(font: TextStyle.boldFont, size: 28, color: content.ink, wraps: false)
        subtitleView.layer.text = content.subtitle
        subtitleView.layer.textStyle = TextStyle(size: 12, color: content.ink.withAlpha(0.75), wraps: true)
        for t in [titleView, subtitleView] {
            t.isUserInteractionEnabled = false
            v.addSubview(t)
        }
        items = TwoAxisPanelContent.make(content)
        for item in items { v.addSubview(item) }
        view = v
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        titleView.frame = Rect(x: 20, y: 64, width: b.width - 40, height: 34)
        subtitleView.frame = Rect(x: 20, y: 100, width: b.width - 40, height: 32)
        // Content between the header and the nav bar (FEEL.md §1, two-axis: bar 80 + inset 30).
        let top = 142.0
        let bottom = b.height - 80 - 30 - 12
        TwoAxisPanelContent.layout(items, content, in: Rect(x: 16, y: top, width: b.width - 32, height: bottom - top))
    }
}

import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickUI

/// The home screen's top panel, memories: a vertically scrolling grid of square thumbnails in
/// three columns, under section headers ("Today", "This week", …). The container reveals it from
/// underneath with parallax (the two-axis article's top panel, `PanelStyle.reveal(parallax: 0.5)`,
/// the default). Tiles select on tap or A/Enter.
@MainActor
final class HomeMemoriesController: ViewController {
    /// Three columns, as the issue asks (the camera roll's classic grid).
    static let columns = 3
    /// Gap between tiles, points (Flick's looks).
    static let gap = 4.0
    /// Room kept under the grid for the nav bar (ChromeLayout: 80 high, 30 from the bottom).
    static let bottomInset = 124.0
    /// The sections: title and how many pictures (the pictures cycle through the stories).
    static let sections: [(title: String, count: Int)] = [
        ("Today", 2), ("This week", 5), ("Last month", 7), ("Summer trip", 9),
    ]

    /// The scroll view holding the grid.
    let scroll: ScrollView
    /// The tiles, in reading order.
    private(set) var tiles: [HomeMemoryTileView] = []
    private var headers: [Layer] = []
    private var sectionOfTile: [Int] = []
    private let heading = HomeGridPanel(
        name: "home.memories", title: "Memories", subtitle: "Snaps you saved · tap to select")

    init(ticker: AnimationTicker) {
        scroll = ScrollView(frame: .zero, ticker: ticker)
        super.init()
        title = "home-memories"
    }

    override func loadView() { view = HomeGridPanel.makeView(name: "home-memories") }

    override func viewDidLoad() {
        heading.install(scroll: scroll, name: "home-memories-scroll", in: view, headingHost: scroll.layer)
        let pictures = DemoAssets.Image.stories
        var n = 0
        for (s, section) in Self.sections.enumerated() {
            let header = Layer(name: "home.memories.section")
            header.text = section.title
            header.textStyle = HomeStyle.section
            scroll.layer.addSublayer(header)
            headers.append(header)
            for _ in 0..<section.count {
                let tile = HomeMemoryTileView(image: pictures[(n * 3 + s) % pictures.count], name: "home-memory-\(n)")
                scroll.addSubview(tile)
                tiles.append(tile)
                sectionOfTile.append(s)
                n += 1
            }
        }
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        let m = 12.0
        let columns = b.width > b.height * 1.2 ? Self.columns * 2 : Self.columns
        let gap = Self.gap
        let side = ((b.width - 2 * m - gap * Double(columns - 1)) / Double(columns)).rounded(.down)
        AnimationTransaction.performWithoutAnimation {
            scroll.frame = b
            heading.layout(x: m + 8, width: b.width - 2 * m)
            var y = 88.0
            var i = 0
            for (s, header) in headers.enumerated() {
                header.frame = Rect(x: m + 8, y: y, width: b.width - 2 * m, height: 20)
                y += 28
                var c = 0
                while i < tiles.count, sectionOfTile[i] == s {
                    tiles[i].frame = Rect(x: m + Double(c) * (side + gap), y: y, width: side, height: side)
                    c += 1
                    i += 1
                    if c == columns {
                        c = 0
                        y += side + gap
                    }
                }
                if c > 0 { y += side + gap }
                y += 14
            }
            scroll.contentSize = Size(width: b.width, height: y + Self.bottomInset)
        }
    }
}

import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickUI

/// The menu's screen: a title over a vertical scroll view of `MenuRow`s.
@MainActor
final class MenuController: ViewController {
    /// The rows, in catalogue order.
    private(set) var rows: [MenuRow] = []
    /// The list.
    let scroll: ScrollView
    private let items: [MenuItem]
    private let open: @MainActor (String) -> Void
    private let titleView = View()
    private let subtitleView = View()

    /// Row height, gap and side inset, points (Flick's looks: the article scenes' 16 pt grid).
    static let rowHeight = 92.0
    static let rowGap = 10.0
    static let inset = 16.0
    /// The header's height above the list.
    static let headerHeight = 96.0

    init(items: [MenuItem], ticker: AnimationTicker, open: @escaping @MainActor (String) -> Void) {
        self.items = items
        self.open = open
        scroll = ScrollView(ticker: ticker)
        super.init()
        title = "menu"
    }

    override func loadView() {
        let v = View()
        v.name = "menu"
        v.backgroundColor = FlipStyle.background
        titleView.layer.text = "Flick"
        titleView.layer.textStyle = TextStyle(font: TextStyle.boldFont, size: 30, color: FlipStyle.text, wraps: false)
        titleView.isUserInteractionEnabled = false
        subtitleView.layer.text = "tap a scene, or arrows / D-pad and Enter / A"
        subtitleView.layer.textStyle = TextStyle(size: 13, color: FlipStyle.secondaryText, wraps: true)
        subtitleView.isUserInteractionEnabled = false
        v.addSubview(titleView)
        v.addSubview(subtitleView)
        scroll.name = "menu-list"
        scroll.alwaysBounceVertical = true
        v.addSubview(scroll)
        for item in items {
            let row = MenuRow(item: item) { [weak self] row in self?.open(row.item.name) }
            rows.append(row)
            scroll.addSubview(row)
        }
        view = v
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        let inset = Self.inset
        titleView.frame = Rect(x: inset + 4, y: 22, width: b.width - 2 * inset, height: 36)
        subtitleView.frame = Rect(x: inset + 4, y: 60, width: b.width - 2 * inset - 8, height: 34)
        scroll.frame = Rect(x: 0, y: Self.headerHeight, width: b.width, height: max(b.height - Self.headerHeight, 0))
        var y = 8.0
        for row in rows {
            row.frame = Rect(x: inset, y: y, width: max(b.width - 2 * inset, 0), height: Self.rowHeight)
            y += Self.rowHeight + Self.rowGap
        }
        scroll.contentSize = Size(width: b.width, height: y + inset)
    }
}

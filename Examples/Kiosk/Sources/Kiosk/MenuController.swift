import Flick

/// Six tiles in a grid that fills the screen at any size; choosing one shows its page.
final class MenuController: ViewController {
    static let items: [(title: String, color: Color)] = [
        ("Play", Color(hex: 0xE4572E)), ("Music", Color(hex: 0x3A86FF)), ("Photos", Color(hex: 0x2EC4B6)),
        ("Games", Color(hex: 0xFFBE0B)), ("Settings", Color(hex: 0x8338EC)), ("About", Color(hex: 0x6C757D)),
    ]
    private var tiles: [MenuTile] = []
    private let heading = View()

    override func viewDidLoad() {
        view.backgroundColor = Color(hex: 0x0B0D17)
        heading.layer.text = "Choose with a finger, or the D-pad and A"
        heading.layer.textStyle = TextStyle(size: 20, color: Color(white: 0.8), alignment: .center)
        heading.isUserInteractionEnabled = false
        view.addSubview(heading)
        for item in Self.items {
            let tile = MenuTile(title: item.title, color: item.color) { [weak self] tile in
                self?.present(PageController(title: tile.title, color: tile.color), animated: true)
            }
            tiles.append(tile)
            view.addSubview(tile)
        }
    }

    /// Three columns by two rows with 16 pt gaps under a heading; two columns by three when the
    /// screen is taller than wide.
    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        heading.frame = Rect(x: 0, y: 16, width: bounds.width, height: 32)
        let columns = bounds.width >= bounds.height ? 3 : 2
        let rows = (tiles.count + columns - 1) / columns
        let gap = 16.0, top = 64.0
        let width = (bounds.width - gap * Double(columns + 1)) / Double(columns)
        let height = (bounds.height - top - gap * Double(rows)) / Double(rows)
        for (index, tile) in tiles.enumerated() {
            let column = index % columns, row = index / columns
            tile.frame = Rect(
                x: gap + Double(column) * (width + gap), y: top + Double(row) * (height + gap),
                width: width, height: height)
        }
    }
}

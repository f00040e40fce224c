import Flick

/// The left panel: forty rows in a scroll view (8 pt above the first leave room for the focus
/// ring). Drag or wheel to scroll; with a gamepad the
/// focused row is kept visible. A row opens its detail with `ZoomTransition`.
final class ListController: ViewController {
    private let scroll = ScrollView()
    private let zoom = ZoomTransition()
    private static let rowHeight = 64.0

    override func viewDidLoad() {
        view.backgroundColor = Palette.background
        view.addSubview(makeLabel("List", frame: Rect(x: 20, y: 24, width: 200, height: 32), size: 24))
        view.addSubview(scroll)
        for index in 0..<40 {
            let frame = Rect(x: 16, y: 8 + Double(index) * Self.rowHeight, width: 0, height: Self.rowHeight - 8)
            let row = Tile("Row \(index + 1)", frame: frame) { [weak self] tile in self?.open(index, from: tile) }
            scroll.addSubview(row)
        }
    }

    override func viewDidLayoutSubviews() {
        scroll.frame = Rect(x: 0, y: 72, width: view.bounds.width, height: view.bounds.height - 72)
        scroll.contentSize = Size(width: view.bounds.width, height: 8 + 40 * Self.rowHeight)
        for row in scroll.subviews where row is Tile {
            row.frame.size.width = view.bounds.width - 32
        }
    }

    private func open(_ index: Int, from tile: Tile) {
        let detail = DetailController(title: "Row \(index + 1)")
        zoom.origin = tile.convert(tile.bounds, to: nil) ?? view.bounds
        detail.transitioningDelegate = zoom
        present(detail, animated: true)
    }
}

import FlickGeometry
import FlickLayers
import FlickUI

/// A square thumbnail of the memories grid: a picture cropped to fill, selectable by a tap (or
/// A/Enter while focused), which shows a heart badge and a yellow frame.
@MainActor
final class HomeMemoryTileView: FocusableView {
    /// The picture, an asset path.
    let image: String
    /// True while selected.
    private(set) var isSelected = false
    private let picture = Layer(name: "home.memory.picture")
    private let heart = Layer(name: "home.memory.heart")
    private let tap = TapGestureRecognizer()

    init(image: String, name: String) {
        self.image = image
        super.init(layer: Layer(name: "home.memory"))
        self.name = name
        backgroundColor = FlipStyle.surface
        cornerRadius = 6
        clipsToBounds = true
        picture.contents = .asset(image)
        picture.contentsGravity = .resizeAspectFill
        heart.contents = .asset(DemoAssets.Icon.heart)
        heart.contentsGravity = .resizeAspect
        heart.backgroundColor = FlipStyle.accent.withAlpha(0.9)
        heart.isHidden = true
        layer.addSublayer(picture)
        layer.addSublayer(heart)
        primaryAction = { [weak self] _ in self?.toggle() }
        tap.name = "home.memory.tap"
        tap.addAction { [weak self] _ in self?.toggle() }
        addGestureRecognizer(tap)
    }

    /// Selects or deselects the tile.
    func toggle() {
        isSelected.toggle()
        heart.isHidden = !isSelected
        layer.borderWidth = isSelected ? 3 : 0
        layer.borderColor = FlipStyle.accent
    }

    override func layoutSubviews() {
        let b = bounds
        picture.frame = b
        heart.frame = Rect(x: b.width - 28, y: 6, width: 22, height: 22)
        heart.cornerRadius = 11
    }
}

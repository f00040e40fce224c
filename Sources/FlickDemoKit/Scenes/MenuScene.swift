public import FlickAnimation
public import FlickGeometry
public import FlickInput
import FlickLayers
public import FlickUI

/// `--scene menu`: a scrollable list of every scene in `SceneCatalog`, the five article scenes
/// first (name, what it shows, a coloured glyph). Tap a row, or move focus with the arrows / D-pad
/// and press Enter / A, to open it; the shell replaces the root with it (`SceneOptions.openScene`).
/// F2, M, Guide or Start alone come back here; so does an Escape / B that the opened scene did not
/// use.
@MainActor
public final class MenuScene: DemoScene {
    public static let name = "menu"
    public static let caption = "pick a scene · F2, M, Guide or Start come back here"

    /// The list (the application's root controller).
    let controller: MenuController

    /// The five article scenes, in the articles' order (../shared/seeds).
    public static let articleNames = ["habr", "two-axis", "flip", "cards", "overview"]

    /// The scenes listed: the article scenes first, then the rest in the catalogue's order,
    /// without the menu itself.
    public static var entries: [any DemoScene.Type] {
        let others = SceneCatalog.all.filter { !($0 is MenuScene.Type) && !articleNames.contains($0.name) }
        return articleNames.compactMap(SceneCatalog.scene(named:)) + others
    }

    /// What a row says under the scene's name: its caption without a leading label that repeats
    /// the name ("habr · …", "camera: …", "input inspector: …").
    static func summary(name: String, caption: String) -> String {
        for separator in [" · ", ": "] {
            guard let range = caption.range(of: separator) else { continue }
            let label = caption[..<range.lowerBound].lowercased()
            let stem = name.lowercased().prefix(4)
            guard label.hasPrefix(stem) || label == name.lowercased() else { continue }
            let rest = caption[range.upperBound...]
            return rest.prefix(1).uppercased() + rest.dropFirst()
        }
        return caption
    }

    /// The menu for the command line's options: rows open scenes through `options.openScene`.
    public static func make(application: Application, options: SceneOptions) -> MenuScene {
        MenuScene(application: application, open: options.openScene)
    }

    public convenience init(application: Application) {
        self.init(application: application, open: { _ in })
    }

    init(application: Application, open: @escaping @MainActor (String) -> Void) {
        application.clearColor = FlipStyle.background
        let items = Self.entries.enumerated().map { i, type in
            MenuItem(
                name: type.name, caption: Self.summary(name: type.name, caption: type.caption),
                color: MenuItem.palette[i % MenuItem.palette.count])
        }
        controller = MenuController(items: items, ticker: application.ticker, open: open)
        application.rootViewController = controller
    }

    public func layout(in viewport: Size) {
        controller.view.setNeedsLayout()
    }

    public func handle(_ event: InputEvent, in application: Application) {}

    public func advance(to frame: FrameTime, in application: Application) -> Bool { false }
}

/// One row of the menu.
struct MenuItem: Hashable, Sendable {
    /// The scene's command-line name.
    var name: String
    /// Its one-line caption.
    var caption: String
    /// The glyph's colour.
    var color: Color

    /// Glyph colours in catalogue order (Flick's looks: saturated, readable under white text).
    static let palette: [Color] = [
        Color(hex: 0xE4572E), Color(hex: 0x8E5CF7), Color(hex: 0x2EC4B6), Color(hex: 0x3A86FF),
        Color(hex: 0xF15BB5), Color(hex: 0x00A6A6), Color(hex: 0xF4A261), Color(hex: 0xD62246),
        Color(hex: 0x4361EE), Color(hex: 0x2A9D8F), Color(hex: 0xB5838D), Color(hex: 0x6A994E),
    ]
}

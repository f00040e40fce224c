public import FlickApp
public import FlickGeometry
import FlickSDL
public import FlickUI

/// A screen of the demo app: builds its content into an application's root layer and drives
/// it frame by frame.
@MainActor
public protocol DemoScene: AppContent {
    /// The name used on the command line (`flick --scene NAME`).
    static var name: String { get }
    /// One line saying what the scene demonstrates (shown on screen and by `--scene list`).
    static var caption: String { get }
    /// Creates the scene's content inside `application.rootLayer`.
    init(application: Application)
    /// Creates the scene for the command line's `options` (by default, `init(application:)`).
    static func make(application: Application, options: SceneOptions) -> Self
    /// Starts work the scene will need at `viewport` points on other threads, before the shell
    /// opens the window (by default, nothing): SDL's start and the GL context keep the main
    /// thread busy while the other cores wait. A scene with a camera behind it
    /// starts its viewfinder's painter on `viewfinders`, which the shell then gives it.
    static func prepareAhead(viewport: Size, viewfinders: ViewfinderPainters)
}

extension DemoScene {
    /// Nothing to start ahead.
    public static func prepareAhead(viewport: Size, viewfinders: ViewfinderPainters) {}

    /// `prepareAhead(viewport:viewfinders:)` for the window `options` will open, when its
    /// viewport is known before it opens (not fullscreen: the display decides that one).
    static func prepareAhead(window options: WindowOptions, viewfinders: ViewfinderPainters) {
        guard !options.fullscreen else { return }
        prepareAhead(viewport: options.size, viewfinders: viewfinders)
    }
}

/// Every scene the demo knows, in the order `--scene list` prints them.
@MainActor
public enum SceneCatalog {
    /// The scene types, by name.
    public static let all: [any DemoScene.Type] = [
        HomeScene.self, PanelsScene.self, HabrScene.self, FlipScene.self, CardsScene.self, CameraScene.self,
        InputInspectorScene.self, LayerGalleryScene.self, TwoAxisScene.self, OverviewScene.self, MenuScene.self,
    ]

    /// The scene called `name`, or nil.
    public static func scene(named name: String) -> (any DemoScene.Type)? {
        all.first { $0.name == name }
    }

    /// The names, for messages.
    public static var names: [String] { all.map { $0.name } }
}

public import FlickGeometry
public import FlickUI

/// A screen of the demo app: builds its content into an application's root layer and drives
/// it frame by frame.
@MainActor
public protocol DemoScene: FrameDriver {
    /// The name used on the command line (`flick --scene NAME`).
    static var name: String { get }
    /// One line saying what the scene demonstrates (shown on screen and by `--scene list`).
    static var caption: String { get }
    /// Creates the scene's content inside `application.rootLayer`.
    init(application: Application)
    /// Creates the scene for the command line's `options` (by default, `init(application:)`).
    static func make(application: Application, options: SceneOptions) -> Self
    /// Lays the scene out again for a new viewport (resize, rotation).
    func layout(in viewport: Size)
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

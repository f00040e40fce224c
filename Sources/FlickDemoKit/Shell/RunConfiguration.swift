public import FlickApp
import FlickSDL

/// Everything `flick` was asked to do for a run, after the command line was parsed and checked:
/// the app layer's configuration (`app`; its fields read and write straight through, as
/// `config.headless`) and what only the demo has (scenes, the tour, the camera).
@dynamicMemberLookup
public struct RunConfiguration: Sendable {
    /// How the app layer runs it; its name is the scene's.
    public var app = AppConfiguration(name: "home")
    /// True when no scene was named: a headless run then plays the tour.
    public var sceneWasDefault = true
    /// True when `--out` was given (a tour in a window then writes screenshots too).
    public var outputWasGiven = false
    /// Play the scripted tour (`flick tour`) instead of one scene.
    public var tour = false
    /// Only these scenes' stops of the tour (nil: all).
    public var tourScenes: Set<String>?
    /// Check the tour's screenshots against the golden PNGs in this folder (`--goldens`).
    public var goldens: String?
    /// Rewrite the goldens instead of checking them (`--update-goldens`).
    public var updatesGoldens = false
    /// `--camera`; nil picks `auto` in a window and `none` headless (so headless runs, tours and
    /// replays look the same on every machine).
    public var camera: CameraChoice?

    /// Creates the default configuration: the home scene in a 360×640 point window titled Flick.
    public init() {
        app.window.title = "Flick"
    }

    /// The scene to show (the app layer's name for the run, so recordings carry it).
    public var scene: String {
        get { app.name }
        set { app.name = newValue }
    }

    /// The app layer's fields, read and written through (`config.headless`, `config.window`).
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<AppConfiguration, Value>) -> Value {
        get { app[keyPath: keyPath] }
        set { app[keyPath: keyPath] = newValue }
    }

    /// The options scenes are made with.
    func sceneOptions(log: @escaping @Sendable (String) -> Void) -> SceneOptions {
        var options = SceneOptions()
        options.camera = camera ?? (app.headless ? .none : .auto)
        options.log = log
        return options
    }
}

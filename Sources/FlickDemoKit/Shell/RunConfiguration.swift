public import FlickSDL

/// Everything `flick` was asked to do for a run, after the command line was parsed and checked.
public struct RunConfiguration: Sendable {
    /// The scene to show.
    public var scene: String = "home"
    /// True when no scene was named: a headless run then captures every scene.
    public var sceneWasDefault = true
    /// The window.
    public var window = WindowOptions()
    /// Render without a display (dummy video driver, software renderer, virtual clock).
    public var headless = false
    /// Stop after this many frames (headless runs default to 60).
    public var frames: Int?
    /// Write a PNG of the last frame here.
    public var screenshot: String?
    /// Where a headless run writes screenshots when no path was given.
    public var outputDirectory = "screenshots"
    /// True when `--out` was given (a tour in a window then writes screenshots too).
    public var outputWasGiven = false
    /// Play the scripted tour (`flick tour`) instead of one scene.
    public var tour = false
    /// Only these scenes' stops of the tour (nil: all).
    public var tourScenes: Set<String>?
    /// Pixels per point of headless runs when `--scale` is not given: 1 (360×640 px by default),
    /// for speed: the software renderer at 2× draws four times the pixels and takes 2.5–4× as
    /// long. 2× is safe (`--scale 2`); docs/RENDERING.md, known limits, has why it once was not.
    public static let headlessScale = 1.0
    /// `--camera`; nil picks `auto` in a window and `none` headless (so headless runs, tours and
    /// replays look the same on every machine).
    public var camera: CameraChoice?

    /// The options scenes are made with.
    func sceneOptions(log: @escaping @Sendable (String) -> Void) -> SceneOptions {
        var options = SceneOptions()
        options.camera = camera ?? (headless ? .none : .auto)
        options.log = log
        return options
    }
    /// Write every input event the app receives to this file (JSON lines; windowed runs).
    public var recordPath: String?
    /// Play back this recording instead of live input (headless or windowed).
    public var replayPath: String?
    /// Start with the frame HUD showing (F1 or Start+Back toggles it).
    public var showsHUD = false
    /// When the process started, seconds on `SDLTime`'s timeline (for startup-to-first-frame).
    public var launchTime: Double?

    /// How long to wait for a display that is not up yet before failing, seconds (`DisplayWait`).
    public var displayWait = DisplayWait.defaultTimeout

    /// The option that asks for a display, if any: with one, a run never falls back to headless
    /// when no display is reachable (it waits for one, then fails). `--video-driver` skips the
    /// probe altogether.
    var displayFlag: String? {
        if window.fullscreen { return "--fullscreen" }
        if window.renderer != .auto { return "--renderer \(window.renderer.rawValue)" }
        if recordPath != nil { return "--record" }
        return nil
    }

    /// Creates the default configuration.
    public init() {}
}

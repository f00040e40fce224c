public import FlickSDL

/// Everything `flick` was asked to do for a run, after the command line was parsed and checked.
public struct RunConfiguration: Sendable {
    /// The scene to show.
    public var scene: String = "layers"
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

    /// Creates the default configuration.
    public init() {}
}

public import ArgumentParser
import FlickSDL

/// The command-line options that say where an app draws: `--fullscreen --size --scale --rotate
/// --renderer --video-driver --display-wait --headless`. Part of `AppOptions`; a command that draws but runs no
/// app (the demo's tour) embeds it alone with `@OptionGroup`.
public struct DisplayOptions: ParsableArguments, Sendable {
    /// `--fullscreen`: desktop fullscreen; the cursor hides.
    @Flag(help: "Desktop fullscreen; the cursor hides.")
    public var fullscreen = false
    /// `--size WxH`: the window's size in points.
    @Option(help: "The app's size in points when windowed, as WIDTHxHEIGHT (default 360x640).")
    public var size: String?
    /// `--scale S`: pixels per point on top of the display's own density.
    @Option(help: "Pixels per point on top of the display's own density (e.g. 2 for a 720x1280 window).")
    public var scale: String?
    /// `--rotate DEG`: rotation of rendering and touch mapping.
    @Option(
        help: "Rotate rendering and touch mapping by 0, 90, 180 or 270 degrees (panels mounted sideways; default 0).")
    public var rotate: String?
    /// `--renderer NAME`: SDL's renderer.
    @Option(help: "SDL renderer: auto, opengl, opengles2 or software (default auto).")
    public var renderer: String?
    /// `--video-driver NAME`: SDL's video driver (kmsdrm for the console).
    @Option(help: "SDL video driver: x11, wayland, kmsdrm, dummy, offscreen…")
    public var videoDriver: String?
    /// `--display-wait S`: how long to wait for a display that is not up yet.
    @Option(
        help: """
            Seconds to wait for a display that is not up yet (X starting, DRM not ready) before exiting \
            with status 1.
            """)
    public var displayWait: String?
    /// `--headless`: draw into an offscreen canvas on virtual time.
    @Flag(help: "Render without a display: software renderer into an offscreen canvas, virtual 60 Hz clock.")
    public var headless = false

    /// Options as on an empty command line.
    public init() {}

    /// Copies the options given into `config`, checking each value (what was not given keeps
    /// `config`'s value: an app's own defaults); the error names the option and what it takes.
    public func apply(to config: inout AppConfiguration) throws(OptionError) {
        if fullscreen { config.window.fullscreen = true }
        if let size { config.window.size = try OptionParsing.size(size) }
        if let scale { config.window.scale = try OptionParsing.scale(scale) }
        if let rotate { config.window.rotation = try OptionParsing.rotation(rotate) }
        if let renderer { config.window.renderer = try OptionParsing.renderer(renderer) }
        if let videoDriver { config.window.videoDriver = try OptionParsing.videoDriver(videoDriver) }
        if let displayWait { config.displayWait = try OptionParsing.seconds(displayWait, option: "--display-wait") }
        if headless { config.headless = true }
    }
}

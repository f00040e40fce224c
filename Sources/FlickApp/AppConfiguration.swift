public import FlickSDL
public import Logging

/// How an app runs, as a plain value: where it draws (a window, the console, or headless), for
/// how long, what it records or replays, and whether the HUD shows. `AppOptions` fills one from
/// the command line; an app that takes no command line sets the fields itself.
public struct AppConfiguration: Sendable {
    /// The app's name: the window's title, the scene name in recordings, and the file name of a
    /// headless run's screenshot when no path is given.
    public var name: String
    /// The window: size in points, scale, fullscreen, rotation, renderer, video driver.
    public var window = WindowOptions()
    /// Render without a display: software renderer into an offscreen canvas, virtual 60 Hz clock.
    /// Also chosen automatically when no display is reachable (see `resolvingDisplay(logger:)`).
    public var headless = false
    /// Stop after this many frames; nil runs until quit in a window and `defaultHeadlessFrames`
    /// headless.
    public var frames: Int?
    /// Write a PNG of the last frame here.
    public var screenshot: String?
    /// Where a headless run writes its screenshot when `screenshot` is nil, as `NAME.png`.
    public var outputDirectory = "screenshots"
    /// Write every input event the app receives to this file (JSON lines; windowed runs).
    public var recordPath: String?
    /// Play back this recording on virtual time instead of live input (headless or windowed).
    public var replayPath: String?
    /// Start with the frame HUD showing (F1 or Start+Back toggles it).
    public var showsHUD = false
    /// The lowest level of log message printed (to standard error).
    public var logLevel: Logger.Level = .info
    /// When the process started, seconds on `SDLTime`'s timeline; when set, the time to the first
    /// frame is logged.
    public var launchTime: Double?
    /// How long to wait for a display that is not up yet before failing, seconds (X still
    /// starting, the DRM console not ready; see `DisplayWait`).
    public var displayWait = DisplayWait.defaultTimeout

    /// Pixels per point of headless runs when no scale is given: 1 (360×640 px by default), for
    /// speed: the software renderer at 2× draws four times the pixels and takes 2.5–4× as long.
    /// 2× is safe; docs/RENDERING.md, known limits, has why it once was not.
    public static let headlessScale = 1.0
    /// Frames a headless run renders when `frames` is nil (one second at the virtual 60 Hz).
    public static let defaultHeadlessFrames = 60

    /// A configuration for the app called `name`: a 360×640 point window titled `name`, running
    /// until quit.
    public init(name: String = "Flick") {
        self.name = name
        window.title = name
    }

    /// Checks the combination of fields; the error says what to change.
    public func validate() throws(OptionError) {
        if let frames, frames < 1 { throw OptionError("--frames takes a positive number of frames; got \(frames)") }
        if recordPath != nil && replayPath != nil {
            throw OptionError("--record and --replay can't be combined; record a live run, replay a file")
        }
        if replayPath != nil && frames != nil {
            throw OptionError("--replay plays the whole recording; leave out --frames")
        }
        if recordPath != nil && headless {
            throw OptionError("--record needs a window (live input); headless runs have none")
        }
    }

    /// The option that asks for a display, if any: with one, a run never falls back to headless
    /// when no display is reachable (it waits for one, then fails). A named video driver skips
    /// the probe altogether.
    var displayFlag: String? {
        if window.fullscreen { return "--fullscreen" }
        if window.renderer != .auto { return "--renderer \(window.renderer.rawValue)" }
        if recordPath != nil { return "--record" }
        return nil
    }

    /// This configuration, made headless when it asks for a window but no display is reachable
    /// (no DISPLAY or WAYLAND_DISPLAY and no usable /dev/dri/card*) and nothing asks for one
    /// (fullscreen, a renderer, recording: those wait for a display instead); a named video
    /// driver is trusted as given. Logs the decision.
    public func resolvingDisplay(logger: Logger) -> AppConfiguration {
        guard !headless && window.videoDriver == nil else { return self }
        var config = self
        let probe = DisplayProbe.probe()
        if probe.isReachable {
            logger.debug("display: \(probe.reason)")
        } else if let flag = displayFlag {
            // Asked for a display: wait for one (AppRunner.openWindow) rather than render where no one looks.
            logger.notice("no display reachable yet (\(probe.reason)), and \(flag) asks for one")
        } else {
            logger.notice(
                "no display reachable (\(probe.reason)): running headless; screenshots go to \(outputDirectory)/")
            config.headless = true
        }
        return config
    }
}

public import ArgumentParser

/// The command-line options of an app run by the app layer, as a group an app embeds in its own
/// command with `@OptionGroup var app: AppOptions`: where it draws (`DisplayOptions`), `--frames
/// --screenshot --record --replay --hud`, and `--log-level`. `configuration(name:)` turns them
/// into an `AppConfiguration`. `App.main()` parses them itself for apps with no command of their
/// own.
public struct AppOptions: ParsableArguments, Sendable {
    /// Where the app draws.
    @OptionGroup public var display: DisplayOptions
    /// `--frames N`: stop after N frames.
    @Option(help: "Stop after this many frames (headless default 60).")
    public var frames: Int?
    /// `--screenshot PATH`: a PNG of the last frame.
    @Option(help: "Write a PNG of the last frame to this path.")
    public var screenshot: String?
    /// `--record PATH`: every input event, as JSON lines.
    @Option(help: "Write every input event to this file (JSON lines) while running in a window.")
    public var record: String?
    /// `--replay PATH`: a recording played back on virtual time.
    @Option(help: "Play back a recording deterministically on virtual time (headless or in a window).")
    public var replay: String?
    /// `--hud`: start with the frame HUD showing.
    @Flag(help: "Start with the frame HUD showing (F1 or Start+Back toggles it).")
    public var hud = false
    /// `--log-level`.
    @OptionGroup public var log: LogOptions

    /// Options as on an empty command line.
    public init() {}

    /// Checks the options together (`AppConfiguration.validate()`), as a usage error.
    public func validate() throws {
        do {
            try configuration(name: "app").validate()
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The configuration these options ask for, on top of `base` (an app's own defaults, e.g. its
    /// window size, which the command line overrides). Throws an `OptionError` naming the option
    /// and what it takes.
    public func configuration(base: AppConfiguration) throws(OptionError) -> AppConfiguration {
        var config = base
        try display.apply(to: &config)
        if let frames { config.frames = frames }
        if let screenshot { config.screenshot = screenshot }
        if let record { config.recordPath = record }
        if let replay { config.replayPath = replay }
        if hud { config.showsHUD = true }
        config.logLevel = try log.level()
        return config
    }

    /// The configuration these options ask for, for the app called `name`.
    public func configuration(name: String) throws(OptionError) -> AppConfiguration {
        try configuration(base: AppConfiguration(name: name))
    }
}

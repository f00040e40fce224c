import FlickAnimation
import FlickApp
import FlickGeometry
import FlickInput
import FlickLayers
import FlickSDL
import FlickUI
public import Logging

/// The demo as a client of the app layer: runs a scene (with the menu to switch scenes) through
/// `AppRunner`, or plays the scripted tour, which is the demo's own.
@MainActor
public final class DemoShell {
    let logger: Logger

    /// Creates a shell that logs through `logger`.
    public init(logger: Logger) {
        self.logger = logger
    }

    /// Runs `config`. Returns normally on quit; throws an error whose text says what to try.
    public func run(_ config: RunConfiguration) throws {
        var config = config
        if let path = config.replayPath {
            // The recording says which scene it is of.
            let header = try ReplayPlayer.load(path: path).header
            if !config.sceneWasDefault && config.scene != header.scene {
                throw OptionError(
                    "--scene \(config.scene) does not match the recording's scene '\(header.scene)'; leave --scene out")
            }
            config.scene = header.scene
        }
        // The demo's one queue of work ahead of need, with its idle worker; the runner hands it to
        // the renderer and the application.
        let runner = try AppRunner(configuration: config.app, logger: logger, work: .withIdleWorker())
        config.app = runner.configuration
        // The viewfinders' painters and pictures are painted on the runner's work queue.
        let viewfinders = ViewfinderPainters(work: runner.work)
        if config.replayPath == nil
            && (config.tour || (config.headless && config.sceneWasDefault && config.screenshot == nil))
        {
            try runTour(config, runner: runner, viewfinders: viewfinders)
            return
        }
        let type = try sceneType(config.scene)
        if !config.headless {
            var window = config.window
            if let path = config.replayPath { window.size = try ReplayPlayer.load(path: path).header.viewport }
            type.prepareAhead(window: window, viewfinders: viewfinders)
        }
        try runner.run { [logger] application, platform in
            // A replay's scene is made as the recording's was, with the default options.
            var options =
                config.replayPath == nil
                ? Self.sceneOptions(config, gamepads: platform.gamepads, logger: logger) : SceneOptions()
            options.viewfinders = viewfinders
            return SceneSwitcher.make(type, in: application, options: options)
        }
    }

    /// Plays the scripted tour: headless, a PNG per shot and the contact sheet `tour.png` in the
    /// output folder; in a window, live at the display's rate.
    private func runTour(_ config: RunConfiguration, runner: AppRunner, viewfinders: ViewfinderPainters) throws {
        let tourWindow: SDLWindow?
        let platform: Platform
        if config.headless {
            tourWindow = nil
            platform = try runner.makeHeadlessPlatform(viewport: config.window.size)
        } else {
            (tourWindow, platform) = try runner.openWindow(config.window)
        }
        defer { tourWindow?.close() }
        let takesShots = config.headless || config.outputWasGiven || config.goldens != nil
        let folder = takesShots ? config.outputDirectory : nil
        var config = config
        // Goldens are of the procedural viewfinder, the same picture on every machine.
        if config.goldens != nil && config.camera == nil { config.camera = CameraChoice.none }
        var options = Self.sceneOptions(config, gamepads: platform.gamepads, logger: logger)
        options.viewfinders = viewfinders
        let goldens = config.goldens.map { TourGoldens(folder: $0, update: config.updatesGoldens) }
        let runner = TourRunner(platform: platform, folder: folder, options: options, goldens: goldens, logger: logger)
        var tour = Tour.standard(viewport: platform.viewport)
        if let only = config.tourScenes { tour.stops.removeAll { !only.contains($0.scene) } }
        let entries = try runner.play(tour)
        try runner.writeContactSheet(entries, title: "Flick · the tour")
        if let goldens { try report(goldens, allShots: config.tourScenes == nil) }
    }

    /// Logs what the golden check found; throws, listing every failure, when a shot differs, has
    /// no golden, or (for the whole tour) a golden has no shot.
    private func report(_ goldens: TourGoldens, allShots: Bool) throws {
        let strays = allShots ? try goldens.strays() : []
        var failures = goldens.failures()
        failures += strays.map { "\($0): a golden in \(goldens.folder) that no shot of the tour takes" }
        if goldens.update {
            logger.notice(
                "goldens: \(goldens.outcomes.count) written to \(goldens.folder); look at them before committing")
            return
        }
        guard failures.isEmpty else {
            let matched = goldens.outcomes.filter { $0.verdict == .matches }.count
            throw TourGoldens.Mismatch(lines: failures, folder: goldens.folder, matched: matched)
        }
        logger.notice("goldens: all \(goldens.outcomes.count) shots match \(goldens.folder)")
    }

    private static func sceneOptions(
        _ config: RunConfiguration, gamepads: GamepadManager?, logger: Logger
    ) -> SceneOptions {
        var options = config.sceneOptions { line in logger.notice("\(line)") }
        if let gamepads {
            options.rumble = { low, high, seconds in
                for pad in gamepads.connected where pad.hasRumble {
                    _ = gamepads.rumble(pad.id, low: low, high: high, duration: seconds)
                }
            }
        }
        return options
    }

    private func sceneType(_ name: String) throws -> any DemoScene.Type {
        guard let type = SceneCatalog.scene(named: name) else {
            throw OptionError("unknown scene '\(name)'; scenes: \(SceneCatalog.names.joined(separator: ", "))")
        }
        return type
    }
}

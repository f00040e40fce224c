import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickSDL
import FlickUI
import Glibc
public import Logging

/// Wires the platform (window, renderer, event source, frame clock) to a scene and runs it:
/// in a window paced by vsync, or headless on virtual time with screenshots.
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
        if !config.headless && config.window.videoDriver == nil {
            let probe = DisplayProbe.probe()
            if probe.isReachable {
                logger.debug("display: \(probe.reason)")
            } else if let flag = config.displayFlag {
                // Asked for a display: wait for one (openWindow) rather than render where no one looks.
                logger.notice("no display reachable yet (\(probe.reason)), and \(flag) asks for one")
            } else {
                logger.notice(
                    "no display reachable (\(probe.reason)): running headless; screenshots go to \(config.outputDirectory)/"
                )
                config.headless = true
            }
        }
        if config.headless && config.recordPath != nil && config.replayPath == nil {
            throw OptionError(
                "--record needs a window for live input, but flick is running headless; run it on a display")
        }
        if let path = config.replayPath {
            try runReplay(config, path: path)
        } else if config.tour || (config.headless && config.sceneWasDefault && config.screenshot == nil) {
            try runTour(config)
        } else if config.headless {
            try runHeadless(config)
        } else {
            try runWindowed(config)
        }
    }

    /// Plays the scripted tour: headless, a PNG per shot and the contact sheet `tour.png` in the
    /// output folder; in a window, live at the display's rate.
    private func runTour(_ config: RunConfiguration) throws {
        let tourWindow: SDLWindow?
        let platform: Platform
        if config.headless {
            tourWindow = nil
            platform = try Platform(
                headlessViewport: config.window.size, scale: config.window.scale ?? RunConfiguration.headlessScale,
                rotation: config.window.rotation, logger: logger)
        } else {
            let window = try openWindow(config.window, config)
            tourWindow = window
            platform = try Platform(window: window, logger: logger)
        }
        defer { tourWindow?.close() }
        let folder = config.headless || config.outputWasGiven ? config.outputDirectory : nil
        let runner = TourRunner(
            platform: platform, folder: folder, options: sceneOptions(config, gamepads: platform.gamepads), logger: logger)
        var tour = Tour.standard(viewport: platform.viewport)
        if let only = config.tourScenes { tour.stops.removeAll { !only.contains($0.scene) } }
        let entries = try runner.play(tour)
        try runner.writeContactSheet(entries, title: "Flick · the tour")
    }

    private func sceneOptions(_ config: RunConfiguration, gamepads: GamepadManager? = nil) -> SceneOptions {
        var options = config.sceneOptions { [logger] line in logger.notice("\(line)") }
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

    private func runWindowed(_ config: RunConfiguration) throws {
        let type = try sceneType(config.scene)
        type.prepareAhead(window: config.window)
        let window = try openWindow(config.window, config)
        defer { window.close() }
        logger.info(
            "window \(Int(window.pixelSize.width))×\(Int(window.pixelSize.height)) px, \(window.viewport) pt, driver \(window.videoDriver), renderer \(window.rendererName), vsync \(window.hasVsync), nominal \(window.nominalRefreshRate) Hz"
        )
        let platform = try Platform(window: window, logger: logger)
        let clock = VsyncFrameClock(nominalRate: window.nominalRefreshRate)
        // Kiosk: an unplugged pad lets go of everything it held.
        var events: any EventSource = KioskEventSource(wrapping: platform.events)
        var recorder: RecordingEventSource?
        if let path = config.recordPath {
            let rate = window.nominalRefreshRate >= 20 ? Double(window.nominalRefreshRate) : 60
            let header = InputRecording.Header(viewport: window.viewport, scene: type.name, rate: rate)
            let source = try RecordingEventSource(
                wrapping: events, path: path, header: header, origin: SDLTime.now(), logger: logger)
            logger.notice("recording input to \(path)")
            recorder = source
            events = source
        }
        defer {
            if let recorder {
                recorder.close()
                logger.notice("recorded \(recorder.writtenCount) events")
            }
        }
        let app = platform.makeApplication(clock: clock, events: events)
        let driver = ShellDriver.install(
            type, in: app, showsHUD: config.showsHUD, options: sceneOptions(config, gamepads: platform.gamepads)
        ) { platform.windowDidResize(to: $0) }
        if config.window.fullscreen {
            // Kiosk: the cursor starts hidden (SDLWindow hid it) and hides again after 3 s idle.
            driver.kiosk.cursor = CursorIdleTimer(visible: false)
            driver.kiosk.setCursorVisible = { window.setCursorVisible($0) }
        }
        logFirstFrame(of: app, launchTime: config.launchTime)
        if let frames = config.frames {
            // A fixed number of frames renders every one of them, paced by vsync: the way to
            // check the display's cadence and to take a screenshot of a window.
            for _ in 0..<frames where !app.isQuitting {
                app.setNeedsDisplay()
                app.step()
            }
        } else {
            app.run(onIdle: {
                clock.noteIdle()
                driver.hud.noteIdle()
            })
        }
        if let path = config.screenshot { try platform.screenshot(of: app, to: path, logger: logger) }
        let hz = (100 / clock.refreshInterval).rounded() / 100
        logger.info(
            "rendered \(app.renderedFrameCount) frames; measured refresh interval \(clock.refreshInterval * 1000) ms (\(hz) Hz); dropped \(driver.hud.history.droppedCount)"
        )
    }

    private func runHeadless(_ config: RunConfiguration) throws {
        let scale = config.window.scale ?? RunConfiguration.headlessScale
        let platform = try Platform(
            headlessViewport: config.window.size, scale: scale, rotation: config.window.rotation, logger: logger)
        let names = config.screenshot == nil && config.sceneWasDefault ? SceneCatalog.names : [config.scene]
        for name in names {
            let type = try sceneType(name)
            let clock = VirtualFrameClock(rate: 60)
            let app = platform.makeApplication(clock: clock, events: platform.events)
            ShellDriver.install(type, in: app, showsHUD: config.showsHUD, options: sceneOptions(config)) { platform.windowDidResize(to: $0) }
            let frames = max(1, config.frames ?? 60)
            for _ in 0..<frames { app.step() }
            let path = config.screenshot ?? "\(config.outputDirectory)/\(name).png"
            try platform.screenshot(of: app, to: path, logger: logger)
        }
    }

    /// Opens the window, waiting up to `config.displayWait` seconds for a display that is not
    /// up yet (`DisplayWait`); throws `DisplayWaitTimedOut` when it never came.
    func openWindow(_ options: WindowOptions, _ config: RunConfiguration) throws -> SDLWindow {
        try DisplayWait(timeout: config.displayWait).open(
            now: { SDLTime.now() }, sleep: { usleep(UInt32($0 * 1_000_000)) },
            log: { [logger] in logger.notice("\($0)") }, attempt: { try SDLWindow(options: options) })
    }

    /// Logs startup to first frame (process start → first present) once.
    private func logFirstFrame(of app: Application, launchTime: Double?) {
        guard let launchTime else { return }
        let previous = app.frameObserver
        var logged = false
        app.frameObserver = { [logger] report in
            previous?(report)
            guard !logged else { return }
            logged = true
            logger.info("first frame \(Int(((SDLTime.now() - launchTime) * 1000).rounded())) ms after launch")
        }
    }
}

import FlickAnimation
public import FlickGeometry
import FlickInput
public import FlickLayers
public import FlickSDL
public import FlickUI
import Glibc
public import Logging

/// Runs an app's content the way its `AppConfiguration` says: in a window paced by the display's
/// vsync (on a desktop, or on the console through kmsdrm), or headless on a software canvas and
/// a virtual 60 Hz clock, ending with a screenshot. Either way with the kiosk rules, the HUD,
/// record and replay, and frame statistics in the log.
///
/// `App.main()` makes one from the command line; an app with its own command makes one from its
/// `AppOptions` (or any `AppConfiguration`) and calls `run(rootViewController:)`.
@MainActor
public final class AppRunner {
    /// The configuration being run, after `AppConfiguration.resolvingDisplay(logger:)`: headless
    /// when a window was asked for but no display is reachable.
    public let configuration: AppConfiguration
    /// Where the runner's messages go.
    public let logger: Logger
    /// The queue of work ahead of need of every platform the runner makes: its worker starts
    /// with the first window (`Platform`); headless runs have only its main-actor jobs.
    public let work: WorkQueue

    /// Prepares to run `configuration`: checks it and decides windowed or headless. Throws an
    /// `OptionError` saying what to change when the configuration can't run. `work` is the
    /// queue of work ahead of need (a new one by default; an app that does work ahead before
    /// the runner opens its window passes the queue it used).
    public init(configuration: AppConfiguration, logger: Logger, work: WorkQueue = WorkQueue()) throws(OptionError) {
        try configuration.validate()
        self.configuration = configuration.resolvingDisplay(logger: logger)
        self.logger = logger
        self.work = work
    }

    /// Runs the app whose window is filled by the controller `makeRoot` returns. Returns on quit,
    /// after the frame count, or at the end of a replay; throws an error that says what to try.
    public func run(rootViewController makeRoot: () -> ViewController) throws {
        try run { application, _ in RootControllerContent(makeRoot(), in: application) }
    }

    /// Runs the content `makeContent` builds in the application it is given (the platform gives
    /// access to gamepads and assets).
    public func run(content makeContent: (Application, Platform) throws -> any AppContent) throws {
        let config = configuration
        if let path = config.replayPath {
            try runReplay(path: path, content: makeContent)
        } else if config.headless {
            try runHeadless(content: makeContent)
        } else {
            try runWindowed(content: makeContent)
        }
    }

    /// Opens the window `options` describe, with a platform over it, waiting up to
    /// `configuration.displayWait` seconds for a display that is not up yet (`DisplayWait`).
    public func openWindow(_ options: WindowOptions) throws -> (SDLWindow, Platform) {
        let window = try DisplayWait(timeout: configuration.displayWait).open(
            now: { SDLTime.now() }, pause: { usleep(UInt32($0 * 1_000_000)) },
            log: { [logger] in logger.notice("\($0)") }, attempt: { try SDLWindow(options: options) })
        logger.info(
            """
            window \(Int(window.pixelSize.width))×\(Int(window.pixelSize.height)) px, \(window.viewport) pt, \
            driver \(window.videoDriver), renderer \(window.rendererName), vsync \(window.hasVsync), \
            nominal \(window.nominalRefreshRate) Hz
            """)
        do {
            return (window, try Platform(window: window, logger: logger, work: work))
        } catch {
            window.close()
            throw error
        }
    }

    private func runWindowed(content makeContent: (Application, Platform) throws -> any AppContent) throws {
        let config = configuration
        let (window, platform) = try openWindow(config.window)
        defer { window.close() }
        let clock = VsyncFrameClock(nominalRate: window.nominalRefreshRate)
        // Kiosk: an unplugged pad lets go of everything it held.
        var events: any EventSource = KioskEventSource(wrapping: platform.events)
        var recorder: RecordingEventSource?
        if let path = config.recordPath {
            let rate = window.nominalRefreshRate >= 20 ? Double(window.nominalRefreshRate) : 60
            let header = InputRecording.Header(viewport: window.viewport, scene: config.name, rate: rate)
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
        let driver = AppDriver.install(
            try makeContent(app, platform), in: app, showsHUD: config.showsHUD,
            resizeViewport: { platform.windowDidResize(to: $0) })
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
            """
            rendered \(app.renderedFrameCount) frames; \
            measured refresh interval \(clock.refreshInterval * 1000) ms (\(hz) Hz); \
            dropped \(driver.hud.history.droppedCount)
            """)
    }

    private func runHeadless(content makeContent: (Application, Platform) throws -> any AppContent) throws {
        let config = configuration
        let platform = try makeHeadlessPlatform(viewport: config.window.size)
        let clock = VirtualFrameClock(rate: 60)
        let app = platform.makeApplication(clock: clock, events: platform.events)
        AppDriver.install(
            try makeContent(app, platform), in: app, showsHUD: config.showsHUD,
            resizeViewport: { platform.windowDidResize(to: $0) })
        for _ in 0..<max(1, config.frames ?? AppConfiguration.defaultHeadlessFrames) where !app.isQuitting {
            app.step()
        }
        let path = config.screenshot ?? "\(config.outputDirectory)/\(config.name).png"
        try platform.screenshot(of: app, to: path, logger: logger)
    }

    /// A headless platform of `viewport` points at the configuration's scale (default
    /// `AppConfiguration.headlessScale`) and rotation.
    public func makeHeadlessPlatform(viewport: Size) throws -> Platform {
        let window = configuration.window
        return try Platform(
            headlessViewport: viewport, scale: window.scale ?? AppConfiguration.headlessScale,
            rotation: window.rotation, logger: logger, work: work)
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

public import FlickAnimation
public import FlickGeometry
public import FlickInput
public import FlickLayers
public import FlickSDL
public import FlickUI
public import Logging

/// Wires the platform (window, renderer, event source, frame clock) to a scene and runs it:
/// in a window paced by vsync, or headless on virtual time with screenshots.
@MainActor
public final class DemoShell {
    private let logger: Logger

    /// Creates a shell that logs through `logger`.
    public init(logger: Logger) {
        self.logger = logger
    }

    /// Runs `config`. Returns normally on quit; throws an error whose text says what to try.
    public func run(_ config: RunConfiguration) throws {
        var config = config
        if !config.headless && config.window.videoDriver == nil {
            let probe = DisplayProbe.probe()
            if !probe.isReachable {
                logger.notice(
                    "no display reachable (\(probe.reason)): running headless; screenshots go to \(config.outputDirectory)/")
                config.headless = true
            } else {
                logger.debug("display: \(probe.reason)")
            }
        }
        if config.headless {
            try runHeadless(config)
        } else {
            try runWindowed(config)
        }
    }

    private func sceneType(_ name: String) throws -> any DemoScene.Type {
        guard let type = SceneCatalog.scene(named: name) else {
            throw OptionError("unknown scene '\(name)'; scenes: \(SceneCatalog.names.joined(separator: ", "))")
        }
        return type
    }

    private func runWindowed(_ config: RunConfiguration) throws {
        let type = try sceneType(config.scene)
        let window = try SDLWindow(options: config.window)
        defer { window.close() }
        logger.info(
            "window \(Int(window.pixelSize.width))×\(Int(window.pixelSize.height)) px, \(window.viewport) pt, driver \(window.videoDriver), renderer \(window.rendererName), vsync \(window.hasVsync), nominal \(window.nominalRefreshRate) Hz")
        let platform = try Platform(window: window, logger: logger)
        let clock = VsyncFrameClock(nominalRate: window.nominalRefreshRate)
        let app = Application(clock: clock, events: platform.events, renderer: platform.renderer, viewport: window.viewport)
        let scene = type.init(application: app)
        let driver = ShellDriver(scene: scene, platform: platform)
        app.driver = driver
        if let frames = config.frames {
            // A fixed number of frames renders every one of them, paced by vsync: the way to
            // check the display's cadence and to take a screenshot of a window.
            for _ in 0..<frames where !app.isQuitting {
                app.setNeedsDisplay()
                app.step()
            }
        } else {
            app.run(onIdle: { clock.noteIdle() })
        }
        if let path = config.screenshot { try platform.screenshot(of: app, to: path, logger: logger) }
        let hz = (100 / clock.refreshInterval).rounded() / 100
        logger.info("rendered \(app.renderedFrameCount) frames; measured refresh interval \(clock.refreshInterval * 1000) ms (\(hz) Hz)")
    }

    private func runHeadless(_ config: RunConfiguration) throws {
        let scale = config.window.scale ?? 2
        let platform = try Platform(
            headlessViewport: config.window.size, scale: scale, rotation: config.window.rotation, logger: logger)
        let names = config.screenshot == nil && config.sceneWasDefault ? SceneCatalog.names : [config.scene]
        for name in names {
            let type = try sceneType(name)
            let clock = VirtualFrameClock(rate: 60)
            let app = Application(clock: clock, events: platform.events, renderer: platform.renderer, viewport: platform.viewport)
            let scene = type.init(application: app)
            app.driver = ShellDriver(scene: scene, platform: platform)
            let frames = max(1, config.frames ?? 60)
            for _ in 0..<frames { app.step() }
            let path = config.screenshot ?? "\(config.outputDirectory)/\(name).png"
            try platform.screenshot(of: app, to: path, logger: logger)
        }
    }
}

/// Sits between the application and the scene to keep the platform in step with the window
/// (resizes change the output size and the input mapping).
@MainActor
final class ShellDriver: FrameDriver {
    let scene: any DemoScene
    let platform: Platform

    init(scene: any DemoScene, platform: Platform) {
        self.scene = scene
        self.platform = platform
    }

    func handle(_ event: InputEvent, in application: Application) {
        if case .resized = event.kind {
            platform.windowDidResize()
            application.resize(to: platform.viewport)
            scene.layout(in: platform.viewport)
        }
        scene.handle(event, in: application)
    }

    func advance(to frame: FrameTime, in application: Application) -> Bool {
        scene.advance(to: frame, in: application)
    }
}

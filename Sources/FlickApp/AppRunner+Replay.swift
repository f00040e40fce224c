import FlickAnimation
import FlickInput
import FlickSDL
import FlickUI
import Logging

extension AppRunner {
    /// `--replay FILE`: plays the recording on virtual time, headless on the software canvas or in
    /// a window (paced by its vsync) at the recording's viewport; `--screenshot PATH` captures the
    /// end state. The recording must be of this app (its header names `configuration.name`).
    func runReplay(path: String, content makeContent: (Application, Platform) throws -> any AppContent) throws {
        let config = configuration
        let recording = try ReplayPlayer.load(path: path)
        let header = recording.header
        guard header.scene == config.name else {
            throw OptionError("--replay \(path) is a recording of '\(header.scene)', not of '\(config.name)'")
        }
        let platform: Platform
        var window: SDLWindow?
        if config.headless {
            platform = try makeHeadlessPlatform(viewport: header.viewport)
        } else {
            var options = config.window
            options.size = header.viewport
            let opened = try openWindow(options)
            window = opened.0
            platform = opened.1
        }
        defer { window?.close() }
        let player = try ReplayPlayer(
            recording: recording, renderer: platform.renderer, liveEvents: window == nil ? nil : platform.events,
            resizeViewport: { platform.windowDidResize(to: $0) }
        ) { application, resize in
            AppDriver.install(try makeContent(application, platform), in: application, resizeViewport: resize)
        }
        player.driver.hud.isVisible = config.showsHUD || player.driver.hud.isVisible
        let frames = player.playToEnd()
        logger.notice(
            """
            replayed \(recording.events.count) events of '\(header.scene)' in \(frames) frames \
            (\(player.application.renderedFrameCount) rendered, \(player.clock.now) s virtual)
            """)
        if let screenshot = config.screenshot {
            try platform.screenshot(of: player.application, to: screenshot, logger: logger)
        }
    }
}

import FlickAnimation
import FlickInput
import FlickSDL
import FlickUI
import Logging

extension DemoShell {
    /// `--replay FILE`: plays the recording on virtual time, headless on the software canvas or in
    /// a window (paced by its vsync); `--screenshot PATH` captures the end state.
    func runReplay(_ config: RunConfiguration, path: String) throws {
        let recording = try ReplayPlayer.load(path: path)
        let header = recording.header
        if !config.sceneWasDefault && config.scene != header.scene {
            throw OptionError(
                "--scene \(config.scene) does not match the recording's scene '\(header.scene)'; leave --scene out")
        }
        let platform: Platform
        var window: SDLWindow?
        if config.headless {
            platform = try Platform(
                headlessViewport: header.viewport, scale: config.window.scale ?? RunConfiguration.headlessScale, rotation: config.window.rotation,
                logger: logger)
        } else {
            var options = config.window
            options.size = header.viewport
            SceneCatalog.scene(named: header.scene)?.prepareAhead(window: options)
            let opened = try openWindow(options, config)
            window = opened
            platform = try Platform(window: opened, logger: logger)
        }
        defer { window?.close() }
        let player = try ReplayPlayer(
            recording: recording, renderer: platform.renderer, liveEvents: window == nil ? nil : platform.events,
            resizeViewport: { platform.windowDidResize(to: $0) })
        player.driver.hud.isVisible = config.showsHUD || player.driver.hud.isVisible
        let frames = player.playToEnd()
        logger.notice(
            "replayed \(recording.events.count) events of scene '\(header.scene)' in \(frames) frames (\(player.application.renderedFrameCount) rendered, \(player.clock.now) s virtual)"
        )
        if let screenshot = config.screenshot {
            try platform.screenshot(of: player.application, to: screenshot, logger: logger)
        }
    }
}

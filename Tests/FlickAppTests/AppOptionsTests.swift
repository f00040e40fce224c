import FlickApp
import FlickGeometry
import FlickInput
import FlickSDL
import Testing

/// The shared options group: parsed on top of an app's own defaults (what the command line
/// leaves out keeps the app's value), every bad value a message naming its option.
@Suite struct AppOptionsTests {
    var kiosk: AppConfiguration {
        var config = AppConfiguration(name: "kiosk")
        config.window.fullscreen = true
        config.window.rotation = .clockwise90
        config.window.size = Size(width: 480, height: 800)
        return config
    }

    @Test func anEmptyCommandLineKeepsTheAppsDefaults() throws {
        let config = try AppOptions.parse([]).configuration(base: kiosk)
        #expect(config.name == "kiosk" && config.window.title == "kiosk")
        #expect(config.window.fullscreen && config.window.rotation == .clockwise90)
        #expect(config.window.size == Size(width: 480, height: 800))
        #expect(!config.headless && config.frames == nil && config.screenshot == nil && !config.showsHUD)
        #expect(config.logLevel == .info)
    }

    @Test func everyOptionLandsInTheConfiguration() throws {
        let options = try AppOptions.parse([
            "--size", "320x480", "--scale", "2", "--rotate", "180", "--renderer", "software", "--video-driver",
            "kmsdrm", "--headless", "--frames", "10", "--screenshot", "x.png", "--hud", "--log-level", "debug",
        ])
        let config = try options.configuration(base: kiosk)
        #expect(config.window.size == Size(width: 320, height: 480) && config.window.scale == 2)
        #expect(config.window.rotation == .clockwise180 && config.window.renderer == .software)
        #expect(config.window.videoDriver == "kmsdrm" && config.headless)
        #expect(config.frames == 10 && config.screenshot == "x.png" && config.showsHUD)
        #expect(config.logLevel == .debug)
    }

    @Test(arguments: [
        (["--size", "3x4"], "--size takes WIDTHxHEIGHT"),
        (["--rotate", "45"], "--rotate takes 0, 90, 180 or 270"),
        (["--frames", "0"], "--frames takes a positive number"),
        (["--record", "a", "--replay", "b"], "--record and --replay can't be combined"),
        (["--replay", "b", "--frames", "3"], "--replay plays the whole recording"),
        (["--record", "a", "--headless"], "--record needs a window"),
        (["--log-level", "loud"], "--log-level takes trace"),
    ])
    func badValuesAreMessagesNamingTheirOption(arguments: [String], message: String) {
        let error: (any Error)? =
            switch Result(catching: { try AppOptions.parse(arguments).configuration(name: "x").validate() }) {
            case .success: nil
            case .failure(let error): error
            }
        let text = error.map { AppOptions.message(for: $0) } ?? ""
        #expect(text.contains(message), "\(arguments): \(text)")
    }
}

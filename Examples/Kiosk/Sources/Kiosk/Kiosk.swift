import Flick

/// A menu for a console: fullscreen on a panel mounted sideways (rotated 90°), big tiles for a
/// finger, and a gamepad that reaches every tile (D-pad or stick to move, A to choose, B or
/// Escape to come back). The command line still overrides any of it (`--rotate 0`, `--size`).
@main struct Kiosk: App {
    var configuration: AppConfiguration {
        var config = AppConfiguration(name: "Kiosk")
        config.window.fullscreen = true
        config.window.rotation = .clockwise90
        config.window.size = Size(width: 800, height: 480)
        return config
    }

    func makeRootViewController() -> ViewController { MenuController() }
}

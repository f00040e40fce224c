import ArgumentParser
import FlickSDL
public import FlickUI
import Foundation
import Logging

/// An app: a root view controller that the app layer runs in a window, on the console or
/// headless, with the kiosk rules, the HUD, record and replay and the shared command-line options
/// (`AppOptions`). Mark the conforming type `@main`:
///
/// ```swift
/// @main
/// struct Hello: App {
///     func makeRootViewController() -> ViewController { HelloController() }
/// }
/// ```
///
/// `hello --headless --frames 10 --screenshot x.png` then draws ten frames offscreen and writes
/// the last one; `hello --help` lists every option. An app with a command line of its own embeds
/// `AppOptions` in its command and calls `AppRunner` instead.
@MainActor
public protocol App {
    /// Creates the app (before any window opens).
    init()
    /// The app's defaults, which the command line overrides: its name (the window's title and the
    /// name in recordings), window size, fullscreen, rotation. By default
    /// `AppConfiguration(name:)` with the type's name.
    var configuration: AppConfiguration { get }
    /// Makes the controller whose view fills the window: once, after the options were checked and
    /// before the window opens (its view loads when it is installed in the window).
    func makeRootViewController() -> ViewController
}

extension App {
    /// An `AppConfiguration` named after the type.
    public var configuration: AppConfiguration { AppConfiguration(name: String(describing: Self.self)) }

    /// Parses `AppOptions` from the process's arguments and runs the app; exits with the option's
    /// message on a bad argument, and with status 1 after logging any other error.
    @MainActor public static func main() {
        main(arguments: Array(CommandLine.arguments.dropFirst()))
    }

    /// Parses `arguments` (without the program name) as `AppOptions` and runs the app.
    @MainActor public static func main(arguments: [String]) {
        let launchTime = SDLTime.now()
        let options = AppOptions.parseOrExit(arguments)
        let app = Self()
        var base = app.configuration
        base.launchTime = launchTime
        let config: AppConfiguration
        do {
            config = try options.configuration(base: base)
        } catch {
            AppOptions.exit(withError: ValidationError(error.description))
        }
        let logger = LogOptions.bootstrap(level: config.logLevel, label: config.name.lowercased())
        do {
            let runner = try AppRunner(configuration: config, logger: logger)
            let root = app.makeRootViewController()
            try runner.run { root }
        } catch let error as OptionError {
            AppOptions.exit(withError: ValidationError(error.description))
        } catch {
            logger.critical("\(error)")
            AppOptions.exit(withError: ExitCode(1))
        }
    }
}

public import ArgumentParser
public import Logging

/// `--log-level`: the lowest level of message printed to standard error. Part of `AppOptions`;
/// commands that run no app embed it alone.
public struct LogOptions: ParsableArguments, Sendable {
    /// The level's name as typed.
    @Option(help: "Log level: trace, debug, info, notice, warning, error or critical.")
    public var logLevel: String = "info"

    /// Options as on an empty command line.
    public init() {}

    /// The level asked for; the error lists the levels.
    public func level() throws(OptionError) -> Logger.Level {
        guard let level = Logger.Level(rawValue: logLevel.lowercased()) else {
            throw OptionError(
                "--log-level takes trace, debug, info, notice, warning, error or critical; got '\(logLevel)'")
        }
        return level
    }

    /// Sends every logger's messages at `level` and above to standard error (once per process:
    /// swift-log allows one bootstrap) and returns a logger labelled `label`.
    public static func bootstrap(level: Logger.Level, label: String) -> Logger {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        var logger = Logger(label: label)
        logger.logLevel = level
        return logger
    }

    /// Checks the level, sets up logging (see `bootstrap(level:label:)`) and returns a logger
    /// labelled `label`.
    public func makeLogger(label: String) throws(OptionError) -> Logger {
        Self.bootstrap(level: try level(), label: label)
    }
}

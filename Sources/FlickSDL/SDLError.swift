import CSDL2

/// A failed SDL call: what Flick was doing and SDL's own explanation (`SDL_GetError`).
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// What Flick was trying to do, e.g. "save screenshot to out.png".
    public let operation: String
    /// SDL's error text at the time of the failure (may be empty).
    public let message: String

    /// Creates an error with an explicit message.
    public init(operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    /// Captures `SDL_GetError()` for a failed `operation`.
    public static func last(_ operation: String) -> SDLError {
        SDLError(operation: operation, message: String(cString: SDL_GetError()))
    }

    public var description: String {
        message.isEmpty ? "\(operation) failed" : "\(operation) failed: \(message)"
    }
}

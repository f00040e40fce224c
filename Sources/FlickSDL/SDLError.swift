import CSDL2

/// A failed SDL call or platform step: what Flick was doing, SDL's own explanation
/// (`SDL_GetError`), and what the user can try next.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// What Flick was trying to do, e.g. "save screenshot to out.png".
    public let operation: String
    /// SDL's error text at the time of the failure (may be empty).
    public let message: String
    /// What to try next (may be empty).
    public let hint: String

    /// Creates an error with an explicit message.
    public init(operation: String, message: String, hint: String = "") {
        self.operation = operation
        self.message = message
        self.hint = hint
    }

    /// Captures `SDL_GetError()` for a failed `operation`.
    public static func last(_ operation: String, hint: String = "") -> SDLError {
        SDLError(operation: operation, message: String(cString: SDL_GetError()), hint: hint)
    }

    public var description: String {
        let base = message.isEmpty ? "\(operation) failed" : "\(operation) failed: \(message)"
        return hint.isEmpty ? base : "\(base)\n  try: \(hint)"
    }
}

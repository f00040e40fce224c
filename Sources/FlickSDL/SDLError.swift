import CSDL2

/// A failure reported by SDL or by Flick's platform layer, with a hint of what to try.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// What failed, including SDL_GetError's text when SDL reported it.
    public let message: String
    /// What the user can try next (may be empty).
    public let hint: String

    /// Creates an error from a message and a hint.
    public init(_ message: String, hint: String = "") {
        self.message = message
        self.hint = hint
    }

    /// An error for a failed SDL call: `what` plus SDL_GetError's text.
    static func sdl(_ what: String, hint: String = "") -> SDLError {
        SDLError("\(what): \(String(cString: SDL_GetError()))", hint: hint)
    }

    public var description: String { hint.isEmpty ? message : "\(message)\n  try: \(hint)" }
}

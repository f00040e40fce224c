public import FlickInput

/// A key or gamepad button press travelling up the responder chain (UIPress).
public struct Press: Hashable, Sendable {
    /// What was pressed.
    public enum Source: Hashable, Sendable {
        /// A keyboard key, with the modifiers held.
        case key(KeyCode, KeyModifiers)
        /// A gamepad button.
        case gamepad(GamepadButton, GamepadID)
    }

    /// What the press means to focus-driven UI, whatever device it came from.
    public enum Meaning: Hashable, Sendable {
        /// Move focus up, down, left or right (arrows, d-pad).
        case up, down, left, right
        /// Activate the focused item (A, Enter, Space).
        case select
        /// Go back (B, Escape).
        case back
        /// Anything else.
        case other
    }

    /// What was pressed.
    public var source: Source
    /// When, in seconds on the frame clock's timeline.
    public var timestamp: Double
    /// True for keyboard auto-repeat.
    public var isRepeat: Bool

    /// Creates a press.
    public init(source: Source, timestamp: Double, isRepeat: Bool = false) {
        self.source = source
        self.timestamp = timestamp
        self.isRepeat = isRepeat
    }

    /// The press's meaning: ISSUE 4 §5 maps A/Enter/Space to select and B/Escape to back.
    public var meaning: Meaning {
        switch source {
        case .key(let code, _):
            switch code {
            case .up: return .up
            case .down: return .down
            case .left: return .left
            case .right: return .right
            case .enter, .space: return .select
            case .escape: return .back
            default: return .other
            }
        case .gamepad(let button, _):
            switch button {
            case .dpadUp: return .up
            case .dpadDown: return .down
            case .dpadLeft: return .left
            case .dpadRight: return .right
            case .a: return .select
            case .b: return .back
            default: return .other
            }
        }
    }

    /// The press an input event stands for, with whether it went down; nil for other events.
    public static func from(_ event: InputEvent) -> (press: Press, isDown: Bool)? {
        switch event.kind {
        case .key(let k):
            return (Press(source: .key(k.code, k.modifiers), timestamp: event.timestamp, isRepeat: k.isRepeat), k.isDown)
        case .gamepadButton(let b):
            return (Press(source: .gamepad(b.button, b.gamepad), timestamp: event.timestamp), b.isDown)
        default:
            return nil
        }
    }
}

public import FlickGeometry

/// One input event as a plain value, stamped with a high-resolution monotonic time (seconds) taken
/// when it was dequeued — never SDL's millisecond timestamps.
///
/// Positions are in points in the app's (rotated, scaled) coordinate space.
public struct InputEvent: Hashable, Sendable {
    /// When the event was dequeued, in seconds on the frame clock's timeline.
    public var timestamp: Double
    /// What happened.
    public var kind: Kind

    /// Creates an event.
    public init(timestamp: Double, kind: Kind) {
        self.timestamp = timestamp
        self.kind = kind
    }

    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A finger touched, moved, lifted or was cancelled.
        case touch(Touch)
        /// The mouse moved or a button changed; mouse events synthesised from touch never appear.
        case pointer(Pointer)
        /// A scroll wheel or trackpad scroll, in points (positive y scrolls content up, like a
        /// finger moving up).
        case wheel(Wheel)
        /// A key went down or up.
        case key(Key)
        /// A gamepad button changed.
        case gamepadButton(GamepadButtonEvent)
        /// A gamepad axis moved (after the dead zone).
        case gamepadAxis(GamepadAxisEvent)
        /// A gamepad was connected or disconnected.
        case gamepadDevice(GamepadDeviceEvent)
        /// The window changed size, in points.
        case resized(Size)
        /// The window lost input focus: every live touch and drag must be cancelled.
        case focusLost
        /// The window gained input focus.
        case focusGained
        /// The user or system asked the app to quit.
        case quit
    }

    /// A touch phase, like UITouch.Phase.
    public enum Phase: String, Hashable, Sendable, Codable {
        case began, moved, ended, cancelled
    }

    /// A finger event.
    public struct Touch: Hashable, Sendable {
        /// Stable for the life of the touch; unique among live touches.
        public var id: Int64
        public var phase: Phase
        /// Position in points.
        public var location: Point
        /// Pressure 0…1 where the device reports it, else 1.
        public var pressure: Double
        public init(id: Int64, phase: Phase, location: Point, pressure: Double = 1) {
            self.id = id
            self.phase = phase
            self.location = location
            self.pressure = pressure
        }
    }

    /// A mouse button.
    public enum MouseButton: String, Hashable, Sendable, Codable { case left, middle, right, other }

    /// A mouse event: motion (`button == nil`) or a button going down or up.
    public struct Pointer: Hashable, Sendable {
        public enum Action: String, Hashable, Sendable, Codable { case moved, down, up }
        public var action: Action
        public var button: MouseButton?
        /// Position in points.
        public var location: Point
        /// Buttons held after this event.
        public var pressedButtons: Set<MouseButton>
        public init(action: Action, button: MouseButton?, location: Point, pressedButtons: Set<MouseButton>) {
            self.action = action
            self.button = button
            self.location = location
            self.pressedButtons = pressedButtons
        }
    }

    /// A scroll.
    public struct Wheel: Hashable, Sendable {
        /// Scroll amount in points.
        public var delta: Point
        /// Where the pointer was.
        public var location: Point
        public init(delta: Point, location: Point) {
            self.delta = delta
            self.location = location
        }
    }

    /// A keyboard key.
    public struct Key: Hashable, Sendable {
        public var code: KeyCode
        public var isDown: Bool
        /// True for auto-repeat presses.
        public var isRepeat: Bool
        public var modifiers: KeyModifiers
        public init(code: KeyCode, isDown: Bool, isRepeat: Bool = false, modifiers: KeyModifiers = []) {
            self.code = code
            self.isDown = isDown
            self.isRepeat = isRepeat
            self.modifiers = modifiers
        }
    }
}

/// The keys Flick understands by name; anything else arrives as `.other` with the platform code.
public enum KeyCode: Hashable, Sendable {
    case left, right, up, down
    case enter, space, escape, tab, backspace
    case f1
    case character(Character)
    case other(Int32)
}

/// Held modifier keys.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    public static let meta = KeyModifiers(rawValue: 1 << 3)
}

/// A gamepad, by the stable id Flick gives it when it connects (never reused in one run).
public struct GamepadID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var rawValue: Int32
    public init(_ rawValue: Int32) { self.rawValue = rawValue }
    public static func < (a: GamepadID, b: GamepadID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "pad\(rawValue)" }
}

/// GameController-style buttons (SDL_GameControllerButton's layout, Xbox names).
public enum GamepadButton: String, Hashable, Sendable, CaseIterable, Codable {
    case a, b, x, y, back, guide, start, leftStick, rightStick, leftShoulder, rightShoulder
    case dpadUp, dpadDown, dpadLeft, dpadRight
}

/// GameController-style axes. Sticks are −1…1 (y grows downwards); triggers 0…1.
public enum GamepadAxis: String, Hashable, Sendable, CaseIterable, Codable {
    case leftX, leftY, rightX, rightY, leftTrigger, rightTrigger
}

/// A gamepad button change.
public struct GamepadButtonEvent: Hashable, Sendable {
    public var gamepad: GamepadID
    public var button: GamepadButton
    public var isDown: Bool
    public init(gamepad: GamepadID, button: GamepadButton, isDown: Bool) {
        self.gamepad = gamepad
        self.button = button
        self.isDown = isDown
    }
}

/// A gamepad axis change; `value` has the dead zone removed and rescaled.
public struct GamepadAxisEvent: Hashable, Sendable {
    public var gamepad: GamepadID
    public var axis: GamepadAxis
    public var value: Double
    public init(gamepad: GamepadID, axis: GamepadAxis, value: Double) {
        self.gamepad = gamepad
        self.axis = axis
        self.value = value
    }
}

/// A gamepad arriving or leaving.
public struct GamepadDeviceEvent: Hashable, Sendable {
    public var gamepad: GamepadID
    public var isConnected: Bool
    /// The controller's name as the platform reports it.
    public var name: String
    public init(gamepad: GamepadID, isConnected: Bool, name: String) {
        self.gamepad = gamepad
        self.isConnected = isConnected
        self.name = name
    }
}

public import FlickGeometry

/// One input event as a plain value, stamped with a high-resolution monotonic time (seconds) taken
/// when it was dequeued — never SDL's millisecond timestamps (FEEL.md §6) — and with the earliest
/// time it can have happened (the end of the previous read of the queue; docs/INPUT.md).
///
/// Positions are in points in the app's logical coordinate space: HiDPI scale removed and the
/// panel's rotation undone (see `InputTransform`), origin top-left, y growing downwards.
public struct InputEvent: Hashable, Sendable {
    /// When the event was dequeued, in seconds on the frame clock's timeline.
    public var timestamp: Double
    /// The earliest time the event can have happened, seconds (≤ `timestamp`): when the queue was
    /// last seen empty before it. Equal to `timestamp` when the stamp is exact (an event that woke
    /// an idle wait, a script); a whole frame earlier for events read together after a frame.
    public var earliestTimestamp: Double
    /// What happened.
    public var kind: Kind

    /// Creates an event; `earliestTimestamp` defaults to `timestamp` (an exact stamp).
    public init(timestamp: Double, earliestTimestamp: Double? = nil, kind: Kind) {
        self.timestamp = timestamp
        self.earliestTimestamp = min(earliestTimestamp ?? timestamp, timestamp)
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
        /// The window changed size; the new logical viewport, in points (already rotated).
        case resized(Size)
        /// The window lost input focus: every live touch and drag must be cancelled. Event sources
        /// emit a `.cancelled` touch for every live finger just before this event.
        case focusLost
        /// The window gained input focus.
        case focusGained
        /// The user or system asked the app to quit.
        case quit
    }

    /// A touch phase, like UITouch.Phase.
    public enum Phase: String, Hashable, Sendable, Codable {
        /// The finger touched down.
        case began
        /// The finger moved (or its pressure changed).
        case moved
        /// The finger lifted.
        case ended
        /// The system took the touch away (focus lost, device gone): undo, don't commit.
        case cancelled
    }

    /// A finger event.
    public struct Touch: Hashable, Sendable {
        /// Stable for the life of the touch; unique among live touches. The SDL source hands out a
        /// fresh id for every new touch and never reuses one within a run.
        public var id: Int64
        /// Where the touch is in its life.
        public var phase: Phase
        /// Position in points.
        public var location: Point
        /// Pressure 0…1 where the device reports it, else 1.
        public var pressure: Double
        /// Creates a finger event.
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
        /// What the mouse did.
        public enum Action: String, Hashable, Sendable, Codable { case moved, down, up }
        /// What the mouse did.
        public var action: Action
        /// The button that changed, for `.down` and `.up`; nil for `.moved`.
        public var button: MouseButton?
        /// Position in points.
        public var location: Point
        /// Buttons held after this event.
        public var pressedButtons: Set<MouseButton>
        /// Creates a mouse event.
        public init(action: Action, button: MouseButton?, location: Point, pressedButtons: Set<MouseButton>) {
            self.action = action
            self.button = button
            self.location = location
            self.pressedButtons = pressedButtons
        }
    }

    /// A scroll.
    public struct Wheel: Hashable, Sendable {
        /// How far the content should move, in points, in screen axes, the way a finger dragging
        /// it would move it: turning the wheel away from the user gives positive y (content moves
        /// down, revealing what is above). "Natural scrolling" settings are already undone.
        public var delta: Point
        /// Where the pointer was, in points.
        public var location: Point
        /// Creates a scroll.
        public init(delta: Point, location: Point) {
            self.delta = delta
            self.location = location
        }
    }

    /// A keyboard key.
    public struct Key: Hashable, Sendable {
        /// Which key (layout-mapped, like SDL's keycode, not the physical scancode).
        public var code: KeyCode
        /// True when the key went down, false when it came up.
        public var isDown: Bool
        /// True for auto-repeat presses.
        public var isRepeat: Bool
        /// Modifier keys held when the event happened.
        public var modifiers: KeyModifiers
        /// Creates a key event.
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
    /// Arrow keys.
    case left, right, up, down
    /// Return or keypad Enter.
    case enter
    /// The space bar.
    case space
    /// Escape.
    case escape
    /// Tab.
    case tab
    /// Backspace.
    case backspace
    /// Function key F1.
    case f1
    /// A printable key, as the layout maps it; letters arrive lower-case (shift is in the modifiers).
    case character(Character)
    /// Any other key, with the platform's key code (SDL_Keycode).
    case other(Int32)
}

/// Held modifier keys.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// Creates a set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Either Control key.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Either Alt key.
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// Either Super/Windows/Command key.
    public static let meta = KeyModifiers(rawValue: 1 << 3)
}

/// A gamepad, by the stable id Flick gives it when it connects (never reused in one run).
public struct GamepadID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number; the SDL source counts up from 1 in connection order.
    public var rawValue: Int32
    /// Creates an id from its number.
    public init(_ rawValue: Int32) { self.rawValue = rawValue }
    /// Orders by connection order.
    public static func < (a: GamepadID, b: GamepadID) -> Bool { a.rawValue < b.rawValue }
    /// "pad1", "pad2", …
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
    /// Which pad.
    public var gamepad: GamepadID
    /// Which button.
    public var button: GamepadButton
    /// True when pressed, false when released.
    public var isDown: Bool
    /// Creates a button change.
    public init(gamepad: GamepadID, button: GamepadButton, isDown: Bool) {
        self.gamepad = gamepad
        self.button = button
        self.isDown = isDown
    }
}

/// A gamepad axis change; `value` has the dead zone removed and rescaled.
public struct GamepadAxisEvent: Hashable, Sendable {
    /// Which pad.
    public var gamepad: GamepadID
    /// Which axis.
    public var axis: GamepadAxis
    /// Sticks −1…1, triggers 0…1, exactly 0 inside the dead zone (see `DeadZone`).
    public var value: Double
    /// Creates an axis change.
    public init(gamepad: GamepadID, axis: GamepadAxis, value: Double) {
        self.gamepad = gamepad
        self.axis = axis
        self.value = value
    }
}

/// A gamepad arriving or leaving.
public struct GamepadDeviceEvent: Hashable, Sendable {
    /// Which pad (a fresh id on every connection, never reused in one run).
    public var gamepad: GamepadID
    /// True on arrival, false on departure.
    public var isConnected: Bool
    /// The controller's name as the platform reports it.
    public var name: String
    /// Creates a connection change.
    public init(gamepad: GamepadID, isConnected: Bool, name: String) {
        self.gamepad = gamepad
        self.isConnected = isConnected
        self.name = name
    }
}

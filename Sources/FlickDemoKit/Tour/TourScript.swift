public import FlickGeometry
public import FlickInput

/// Builds scripted input for the tour: touches, mouse drags, keys and gamepad presses at
/// explicit times, as a person would make them. Pure: events carry times relative to the start
/// of the script; the runner shifts them onto its clock.
public struct TourScript: Sendable {
    /// The events so far, in time order, stamped relative to the script's start (seconds).
    public private(set) var events: [InputEvent] = []
    /// Where the next action starts, seconds after the script's start.
    public private(set) var cursor = 0.0
    private var nextTouchID: Int64
    private var held: [(id: Int64, at: Point)] = []

    /// Touch samples per second in drags (a typical touchscreen reports at 60–120 Hz).
    public static let touchRate = 120.0

    /// Creates an empty script whose touches are numbered from `firstTouchID` (each shot of a tour
    /// starts past the previous shot's, so ids are never reused while a finger may be down).
    public init(firstTouchID: Int64 = 1) { nextTouchID = firstTouchID }

    /// Waits `seconds` before the next action.
    public mutating func wait(_ seconds: Double) { cursor += seconds }

    /// A one-finger drag from `a` to `b` over `duration` seconds with an ease-out profile (fast
    /// start, gentle end: how a swipe feels), then the finger lifts. `hold` keeps the finger
    /// still at `b` before lifting, so a release carries no velocity.
    public mutating func drag(from a: Point, to b: Point, duration: Double, hold: Double = 0) {
        let id = nextTouchID
        nextTouchID += 1
        touch(id, .began, a, at: cursor)
        let steps = max(2, Int((duration * Self.touchRate).rounded()))
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            let eased = 1 - (1 - t) * (1 - t)
            touch(id, .moved, a + (b - a) * eased, at: cursor + duration * t)
        }
        cursor += duration + hold
        touch(id, .ended, b, at: cursor)
        cursor += 0.05
    }

    /// A drag at constant speed whose finger stays down at `b`: a picture taken right after
    /// catches the gesture mid-flight, still moving. The runner lifts held fingers before the
    /// next shot (`heldTouches`).
    public mutating func dragAndHold(from a: Point, to b: Point, duration: Double) {
        let id = nextTouchID
        nextTouchID += 1
        touch(id, .began, a, at: cursor)
        let steps = max(2, Int((duration * Self.touchRate).rounded()))
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            touch(id, .moved, a + (b - a) * t, at: cursor + duration * t)
        }
        cursor += duration
        held.append((id, b))
    }

    /// The fingers `dragAndHold` left down, as touches ending where they rest.
    public var heldTouches: [InputEvent.Touch] { held.map { .init(id: $0.id, phase: .ended, location: $0.at) } }

    /// Holds a gamepad button down (the picture shows it pressed); the runner does not release it.
    public mutating func holdButton(_ button: GamepadButton, on pad: GamepadID = GamepadID(1)) {
        padButton(button, on: pad, isDown: true, at: cursor)
        cursor += 0.05
    }

    /// A quick tap: down and up 80 ms apart without moving.
    public mutating func tap(at p: Point) {
        let id = nextTouchID
        nextTouchID += 1
        touch(id, .began, p, at: cursor)
        touch(id, .ended, p, at: cursor + 0.08)
        cursor += 0.2
    }

    /// A drag with the left mouse button.
    public mutating func mouseDrag(from a: Point, to b: Point, duration: Double) {
        pointer(.down, .left, a, pressed: [.left], at: cursor)
        let steps = max(2, Int((duration * Self.touchRate).rounded()))
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            pointer(.moved, nil, a + (b - a) * t, pressed: [.left], at: cursor + duration * t)
        }
        cursor += duration
        pointer(.up, .left, b, pressed: [], at: cursor)
        cursor += 0.05
    }

    /// A key press (down, then up 60 ms later).
    public mutating func key(_ code: KeyCode) {
        events.append(InputEvent(timestamp: cursor, kind: .key(.init(code: code, isDown: true))))
        events.append(InputEvent(timestamp: cursor + 0.06, kind: .key(.init(code: code, isDown: false))))
        cursor += 0.25
    }

    /// Connects a virtual gamepad (so later presses have a pad to come from).
    public mutating func connectGamepad(_ pad: GamepadID = GamepadID(1), name: String = "Tour pad") {
        let device = GamepadDeviceEvent(gamepad: pad, isConnected: true, name: name)
        events.append(InputEvent(timestamp: cursor, kind: .gamepadDevice(device)))
        cursor += 0.05
    }

    /// A gamepad button press (down, then up 80 ms later).
    public mutating func press(_ button: GamepadButton, on pad: GamepadID = GamepadID(1)) {
        padButton(button, on: pad, isDown: true, at: cursor)
        padButton(button, on: pad, isDown: false, at: cursor + 0.08)
        cursor += 0.3
    }

    /// Moves a stick or trigger to `value` and keeps it there.
    public mutating func axis(_ axis: GamepadAxis, _ value: Double, on pad: GamepadID = GamepadID(1)) {
        events.append(InputEvent(timestamp: cursor, kind: .gamepadAxis(.init(gamepad: pad, axis: axis, value: value))))
        cursor += 1.0 / 60
    }

    private mutating func touch(_ id: Int64, _ phase: InputEvent.Phase, _ p: Point, at t: Double) {
        events.append(InputEvent(timestamp: t, kind: .touch(.init(id: id, phase: phase, location: p))))
    }

    private mutating func padButton(_ button: GamepadButton, on pad: GamepadID, isDown: Bool, at t: Double) {
        let event = GamepadButtonEvent(gamepad: pad, button: button, isDown: isDown)
        events.append(InputEvent(timestamp: t, kind: .gamepadButton(event)))
    }

    private mutating func pointer(
        _ action: InputEvent.Pointer.Action, _ button: InputEvent.MouseButton?, _ p: Point,
        pressed: Set<InputEvent.MouseButton>, at t: Double
    ) {
        events.append(
            InputEvent(
                timestamp: t,
                kind: .pointer(.init(action: action, button: button, location: p, pressedButtons: pressed))))
    }
}

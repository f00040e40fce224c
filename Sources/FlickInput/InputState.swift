public import FlickGeometry

/// The live input picture, folded from the event stream: touches with their velocities, the mouse,
/// held keys and every gamepad. What an input inspector draws; also handy for tests. Pure value.
public struct InputState: Sendable {
    /// A finger on the glass.
    public struct LiveTouch: Sendable {
        /// The touch's id (from `InputEvent.Touch`).
        public var id: Int64
        /// Where it is now, points.
        public var location: Point
        /// Where it came down, points.
        public var startLocation: Point
        /// When it came down, seconds.
        public var startTime: Double
        /// When it last reported, seconds.
        public var lastTime: Double
        /// Its velocity tracker (fed with every report).
        public var tracker = VelocityTracker()

        /// Velocity at `now`, points per second (see `VelocityTracker.velocity(at:)`).
        public func velocity(at now: Double) -> Point { tracker.velocity(at: now) }
    }

    /// The mouse.
    public struct PointerState: Sendable {
        /// Last known position, points.
        public var location: Point
        /// Buttons held.
        public var pressedButtons: Set<InputEvent.MouseButton>
        /// Velocity tracker fed with every pointer event.
        public var tracker = VelocityTracker()
    }

    /// Fingers down now, by id.
    public private(set) var touches: [Int64: LiveTouch] = [:]
    /// The mouse, once it has reported.
    public private(set) var pointer: PointerState?
    /// Keys held now.
    public private(set) var heldKeys: Set<KeyCode> = []
    /// Gamepads.
    public private(set) var gamepads = GamepadState()
    /// The last viewport size reported by `.resized`, points.
    public private(set) var viewportSize: Size?
    /// False between `.focusLost` and `.focusGained`.
    public private(set) var hasFocus = true

    /// Creates an empty state.
    public init() {}

    /// Live touches in the order they began.
    public var orderedTouches: [LiveTouch] { touches.values.sorted { $0.id < $1.id } }

    /// Folds one event in.
    public mutating func apply(_ event: InputEvent) {
        let t = event.timestamp
        switch event.kind {
        case .touch(let touch):
            switch touch.phase {
            case .began:
                var live = LiveTouch(
                    id: touch.id, location: touch.location, startLocation: touch.location, startTime: t, lastTime: t
                )
                live.tracker.add(time: t, position: touch.location)
                touches[touch.id] = live
            case .moved:
                guard var live = touches[touch.id] else { return }
                live.location = touch.location
                live.lastTime = t
                live.tracker.add(time: t, position: touch.location)
                touches[touch.id] = live
            case .ended, .cancelled:
                touches[touch.id] = nil
            }
        case .pointer(let p):
            var state = pointer ?? PointerState(location: p.location, pressedButtons: [])
            if p.action == .down { state.tracker.reset() }
            state.location = p.location
            state.pressedButtons = p.pressedButtons
            state.tracker.add(time: t, position: p.location)
            pointer = state
        case .wheel:
            break
        case .key(let key):
            if key.isDown { heldKeys.insert(key.code) } else { heldKeys.remove(key.code) }
        case .gamepadButton, .gamepadAxis, .gamepadDevice:
            gamepads.apply(event)
        case .resized(let size):
            viewportSize = size
        case .focusLost:
            hasFocus = false
            touches.removeAll()
            heldKeys.removeAll()
        case .focusGained:
            hasFocus = true
        case .quit:
            break
        }
    }
}

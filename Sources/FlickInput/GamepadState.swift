/// What every connected gamepad is doing right now — pressed buttons and axis values per pad —
/// folded from `InputEvent`s (for the input inspector, the focus engine, bindings). Pure value.
public struct GamepadState: Hashable, Sendable {
    /// One pad's state.
    public struct Pad: Hashable, Sendable {
        /// The pad's stable id.
        public var id: GamepadID
        /// The name the platform reported on connection ("" if its events came before it did).
        public var name: String
        /// Buttons held now.
        public var pressedButtons: Set<GamepadButton> = []
        /// Last value per axis after the dead zone; missing axes read 0.
        public var axes: [GamepadAxis: Double] = [:]

        /// Creates an idle pad.
        public init(id: GamepadID, name: String) {
            self.id = id
            self.name = name
        }

        /// The axis value, 0 if it never moved.
        public func value(of axis: GamepadAxis) -> Double { axes[axis] ?? 0 }

        /// True when `button` is held.
        public func isPressed(_ button: GamepadButton) -> Bool { pressedButtons.contains(button) }
    }

    /// Connected pads by id.
    public private(set) var pads: [GamepadID: Pad] = [:]

    /// Creates a state with no pads.
    public init() {}

    /// Connected pads in connection order.
    public var connectedPads: [Pad] { pads.values.sorted { $0.id < $1.id } }

    /// Folds one event in; returns true if it was a gamepad event. A pad that disconnects is
    /// forgotten; button or axis events for a pad not yet announced create it.
    @discardableResult
    public mutating func apply(_ event: InputEvent) -> Bool {
        switch event.kind {
        case .gamepadDevice(let device):
            if device.isConnected {
                pads[device.gamepad] = Pad(id: device.gamepad, name: device.name)
            } else {
                pads[device.gamepad] = nil
            }
            return true
        case .gamepadButton(let change):
            var pad = pads[change.gamepad] ?? Pad(id: change.gamepad, name: "")
            if change.isDown {
                pad.pressedButtons.insert(change.button)
            } else {
                pad.pressedButtons.remove(change.button)
            }
            pads[change.gamepad] = pad
            return true
        case .gamepadAxis(let change):
            var pad = pads[change.gamepad] ?? Pad(id: change.gamepad, name: "")
            pad.axes[change.axis] = change.value
            pads[change.gamepad] = pad
            return true
        default:
            return false
        }
    }

    /// True when `button` is held on `pad` (false for unknown pads).
    public func isPressed(_ button: GamepadButton, on pad: GamepadID) -> Bool {
        pads[pad]?.isPressed(button) ?? false
    }

    /// The value of `axis` on `pad` (0 for unknown pads).
    public func value(of axis: GamepadAxis, on pad: GamepadID) -> Double {
        pads[pad]?.value(of: axis) ?? 0
    }
}

public import FlickInput

/// Decides when an input event toggles the HUD: F1 going down (not an auto-repeat), or Start and
/// Back held together on one gamepad (the second of the two going down). Pure value.
public struct HUDToggle: Hashable, Sendable {
    private var held: [GamepadID: Set<GamepadButton>] = [:]

    /// Creates a toggle with nothing held.
    public init() {}

    /// Folds `event` in; returns true when it toggles the HUD.
    public mutating func apply(_ event: InputEvent) -> Bool {
        switch event.kind {
        case .key(let key):
            return key.code == .f1 && key.isDown && !key.isRepeat
        case .gamepadButton(let change):
            var buttons = held[change.gamepad] ?? []
            guard change.isDown else {
                buttons.remove(change.button)
                held[change.gamepad] = buttons
                return false
            }
            let wasInserted = buttons.insert(change.button).inserted
            held[change.gamepad] = buttons
            let combo: Set<GamepadButton> = [.start, .back]
            return wasInserted && combo.contains(change.button) && combo.isSubset(of: buttons)
        case .gamepadDevice(let device) where !device.isConnected:
            held[device.gamepad] = nil
            return false
        case .focusLost:
            held.removeAll()
            return false
        default:
            return false
        }
    }

    /// True for events the HUD keeps to itself (F1 down and up): the scene never sees them.
    public static func isHUDKey(_ event: InputEvent) -> Bool {
        if case .key(let key) = event.kind { return key.code == .f1 }
        return false
    }
}

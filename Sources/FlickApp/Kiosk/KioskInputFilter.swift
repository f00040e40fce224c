public import FlickInput

/// Makes an unplugged gamepad let go of everything (pure): it remembers which buttons each pad
/// holds and which axes are off zero, and after a pad's disconnection it emits a release for
/// each — button up, axis back to 0 — at the same timestamp, so nothing downstream (the focus
/// engine's D-pad repeat, a stick scrub, the HUD and exit chords) stays held by a pad that is
/// gone. The disconnection comes first, so receivers can treat it as a cancel (the navigation
/// container settles back) before the releases arrive.
public struct KioskInputFilter: Hashable, Sendable {
    private var buttons: [GamepadID: Set<GamepadButton>] = [:]
    private var axes: [GamepadID: [GamepadAxis: Double]] = [:]

    /// Creates a filter with nothing held.
    public init() {}

    /// The buttons `pad` holds.
    public func heldButtons(of pad: GamepadID) -> Set<GamepadButton> { buttons[pad] ?? [] }

    /// `event`, followed by the releases it implies.
    public mutating func filter(_ event: InputEvent) -> [InputEvent] {
        switch event.kind {
        case .gamepadButton(let change):
            if change.isDown {
                buttons[change.gamepad, default: []].insert(change.button)
            } else {
                buttons[change.gamepad]?.remove(change.button)
            }
            return [event]
        case .gamepadAxis(let change):
            axes[change.gamepad, default: [:]][change.axis] = change.value == 0 ? nil : change.value
            return [event]
        case .gamepadDevice(let device) where !device.isConnected:
            let pad = device.gamepad
            var out = [event]
            for button in (buttons[pad] ?? []).sorted(by: { $0.rawValue < $1.rawValue }) {
                let up = GamepadButtonEvent(gamepad: pad, button: button, isDown: false)
                out.append(InputEvent(timestamp: event.timestamp, kind: .gamepadButton(up)))
            }
            for axis in (axes[pad] ?? [:]).keys.sorted(by: { $0.rawValue < $1.rawValue }) {
                let zero = GamepadAxisEvent(gamepad: pad, axis: axis, value: 0)
                out.append(InputEvent(timestamp: event.timestamp, kind: .gamepadAxis(zero)))
            }
            buttons[pad] = nil
            axes[pad] = nil
            return out
        default:
            return [event]
        }
    }
}

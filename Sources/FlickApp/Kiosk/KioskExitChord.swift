public import FlickInput

/// Quitting from a gamepad (pure; the kiosk issue: "exit by … Start+Select"): Start and Back
/// (Select) held together on one pad for `holdDuration` seconds. Pressing the pair toggles the
/// HUD (`HUDToggle`); holding it on quits, so the two never fight. Fed with events and frame
/// times on the frame clock's timeline.
public struct KioskExitChord: Hashable, Sendable {
    /// How long the pair must be held, seconds (Flick's choice: long enough that the HUD toggle
    /// never quits by accident, short enough to feel like a command).
    public static let defaultHoldDuration = 1.0
    /// How long the pair must be held, seconds.
    public var holdDuration: Double
    /// The buttons that make the chord.
    public static let buttons: Set<GamepadButton> = [.start, .back]
    private var held: [GamepadID: Set<GamepadButton>] = [:]
    /// When each pad completed the chord.
    private var since: [GamepadID: Double] = [:]

    /// Creates a chord; a non-finite or negative duration means the default.
    public init(holdDuration: Double = KioskExitChord.defaultHoldDuration) {
        self.holdDuration = holdDuration.isFinite && holdDuration >= 0 ? holdDuration : Self.defaultHoldDuration
    }

    /// True while some pad holds the whole chord.
    public var isHeld: Bool { !since.isEmpty }

    /// Folds in one event; returns true when it completes a hold long enough to quit (a
    /// zero-length hold quits on the press itself).
    public mutating func apply(_ event: InputEvent) -> Bool {
        switch event.kind {
        case .gamepadButton(let change):
            var buttons = held[change.gamepad] ?? []
            if change.isDown { buttons.insert(change.button) } else { buttons.remove(change.button) }
            held[change.gamepad] = buttons
            if Self.buttons.isSubset(of: buttons) {
                if since[change.gamepad] == nil { since[change.gamepad] = event.timestamp }
            } else {
                since[change.gamepad] = nil
            }
            return advance(to: event.timestamp)
        case .gamepadDevice(let device) where !device.isConnected:
            held[device.gamepad] = nil
            since[device.gamepad] = nil
            return false
        case .focusLost:
            held.removeAll()
            since.removeAll()
            return false
        default:
            return false
        }
    }

    /// Moves time on to `time`; returns true once some pad has held the chord for `holdDuration`.
    public func advance(to time: Double) -> Bool {
        since.values.contains { time.isFinite && time - $0 >= holdDuration }
    }
}

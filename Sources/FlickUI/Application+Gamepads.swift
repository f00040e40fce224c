import FlickInput

extension Application {
    /// The frame's events with a pad's releases added at its disconnect (or a repeated connect,
    /// which starts a fresh device): every button still held comes up and every deflected axis
    /// returns to 0, so nothing that follows the pad (a focus repeat, a stick scrub) keeps
    /// running after it is unplugged. A disconnect goes first, so a stick scrub sees the pad
    /// vanish and is cancelled (the container returns) rather than released as if let go; a
    /// repeated connect comes after the old device's releases. Platforms may send these
    /// themselves; a release of something not held is never added.
    func withGamepadReleases(_ events: [InputEvent]) -> [InputEvent] {
        var out: [InputEvent] = []
        out.reserveCapacity(events.count)
        for event in events {
            guard case .gamepadDevice(let device) = event.kind, let pad = gamepads.pads[device.gamepad] else {
                gamepads.apply(event)
                out.append(event)
                continue
            }
            var releases: [InputEvent] = []
            for button in GamepadButton.allCases where pad.isPressed(button) {
                let up = GamepadButtonEvent(gamepad: device.gamepad, button: button, isDown: false)
                releases.append(InputEvent(timestamp: event.timestamp, kind: .gamepadButton(up)))
            }
            for axis in GamepadAxis.allCases where pad.value(of: axis) != 0 {
                let centred = GamepadAxisEvent(gamepad: device.gamepad, axis: axis, value: 0)
                releases.append(InputEvent(timestamp: event.timestamp, kind: .gamepadAxis(centred)))
            }
            gamepads.apply(event)
            if device.isConnected {
                out += releases
                out.append(event)
            } else {
                out.append(event)
                out += releases
            }
        }
        return out
    }
}

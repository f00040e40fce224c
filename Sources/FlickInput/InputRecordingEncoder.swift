/// Writes recordings as JSON lines, one `InputEvent` per line (format in docs/MEASURING.md).
///
/// Numbers are written so they read back bit for bit: integral values as integers, others with
/// Swift's shortest round-trip form. A non-finite number (no event source produces one) is written
/// as `null`, which the decoder then rejects with the line number rather than guessing a value.
public enum InputRecordingEncoder {
    /// The header line (no trailing newline).
    public static func line(for header: InputRecording.Header) -> String {
        """
        {"flick-recording":\(header.version),\
        "viewport":[\(number(header.viewport.width)),\(number(header.viewport.height))],\
        "scene":\(string(header.scene)),"rate":\(number(header.rate))}
        """
    }

    /// One event's line (no trailing newline).
    public static func line(for event: InputEvent) -> String {
        var fields: [(String, String)] = [("t", number(event.timestamp))]
        switch event.kind {
        case .touch(let touch):
            fields += [
                ("kind", string("touch")), ("id", String(touch.id)), ("phase", string(touch.phase.rawValue)),
                ("x", number(touch.location.x)), ("y", number(touch.location.y)), ("pressure", number(touch.pressure)),
            ]
        case .pointer(let pointer):
            fields += [("kind", string("pointer")), ("action", string(pointer.action.rawValue))]
            if let button = pointer.button { fields.append(("button", string(button.rawValue))) }
            let pressed = InputRecordingDecoder.mouseButtons.filter { pointer.pressedButtons.contains($0) }
            fields += [
                ("x", number(pointer.location.x)), ("y", number(pointer.location.y)),
                ("pressed", "[" + pressed.map { string($0.rawValue) }.joined(separator: ",") + "]"),
            ]
        case .wheel(let wheel):
            fields += [
                ("kind", string("wheel")), ("dx", number(wheel.delta.x)), ("dy", number(wheel.delta.y)),
                ("x", number(wheel.location.x)), ("y", number(wheel.location.y)),
            ]
        case .key(let key):
            let modifiers = InputRecordingDecoder.modifierNames.filter { key.modifiers.contains($0.1) }
            fields += [
                ("kind", string("key")), ("code", code(key.code)), ("down", "\(key.isDown)"),
                ("repeat", "\(key.isRepeat)"),
                ("modifiers", "[" + modifiers.map { string($0.0) }.joined(separator: ",") + "]"),
            ]
        case .gamepadButton(let change):
            fields += [
                ("kind", string("pad-button")), ("pad", String(change.gamepad.rawValue)),
                ("button", string(change.button.rawValue)), ("down", "\(change.isDown)"),
            ]
        case .gamepadAxis(let change):
            fields += [
                ("kind", string("pad-axis")), ("pad", String(change.gamepad.rawValue)),
                ("axis", string(change.axis.rawValue)), ("value", number(change.value)),
            ]
        case .gamepadDevice(let device):
            fields += [
                ("kind", string("pad-device")), ("pad", String(device.gamepad.rawValue)),
                ("connected", "\(device.isConnected)"), ("name", string(device.name)),
            ]
        case .resized(let size):
            fields += [("kind", string("resized")), ("width", number(size.width)), ("height", number(size.height))]
        case .focusLost:
            fields.append(("kind", string("focus-lost")))
        case .focusGained:
            fields.append(("kind", string("focus-gained")))
        case .quit:
            fields.append(("kind", string("quit")))
        }
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// A key code: its name, the character as a one-character string, or the platform code as an
    /// integer.
    static func code(_ code: KeyCode) -> String {
        if let name = InputRecordingDecoder.keyNames.first(where: { $0.1 == code })?.0 { return string(name) }
        switch code {
        case .character(let c): return string(String(c))
        case .other(let raw): return String(raw)
        default: return "null"
        }
    }

    /// A JSON number that reads back to exactly `value`; `null` when it is not finite.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A JSON string literal with quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{00}"..."\u{1F}", "\u{7F}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

import FlickGeometry

/// Reads recordings strictly: every field of every event must be present with the right type and
/// range, unknown fields and kinds are errors, timestamps must not go backwards. Every problem is
/// an `InputRecordingError` naming the line ("line 7: touch event is missing 'id'"); nothing is
/// guessed and nothing traps, whatever the bytes (the decoder is fuzzed: docs/MEASURING.md).
public enum InputRecordingDecoder {
    /// Decodes a whole file. Blank lines are skipped; the first non-blank line must be the header.
    public static func decode(_ bytes: [UInt8]) throws(InputRecordingError) -> InputRecording {
        var header: InputRecording.Header?
        var events: [InputEvent] = []
        var lineNumber = 0
        var start = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            lineNumber += 1
            var line = Array(bytes[start..<end])
            if line.last == 0x0D { line.removeLast() }
            start = end + 1
            guard line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { continue }
            if header == nil {
                header = try decodeHeader(line, lineNumber: lineNumber)
            } else {
                let event = try decodeEvent(line, lineNumber: lineNumber)
                if let previous = events.last?.timestamp, event.timestamp < previous {
                    throw InputRecordingError(
                        line: lineNumber,
                        problem: """
                            timestamp goes backwards (\(event.timestamp) s after \(previous) s); \
                            events must be in time order
                            """)
                }
                events.append(event)
            }
        }
        guard let header else {
            throw InputRecordingError(line: 1, problem: "not a Flick recording (the file is empty)")
        }
        return InputRecording(header: header, events: events)
    }

    /// Decodes a header line.
    public static func decodeHeader(_ line: [UInt8], lineNumber: Int) throws(InputRecordingError)
        -> InputRecording.Header
    {
        let noHeader = """
            not a Flick recording (no header; the first line must be like \
            {"flick-recording":1,"viewport":[360,640],"scene":"input","rate":60})
            """
        guard case .object(let members)? = try? InputRecordingJSONParser.parse(line),
            members.contains(where: { $0.key == "flick-recording" })
        else { throw InputRecordingError(line: lineNumber, problem: noHeader) }
        var fields = InputRecordingFields(members, label: "header", line: lineNumber)
        let version = try fields.integer("flick-recording", in: Int64(Int32.min)...Int64(Int32.max))
        guard version == Int64(InputRecording.Header.currentVersion) else {
            let reads = InputRecording.Header.currentVersion
            let problem =
                version > Int64(reads)
                ? "recording format version \(version) is newer than this flick reads (\(reads)); update flick"
                : "unknown recording format version \(version) (this flick reads \(reads))"
            throw InputRecordingError(line: lineNumber, problem: problem)
        }
        let viewport = try fields.pair("viewport", in: 1...16384)
        let scene = try fields.string("scene")
        guard !scene.isEmpty else {
            throw InputRecordingError(line: lineNumber, problem: "header 'scene' must name a scene")
        }
        let rate = try fields.number("rate", in: 1...1000)
        try fields.finish()
        return InputRecording.Header(
            version: Int(version), viewport: Size(width: viewport.0, height: viewport.1), scene: scene, rate: rate)
    }

    /// Decodes one event line.
    public static func decodeEvent(_ line: [UInt8], lineNumber: Int) throws(InputRecordingError) -> InputEvent {
        let value: InputRecordingJSON
        do {
            value = try InputRecordingJSONParser.parse(line)
        } catch {
            throw InputRecordingError(line: lineNumber, problem: "not valid JSON: \(error.message)")
        }
        guard case .object(let members) = value else {
            throw InputRecordingError(line: lineNumber, problem: "expected an event object, got \(value.kindName)")
        }
        var fields = InputRecordingFields(members, label: "event", line: lineNumber)
        let time = try fields.number("t", in: 0...1e9)
        let kindName = try fields.string("kind")
        guard kindOrder.contains(kindName) else {
            throw InputRecordingError(
                line: lineNumber,
                problem: "unknown event kind '\(kindName)' (kinds: \(kindOrder.joined(separator: ", ")))")
        }
        fields.label = "\(kindName) event"
        let event = InputEvent(timestamp: time, kind: try decodeKind(kindName, &fields))
        try fields.finish()
        return event
    }

    // MARK: - Names shared with the encoder

    /// Named key codes; any other key is a one-character string or an integer platform code.
    static let keyNames: [(String, KeyCode)] = [
        ("left", .left), ("right", .right), ("up", .up), ("down", .down), ("enter", .enter), ("space", .space),
        ("escape", .escape), ("tab", .tab), ("backspace", .backspace), ("f1", .f1),
    ]
    /// Modifier names in the order they are written.
    static let modifierNames: [(String, KeyModifiers)] = [
        ("shift", .shift), ("control", .control), ("alt", .alt), ("meta", .meta),
    ]
    /// Mouse buttons in the order they are written.
    static let mouseButtons: [InputEvent.MouseButton] = [.left, .middle, .right, .other]

    private static let kindOrder = [
        "touch", "pointer", "wheel", "key", "pad-button", "pad-axis", "pad-device", "resized", "focus-lost",
        "focus-gained", "quit",
    ]

    /// Reads the fields of a `kind` (one of `kindOrder`).
    private static func decodeKind(_ kind: String, _ f: inout InputRecordingFields) throws(InputRecordingError)
        -> InputEvent.Kind
    {
        switch kind {
        case "touch":
            let id = try f.integer("id", in: Int64.min...Int64.max)
            let phase: InputEvent.Phase = try f.choice(
                "phase", [.began, .moved, .ended, .cancelled].map { ($0.rawValue, $0) })
            let location = Point(x: try f.coordinate("x"), y: try f.coordinate("y"))
            return .touch(
                InputEvent.Touch(
                    id: id, phase: phase, location: location, pressure: try f.number("pressure", in: 0...1)))
        case "pointer":
            let action: InputEvent.Pointer.Action = try f.choice(
                "action", [.moved, .down, .up].map { ($0.rawValue, $0) })
            let buttons = mouseButtons.map { ($0.rawValue, $0) }
            let button: InputEvent.MouseButton? =
                action == .moved ? try f.optionalChoice("button", buttons) : try f.choice("button", buttons)
            let location = Point(x: try f.coordinate("x"), y: try f.coordinate("y"))
            let pressed = try f.set("pressed", buttons)
            return .pointer(
                InputEvent.Pointer(action: action, button: button, location: location, pressedButtons: Set(pressed)))
        case "wheel":
            let delta = Point(x: try f.coordinate("dx"), y: try f.coordinate("dy"))
            return .wheel(
                InputEvent.Wheel(delta: delta, location: Point(x: try f.coordinate("x"), y: try f.coordinate("y"))))
        case "key":
            let code = try f.keyCode("code")
            let isDown = try f.bool("down")
            let isRepeat = try f.bool("repeat")
            let modifiers = try f.set("modifiers", modifierNames).reduce(into: KeyModifiers()) { $0.insert($1) }
            return .key(InputEvent.Key(code: code, isDown: isDown, isRepeat: isRepeat, modifiers: modifiers))
        case "pad-button":
            let pad = try f.gamepad()
            let button: GamepadButton = try f.choice("button", GamepadButton.allCases.map { ($0.rawValue, $0) })
            return .gamepadButton(GamepadButtonEvent(gamepad: pad, button: button, isDown: try f.bool("down")))
        case "pad-axis":
            let pad = try f.gamepad()
            let axis: GamepadAxis = try f.choice("axis", GamepadAxis.allCases.map { ($0.rawValue, $0) })
            return .gamepadAxis(GamepadAxisEvent(gamepad: pad, axis: axis, value: try f.number("value", in: -1...1)))
        case "pad-device":
            let pad = try f.gamepad()
            let connected = try f.bool("connected")
            return .gamepadDevice(GamepadDeviceEvent(gamepad: pad, isConnected: connected, name: try f.string("name")))
        case "resized":
            return .resized(
                Size(width: try f.number("width", in: 1...16384), height: try f.number("height", in: 1...16384)))
        case "focus-lost": return .focusLost
        case "focus-gained": return .focusGained
        case "quit": return .quit
        default: throw f.fail("unknown event kind '\(kind)' (kinds: \(kindOrder.joined(separator: ", ")))")
        }
    }
}

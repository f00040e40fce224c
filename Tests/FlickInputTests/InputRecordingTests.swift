import FlickGeometry
import FlickInput
import Testing

@Suite("InputRecording")
struct InputRecordingTests {
    static let header = InputRecording.Header(viewport: Size(width: 360, height: 640), scene: "input", rate: 60)

    /// One event of every kind and every key-code case, with awkward values.
    static let everyKind: [InputEvent] = {
        var kinds: [InputEvent.Kind] = [
            .touch(InputEvent.Touch(id: 1, phase: .began, location: Point(x: 10.25, y: 20), pressure: 0.5)),
            .touch(InputEvent.Touch(id: Int64.max, phase: .moved, location: Point(x: -3.1e-7, y: 1e5), pressure: 1)),
            .touch(InputEvent.Touch(id: -7, phase: .ended, location: Point(x: 0.1, y: 0.2))),
            .touch(InputEvent.Touch(id: 2, phase: .cancelled, location: .zero, pressure: 0)),
            .pointer(InputEvent.Pointer(action: .moved, button: nil, location: Point(x: 1, y: 2), pressedButtons: [])),
            .pointer(
                InputEvent.Pointer(
                    action: .down, button: .left, location: Point(x: 1, y: 2), pressedButtons: [.left, .right])),
            .pointer(
                InputEvent.Pointer(
                    action: .up, button: .other, location: Point(x: 1, y: 2), pressedButtons: [.middle])),
            .wheel(InputEvent.Wheel(delta: Point(x: 0, y: -53), location: Point(x: 180, y: 320))),
            .gamepadButton(GamepadButtonEvent(gamepad: GamepadID(1), button: .start, isDown: true)),
            .gamepadAxis(GamepadAxisEvent(gamepad: GamepadID(Int32.max), axis: .leftTrigger, value: 0.123456789)),
            .gamepadAxis(GamepadAxisEvent(gamepad: GamepadID(2), axis: .rightY, value: -1)),
            .gamepadDevice(
                GamepadDeviceEvent(gamepad: GamepadID(3), isConnected: true, name: "Pad \"X\"\\ \u{1}é🎮")),
            .gamepadDevice(GamepadDeviceEvent(gamepad: GamepadID(3), isConnected: false, name: "")),
            .resized(Size(width: 1280, height: 800.5)),
            .focusLost, .focusGained, .quit,
        ]
        let codes: [KeyCode] = [
            .left, .right, .up, .down, .enter, .space, .escape, .tab, .backspace, .f1, .character("a"),
            .character("\""), .character("\r\n"), .character("👍🏽"), .other(1_073_741_882), .other(-1),
        ]
        for (i, code) in codes.enumerated() {
            let modifiers = KeyModifiers(rawValue: UInt8(i % 16))
            kinds.append(
                .key(InputEvent.Key(code: code, isDown: i % 2 == 0, isRepeat: i % 3 == 0, modifiers: modifiers)))
        }
        return kinds.enumerated().map { InputEvent(timestamp: Double($0.offset) * 0.016_666_667, kind: $0.element) }
    }()

    @Test("every event kind, key code and field survives encode → decode exactly")
    func roundTrip() throws {
        let recording = InputRecording(header: Self.header, events: Self.everyKind)
        let text = recording.encoded()
        let decoded = try InputRecording(decoding: text)
        #expect(decoded == recording)
        #expect(text.split(separator: "\n").count == Self.everyKind.count + 1)
        #expect(text.hasPrefix("{\"flick-recording\":1,\"viewport\":[360,640],\"scene\":\"input\",\"rate\":60}\n"))
    }

    @Test("a touch line reads as documented")
    func documentedLine() throws {
        let line = InputRecordingEncoder.line(
            for: InputEvent(
                timestamp: 0.5, kind: .touch(InputEvent.Touch(id: 1, phase: .began, location: Point(x: 120, y: 300)))))
        #expect(
            line == "{\"t\":0.5,\"kind\":\"touch\",\"id\":1,\"phase\":\"began\",\"x\":120,\"y\":300,\"pressure\":1}")
    }

    @Test("random values round-trip bit for bit (seeded)")
    func randomDoubles() throws {
        var rng = SplitMix(seed: 42)
        var events: [InputEvent] = []
        var t = 0.0
        for i in 0..<500 {
            t += rng.unit() * 0.02
            let x = (rng.unit() - 0.5) * 2000
            let y = (rng.unit() - 0.5) * 2000
            events.append(
                InputEvent(
                    timestamp: t,
                    kind: .touch(
                        InputEvent.Touch(id: Int64(i), phase: .moved, location: Point(x: x, y: y), pressure: rng.unit())
                    )))
        }
        let recording = InputRecording(header: Self.header, events: events)
        #expect(try InputRecording(decoding: recording.encoded()) == recording)
    }

    @Test("blank lines and CRLF endings are accepted")
    func blankLinesAndCRLF() throws {
        let text = #"\#r\#n\#(Self.headerLine)\#r\#n\#r\#n{"t":0,"kind":"quit"}\#r\#n"#
        let recording = try InputRecording(decoding: text)
        #expect(recording.events == [InputEvent(timestamp: 0, kind: .quit)])
    }

    static let headerLine = "{\"flick-recording\":1,\"viewport\":[360,640],\"scene\":\"input\",\"rate\":60}"
    static let touch = "{\"t\":0.1,\"kind\":\"touch\",\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"pressure\":1}"

    /// Malformed files and the exact message each gets.
    static let malformed: [(String, String)] = [
        ("", "line 1: not a Flick recording (the file is empty)"),
        ("\(touch)\n", "line 1: not a Flick recording (no header"),
        ("garbage\n", "line 1: not a Flick recording (no header"),
        (
            "{\"flick-recording\":2,\"viewport\":[360,640],\"scene\":\"input\",\"rate\":60}",
            "line 1: recording format version 2 is newer"
        ),
        (
            "{\"flick-recording\":1,\"viewport\":[360],\"scene\":\"input\",\"rate\":60}",
            "line 1: header 'viewport' must be [width, height]"
        ),
        ("{\"flick-recording\":1,\"viewport\":[360,640],\"scene\":\"input\"}", "line 1: header is missing 'rate'"),
        (
            "{\"flick-recording\":1,\"viewport\":[360,640],\"scene\":\"input\",\"rate\":60,\"x\":1}",
            "line 1: unknown field 'x' in header"
        ),
        ("\(headerLine)\n\(touch)\n{\"t\":0.2,\"kind\":\"swipe\"}", "line 3: unknown event kind 'swipe'"),
        (
            "\(headerLine)\n\(touch)\n{\"t\":0.2,\"kind\":\"quit\"}\n{\"t\":0.1,\"kind\":\"quit\"}",
            "line 4: timestamp goes backwards"
        ),
        (
            #"\#(headerLine)\#n\#n\#n\#n\#n\#n{"t":0.1,"kind":"touch","phase":"began","x":1,"y":2,"pressure":1}"#,
            "line 7: touch event is missing 'id'"
        ),
        (
            #"\#(headerLine)\#n{"t":0.1,"kind":"touch","id":1.5,"phase":"began","x":1,"y":2,"pressure":1}"#,
            "line 2: touch event 'id' must be an integer, got 1.5"
        ),
        (
            "\(headerLine)\n{\"t\":0.1,\"kind\":\"touch\",\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"pressure\":2}",
            "line 2: touch event 'pressure' must be between 0.0 and 1.0, got 2"
        ),
        (
            #"\#(headerLine)\#n{"t":0.1,"kind":"touch","id":1,"phase":"began","x":1e999,"y":2,"pressure":1}"#,
            "line 2: touch event 'x' must be between"
        ),
        (
            #"\#(headerLine)\#n{"t":0.1,"kind":"touch","id":1,"phase":"lifted","x":1,"y":2,"pressure":1}"#,
            "line 2: touch event 'phase' must be one of began, moved, ended, cancelled"
        ),
        ("\(headerLine)\n{\"kind\":\"quit\"}", "line 2: event is missing 't'"),
        ("\(headerLine)\n{\"t\":-1,\"kind\":\"quit\"}", "line 2: event 't' must be between"),
        ("\(headerLine)\n{\"t\":0,\"kind\":\"quit\",\"extra\":true}", "line 2: unknown field 'extra' in quit event"),
        ("\(headerLine)\n{\"t\":0,\"kind\":\"quit\",\"t\":1}", "line 2: not valid JSON: duplicate key 't'"),
        ("\(headerLine)\n[1,2]", "line 2: expected an event object, got an array"),
        ("\(headerLine)\n{\"t\":0,\"kind\":\"quit\"", "line 2: not valid JSON: expected ',' or '}'"),
        ("\(headerLine)\n{\"t\":01,\"kind\":\"quit\"}", "line 2: not valid JSON: numbers must not have leading zeros"),
        ("\(headerLine)\n{\"t\":NaN,\"kind\":\"quit\"}", "line 2: not valid JSON: unexpected character 'N'"),
        (
            "\(headerLine)\n{\"t\":0,\"kind\":\"pointer\",\"action\":\"down\",\"x\":1,\"y\":2,\"pressed\":[]}",
            "line 2: pointer event is missing 'button'"
        ),
        (
            #"\#(headerLine)\#n{"t":0,"kind":"pointer","action":"moved","x":1,"y":2,"pressed":["left","left"]}"#,
            "line 2: pointer event 'pressed' names \"left\" twice"
        ),
        (
            "\(headerLine)\n{\"t\":0,\"kind\":\"key\",\"code\":\"ab\",\"down\":true,\"repeat\":false,\"modifiers\":[]}",
            "line 2: key event 'code' must be a key name"
        ),
        (
            "\(headerLine)\n{\"t\":0,\"kind\":\"key\",\"code\":1.5,\"down\":true,\"repeat\":false,\"modifiers\":[]}",
            "line 2: key event 'code' as a number must be an integer"
        ),
        (
            "\(headerLine)\n{\"t\":0,\"kind\":\"pad-axis\",\"pad\":1,\"axis\":\"leftX\",\"value\":1.5}",
            "line 2: pad-axis event 'value' must be between -1.0 and 1.0"
        ),
        (
            "\(headerLine)\n{\"t\":0,\"kind\":\"pad-button\",\"pad\":99999999999,\"button\":\"a\",\"down\":true}",
            "line 2: pad-button event 'pad' must be between"
        ),
        (
            "\(headerLine)\n{\"t\":0,\"kind\":\"pad-device\",\"pad\":1,\"connected\":\"yes\",\"name\":\"x\"}",
            "line 2: pad-device event 'connected' must be true or false, got \"yes\""
        ),
        (
            "\(headerLine)\n{\"t\":0,\"kind\":\"resized\",\"width\":0,\"height\":10}",
            "line 2: resized event 'width' must be between"
        ),
        (
            "\(headerLine)\n{\"t\":0,\"kind\":\"pad-device\",\"pad\":1,\"connected\":true,\"name\":\"\\ud800\"}",
            "line 2: not valid JSON: a \\u surrogate pair is missing its second half"
        ),
        (
            "\(headerLine)\n" + String(repeating: "[", count: 40),
            "line 2: not valid JSON: nesting deeper than 16 levels"
        ),
    ]

    @Test("malformed files get an error naming the line and the problem", arguments: 0..<malformed.count)
    func malformedFiles(index: Int) {
        let (text, expected) = Self.malformed[index]
        #expect {
            _ = try InputRecording(decoding: text)
        } throws: { error in
            let message = "\(error)"
            let ok = message.hasPrefix(expected)
            if !ok { Issue.record("got \(message)") }
            return ok
        }
    }

    @Test("invalid UTF-8 in a string is an error, not a crash")
    func invalidUTF8() {
        var bytes = Array(
            "\(Self.headerLine)\n{\"t\":0,\"kind\":\"pad-device\",\"pad\":1,\"connected\":true,\"name\":\"".utf8)
        bytes += [0xC3, 0x28, UInt8(ascii: "\""), UInt8(ascii: "}")]
        #expect {
            _ = try InputRecording(decoding: bytes)
        } throws: { error in
            (error as? InputRecordingError)?.line == 2 && "\(error)".contains("a string is not valid UTF-8")
        }
    }
}

/// A small deterministic generator (SplitMix64) so "random" tests are repeatable.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A double in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

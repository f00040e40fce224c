import FlickInput
import FlickUI
import Testing

@Suite struct PressTests {
    static let keys: [(KeyCode, Press.Meaning)] = [
        (.up, .up), (.down, .down), (.left, .left), (.right, .right), (.enter, .select), (.space, .select),
        (.escape, .back), (.tab, .other), (.character("a"), .other),
    ]
    static let buttons: [(GamepadButton, Press.Meaning)] = [
        (.dpadUp, .up), (.dpadDown, .down), (.dpadLeft, .left), (.dpadRight, .right), (.a, .select), (.b, .back),
        (.x, .other), (.start, .other),
    ]

    @Test func keyMeanings() {
        for (code, meaning) in Self.keys {
            let event = InputEvent(timestamp: 1, kind: .key(.init(code: code, isDown: true)))
            let converted = Press.from(event)
            #expect(converted?.press.meaning == meaning, "\(code)")
            #expect(converted?.isDown == true)
        }
    }

    @Test func gamepadMeanings() {
        for (button, meaning) in Self.buttons {
            let event = InputEvent(
                timestamp: 2, kind: .gamepadButton(.init(gamepad: GamepadID(1), button: button, isDown: false)))
            let converted = Press.from(event)
            #expect(converted?.press.meaning == meaning, "\(button)")
            #expect(converted?.isDown == false && converted?.press.timestamp == 2)
        }
    }

    @Test func otherEventsAreNotPresses() {
        #expect(Press.from(InputEvent(timestamp: 0, kind: .quit)) == nil)
    }
}

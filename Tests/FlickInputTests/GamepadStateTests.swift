import Testing

@testable import FlickInput

@Suite("GamepadState")
struct GamepadStateTests {
    let pad1 = GamepadID(1)
    let pad2 = GamepadID(2)

    func event(_ kind: InputEvent.Kind) -> InputEvent { InputEvent(timestamp: 0, kind: kind) }

    @Test("tracks buttons and axes per pad")
    func perPad() {
        var state = GamepadState()
        state.apply(event(.gamepadDevice(GamepadDeviceEvent(gamepad: pad1, isConnected: true, name: "One"))))
        state.apply(event(.gamepadDevice(GamepadDeviceEvent(gamepad: pad2, isConnected: true, name: "Two"))))
        state.apply(event(.gamepadButton(GamepadButtonEvent(gamepad: pad1, button: .a, isDown: true))))
        state.apply(event(.gamepadButton(GamepadButtonEvent(gamepad: pad2, button: .start, isDown: true))))
        state.apply(event(.gamepadAxis(GamepadAxisEvent(gamepad: pad2, axis: .leftX, value: -0.5))))
        #expect(state.isPressed(.a, on: pad1) && !state.isPressed(.a, on: pad2))
        #expect(state.isPressed(.start, on: pad2))
        #expect(state.value(of: .leftX, on: pad2) == -0.5 && state.value(of: .leftX, on: pad1) == 0)
        #expect(state.connectedPads.map(\.name) == ["One", "Two"])
        state.apply(event(.gamepadButton(GamepadButtonEvent(gamepad: pad1, button: .a, isDown: false))))
        #expect(!state.isPressed(.a, on: pad1))
    }

    @Test("a disconnected pad is forgotten; events before the announcement create the pad")
    func lifecycle() {
        var state = GamepadState()
        state.apply(event(.gamepadAxis(GamepadAxisEvent(gamepad: pad1, axis: .rightTrigger, value: 1))))
        #expect(state.pads[pad1]?.value(of: .rightTrigger) == 1)
        state.apply(event(.gamepadDevice(GamepadDeviceEvent(gamepad: pad1, isConnected: false, name: "One"))))
        #expect(state.pads.isEmpty)
        let consumed = state.apply(event(.focusLost))
        #expect(consumed == false)
    }
}

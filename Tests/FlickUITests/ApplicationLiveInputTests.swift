import FlickAnimation
import FlickGeometry
import FlickInput
import FlickTesting
import FlickUI
import Testing

/// `Application.hasLiveInput`: true exactly while a finger is down, a mouse button is held, or a
/// stick is away from rest; focus loss and an unplugged pad end it.
@MainActor
@Suite struct ApplicationLiveInputTests {
    let events = ScriptedEventSource()
    let app: Application

    init() {
        app = Application(
            clock: ManualFrameClock(start: 0, rate: 60), events: events, renderer: RecordingRenderer(),
            viewport: Size(width: 200, height: 200), ticker: AnimationTicker())
    }

    func send(_ kind: InputEvent.Kind) {
        events.enqueue(InputEvent(timestamp: app.clock.now, kind: kind))
        app.step()
    }

    func pointer(
        _ action: InputEvent.Pointer.Action, _ button: InputEvent.MouseButton?, held: Set<InputEvent.MouseButton>
    ) -> InputEvent.Kind {
        .pointer(.init(action: action, button: button, location: Point(x: 50, y: 50), pressedButtons: held))
    }

    @Test func aFingerIsLiveFromDownToUp() {
        #expect(!app.hasLiveInput)
        send(.touch(.init(id: 1, phase: .began, location: Point(x: 20, y: 20))))
        #expect(app.hasLiveInput)
        send(.touch(.init(id: 1, phase: .moved, location: Point(x: 60, y: 20))))
        #expect(app.hasLiveInput)
        send(.touch(.init(id: 1, phase: .ended, location: Point(x: 60, y: 20))))
        #expect(!app.hasLiveInput)
    }

    @Test func anyHeldMouseButtonIsLiveAndMotionAloneIsNot() {
        send(pointer(.moved, nil, held: []))
        #expect(!app.hasLiveInput)
        send(pointer(.down, .right, held: [.right]))
        #expect(app.hasLiveInput, "the right button is not a touch, but it is a hand on the mouse")
        send(pointer(.up, .right, held: []))
        #expect(!app.hasLiveInput)
        send(pointer(.down, .left, held: [.left]))
        #expect(app.hasLiveInput)
        send(.focusLost)
        #expect(!app.hasLiveInput, "focus loss lets go of everything")
    }

    @Test func aDeflectedStickIsLiveUntilCentredOrUnplugged() {
        let pad = GamepadID(1)
        send(.gamepadDevice(.init(gamepad: pad, isConnected: true, name: "pad")))
        send(.gamepadAxis(.init(gamepad: pad, axis: .leftTrigger, value: 1)))
        #expect(!app.hasLiveInput, "a trigger is a button held, not a gesture")
        send(.gamepadAxis(.init(gamepad: pad, axis: .leftX, value: 0.6)))
        #expect(app.hasLiveInput)
        send(.gamepadAxis(.init(gamepad: pad, axis: .leftX, value: 0)))
        #expect(!app.hasLiveInput)
        send(.gamepadAxis(.init(gamepad: pad, axis: .rightY, value: -0.4)))
        #expect(app.hasLiveInput)
        send(.gamepadDevice(.init(gamepad: pad, isConnected: false, name: "pad")))
        #expect(!app.hasLiveInput)
    }
}

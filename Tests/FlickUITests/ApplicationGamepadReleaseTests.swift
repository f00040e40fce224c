import FlickAnimation
import FlickGeometry
import FlickInput
import FlickTesting
import FlickUI
import Testing

/// Unplugging a pad (or announcing it again) releases what it held before the device event, so
/// nothing keeps following a pad that is gone (found by `flick monkey`).
@MainActor
@Suite struct ApplicationGamepadReleaseTests {
    let clock = ManualFrameClock(start: 0, rate: 60)
    let events = ScriptedEventSource()

    func makeApp() -> (Application, BoxDriver) {
        let app = Application(
            clock: clock, events: events, renderer: RecordingRenderer(), viewport: Size(width: 100, height: 100),
            ticker: AnimationTicker())
        app.focusEngine = nil
        let driver = BoxDriver(in: app)
        app.driver = driver
        return (app, driver)
    }

    func send(_ kind: InputEvent.Kind) { events.enqueue(InputEvent(timestamp: clock.now, kind: kind)) }

    @Test func unpluggingAPadReleasesItsButtonsAndCentresItsSticksAfterTheRemoval() {
        let (app, driver) = makeApp()
        let pad = GamepadID(3)
        send(.gamepadDevice(.init(gamepad: pad, isConnected: true, name: "pad")))
        send(.gamepadButton(.init(gamepad: pad, button: .dpadDown, isDown: true)))
        send(.gamepadAxis(.init(gamepad: pad, axis: .leftX, value: -0.4)))
        app.step()
        driver.handled.removeAll()
        send(.gamepadDevice(.init(gamepad: pad, isConnected: false, name: "pad")))
        app.step()
        #expect(
            driver.handled.map(\.kind) == [
                .gamepadDevice(.init(gamepad: pad, isConnected: false, name: "pad")),
                .gamepadButton(.init(gamepad: pad, button: .dpadDown, isDown: false)),
                .gamepadAxis(.init(gamepad: pad, axis: .leftX, value: 0)),
            ], "the removal first, so a stick scrub is cancelled rather than let go")
    }

    @Test func aButtonHeldBeforeThePadIsAnnouncedIsReleasedByTheAnnouncement() {
        let (app, driver) = makeApp()
        let pad = GamepadID(0)
        send(.gamepadButton(.init(gamepad: pad, button: .dpadRight, isDown: true)))
        app.step()
        driver.handled.removeAll()
        send(.gamepadDevice(.init(gamepad: pad, isConnected: true, name: "pad")))
        app.step()
        #expect(driver.handled.first?.kind == .gamepadButton(.init(gamepad: pad, button: .dpadRight, isDown: false)))
        #expect(driver.handled.count == 2)
    }

    @Test func releasedButtonsAreNotReleasedAgain() {
        let (app, driver) = makeApp()
        let pad = GamepadID(1)
        send(.gamepadButton(.init(gamepad: pad, button: .a, isDown: true)))
        send(.gamepadButton(.init(gamepad: pad, button: .a, isDown: false)))
        app.step()
        driver.handled.removeAll()
        send(.gamepadDevice(.init(gamepad: pad, isConnected: false, name: "pad")))
        app.step()
        #expect(driver.handled.count == 1)
    }
}

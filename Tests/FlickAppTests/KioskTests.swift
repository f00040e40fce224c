import FlickApp
import FlickGeometry
import FlickInput
import Testing

/// The kiosk rules as pure values: the cursor hides after 3 s without the mouse; Start+Back held
/// 1 s quits; an unplugged pad lets go of everything it held.
@Suite struct KioskTests {
    func pointer(_ t: Double) -> InputEvent {
        let moved = InputEvent.Pointer(action: .moved, button: nil, location: Point(x: 10, y: 10), pressedButtons: [])
        return InputEvent(timestamp: t, kind: .pointer(moved))
    }

    func button(_ b: GamepadButton, _ down: Bool, at t: Double, pad: Int32 = 1) -> InputEvent {
        InputEvent(timestamp: t, kind: .gamepadButton(.init(gamepad: GamepadID(pad), button: b, isDown: down)))
    }

    // MARK: Cursor

    @Test func theCursorShowsOnMouseMotionAndHidesAfterThreeIdleSeconds() {
        var timer = CursorIdleTimer()
        #expect(!timer.isVisible)
        let r1 = timer.advance(to: 100)
        #expect(r1 == nil, "hidden stays hidden")
        let r2 = timer.apply(pointer(10))
        #expect(r2 == true)
        let r3 = timer.apply(pointer(11))
        #expect(r3 == nil, "already shown")
        let r4 = timer.advance(to: 13.9)
        #expect(r4 == nil, "2.9 s after the last motion")
        let r5 = timer.advance(to: 14.0)
        #expect(r5 == false, "3 s: hides")
        let r6 = timer.advance(to: 20)
        #expect(r6 == nil)
        let r7 = timer.apply(pointer(21))
        #expect(r7 == true)
        let touch = InputEvent(timestamp: 21.5, kind: .touch(.init(id: 1, phase: .began, location: .zero)))
        let r8 = timer.apply(touch)
        #expect(r8 == false, "a finger hides it at once")
    }

    @Test func badTimeoutsFallBackToThreeSeconds() {
        #expect(CursorIdleTimer(timeout: .nan).timeout == 3)
        #expect(CursorIdleTimer(timeout: -1).timeout == 3)
    }

    // MARK: Exit chord

    @Test func startAndBackHeldOneSecondQuit() {
        var chord = KioskExitChord()
        let first = chord.apply(button(.start, true, at: 1))
        let second = chord.apply(button(.back, true, at: 1.2))
        #expect(!first && !second, "pressing the pair does not quit")
        #expect(chord.isHeld)
        #expect(!chord.advance(to: 2.1))
        #expect(chord.advance(to: 2.2), "1 s after the pair was complete")
    }

    @Test func releasingEitherButtonOrUnpluggingResetsTheChord() {
        var chord = KioskExitChord()
        _ = chord.apply(button(.start, true, at: 0))
        _ = chord.apply(button(.back, true, at: 0))
        _ = chord.apply(button(.back, false, at: 0.5))
        #expect(!chord.advance(to: 5))
        _ = chord.apply(button(.back, true, at: 5))
        let unplugged = GamepadDeviceEvent(gamepad: GamepadID(1), isConnected: false, name: "p")
        _ = chord.apply(InputEvent(timestamp: 5.5, kind: .gamepadDevice(unplugged)))
        #expect(!chord.isHeld && !chord.advance(to: 9))
        _ = chord.apply(button(.start, true, at: 10, pad: 1))
        _ = chord.apply(button(.back, true, at: 10, pad: 2))
        #expect(!chord.isHeld, "the pair must be on one pad")
    }

    // MARK: Unplugged

    @Test func theFilterReleasesEverythingAnUnpluggedPadHeld() {
        var filter = KioskInputFilter()
        let pad = GamepadID(3)
        _ = filter.filter(button(.dpadRight, true, at: 1, pad: 3))
        _ = filter.filter(button(.a, true, at: 1, pad: 3))
        _ = filter.filter(button(.a, false, at: 1.1, pad: 3))
        _ = filter.filter(InputEvent(timestamp: 1.2, kind: .gamepadAxis(.init(gamepad: pad, axis: .leftX, value: 0.8))))
        let gone = InputEvent(timestamp: 2, kind: .gamepadDevice(.init(gamepad: pad, isConnected: false, name: "p")))
        let out = filter.filter(gone)
        #expect(out.first == gone, "the removal first")
        #expect(out.dropFirst().map(\.kind) == [
            .gamepadButton(.init(gamepad: pad, button: .dpadRight, isDown: false)),
            .gamepadAxis(.init(gamepad: pad, axis: .leftX, value: 0)),
        ])
        #expect(out.allSatisfy { $0.timestamp == 2 })
        #expect(filter.heldButtons(of: pad).isEmpty)
        #expect(filter.filter(gone) == [gone], "nothing left to release")
    }
}

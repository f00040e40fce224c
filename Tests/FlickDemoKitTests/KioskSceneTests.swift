import FlickAnimation
import FlickApp
import FlickGeometry
import FlickInput
import FlickNavigation
import FlickTesting
import FlickUI
import Testing

@testable import FlickDemoKit

/// The app layer's kiosk rules around the demo's scenes: the cursor timer runs on frame times;
/// Start+Back held 1 s quits; an unused Escape quits and a used one does not; a window close
/// quits; an unplugged pad lets go of everything mid-gesture.
@MainActor
@Suite struct KioskSceneTests {
    func pointer(_ t: Double) -> InputEvent {
        InputEvent(timestamp: t, kind: .pointer(.init(action: .moved, button: nil, location: Point(x: 10, y: 10), pressedButtons: [])))
    }

    func button(_ b: GamepadButton, _ down: Bool, at t: Double, pad: Int32 = 1) -> InputEvent {
        InputEvent(timestamp: t, kind: .gamepadButton(.init(gamepad: GamepadID(pad), button: b, isDown: down)))
    }

    @Test func theAppDriverAppliesTheCursorTimerFromFrameTimes() {
        let h = SceneHarness(PanelsScene.self)
        let driver = h.app.driver as! AppDriver
        var applied: [Bool] = []
        driver.kiosk.cursor = CursorIdleTimer()
        driver.kiosk.setCursorVisible = { applied.append($0) }
        h.events.enqueue(pointer(h.nextTime))
        h.step()
        #expect(applied == [true])
        h.run(2.5)
        #expect(applied == [true])
        h.run(0.6)
        #expect(applied == [true, false])
    }

    @Test func theShellQuitsWhenTheChordIsHeld() {
        let h = SceneHarness(PanelsScene.self)
        h.events.enqueue(button(.start, true, at: h.nextTime))
        h.events.enqueue(button(.back, true, at: h.nextTime))
        h.step()
        #expect(!h.app.isQuitting)
        #expect((h.app.driver as! AppDriver).hud.isVisible, "the press toggled the HUD")
        h.run(0.9)
        #expect(!h.app.isQuitting)
        h.run(0.15)
        #expect(h.app.isQuitting, "held for 1 s")
    }

    // MARK: Escape and close

    @Test func anEscapeTheSceneDoesNotUseQuits() {
        let h = SceneHarness(PanelsScene.self)
        h.key(.left)
        h.run(0.6)
        h.key(.escape)
        #expect(!h.app.isQuitting, "Escape took the container back to the centre")
        h.run(0.6)
        #expect(h.scene.navigation.currentPanel == .center)
        h.key(.escape)
        #expect(h.app.isQuitting, "nothing used it")
    }

    @Test func bNeverQuits() {
        let h = SceneHarness(PanelsScene.self)
        h.button(.b)
        #expect(!h.app.isQuitting)
    }

    @Test func escapeQuitsEvenWhenTheSceneHasNoRootController() {
        let h = SceneHarness(LayerGalleryScene.self)
        h.key(.escape)
        #expect(h.app.isQuitting)
    }

    /// The kiosk issue: on `panels`, a drag with Escape pressed mid-drag quit the app (the
    /// container, locked by the drag, passes Escape on as unused). Nothing quits mid-gesture; the
    /// same Escape after the finger lifts still works.
    @Test func escapeMidDragDoesNotQuit() {
        let h = SceneHarness(PanelsScene.self)
        let finger = h.press(from: Point(x: 60, y: 320), to: Point(x: 200, y: 320))
        h.key(.escape)
        #expect(!h.app.isQuitting, "a finger is dragging the container")
        h.lift(finger, at: Point(x: 200, y: 320))
        h.run(1)
        #expect(!h.app.isQuitting)
        #expect(h.scene.navigation.currentPanel != .center, "the drag moved it: \(h.scene.navigation.currentPanel)")
        h.key(.escape)
        h.run(1)
        #expect(h.scene.navigation.currentPanel == .center, "the next Escape is back, as ever")
        h.key(.escape)
        #expect(h.app.isQuitting, "and the one after that quits")
    }

    @Test func escapeWithAMouseButtonOrAStickHeldDoesNotQuit() {
        let h = SceneHarness(LayerGalleryScene.self)
        func send(_ kind: InputEvent.Kind) {
            h.events.enqueue(InputEvent(timestamp: h.nextTime, kind: kind))
            h.step()
        }
        let at = Point(x: 100, y: 100)
        send(.pointer(.init(action: .down, button: .right, location: at, pressedButtons: [.right])))
        h.key(.escape)
        #expect(!h.app.isQuitting, "a mouse button is held")
        send(.pointer(.init(action: .up, button: .right, location: at, pressedButtons: [])))
        let pad = GamepadID(1)
        send(.gamepadAxis(.init(gamepad: pad, axis: .leftX, value: 0.7)))
        h.key(.escape)
        #expect(!h.app.isQuitting, "a stick is deflected")
        send(.gamepadAxis(.init(gamepad: pad, axis: .leftX, value: 0)))
        h.key(.escape)
        #expect(h.app.isQuitting, "nothing live: the unused Escape quits")
    }

    @Test func escapeMidDragInASceneFromTheMenuStaysInTheScene() {
        let h = SceneHarness(MenuScene.self)
        let driver = (h.app.driver as! AppDriver).content as! SceneSwitcher
        driver.requestScene(named: PanelsScene.name)
        h.step(2)
        #expect(driver.scene is PanelsScene && driver.openedFromMenu)
        let finger = h.press(from: Point(x: 60, y: 320), to: Point(x: 200, y: 320))
        h.button(.b)
        h.key(.escape)
        h.step(2)
        #expect(driver.scene is PanelsScene, "B and Escape mid-drag do not leave the scene under the finger")
        h.lift(finger, at: Point(x: 200, y: 320))
    }

    @Test func theExitChordWaitsForTheFingerToLift() {
        let h = SceneHarness(PanelsScene.self)
        let finger = h.press(from: Point(x: 60, y: 320), to: Point(x: 120, y: 320))
        h.events.enqueue(button(.start, true, at: h.nextTime))
        h.events.enqueue(button(.back, true, at: h.nextTime))
        h.run(1.5)
        #expect(!h.app.isQuitting, "held 1.5 s, but a finger is down")
        h.lift(finger, at: Point(x: 120, y: 320))
        h.step()
        #expect(h.app.isQuitting, "still held when the finger lifts: quits")
    }

    @Test func closingTheWindowQuits() {
        let h = SceneHarness(TwoAxisScene.self)
        h.events.enqueue(InputEvent(timestamp: h.nextTime, kind: .quit))
        h.step()
        #expect(h.app.isQuitting, "SDL_QUIT (last window closed) arrives as .quit")
    }

    // MARK: Unplugged mid-gesture

    /// The kiosk issue: "nothing breaks when a gamepad is unplugged mid-gesture". The left stick
    /// scrubs the two-axis container while A is held; the pad goes: the scrub is cancelled and the
    /// container settles back, nothing moves it later, and the next pad works.
    @Test func unpluggingAPadMidScrubSettlesAndLeavesNothingHeld() {
        let clock = ManualFrameClock(start: 0, rate: 60)
        let scripted = ScriptedEventSource(now: { clock.now })
        let app = Application(
            clock: clock, events: KioskEventSource(wrapping: scripted), renderer: RecordingRenderer(),
            viewport: Size(width: 360, height: 640), ticker: AnimationTicker())
        let driver = SceneSwitcher.install(TwoAxisScene.self, in: app)
        let nav = (driver.scene as! TwoAxisScene).navigation
        func send(_ kind: InputEvent.Kind) { scripted.enqueue(InputEvent(timestamp: clock.now + clock.refreshInterval, kind: kind)) }
        func run(_ frames: Int) { for _ in 0..<frames { app.setNeedsDisplay(); app.step() } }
        let pad = GamepadID(1)
        send(.gamepadDevice(.init(gamepad: pad, isConnected: true, name: "pad")))
        run(2)
        send(.gamepadAxis(.init(gamepad: pad, axis: .leftX, value: 0.75)))
        send(.gamepadButton(.init(gamepad: pad, button: .a, isDown: true)))
        run(10)
        #expect(nav.position.x > 0.4, "the stick scrubs towards the right panel: \(nav.position.x)")
        send(.gamepadDevice(.init(gamepad: pad, isConnected: false, name: "pad")))
        run(60)
        #expect(nav.currentPanel == .center && nav.isIdle, "settled back")
        #expect(nav.invariantViolations().isEmpty)
        let settled = nav.position
        run(60)
        #expect(nav.position == settled && nav.isIdle, "no stale scrub moves it later")
        #expect(!app.isQuitting)
        let next = GamepadID(2)
        send(.gamepadDevice(.init(gamepad: next, isConnected: true, name: "pad 2")))
        send(.gamepadButton(.init(gamepad: next, button: .rightShoulder, isDown: true)))
        send(.gamepadButton(.init(gamepad: next, button: .rightShoulder, isDown: false)))
        run(30)
        #expect(nav.currentPanel == .right, "a new pad drives it normally")
    }

    /// A D-pad held in the menu repeats focus moves; unplugging the pad mid-repeat stops them
    /// (without the filter the focus engine's repeat would run on forever).
    @Test func unpluggingAPadMidRepeatStopsTheFocusRepeat() {
        let clock = ManualFrameClock(start: 0, rate: 60)
        let scripted = ScriptedEventSource(now: { clock.now })
        let app = Application(
            clock: clock, events: KioskEventSource(wrapping: scripted), renderer: RecordingRenderer(),
            viewport: Size(width: 360, height: 640), ticker: AnimationTicker())
        SceneSwitcher.install(MenuScene.self, in: app)
        let engine = app.focusEngine as? FocusEngine
        func run(_ frames: Int) { for _ in 0..<frames { app.setNeedsDisplay(); app.step() } }
        let pad = GamepadID(1)
        scripted.enqueue(InputEvent(timestamp: clock.now + 0.01, kind: .gamepadDevice(.init(gamepad: pad, isConnected: true, name: "pad"))))
        scripted.enqueue(
            InputEvent(timestamp: clock.now + 0.01, kind: .gamepadButton(.init(gamepad: pad, button: .dpadDown, isDown: true))))
        run(40)
        let moving = engine?.focusedView
        #expect(moving != nil, "the held D-pad moves focus")
        scripted.enqueue(InputEvent(timestamp: clock.now + 0.01, kind: .gamepadDevice(.init(gamepad: pad, isConnected: false, name: "pad"))))
        run(2)
        let stopped = engine?.focusedView
        run(120)
        #expect(engine?.focusedView === stopped, "no repeat after the pad went")
    }
}

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
    /// `type` run as `flick` runs it: through the shell's driver, with the scripted input passing
    /// the kiosk filter (`KioskEventSource`, which lets go of what an unplugged pad held).
    func kiosk<Scene: DemoScene>(_ type: Scene.Type) -> SceneHarness<Scene> {
        SceneHarness(type, wrapEvents: { KioskEventSource(wrapping: $0) })
    }

    /// Queues `kind` for `h`'s next frame (the frame that runs next reads it).
    func send<Scene: DemoScene>(_ kind: InputEvent.Kind, to h: SceneHarness<Scene>) {
        h.events.enqueue(InputEvent(timestamp: h.nextTime, kind: kind))
    }

    /// Pad 1's `b` going down (or up).
    func button(_ b: GamepadButton, _ down: Bool) -> InputEvent.Kind {
        .gamepadButton(.init(gamepad: GamepadID(1), button: b, isDown: down))
    }

    @Test func theAppDriverAppliesTheCursorTimerFromFrameTimes() {
        let h = kiosk(PanelsScene.self)
        let driver = h.app.driver as! AppDriver
        var applied: [Bool] = []
        driver.kiosk.cursor = CursorIdleTimer()
        driver.kiosk.setCursorVisible = { applied.append($0) }
        send(.pointer(.init(action: .moved, button: nil, location: Point(x: 10, y: 10), pressedButtons: [])), to: h)
        h.step()
        #expect(applied == [true])
        h.run(2.5)
        #expect(applied == [true])
        h.run(0.6)
        #expect(applied == [true, false])
    }

    @Test func theShellQuitsWhenTheChordIsHeld() {
        let h = kiosk(PanelsScene.self)
        send(button(.start, true), to: h)
        send(button(.back, true), to: h)
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
        let h = kiosk(PanelsScene.self)
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
        let h = kiosk(PanelsScene.self)
        h.button(.b)
        #expect(!h.app.isQuitting)
    }

    @Test func escapeQuitsEvenWhenTheSceneHasNoRootController() {
        let h = kiosk(LayerGalleryScene.self)
        h.key(.escape)
        #expect(h.app.isQuitting)
    }

    /// The kiosk issue: on `panels`, a drag with Escape pressed mid-drag quit the app (the
    /// container, locked by the drag, passes Escape on as unused). Nothing quits mid-gesture; the
    /// same Escape after the finger lifts still works.
    @Test func escapeMidDragDoesNotQuit() {
        let h = kiosk(PanelsScene.self)
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
        let h = kiosk(LayerGalleryScene.self)
        func play(_ kind: InputEvent.Kind) {
            send(kind, to: h)
            h.step()
        }
        let at = Point(x: 100, y: 100)
        play(.pointer(.init(action: .down, button: .right, location: at, pressedButtons: [.right])))
        h.key(.escape)
        #expect(!h.app.isQuitting, "a mouse button is held")
        play(.pointer(.init(action: .up, button: .right, location: at, pressedButtons: [])))
        let pad = GamepadID(1)
        play(.gamepadAxis(.init(gamepad: pad, axis: .leftX, value: 0.7)))
        h.key(.escape)
        #expect(!h.app.isQuitting, "a stick is deflected")
        play(.gamepadAxis(.init(gamepad: pad, axis: .leftX, value: 0)))
        h.key(.escape)
        #expect(h.app.isQuitting, "nothing live: the unused Escape quits")
    }

    @Test func escapeMidDragInASceneFromTheMenuStaysInTheScene() {
        let h = kiosk(MenuScene.self)
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
        let h = kiosk(PanelsScene.self)
        let finger = h.press(from: Point(x: 60, y: 320), to: Point(x: 120, y: 320))
        send(button(.start, true), to: h)
        send(button(.back, true), to: h)
        h.run(1.5)
        #expect(!h.app.isQuitting, "held 1.5 s, but a finger is down")
        h.lift(finger, at: Point(x: 120, y: 320))
        h.step()
        #expect(h.app.isQuitting, "still held when the finger lifts: quits")
    }

    @Test func closingTheWindowQuits() {
        let h = kiosk(TwoAxisScene.self)
        send(.quit, to: h)
        h.step()
        #expect(h.app.isQuitting, "SDL_QUIT (last window closed) arrives as .quit")
    }

    // MARK: Unplugged mid-gesture

    /// The kiosk issue: "nothing breaks when a gamepad is unplugged mid-gesture". The left stick
    /// scrubs the two-axis container while A is held; the pad goes: the scrub is cancelled and the
    /// container settles back, nothing moves it later, and the next pad works.
    @Test func unpluggingAPadMidScrubSettlesAndLeavesNothingHeld() {
        let h = kiosk(TwoAxisScene.self)
        let nav = h.scene.navigation
        let pad = GamepadID(1)
        send(.gamepadDevice(.init(gamepad: pad, isConnected: true, name: "pad")), to: h)
        h.step(2)
        send(.gamepadAxis(.init(gamepad: pad, axis: .leftX, value: 0.75)), to: h)
        send(button(.a, true), to: h)
        h.step(10)
        #expect(nav.position.x > 0.4, "the stick scrubs towards the right panel: \(nav.position.x)")
        send(.gamepadDevice(.init(gamepad: pad, isConnected: false, name: "pad")), to: h)
        h.step(60)
        #expect(nav.currentPanel == .center && nav.isIdle, "settled back")
        #expect(nav.invariantViolations().isEmpty)
        let settled = nav.position
        h.step(60)
        #expect(nav.position == settled && nav.isIdle, "no stale scrub moves it later")
        #expect(!h.app.isQuitting)
        let next = GamepadID(2)
        send(.gamepadDevice(.init(gamepad: next, isConnected: true, name: "pad 2")), to: h)
        send(.gamepadButton(.init(gamepad: next, button: .rightShoulder, isDown: true)), to: h)
        send(.gamepadButton(.init(gamepad: next, button: .rightShoulder, isDown: false)), to: h)
        h.step(30)
        #expect(nav.currentPanel == .right, "a new pad drives it normally")
    }

    /// A D-pad held in the menu repeats focus moves; unplugging the pad mid-repeat stops them
    /// (without the filter the focus engine's repeat would run on forever).
    @Test func unpluggingAPadMidRepeatStopsTheFocusRepeat() {
        let h = kiosk(MenuScene.self)
        let engine = h.app.focusEngine as? FocusEngine
        let pad = GamepadID(1)
        send(.gamepadDevice(.init(gamepad: pad, isConnected: true, name: "pad")), to: h)
        send(button(.dpadDown, true), to: h)
        h.step(40)
        let moving = engine?.focusedView
        #expect(moving != nil, "the held D-pad moves focus")
        send(.gamepadDevice(.init(gamepad: pad, isConnected: false, name: "pad")), to: h)
        h.step(2)
        let stopped = engine?.focusedView
        h.step(120)
        #expect(engine?.focusedView === stopped, "no repeat after the pad went")
    }
}

import FlickAnimation
import FlickApp
import FlickGeometry
import FlickInput
import FlickLayers
import FlickTesting
import FlickUI
import Testing

@Suite struct FrameTimeHistoryTests {
    @Test func keepsTheLastFramesOldestFirst() {
        var history = FrameTimeHistory(capacity: 3)
        for i in 0..<6 { history.record(timestamp: Double(i) * 0.016, work: Double(i) * 0.001, refreshInterval: 0.016) }
        // Six frames give four gaps (the first frame's own production is startup); the ring
        // keeps the last three, oldest first.
        #expect(history.samples.map(\.work) == [0.003, 0.004, 0.005])
        #expect(history.samples.allSatisfy { abs($0.gap - 0.016) < 1e-12 })
        #expect(history.droppedCount == 0)
    }

    @Test(arguments: [(0.0239, false), (0.0241, true), (0.0333, true)])
    func aFrameIsDroppedPastOneAndAHalfIntervals(gap: Double, dropped: Bool) {
        var history = FrameTimeHistory()
        history.record(timestamp: 0.984, work: 0, refreshInterval: 0.016)
        history.record(timestamp: 1, work: 0, refreshInterval: 0.016)
        history.record(timestamp: 1 + gap, work: 0, refreshInterval: 0.016)
        #expect(history.droppedCount == (dropped ? 1 : 0))
        #expect(history.samples.last?.isDropped == dropped)
    }

    @Test func theFirstFramesProductionIsStartupNotAGap() {
        // Launch: the first frame takes 120 ms to appear (GL start-up, first uploads); the
        // second starts when its present returns. Nothing was on screen before, so nothing was
        // late; the next gap is a frame time again.
        var history = FrameTimeHistory()
        history.record(timestamp: 0, work: 0.12, refreshInterval: 1.0 / 60)
        history.record(timestamp: 0.12, work: 0.01, refreshInterval: 1.0 / 60)
        #expect(history.samples.isEmpty && history.droppedCount == 0)
        history.record(timestamp: 0.12 + 0.04, work: 0.01, refreshInterval: 1.0 / 60)
        #expect(history.samples.count == 1 && history.droppedCount == 1)
    }

    @Test func theGapAfterAnIdleWaitIsNeitherGraphedNorDropped() {
        var history = FrameTimeHistory()
        history.record(timestamp: -1.0 / 60, work: 0, refreshInterval: 1.0 / 60)
        history.record(timestamp: 0, work: 0, refreshInterval: 1.0 / 60)
        history.noteIdle()
        history.record(timestamp: 5, work: 0, refreshInterval: 1.0 / 60)
        history.record(timestamp: 5 + 0.05, work: 0, refreshInterval: 1.0 / 60)
        #expect(history.samples.count == 1)
        #expect(history.droppedCount == 1)
    }

    @Test func wrapsAroundManyTimes() {
        var history = FrameTimeHistory(capacity: 120)
        for i in 0..<1000 { history.record(timestamp: Double(i) / 60, work: Double(i), refreshInterval: 1.0 / 60) }
        #expect(history.samples.count == 120)
        #expect(history.samples.first?.work == 880 && history.samples.last?.work == 999)
    }
}

@Suite struct HUDToggleTests {
    func key(_ code: KeyCode, down: Bool, repeating: Bool = false) -> InputEvent {
        InputEvent(timestamp: 0, kind: .key(InputEvent.Key(code: code, isDown: down, isRepeat: repeating)))
    }

    func pad(_ id: Int32, _ button: GamepadButton, down: Bool) -> InputEvent {
        let press = GamepadButtonEvent(gamepad: GamepadID(id), button: button, isDown: down)
        return InputEvent(timestamp: 0, kind: .gamepadButton(press))
    }

    /// Which events of `events` toggle, in order.
    func toggles(_ events: [InputEvent]) -> [Bool] {
        var toggle = HUDToggle()
        return events.map { toggle.apply($0) }
    }

    @Test func f1DownTogglesRepeatsAndReleasesDoNot() {
        let result = toggles([
            key(.f1, down: true), key(.f1, down: true, repeating: true), key(.f1, down: false),
            key(.character("h"), down: true),
        ])
        #expect(result == [true, false, false, false])
        #expect(HUDToggle.isHUDKey(key(.f1, down: false)) && !HUDToggle.isHUDKey(key(.enter, down: true)))
    }

    @Test func startAndBackOnOnePadToggleOnTheSecondPress() {
        let result = toggles([
            pad(1, .start, down: true), pad(1, .back, down: true), pad(1, .a, down: true), pad(1, .back, down: false),
            pad(1, .back, down: true), pad(1, .back, down: true),
        ])
        // The last press is a duplicate down for a held button (no release in between): no toggle.
        #expect(result == [false, true, false, false, true, false])
    }

    @Test func startAndBackOnDifferentPadsDoNotToggle() {
        #expect(toggles([pad(1, .start, down: true), pad(2, .back, down: true)]) == [false, false])
    }

    @Test func disconnectAndFocusLossForgetHeldButtons() {
        let unplugged = GamepadDeviceEvent(gamepad: GamepadID(1), isConnected: false, name: "")
        let removed = InputEvent(timestamp: 0, kind: .gamepadDevice(unplugged))
        let result = toggles([
            pad(1, .start, down: true), removed, pad(1, .back, down: true),
            pad(2, .start, down: true), InputEvent(timestamp: 0, kind: .focusLost), pad(2, .back, down: true),
        ])
        #expect(result == [false, false, false, false, false, false])
    }
}

@MainActor
@Suite struct HUDOverlayTests {
    final class Empty: AppContent {
        var seen: [InputEvent] = []
        init(application: Application) {
            let box = Layer(name: "box")
            box.frame = Rect(x: 0, y: 0, width: 10, height: 10)
            box.backgroundColor = .white
            application.rootLayer.addSublayer(box)
        }
        func layout(in viewport: Size) {}
        func handle(_ event: InputEvent, in application: Application) { seen.append(event) }
        func advance(to frame: FrameTime, in application: Application) -> Bool { false }
    }

    @Test func f1ShowsTheOverlayAboveTheSceneWhichNeverSeesF1() throws {
        let clock = ManualFrameClock(start: 0, rate: 60)
        let events = ScriptedEventSource()
        let renderer = RecordingRenderer()
        let app = Application(clock: clock, events: events, renderer: renderer, viewport: Size(width: 360, height: 640))
        let driver = AppDriver.install(Empty(application: app), in: app)
        let scene = try #require(driver.content as? Empty)
        app.step()
        #expect(!driver.hud.isVisible)
        let hiddenCount = renderer.lastFrame?.items.count ?? 0
        events.enqueue(InputEvent(timestamp: 0, kind: .key(InputEvent.Key(code: .f1, isDown: true))))
        let finger = InputEvent.Touch(id: 4, phase: .began, location: Point(x: 50, y: 60))
        events.enqueue(InputEvent(timestamp: 0, kind: .touch(finger)))
        app.step()
        #expect(driver.hud.isVisible)
        #expect(scene.seen.count == 1, "the scene gets the touch, not F1")
        #expect(driver.hud.touches == [4: Point(x: 50, y: 60)])
        #expect(driver.hud.layerCount == 2, "root and the scene's box; the HUD's own layers are not counted")
        // The HUD updates before compose from frames already recorded, and the gap into the
        // second frame is startup, not graphed: two frames on it has a gap to graph.
        for _ in 0..<2 {
            app.setNeedsDisplay()
            app.step()
        }
        let list = try #require(renderer.lastFrame)
        #expect(list.items.count >= hiddenCount + 6, "panel, line, label, a bar, the touch dot and its border")
        // The HUD draws after (above) the scene's box even though the box was added first.
        let firstBox = list.items.firstIndex { if case .fill(let f) = $0 { f.rect.width == 10 } else { false } }
        let firstBar = list.items.firstIndex { if case .fill(let f) = $0 { f.rect.width == 1.5 } else { false } }
        #expect(try #require(firstBox) < (try #require(firstBar)))
    }

    /// A clock whose `now` moves 0.2 ms at every read, so each phase of a frame takes a known time.
    @MainActor
    final class SteppingClock: FrameClock {
        private var t = 0.0
        private var frameTime = 0.0
        func nextFrame() -> FrameTime {
            frameTime += 1.0 / 60
            t = max(t, frameTime)
            return FrameTime(timestamp: frameTime, targetTimestamp: frameTime + 1.0 / 60, refreshInterval: 1.0 / 60)
        }
        var now: Double {
            t += 0.0002
            return t
        }
    }

    @Test func theSecondLineSplitsTheLastFrameIntoWorkRenderAndPresent() throws {
        let app = Application(
            clock: SteppingClock(), events: ScriptedEventSource(), renderer: RecordingRenderer(),
            viewport: Size(width: 360, height: 640))
        let driver = AppDriver.install(Empty(application: app), in: app)
        #expect(driver.hud.phaseSummary == "work – · render – · present – ms")
        let report = try #require(app.step())
        #expect(abs(report.renderTime - 0.0002) < 1e-9 && abs(report.presentTime - 0.0002) < 1e-9)
        let work = (report.frameWork * 10_000).rounded() / 10
        #expect(work >= 0.6, "at least input, gestures, animate, layout and compose: \(report.frameWork)")
        #expect(driver.hud.phaseSummary == "work \(work) · render 0.2 · present 0.2 ms")
    }
}

import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickTesting
import FlickUI
import Testing

/// A driver that moves a box to the last touch and animates a fade for a set time.
@MainActor
final class BoxDriver: FrameDriver {
    let box = Layer(name: "box")
    var fadeUntil: Double?
    var handled: [InputEvent] = []

    init(in app: Application) {
        box.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        box.backgroundColor = .red
        app.rootLayer.addSublayer(box)
    }

    func handle(_ event: InputEvent, in application: Application) {
        handled.append(event)
        if case .touch(let t) = event.kind { box.position = t.location }
    }

    func advance(to frame: FrameTime, in application: Application) -> Bool {
        guard let end = fadeUntil else { return false }
        box.opacity = max(0, min(1, end - frame.targetTimestamp))
        if frame.targetTimestamp >= end { fadeUntil = nil }
        return fadeUntil != nil
    }
}

@MainActor
@Suite struct ApplicationTests {
    let clock = ManualFrameClock(start: 10, rate: 60)
    let events = ScriptedEventSource()
    let renderer = RecordingRenderer()

    func makeApp() -> (Application, BoxDriver) {
        let app = Application(clock: clock, events: events, renderer: renderer, viewport: Size(width: 100, height: 200))
        let driver = BoxDriver(in: app)
        app.driver = driver
        return (app, driver)
    }

    func boxOrigin(_ list: DisplayList?) -> Point? {
        guard let list else { return nil }
        for case .fill(let f) in list.items { return f.transform.project(f.rect.origin) }
        return nil
    }

    @Test func firstFrameRendersThenIdleFramesDoNot() {
        let (app, _) = makeApp()
        #expect(app.step() != nil)
        #expect(renderer.frames.count == 1 && renderer.presentCount == 1)
        for _ in 0..<5 { #expect(app.step() == nil) }
        #expect(renderer.frames.count == 1)
        #expect(app.isIdle)
    }

    @Test func aTouchDequeuedForFrameNShowsInFrameN() {
        let (app, _) = makeApp()
        app.step()
        events.enqueue(
            InputEvent(timestamp: 10.01, kind: .touch(.init(id: 1, phase: .began, location: Point(x: 50, y: 60)))))
        let report = app.step()
        // The box's centre follows the finger in the very frame that dequeued the touch.
        #expect(boxOrigin(report?.displayList) == Point(x: 45, y: 55))
    }

    @Test func animationsKeepFramesComingUntilTheyStop() {
        let (app, driver) = makeApp()
        app.step()
        driver.fadeUntil = clock.now + 0.1
        app.setNeedsDisplay()
        var rendered = 0
        for _ in 0..<20 where app.step() != nil { rendered += 1 }
        // The fade runs from now (t = 10) to 10.1. Frames come at 10 + k/60 and are sampled at their
        // targets 10 + (k+1)/60, so frames k = 1…5 draw it; the fifth lands exactly on the end
        // value and nothing is drawn after it.
        #expect(rendered == 5)
        #expect(driver.box.opacity == 0)
        #expect(app.isIdle)
    }

    @Test func animationsAreSampledAtTheTargetTimestamp() {
        let (app, driver) = makeApp()
        driver.fadeUntil = 11
        let report = app.step()
        // targetTimestamp = 10 + 1/60: opacity = 1 − 1/60 = 0.9833…
        #expect(report?.frame.targetTimestamp == 10 + 1.0 / 60)
        #expect(abs(driver.box.opacity - (1 - 1.0 / 60)) < 1e-12)
    }

    @Test func resizeAndQuitAreHandled() {
        let (app, driver) = makeApp()
        events.enqueue([
            InputEvent(timestamp: 10, kind: .resized(Size(width: 300, height: 400))),
            InputEvent(timestamp: 10, kind: .quit),
        ])
        let report = app.step()
        #expect(app.viewport == Size(width: 300, height: 400))
        #expect(app.rootLayer.frame == Rect(x: 0, y: 0, width: 300, height: 400))
        #expect(report?.displayList.viewport == Size(width: 300, height: 400))
        #expect(app.isQuitting)
        #expect(driver.handled.count == 2)
    }

    @Test func runBlocksForEventsWhileIdle() {
        let (app, _) = makeApp()
        var frames = 0
        app.run(shouldStop: {
            frames += 1; return frames > 4
        })
        // One frame renders; the idle ones after it each wait once for input.
        #expect(renderer.frames.count == 1)
        #expect(events.waits.count == 3)
    }
}

@MainActor
@Suite struct ApplicationAnimationTests {
    @Test func layerAnimationsKeepFramesComingAndEndAtTheModel() {
        let clock = ManualFrameClock(start: 0, rate: 60)
        let renderer = RecordingRenderer()
        let ticker = AnimationTicker()
        let app = Application(
            clock: clock, events: ScriptedEventSource(), renderer: renderer, viewport: Size(width: 100, height: 100),
            ticker: ticker)
        let box = Layer(name: "box")
        box.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        box.backgroundColor = .red
        app.rootLayer.addSublayer(box)
        app.step()
        AnimationTransaction.animate(duration: 0.25, curve: .linear, ticker: ticker) {
            box.position = Point(x: 55, y: 5)
        }
        app.setNeedsDisplay()
        var xs: [Double] = []
        for _ in 0..<40 {
            guard let report = app.step() else { continue }
            for case .fill(let f) in report.displayList.items { xs.append(f.transform.project(f.rect.origin)!.x) }
        }
        // The box moves monotonically, frames stop once it arrives, and the last frame is at the model.
        #expect(xs.count >= 14 && xs.count <= 17)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(xs.last == 50)
        #expect(app.isIdle)
    }

    /// Monkey, home seed 7: a toast's fade on a panel the container then hid kept the loop
    /// composing for ever, because only the compositor ended animations and it skips hidden layers.
    @Test func aFinishedAnimationUnderAHiddenLayerLetsTheLoopIdle() {
        let clock = ManualFrameClock(start: 0, rate: 60)
        let ticker = AnimationTicker()
        let app = Application(
            clock: clock, events: ScriptedEventSource(), renderer: RecordingRenderer(),
            viewport: Size(width: 100, height: 100), ticker: ticker)
        let panel = Layer(name: "panel")
        let toast = Layer(name: "toast")
        toast.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        toast.backgroundColor = .red
        panel.addSublayer(toast)
        app.rootLayer.addSublayer(panel)
        app.step()
        toast.add(.basic(.opacity, from: 1, to: 0, duration: 0.5), forKey: "toast", ticker: ticker)
        app.step()
        panel.isHidden = true
        var composed = 0
        for _ in 0..<120 where app.step() != nil { composed += 1 }
        // Added at t = 1/60 and bound at the next tick, the fade ends half a second later; the
        // frame after the one that ended it composes nothing.
        #expect(composed >= 29 && composed <= 31, "\(composed) frames composed")
        #expect(!toast.hasAnimations)
        #expect(app.isIdle)
    }
}

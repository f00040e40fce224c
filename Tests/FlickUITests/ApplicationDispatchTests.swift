import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickTesting
import FlickUI
import Testing

/// A controller with a draggable card moved by a pan's translation.
@MainActor
final class DragController: ViewController {
    let card = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    let pan = PanGestureRecognizer()
    var presses: [Press.Meaning] = []
    var wheels: [Point] = []
    private var start = Point.zero

    override func viewDidLoad() {
        card.name = "card"
        card.backgroundColor = .red
        view.addSubview(card)
        view.addGestureRecognizer(pan)
        pan.addTarget(self, action: DragController.panned)
    }

    func panned(_ g: GestureRecognizer) {
        if g.state == .began { start = card.center }
        let t = pan.translation(in: view)
        card.center = Point(x: start.x + t.x, y: start.y + t.y)
    }

    override func pressesBegan(_ presses: [Press]) { self.presses += presses.map(\.meaning) }
    override func scrollWheel(_ wheel: InputEvent.Wheel, timestamp: Double) { wheels.append(wheel.delta) }
}

/// A focus engine stand-in that takes the arrow keys.
@MainActor
final class ArrowEater: FocusEngineHosting {
    var seen = 0
    var moving = false
    func handle(_ event: InputEvent, in application: Application) -> Bool {
        seen += 1
        if case .key(let k) = event.kind, k.code == .left || k.code == .right { return true }
        return false
    }
    func advance(to frame: FrameTime, in application: Application) -> Bool { moving }
}

@MainActor
@Suite struct ApplicationDispatchTests {
    let clock = ManualFrameClock(start: 0, rate: 60)
    let events = ScriptedEventSource()
    let renderer = RecordingRenderer()
    let app: Application
    let controller = DragController()

    init() {
        app = Application(clock: clock, events: events, renderer: renderer, viewport: Size(width: 200, height: 200))
        app.rootViewController = controller
    }

    func cardOrigin(_ list: DisplayList?) -> Point? {
        guard let list else { return nil }
        for case .fill(let f) in list.items where f.color == .red { return f.transform.project(f.rect.origin) }
        return nil
    }

    func touch(_ phase: InputEvent.Phase, _ x: Double, _ y: Double, at t: Double) -> InputEvent {
        InputEvent(timestamp: t, kind: .touch(.init(id: 1, phase: phase, location: Point(x: x, y: y))))
    }

    @Test func aTouchDequeuedInFrameNMovesTheContentInFrameN() {
        #expect(cardOrigin(app.step()?.displayList) == Point(x: 0, y: 0))
        #expect(app.step() == nil)
        events.enqueue(touch(.began, 20, 20, at: 0.03))
        #expect(cardOrigin(app.step()?.displayList) == Point(x: 0, y: 0))
        // 25 pt right and 5 down: past the 10 pt slop, the pan begins with translation (25, 5)
        // and the card, moved by it, is drawn at (25, 5) in this very frame.
        events.enqueue(touch(.moved, 45, 25, at: 0.05))
        #expect(cardOrigin(app.step()?.displayList) == Point(x: 25, y: 5))
        events.enqueue(touch(.moved, 60, 40, at: 0.07))
        #expect(cardOrigin(app.step()?.displayList) == Point(x: 40, y: 20))
        events.enqueue(touch(.ended, 60, 40, at: 0.08))
        #expect(app.step() != nil)
        // Idle: nothing changes, nothing is composed.
        let rendered = renderer.frames.count
        for _ in 0..<5 { #expect(app.step() == nil) }
        #expect(renderer.frames.count == rendered && app.isIdle)
        #expect(app.window.checkInvariants().isEmpty)
    }

    @Test func aLongPressFiresFromFrameTimesAndDrawsInThatFrame() throws {
        let press = LongPressGestureRecognizer()
        controller.view.addGestureRecognizer(press)
        press.addAction { [controller] _ in controller.card.backgroundColor = .blue }
        app.step()
        events.enqueue(touch(.began, 100, 100, at: clock.now))
        app.step()
        // The run loop waits no longer than the press's deadline.
        #expect(app.gestureDispatcher.nextDeadline == clock.now - 1.0 / 60 + 0.5)
        var blueFrameTime: Double?
        for _ in 0..<40 {
            guard let report = app.step() else { continue }
            if report.displayList.items.contains(where: { if case .fill(let f) = $0 { f.color == .blue } else { false } }) {
                blueFrameTime = report.frame.timestamp
                break
            }
        }
        // Down at t = 0, so the press begins in the first frame whose time is ≥ 0.5 (frames tick
        // every 1/60 s): that frame draws the blue card, and the frame before it was still short.
        let t = try #require(blueFrameTime)
        #expect(t >= 0.5 && t - 1.0 / 60 < 0.5)
    }

    @Test func viewChangesOutsideEventsAskForAFrame() {
        app.step()
        #expect(app.step() == nil)
        controller.card.alpha = 0.5
        #expect(app.step() != nil)
        #expect(app.step() == nil)
        controller.view.setNeedsLayout()
        #expect(!app.isIdle)
        #expect(app.step() != nil)
    }

    @Test func pressesGoToTheFocusEngineThenTheResponderChain() {
        let engine = ArrowEater()
        app.focusEngine = engine
        var commands: [Press.Meaning] = []
        app.keyCommandHandler = { press, isDown in
            if isDown { commands.append(press.meaning) }
            return press.meaning == .back
        }
        events.enqueue([
            InputEvent(timestamp: 0, kind: .key(.init(code: .left, isDown: true))),
            InputEvent(timestamp: 0, kind: .key(.init(code: .escape, isDown: true))),
            InputEvent(timestamp: 0, kind: .key(.init(code: .enter, isDown: true))),
            InputEvent(timestamp: 0, kind: .gamepadButton(.init(gamepad: GamepadID(1), button: .dpadUp, isDown: true))),
            InputEvent(timestamp: 0, kind: .wheel(.init(delta: Point(x: 0, y: 53), location: Point(x: 100, y: 100)))),
        ])
        app.step()
        #expect(engine.seen == 5)
        #expect(commands == [.back, .select, .up])
        #expect(controller.presses == [.select, .up])
        #expect(controller.wheels == [Point(x: 0, y: 53)])
    }

    @Test func aMovingFocusEngineKeepsFramesComing() {
        let engine = ArrowEater()
        app.focusEngine = engine
        app.step()
        engine.moving = true
        #expect(app.step() != nil)
        engine.moving = false
        #expect(app.step() != nil)  // the frame that shows where it stopped
        #expect(app.step() == nil)
    }

    @Test func focusLossMidDragCancelsThePan() {
        var states: [GestureState] = []
        controller.pan.addAction { states.append($0.state) }
        events.enqueue([touch(.began, 20, 20, at: 0), touch(.moved, 50, 20, at: 0.01)])
        app.step()
        events.enqueue([touch(.cancelled, 50, 20, at: 0.02), InputEvent(timestamp: 0.02, kind: .focusLost)])
        app.step()
        #expect(states == [.began, .cancelled])
        #expect(!app.gestureDispatcher.isBusy)
    }
}

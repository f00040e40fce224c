import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickNavigation
import FlickTesting
import FlickUI

/// A panel controller: one coloured rectangle that logs containment and appearance.
typealias PanelController = LogController

/// Logs the observer protocol.
@MainActor
final class ObserverLog: SwipeNavigationObserver {
    var entries: [String] = []
    var positions: [Point] = []
    func swipeNavigation(_ controller: SwipeNavigationController, willNavigateTo panel: Panel) {
        entries.append("will \(panel)")
    }
    func swipeNavigation(_ controller: SwipeNavigationController, didUpdate position: Point) {
        positions.append(position)
    }
    func swipeNavigation(_ controller: SwipeNavigationController, didCancelNavigationTo panel: Panel) {
        entries.append("cancel \(panel)")
    }
    func swipeNavigation(_ controller: SwipeNavigationController, didNavigateTo panel: Panel) {
        entries.append("did \(panel)")
    }
}

/// A container with five coloured panels over a grey background, as the root of a real
/// application on a manual clock, scripted events and a recording renderer.
@MainActor
final class NavStage {
    static let colors: [Panel: Color] = [
        .left: .red, .right: .blue, .top: .green, .bottom: Color(red: 1, green: 1, blue: 0), .center: .clear,
    ]
    let log = EventLog()
    let observer = ObserverLog()
    let clock: ManualFrameClock
    let events = ScriptedEventSource()
    let renderer = RecordingRenderer()
    let ticker = AnimationTicker()
    let app: Application
    let nav: SwipeNavigationController
    var panels: [Panel: PanelController] = [:]
    let background: PanelController
    var rumbles: [CommitRumble] = []

    init(
        width: Double = 400, height: Double = 800, rate: Double = 60, present: Set<Panel> = Set(Panel.allCases),
        configuration: NavigationConfiguration = NavigationConfiguration(), chrome: Bool = true
    ) {
        clock = ManualFrameClock(start: 0, rate: rate)
        app = Application(
            clock: clock, events: events, renderer: renderer, viewport: Size(width: width, height: height),
            ticker: ticker)
        background = PanelController("camera", Color(white: 0.3), log: log)
        for p in present { panels[p] = PanelController(p.rawValue, Self.colors[p] ?? .white, log: log) }
        nav = SwipeNavigationController(
            background: background, panels: panels, configuration: configuration,
            chrome: chrome ? NavigationChrome() : nil, ticker: ticker)
        nav.addObserver(observer)
        nav.rumble = { [unowned self] r in self.rumbles.append(r) }
        app.rootViewController = nav
        nav.installInput(in: app)
        step()
        log.entries.removeAll()
        observer.entries.removeAll()
    }

    var size: Size { app.viewport }
    var nextTime: Double { clock.now + clock.refreshInterval }

    /// Runs `n` frames.
    func step(_ n: Int = 1) {
        for _ in 0..<n { app.step() }
    }

    /// Steps until the container is idle (at most `limit` frames); returns the frames taken.
    @discardableResult
    func settle(limit: Int = 600) -> Int {
        var n = 0
        repeat {
            step()
            n += 1
        } while (!nav.isIdle || !events.pending.isEmpty) && n < limit
        return n
    }

    func send(_ kind: InputEvent.Kind) { events.enqueue(InputEvent(timestamp: nextTime, kind: kind)) }

    func touch(_ phase: InputEvent.Phase, _ x: Double, _ y: Double, id: Int64 = 1) {
        send(.touch(.init(id: id, phase: phase, location: Point(x: x, y: y))))
    }

    /// Touch down at (x, y) and run the frame.
    func down(_ x: Double, _ y: Double, id: Int64 = 1) {
        touch(.began, x, y, id: id)
        step()
    }

    func move(_ x: Double, _ y: Double, id: Int64 = 1) {
        touch(.moved, x, y, id: id)
        step()
    }

    func up(_ x: Double, _ y: Double, id: Int64 = 1) {
        touch(.ended, x, y, id: id)
        step()
    }

    /// A finger from `a` to `b` in `frames` equal moves (one per frame), optionally lifting.
    func drag(from a: Point, to b: Point, frames: Int, lift: Bool = true, down pressFirst: Bool = true, id: Int64 = 1) {
        if pressFirst { down(a.x, a.y, id: id) }
        for i in 1...max(frames, 1) {
            let t = Double(i) / Double(max(frames, 1))
            move(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, id: id)
        }
        if lift { up(b.x, b.y, id: id) }
    }

    /// Holds still for `frames` frames (so the velocity decays to zero: 40 ms rule), then lifts.
    func holdAndLift(at p: Point, frames: Int = 4, id: Int64 = 1) {
        for _ in 0..<frames { move(p.x, p.y, id: id) }
        step(3)
        up(p.x, p.y, id: id)
    }

    func mouse(_ action: InputEvent.Pointer.Action, _ x: Double, _ y: Double) {
        let held: Set<InputEvent.MouseButton> = action == .up ? [] : [.left]
        send(
            .pointer(
                .init(
                    action: action, button: action == .moved ? nil : .left, location: Point(x: x, y: y),
                    pressedButtons: held)))
        step()
    }

    func key(_ code: KeyCode, down isDown: Bool = true) {
        send(.key(.init(code: code, isDown: isDown)))
        step()
    }

    func press(_ code: KeyCode) {
        key(code, down: true)
        key(code, down: false)
    }

    func pad(_ button: GamepadButton) {
        send(.gamepadButton(.init(gamepad: GamepadID(1), button: button, isDown: true)))
        step()
        send(.gamepadButton(.init(gamepad: GamepadID(1), button: button, isDown: false)))
        step()
    }

    func stick(_ axis: GamepadAxis, _ value: Double) {
        send(.gamepadAxis(.init(gamepad: GamepadID(1), axis: axis, value: value)))
        step()
    }

    /// The frame of `panel`'s view.
    func frame(_ panel: Panel) -> Rect { panels[panel]?.view.frame ?? .zero }

    /// The invariants the container promises (see `invariantViolations`).
    var problems: [String] { nav.invariantViolations() }

    /// The centre of a nav bar button in window coordinates.
    func buttonCenter(_ panel: Panel) -> Point {
        guard let chrome = nav.chrome, let b = chrome.buttons[panel] else { return .zero }
        return b.convert(Point(x: b.bounds.width / 2, y: b.bounds.height / 2), to: nil) ?? .zero
    }
}

func near(_ a: Double, _ b: Double, _ eps: Double = 1e-6) -> Bool { abs(a - b) <= eps }

import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickNavigation
import FlickTesting
import FlickUI

/// A container replayed on virtual time the way a device delivers input: events are scripted at
/// the times the finger made them and handed out stamped at the frame's read (`stampsAtRead`), so
/// a frame that runs late delivers what queued meanwhile as one batch. Each frame's shown position
/// is read from the composed display list.
@MainActor
final class NavReplay {
    let clock: ManualFrameClock
    let events: ScriptedEventSource
    let renderer = RecordingRenderer()
    let ticker = AnimationTicker()
    let app: Application
    let nav: SwipeNavigationController
    private let log = EventLog()
    /// One row per composed frame: the frame's target time and the right panel's shown left edge.
    private(set) var shown: [(target: Double, x: Double)] = []

    init(width: Double = 400, height: Double = 800, rate: Double = 60) {
        let clock = ManualFrameClock(start: 0, rate: rate)
        self.clock = clock
        events = ScriptedEventSource(now: { clock.now })
        events.stampsAtRead = true
        app = Application(
            clock: clock, events: events, renderer: renderer, viewport: Size(width: width, height: height),
            ticker: ticker)
        var panels: [Panel: ViewController] = [:]
        for p in Panel.allCases { panels[p] = LogController(p.rawValue, NavStage.colors[p] ?? .white, log: log) }
        nav = SwipeNavigationController(
            background: LogController("camera", Color(white: 0.3), log: log), panels: panels,
            configuration: NavigationConfiguration(), chrome: nil, ticker: ticker)
        app.rootViewController = nav
        nav.installInput(in: app)
        app.step()
    }

    /// Scripts a finger: down at `start`, then one move every `interval` s at `velocity` pt/s
    /// for `duration` s, then a lift one `interval` later where the finger got to by then.
    func fling(from start: Point, at t0: Double, velocity: Point, duration: Double, interval: Double) {
        var script = [InputEvent(timestamp: t0, kind: .touch(.init(id: 1, phase: .began, location: start)))]
        var t = interval
        var p = start
        while t <= duration + 1e-9 {
            p = start + velocity * t
            script.append(InputEvent(timestamp: t0 + t, kind: .touch(.init(id: 1, phase: .moved, location: p))))
            t += interval
        }
        p = start + velocity * t
        script.append(InputEvent(timestamp: t0 + t, kind: .touch(.init(id: 1, phase: .ended, location: p))))
        events.enqueue(script)
    }

    /// Runs one frame that starts `duration` s after the previous one (a slow frame when longer
    /// than the refresh interval) and records what it showed.
    func frame(lasting duration: Double? = nil) {
        if let duration, duration > clock.refreshInterval { clock.advance(by: duration - clock.refreshInterval) }
        if let report = app.step() { shown.append((report.frame.targetTimestamp, rightPanelX(report.displayList))) }
    }

    /// Runs frames until the container rests and nothing is queued.
    func settle(limit: Int = 600) {
        var n = 0
        repeat {
            frame()
            n += 1
        } while (!nav.isIdle || !events.pending.isEmpty) && n < limit
    }

    /// The left edge of the right panel's fill in `list` (its colour is unique), window points.
    func rightPanelX(_ list: DisplayList) -> Double {
        for item in list.items {
            guard case .fill(let f) = item, f.color == NavStage.colors[.right] else { continue }
            if let p = f.transform.project(f.rect.origin) { return p.x }
        }
        return app.viewport.width
    }

    /// Shown speed over each frame (pt/s, leftwards positive), from frame to frame.
    var speeds: [Double] {
        zip(shown, shown.dropFirst()).map { a, b in (a.x - b.x) / (b.target - a.target) }
    }
}

import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickTesting
import FlickTransitions
import FlickUI

/// A transition container (A red, B blue, C green; B selected; free pan) replayed on virtual time
/// the way a device delivers input: events are scripted at the times the finger made them and
/// handed out stamped at the frame's read, and each frame's shown position of C is read from the
/// composed display list.
@MainActor
final class TransitionReplay {
    let clock: ManualFrameClock
    let events: ScriptedEventSource
    let renderer = RecordingRenderer()
    let ticker = AnimationTicker()
    let app: Application
    let container = TransitionContainerController()
    /// One row per composed frame: the frame's target time and C's shown left edge.
    private(set) var shown: [(target: Double, x: Double)] = []

    init(_ driver: PercentDrivenInteractiveTransition.Driver, width: Double = 400, rate: Double = 60) {
        let clock = ManualFrameClock(start: 0, rate: rate)
        self.clock = clock
        events = ScriptedEventSource(now: { clock.now })
        events.stampsAtRead = true
        app = Application(
            clock: clock, events: events, renderer: renderer, viewport: Size(width: width, height: 300),
            ticker: ticker)
        let log = EventLog()
        container.ticker = ticker
        container.driverKind = driver
        let children = [("A", Color.red), ("B", .blue), ("C", .green)].map { LogController($0, $1, log: log) }
        container.setViewControllers(children, selectedIndex: 1)
        container.setInteractor(TransitionInteractor(mode: .freePan))
        app.rootViewController = container
        app.step()
    }

    /// Scripts a finger at y 150: down at `x0` at `t0`, one move every `interval` s at `velocity`
    /// pt/s (negative: leftwards) for `duration` s, then a lift one `interval` later.
    /// Returns the lift's time.
    @discardableResult
    func fling(from x0: Double, at t0: Double, velocity: Double, duration: Double, interval: Double) -> Double {
        func event(_ t: Double, _ phase: InputEvent.Phase) -> InputEvent {
            let location = Point(x: x0 + velocity * t, y: 150)
            return InputEvent(timestamp: t0 + t, kind: .touch(.init(id: 1, phase: phase, location: location)))
        }
        var script = [event(0, .began)]
        var t = interval
        while t <= duration + 1e-9 {
            script.append(event(t, .moved))
            t += interval
        }
        script.append(event(t, .ended))
        events.enqueue(script)
        return t0 + t
    }

    /// Runs frames until the container rests and nothing is queued.
    func settle(limit: Int = 600) {
        var n = 0
        repeat {
            if let report = app.step() {
                let x = origin(of: .green, in: report.displayList)?.x ?? app.viewport.width
                shown.append((report.frame.targetTimestamp, x))
            }
            n += 1
        } while (container.isTransitioning || !app.isIdle || !events.pending.isEmpty) && n < limit
    }

    /// Shown speed over each frame (pt/s, leftwards positive), from frame to frame.
    var speeds: [Double] {
        zip(shown, shown.dropFirst()).map { a, b in (a.x - b.x) / (b.target - a.target) }
    }
}

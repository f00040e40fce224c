public import FlickAnimation
public import FlickGeometry
public import FlickInput
public import FlickLayers
public import FlickUI

/// An application replayed on virtual time the way a device delivers input, for tests of what a
/// release shows (docs/ANIMATION.md, "One time base"; docs/INPUT.md, "Timestamps"): events are
/// scripted at the times the finger made them and handed out stamped at the frame's read
/// (`ScriptedEventSource.stampsAtRead`), so a frame that runs late delivers what queued meanwhile
/// as one batch. Every frame is composed, and `probe` reads one coordinate of the moving content
/// from its display list.
///
/// Build the content into `app` (a root controller, a scene), set `probe`, script a finger with
/// `fling`, then run frames (`frame(lasting:)`, `settle`) and read `shown`, `speeds` and
/// `releaseSpeeds(lift:)`.
@MainActor
public final class ReleaseReplay {
    /// One composed frame: when it read its input, when it reaches the glass, what `probe` read.
    public struct Sample: Sendable {
        /// The frame's timestamp (its input is read then).
        public var read: Double
        /// The frame's target time (when it is shown).
        public var target: Double
        /// The probed coordinate, window points.
        public var value: Double
    }

    /// The drag's last shown speed and the shown speeds of the release frame and the two after it.
    public struct ReleaseSpeeds: Sendable {
        /// The mean shown speed of the last two drag frames before the release frame, points per
        /// second (signed as `speeds`).
        public var drag: Double
        /// The shown speeds into the release frame and into the two frames after it.
        public var released: [Double]

        /// The largest relative departure of `released` from `drag` (0.1 = 10 %).
        public var worstDeparture: Double {
            released.map { drag != 0 ? abs($0 / drag - 1) : .infinity }.max() ?? .infinity
        }
    }

    /// The virtual clock (`advance(by:)` scripts a slow frame).
    public let clock: ManualFrameClock
    /// The scripted input.
    public let events: ScriptedEventSource
    /// The renderer that keeps every composed display list.
    public let renderer = RecordingRenderer()
    /// The application under test.
    public let app: Application
    /// Reads the measured coordinate from a composed frame (nil: not drawn; the row is skipped).
    public var probe: (DisplayList) -> Double? = { _ in nil }
    /// One row per composed frame the probe could read, oldest first.
    public private(set) var shown: [Sample] = []

    /// An application of `viewport` points on a manual clock at `rate` Hz, with read-stamped input.
    public init(viewport: Size, rate: Double = 60, ticker: AnimationTicker = AnimationTicker()) {
        let clock = ManualFrameClock(start: 0, rate: rate)
        self.clock = clock
        events = ScriptedEventSource(now: { clock.now })
        events.stampsAtRead = true
        app = Application(clock: clock, events: events, renderer: renderer, viewport: viewport, ticker: ticker)
    }

    /// A finger's events: down at `start` at `t0`, one move every `interval` s at `velocity` pt/s
    /// while at most `duration` s have passed, then the lift one `interval` later where the finger
    /// got to by then.
    public static func finger(
        id: Int64 = 1, from start: Point, at t0: Double, velocity: Point, duration: Double, interval: Double
    ) -> [InputEvent] {
        func event(_ t: Double, _ phase: InputEvent.Phase) -> InputEvent {
            InputEvent(timestamp: t0 + t, kind: .touch(.init(id: id, phase: phase, location: start + velocity * t)))
        }
        var script = [event(0, .began)]
        var t = interval
        while t <= duration + 1e-9 {
            script.append(event(t, .moved))
            t += interval
        }
        script.append(event(t, .ended))
        return script
    }

    /// Scripts `finger(...)`; returns the lift's time.
    @discardableResult
    public func fling(
        from start: Point, at t0: Double, velocity: Point, duration: Double, interval: Double
    ) -> Double {
        let script = Self.finger(from: start, at: t0, velocity: velocity, duration: duration, interval: interval)
        events.enqueue(script)
        return script.last?.timestamp ?? t0
    }

    /// Runs one frame that starts `duration` s after the previous one (a slow frame when longer
    /// than the refresh interval), composes it and records what `probe` reads.
    public func frame(lasting duration: Double? = nil) {
        if let duration, duration > clock.refreshInterval { clock.advance(by: duration - clock.refreshInterval) }
        app.setNeedsDisplay()
        guard let report = app.step(), let value = probe(report.displayList) else { return }
        shown.append(Sample(read: report.frame.timestamp, target: report.frame.targetTimestamp, value: value))
    }

    /// Runs frames until nothing is queued and `isDone` holds (at most `limit` frames).
    public func settle(limit: Int = 600, until isDone: () -> Bool = { true }) {
        var n = 0
        repeat {
            frame()
            n += 1
        } while (!events.pending.isEmpty || !isDone()) && n < limit
    }

    /// The shown speed over each frame, from one row of `shown` to the next, points per second.
    public var speeds: [Double] {
        zip(shown, shown.dropFirst()).map { a, b in (b.value - a.value) / (b.target - a.target) }
    }

    /// The release frame (the first that reads at or after `lift`) measured against the drag:
    /// nil when there are not two drag frames before it and two frames after it.
    public func releaseSpeeds(lift: Double) -> ReleaseSpeeds? {
        guard let release = shown.firstIndex(where: { $0.read >= lift - 1e-9 }), release >= 3 else { return nil }
        let speeds = speeds
        guard release + 1 < speeds.count else { return nil }
        return ReleaseSpeeds(
            drag: (speeds[release - 3] + speeds[release - 2]) / 2, released: Array(speeds[release - 1...release + 1]))
    }
}

extension DisplayList {
    /// The window position of the origin of the topmost (last drawn) fill of `color` (nil: none
    /// drawn).
    public func origin(ofFill color: Color) -> Point? {
        for case .fill(let f) in items.reversed() where f.color == color {
            if let p = f.transform.project(f.rect.origin) { return p }
        }
        return nil
    }

    /// The window position of the origin of the topmost (last drawn) image of `image` (nil: none
    /// drawn).
    public func origin(ofImage image: ImageRef) -> Point? {
        for case .image(let i) in items.reversed() where i.image == image {
            if let p = i.transform.project(i.bounds.origin) { return p }
        }
        return nil
    }
}

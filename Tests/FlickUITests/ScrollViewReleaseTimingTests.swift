import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickTesting
import FlickUI
import Testing

/// The scroll view's release on the frames' time base (docs/ANIMATION.md, "One time base"): a
/// replay with input stamped at each frame's read, measured on the composed display list.
@MainActor
@Suite struct ScrollViewReleaseTimingTests {
    @Test("the release frame and the two after it move at the drag's shown speed", arguments: [120.0, 60.0])
    func releaseSpeed(inputRate: Double) {
        let clock = ManualFrameClock(start: 0, rate: 60)
        let events = ScriptedEventSource(now: { clock.now })
        events.stampsAtRead = true
        let ticker = AnimationTicker()
        let app = Application(
            clock: clock, events: events, renderer: RecordingRenderer(), viewport: Size(width: 400, height: 800),
            ticker: ticker)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800), ticker: ticker)
        scroll.contentSize = Size(width: 400, height: 8000)
        let marker = View(frame: Rect(x: 0, y: 3000, width: 10, height: 10))
        marker.backgroundColor = .red
        scroll.addSubview(marker)
        app.window.addSubview(scroll)
        scroll.contentOffset = Point(x: 0, y: 2000)
        app.step()
        // A finger moving up at 1500 pt/s for 0.2 s, lifting where it got to one report later.
        let t0 = 0.1003
        let interval = 1 / inputRate
        let down = InputEvent.Touch(id: 1, phase: .began, location: Point(x: 200, y: 700))
        var script = [InputEvent(timestamp: t0, kind: .touch(down))]
        let moves = Int((0.2 * inputRate).rounded())
        for k in 1...moves + 1 {
            let p = Point(x: 200, y: 700 - 1500 * Double(k) * interval)
            let touch = InputEvent.Touch(id: 1, phase: k > moves ? .ended : .moved, location: p)
            script.append(InputEvent(timestamp: t0 + Double(k) * interval, kind: .touch(touch)))
        }
        events.enqueue(script)
        let lift = script.last?.timestamp ?? 0
        var shown: [(read: Double, y: Double)] = []
        for _ in 0..<60 {
            guard let report = app.step() else { continue }
            for case .fill(let f) in report.displayList.items where f.color == .red {
                if let p = f.transform.project(f.rect.origin) { shown.append((clock.now, p.y)) }
            }
        }
        guard let release = shown.firstIndex(where: { $0.read >= lift - 1e-9 }), release >= 3 else {
            Issue.record("no release frame")
            return
        }
        let speeds = zip(shown, shown.dropFirst()).map { a, b in (a.y - b.y) / (b.read - a.read) }
        let drag = speeds[release - 2]
        #expect(abs(drag - 1500) < 1500 * 0.05, "drag shown at \(drag) pt/s")
        for k in release - 1...release + 1 {
            let frame = k - release + 1
            #expect(abs(speeds[k] / drag - 1) <= 0.10, "frame \(frame) after the drag: \(speeds[k]) pt/s; \(speeds)")
        }
        #expect(scroll.isDecelerating)
    }
}

import FlickAnimation
import FlickGeometry
import FlickTesting
import FlickUI
import Testing

/// The scroll view's release on the frames' time base (docs/ANIMATION.md, "One time base"): a
/// replay with input stamped at each frame's read, measured on the composed display list.
@MainActor
@Suite struct ScrollViewReleaseTimingTests {
    @Test("the release frame and the two after it move at the drag's shown speed", arguments: [120.0, 60.0])
    func releaseSpeed(inputRate: Double) throws {
        let replay = ReleaseReplay(viewport: Size(width: 400, height: 800))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800), ticker: replay.app.ticker)
        scroll.contentSize = Size(width: 400, height: 8000)
        let marker = View(frame: Rect(x: 0, y: 3000, width: 10, height: 10))
        marker.backgroundColor = .red
        scroll.addSubview(marker)
        replay.app.window.addSubview(scroll)
        scroll.contentOffset = Point(x: 0, y: 2000)
        replay.probe = { $0.origin(ofFill: .red)?.y }
        replay.frame()
        // A finger moving up at 1500 pt/s for 0.2 s, lifting where it got to one report later.
        let lift = replay.fling(
            from: Point(x: 200, y: 700), at: 0.1003, velocity: Point(x: 0, y: -1500), duration: 0.2,
            interval: 1 / inputRate)
        for _ in 0..<60 { replay.frame() }
        let r = try #require(replay.releaseSpeeds(lift: lift), "no release frame in \(replay.shown)")
        #expect(abs(r.drag + 1500) < 1500 * 0.05, "drag shown at \(r.drag) pt/s")
        #expect(r.worstDeparture <= 0.10, "drag \(r.drag) pt/s, then \(r.released); all: \(replay.speeds)")
        #expect(scroll.isDecelerating)
    }
}

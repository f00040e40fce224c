import FlickGeometry
import FlickTesting
import Testing

@testable import FlickNavigation

/// Feel under real timing (docs/ANIMATION.md "One time base", docs/INPUT.md "Timestamps"):
/// replays on virtual time with device-like stamps, measured frame by frame on what is drawn.
@MainActor
@Suite("SwipeNavigationController timing")
struct SwipeNavigationTimingTests {
    /// A finger dragging left at 1500 pt/s from the centre for 200 pt, lifting 210 pt short of the
    /// right panel on a 400 pt container: there the settle's own spring (ζ 1, 0.4 s, started at
    /// the finger's speed) stays within 7 % of that speed for three frames, so what is measured is
    /// the hand-off (the spring brakes later, as designed).
    @Test("the release frame and the two after it move at the drag's shown speed", arguments: [120.0, 60.0])
    func releaseSpeed(inputRate: Double) throws {
        let (replay, nav) = navReplay()
        let speed = 1500.0
        let lift = replay.fling(
            from: Point(x: 380, y: 400), at: 0.1003, velocity: Point(x: -speed, y: 0), duration: 0.125,
            interval: 1 / inputRate)
        replay.settle { nav.isIdle }
        #expect(nav.currentPanel == .right)
        let r = try #require(replay.releaseSpeeds(lift: lift), "no release frame in \(replay.shown)")
        #expect(abs(r.drag + speed) < speed * 0.05, "drag shown at \(r.drag) pt/s")
        #expect(r.worstDeparture <= 0.10, "drag \(r.drag) pt/s, then \(r.released); all: \(replay.speeds)")
    }

    /// A 62 pt flick at 2000 pt/s (120 Hz input) commits by velocity only (it moves the content
    /// 52 pt, under the position threshold of 80 pt).
    static func flick(frames: [Double], rate: Double = 60) -> (panel: Panel, velocity: Double) {
        let (replay, nav) = navReplay(rate: rate)
        replay.fling(
            from: Point(x: 300, y: 400), at: 0.1003, velocity: Point(x: -2000, y: 0), duration: 0.031,
            interval: 1.0 / 120)
        var handed: Double?
        for (i, d) in frames.enumerated() where i < 600 {
            replay.frame(lasting: d)
            if handed == nil, let m = nav.motion, case .spring(let s) = m.curve {
                handed = s.initialVelocity * 400
            }
        }
        replay.settle { nav.isIdle }
        return (nav.currentPanel, handed ?? 0)
    }

    /// Frames at the clock's rate, except frame `slowAt`, which lasts `slow` seconds.
    static func frames(slowAt: Int? = nil, slow: Double = 0, rate: Double = 60) -> [Double] {
        (0..<40).map { $0 == slowAt ? slow : 1 / rate }
    }

    @Test("a fling read after a 45 ms or 100 ms frame, or at 30 Hz, hands over its speed", arguments: [
        "45 ms", "100 ms", "30 Hz",
    ])
    func stalledFling(stall: String) {
        let steady = Self.flick(frames: Self.frames())
        #expect(steady.panel == .right)
        #expect(steady.velocity > 1800, "no stall hands \(steady.velocity) pt/s")
        // The frame at 7/60 s reads the touch-down and the first move; the next one, slow, reads the
        // rest of the flick and the lift together.
        let stalled: (panel: Panel, velocity: Double)
        switch stall {
        case "45 ms": stalled = Self.flick(frames: Self.frames(slowAt: 7, slow: 0.045))
        case "100 ms": stalled = Self.flick(frames: Self.frames(slowAt: 7, slow: 0.100))
        default: stalled = Self.flick(frames: Self.frames(rate: 30), rate: 30)
        }
        #expect(stalled.panel == steady.panel)
        #expect(stalled.velocity >= 0.9 * steady.velocity, "\(stall): \(stalled.velocity) vs \(steady.velocity)")
    }
}

/// The settle's end: the other axis is free once it is nearly done, and no frame is spent on its
/// invisible tail.
@MainActor
@Suite("SwipeNavigationController settle end")
struct SwipeNavigationSettleEndTests {
    @Test("a vertical swipe 0.3 s after a horizontal release back to the centre reaches the top panel")
    func otherAxisAfterRelease() {
        let (replay, nav) = navReplay()
        nav.navigate(to: .right, animated: false)
        replay.frame()
        replay.fling(
            from: Point(x: 100, y: 400), at: 0.1003, velocity: Point(x: 1500, y: 0), duration: 0.1, interval: 1.0 / 120)
        let release = 0.1003 + 0.1 + 1.0 / 120
        replay.fling(
            from: Point(x: 200, y: 300), at: release + 0.3, velocity: Point(x: 0, y: 1000), duration: 0.15,
            interval: 1.0 / 120)
        replay.settle { nav.isIdle }
        #expect(nav.currentPanel == .top)
        #expect(nav.invariantViolations().isEmpty)
    }

    @Test("a settle stops within half a pixel (scale 2) of its rest: no frame is spent on the tail")
    func noInvisibleTail() {
        let (replay, nav) = navReplay()
        nav.navigate(to: .right)
        replay.settle { nav.isIdle }
        #expect(nav.currentPanel == .right)
        let tail = replay.shown.dropLast().filter { abs($0.value) < 0.25 }
        #expect(tail.isEmpty, "\(tail.count) frames showed the panel within 0.25 pt of its rest before the last")
        #expect(replay.shown.last?.value == 0)
    }
}

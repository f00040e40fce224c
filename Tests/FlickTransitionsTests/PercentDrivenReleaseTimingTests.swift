import FlickGeometry
import FlickTesting
import FlickTransitions
import Testing

/// The release of a percent-driven transition under real timing (docs/ANIMATION.md "One time
/// base"): both drivers carry the finger's shown speed through the release frame, measured frame
/// by frame on what is drawn.
@MainActor
@Suite("PercentDrivenInteractiveTransition release timing")
struct PercentDrivenReleaseTimingTests {
    /// A finger dragging left at 1000 pt/s from x 380 for 0.24 s on a 400 pt container lifts about
    /// 150 pt short of the end: the release spring (ζ 1, 0.4 s, at the finger's speed) stays within
    /// 7 % of that speed for three frames there, so what is measured is the hand-off. (habr's linear
    /// completion, 0.33 s ease-out, would move it at 1.4 times that.) Two phases of the finger
    /// against the 60 Hz reads: with 120 Hz input, `start` 0.1003 reads the last move and the lift
    /// in one frame, 0.0963 in frames of their own.
    @Test(
        "the release frame and the two after it move at the drag's shown speed",
        arguments: [PercentDrivenInteractiveTransition.Driver.layerTime, .interruptibleAnimator],
        [(120.0, 0.1003), (120.0, 0.0963), (60.0, 0.1003)])
    func releaseSpeed(driver: PercentDrivenInteractiveTransition.Driver, input: (rate: Double, start: Double)) throws {
        let (replay, container) = transitionReplay(driver)
        let speed = 1000.0
        let lift = replay.fling(
            from: Point(x: 380, y: 150), at: input.start, velocity: Point(x: -speed, y: 0), duration: 0.24,
            interval: 1 / input.rate)
        replay.settle { !container.isTransitioning && replay.app.isIdle }
        #expect(container.selectedIndex == 2 && !container.isTransitioning)
        let r = try #require(replay.releaseSpeeds(lift: lift), "no release frame in \(replay.shown)")
        #expect(abs(r.drag + speed) < speed * 0.05, "drag shown at \(r.drag) pt/s")
        #expect(r.worstDeparture <= 0.10, "drag \(r.drag) pt/s, then \(r.released); all: \(replay.speeds)")
    }
}

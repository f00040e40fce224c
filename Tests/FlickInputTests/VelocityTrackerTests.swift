import FlickGeometry
import Testing

@testable import FlickInput

@Suite("VelocityTracker")
struct VelocityTrackerTests {
    /// Samples of position(t) every `interval` seconds over `[start, end]`.
    static func trace(
        from start: Double, to end: Double, every interval: Double, _ position: (Double) -> Point
    ) -> [VelocityTracker.Sample] {
        var out: [VelocityTracker.Sample] = []
        var t = start
        while t <= end + 1e-12 {
            out.append(VelocityTracker.Sample(time: t, position: position(t)))
            t += interval
        }
        return out
    }

    static func tracker(_ samples: [VelocityTracker.Sample], degree: Int = 2) -> VelocityTracker {
        var tracker = VelocityTracker(degree: degree)
        for s in samples { tracker.add(time: s.time, position: s.position) }
        return tracker
    }

    static func close(_ a: Point, _ b: Point, within tolerance: Double) -> Bool {
        a.distance(to: b) <= tolerance
    }

    @Test("constant velocity is recovered exactly by both degrees", arguments: [1, 2])
    func constantVelocity(degree: Int) {
        let v = Point(x: 750, y: -320)
        let samples = Self.trace(from: 10, to: 10.2, every: 1.0 / 120) { t in Point(x: 5, y: 9) + v * (t - 10) }
        let tracker = Self.tracker(samples, degree: degree)
        #expect(Self.close(tracker.velocity(at: samples.last!.time), v, within: 1e-6))
    }

    @Test("degree 2 follows a decelerating finger to its speed at the newest sample")
    func deceleration() {
        // x(t) = v0·t − a·t²/2: speed at the end is v0 − a·t.
        let v0 = 2000.0
        let a = 6000.0
        let samples = Self.trace(from: 0, to: 0.2, every: 1.0 / 120) { t in Point(x: v0 * t - a * t * t / 2, y: 0) }
        let end = samples.last!.time
        let quadratic = Self.tracker(samples, degree: 2).velocity(at: end)
        let linear = Self.tracker(samples, degree: 1).velocity(at: end)
        #expect(abs(quadratic.x - (v0 - a * end)) < 1e-6)
        // The straight line averages over the window, so it overshoots the final speed.
        #expect(linear.x > quadratic.x + 100)
    }

    @Test("only the last 100 ms count: a slow drag ending in a flick reports the flick")
    func horizon() {
        let slow = Self.trace(from: 0, to: 0.5, every: 0.01) { t in Point(x: 20 * t, y: 0) }
        let flickStart = slow.last!.position
        let fast = Self.trace(from: 0.51, to: 0.65, every: 0.01) { t in flickStart + Point(x: 3000 * (t - 0.5), y: 0) }
        let tracker = Self.tracker(slow + fast)
        #expect(abs(tracker.velocity(at: 0.65).x - 3000) < 1e-6)
        #expect(tracker.estimate()!.duration <= VelocityTracker.horizon + 1e-9)
    }

    @Test("a finger that stops before lifting reads zero")
    func stopped() {
        let samples = Self.trace(from: 0, to: 0.1, every: 0.01) { t in Point(x: 1000 * t, y: 0) }
        let tracker = Self.tracker(samples)
        #expect(tracker.velocity(at: 0.1 + VelocityTracker.assumeStoppedAfter / 2).x > 900)
        #expect(tracker.velocity(at: 0.1 + VelocityTracker.assumeStoppedAfter * 1.5) == .zero)
    }

    @Test("a gap longer than the stop time cuts the fit")
    func gap() {
        let before = Self.trace(from: 0, to: 0.05, every: 0.01) { t in Point(x: 0, y: -500 * t) }
        let after = Self.trace(from: 0.1, to: 0.13, every: 0.01) { t in Point(x: 0, y: -25 + 200 * (t - 0.1)) }
        let estimate = Self.tracker(before + after).estimate()!
        #expect(estimate.sampleCount == after.count)
        #expect(abs(estimate.velocity.y - 200) < 1e-6)
    }

    @Test("speeds beyond the clamp keep their direction")
    func clamp() {
        let v = Point(x: 30000, y: 40000)
        let samples = Self.trace(from: 0, to: 0.05, every: 0.005) { t in v * t }
        let clamped = Self.tracker(samples).velocity(at: 0.05)
        #expect(abs(clamped.length - VelocityTracker.maximumSpeed) < 1e-6)
        #expect(abs(clamped.x / clamped.y - 0.75) < 1e-9)
    }

    @Test("events dequeued in one batch merge into one sample instead of an absurd speed")
    func batches() {
        var tracker = VelocityTracker()
        // Four frames; each frame drains three motion events stamped microseconds apart.
        for frame in 0..<4 {
            let frameTime = Double(frame) / 60
            for i in 0..<3 {
                let position = Point(x: 600 * frameTime + Double(i) * 3, y: 0)
                tracker.add(time: frameTime + Double(i) * 2e-6, position: position)
            }
        }
        #expect(tracker.samples.count == 4)
        let v = tracker.velocity(at: 3.0 / 60)
        #expect(abs(v.x - 600) < 1e-3, "got \(v.x)")
    }

    @Test("reset forgets, and fewer than two samples give no estimate")
    func reset() {
        var tracker = Self.tracker(Self.trace(from: 0, to: 0.05, every: 0.01) { t in Point(x: 100 * t, y: 0) })
        #expect(tracker.estimate() != nil)
        tracker.reset()
        #expect(tracker.estimate() == nil)
        tracker.add(time: 1, position: .zero)
        #expect(tracker.velocity(at: 1) == .zero)
        tracker.add(time: 0.5, position: Point(x: 9, y: 9))
        #expect(tracker.samples.count == 1, "older samples are ignored")
    }

    @Test("fling threshold is inclusive at 50 pt/s", arguments: [(49.9, false), (50.0, true), (400.0, true)])
    func fling(speed: Double, expected: Bool) {
        #expect(VelocityTracker.isFling(Point(x: 0, y: speed)) == expected)
    }
}

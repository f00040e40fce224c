import FlickGeometry
import Foundation
import Testing

@testable import FlickInput

/// The velocity tracker on a trace recorded through the real SDL pipeline (see the fixture's
/// "recording" field): per-frame batches of events stamped microseconds apart, as the frame loop
/// really sees them.
@Suite("VelocityTracker on a recorded trace")
struct VelocityTrackerTraceTests {
    struct Hand: Decodable {
        var x0: Double
        var y0: Double
        var distance: Double
        var drift: Double
        var duration: Double
    }

    struct Fixture: Decodable {
        var hand: Hand
        var frameRateHz: Double
        var samples: [[Double]]
    }

    static func load() throws -> Fixture {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fling-trace-xvfb.json")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    /// Minimum-jerk position s(u) and its derivative (the recorder's path).
    static func s(_ u: Double) -> Double { u * u * u * (10 - 15 * u + 6 * u * u) }
    static func ds(_ u: Double) -> Double { 30 * u * u * (1 - u) * (1 - u) }

    /// The hand's true velocity when it was at the trace's last x (u found by bisection).
    static func trueReleaseVelocity(_ f: Fixture) -> Point {
        let lastX = f.samples.last![1]
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if f.hand.x0 + f.hand.distance * s(mid) < lastX { lo = mid } else { hi = mid }
        }
        let rate = ds(lo) / f.hand.duration
        return Point(x: f.hand.distance * rate, y: -f.hand.drift * rate)
    }

    /// Dequeue stamps alias the 125 Hz hand against 60 Hz frames (two or three reports per batch),
    /// so one frame's apparent speed swings by about ±25%; the fit over 100 ms must still land
    /// within 20% of the hand's true speed at its last report.
    @Test("the release velocity is within 20% of the hand's true velocity")
    func releaseVelocity() throws {
        let f = try Self.load()
        var tracker = VelocityTracker()
        for s in f.samples { tracker.add(time: s[0], position: Point(x: s[1], y: s[2])) }
        let truth = Self.trueReleaseVelocity(f)
        let estimate = tracker.velocity(at: f.samples.last![0])
        #expect(truth.x > 1000, "the fixture is a fast fling")
        #expect(estimate.distance(to: truth) < 0.20 * truth.length, "estimate \(estimate), truth \(truth)")
        #expect(VelocityTracker.isFling(estimate))
    }

    @Test("batches merge: one sample per frame, and the raw last pair would be absurd")
    func batches() throws {
        let f = try Self.load()
        var tracker = VelocityTracker()
        for s in f.samples { tracker.add(time: s[0], position: Point(x: s[1], y: s[2])) }
        let frames = Set(f.samples.map { ($0[0] * f.frameRateHz).rounded(.down) })
        #expect(tracker.samples.count == min(frames.count, VelocityTracker.historySize))
        let a = f.samples[f.samples.count - 2]
        let b = f.samples[f.samples.count - 1]
        let naive = abs(b[1] - a[1]) / (b[0] - a[0])
        #expect(naive > VelocityTracker.maximumSpeed || b[0] - a[0] > 0.01)
    }

    @Test("holding still after the trace reads zero")
    func holdStill() throws {
        let f = try Self.load()
        var tracker = VelocityTracker()
        for s in f.samples { tracker.add(time: s[0], position: Point(x: s[1], y: s[2])) }
        #expect(tracker.velocity(at: f.samples.last![0] + 2 * VelocityTracker.assumeStoppedAfter) == .zero)
    }
}

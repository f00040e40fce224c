import FlickGeometry
import Testing

@testable import FlickInput

/// The "stopped" rule under dequeue stamps (docs/INPUT.md): moves read together after a slow
/// frame are a late batch, not a finger that rested.
@Suite("VelocityTracker read batches")
struct VelocityTrackerReadBatchTests {
    /// Feeds a finger moving at `speed` (pt/s, input every `inputInterval` s from 0 to `lift`)
    /// through reads at `reads` (s), each event stamped at its read (microseconds apart) with the
    /// previous read as its earliest time, as `SDLEventSource` does. Returns the velocity at the
    /// lift, read with the batch that holds it.
    static func liftVelocity(speed: Double, inputInterval: Double, lift: Double, reads: [Double]) -> Double {
        var tracker = VelocityTracker()
        var inputs: [Double] = []
        var t = 0.0
        while t < lift - 1e-9 {
            inputs.append(t)
            t += inputInterval
        }
        var previousRead: Double?
        var next = 0
        for read in reads {
            var i = 0
            while next < inputs.count, inputs[next] <= read + 1e-12 {
                tracker.add(
                    time: read + Double(i) * 1e-6, position: Point(x: speed * inputs[next], y: 0),
                    earliest: previousRead ?? read)
                next += 1
                i += 1
            }
            if lift <= read + 1e-12 {
                return tracker.velocity(at: read + Double(i) * 1e-6, earliest: previousRead ?? read).x
            }
            previousRead = read
        }
        return .nan
    }

    /// Reads every `frame` seconds, except that the one after `slowAfter` comes `slow` seconds later.
    static func reads(every frame: Double, slowAfter: Double? = nil, slow: Double = 0, until end: Double) -> [Double] {
        var out: [Double] = []
        var t = 0.004
        while t < end + 0.2 {
            out.append(t)
            t += (slowAfter.map { t <= $0 && t + frame > $0 } ?? false) ? slow : frame
        }
        return out
    }

    @Test("a fling whose last moves and lift are read after a slow frame keeps its speed", arguments: [0.045, 0.100])
    func slowFrame(stall: Double) {
        let lift = 0.3
        let reads = Self.reads(every: 1.0 / 60, slowAfter: lift - stall / 2, slow: stall, until: lift)
        let v = Self.liftVelocity(speed: 2000, inputInterval: 1.0 / 120, lift: lift, reads: reads)
        #expect(abs(v - 2000) < 20, "got \(v) pt/s")
    }

    @Test("input read at 30 Hz keeps the fling's speed")
    func thirtyHertz() {
        let v = Self.liftVelocity(
            speed: 2000, inputInterval: 1.0 / 120, lift: 0.3, reads: Self.reads(every: 1.0 / 30, until: 0.3))
        #expect(abs(v - 2000) < 20, "got \(v) pt/s")
    }

    @Test("a finger seen still for longer than the stop time before lifting reads zero")
    func rested() {
        var tracker = VelocityTracker()
        for i in 0..<10 {
            let t = Double(i) / 120
            tracker.add(time: t, position: Point(x: 2000 * t, y: 0))
        }
        // The queue was seen empty 50 ms after the last move (an idle wait woke on the lift).
        let lift = 9.0 / 120 + 0.050
        #expect(tracker.velocity(at: lift, earliest: lift) == .zero)
        // The same lift read late in a batch whose read began right after the last move flings.
        #expect(tracker.velocity(at: lift, earliest: 9.0 / 120 + 0.004).x > 1900)
    }

    @Test("a pause the reads saw ends the fit even when the next moves are read late together")
    func seenGap() {
        var tracker = VelocityTracker()
        for i in 0..<6 { tracker.add(time: Double(i) * 0.01, position: Point(x: -500 * Double(i) * 0.01, y: 0)) }
        // Seen empty until 0.2 s; the next moves arrive in a batch read at 0.25 s.
        tracker.add(time: 0.25, position: Point(x: 10, y: 0), earliest: 0.2)
        tracker.add(time: 0.26, position: Point(x: 12, y: 0), earliest: 0.25)
        let estimate = tracker.estimate()
        #expect(estimate?.sampleCount == 2)
        #expect(abs((estimate?.velocity.x ?? 0) - 200) < 1e-6)
    }
}

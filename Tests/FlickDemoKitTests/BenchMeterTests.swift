import FlickAnimation
import FlickGeometry
import FlickLayers
import Testing

@testable import FlickDemoKit
@testable import FlickUI

/// The meter marks, frame by frame, the gaps its windowed dropped-frame count counts, so the
/// frame log can say where the drops fell.
@Suite
@MainActor
struct BenchMeterTests {
    static let interval = 1.0 / 60

    static func report(at t: Double) -> FrameReport {
        FrameReport(
            frame: FrameTime(timestamp: t, targetTimestamp: t + interval, refreshInterval: interval), eventCount: 0,
            displayList: DisplayList(viewport: Size(width: 10, height: 10)), inputTime: 0, animateTime: 0,
            composeTime: 0, renderTime: 0, presentTime: 0)
    }

    @Test func eachFrameSaysWhetherItsGapWasCountedAsDropped() {
        var meter = BenchMeter { _ in nil }
        // Frames at 0, 1, 2 intervals; then one 2.5 intervals later (a drop); then an idle step,
        // after which a long gap is idle time, not a drop; then 1.4 intervals (on time).
        let starts = [0, 1, 2, 4.5]
        for k in starts { meter.note(Self.report(at: k * Self.interval), batch: []) { 0 } }
        meter.note(nil, batch: []) { 0 }
        meter.note(Self.report(at: 20 * Self.interval), batch: []) { 0 }
        meter.note(Self.report(at: 21.4 * Self.interval), batch: []) { 0 }
        #expect(meter.droppedGaps == [false, false, false, true, false, false])
        #expect(meter.droppedGaps.filter { $0 }.count == meter.history.droppedCount)
    }
}

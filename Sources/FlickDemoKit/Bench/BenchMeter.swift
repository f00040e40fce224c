import FlickApp
import FlickAnimation
import FlickInput
import FlickLayers
import FlickSDL
import FlickUI

/// Collects what a scenario run measures, frame by frame: the rendered frames' reports, idle
/// frames, startup (the first present), latency (which frame first shows each event, by the
/// scenario's probe) and, for windowed runs, present-to-present gaps (`FrameTimeHistory`).
@MainActor
struct BenchMeter {
    /// The rendered frames' reports, in order.
    private(set) var reports: [FrameReport] = []
    /// Frames stepped that composed nothing.
    private(set) var idleFrames = 0
    /// Seconds from launch to the first present (nil before it).
    private(set) var startup: Double?
    /// Frame counts from each checked event's dequeue to the first frame showing it.
    private(set) var latencies: [Int] = []
    /// Checked events never shown within `BenchScenarioResult.latencyHorizon` frames.
    private(set) var unresolved = 0
    /// The renderer's counts for each rendered frame (same order as `reports`).
    private(set) var renderStats: [FrameStats] = []
    /// Present gaps of a windowed run (dropped frames against its refresh interval).
    private(set) var history = FrameTimeHistory(capacity: 1)
    /// For each rendered frame (same order as `reports`), whether `history` counted its gap as
    /// a dropped frame: the frame before it ran past its refresh (windowed runs).
    private(set) var droppedGaps: [Bool] = []
    private let probe: BenchScenario.LatencyProbe
    private var pending: [(frame: Int, check: @Sendable (DisplayList) -> Bool)] = []

    init(probe: @escaping BenchScenario.LatencyProbe) { self.probe = probe }

    /// Notes one stepped frame: its report (nil when idle), the events it dequeued and the
    /// renderer's counts for it; `elapsed` gives the startup time when this is the first present.
    mutating func note(
        _ report: FrameReport?, batch: [InputEvent], stats: FrameStats = FrameStats(), elapsed: () -> Double
    ) {
        guard let report else {
            idleFrames += 1
            history.noteIdle()
            return
        }
        if startup == nil { startup = elapsed() }
        let droppedBefore = history.droppedCount
        history.record(
            timestamp: report.frame.timestamp, work: report.frameWork + report.renderTime + report.presentTime,
            refreshInterval: report.frame.refreshInterval)
        droppedGaps.append(history.droppedCount > droppedBefore)
        let index = reports.count
        // Keep the timings, not the picture: 600 frames of display lists are tens of MB (and
        // keep every bitmap they name alive), which would count in the run's own peak RSS.
        var kept = report
        kept.displayList = DisplayList(viewport: report.displayList.viewport)
        reports.append(kept)
        renderStats.append(stats)
        pending += Self.latestPerTouch(batch).compactMap { event in probe(event).map { (index, $0) } }
        pending.removeAll { item in
            if item.check(report.displayList) {
                latencies.append(index - item.frame)
                return true
            }
            if index - item.frame >= BenchScenarioResult.latencyHorizon {
                unresolved += 1
                return true
            }
            return false
        }
    }

    /// The result, counting still-pending checks as unresolved.
    func result(
        _ scenario: BenchScenario, scale: Double, pacing: BenchScenarioResult.Pacing = .init()
    ) -> BenchScenarioResult {
        var pacing = pacing
        pacing.idleFrames = idleFrames
        var result = BenchScenarioResult(
            scenario: scenario, scale: scale, reports: reports, renderStats: renderStats, latencies: latencies,
            unresolved: unresolved + pending.count, startup: startup ?? 0,
            peakRSS: BenchScenario.peakResidentBytes(), pacing: pacing)
        if scenario.name == "swipe-loop" {
            let feel = FeelBench.measure()
            result.release_speed_ratio = (feel.releaseSpeedRatio * 1000).rounded() / 1000
            result.stalled_fling_ratio = (feel.stalledFlingRatio * 1000).rounded() / 1000
            result.habr_release_speed_ratio = (feel.habrReleaseSpeedRatio * 1000).rounded() / 1000
            result.deck_release_speed_ratio = (feel.deckReleaseSpeedRatio * 1000).rounded() / 1000
        }
        return result
    }

    /// The last event of each touch in a batch (earlier moves of the same finger are superseded
    /// within a frame: only the newest position can be on screen); other events unchanged.
    static func latestPerTouch(_ batch: [InputEvent]) -> [InputEvent] {
        var seen: Set<Int64> = []
        var kept: [InputEvent] = []
        for event in batch.reversed() {
            if case .touch(let touch) = event.kind, !seen.insert(touch.id).inserted { continue }
            kept.append(event)
        }
        return kept.reversed()
    }
}

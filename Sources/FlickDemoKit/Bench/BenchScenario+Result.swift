import FlickUI

/// What one scenario run measured, as `flick bench --scenario NAME --json` prints it (times in
/// milliseconds). Phase figures are over rendered frames; idle frames compose nothing.
public struct BenchScenarioResult: Encodable, Sendable {
    /// Frames after an event within which its effect must be on screen before it counts as never
    /// shown (`latency_unresolved`).
    static let latencyHorizon = 10

    /// The scenario's name.
    public let scenario: String
    /// The viewport in points, `WxH`.
    public let viewport: String
    /// Pixels per point.
    public let scale: Double
    /// Rendered frames.
    public let frames: Int
    /// The virtual display's refresh interval.
    public let refresh_interval_ms: Double
    /// Input through compose (`FrameReport.frameWork`).
    public let frame_work_median_ms: Double
    /// 99th percentile of frame work.
    public let frame_work_p99_ms: Double
    /// Worst frame work.
    public let frame_work_max_ms: Double
    /// Draining and dispatching input: median.
    public let input_median_ms: Double
    /// Draining and dispatching input: 99th percentile.
    public let input_p99_ms: Double
    /// Advancing the scene and animations: median.
    public let animate_median_ms: Double
    /// Advancing the scene and animations: 99th percentile.
    public let animate_p99_ms: Double
    /// Composing the display list: median.
    public let compose_median_ms: Double
    /// Composing the display list: 99th percentile.
    public let compose_p99_ms: Double
    /// Executing the display list on the software canvas: median.
    public let render_median_ms: Double
    /// Executing the display list: 99th percentile.
    public let render_p99_ms: Double
    /// Executing the display list: worst frame.
    public let render_max_ms: Double
    /// Presenting: median (no vsync wait on the canvas).
    public let present_median_ms: Double
    /// Presenting: 99th percentile.
    public let present_p99_ms: Double
    /// Frames whose work (input through present) exceeded one refresh interval: on a vsync'd
    /// display each would miss its vsync, making a present-to-present gap over 1.5 intervals.
    public let dropped_frames: Int
    /// The worst event dequeue → first frame showing it, in frames (0: the frame that dequeued
    /// it shows it). -1 when the scenario has no checkable events.
    public let latency_frames: Int
    /// Events whose effect never showed within `latencyHorizon` frames.
    public let latency_unresolved: Int
    /// Process start (or the time since it, plus this scenario's setup) to the first present.
    public let startup_ms: Double
    /// Peak resident set of the process so far, MiB.
    public let peak_rss_mb: Double

    init(
        scenario: BenchScenario, scale: Double, reports: [FrameReport], latencies: [Int], unresolved: Int,
        startup: Double,
        peakRSS: Int
    ) {
        func stats(_ f: (FrameReport) -> Double) -> TimingStats { TimingStats(samples: reports.map { f($0) * 1000 }) }
        func r(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        let work = stats(\.frameWork), render = stats(\.renderTime), present = stats(\.presentTime)
        let input = stats(\.inputTime), animate = stats(\.animateTime), compose = stats(\.composeTime)
        let interval = 1 / scenario.rate
        self.scenario = scenario.name
        viewport = "\(Int(scenario.viewport.width))x\(Int(scenario.viewport.height))"
        self.scale = scale
        frames = reports.count
        refresh_interval_ms = r(interval * 1000)
        frame_work_median_ms = r(work.median)
        frame_work_p99_ms = r(work.p99)
        frame_work_max_ms = r(work.max)
        input_median_ms = r(input.median)
        input_p99_ms = r(input.p99)
        animate_median_ms = r(animate.median)
        animate_p99_ms = r(animate.p99)
        compose_median_ms = r(compose.median)
        compose_p99_ms = r(compose.p99)
        render_median_ms = r(render.median)
        render_p99_ms = r(render.p99)
        render_max_ms = r(render.max)
        present_median_ms = r(present.median)
        present_p99_ms = r(present.p99)
        dropped_frames = reports.filter { $0.frameWork + $0.renderTime + $0.presentTime > interval }.count
        latency_frames = latencies.max() ?? -1
        latency_unresolved = unresolved
        startup_ms = r(startup * 1000)
        peak_rss_mb = r(Double(peakRSS) / 1_048_576)
    }
}

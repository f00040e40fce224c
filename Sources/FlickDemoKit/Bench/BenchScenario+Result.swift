import FlickSDL
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
    /// Where frames went: `canvas` (offscreen software, virtual time) or the SDL renderer of a
    /// window (`opengl`, `software`…).
    public let renderer: String
    /// What paced frames: `virtual` (the canvas), `vsync`, or `timer` (a window without vsync,
    /// paced at the scenario's rate).
    public let pacing: String
    /// Rendered frames.
    public let frames: Int
    /// The refresh interval: the scenario's rate on the canvas, measured (median gap) in a window.
    public let refresh_interval_ms: Double
    /// Input through compose (`FrameReport.frameWork`): median.
    public let frame_work_median_ms: Double
    /// Frame work: 99th percentile.
    public let frame_work_p99_ms: Double
    /// Frame work: worst frame.
    public let frame_work_max_ms: Double
    /// Draining input and the scene's own event handling: median.
    public let input_median_ms: Double
    /// Draining input and the scene's own event handling: 99th percentile.
    public let input_p99_ms: Double
    /// Draining input and the scene's own event handling: worst frame.
    public let input_max_ms: Double
    /// Dispatching to the focus engine, recognizers and views: median.
    public let gestures_median_ms: Double
    /// Dispatching to the focus engine, recognizers and views: 99th percentile.
    public let gestures_p99_ms: Double
    /// Dispatching to the focus engine, recognizers and views: worst frame.
    public let gestures_max_ms: Double
    /// Advancing the scene, focus and animators: median.
    public let animate_median_ms: Double
    /// Advancing the scene, focus and animators: 99th percentile.
    public let animate_p99_ms: Double
    /// Advancing the scene, focus and animators: worst frame.
    public let animate_max_ms: Double
    /// The window's layout pass: median.
    public let layout_median_ms: Double
    /// The window's layout pass: 99th percentile.
    public let layout_p99_ms: Double
    /// The window's layout pass: worst frame.
    public let layout_max_ms: Double
    /// Composing the display list: median.
    public let compose_median_ms: Double
    /// Composing the display list: 99th percentile.
    public let compose_p99_ms: Double
    /// Composing the display list: worst frame.
    public let compose_max_ms: Double
    /// Executing the display list (render submit): median.
    public let render_median_ms: Double
    /// Executing the display list (render submit): 99th percentile.
    public let render_p99_ms: Double
    /// Executing the display list (render submit): worst frame.
    public let render_max_ms: Double
    /// Presenting (the vsync wait in a window; none on the canvas): median.
    public let present_median_ms: Double
    /// Presenting (the vsync wait in a window; none on the canvas): 99th percentile.
    public let present_p99_ms: Double
    /// Presenting (the vsync wait in a window; none on the canvas): worst frame.
    public let present_max_ms: Double
    /// On the canvas (virtual time): frames whose work, input through present, exceeded one
    /// refresh interval (on a vsync'd display each would miss its vsync). In a window:
    /// present-to-present gaps over 1.5 measured refresh intervals (`FrameTimeHistory`).
    public let dropped_frames: Int
    /// Frames stepped that composed nothing (idle: no input, nothing moving).
    public let idle_frames: Int
    /// The worst event dequeue → first frame showing it, in frames (0: the frame that dequeued
    /// it shows it). -1 when the scenario has no checkable events.
    public let latency_frames: Int
    /// Events whose effect never showed within `latencyHorizon` frames.
    public let latency_unresolved: Int
    /// Process start (or the time since it, plus this scenario's setup) to the first present.
    public let startup_ms: Double
    /// Peak resident set of the process so far, MiB.
    public let peak_rss_mb: Double
    /// Pixels the renderer wrote per frame (triangles, copies, clears; `FrameStats.pixelsWritten`),
    /// millions: median.
    public let render_mpx_median: Double
    /// Pixels written per frame, millions: worst frame.
    public let render_mpx_max: Double
    /// Draw calls (geometry, fills and copies) per frame: median.
    public let draw_calls_median: Double
    /// Render-target switches per frame: median.
    public let target_switches_median: Double
    /// Textures created or re-filled from CPU memory over the whole run, ahead of need included.
    public let uploads: Int
    /// Kilobytes sent into textures per frame, by the frame and ahead of it
    /// (`FrameStats.allBytesUploaded`): median and worst.
    public let uploaded_kb_median: Double
    public let uploaded_kb_max: Double
    /// Kilobytes sent into textures over the run, per rendered frame.
    public let uploaded_kb_mean: Double
    /// Textures created per frame, by the frame and ahead of it (`FrameStats.allTexturesCreated`):
    /// median (0 once the run's textures are made: streams updated in place, targets reused).
    public let textures_created_median: Double
    /// Textures created over the whole run, ahead of need included.
    public let textures_created: Int
    /// Groups drawn through render targets, summed over the run.
    public let groups: Int
    /// Backdrop blurs computed, summed over the run (reused ones not counted).
    public let blurs: Int
    /// Pages of the text atlas held after a frame, the most over the run
    /// (`FrameStats.textPages`: 1024 × 1024 texels, 4 MB each).
    public let text_pages_max: Int
    /// `swipe-loop` only: the content's speed in a release frame over its last drag frame's
    /// (`FeelBench`; 1 = no lurch).
    public internal(set) var release_speed_ratio: Double?
    /// `swipe-loop` only: the speed a flick read after a slow frame (45 ms, 100 ms, or frames at
    /// 30 Hz) hands its settle over the speed it hands with no stall, the worst case (`FeelBench`).
    public internal(set) var stalled_fling_ratio: Double?
    /// `swipe-loop` only: `release_speed_ratio` on a transition container with habr's layer-time
    /// percent driver (`FeelBench`).
    public internal(set) var habr_release_speed_ratio: Double?
    /// `swipe-loop` only: `release_speed_ratio` for a card of the cards scene's deck swiped up
    /// (`FeelBench`).
    public internal(set) var deck_release_speed_ratio: Double?

    /// How a run was paced and what it measured beyond the frame reports.
    struct Pacing {
        /// `canvas` or the window renderer's name.
        var renderer = "canvas"
        /// `virtual`, `vsync` or `timer`.
        var pacing = "virtual"
        /// The refresh interval, seconds (nil: the scenario's rate).
        var refreshInterval: Double?
        /// Dropped frames counted from present gaps (nil: from work against the interval).
        var dropped: Int?
        /// Frames stepped without composing.
        var idleFrames = 0
    }

    /// Whether a frame on the canvas counts as dropped: its work, input through present, took
    /// longer than one refresh `interval` (seconds; on a vsync'd display it would miss its vsync).
    static func overran(_ report: FrameReport, interval: Double) -> Bool {
        report.frameWork + report.renderTime + report.presentTime > interval
    }

    init(
        scenario: BenchScenario, scale: Double, reports: [FrameReport], renderStats: [FrameStats] = [],
        latencies: [Int], unresolved: Int,
        startup: Double, peakRSS: Int, pacing: Pacing = Pacing()
    ) {
        func stats(_ f: (FrameReport) -> Double) -> TimingStats { TimingStats(samples: reports.map { f($0) * 1000 }) }
        func r(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        let work = stats(\.frameWork), input = stats(\.inputTime), gestures = stats(\.gestureTime)
        let animate = stats(\.animateTime), layout = stats(\.layoutTime), compose = stats(\.composeTime)
        let render = stats(\.renderTime), present = stats(\.presentTime)
        let interval = pacing.refreshInterval ?? 1 / scenario.rate
        self.scenario = scenario.name
        viewport = "\(Int(scenario.viewport.width))x\(Int(scenario.viewport.height))"
        self.scale = scale
        renderer = pacing.renderer
        self.pacing = pacing.pacing
        frames = reports.count
        refresh_interval_ms = r(interval * 1000)
        (frame_work_median_ms, frame_work_p99_ms, frame_work_max_ms) = (r(work.median), r(work.p99), r(work.max))
        (input_median_ms, input_p99_ms, input_max_ms) = (r(input.median), r(input.p99), r(input.max))
        (gestures_median_ms, gestures_p99_ms, gestures_max_ms) = (r(gestures.median), r(gestures.p99), r(gestures.max))
        (animate_median_ms, animate_p99_ms, animate_max_ms) = (r(animate.median), r(animate.p99), r(animate.max))
        (layout_median_ms, layout_p99_ms, layout_max_ms) = (r(layout.median), r(layout.p99), r(layout.max))
        (compose_median_ms, compose_p99_ms, compose_max_ms) = (r(compose.median), r(compose.p99), r(compose.max))
        (render_median_ms, render_p99_ms, render_max_ms) = (r(render.median), r(render.p99), r(render.max))
        (present_median_ms, present_p99_ms, present_max_ms) = (r(present.median), r(present.p99), r(present.max))
        dropped_frames = pacing.dropped ?? reports.filter { Self.overran($0, interval: interval) }.count
        idle_frames = pacing.idleFrames
        latency_frames = latencies.max() ?? -1
        latency_unresolved = unresolved
        startup_ms = r(startup * 1000)
        peak_rss_mb = r(Double(peakRSS) / 1_048_576)
        let mpx = TimingStats(samples: renderStats.map { Double($0.pixelsWritten) / 1e6 })
        render_mpx_median = r(mpx.median)
        render_mpx_max = r(mpx.max)
        draw_calls_median = TimingStats(samples: renderStats.map { Double($0.drawCalls) }).median
        target_switches_median = TimingStats(samples: renderStats.map { Double($0.targetSwitches) }).median
        uploads = renderStats.reduce(0) { $0 + $1.allUploads }
        let kb = TimingStats(samples: renderStats.map { Double($0.allBytesUploaded) / 1024 })
        (uploaded_kb_median, uploaded_kb_max) = (r(kb.median), r(kb.max))
        let uploaded = Double(renderStats.reduce(0) { $0 + $1.allBytesUploaded }) / 1024
        uploaded_kb_mean = r(renderStats.isEmpty ? 0 : uploaded / Double(renderStats.count))
        textures_created_median = TimingStats(samples: renderStats.map { Double($0.allTexturesCreated) }).median
        textures_created = renderStats.reduce(0) { $0 + $1.allTexturesCreated }
        groups = renderStats.reduce(0) { $0 + $1.groups }
        blurs = renderStats.reduce(0) { $0 + $1.blurs }
        text_pages_max = renderStats.map(\.textPages).max() ?? 0
    }
}

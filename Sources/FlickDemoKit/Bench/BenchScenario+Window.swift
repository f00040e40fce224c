import FlickAnimation
import FlickApp
import FlickGeometry
import FlickInput
import FlickLayers
public import FlickSDL
import FlickUI
public import Logging

extension BenchScenario {
    /// Runs the scenario in a real window (`flick bench --scenario NAME --renderer opengl`): the
    /// SDL renderer `options` asks for, presented with vsync, so frames are paced by the display
    /// and dropped frames are present-to-present gaps over 1.5 × the *measured* refresh interval.
    /// A renderer without vsync, or `options.vsync` false (Xvfb has no vblank, so what its GL
    /// reports as vsync is only the render pace), is paced by a `PacedFrameClock` at the
    /// scenario's rate instead (reported as `timer`). The script plays on the frames' real timeline; only a quit
    /// is taken from live input. `frames` counts stepped frames (idle ones wait one interval).
    ///
    /// With `virtualTime` the frames come from a virtual clock at the scenario's rate instead, as
    /// on the canvas (`run`), each presented at once, without vsync (`options.vsync` should be
    /// off) or waiting: a run renders the same frames however slow the machine is (under
    /// valgrind too), so the instruction counts of two builds compare (reported as `virtual`).
    ///
    /// Throws an `OptionError` saying how to get a display when none is reachable.
    @MainActor
    public func runInWindow(
        options: WindowOptions, frames: Int? = nil, logger: Logger, now: @escaping () -> Double = SDLTime.now,
        sleep: @escaping (Double) -> Void, launchOverhead: Double = 0, frameLog: BenchFrameLog? = nil,
        virtualTime: Bool = false
    ) throws -> BenchScenarioResult {
        let probeResult = DisplayProbe.probe()
        guard probeResult.isReachable || options.videoDriver != nil else {
            throw OptionError(
                "--renderer \(options.renderer.rawValue) runs the scenario in a window, but \(probeResult.reason); "
                    + "run it under Xvfb (scripts/xvfb-bench) or leave --renderer out for the offscreen canvas")
        }
        let type = try sceneType()
        let frameCount = max(1, frames ?? defaultFrames)
        let setupStart = now()
        var windowOptions = options
        windowOptions.size = viewport
        var sceneOptions = SceneOptions()
        let work = WorkQueue.withIdleWorker()
        let viewfinders = ViewfinderPainters(work: work)
        sceneOptions.viewfinders = viewfinders
        type.prepareAhead(window: windowOptions, viewfinders: viewfinders)
        let window = try SDLWindow(options: windowOptions)
        defer { window.close() }
        let platform = try Platform(window: window, logger: logger, work: work)
        let stepped: BenchFrameClock? = virtualTime ? BenchFrameClock(rate: rate, realNow: now) : nil
        let vsync: VsyncFrameClock? =
            stepped == nil && window.hasVsync ? VsyncFrameClock(nominalRate: window.nominalRefreshRate) : nil
        let paced: PacedFrameClock? =
            stepped == nil && vsync == nil ? PacedFrameClock(rate: rate, now: now, sleep: sleep) : nil
        let clock: any FrameClock
        if let stepped { clock = stepped } else if let vsync { clock = vsync } else { clock = paced! }
        let timing =
            stepped != nil ? "virtual frames" : vsync != nil ? "vsync" : "no vsync: paced by a \(rate) Hz timer"
        logger.info(
            """
            window \(Int(window.pixelSize.width))×\(Int(window.pixelSize.height)) px, \
            renderer \(window.rendererName), driver \(window.videoDriver), \(timing)
            """)
        let origin = BenchOrigin()
        let size = window.viewport
        let scripted = ScriptedEventSource(script(frameCount, rate, size)) { [clock] in
            stepped.map { $0.virtual.now } ?? clock.now - origin.time
        }
        let tap = BenchEventTap(ReplayInput(recorded: scripted, live: platform.events))
        let app = platform.makeApplication(clock: clock, events: tap)
        SceneSwitcher.install(type, in: app, options: sceneOptions)
        var meter = BenchMeter(probe: makeLatencyProbe?(size) ?? latencyProbe)
        origin.time = now()
        for _ in 0..<frameCount where !app.isQuitting {
            if redrawsEveryFrame { app.setNeedsDisplay() }
            let report = app.step()
            meter.note(report, batch: tap.lastBatch, stats: platform.renderer.lastFrameStats) {
                launchOverhead + now() - setupStart
            }
            if report == nil {
                // Idle: the live loop would block for input; wait out one interval instead.
                vsync?.noteIdle()
                paced?.noteIdle()
                if let vsync { sleep(vsync.refreshInterval) }
            }
        }
        frameLog?.append(scenario: name, reports: meter.reports, stats: meter.renderStats, dropped: meter.droppedGaps)
        let interval = vsync?.refreshInterval ?? paced?.interval ?? 1 / rate
        let pacing = BenchScenarioResult.Pacing(
            renderer: window.rendererName, pacing: stepped != nil ? "virtual" : vsync != nil ? "vsync" : "timer",
            refreshInterval: interval,
            dropped: meter.history.droppedCount)
        return meter.result(with(viewport: size), scale: window.scale, pacing: pacing)
    }
}

/// When a windowed scenario's script starts, on the frame clock's timeline (seconds).
@MainActor
final class BenchOrigin {
    var time = 0.0
}

import FlickAnimation
import FlickApp
import FlickGeometry
import FlickInput
import FlickLayers
public import FlickSDL
import FlickUI
import Foundation

extension BenchScenario {
    /// Runs the scenario for `frames` frames (its default when nil) at `scale` pixels per point on
    /// the SDL software canvas and measures it. Frames come from a virtual clock at `rate`, so the
    /// input is the same every run; phase times are real (`now`, seconds). `launchOverhead` is the
    /// time from process start to this call, added to startup (seconds). `options` makes the
    /// canvas's renderer: `RendererOptions(profile: .gpu)` counts what a GPU would be asked to do.
    @MainActor
    public func run(
        frames: Int? = nil, scale: Double = 2, assets: AssetLocator? = nil,
        now: @escaping () -> Double = SDLTime.now,
        launchOverhead: Double = 0, frameLog: BenchFrameLog? = nil, options: RendererOptions = RendererOptions()
    ) throws -> BenchScenarioResult {
        let type = try sceneType()
        let frameCount = max(1, frames ?? defaultFrames)
        let setupStart = now()
        let canvas = try SoftwareCanvas(
            pixelWidth: Int(viewport.width * scale), pixelHeight: Int(viewport.height * scale), scale: scale,
            assets: assets, options: options)
        let clock = BenchFrameClock(rate: rate, realNow: now)
        let virtual = clock.virtual
        let tap = BenchEventTap(ScriptedEventSource(script(frameCount, rate, viewport)) { virtual.now })
        let work = options.work ?? WorkQueue.withIdleWorker()
        let app = Application(clock: clock, events: tap, renderer: canvas.renderer, viewport: viewport, work: work)
        var sceneOptions = SceneOptions()
        sceneOptions.viewfinders = ViewfinderPainters(work: work)
        SceneSwitcher.install(type, in: app, options: sceneOptions)
        var meter = BenchMeter(probe: probe)
        for _ in 0..<frameCount {
            if redrawsEveryFrame { app.setNeedsDisplay() }
            let report = app.step()
            meter.note(report, batch: tap.lastBatch, stats: canvas.renderer.lastFrameStats) {
                launchOverhead + now() - setupStart
            }
        }
        let overran = meter.reports.map { BenchScenarioResult.overran($0, interval: 1 / rate) }
        frameLog?.append(scenario: name, reports: meter.reports, stats: meter.renderStats, dropped: overran)
        let renderer = options.profile.map { "canvas-\(Self.profileName($0))" } ?? "canvas"
        return meter.result(self, scale: scale, pacing: .init(renderer: renderer))
    }

    /// The profiles by their command-line names (`flick bench --profile`).
    public static let profiles: [(name: String, profile: RendererOptions.Profile)] = [
        ("gpu", .gpu), ("software", .software),
    ]

    /// A profile's command-line name.
    static func profileName(_ profile: RendererOptions.Profile) -> String {
        profiles.first { $0.profile == profile }?.name ?? "\(profile)"
    }

    /// The scene type this scenario runs; an error naming it when the build lacks it.
    @MainActor
    func sceneType() throws(OptionError) -> any DemoScene.Type {
        guard let type = SceneCatalog.scene(named: scene) else {
            throw OptionError("scenario \(name) needs scene '\(scene)', which is not in this build")
        }
        return type
    }

    /// The process's peak resident set (VmHWM in /proc/self/status), bytes; 0 where unavailable.
    static func peakResidentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return kilobytes * 1024
    }
}

/// Frames on virtual time, phases on real time: `nextFrame()` is a `VirtualFrameClock`'s, and
/// `now` is that frame's time plus the real time since the frame began, so the application's
/// phase durations are real while input stays scripted.
@MainActor
final class BenchFrameClock: FrameClock {
    let virtual: VirtualFrameClock
    private let realNow: () -> Double
    private var frameStart = 0.0

    init(rate: Double, realNow: @escaping () -> Double) {
        virtual = VirtualFrameClock(start: 0, rate: rate)
        self.realNow = realNow
    }

    func nextFrame() -> FrameTime {
        frameStart = realNow()
        return virtual.nextFrame()
    }

    var now: Double { virtual.now + (realNow() - frameStart) }
}

/// Passes a source through and remembers the last batch it handed out.
@MainActor
final class BenchEventTap: EventSource {
    private let inner: any EventSource
    private(set) var lastBatch: [InputEvent] = []

    init(_ inner: any EventSource) { self.inner = inner }

    func drainEvents() -> [InputEvent] {
        lastBatch = inner.drainEvents()
        return lastBatch
    }

    func waitForEvents(timeout: Double) {}
}

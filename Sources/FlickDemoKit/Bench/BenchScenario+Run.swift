public import FlickAnimation
public import FlickGeometry
public import FlickInput
public import FlickLayers
public import FlickSDL
public import FlickUI
import Foundation

extension BenchScenario {
    /// Runs the scenario for `frames` frames (its default when nil) at `scale` pixels per point on
    /// the SDL software canvas and measures it. Frames come from a virtual clock at `rate`, so the
    /// input is the same every run; phase times are real (`now`, seconds). `launchOverhead` is the
    /// time from process start to this call, added to startup (seconds).
    @MainActor
    public func run(
        frames: Int? = nil, scale: Double = 2, assets: AssetLocator? = nil,
        now: @escaping () -> Double = SDLTime.now,
        launchOverhead: Double = 0
    ) throws -> BenchScenarioResult {
        guard let type = SceneCatalog.scene(named: scene) else {
            throw OptionError("scenario \(name) needs scene '\(scene)', which is not in this build")
        }
        let frameCount = max(1, frames ?? defaultFrames)
        let setupStart = now()
        let canvas = try SoftwareCanvas(
            pixelWidth: Int(viewport.width * scale), pixelHeight: Int(viewport.height * scale), scale: scale,
            assets: assets)
        let clock = BenchFrameClock(rate: rate, realNow: now)
        let virtual = clock.virtual
        let tap = BenchEventTap(ScriptedEventSource(script(frameCount, rate, viewport)) { virtual.now })
        let app = Application(clock: clock, events: tap, renderer: canvas.renderer, viewport: viewport)
        ShellDriver.install(type, in: app)
        var reports: [FrameReport] = []
        var startup: Double?
        var pending: [(frame: Int, check: @Sendable (DisplayList) -> Bool)] = []
        var latencies: [Int] = []
        var unresolved = 0
        for _ in 0..<frameCount {
            if redrawsEveryFrame { app.setNeedsDisplay() }
            guard let report = app.step() else { continue }
            if startup == nil { startup = launchOverhead + now() - setupStart }
            let index = reports.count
            reports.append(report)
            pending += latestPerTouch(tap.lastBatch).compactMap { event in latencyProbe(event).map { (index, $0) } }
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
        unresolved += pending.count
        return BenchScenarioResult(
            scenario: self, scale: scale, reports: reports, latencies: latencies, unresolved: unresolved,
            startup: startup ?? 0, peakRSS: Self.peakResidentBytes())
    }

    /// The last event of each touch in a batch (earlier moves of the same finger are superseded
    /// within a frame: only the newest position can be on screen); other events unchanged.
    private func latestPerTouch(_ batch: [InputEvent]) -> [InputEvent] {
        var seen: Set<Int64> = []
        var kept: [InputEvent] = []
        for event in batch.reversed() {
            if case .touch(let touch) = event.kind, !seen.insert(touch.id).inserted { continue }
            kept.append(event)
        }
        return kept.reversed()
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
    private let inner: ScriptedEventSource
    private(set) var lastBatch: [InputEvent] = []

    init(_ inner: ScriptedEventSource) { self.inner = inner }

    func drainEvents() -> [InputEvent] {
        lastBatch = inner.drainEvents()
        return lastBatch
    }

    func waitForEvents(timeout: Double) {}
}

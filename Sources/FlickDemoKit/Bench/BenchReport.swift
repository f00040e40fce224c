import FlickApp
public import FlickGeometry
public import FlickSDL
import Foundation
public import Logging

/// `flick bench`: runs the benchmarks and prints them as a table (default) or JSON.
@MainActor
public enum BenchReport {
    /// One layer count's figures, as `--json` prints them.
    struct Row: Encodable {
        let layers: Int
        let compose_median_ms: Double
        let compose_p99_ms: Double
        let render_median_ms: Double
        let render_p99_ms: Double
    }

    /// Runs every benchmark and prints the results to standard output.
    public static func run(frames: Int, json: Bool, logger: Logger) throws {
        let assets = try? AssetLocator.locate()
        if assets == nil { logger.warning("assets not found: text and images render as placeholders") }
        let counts = try layerCountBench(frames: frames, assets: assets, now: SDLTime.now)
        let rows = counts.map {
            Row(
                layers: $0.layers, compose_median_ms: round3($0.compose.median), compose_p99_ms: round3($0.compose.p99),
                render_median_ms: round3($0.render.median), render_p99_ms: round3($0.render.p99))
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(rows), as: UTF8.self))
            return
        }
        let gallery = try renderGalleryBench(frames: frames, assets: assets, now: SDLTime.now)
        let animation = runAnimationBench(layerCount: 1000, frames: max(frames, 120), now: SDLTime.now)
        let viewfinder = runViewfinderBench(pictures: max(frames, 120), now: SDLTime.now)
        print("Layers, software renderer, 720×1280 px (ms per frame)")
        print(pad("layers", 8) + pad("compose med", 14) + pad("compose p99", 14) + pad("render med", 13) + "render p99")
        for r in rows {
            print(
                pad("\(r.layers)", 8) + pad(fmt(r.compose_median_ms), 14) + pad(fmt(r.compose_p99_ms), 14)
                    + pad(fmt(r.render_median_ms), 13) + fmt(r.render_p99_ms))
        }
        print("\nlayers gallery render, 720×1280 px software: \(gallery)")
        print("1 000 animating layers, per frame: \(animation)")
        print("procedural viewfinder, per picture: \(viewfinder)")
    }

    /// Runs the named scenarios (`all` for every one) and prints a table, or with `json` an array
    /// of `BenchScenarioResult` objects. `launchTime` (seconds, `SDLTime`) is when the process
    /// started; the first scenario's startup counts from there. With `window` options each
    /// scenario runs in a real window with that renderer (`runInWindow`; `sleep` paces a window
    /// without vsync), else on the offscreen software canvas. Unknown names are an error that
    /// lists the scenarios.
    public static func runScenarios(
        _ names: [String], frames: Int?, viewport: Size?, scale: Double, window: WindowOptions? = nil,
        sleep: @escaping (Double) -> Void = { _ in }, json: Bool, launchTime: Double?, frameLogPath: String? = nil,
        profile: RendererOptions.Profile? = nil, virtualTime: Bool = false, logger: Logger
    ) throws {
        let scenarios = try names.flatMap { name throws(OptionError) -> [BenchScenario] in
            if name == "all" { return BenchScenario.all }
            guard let scenario = BenchScenario.named(name) else {
                let known = (BenchScenario.all.map(\.name) + ["all"]).joined(separator: ", ")
                throw OptionError("--scenario takes one of \(known); got '\(name)'")
            }
            return [scenario]
        }
        let assets = try? AssetLocator.locate()
        if assets == nil { logger.warning("assets not found: text and images render as placeholders") }
        let launchOverhead = launchTime.map { max(0, SDLTime.now() - $0) } ?? 0
        var results: [BenchScenarioResult] = []
        let frameLog = frameLogPath.map { _ in BenchFrameLog() }
        for (i, scenario) in scenarios.enumerated() {
            let sized = viewport.map { scenario.with(viewport: $0) } ?? scenario
            logger.info("scenario \(scenario.name): \(scenario.summary)")
            let overhead = i == 0 ? launchOverhead : 0
            if var options = window {
                options.scale = scale
                results.append(
                    try sized.runInWindow(
                        options: options, frames: frames, logger: logger, now: SDLTime.now, sleep: sleep,
                        launchOverhead: overhead, frameLog: frameLog, virtualTime: virtualTime))
            } else {
                results.append(
                    try sized.run(
                        frames: frames, scale: scale, assets: assets, now: SDLTime.now, launchOverhead: overhead,
                        frameLog: frameLog, options: RendererOptions(profile: profile)))
            }
        }
        if let frameLogPath, let frameLog {
            do {
                try frameLog.csv.write(toFile: frameLogPath, atomically: true, encoding: .utf8)
            } catch {
                throw OptionError("--frame-log could not write \(frameLogPath): \(error.localizedDescription)")
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(results), as: UTF8.self))
            return
        }
        printTable(results)
    }

    /// The scenario table: frame work, each phase's median and p99, then what the run measured.
    static func printTable(_ results: [BenchScenarioResult]) {
        guard let first = results.first else { return }
        let pacing =
            first.pacing == "virtual"
            ? "software canvas, virtual \(first.refresh_interval_ms) ms frames"
            : "\(first.renderer) window, \(first.pacing), measured \(first.refresh_interval_ms) ms frames"
        print("Scenarios, \(pacing) (ms per frame, median / p99)")
        let phases = ["work", "input", "gesture", "animate", "layout", "compose", "render", "present"]
        print(
            pad("scenario", 12) + pad("frames", 7) + phases.map { pad($0, 14) }.joined() + pad("work max", 9)
                + pad("dropped", 8) + pad("idle", 6) + pad("latency", 8) + pad("startup", 9) + "peak RSS")
        for r in results {
            let pairs = [
                (r.frame_work_median_ms, r.frame_work_p99_ms), (r.input_median_ms, r.input_p99_ms),
                (r.gestures_median_ms, r.gestures_p99_ms), (r.animate_median_ms, r.animate_p99_ms),
                (r.layout_median_ms, r.layout_p99_ms), (r.compose_median_ms, r.compose_p99_ms),
                (r.render_median_ms, r.render_p99_ms), (r.present_median_ms, r.present_p99_ms),
            ]
            let latency = r.latency_frames < 0 ? "–" : "\(r.latency_frames) fr"
            print(
                pad(r.scenario, 12) + pad("\(r.frames)", 7)
                    + pairs.map { pad(fmt2($0.0) + "/" + fmt2($0.1), 14) }.joined() + pad(fmt2(r.frame_work_max_ms), 9)
                    + pad("\(r.dropped_frames)", 8) + pad("\(r.idle_frames)", 6) + pad(latency, 8)
                    + pad("\(Int(r.startup_ms)) ms", 9) + String(format: "%.1f MB", r.peak_rss_mb))
        }
        print(
            "Render cost per frame (median / worst; pixels written in millions; uploads, groups and blurs over the"
                + " run; textures created: median / over the run)")
        print(
            pad("scenario", 12) + pad("Mpx", 14) + pad("draw calls", 11) + pad("targets", 8) + pad("uploads", 8)
                + pad("KB up", 14) + pad("textures", 10) + pad("groups", 8) + "blurs")
        for r in results {
            print(
                pad(r.scenario, 12) + pad(fmt2(r.render_mpx_median) + "/" + fmt2(r.render_mpx_max), 14)
                    + pad("\(Int(r.draw_calls_median))", 11) + pad("\(Int(r.target_switches_median))", 8)
                    + pad("\(r.uploads)", 8) + pad(fmt2(r.uploaded_kb_median) + "/" + fmt2(r.uploaded_kb_max), 14)
                    + pad(fmtCount(r.textures_created_median) + "/\(r.textures_created)", 10)
                    + pad("\(r.groups)", 8) + "\(r.blurs)")
        }
    }

    private static func round3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
    private static func fmt(_ v: Double) -> String { String(format: "%.3f", v) }
    private static func fmt2(_ v: Double) -> String { String(format: "%.2f", v) }
    /// A median of counts: whole, or halfway between two.
    private static func fmtCount(_ v: Double) -> String { v == v.rounded() ? "\(Int(v))" : String(format: "%.1f", v) }
    private static func pad(_ s: String, _ n: Int) -> String {
        s.padding(toLength: max(n, s.count + 1), withPad: " ", startingAt: 0)
    }
}

import Foundation
public import FlickSDL
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
        print("Layers, software renderer, 720×1280 px (ms per frame)")
        print(pad("layers", 8) + pad("compose med", 14) + pad("compose p99", 14) + pad("render med", 13) + "render p99")
        for r in rows {
            print(
                pad("\(r.layers)", 8) + pad(fmt(r.compose_median_ms), 14) + pad(fmt(r.compose_p99_ms), 14)
                    + pad(fmt(r.render_median_ms), 13) + fmt(r.render_p99_ms))
        }
        print("\nlayers gallery render, 720×1280 px software: \(gallery)")
        print("1 000 animating layers, per frame: \(animation)")
    }

    private static func round3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
    private static func fmt(_ v: Double) -> String { String(format: "%.3f", v) }
    private static func pad(_ s: String, _ n: Int) -> String { s.padding(toLength: max(n, s.count + 1), withPad: " ", startingAt: 0) }
}

import FlickDemoKit
import FlickGeometry
import Foundation
import Testing

@testable import FlickSDL

/// Runs the benchmarks briefly so they keep working; prints the numbers (meaningful only in a
/// release build: `swift test -c release -Xswiftc -enable-testing --filter RenderBenchTests`).
@Suite(.serialized)
@MainActor
struct RenderBenchTests {
    @Test func galleryBenchRuns() throws {
        let frames = ProcessInfo.processInfo.environment["FLICK_BENCH_FRAMES"].flatMap(Int.init) ?? 5
        let stats = try renderGalleryBench(frames: frames, warmUp: 2, assets: PixelTest.assets)
        print("gallery 720×1280 software: \(stats)")
        #expect(stats.count == frames)
        #expect(stats.median > 0 && stats.median <= stats.p99)
    }

    @Test func layerCountBenchRuns() throws {
        let big = ProcessInfo.processInfo.environment["FLICK_BENCH_FRAMES"] != nil
        let results = try layerCountBench(
            layers: big ? [100, 1000, 10000] : [10, 100], frames: big ? 20 : 2, assets: PixelTest.assets)
        for r in results { print("\(r.layers) layers: compose \(r.compose); render \(r.render)") }
        #expect(results.map(\.layers) == (big ? [100, 1000, 10000] : [10, 100]))
    }

    @Test func timingStatsMedianAndP99() {
        let s = TimingStats(samples: (1...100).map(Double.init).reversed())
        #expect(s.median == 50.5)
        #expect(s.p99 == 99)
        #expect(s.min == 1 && s.max == 100)
        #expect(TimingStats(samples: [3, 1, 2]).median == 2)
    }
}

import FlickDemoKit
import FlickGeometry
import FlickInput
import Foundation
import Testing

@MainActor
@Suite struct BenchScenarioTests {
    @Test func inputDragShowsEveryTouchInTheFrameThatDequeuedIt() throws {
        // A small canvas keeps the test quick; latency and frame counts don't depend on pixels.
        let result = try BenchScenario.inputDrag.run(frames: 150, scale: 0.5)
        #expect(result.scenario == "input-drag")
        #expect(result.latency_frames == 0)
        #expect(result.latency_unresolved == 0)
        // Fingers are down for all but the lift frame every 2 s, so nearly every frame renders.
        #expect(result.frames >= 148 && result.frames <= 150)
        #expect(result.frame_work_median_ms > 0 && result.render_median_ms > 0)
        #expect(result.frame_work_p99_ms >= result.frame_work_median_ms)
        #expect(result.peak_rss_mb > 1)
        #expect(result.startup_ms > 0)
    }

    @Test func theJSONHasTheKeysIssueEightAsksFor() throws {
        let result = try BenchScenario.gallery.run(frames: 3, scale: 0.25)
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(result)) as? [String: Any]
        let keys = Set(try #require(object).keys)
        let required: Set = [
            "scenario", "frames", "frame_work_median_ms", "frame_work_p99_ms", "render_median_ms", "render_p99_ms",
            "dropped_frames", "latency_frames", "startup_ms", "peak_rss_mb",
        ]
        #expect(required.isSubset(of: keys), "missing \(required.subtracting(keys))")
        #expect(result.frames == 3, "the gallery redraws every frame")
        #expect(result.latency_frames == -1, "no input, nothing to check")
    }

    @Test func theDragScriptIsTimeOrderedAndFingersAlwaysLiftBeforeNewOnesBegin() {
        let events = BenchScenario.inputDrag.script(300, 60, Size(width: 360, height: 640))
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.timestamp <= $1.timestamp })
        var live: Set<Int64> = []
        var began = 0
        for event in events {
            guard case .touch(let touch) = event.kind else { continue }
            switch touch.phase {
            case .began:
                #expect(live.count < 3)
                live.insert(touch.id)
                began += 1
            case .moved: #expect(live.contains(touch.id))
            case .ended, .cancelled: #expect(live.remove(touch.id) != nil)
            }
        }
        #expect(live.isEmpty, "every finger lifts by the end")
        #expect(began == 9, "three fingers in each of three 2-second loops (5 s)")
    }

    @Test func scenariosAreFoundByName() {
        #expect(BenchScenario.named("input-drag")?.scene == "input")
        #expect(BenchScenario.named("gallery")?.scene == "layers")
        #expect(BenchScenario.named("swipe") == nil)
        #expect(Set(BenchScenario.all.map(\.scene)).isSubset(of: Set(SceneCatalog.names)))
    }
}

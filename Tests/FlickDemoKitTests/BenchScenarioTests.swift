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
        #expect(BenchScenario.named("swipe-loop")?.scene == "home")
        #expect(BenchScenario.named("swipe") == nil)
        #expect(Set(BenchScenario.all.map(\.scene)).isSubset(of: Set(SceneCatalog.names)))
    }

    @Test func swipeLoopVisitsEveryPanelAndTheContainerFollowsTheFingerInTheSameFrame() throws {
        // The bare container: its panels are full-viewport fills, so every move's latency is
        // provable, and it idles between swipes (home's camera draws every frame at the centre).
        let result = try BenchScenario.swipeLoop(scene: "panels").run(frames: 520, scale: 0.25)
        #expect(result.scenario == "swipe-loop")
        #expect(result.latency_frames == 0, "the dragged panel sits under the finger in the dequeuing frame")
        #expect(result.latency_unresolved == 0)
        #expect(result.idle_frames > 0, "between a settle and the next touch nothing is composed")
        #expect(result.frames + result.idle_frames == 520)
    }

    @Test func swipeLoopDragsGoOutAndBackOnEachAxisFastEnoughToCommit() {
        let viewport = Size(width: 360, height: 640)
        let events = BenchScenario.swipeLoop.script(480, 60, viewport)
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.timestamp <= $1.timestamp })
        var drags: [(start: Point, end: Point, seconds: Double)] = []
        var began: [Int64: (Point, Double)] = [:]
        for event in events {
            guard case .touch(let t) = event.kind else { continue }
            if t.phase == .began { began[t.id] = (t.location, event.timestamp) }
            if t.phase == .ended, let (p, t0) = began[t.id] { drags.append((p, t.location, event.timestamp - t0)) }
        }
        #expect(drags.count == 8, "one loop of eight drags in 8 s")
        let moves = drags.map { Point(x: $0.end.x - $0.start.x, y: $0.end.y - $0.start.y) }
        let directions = moves.map { m in abs(m.x) > abs(m.y) ? (m.x > 0 ? "→" : "←") : (m.y > 0 ? "↓" : "↑") }
        #expect(directions == ["→", "←", "←", "→", "↓", "↑", "↑", "↓"])
        for (index, (drag, move)) in zip(drags, moves).enumerated() {
            let start = index == 5 ? Point(x: 108, y: 601.6) : Point(x: 180, y: 320)
            #expect((drag.start - start).length < 1e-9, "the centre, but the bar for the way back from the top")
            #expect(move.length / drag.seconds > 500, "above the 500 pt/s release threshold")
        }
    }

    @Test func theJSONHasEveryPhaseIncludingLayout() throws {
        let result = try BenchScenario.gallery.run(frames: 2, scale: 0.25)
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(result)) as? [String: Any]
        let keys = Set(try #require(object).keys)
        for phase in ["frame_work", "input", "gestures", "animate", "layout", "compose", "render", "present"] {
            for stat in ["median", "p99", "max"] { #expect(keys.contains("\(phase)_\(stat)_ms")) }
        }
        #expect(result.renderer == "canvas" && result.pacing == "virtual")
    }

    @Test func theFrameLogHasALinePerFrameWithWhatTheRendererDid() throws {
        let log = BenchFrameLog()
        let result = try BenchScenario.gallery.run(frames: 3, scale: 0.25, frameLog: log)
        let lines = log.csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let header = try #require(lines.first).map(String.init)
        #expect(
            header.suffix(7) == ["draws", "triangles", "uploads", "upload_kb", "textures", "sprites", "dropped"])
        let dropped = try #require(header.firstIndex(of: "dropped"))
        #expect(
            lines.dropFirst().filter { $0[dropped] == "1" }.count == result.dropped_frames,
            "the lines marked dropped are the frames the run counts")
        #expect(lines.count == 4, "the header and one line per frame")
        for row in lines.dropFirst() {
            #expect(row.count == header.count)
            let field = { (name: String) in header.firstIndex(of: name).flatMap { Int(row[$0]) } ?? -1 }
            #expect(row.first == "gallery")
            #expect(field("draws") > 0 && field("triangles") > 0, "the gallery draws shapes")
            #expect(field("uploads") >= 0 && field("textures") >= 0 && field("sprites") >= 0)
        }
        let uploads = header.firstIndex(of: "uploads")!, kb = header.firstIndex(of: "upload_kb")!
        #expect(Int(lines[1][uploads])! > 0, "the first frame uploads the gallery's text and pictures")
        #expect(Double(lines[1][kb])! > 0 && abs(result.uploaded_kb_max - Double(lines[1][kb])!) < 0.06)
        let textures = lines.dropFirst().map { Int($0[header.firstIndex(of: "textures")!])! }
        #expect(textures[0] > 0, "the first frame makes the gallery's textures")
        #expect(textures.reduce(0, +) == result.textures_created, "the run's total is the lines' sum")
    }
}

import FlickApp
public import FlickGeometry
import FlickInput
import Foundation

/// What `flick monkey` and `flick soak` print and save; the command line parses, this runs.
@MainActor
public enum MonkeyCommand {
    /// `flick monkey --events N --seed S [--scene NAME] [--out DIR]`: runs the monkey and prints
    /// a summary line. On a failure it prints the seed and the invariant, shrinks the input and
    /// saves it to `DIR/monkey-SCENE-seed-S.jsonl`, printing how to replay it; returns false.
    /// `now` (seconds) times the run on the wall clock.
    public static func run(
        scene: String?, seed: UInt64, events: Int, viewport: Size, outputDirectory: String, now: () -> Double,
        log: (String) -> Void
    ) throws -> Bool {
        let name = scene ?? BenchScenario.swipeLoop.scene
        var configuration = Monkey.Configuration(scene: name, seed: seed, events: events)
        configuration.viewport = viewport
        let start = now()
        let report = try Monkey.run(configuration, progress: { log("monkey: \($0) events…") })
        let wall = now() - start
        let summary = """
            \(report.events) events, \(report.frames) frames (\(report.composedFrames) composed), \
            \(Int(report.seconds)) s virtual, \(report.settleChecks) settle checks, \
            \(report.layers) layers at the end, in \(String(format: "%.1f", wall)) s
            """
        guard let failure = report.failure else {
            print("monkey \(name) seed \(seed): \(summary): no failures")
            return true
        }
        print("monkey \(name) seed \(seed): FAILED after \(summary)")
        print("  \(failure)")
        let shrunk = Monkey.shrink(failure, scene: name, viewport: viewport, rate: configuration.rate)
        let path = try save(
            shrunk, scene: name, viewport: viewport, rate: configuration.rate, seed: seed, folder: outputDirectory)
        print("  shrunk to \(shrunk.count) of \(failure.events.count) events: \(path)")
        print("  check: flick monkey --check \(path)   watch: flick --replay \(path)")
        return false
    }

    /// `flick monkey --check FILE`: replays a recording with every monkey check; prints the result
    /// and returns false on a failure.
    public static func check(path: String) throws -> Bool {
        let recording = try ReplayPlayer.load(path: path)
        let header = recording.header
        let report = try Monkey.check(
            events: recording.events, scene: header.scene, viewport: header.viewport, rate: header.rate)
        if let failure = report.failure {
            print("\(path): FAILED: \(failure)")
            return false
        }
        print("\(path): \(report.events) events, \(report.frames) frames: no failures")
        return true
    }

    /// `flick soak --minutes M [--replay FILE] [--transitions N]`: loops the recording and prints
    /// memory and transitions; returns false on an invariant failure.
    public static func soak(
        replayPath: String?, minutes: Double, transitions: Int?, now: () -> Double, log: (String) -> Void
    ) throws -> Bool {
        let recording = try replayPath.map { path throws(OptionError) in try ReplayPlayer.load(path: path) }
            ?? Soak.swipeLoopRecording()
        func mb(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
        let report = try Soak.run(recording: recording, minutes: minutes, transitions: transitions, now: now) { r in
            log("soak: \(r.loops) loops, \(r.transitions) transitions, RSS \(mb(Soak.residentBytes()))")
        }
        print(
            """
            soak \(recording.header.scene): \(report.loops) loops, \(report.transitions) transitions, \
            \(report.frames) frames in \(String(format: "%.1f", report.wallSeconds)) s; \
            RSS start \(mb(report.startRSS)), end \(mb(report.endRSS)), peak \(mb(report.peakRSS))
            """)
        if let failure = report.failure {
            print("  FAILED: \(failure)")
            return false
        }
        return true
    }

    private static func save(
        _ events: [InputEvent], scene: String, viewport: Size, rate: Double, seed: UInt64, folder: String
    ) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = "\(folder)/monkey-\(scene)-seed-\(seed).jsonl"
        let text = Monkey.recording(events: events, scene: scene, viewport: viewport, rate: rate).encoded()
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

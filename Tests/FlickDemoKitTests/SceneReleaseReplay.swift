import FlickGeometry
import FlickTesting
import Testing

@testable import FlickDemoKit

/// A scene on a `ReleaseReplay` (360×640 pt, the app's size), as `flick --scene` runs it.
@MainActor
func sceneReplay<Scene: DemoScene>(_ type: Scene.Type, rate: Double = 60) -> (ReleaseReplay, Scene) {
    let replay = ReleaseReplay(viewport: Size(width: 360, height: 640), rate: rate)
    let driver = SceneSwitcher.install(type, in: replay.app)
    guard let scene = driver.scene as? Scene else { preconditionFailure("SceneSwitcher built another scene type") }
    replay.frame()
    return (replay, scene)
}

/// Runs `frames` frames at the clock's rate, except the one after the frame that reads the
/// finger's touch-down (at `t0`), which lasts `slow` seconds; `each` runs after every frame.
@MainActor
func runStalled(_ replay: ReleaseReplay, fingerDown t0: Double, slow: Double?, frames: Int, each: () -> Void) {
    var stalled = false
    for _ in 0..<frames {
        replay.frame()
        each()
        if let slow, !stalled, replay.clock.now >= t0 {
            replay.clock.advance(by: max(slow - replay.clock.refreshInterval, 0))
            stalled = true
        }
    }
}

/// The three stalls of issue 32, by name: a 45 ms frame, a 100 ms frame (both at 60 Hz), input
/// read at 30 Hz; each as (slow frame, rate).
let releaseStalls: [String: (slow: Double?, rate: Double)] = [
    "45 ms": (0.045, 60), "100 ms": (0.100, 60), "30 Hz": (nil, 30),
]

/// A speed test's input: moves every 1/`rate` seconds, the first `phase` seconds after a tenth of
/// a second from now (so moves fall at different points of the 60 Hz frames).
typealias ReleaseInput = (rate: Double, phase: Double)

/// The inputs every scene's speed test runs: 120 Hz at two phases against the frames, and 60 Hz.
let releaseInputs: [ReleaseInput] = [(120.0, 0.0003), (120.0, 0.0043), (60.0, 0.0003)]

/// Flings a finger from `start` at `velocity` (points per second) for `duration` seconds with
/// `input`'s moves, runs frames until `isIdle`, and returns the time the finger lifted.
@MainActor
func releaseFling(
    _ replay: ReleaseReplay, from start: Point, velocity: Point, duration: Double, input: ReleaseInput,
    until isIdle: () -> Bool
) -> Double {
    let t0 = replay.clock.now + 0.1 + input.phase
    let lift = replay.fling(from: start, at: t0, velocity: velocity, duration: duration, interval: 1 / input.rate)
    replay.settle(until: isIdle)
    return lift
}

/// Expects the release of a finger lifted at `lift` to carry the drag's shown speed: the drag
/// shown at `speed` (signed, points per second) within 5 %, and the release frame and the two
/// after it within 10 % of what the drag showed (issue 32's done-when).
@MainActor
func expectReleaseKeepsSpeed(
    _ replay: ReleaseReplay, lift: Double, speed: Double, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let r = replay.releaseSpeeds(lift: lift) else {
        Issue.record("no release frame in \(replay.shown)", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(r.drag - speed) < abs(speed) * 0.05, "drag shown at \(r.drag) pt/s", sourceLocation: sourceLocation)
    #expect(
        r.worstDeparture <= 0.10, "drag \(r.drag) pt/s, then \(r.released); all: \(replay.speeds)",
        sourceLocation: sourceLocation)
}

/// Expects a flick read under `stall` (a key of `releaseStalls`) to decide as the same flick with
/// no stall does (`expected`) and to hand over at least 90 % of its speed (issue 32's done-when).
/// `flick(slow, rate)` runs the flick and returns its decision and the speed it handed, pt/s.
@MainActor
func expectStallKeepsFlick<Decision: Equatable>(
    _ stall: String, expected: Decision, flick: (Double?, Double) -> (decision: Decision, handed: Double),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let steady = flick(nil, 60)
    #expect(steady.decision == expected, "no stall decides \(steady.decision)", sourceLocation: sourceLocation)
    #expect(steady.handed > 1800, "no stall hands \(steady.handed) pt/s", sourceLocation: sourceLocation)
    guard let s = releaseStalls[stall] else {
        Issue.record("no stall named \(stall)", sourceLocation: sourceLocation)
        return
    }
    let stalled = flick(s.slow, s.rate)
    #expect(stalled.decision == steady.decision, "\(stall) decides \(stalled.decision)", sourceLocation: sourceLocation)
    #expect(
        stalled.handed >= 0.9 * steady.handed, "\(stall): \(stalled.handed) vs \(steady.handed) pt/s",
        sourceLocation: sourceLocation)
}

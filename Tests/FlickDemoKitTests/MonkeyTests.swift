import FlickDemoKit
import FlickGeometry
import FlickInput
import FlickNavigation
import FlickUI
import Foundation
import Testing

@MainActor
@Suite struct MonkeyTests {
    let viewport = Size(width: 360, height: 640)

    @Test func aSmallSeededRunPassesEveryCheckAndIsDeterministic() throws {
        let configuration = Monkey.Configuration(scene: "panels", seed: 4, events: 3000)
        let first = try Monkey.run(configuration)
        #expect(first.failure == nil, "\(first.failure.map { "\($0)" } ?? "")")
        #expect(first.events >= 3000)
        #expect(first.settleChecks >= 2, "quiet spells must be checked")
        let again = try Monkey.run(configuration)
        #expect(again.frames == first.frames && again.composedFrames == first.composedFrames)
    }

    @Test func theInputIsTimeOrderedAndSavesAsAValidRecording() throws {
        var input = MonkeyInput(seed: 9, viewport: viewport, quietDuration: 2.5)
        var events: [InputEvent] = []
        for frame in 1...3000 {
            events += input.events(from: Double(frame - 1) / 60, to: Double(frame) / 60)
        }
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.timestamp <= $1.timestamp })
        let kinds = Set(events.map { String(describing: $0.kind).prefix(while: { $0 != "(" }) })
        for kind in ["touch", "pointer", "wheel", "key", "gamepadButton", "gamepadAxis", "gamepadDevice", "resized"] {
            #expect(kinds.contains(Substring(kind)), "no \(kind) events in 50 s")
        }
        let recording = Monkey.recording(events: events, scene: "panels", viewport: viewport, rate: 60)
        #expect(try InputRecording(decoding: recording.encoded()) == recording)
    }

    @Test func anInjectedBrokenInvariantIsFoundAndShrunkToAReplayThatReproducesIt() throws {
        let onLeft: @MainActor (Application) -> String? = { app in
            (app.rootViewController as? SwipeNavigationController)?.currentPanel == .left ? "on the left panel" : nil
        }
        let report = try Monkey.run(
            Monkey.Configuration(scene: "panels", seed: 4, events: 20_000), extraInvariant: onLeft)
        let failure = try #require(report.failure)
        #expect(failure.invariant == "injected")
        let shrunk = Monkey.shrink(failure, scene: "panels", viewport: viewport, rate: 60, extraInvariant: onLeft)
        #expect(
            !shrunk.isEmpty && shrunk.count < failure.events.count / 4, "\(shrunk.count) of \(failure.events.count)")
        let file = Monkey.recording(events: shrunk, scene: "panels", viewport: viewport, rate: 60).encoded()
        let replayed = try InputRecording(decoding: file)
        let again = try Monkey.check(
            events: replayed.events, scene: "panels", viewport: viewport, rate: 60, extraInvariant: onLeft)
        #expect(again.failure?.invariant == "injected")
        let clean = try Monkey.check(events: replayed.events, scene: "panels", viewport: viewport, rate: 60)
        #expect(clean.failure == nil, "without the injected check the shrunk input is fine")
        // Reaching the left panel needs nothing from before the last quiet spell, so the shrunk
        // input starts after it.
        #expect(failure.settledEventCount > 0 && failure.settledEventCount < failure.events.count)
        let quiet = failure.events[failure.settledEventCount].timestamp
        #expect(shrunk.allSatisfy { $0.timestamp >= quiet }, "shrunk from the events after the last quiet spell")
    }

    @Test func aDismissedControllerThatLivesOnIsALeak() throws {
        // Presents a controller on the third checked frame and dismisses it on the fourth, but
        // keeps it: the next settle check must report it.
        let leak = StrayControllerLeak()
        let report = try Monkey.run(
            Monkey.Configuration(scene: "panels", seed: 4, events: 2000), extraInvariant: leak.invariant)
        #expect(report.failure?.invariant == "leak", "\(report.failure.map { "\($0)" } ?? "no failure")")
        #expect(report.failure?.detail.contains("stray") == true)
        #expect(leak.kept != nil)
    }

    /// Failures the monkey found, shrunk and saved: a stick scrub taken over by a finger that
    /// could not move the container on its axis left it idle between panels; on home, the deck
    /// kept for reuse was called a leak, a toast fading on a panel hidden mid-fade kept the loop
    /// composing for ever, and a stick let go while a story locked the container was scrubbed
    /// with again after it closed.
    @Test(arguments: [
        "nav-stick-then-finger.jsonl", "nav-idle-off-rest.jsonl", "home-deck-kept-for-reuse.jsonl",
        "home-toast-on-hidden-panel.jsonl", "home-stick-released-while-locked.jsonl",
    ])
    func savedFailuresNowPass(file: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/monkey/\(file)")
        let recording = try InputRecording(decoding: String(contentsOf: url, encoding: .utf8))
        let report = try Monkey.check(
            events: recording.events, scene: recording.header.scene, viewport: recording.header.viewport,
            rate: recording.header.rate)
        #expect(report.failure == nil, "\(report.failure.map { "\($0)" } ?? "")")
    }

    @Test func soakLoopsTheSwipeLoopAndCountsTransitions() throws {
        var ticks = 0.0
        let report = try Soak.run(recording: Soak.swipeLoopRecording(), minutes: 10, transitions: 16) {
            ticks += 0.001
            return ticks
        }
        #expect(report.failure == nil)
        #expect(
            report.transitions >= 16 && report.loops >= 1,
            "panels reached: \(report.transitions) in \(report.loops) loops")
        #expect(report.loops <= 2, "eight panels a loop: \(report.transitions) in \(report.loops) loops")
        #expect(report.startRSS > 0 && report.endRSS > 0 && report.peakRSS >= report.endRSS)
    }
}

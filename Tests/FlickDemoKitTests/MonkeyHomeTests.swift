import FlickAnimation
import FlickDemoKit
import FlickGeometry
import FlickInput
import FlickNavigation
import FlickTesting
import FlickUI
import Foundation
import Testing

/// The monkey on the home scene: what it found there (issue 8) and the leak check's treatment of
/// controllers a scene keeps on purpose.
@MainActor
@Suite struct MonkeyHomeTests {
    let viewport = Size(width: 360, height: 640)

    func fixture(_ file: String) throws -> InputRecording {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/monkey/\(file)")
        return try InputRecording(decoding: String(contentsOf: url, encoding: .utf8))
    }

    /// Seed 4, shrunk: the mini card opens the deck (A) and it closes again; the stories page
    /// keeps the deck for the next time. The deck leaves the tree alive, and that is no leak.
    @Test func theDeckTheStoriesPageKeepsIsNotALeak() throws {
        let recording = try fixture("home-deck-kept-for-reuse.jsonl")
        weak var deck: ViewController?
        var leftTheTreeAlive = false
        let watch: @MainActor (Application) -> String? = { app in
            if let presented = app.rootViewController?.presentedViewController {
                deck = presented
            } else if let deck, deck.presentingViewController == nil {
                leftTheTreeAlive = deck.title == "cards-deck"
            }
            return nil
        }
        let report = try Monkey.check(
            events: recording.events, scene: "home", viewport: viewport, rate: 60, extraInvariant: watch)
        #expect(report.failure == nil, "\(report.failure.map { "\($0)" } ?? "")")
        #expect(report.settleChecks >= 1)
        #expect(leftTheTreeAlive, "the replay opens and closes the deck, and the scene keeps it")
    }

    /// A controller that is not in the scene's retained set and outlives its place in the tree is
    /// still reported on home, where the deck is spared.
    @Test func aStrayControllerOnHomeIsStillALeak() throws {
        let recording = try fixture("home-deck-kept-for-reuse.jsonl")
        // The deck opens only at t ≈ 27 s; the stray is presented and dismissed in the first
        // checked frames, and the first settle check must name it.
        let leak = StrayControllerLeak()
        let report = try Monkey.check(
            events: recording.events, scene: "home", viewport: viewport, rate: 60, extraInvariant: leak.invariant)
        #expect(report.failure?.invariant == "leak", "\(report.failure.map { "\($0)" } ?? "no failure")")
        #expect(report.failure?.detail.contains("stray") == true)
        #expect(leak.kept != nil)
    }

    /// What home keeps on purpose: only the deck.
    @Test func homeNamesItsDeckAsRetained() throws {
        func app() -> Application {
            Application(
                clock: ManualFrameClock(start: 0, rate: 60), events: ScriptedEventSource(),
                renderer: RecordingRenderer(), viewport: viewport)
        }
        let home = HomeScene(application: app())
        #expect(home.retainedControllers.map(\.title) == ["cards-deck"])
        let panels = PanelsScene.make(application: app(), options: SceneOptions())
        #expect(panels.retainedControllers.isEmpty)
    }

    /// Seed 7, shrunk to 4 events: Space held on the camera, LB on a second pad, Space up. The
    /// capture's toast (1.85 s) was still fading on the centre panel when the container hid it,
    /// and the compositor, which alone ended animations, never visited it again: the loop
    /// composed frames for ever. On a manual clock the app must go idle.
    @Test func aToastOnAPanelHiddenMidFadeLetsTheAppIdle() throws {
        let clock = ManualFrameClock(start: 30, rate: 60)
        let events = ScriptedEventSource(now: { clock.now })
        let app = Application(
            clock: clock, events: events, renderer: RecordingRenderer(), viewport: viewport, ticker: AnimationTicker())
        var options = SceneOptions()
        options.camera = .none
        let driver = SceneSwitcher.install(HomeScene.self, in: app, options: options)
        let home = try #require(driver.scene as? HomeScene)
        let pad = GamepadID(1)
        events.enqueue([
            InputEvent(timestamp: 30.45, kind: .key(.init(code: .space, isDown: true))),
            InputEvent(
                timestamp: 31.05, kind: .gamepadButton(.init(gamepad: pad, button: .leftShoulder, isDown: true))),
            InputEvent(
                timestamp: 31.05, kind: .gamepadButton(.init(gamepad: pad, button: .leftShoulder, isDown: false))),
            InputEvent(timestamp: 31.1, kind: .key(.init(code: .space, isDown: false))),
        ])
        while clock.now < 31.2 { app.step() }
        #expect(home.captureCount == 1, "Space captured")
        #expect(app.rootLayer.hasAnimationsInSubtree, "the toast still fades on the hidden centre panel")
        var lastComposed = clock.now
        while clock.now < 36 { if app.step() != nil { lastComposed = clock.now } }
        #expect(home.navigation.currentPanel == .left, "LB went to the chats")
        #expect(!app.rootLayer.hasAnimationsInSubtree)
        #expect(app.isIdle)
        // The toast ends 1.85 s after the capture (Space down at 30.45): no frame after that.
        #expect(lastComposed < 30.45 + 1.85 + 0.1, "last frame composed at \(lastComposed)")
    }
}

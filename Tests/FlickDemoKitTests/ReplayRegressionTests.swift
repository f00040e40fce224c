import FlickApp
import FlickDemoKit
import FlickGeometry
import FlickInput
import FlickLayers
import FlickTesting
import FlickUI
import Foundation
import Testing

/// The committed recordings in Tests/Fixtures/recordings (made by scripts/make-recordings.py),
/// replayed on virtual time with their end states asserted. A change that alters how input
/// reaches the input scene, or how the shell handles the HUD, resizes or focus, shows up here.
@MainActor
@Suite struct ReplayRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/recordings").path

    func play(_ name: String) throws -> (ReplayPlayer, RecordingRenderer) {
        let recording = try ReplayPlayer.load(path: "\(Self.folder)/\(name)")
        let renderer = RecordingRenderer()
        let player = try ReplayPlayer(recording: recording, renderer: renderer)
        player.playToEnd()
        return (player, renderer)
    }

    /// Centres of the 72-pt touch-marker rings in a display list, rounded to 0.01 pt.
    func ringCentres(_ list: DisplayList) -> [Point] {
        list.items.compactMap { item -> Point? in
            guard case .fill(let fill) = item, fill.rect.width == 72, fill.rect.height == 72,
                let centre = fill.transform.project(Point(x: fill.rect.midX, y: fill.rect.midY))
            else { return nil }
            return Point(x: (centre.x * 100).rounded() / 100, y: (centre.y * 100).rounded() / 100)
        }
    }

    func layer(named name: String, in root: Layer) -> Layer? {
        if root.name == name { return root }
        for child in root.sublayers { if let found = layer(named: name, in: child) { return found } }
        return nil
    }

    @Test func oneFingerHoldEndsWithItsMarkerWhereTheFingerRests() throws {
        let (player, renderer) = try play("one-finger-hold.jsonl")
        let list = try #require(renderer.lastFrame)
        #expect(ringCentres(list) == [Point(x: 260, y: 460)])
        #expect(player.events.pending.isEmpty)
        // A held finger keeps frames coming; the replay stops 10 s of virtual time after the last event.
        #expect(player.clock.now > 10)
    }

    @Test func threeFingerDragLeavesNoMarkersAndLogsTheLifts() throws {
        let (player, renderer) = try play("three-finger-drag.jsonl")
        #expect(ringCentres(try #require(renderer.lastFrame)).isEmpty)
        let log = try #require(layer(named: "log", in: player.application.rootLayer)?.text)
        let lines = log.split(separator: "\n").map(String.init)
        #expect(
            lines.suffix(3) == ["touch #1 ended at 80,450", "touch #2 ended at 180,450", "touch #3 ended at 280,450"])
        // Mid-drag, all three markers were on screen in a row.
        let busiest = renderer.frames.map { ringCentres($0).count }.max()
        #expect(busiest == 3)
        #expect(player.application.isIdle, "the scene settles once the fingers lift")
    }

    @Test func focusLossCancelsTouchesAndResizeRelaysOut() throws {
        let (player, renderer) = try play("focus-loss-resize.jsonl")
        #expect(ringCentres(try #require(renderer.lastFrame)).isEmpty)
        #expect(player.application.viewport == Size(width: 640, height: 360))
        #expect(renderer.lastFrame?.viewport == Size(width: 640, height: 360))
        let log = try #require(layer(named: "log", in: player.application.rootLayer)?.text)
        #expect(log.contains("focus lost: live touches cancelled"))
        #expect(log.hasSuffix("resized to 640×360 pt"))
        let pads = try #require(layer(named: "pads", in: player.application.rootLayer))
        #expect(pads.frame == Rect(x: 0, y: 360 - 170, width: 640, height: 170))
    }

    @Test func gamepadStartBackShowsTheHUDAndKeysReachTheScene() throws {
        let (player, renderer) = try play("gamepad-keys-hud.jsonl")
        #expect(player.driver.hud.isVisible)
        let log = try #require(layer(named: "log", in: player.application.rootLayer)?.text)
        #expect(
            log.split(separator: "\n") == [
                "pad1 start down", "pad1 back down", "pad1 back up", "pad1 start up", "key character(\"h\")",
                "key enter", "key other(1073741882)",
            ])
        let list = try #require(renderer.lastFrame)
        let texts = list.items.compactMap { item -> String? in
            if case .text(let text) = item { return text.string } else { return nil }
        }
        let summary = texts.first { $0.hasPrefix("frame ") }
        #expect(summary?.hasPrefix("frame 16.7 ms / 16.7 · dropped 0 · layers ") == true, "\(texts)")
        #expect(summary?.hasSuffix(" · touches 0") == true)
    }

    @Test func mouseDragEndsWithThePointerMarkerBackAtTheCentre() throws {
        let (player, renderer) = try play("mouse-wheel.jsonl")
        #expect(ringCentres(try #require(renderer.lastFrame)) == [Point(x: 180, y: 320)])
        let log = try #require(layer(named: "log", in: player.application.rootLayer)?.text)
        #expect(log.hasSuffix("wheel 0,-53\nwheel 0,53"))
    }

    @Test func replayingTwiceGivesIdenticalFrames() throws {
        let (_, first) = try play("three-finger-drag.jsonl")
        let (_, second) = try play("three-finger-drag.jsonl")
        #expect(first.frames == second.frames)
        #expect(first.frames.count > 30)
    }

    @Test func aMalformedFileIsAClearError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flick-bad-\(getpid()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = """
            {"flick-recording":1,"viewport":[360,640],"scene":"input","rate":60}
            {"t":0,"kind":"swipe"}

            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try ReplayPlayer.load(path: path)
        } throws: { error in
            "\(error)".contains("\(path): line 2: unknown event kind 'swipe'")
        }
        #expect(throws: OptionError.self) { _ = try ReplayPlayer.load(path: "/nonexistent/x.jsonl") }
    }

    @Test func anUnknownSceneIsAClearError() {
        let recording = InputRecording(
            header: .init(viewport: Size(width: 360, height: 640), scene: "nope"), events: [])
        #expect {
            _ = try ReplayPlayer(recording: recording, renderer: RecordingRenderer())
        } throws: { error in
            "\(error)".contains("scene 'nope' is unknown")
        }
    }
}

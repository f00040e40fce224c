import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickTesting
import Testing

@testable import FlickUI

/// `Application.keepPrepared`: hidden layers are composed as if shown and handed to the
/// renderer after presented frames, in rounds `preparationRefreshFrames` apart.
@MainActor
@Suite struct ApplicationPrepareTests {
    let clock = ManualFrameClock(start: 10, rate: 60)
    let events = ScriptedEventSource()
    let renderer = RecordingRenderer()

    /// A hidden panel holding a label, and a visible box that keeps the loop rendering.
    func makeApp() -> (Application, Layer) {
        let app = Application(clock: clock, events: events, renderer: renderer, viewport: Size(width: 100, height: 200))
        let panel = Layer(name: "panel")
        panel.frame = Rect(x: 100, y: 0, width: 100, height: 200)
        panel.isHidden = true
        let label = Layer(name: "label")
        label.frame = Rect(x: 10, y: 10, width: 80, height: 20)
        label.text = "Later"
        let hiddenChild = Layer(name: "hidden-child")
        hiddenChild.text = "Never"
        hiddenChild.isHidden = true
        panel.addSublayer(label)
        panel.addSublayer(hiddenChild)
        app.rootLayer.addSublayer(panel)
        return (app, panel)
    }

    static func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { if case .text(let t) = $0 { t.string } else { nil } }
    }

    @Test func aHiddenPanelIsPreparedAsIfShownButNotDrawn() throws {
        let (app, panel) = makeApp()
        app.keepPrepared([panel])
        #expect(app.step() != nil)
        let drawn = try #require(renderer.frames.last)
        #expect(Self.texts(drawn).isEmpty, "the panel is hidden: not drawn")
        let prepared = try #require(renderer.prepared.last)
        #expect(Self.texts(prepared) == ["Later"], "its label is made ready; its own hidden layers are not")
    }

    @Test func roundsRepeatAfterTheRefreshInterval() {
        let (app, panel) = makeApp()
        app.keepPrepared([panel])
        for _ in 0...Application.preparationRefreshFrames + 1 {
            app.setNeedsDisplay()
            app.step()
        }
        #expect(renderer.frames.count == Application.preparationRefreshFrames + 2)
        #expect(renderer.prepared.count == 2, "one round after the first frame, the next \(Application.preparationRefreshFrames) frames later")
    }

    @Test func aLayerNoLongerHeldIsDropped() {
        var (app, panel): (Application, Layer?) = makeApp()
        app.keepPrepared([panel!])
        panel?.removeFromSuperlayer()
        panel = nil
        app.step()
        #expect(renderer.prepared.isEmpty)
    }

    @Test func aRendererNeverReadyCannotStallAFrameOnAManualClock() {
        final class NeverReady: Renderer {
            var calls = 0
            func render(_ list: DisplayList) {}
            func present() {}
            func prepare(_ list: DisplayList, maxUploads: Int) -> Bool {
                calls += 1
                return false
            }
        }
        let never = NeverReady()
        let app = Application(clock: clock, events: events, renderer: never, viewport: Size(width: 100, height: 200))
        let panel = Layer(name: "panel")
        panel.isHidden = true
        app.rootLayer.addSublayer(panel)
        app.keepPrepared([panel])
        #expect(app.step() != nil)
        #expect(never.calls == Application.preparationCallsPerFrame)
    }
}

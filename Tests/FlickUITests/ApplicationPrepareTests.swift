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
            func prepare(_ list: DisplayList, maxUploads: Int) -> PreparationProgress {
                calls += 1
                return .more
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

    @Test func aLayerWaitingOnWorkElsewhereIsPassedOverAndVisitedAgainNextFrame() {
        /// Answers `.waiting` for lists holding "Slow" until `slowIsReady`.
        final class SlowPictures: Renderer {
            var slowIsReady = false
            var prepared: [[String]] = []
            func render(_ list: DisplayList) {}
            func present() {}
            func prepare(_ list: DisplayList, maxUploads: Int) -> PreparationProgress {
                let texts = ApplicationPrepareTests.texts(list)
                prepared.append(texts)
                return texts.contains("Slow") && !slowIsReady ? .waiting : .ready
            }
        }
        let slow = SlowPictures()
        let app = Application(clock: clock, events: events, renderer: slow, viewport: Size(width: 100, height: 200))
        func panel(_ text: String) -> Layer {
            let p = Layer(name: text)
            p.frame = Rect(x: 100, y: 0, width: 100, height: 200)
            p.isHidden = true
            let label = Layer(name: "\(text).label")
            label.frame = Rect(x: 0, y: 0, width: 80, height: 20)
            label.text = text
            p.addSublayer(label)
            app.rootLayer.addSublayer(p)
            return p
        }
        let first = panel("Slow"), second = panel("Quick")
        app.keepPrepared([first, second])
        app.setNeedsDisplay()
        app.step()
        #expect(slow.prepared == [["Slow"], ["Quick"]], "the waiting panel does not hold the next one back")
        app.setNeedsDisplay()
        app.step()
        #expect(slow.prepared.count == 4, "something waited: the next frame starts a new round")
        slow.slowIsReady = true
        app.setNeedsDisplay()
        app.step()
        #expect(slow.prepared.count == 6)
        for _ in 0..<3 {
            app.setNeedsDisplay()
            app.step()
        }
        #expect(slow.prepared.count == 6, "all ready: rounds pause for \(Application.preparationRefreshFrames) frames")
    }
}

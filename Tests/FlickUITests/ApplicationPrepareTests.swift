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

    @Test func workElsewhereStartsForEveryLayerOnceAfterTheFirstFrame() {
        let (app, panel) = makeApp()
        let other = Layer(name: "other")
        other.isHidden = true
        app.rootLayer.addSublayer(other)
        app.keepPrepared([panel, other])
        #expect(renderer.startedElsewhere.isEmpty, "nothing before a frame")
        app.step()
        #expect(renderer.startedElsewhere.count == 2, "both layers at once, whatever time is left")
        #expect(Self.texts(renderer.startedElsewhere[0]) == ["Later"])
        for _ in 0..<3 {
            app.setNeedsDisplay()
            app.step()
        }
        #expect(renderer.startedElsewhere.count == 2, "once")
        app.keepPrepared([other])
        app.setNeedsDisplay()
        app.step()
        #expect(renderer.startedElsewhere.count == 3, "and again for a new set")
    }

    @Test func roundsRepeatAfterTheRefreshInterval() {
        let (app, panel) = makeApp()
        app.keepPrepared([panel])
        for _ in 0...Application.preparationRefreshFrames + 1 {
            app.setNeedsDisplay()
            app.step()
        }
        #expect(renderer.frames.count == Application.preparationRefreshFrames + 2)
        #expect(
            renderer.prepared.count == 2,
            "one round after the first frame, the next \(Application.preparationRefreshFrames) frames later")
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
                if maxUploads > 0 { calls += 1 }
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
                guard maxUploads > 0 else { return .more }
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

    @Test func workAheadRunsAfterThePresentHighestPriorityFirst() {
        /// Notes what happens, in order.
        final class Steps: Renderer {
            var log: [String] = []
            func render(_ list: DisplayList) { log.append("render") }
            func present() { log.append("present") }
            func prepare(_ list: DisplayList, maxUploads: Int) -> PreparationProgress {
                if maxUploads > 0 { log.append("prepare") }
                return .ready
            }
        }
        let steps = Steps(), work = WorkQueue()
        let app = Application(
            clock: clock, events: events, renderer: steps, viewport: Size(width: 100, height: 200), work: work)
        let panel = Layer(name: "panel")
        panel.isHidden = true
        app.rootLayer.addSublayer(panel)
        app.keepPrepared([panel])
        work.scheduleOnMain(.animation) {
            steps.log.append("sprites")
            return .done
        }
        app.step()
        #expect(
            steps.log == ["render", "present", "sprites", "prepare"], "the picture first, then the queue by priority")
        #expect(work.mainCount == 1, "the rounds stay on the queue")
    }

    /// A renderer that queues its own work ahead of need (as `SDLRenderer` does with
    /// `RendererOptions.work`) gets it run by an application made without naming a queue.
    @Test func aRenderersOwnWorkAheadRunsWithoutTheAppBeingGivenItsQueue() {
        final class Queuing: Renderer {
            let work: WorkQueue? = WorkQueue()
            var made = false
            func render(_ list: DisplayList) {
                work?.scheduleOnMain(.animation) { [weak self] in
                    self?.made = true
                    return .done
                }
            }
            func present() {}
        }
        let renderer = Queuing()
        let app = Application(clock: clock, events: events, renderer: renderer, viewport: Size(width: 100, height: 200))
        app.step()
        #expect(renderer.made, "the job the renderer queued in the frame ran after its present")
    }

    // MARK: When there is time (preparationDeadline)

    static func frame(at t: Double) -> FrameTime {
        FrameTime(timestamp: t, targetTimestamp: t + 1.0 / 60, refreshInterval: 1.0 / 60)
    }

    @Test func aTimerPacedLoopPreparesUntilShortlyBeforeTheNextTick() throws {
        let f = Self.frame(at: 1)
        let deadline = try #require(
            Application.preparationDeadline(after: f, now: 1.010, cost: 0.004, pacedByPresent: false))
        #expect(abs(deadline - (f.targetTimestamp - Application.preparationMargin)) < 1e-9)
        let late = try #require(
            Application.preparationDeadline(after: f, now: f.targetTimestamp, cost: 0.004, pacedByPresent: false))
        #expect(late < f.targetTimestamp, "ending at the tick: the next frame is due to start, nothing is added")
    }

    @Test func withVsyncTheSlackIsTheIntervalLessTheFramesCost() throws {
        let f = Self.frame(at: 1)
        // Present returned at the refresh the frame was for.
        let now = f.targetTimestamp + 0.0003
        let deadline = try #require(
            Application.preparationDeadline(after: f, now: now, cost: 0.005, pacedByPresent: true))
        #expect(abs(deadline - (now + 1.0 / 60 - 0.005 - Application.preparationMargin)) < 1e-9)
        let expensive = try #require(
            Application.preparationDeadline(after: f, now: now, cost: 0.016, pacedByPresent: true))
        #expect(expensive < now, "a frame that used its whole interval leaves nothing")
    }

    @Test func aFrameThatMissedItsRefreshGetsNothingAdded() {
        let f = Self.frame(at: 1)
        let justLate = f.targetTimestamp + 0.006, aFrameLate = f.targetTimestamp + 1.0 / 60
        #expect(Application.preparationDeadline(after: f, now: justLate, cost: 0.004, pacedByPresent: true) == nil)
        #expect(Application.preparationDeadline(after: f, now: aFrameLate, cost: 0.004, pacedByPresent: true) == nil)
    }

    @Test func aVsyncPacedLoopPreparesAfterACheapFrame() {
        /// A clock whose present waits for the refresh: each frame starts when the last present
        /// returned, and is due one interval later.
        final class PresentPacedClock: FrameClock {
            var now = 5.0
            let refreshInterval = 1.0 / 60
            var pacedByPresent: Bool { true }
            func nextFrame() -> FrameTime {
                FrameTime(timestamp: now, targetTimestamp: now + refreshInterval, refreshInterval: refreshInterval)
            }
        }
        /// Renders in `cost` seconds and presents at the frame's refresh.
        final class VsyncRenderer: Renderer {
            let clock: PresentPacedClock
            var cost: Double
            var due = 0.0
            var prepared = 0
            init(clock: PresentPacedClock, cost: Double) {
                self.clock = clock
                self.cost = cost
            }
            func render(_ list: DisplayList) {
                // Work before render takes no time here: the frame started now.
                due = clock.now + clock.refreshInterval
                clock.now += cost
            }
            func present() { clock.now = max(clock.now, due) }
            func prepare(_ list: DisplayList, maxUploads: Int) -> PreparationProgress {
                if maxUploads > 0 { prepared += 1 }
                return .ready
            }
        }
        let clock = PresentPacedClock()
        let renderer = VsyncRenderer(clock: clock, cost: 0.004)
        let app = Application(clock: clock, events: events, renderer: renderer, viewport: Size(width: 100, height: 200))
        let panel = Layer(name: "panel")
        panel.isHidden = true
        app.rootLayer.addSublayer(panel)
        app.keepPrepared([panel])
        var made = 0
        app.work.scheduleOnMain(.animation) {
            made += 1
            return made < 2 ? .more : .done
        }
        renderer.cost = 0.016
        for n in 1...3 {
            app.setNeedsDisplay()
            app.step()
            #expect(renderer.prepared == 0, "a frame that took the whole interval leaves no time to prepare")
            #expect(made == min(n, 2), "but a job wanted within a frame or two takes a step after each")
        }
        renderer.cost = 0.004
        app.setNeedsDisplay()
        app.step()
        #expect(renderer.prepared == 1, "after a 4 ms frame, the rest of the interval is there to use")
    }
}

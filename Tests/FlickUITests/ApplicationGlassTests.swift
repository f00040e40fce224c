import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickTesting
import FlickUI
import Testing

/// What is on the glass when the loop idles, on displays that do not show every present at once
/// (`Application.presentLag`; the kiosk issue's black screen until the first touch).
@MainActor
@Suite struct ApplicationGlassTests {
    /// A display modelled on SDL 2.26's kmsdrm backend: a frame is drawn into the back buffer;
    /// a present swaps it towards the glass, `queued` presents behind; the first present of a new
    /// window swaps a freshly rebuilt, undrawn surface (what was drawn is lost, the glass stays
    /// black) when `losesFirstPresent`. The back buffer is undefined after a swap.
    final class ConsoleDisplay: Renderer {
        let losesFirstPresent: Bool
        let queued: Int
        private var backBuffer: DisplayList?
        private var inFlight: [DisplayList?] = []
        private var presented = 0
        /// What the panel shows (nil: black).
        private(set) var glass: DisplayList?
        private(set) var renderCount = 0

        init(losesFirstPresent: Bool, queued: Int = 0) {
            self.losesFirstPresent = losesFirstPresent
            self.queued = queued
        }

        func render(_ list: DisplayList) {
            backBuffer = list
            renderCount += 1
        }

        func present() {
            presented += 1
            let swapped = losesFirstPresent && presented == 1 ? nil : backBuffer
            backBuffer = nil
            inFlight.append(swapped)
            while inFlight.count > queued { glass = inFlight.removeFirst() }
        }
    }

    let clock = ManualFrameClock(start: 0, rate: 60)
    let events = ScriptedEventSource()
    let box = Layer(name: "box")

    func makeApp(on display: ConsoleDisplay, presentLag: Int) -> Application {
        let app = Application(
            clock: clock, events: events, renderer: display, viewport: Size(width: 100, height: 100),
            ticker: AnimationTicker())
        app.presentLag = presentLag
        box.frame = Rect(x: 10, y: 10, width: 40, height: 40)
        box.backgroundColor = .red
        app.rootLayer.addSublayer(box)
        return app
    }

    /// Steps until the loop would sleep (as `run` does), at most `limit` frames.
    func stepUntilIdle(_ app: Application, limit: Int = 100) {
        var n = 0
        repeat {
            app.step()
            n += 1
        } while !app.isIdle && n < limit
    }

    func boxColour(_ list: DisplayList?) -> Color? {
        guard let list else { return nil }
        for case .fill(let f) in list.items { return f.color }
        return nil
    }

    @Test func theFirstFrameIsOnTheGlassBeforeTheLoopIdles() {
        let display = ConsoleDisplay(losesFirstPresent: true)
        let app = makeApp(on: display, presentLag: 1)
        stepUntilIdle(app)
        #expect(app.renderedFrameCount == 1, "one frame composed")
        #expect(boxColour(display.glass) == .red, "the start's frame is shown with no input at all")
        let renders = display.renderCount
        for _ in 0..<30 { app.step() }
        #expect(display.renderCount == renders, "then it idles: nothing drawn")
    }

    @Test func withoutTheLagTheFirstFrameNeverReachesTheGlass() {
        let display = ConsoleDisplay(losesFirstPresent: true)
        let app = makeApp(on: display, presentLag: 0)
        stepUntilIdle(app)
        for _ in 0..<30 { app.step() }
        #expect(display.glass == nil, "the kiosk issue: black until the first input")
    }

    @Test func aQueuedDisplayShowsTheLastFrameOfAnAnimationBeforeIdle() {
        let display = ConsoleDisplay(losesFirstPresent: false, queued: 1)
        let app = makeApp(on: display, presentLag: 1)
        stepUntilIdle(app)
        #expect(boxColour(display.glass) == .red)
        box.backgroundColor = .blue
        app.setNeedsDisplay()
        stepUntilIdle(app)
        #expect(boxColour(display.glass) == .blue, "a one-frame change then idle still reaches the glass")
        box.add(.basic(.opacity, from: 1.0, to: 0.5, duration: 0.25), forKey: "fade")
        box.opacity = 0.5
        let before = app.renderedFrameCount
        stepUntilIdle(app)
        #expect(app.renderedFrameCount - before >= 15, "the fade took frames")
        #expect(display.glass == app.lastReport?.displayList, "its final frame is what stays on the glass")
    }

    @Test func aDisplayThatShowsEveryPresentGetsNoExtraFrames() {
        let display = ConsoleDisplay(losesFirstPresent: false)
        let app = makeApp(on: display, presentLag: 0)
        stepUntilIdle(app)
        box.backgroundColor = .blue
        app.setNeedsDisplay()
        stepUntilIdle(app)
        #expect(display.renderCount == 2 && app.renderedFrameCount == 2)
        #expect(boxColour(display.glass) == .blue)
    }
}

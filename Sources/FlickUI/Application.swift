public import FlickAnimation
public import FlickGeometry
public import FlickInput
public import FlickLayers

/// The frame pipeline of ARCHITECTURE.md, stepped by any clock, event source and renderer:
/// clock → input → dispatch → animate → layout → compose → render, in one pass per frame (each
/// phase timed in `FrameReport`), so an event dequeued for frame N is visible in frame N.
/// Animate means: the driver advances its own simulations, then the ticker moves every property
/// animator to the frame; layer animations are sampled at `targetTimestamp` while composing.
///
/// When nothing moves, no event arrived and nothing was invalidated, a frame composes and renders
/// nothing (once a lagging display has been given the last frame, `presentLag`); `run` then
/// blocks in the event source until the next event (zero CPU at rest).
@MainActor
public final class Application {
    /// Where frame times come from.
    public let clock: any FrameClock
    /// Where input comes from.
    public let events: any EventSource
    /// Where display lists go.
    public let renderer: any Renderer
    /// The queue of work ahead of need whose main-actor jobs run in the spare time after each
    /// present (`WorkQueue.runMain`): the rounds of `keepPrepared`, and the renderer's own when
    /// it was made with the same queue (docs/RENDERING.md, "Work ahead of need").
    public let work: WorkQueue
    /// Drives property animators and runs animation completions, once per frame.
    public let ticker: AnimationTicker
    /// The root of the layer tree; its frame is kept equal to the viewport.
    public let rootLayer = Layer(name: "root")
    /// The root of the view tree, over `rootLayer` and the size of the viewport. Views added to
    /// it (usually through `rootViewController`) receive touches; layers added straight to
    /// `rootLayer` draw but are invisible to hit testing.
    public let window: Window
    /// The app's content; set before running. The application keeps it alive, so a driver must
    /// not hold the application strongly (it is passed to every call instead).
    public var driver: (any FrameDriver)?
    /// The controller whose view fills the window. Setting it removes the previous one's view
    /// (it gets will/did-disappear) and installs the new one's (will/did-appear).
    public var rootViewController: ViewController? {
        didSet { installRootViewController(replacing: oldValue) }
    }
    /// Delivers touches and the mouse to gesture recognizers and views (step 3).
    public let gestureDispatcher: GestureDispatcher
    /// The focus engine, offered every event first and advanced every frame (see
    /// `FocusEngineHosting`). A `FocusEngine` over the window by default, so a gamepad or the
    /// keyboard reaches every focusable view without setup; set nil to turn focus off.
    public var focusEngine: (any FocusEngineHosting)?
    /// Key and gamepad presses the focus engine did not consume come here next (`isDown` tells
    /// down from up); return true to consume. Unconsumed presses go up the responder chain from
    /// `firstResponder`.
    public var keyCommandHandler: ((Press, _ isDown: Bool) -> Bool)?
    /// Presses that travelled the whole responder chain unused end here (`isDown` tells down from
    /// up): the app's last word on a key, e.g. an unused Escape quits the demo.
    public var unhandledPressHandler: ((Press, _ isDown: Bool) -> Void)? {
        didSet { pressSink.handler = unhandledPressHandler }
    }
    /// The responder after the window (the end of the chain), calling `unhandledPressHandler`.
    let pressSink = PressSink()
    /// Where unconsumed presses start up the responder chain; nil starts at the focused view when
    /// it is inside the top-most presented controller of `rootViewController`, else at that
    /// controller.
    public weak var firstResponder: Responder?
    /// The viewport in points.
    public private(set) var viewport: Size
    /// The colour behind everything.
    public var clearColor: Color = .black
    /// True after a quit event or `quit()`.
    public private(set) var isQuitting = false
    /// Called after each composed frame with its display list and timing (the HUD and benches
    /// listen here).
    public var frameObserver: ((FrameReport) -> Void)?
    /// The most recent frame's report.
    public private(set) var lastReport: FrameReport?
    /// The number of frames that composed and rendered.
    public private(set) var renderedFrameCount = 0
    /// How many more presents a presented frame may need before the display shows it, as the
    /// platform declares it (`SDLWindow.presentLag`; 0 for a display that shows every present).
    /// The loop re-presents its last frame this many times before it idles, so the picture left
    /// on the glass while nothing moves is always the latest one (see `Application+Glass`).
    public var presentLag = 0

    /// Pads and what they hold, from the events so far (releases on unplug).
    var gamepads = GamepadState()
    /// Mouse buttons held, from the last pointer event (cleared on focus loss).
    var heldPointerButtons: Set<InputEvent.MouseButton> = []
    let compositor = Compositor()
    /// Layers kept prepared (`keepPrepared`), held weakly, and where the rounds stand.
    var preparation = Preparation()
    private var needsDisplay = true
    private var animating = false
    /// Presents of the last frame still owed to a lagging display before the loop may idle.
    var glassPresentsOwed = 0

    /// Creates an application over a platform's clock, event source and renderer.
    /// `ticker` defaults to the one animation blocks use when given none (`AnimationTicker.main`);
    /// tests pass their own. `work` is the queue of work ahead of need; by default the
    /// renderer's (`Renderer.work`), so the jobs it queues run, else a queue of the application's
    /// own.
    public init(
        clock: any FrameClock, events: any EventSource, renderer: any Renderer, viewport: Size,
        ticker: AnimationTicker = .main, work: WorkQueue? = nil
    ) {
        self.work = work ?? renderer.work ?? WorkQueue()
        self.clock = clock
        self.events = events
        self.renderer = renderer
        self.ticker = ticker
        self.viewport = viewport
        window = Window(layer: rootLayer, frame: Rect(origin: .zero, size: viewport))
        window.isVisible = true
        window.pressSink = pressSink
        gestureDispatcher = GestureDispatcher(window: window)
        focusEngine = FocusEngine(window: window, ticker: ticker)
    }

    /// Asks for a frame even if nothing moves (after a model change outside an animation).
    public func setNeedsDisplay() { needsDisplay = true }

    /// Stops `run` after the current frame.
    public func quit() { isQuitting = true }

    /// Changes the viewport (window resized or rotated) and asks for a frame.
    public func resize(to size: Size) {
        viewport = size
        window.frame = Rect(origin: .zero, size: size)
        needsDisplay = true
    }

    /// True when the next frame would have nothing to do: no animation, no pending redraw.
    public var isIdle: Bool {
        !animating && !needsDisplay && !window.needsDisplay && !window.needsLayoutPass && glassPresentsOwed == 0
    }

    /// Runs one pass of the pipeline. Returns the frame's report, or nil when the frame was idle
    /// (nothing composed or rendered).
    @discardableResult
    public func step() -> FrameReport? {
        let frame = clock.nextFrame()
        ticker.prepare(frame)
        let t0 = clock.now
        let input = withGamepadReleases(events.drainEvents())
        var gestureTime = 0.0
        for event in input {
            switch event.kind {
            case .quit: isQuitting = true
            case .resized(let size): resize(to: size)
            case .pointer(let pointer): heldPointerButtons = pointer.pressedButtons
            case .focusLost: heldPointerButtons.removeAll()
            default: break
            }
            let dispatchStart = clock.now
            dispatch(event)
            gestureTime += clock.now - dispatchStart
            driver?.handle(event, in: self)
        }
        let advanceStart = clock.now
        gestureDispatcher.advance(to: frame.timestamp)
        let t1 = clock.now
        gestureTime += t1 - advanceStart
        let focusMoving = focusEngine?.advance(to: frame, in: self) ?? false
        let driverMoving = (driver?.advance(to: frame, in: self) ?? false) || focusMoving
        ticker.tick(frame)
        let animated = clock.now
        let laidOut = window.layoutPass()
        let moving = driverMoving || !ticker.isIdle || rootLayer.hasAnimationsInSubtree
        let t2 = clock.now
        let viewsChanged = window.takeNeedsDisplay()
        guard moving || animating || needsDisplay || viewsChanged || laidOut || !input.isEmpty else {
            presentLastFrameAgainIfOwed()
            return nil
        }
        animating = moving
        needsDisplay = false
        let list = compositor.compose(
            rootLayer, viewport: viewport, time: frame.targetTimestamp, clearColor: clearColor)
        // Animations under layers the compositor skipped (hidden, transparent) end on time too,
        // or the loop would never idle.
        if moving { rootLayer.retireCompletedAnimations(atParentTime: frame.targetTimestamp) }
        let t3 = clock.now
        renderer.render(list)
        let t4 = clock.now
        renderer.present()
        glassPresentsOwed = presentLag
        let t5 = clock.now
        runWorkAhead(after: frame, cost: t4 - t0)
        renderedFrameCount += 1
        let report = FrameReport(
            frame: frame, eventCount: input.count, displayList: list,
            inputTime: t1 - t0 - gestureTime, gestureTime: gestureTime, animateTime: animated - t1,
            layoutTime: t2 - animated, composeTime: t3 - t2, renderTime: t4 - t3, presentTime: t5 - t4)
        lastReport = report
        frameObserver?(report)
        return report
    }

    /// Runs frames until quit or until `shouldStop` says so, blocking for input while idle.
    /// `idleTimeout` bounds each wait (seconds) so `shouldStop` is polled.
    public func run(idleTimeout: Double = 0.5, onIdle: (() -> Void)? = nil, shouldStop: () -> Bool = { false }) {
        while !isQuitting && !shouldStop() {
            if step() == nil, isIdle {
                onIdle?()
                var timeout = idleTimeout
                if let deadline = gestureDispatcher.nextDeadline {
                    timeout = min(timeout, max(0, deadline - clock.now))
                }
                events.waitForEvents(timeout: timeout)
            }
        }
    }
}

import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickNavigation
import FlickTransitions
import FlickUI

/// The feel figures of issue 32, measured on a bare two-axis container (400×800 pt, default
/// configuration) on virtual time, with input handed out the way SDL's queue does (stamped at
/// the frame's read, `ScriptedEventSource.stampsAtRead`), so they stay measured by `flick bench`:
///
/// - `releaseSpeedRatio`: the content's speed in the release frame over its speed in the last
///   drag frame, for a 1500 pt/s drag with 120 Hz input read at 60 Hz (1 = no lurch; the issue
///   measured 2.16 before the one time base, docs/ANIMATION.md).
/// - `stalledFlingRatio`: the speed a 62 pt, 2000 pt/s flick hands its settle when its last
///   moves and lift are read after a 45 ms frame, after a 100 ms frame, or with frames at 30 Hz,
///   over the speed it hands with no stall; the worst of the three, 0 if any of them settles on a
///   different panel (docs/INPUT.md, "Velocity").
/// - `habrReleaseSpeedRatio`: the same measure on a transition container with habr's layer-time
///   percent driver (docs/TRANSITIONS.md), for a 1000 pt/s drag lifting 150 pt short of the end
///   (where habr's linear completion would move at 1.4 times the finger), the content read from
///   the driver's progress.
/// - `deckReleaseSpeedRatio`: the same measure on the cards scene (article 003, 360×640 pt) for a
///   card pushed up at 500 pt/s for 0.18 s, lifting 53 pt short of its rest (the slop absorbed;
///   there its spring, response 0.3 s, holds the finger's speed), the card read from its progress.
@MainActor
enum FeelBench {
    /// The two figures.
    struct Figures {
        var releaseSpeedRatio: Double
        var stalledFlingRatio: Double
        var habrReleaseSpeedRatio: Double
        var deckReleaseSpeedRatio: Double
    }

    static func measure() -> Figures {
        Figures(
            releaseSpeedRatio: releaseSpeedRatio(), stalledFlingRatio: stalledFlingRatio(),
            habrReleaseSpeedRatio: habrReleaseSpeedRatio(), deckReleaseSpeedRatio: deckReleaseSpeedRatio())
    }

    /// An application of `viewport` points on a virtual clock at `rate` Hz that draws nothing, its
    /// input handed out stamped at each frame's read.
    private static func virtualApp(
        rate: Double, viewport: Size
    ) -> (Application, ScriptedEventSource, VirtualFrameClock) {
        let clock = VirtualFrameClock(start: 0, rate: rate)
        let events = ScriptedEventSource(now: { clock.now })
        events.stampsAtRead = true
        let app = Application(
            clock: clock, events: events, renderer: NullRenderer(), viewport: viewport, ticker: AnimationTicker())
        return (app, events, clock)
    }

    /// A container with five plain panels on a virtual clock at `rate` Hz.
    private static func stage(
        rate: Double
    ) -> (Application, SwipeNavigationController, ScriptedEventSource, VirtualFrameClock) {
        let (app, events, clock) = virtualApp(rate: rate, viewport: Size(width: 400, height: 800))
        var panels: [Panel: ViewController] = [:]
        for p in Panel.allCases { panels[p] = ViewController() }
        let nav = SwipeNavigationController(
            background: ViewController(), panels: panels, configuration: NavigationConfiguration(), chrome: nil,
            ticker: app.ticker)
        app.rootViewController = nav
        nav.installInput(in: app)
        app.step()
        return (app, nav, events, clock)
    }

    /// A finger from `start` at `velocity` pt/s, one move every `interval` s for `duration` s,
    /// lifting one interval later where it got to.
    private static func fling(from start: Point, at t0: Double, velocity: Point, duration: Double, interval: Double)
        -> [InputEvent]
    {
        var script = [InputEvent(timestamp: t0, kind: .touch(.init(id: 1, phase: .began, location: start)))]
        var t = interval
        while t <= duration + 1e-9 {
            let p = start + velocity * t
            script.append(InputEvent(timestamp: t0 + t, kind: .touch(.init(id: 1, phase: .moved, location: p))))
            t += interval
        }
        let end = start + velocity * t
        script.append(InputEvent(timestamp: t0 + t, kind: .touch(.init(id: 1, phase: .ended, location: end))))
        return script
    }

    private static func releaseSpeedRatio() -> Double {
        let (app, nav, events, clock) = stage(rate: 60)
        return releaseRatio(app: app, events: events, clock: clock, speed: 1500, duration: 0.125) {
            nav.position.x * 400
        }
    }

    /// Three plain children on a transition container with the layer-time driver and habr's
    /// timing (FEEL.md §1: 0.33 s, ease-out), the middle one shown, free pan.
    private static func habrReleaseSpeedRatio() -> Double {
        let (app, events, clock) = virtualApp(rate: 60, viewport: Size(width: 400, height: 800))
        let container = TransitionContainerController()
        container.ticker = app.ticker
        container.driverKind = .layerTime
        container.setViewControllers([ViewController(), ViewController(), ViewController()], selectedIndex: 1)
        container.setInteractor(TransitionInteractor(mode: .freePan))
        app.rootViewController = container
        app.step()
        return releaseRatio(app: app, events: events, clock: clock, speed: 1000, duration: 0.24) {
            container.activeTransition.map { $0.driver.progress * 400 } ?? (container.selectedIndex == 2 ? 400 : 0)
        }
    }

    /// The cards scene with its deck opened (a tap on the mini card), its first card pushed up.
    private static func deckReleaseSpeedRatio() -> Double {
        let (app, events, clock) = virtualApp(rate: 60, viewport: Size(width: 360, height: 640))
        let scene = CardsScene(application: app)
        app.step()
        for (t, phase) in [(0.05, InputEvent.Phase.began), (0.09, .ended)] {
            events.enqueue(
                InputEvent(timestamp: t, kind: .touch(.init(id: 9, phase: phase, location: Point(x: 180, y: 600)))))
        }
        for _ in 0..<42 { app.step() }
        guard let cell = scene.start.deckController.deck.currentCell else { return .nan }
        return releaseRatio(
            app: app, events: events, clock: clock, from: Point(x: 180, y: 420), velocity: Point(x: 0, y: -500),
            duration: 0.17
        ) { cell.progress * cell.swipeDistance }
    }

    /// A drag from `start` (default x 380, leftwards at `speed`) at `velocity` pt/s for `duration` s
    /// with 120 Hz input read at 60 Hz, 0.1003 s after the clock's time: the content's travel
    /// (`probe`, points) in the release frame over its travel in the last drag frame.
    private static func releaseRatio(
        app: Application, events: ScriptedEventSource, clock: VirtualFrameClock, speed: Double = 0,
        from start: Point = Point(x: 380, y: 400), velocity: Point? = nil, duration: Double,
        probe: () -> Double
    ) -> Double {
        let t0 = clock.now + 0.1003
        let script = fling(
            from: start, at: t0, velocity: velocity ?? Point(x: -speed, y: 0), duration: duration,
            interval: 1.0 / 120)
        let lift = script.last?.timestamp ?? 0
        events.enqueue(script)
        var shown: [(read: Double, x: Double)] = []
        for _ in 0..<60 {
            app.step()
            shown.append((clock.now, probe()))
        }
        guard let release = shown.firstIndex(where: { $0.read >= lift - 1e-9 }), release >= 2 else { return .nan }
        let drag = shown[release - 1].x - shown[release - 2].x
        let released = shown[release].x - shown[release - 1].x
        return drag != 0 ? released / drag : .nan
    }

    private static func stalledFlingRatio() -> Double {
        let steady = handed(slow: nil, rate: 60)
        var worst = Double.infinity
        for (slow, rate) in [(0.045, 60.0), (0.100, 60.0), (nil, 30.0)] as [(Double?, Double)] {
            let stalled = handed(slow: slow, rate: rate)
            let ratio = stalled.panel == steady.panel && steady.speed != 0 ? stalled.speed / steady.speed : 0
            worst = min(worst, ratio)
        }
        return worst
    }

    /// The panel a flick settles on and the speed it handed its settle (pt/s), at `rate` Hz, with
    /// the frame after the one that reads the touch-down lasting `slow` seconds.
    private static func handed(slow: Double?, rate: Double) -> (panel: Panel, speed: Double) {
        let (app, nav, events, clock) = stage(rate: rate)
        let t0 = 0.1003
        let flick = fling(
            from: Point(x: 300, y: 400), at: t0, velocity: Point(x: -2000, y: 0), duration: 0.031, interval: 1.0 / 120)
        events.enqueue(flick)
        var stalled = false
        for _ in 0..<120 {
            app.step()
            if let slow, !stalled, clock.now >= t0 {
                // This frame read the touch-down; the next one comes `slow` later.
                clock.advance(by: max(slow - clock.refreshInterval, 0))
                stalled = true
            }
        }
        return (nav.currentPanel, abs(nav.settleStartSpeed) * 400)
    }
}

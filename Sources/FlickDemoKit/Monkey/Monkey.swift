public import FlickApp
public import FlickAnimation
public import FlickGeometry
public import FlickInput
import FlickLayers
public import FlickUI

/// `flick monkey`: random input from a seed (`MonkeyInput`) through a real `Application` running
/// a scene with the shell's driver, on virtual time with a `NullRenderer` (every frame composed,
/// no pixels: fast), checking `MonkeyChecks` after every frame. A failure keeps the events
/// delivered up to it; `shrink` cuts them to a short prefix that still fails the same way, and
/// `recording` turns them into a replay file (`flick --replay`, `flick monkey --check`).
@MainActor
public final class Monkey {
    /// What to run.
    public struct Configuration: Sendable {
        /// The scene (a `NavigationScene` gets the container and settle checks too).
        public var scene: String
        /// The seed; the same seed always gives the same events.
        public var seed: UInt64
        /// How many input events to generate.
        public var events: Int
        /// The starting viewport, points.
        public var viewport = Size(width: 360, height: 640)
        /// Frames per second of virtual time.
        public var rate = 60.0

        /// Creates a configuration.
        public init(scene: String, seed: UInt64, events: Int) {
            self.scene = scene
            self.seed = seed
            self.events = events
        }
    }

    /// A broken invariant and the events that led to it.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// The invariant's short name: tree, finite, containment, navigation, idle, leak, injected.
        public var invariant: String
        /// What exactly was wrong.
        public var detail: String
        /// The frame it was found in (0-based) and its virtual time, seconds.
        public var frame: Int
        /// The frame's time, seconds.
        public var time: Double
        /// Every event delivered up to and including that frame.
        public var events: [InputEvent]
        /// How many of `events` had been delivered at the last quiet spell that passed its settle
        /// check (0 if none): `shrink` first tries the events after it alone.
        public var settledEventCount = 0

        public var description: String {
            "\(invariant): \(detail) (frame \(frame), t = \(time) s, after \(events.count) events)"
        }
    }

    /// What a run did.
    public struct Report: Sendable {
        /// Events delivered.
        public var events: Int
        /// Frames stepped.
        public var frames: Int
        /// Frames that composed.
        public var composedFrames: Int
        /// Virtual seconds run.
        public var seconds: Double
        /// Quiet spells after which settling was checked.
        public var settleChecks: Int
        /// Layers in the tree at the end (growth over a run is a leak).
        public var layers: Int
        /// The first broken invariant, if any.
        public var failure: Failure?
    }

    /// The application under test.
    public let application: Application
    /// The virtual clock.
    public let clock: VirtualFrameClock
    let feed: MonkeyEventFeed
    /// The scene's driver (the scene and the HUD).
    public let driver: SceneSwitcher
    private let checks: MonkeyChecks
    /// Quiet time after which everything must have settled: the scene's longest motion + 1 s.
    public let settleLimit: Double
    private var held = HeldInput()
    private var lastEventTime = 0.0
    private var settledChecked = false
    private var settledEventCount = 0
    private var frames = 0
    private var composed = 0

    /// Sets up `scene` at `viewport` on a virtual clock at `rate`, with `events` queued.
    /// `extraInvariant` is checked after every frame too (a message when broken): tests use it to
    /// inject a failure.
    public init(
        scene: String, viewport: Size, rate: Double, events: [InputEvent] = [],
        extraInvariant: (@MainActor (Application) -> String?)? = nil
    ) throws(OptionError) {
        guard let sceneType = SceneCatalog.scene(named: scene) else {
            throw OptionError("unknown scene '\(scene)'; scenes: \(SceneCatalog.names.joined(separator: ", "))")
        }
        let clock = VirtualFrameClock(start: 0, rate: rate)
        self.clock = clock
        feed = MonkeyEventFeed(events) { clock.now }
        application = Application(
            clock: clock, events: feed, renderer: NullRenderer(), viewport: viewport, ticker: AnimationTicker())
        var options = SceneOptions()
        options.camera = .none
        driver = SceneSwitcher.install(sceneType, in: application, options: options)
        driver.switchesScenes = false
        let navigationScene = driver.scene as? any NavigationScene
        settleLimit = (navigationScene.map { type(of: $0).longestMotion } ?? 1) + 1
        checks = MonkeyChecks(
            application: application, navigation: navigationScene?.navigation,
            retained: { navigationScene?.retainedControllers ?? [] }, extra: extraInvariant)
        settledChecked = navigationScene == nil
        self.isNavigationScene = navigationScene != nil
    }

    private let isNavigationScene: Bool

    /// The time of the next frame, seconds (the clock's own arithmetic, so events timestamped
    /// with it are due in exactly that frame).
    var nextFrameTime: Double { frames == 0 ? clock.now : clock.now + clock.refreshInterval }

    /// Queues more events (timestamps not before those queued).
    func append(_ events: [InputEvent]) { feed.append(events) }

    /// Steps one frame and checks it; returns the failure, if any.
    func step() -> Failure? {
        let deliveredBefore = feed.delivered
        let report = application.step()
        let frame = frames
        frames += 1
        let batch = feed.events[..<feed.delivered].suffix(feed.delivered - deliveredBefore)
        if report != nil { composed += 1 }
        let dequeued = !batch.isEmpty || report != nil
        for event in batch {
            held.apply(event)
            lastEventTime = event.timestamp
            settledChecked = !isNavigationScene
        }
        var problem: MonkeyChecks.Problem?
        if dequeued { problem = checks.afterFrame(report) }
        if problem == nil, !settledChecked, held.isReleased, clock.now - lastEventTime >= settleLimit {
            settledChecked = true
            let drawsByDesign = (driver.scene as? any NavigationScene)?.drawsWhileIdle ?? false
            problem = checks.afterSettling(composed: report != nil, drawsByDesign: drawsByDesign)
            if problem == nil { settledEventCount = feed.delivered }
        }
        guard let problem else { return nil }
        return Failure(
            invariant: problem.invariant, detail: problem.detail, frame: frame, time: clock.now,
            events: Array(feed.events[..<feed.delivered]), settledEventCount: settledEventCount)
    }

    /// What the run did so far.
    func report(failure: Failure?) -> Report {
        Report(
            events: feed.delivered, frames: frames, composedFrames: composed, seconds: clock.now,
            settleChecks: checks.settleChecks, layers: Self.countLayers(application.rootLayer), failure: failure)
    }

    private static func countLayers(_ layer: Layer) -> Int {
        layer.sublayers.reduce(1) { $0 + countLayers($1) }
    }

    /// Plays every queued event, then frames until `settleLimit` + 0.5 s after the last one (so
    /// the settle check runs); stops at the first failure.
    func playQueued() -> Report {
        let end = (feed.events.last?.timestamp ?? 0) + settleLimit + 0.5
        while !feed.isDrained || clock.now < end {
            if let failure = step() { return report(failure: failure) }
        }
        return report(failure: nil)
    }
}

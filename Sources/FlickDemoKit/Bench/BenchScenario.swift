public import FlickGeometry
public import FlickInput
public import FlickLayers

/// A scripted benchmark (`flick bench --scenario NAME`): a scene, a viewport, and the input a
/// user would give it, run through a real `Application` on virtual time with the SDL software
/// canvas (see `run(frames:scale:assets:now:launchOverhead:)` and docs/MEASURING.md).
///
/// Each scenario only has to say which scene, which events, and how to tell that a frame shows
/// an event (for latency).
public struct BenchScenario: Sendable {
    /// How a frame's display list proves it shows an input event; nil for events not checked.
    public typealias LatencyProbe = @Sendable (InputEvent) -> (@Sendable (DisplayList) -> Bool)?

    /// The name on the command line.
    public let name: String
    /// One line saying what it measures.
    public let summary: String
    /// The scene it runs (`SceneCatalog`).
    public let scene: String
    /// The logical viewport, points.
    public let viewport: Size
    /// The virtual display's refresh rate, Hz.
    public let rate: Double
    /// Frames run when the command line gives no `--frames`.
    public let defaultFrames: Int
    /// Ask for a redraw every frame even when nothing moves (a steady-state rendering load).
    public let redrawsEveryFrame: Bool
    /// The input for a run of `frames` frames at `rate` in `viewport`, timestamps in seconds from 0.
    public let script: @Sendable (_ frames: Int, _ rate: Double, _ viewport: Size) -> [InputEvent]
    /// For each event handed to the app, a check that a display list shows it (or nil).
    public let latencyProbe: LatencyProbe
    /// Makes the probe for a viewport, for checks that depend on the screen's size (used instead
    /// of `latencyProbe` when set).
    public let makeLatencyProbe: (@Sendable (Size) -> LatencyProbe)?

    /// Creates a scenario.
    public init(
        name: String, summary: String, scene: String, viewport: Size = Size(width: 360, height: 640), rate: Double = 60,
        defaultFrames: Int = 600, redrawsEveryFrame: Bool = false,
        script: @escaping @Sendable (_ frames: Int, _ rate: Double, _ viewport: Size) -> [InputEvent],
        latencyProbe: @escaping LatencyProbe = { _ in nil },
        makeLatencyProbe: (@Sendable (Size) -> LatencyProbe)? = nil
    ) {
        self.name = name
        self.summary = summary
        self.scene = scene
        self.viewport = viewport
        self.rate = rate
        self.defaultFrames = defaultFrames
        self.redrawsEveryFrame = redrawsEveryFrame
        self.script = script
        self.latencyProbe = latencyProbe
        self.makeLatencyProbe = makeLatencyProbe
    }

    /// The latency check for this scenario's viewport.
    var probe: LatencyProbe { makeLatencyProbe?(viewport) ?? latencyProbe }

    /// Every scenario, in the order `--scenario all` runs them.
    @MainActor
    public static let all: [BenchScenario] = [.inputDrag, .gallery, .swipeLoop, .homeFlip, .homeDeck]

    /// The scenario called `name`, or nil.
    @MainActor
    public static func named(_ name: String) -> BenchScenario? { all.first { $0.name == name } }

    /// The same scenario at another viewport.
    public func with(viewport: Size) -> BenchScenario {
        BenchScenario(
            name: name, summary: summary, scene: scene, viewport: viewport, rate: rate, defaultFrames: defaultFrames,
            redrawsEveryFrame: redrawsEveryFrame, script: script, latencyProbe: latencyProbe,
            makeLatencyProbe: makeLatencyProbe)
    }
}

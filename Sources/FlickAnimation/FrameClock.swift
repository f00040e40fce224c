/// When a frame happens and when it will reach the glass, in seconds on one monotonic timeline
/// (like CADisplayLink's `timestamp` and `targetTimestamp`).
public struct FrameTime: Hashable, Sendable {
    /// When this frame started (the previous present completed, or the clock ticked).
    public var timestamp: Double
    /// When this frame is expected to be on screen: animations are sampled here, not at "now".
    public var targetTimestamp: Double
    /// The measured (or, for virtual clocks, chosen) time between frames.
    public var refreshInterval: Double

    /// Creates a frame time.
    public init(timestamp: Double, targetTimestamp: Double, refreshInterval: Double) {
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
        self.refreshInterval = refreshInterval
    }
}

/// The source of frame times: the platform's vsync clock, a virtual clock for headless runs,
/// or a manual clock that tests step. Nothing below the platform reads a wall clock: time arrives
/// from here.
@MainActor
public protocol FrameClock: AnyObject {
    /// The time of the frame about to be produced. Called once per frame by the application loop.
    func nextFrame() -> FrameTime
    /// Now, on the same timeline as `FrameTime` (used to stamp work such as idle wake-ups).
    var now: Double { get }
    /// True when presenting a frame waits for the display's refresh (vsync), so the next frame
    /// starts as soon as present returns; false when the clock itself waits for its tick (a
    /// timer, virtual time).
    var pacedByPresent: Bool { get }
}

extension FrameClock {
    /// Clocks tick by themselves unless they say otherwise.
    public var pacedByPresent: Bool { false }
}

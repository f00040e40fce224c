public import FlickAnimation

/// A frame clock that tests step by hand: every frame is exactly `refreshInterval` after the last,
/// and nothing happens between calls. Deterministic twin of the platform's vsync clock.
@MainActor
public final class ManualFrameClock: FrameClock {
    /// The time of the most recent frame handed out (or the start time before the first).
    public private(set) var now: Double
    /// The interval between frames, seconds (default 1/60).
    public var refreshInterval: Double
    private var started = false

    /// Creates a clock that starts at `start` seconds and ticks at `rate` frames per second.
    public init(start: Double = 0, rate: Double = 60) {
        precondition(rate > 0, "ManualFrameClock needs a positive rate in Hz, got \(rate)")
        self.now = start
        self.refreshInterval = 1 / rate
    }

    /// The next frame: the first call returns the start time, later calls advance by one interval.
    public func nextFrame() -> FrameTime {
        if started { now += refreshInterval } else { started = true }
        return FrameTime(timestamp: now, targetTimestamp: now + refreshInterval, refreshInterval: refreshInterval)
    }

    /// Moves time forward without producing a frame (time passing while the app idles).
    public func advance(by seconds: Double) {
        precondition(seconds >= 0, "ManualFrameClock only moves forward; advance(by:) got \(seconds)")
        now += seconds
    }
}

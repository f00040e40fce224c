/// A frame clock on virtual time: every frame is exactly `refreshInterval` after the last, no
/// matter how long the work took. Headless runs, replays and benchmarks' scripted input use it
/// (the dummy video driver does not throttle presents, so there is no vsync to measure).
@MainActor
public final class VirtualFrameClock: FrameClock {
    /// The time of the most recent frame handed out (the start time before the first).
    public private(set) var now: Double
    /// Seconds between frames.
    public let refreshInterval: Double
    private var started = false

    /// Creates a clock starting at `start` seconds, ticking at `rate` Hz.
    public init(start: Double = 0, rate: Double = 60) {
        precondition(rate > 0, "VirtualFrameClock needs a positive rate in Hz, got \(rate)")
        now = start
        refreshInterval = 1 / rate
    }

    public func nextFrame() -> FrameTime {
        if started { now += refreshInterval } else { started = true }
        return FrameTime(timestamp: now, targetTimestamp: now + refreshInterval, refreshInterval: refreshInterval)
    }

    /// Moves time forward without a frame (idle time on the virtual timeline).
    public func advance(by seconds: Double) {
        precondition(seconds >= 0, "VirtualFrameClock only moves forward; advance(by:) got \(seconds)")
        now += seconds
    }
}

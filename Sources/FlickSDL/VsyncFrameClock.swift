public import FlickAnimation

/// The frame clock of a window presented with vsync: the loop is paced by `present`, so the
/// time between successive `nextFrame` calls is the display's refresh interval. That interval is
/// *measured* (median of recent present-to-present gaps), never read from the mode's refresh rate.
///
/// Gaps after an idle wait are not samples: call `noteIdle()` when the loop blocked for events.
@MainActor
public final class VsyncFrameClock: FrameClock {
    /// The estimate used before enough gaps were measured (seconds).
    public let initialInterval: Double
    private var samples: [Double] = []
    private var next = 0
    private var lastFrame: Double?
    private var skipNextGap = false
    /// How many gaps the median is taken over (half a second at 60 Hz).
    static let window = 30

    /// Creates a clock; `nominalRate` (Hz, SDL's reported rate or 0) only seeds the estimate.
    public init(nominalRate: Int) {
        initialInterval = nominalRate >= 20 && nominalRate <= 500 ? 1 / Double(nominalRate) : 1 / 60
    }

    public var now: Double { SDLTime.now() }

    /// Present waits for the refresh: the next frame starts when it returns.
    public var pacedByPresent: Bool { true }

    /// The current estimate of the refresh interval, seconds.
    public var refreshInterval: Double {
        guard samples.count >= 5 else { return initialInterval }
        return samples.sorted()[samples.count / 2]
    }

    /// Tells the clock the loop slept waiting for events, so the next gap is not a frame interval.
    public func noteIdle() { skipNextGap = true }

    public func nextFrame() -> FrameTime {
        let t = SDLTime.now()
        if let last = lastFrame, !skipNextGap {
            let gap = t - last
            // Gaps far from the estimate are stalls or idle time, not the display's cadence.
            let estimate = refreshInterval
            if gap > 0.25 * estimate && gap < 2.5 * estimate {
                if samples.count < Self.window {
                    samples.append(gap)
                } else {
                    samples[next] = gap
                    next = (next + 1) % Self.window
                }
            }
        }
        skipNextGap = false
        lastFrame = t
        let interval = refreshInterval
        return FrameTime(timestamp: t, targetTimestamp: t + interval, refreshInterval: interval)
    }
}

public import FlickAnimation

/// A frame clock for a window whose renderer has no vsync (Xvfb, some drivers): `nextFrame()`
/// sleeps until the next tick of a fixed-rate timer, so the loop runs at the scenario's rate as
/// it would on a vsync'd display. A frame that overran its tick starts at once, and the next tick
/// is the first one still ahead (missed ticks are skipped, as a display skips missed vsyncs).
/// Frames carry the timer's period as their refresh interval (the timer is the display here, so
/// a frame that ran past its tick is a dropped frame against it); `refreshInterval` is the
/// measured pace, the median of recent frame-to-frame gaps.
///
/// Time and sleeping are injected (`now`, `sleep`: seconds) so FlickDemoKit reads no clock.
@MainActor
public final class PacedFrameClock: FrameClock {
    /// The timer's period, seconds.
    public let interval: Double
    private let readNow: () -> Double
    private let sleep: (Double) -> Void
    private var nextTick: Double?
    private var lastFrame: Double?
    private var skipNextGap = false
    private var gaps: [Double] = []
    /// Gaps the median is taken over (half a second at 60 Hz, like `VsyncFrameClock`).
    static let window = 30

    /// Creates a clock ticking at `rate` Hz.
    public init(rate: Double, now: @escaping () -> Double, sleep: @escaping (Double) -> Void) {
        interval = 1 / max(rate, 1)
        readNow = now
        self.sleep = sleep
    }

    public var now: Double { readNow() }

    /// The measured interval: the median of the last gaps between frames (the period before
    /// five were seen).
    public var refreshInterval: Double {
        guard gaps.count >= 5 else { return interval }
        return gaps.sorted()[gaps.count / 2]
    }

    /// Says the loop was idle: the next gap is not a frame interval.
    public func noteIdle() { skipNextGap = true }

    public func nextFrame() -> FrameTime {
        var t = readNow()
        let tick = nextTick ?? t
        if tick > t {
            sleep(tick - t)
            t = readNow()
        }
        var next = tick + interval
        while next <= t { next += interval }
        nextTick = next
        if let last = lastFrame, !skipNextGap {
            gaps.append(t - last)
            if gaps.count > Self.window { gaps.removeFirst() }
        }
        skipNextGap = false
        lastFrame = t
        return FrameTime(timestamp: t, targetTimestamp: t + interval, refreshInterval: interval)
    }
}

/// The last frames' timings for the HUD: a fixed-size ring of present-to-present gaps and work
/// times, and a running count of dropped frames. Pure value; fed one `record` per rendered frame.
///
/// A frame is *dropped* when its gap since the previous rendered frame exceeds 1.5 × the refresh
/// interval (it missed at least one vsync; issue 8's HUD definition). Gaps are taken between the
/// frames' start timestamps: a frame starts when the previous present returns, so each gap is
/// the previous frame's time on screen. Two gaps are not frame times and are neither graphed nor
/// counted: the one after the loop slept waiting for input (`noteIdle()` says so), and the one
/// ending at the second frame recorded — the first frame started at launch, not after a present,
/// so that gap is how long the first picture took to appear (startup, measured on its own).
public struct FrameTimeHistory: Hashable, Sendable {
    /// One graphed frame.
    public struct Sample: Hashable, Sendable {
        /// Seconds since the previous rendered frame (present to present).
        public var gap: Double
        /// Seconds of the frame's own work (input through present submit).
        public var work: Double
        /// True when `gap` exceeded 1.5 refresh intervals.
        public var isDropped: Bool
    }

    /// How many frames the ring keeps (issue 8: the last 120 frames).
    public let capacity: Int
    /// Frames counted as dropped since the history began.
    public private(set) var droppedCount = 0
    /// The refresh interval of the most recent frame, seconds.
    public private(set) var refreshInterval: Double = 1.0 / 60
    private var ring: [Sample] = []
    private var next = 0
    private var lastTimestamp: Double?
    private var afterIdle = false
    private var recorded = 0

    /// A gap longer than this many refresh intervals counts as a dropped frame (issue 8).
    public static let droppedThreshold = 1.5

    /// Creates an empty history keeping `capacity` frames (at least 1).
    public init(capacity: Int = 120) {
        self.capacity = max(1, capacity)
    }

    /// The kept samples, oldest first.
    public var samples: [Sample] {
        ring.count < capacity ? ring : Array(ring[next...] + ring[..<next])
    }

    /// Says the loop slept waiting for input: the next frame's gap is idle time, not a frame time.
    public mutating func noteIdle() { afterIdle = true }

    /// Records a rendered frame that started at `timestamp` (seconds, the frame clock's timeline),
    /// did `work` seconds of work, on a display refreshing every `refreshInterval` seconds.
    public mutating func record(timestamp: Double, work: Double, refreshInterval: Double) {
        defer {
            lastTimestamp = timestamp
            afterIdle = false
            recorded += 1
        }
        if refreshInterval.isFinite && refreshInterval > 0 { self.refreshInterval = refreshInterval }
        guard let last = lastTimestamp, !afterIdle, recorded >= 2 else { return }
        let gap = max(0, timestamp - last)
        let dropped = gap > Self.droppedThreshold * self.refreshInterval
        if dropped { droppedCount += 1 }
        let sample = Sample(gap: gap, work: max(0, work), isDropped: dropped)
        if ring.count < capacity {
            ring.append(sample)
        } else {
            ring[next] = sample
            next = (next + 1) % capacity
        }
    }
}

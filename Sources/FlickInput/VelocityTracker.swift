public import FlickGeometry

/// Estimates a pointer's velocity from timestamped positions with a least-squares polynomial fit
/// over the recent past (Flutter's `VelocityTracker` / Android's LSQ2 strategy), evaluated at the
/// newest sample.
///
/// Feed it the event source's high-resolution dequeue timestamps (seconds), each with the earliest
/// time the event can have happened (`InputEvent.earliestTimestamp`), and positions (points); read
/// `velocity(at:earliest:)` in points per second. Pure value: no clocks, no allocation beyond a
/// 20-sample history.
///
/// **Stopped or late?** A gap between two samples means the finger stopped only when the queue
/// was seen empty for longer than `assumeStoppedAfter` after the earlier one: a batch read after
/// a slow frame carries dequeue stamps a frame late but an earliest time at the previous read, so
/// its gap is not a stop, and the fit joins it to the samples before the stall (docs/INPUT.md).
///
/// **Batches are spread.** A device reports a moving finger at a steady rate and not at all while
/// it rests, so `n` moves read together cover about `n` report intervals after the read window
/// opened, however late they are read. The interval is learned from the recent reads (their
/// length over their event count); each event of a read becomes its own sample, one interval after
/// the one before, never after its stamp (`spreadRun`). Exact stamps are kept as they are.
public struct VelocityTracker: Hashable, Sendable {
    /// One observation: where the pointer was, when.
    public struct Sample: Hashable, Sendable {
        /// Seconds, on the event source's timeline: when the finger was there (the stamp, or for a
        /// late batch its re-timed end).
        public var time: Double
        /// Points.
        public var position: Point
        /// The earliest time the observation can have been made (≤ `time`): the previous read of
        /// the queue for a dequeue stamp, `time` for an exact one.
        public var earliest: Double
        /// The stamp of the read that delivered it.
        public var readTime: Double
        /// Creates a sample of one event; `earliest` defaults to `time`.
        public init(time: Double, position: Point, earliest: Double? = nil) {
            self.time = time
            self.position = position
            self.earliest = min(earliest ?? time, time)
            readTime = time
        }

    }

    /// What the fit says about the newest sample.
    public struct Estimate: Hashable, Sendable {
        /// Velocity in points per second, not clamped.
        public var velocity: Point
        /// Goodness of fit (R², the smaller of the two axes), 0…1.
        public var confidence: Double
        /// How many samples went into the fit.
        public var sampleCount: Int
        /// Time from the oldest to the newest fitted sample, seconds.
        public var duration: Double
    }

    /// Only samples this recent (seconds before the newest's earliest time) are fitted. FEEL.md §5:
    /// "least-squares fit over the last 100 ms of samples".
    public static let horizon = 0.100
    /// The queue seen empty this long after a sample means the pointer stopped there: the fit ends
    /// at such a gap, and `velocity(at:earliest:)` reads zero after one. Flutter's
    /// `_assumePointerMoveStoppedMilliseconds` = 40.
    public static let assumeStoppedAfter = 0.040
    /// Samples kept: 20 is Flutter's `_historySize`, for one sample per event. Events read together
    /// stay separate samples here (see `spreadRun`), so the history holds more: 64 covers the
    /// 100 ms horizon of a 500 Hz mouse.
    public static let historySize = 64
    /// Reads remembered for the device's report interval.
    static let recentReadCount = 6
    /// Samples closer than this to the start of the current run are merged into one (latest time and
    /// position wins). Events drained in one batch carry dequeue stamps microseconds apart, which
    /// would fit as absurd speeds; 1 ms is the fastest USB HID report interval (1000 Hz polling), so
    /// no real device samples closer.
    public static let minimumSampleInterval = 0.001
    /// The speed from which a release counts as a fling, points per second. FEEL.md §5.
    public static let minimumFlingSpeed = 50.0
    /// The largest speed reported, points per second; faster estimates are scaled down keeping their
    /// direction. FEEL.md §5.
    public static let maximumSpeed = 8000.0

    /// The polynomial's degree: 2 (default, follows deceleration like Flutter) or 1 (a straight line).
    public let degree: Int
    /// Recent samples, oldest first, at most `historySize`.
    public private(set) var samples: [Sample] = []
    private var runStart: Double?
    /// Events in the current read (samples sharing its stamp).
    private var runCount = 0
    /// The last reads' window lengths and event counts (the device's report interval).
    private var recentReads: [Read] = []

    /// One read of the queue: how long its window was and how many events it held.
    private struct Read: Hashable, Sendable {
        var span: Double
        var count: Int
    }

    /// Creates an empty tracker fitting polynomials of `degree` (1 or 2).
    public init(degree: Int = 2) {
        precondition(degree == 1 || degree == 2, "VelocityTracker degree must be 1 or 2; got \(degree)")
        self.degree = degree
    }

    /// Records a position seen at `time` that happened no earlier than `earliest` (default `time`).
    /// Samples older than the newest one are ignored (timestamps are monotonic from the event
    /// source; an older one is a caller bug or a replay seam).
    public mutating func add(time: Double, position: Point, earliest: Double? = nil) {
        guard time.isFinite, position.isFinite else { return }
        let bound = min(earliest.flatMap { $0.isFinite ? $0 : nil } ?? time, time)
        if let last = samples.last {
            if time < last.readTime { return }
            if let start = runStart, time - start < Self.minimumSampleInterval {
                let sample = Sample(time: time, position: position, earliest: min(bound, last.earliest))
                if bound >= time || last.readTime <= last.earliest {
                    // Exact stamps this close are one report: the latest position wins.
                    samples[samples.count - 1] = sample
                    return
                }
                runCount += 1
                samples.append(sample)
                spreadRun()
                trimHistory()
                return
            }
        }
        if let last = samples.last, runCount > 0, last.readTime > last.earliest {
            recentReads.append(Read(span: last.readTime - last.earliest, count: runCount))
            if recentReads.count > Self.recentReadCount { recentReads.removeFirst() }
        }
        runStart = time
        runCount = 1
        samples.append(Sample(time: time, position: position, earliest: bound))
        spreadRun()
        trimHistory()
    }

    /// Places the current read's events in time. A device reports a moving finger at a steady
    /// interval and not at all while it rests, so `n` events read together began when the read's
    /// window opened and came one interval apart: the recent reads' length per event, or this
    /// read's own when it is shorter or nothing is known yet. Never after the stamp, never before
    /// the sample before the read.
    private mutating func spreadRun() {
        guard let last = samples.last, last.readTime > last.earliest else { return }
        let n = min(runCount, samples.count)
        let span = last.readTime - last.earliest
        let spans = recentReads.reduce(0.0) { $0 + $1.span }
        let events = recentReads.reduce(0) { $0 + $1.count }
        var step = span / Double(n)
        if events > 0 { step = min(step, spans / Double(events)) }
        let floor = samples.count > n ? samples[samples.count - n - 1].time : -Double.infinity
        for k in 0..<n {
            let index = samples.count - n + k
            let t = last.earliest + Double(k + 1) * step
            samples[index].time = min(samples[index].readTime, max(t, floor + Double(k + 1) * 1e-6))
        }
    }

    private mutating func trimHistory() {
        if samples.count > Self.historySize { samples.removeFirst(samples.count - Self.historySize) }
    }

    /// The finger's time from the newest sample read before `read` (a stamp) to the newest sample:
    /// how far its last event came after what the previous frame showed. Zero when `read`
    /// delivered no sample.
    public func gap(toRead read: Double) -> Double {
        guard let newest = samples.last, read - newest.readTime < Self.minimumSampleInterval else { return 0 }
        guard let before = samples.last(where: { newest.readTime - $0.readTime >= Self.minimumSampleInterval })
        else { return 0 }
        return max(0, newest.time - before.time)
    }

    /// Forgets every sample (a new touch, `setTranslation`, a cancelled gesture).
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
        runStart = nil
        runCount = 0
        recentReads.removeAll(keepingCapacity: true)
    }

    /// The fit at the newest sample, or nil with fewer than two usable samples.
    public func estimate() -> Estimate? {
        guard let newest = samples.last else { return nil }
        var times: [Double] = []
        var xs: [Double] = []
        var ys: [Double] = []
        var previous = newest
        for sample in samples.reversed() {
            let age = newest.time - sample.time
            let window = newest.time - newest.earliest + Self.horizon
            if age > window || previous.earliest - sample.time > Self.assumeStoppedAfter { break }
            // Milliseconds keep the Vandermonde columns of similar size.
            times.append(-age * 1000)
            xs.append(sample.position.x)
            ys.append(sample.position.y)
            previous = sample
        }
        guard times.count >= 2 else { return nil }
        let fitDegree = min(degree, times.count - 1)
        guard let fitX = PolynomialFit(x: times, y: xs, degree: fitDegree),
            let fitY = PolynomialFit(x: times, y: ys, degree: fitDegree)
        else { return nil }
        return Estimate(
            velocity: Point(x: fitX.coefficients[1] * 1000, y: fitY.coefficients[1] * 1000),
            confidence: min(fitX.confidence, fitY.confidence),
            sampleCount: times.count,
            duration: -(times.last ?? 0) / 1000
        )
    }

    /// Velocity at `now` in points per second, clamped to `maximumSpeed`; zero when there is no
    /// estimate or the queue was seen empty for more than `assumeStoppedAfter` after the newest
    /// sample: `earliest` (default `now`) is the earliest time the event asking (a lift) can have
    /// happened, so a lift read late with the moves before it still flings.
    public func velocity(at now: Double, earliest: Double? = nil) -> Point {
        let bound = min(earliest ?? now, now)
        guard let newest = samples.last, bound - newest.time <= Self.assumeStoppedAfter,
            let estimate = estimate()
        else { return .zero }
        return Self.clamped(estimate.velocity)
    }

    /// `velocity` scaled down to `maximumSpeed` if faster, direction kept.
    public static func clamped(_ velocity: Point) -> Point {
        let speed = velocity.length
        guard speed.isFinite else { return .zero }
        return speed > maximumSpeed ? velocity * (maximumSpeed / speed) : velocity
    }

    /// True when `velocity` is fast enough to count as a fling (≥ `minimumFlingSpeed`).
    public static func isFling(_ velocity: Point) -> Bool {
        velocity.length >= minimumFlingSpeed
    }
}

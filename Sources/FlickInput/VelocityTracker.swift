public import FlickGeometry

/// Estimates a pointer's velocity from timestamped positions with a least-squares polynomial fit
/// over the recent past (Flutter's `VelocityTracker` / Android's LSQ2 strategy), evaluated at the
/// newest sample.
///
/// Feed it the event source's high-resolution dequeue timestamps (seconds) and positions (points);
/// read `velocity(at:)` in points per second. Pure value: no clocks, no allocation beyond a
/// 20-sample history.
public struct VelocityTracker: Hashable, Sendable {
    /// One observation: where the pointer was, when.
    public struct Sample: Hashable, Sendable {
        /// Seconds, on the event source's timeline.
        public var time: Double
        /// Points.
        public var position: Point
        /// Creates a sample.
        public init(time: Double, position: Point) {
            self.time = time
            self.position = position
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

    /// Only samples this recent (seconds before the newest) are fitted. FEEL.md §5: "least-squares
    /// fit over the last 100 ms of samples".
    public static let horizon = 0.100
    /// A gap this long between samples, or since the newest sample, means the pointer stopped: the
    /// fit ends there, and `velocity(at:)` reads zero. Flutter's
    /// `_assumePointerMoveStoppedMilliseconds` = 40.
    public static let assumeStoppedAfter = 0.040
    /// Samples kept. Flutter's `_historySize` = 20.
    public static let historySize = 20
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

    /// Creates an empty tracker fitting polynomials of `degree` (1 or 2).
    public init(degree: Int = 2) {
        precondition(degree == 1 || degree == 2, "VelocityTracker degree must be 1 or 2; got \(degree)")
        self.degree = degree
    }

    /// Records a position. Samples older than the newest one are ignored (timestamps are monotonic
    /// from the event source; an older one is a caller bug or a replay seam).
    public mutating func add(time: Double, position: Point) {
        guard time.isFinite, position.isFinite else { return }
        if let last = samples.last {
            if time < last.time { return }
            if let start = runStart, time - start < Self.minimumSampleInterval {
                samples[samples.count - 1] = Sample(time: time, position: position)
                return
            }
        }
        runStart = time
        samples.append(Sample(time: time, position: position))
        if samples.count > Self.historySize { samples.removeFirst(samples.count - Self.historySize) }
    }

    /// Forgets every sample (a new touch, `setTranslation`, a cancelled gesture).
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
        runStart = nil
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
            if age > Self.horizon || previous.time - sample.time > Self.assumeStoppedAfter { break }
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
    /// estimate or the newest sample is more than `assumeStoppedAfter` before `now` (the finger
    /// stopped before lifting).
    public func velocity(at now: Double) -> Point {
        guard let newest = samples.last, now - newest.time <= Self.assumeStoppedAfter,
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

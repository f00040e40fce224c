public import FlickGeometry
public import FlickUI

/// Turns the left stick into a scrub of the container (pure; time is a parameter).
///
/// Pushing the stick past `engage` locks the larger component's axis (ties horizontal, like
/// `PanSlop`) and its sign. While held, the container follows the deflection along that axis:
/// deflection 1 is one whole panel. Letting go is recognised when the deflection falls below
/// `release` (a stick's spring returns it to the centre within a few events); while it is
/// falling faster than `flickRate` the held deflection stays where it was, so the snap back does
/// not drag the container with it. On release the move *commits* (to the next panel in the
/// sign's direction) when the held deflection reached `commitDeflection` or the stick was pushed
/// out faster than `flickRate` (a flick); otherwise it returns.
public struct StickScrub: Sendable {
    /// The thresholds.
    public struct Configuration: Hashable, Sendable {
        /// Deflection that starts a scrub. 0.25: Flick's choice, half of `StickRepeat`'s 0.5
        /// press point (Unity's `defaultButtonPressPoint`), so scrubbing starts before a
        /// focus-style press would.
        public var engage = 0.25
        /// Deflection under which the stick counts as let go: `StickRepeat`'s release ratio
        /// (0.375 / 0.5 = 0.75) applied to `engage`, ≈ 0.19.
        public var release = 0.1875
        /// Held deflection that commits on release: `StickRepeat`'s press point 0.5 (Unity's
        /// `defaultButtonPressPoint`), the stick's "half way".
        public var commitDeflection = 0.5
        /// Outward speed, deflection units per second, that makes a flick. Flick's choice: a
        /// deliberate push to full deflection takes a quarter second or more (≤ 4/s); a flick
        /// gets there within about 50 ms (≈ 20/s); 8/s sits between.
        public var flickRate = 8.0
        /// Creates the defaults.
        public init() {}
    }

    /// What an update asks the container to do.
    public enum Output: Hashable, Sendable {
        /// Nothing (stick idle, or not yet past `engage`).
        case idle
        /// A scrub began on `axis` in direction `sign` (±1).
        case began(axis: Axis, sign: Double)
        /// Show the held deflection: `amount` (0…1) of a panel in the locked direction.
        case scrub(amount: Double)
        /// The stick was let go: commit (go one panel in the locked direction) or return.
        case released(commit: Bool)
    }

    /// The thresholds.
    public var configuration: Configuration
    /// The locked axis while engaged.
    public private(set) var axis: Axis?
    /// The locked direction (±1) while engaged.
    public private(set) var sign = 1.0
    /// The deflection the container shows (0…1).
    public private(set) var held = 0.0
    /// The fastest outward speed seen while engaged, deflection units per second.
    public private(set) var peakRate = 0.0
    private var lastValue: Double?
    private var lastTime = 0.0
    private var stick = Point.zero

    /// Creates an idle scrub.
    public init(configuration: Configuration = Configuration()) { self.configuration = configuration }

    /// True while a scrub is under way.
    public var isEngaged: Bool { axis != nil }

    /// Feeds one stick axis change (the left stick's x or y, −1…1, after the dead zone) at `time`.
    public mutating func update(axis changed: Axis, value: Double, at time: Double) -> [Output] {
        let v = value.isFinite ? min(max(value, -1), 1) : 0
        if changed == .horizontal { stick.x = v } else { stick.y = v }
        return update(stick: stick, at: time)
    }

    /// Feeds the whole stick (x, y each −1…1) at `time`.
    public mutating func update(stick s: Point, at time: Double) -> [Output] {
        stick = s.isFinite ? s : .zero
        let c = configuration
        guard let axis else {
            let ax = abs(stick.x), ay = abs(stick.y)
            let magnitude = max(ax, ay)
            let previous = lastValue
            let previousTime = lastTime
            lastValue = magnitude
            lastTime = time
            guard magnitude >= c.engage else { return [] }
            let a: Axis = ax >= ay ? .horizontal : .vertical
            self.axis = a
            sign = stick.component(a) < 0 ? -1 : 1
            held = min(magnitude, 1)
            peakRate = rate(from: previous, at: previousTime, to: held, at: time)
            return [.began(axis: a, sign: sign), .scrub(amount: held)]
        }
        let m = stick.component(axis) * sign
        let r = rate(from: lastValue, at: lastTime, to: m, at: time)
        lastValue = m
        lastTime = time
        if m < c.release {
            let commit = held >= c.commitDeflection || peakRate >= c.flickRate
            reset()
            return [.released(commit: commit)]
        }
        if r <= -c.flickRate { return [.scrub(amount: held)] }
        held = min(m, 1)
        peakRate = max(peakRate, r)
        return [.scrub(amount: held)]
    }

    /// Notes one axis change (as `update`) without starting or continuing a scrub: while the
    /// container is locked the stick's position stays current, so the next update after the lock
    /// starts from where the stick really is.
    public mutating func record(axis changed: Axis, value: Double, at time: Double) {
        _ = update(axis: changed, value: value, at: time)
        reset()
    }

    /// Forgets the scrub without a decision (focus lost, the container took over).
    public mutating func reset() {
        axis = nil
        held = 0
        peakRate = 0
    }

    private func rate(from previous: Double?, at previousTime: Double, to value: Double, at time: Double) -> Double {
        guard let previous, time > previousTime else { return 0 }
        return (value - previous) / (time - previousTime)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CAMediaTiming model: how an object's local time derives from its parent's, and which part
/// of one iteration an animation shows at a given time (FEEL.md §4).
///
/// Local ("active") time is `t = (t_parent − beginTime) × speed + timeOffset`. Speed 0 freezes
/// local time at `timeOffset`; a negative speed runs it backwards. An animation is active for
/// `activeDuration`; within it, `duration`-long iterations repeat (`repeatCount` or
/// `repeatDuration`), each played forwards then backwards when `autoreverses` is set.
/// Outside the active period `fillMode` decides whether the first or last value is held.
///
/// Unlike Core Animation, an animation's `timeOffset` is purely additive (it does not wrap
/// around the duration); it behaves the same as a layer's `timeOffset`.
public struct MediaTiming: Hashable, Sendable {
    /// Parent time at which local time starts, seconds.
    public var beginTime: Double
    /// Length of one iteration in seconds (one way, before `autoreverses` doubles it).
    /// Zero or negative makes the animation jump to its end at once.
    public var duration: Double
    /// Rate of local time relative to the parent's (0 pauses, negative runs backwards).
    public var speed: Double
    /// Added to local time after scaling, seconds.
    public var timeOffset: Double
    /// Number of iterations (fractions allowed, `.infinity` forever); 0 means one.
    public var repeatCount: Double
    /// Total active time in seconds; when positive it wins over `repeatCount`.
    public var repeatDuration: Double
    /// Plays each iteration forwards then backwards.
    public var autoreverses: Bool
    /// What is shown outside the active period.
    public var fillMode: FillMode

    /// Creates a timing. Defaults are Core Animation's (speed 1, one iteration, no fill), with a
    /// duration of 0.25 s (CA's default for a zero duration).
    public init(
        beginTime: Double = 0, duration: Double = 0.25, speed: Double = 1, timeOffset: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false, fillMode: FillMode = .removed
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// Converts a parent time into local time: `(t − beginTime) × speed + timeOffset`.
    @inlinable
    public func localTime(fromParentTime t: Double) -> Double { (t - beginTime) * speed + timeOffset }

    /// Converts a local time back to the parent's timeline; `nil` when speed is 0 (every parent
    /// time maps to the same local time).
    public func parentTime(fromLocalTime t: Double) -> Double? {
        guard speed != 0 else { return nil }
        return (t - timeOffset) / speed + beginTime
    }

    /// One iteration including its reverse: `duration`, doubled when `autoreverses`.
    @inlinable
    public var cycleDuration: Double { max(duration, 0) * (autoreverses ? 2 : 1) }

    /// The length of the active period, seconds (may be infinite).
    @inlinable
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount * cycleDuration }
        return cycleDuration
    }

    /// Where an object is relative to its active period.
    public enum Phase: Hashable, Sendable {
        /// Local time is before the start.
        case before
        /// Local time lies within the active period.
        case active
        /// Local time is past the end.
        case after
    }

    /// The phase at local time `t`.
    @inlinable
    public func phase(atLocalTime t: Double) -> Phase {
        if t < 0 { return .before }
        if t >= activeDuration { return activeDuration.isInfinite ? .active : .after }
        return .active
    }

    /// Seconds into the current iteration (0…`duration`, folded when it autoreverses) at parent
    /// time `t`, or `nil` when the animation has no effect then (outside its active period and
    /// not filled).
    @inlinable
    public func simpleTime(atParentTime t: Double) -> Double? {
        simpleTime(atLocalTime: localTime(fromParentTime: t))
    }

    /// Seconds into the current iteration at local (active) time `a`; see `simpleTime(atParentTime:)`.
    public func simpleTime(atLocalTime a: Double) -> Double? {
        let active = activeDuration
        let d = max(duration, 0)
        if a < 0 {
            guard fillMode.fillsBackwards else { return nil }
            return 0
        }
        let cycle = cycleDuration
        guard cycle > 0 else {
            if a >= active, !fillMode.fillsForwards { return nil }
            return d
        }
        var cycleTime: Double
        if a >= active {
            guard fillMode.fillsForwards else { return nil }
            let iterations = active / cycle
            let fraction = iterations - iterations.rounded(.down)
            cycleTime = fraction == 0 ? cycle : fraction * cycle
        } else {
            cycleTime = fmod(a, cycle)
        }
        if autoreverses, cycleTime > d { cycleTime = 2 * d - cycleTime }
        return cycleTime
    }

    /// True when, at parent time `t`, time has carried the animation past the end of its active
    /// period in the direction it runs (after the end for positive speed, before the start for
    /// negative speed). A paused (speed 0) or endless animation never completes.
    public func isComplete(atParentTime t: Double) -> Bool {
        let a = localTime(fromParentTime: t)
        if speed > 0 { return a >= activeDuration }
        if speed < 0 { return a <= 0 && t > beginTime }
        return false
    }

    // MARK: Pausing and resuming (Apple Technical Q&A QA1673)

    /// Freezes local time where it is at parent time `t`: `p = localTime(t); speed = 0;
    /// timeOffset = p` (QA1673). Pausing twice keeps the first pause.
    public mutating func pause(atParentTime t: Double) {
        guard speed != 0 else { return }
        let paused = localTime(fromParentTime: t)
        speed = 0
        timeOffset = paused
    }

    /// Resumes local time from where it was paused, at parent time `t`: `p = timeOffset;
    /// speed = 1; timeOffset = 0; beginTime = 0; beginTime = localTime(t) − p` (QA1673), so local
    /// time continues from `p` without a jump. Does nothing when not paused.
    public mutating func resume(atParentTime t: Double) {
        guard speed == 0 else { return }
        let paused = timeOffset
        speed = 1
        timeOffset = 0
        beginTime = 0
        beginTime = localTime(fromParentTime: t) - paused
    }
}

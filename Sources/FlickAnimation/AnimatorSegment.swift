/// One uninterrupted run of a property animator, from its state when it (re)started to its
/// target: the pure time → (fraction, progress, velocity) map between two state changes.
///
/// `fraction` is linear in time (what `fractionComplete` reports); `progress` is where the
/// values are (0 start, 1 end). A `.mapped` segment keeps `progress = curve(fraction)`, so
/// reversing one retraces the same curve; `.curve` and `.spring` blend from the progress at the
/// start of the segment to the target.
struct AnimatorSegment: Sendable {
    enum Ease: Sendable {
        case mapped(TimingCurve)
        case curve(TimingCurve)
        case spring(SpringSimulation)
    }

    struct Sample: Sendable {
        var fraction: Double
        var progress: Double
        /// d(progress)/dt, per second.
        var velocity: Double
        var isDone: Bool
    }

    var ease: Ease
    var fraction0: Double, fractionTarget: Double
    var progress0: Double, progressTarget: Double
    /// Seconds from start to target.
    var duration: Double
    /// Root time at which the segment began; bound at the first tick after it was made.
    var anchor: Double?
    /// Seconds after `anchor` before motion starts.
    var delay: Double = 0

    /// The state `elapsed` seconds after the segment began (after its delay).
    func sample(elapsed e: Double) -> Sample {
        guard e > 0 else { return Sample(fraction: fraction0, progress: progress0, velocity: 0, isDone: duration <= 0) }
        let s = duration > 0 ? min(e / duration, 1) : 1
        let done = s >= 1
        let f = fraction0 + (fractionTarget - fraction0) * s
        let dp = progressTarget - progress0
        switch ease {
        case .mapped(let c):
            let rate = duration > 0 ? (fractionTarget - fraction0) / duration : 0
            return Sample(
                fraction: f, progress: c.value(at: f), velocity: done ? 0 : c.derivative(at: f) * rate, isDone: done)
        case .curve(let c):
            let v = done || duration <= 0 ? 0 : dp * c.derivative(at: s) / duration
            return Sample(fraction: f, progress: progress0 + dp * c.value(at: s), velocity: v, isDone: done)
        case .spring(let sim):
            if done { return Sample(fraction: f, progress: progressTarget, velocity: 0, isDone: true) }
            return Sample(fraction: f, progress: progress0 + dp * sim.x(e), velocity: dp * sim.dx(e), isDone: false)
        }
    }
}

import FlickAnimation
import FlickUI

/// One settle of a card: `CardsCellView.spring` on the progress, from where the card is to 0 or
/// 1, started at a velocity (progress per second).
struct CardsSettle {
    /// The spring's motion on the progress.
    let simulation: SpringSimulation
    /// The spring's time zero (a frame target time); nil until the next frame binds it.
    var start: Double?

    /// The progress at `time`, clamped to the target's side: the card never passes its rest
    /// (past 1 the actions would be covered again, below 0 the card would sink into the deck).
    func progress(at time: Double) -> Double {
        guard let start else { return simulation.start }
        let p = simulation.x(max(time - start, 0))
        return simulation.target >= simulation.start ? min(p, simulation.target) : max(p, simulation.target)
    }

    /// The progress per second at `time` (the velocity a retargeted settle carries on with).
    func velocity(at time: Double) -> Double {
        guard let start else { return simulation.initialVelocity }
        return simulation.dx(max(time - start, 0))
    }
}

extension CardsCellView {
    /// The speed past which a release's direction decides, points per second (FEEL.md §5: a
    /// fling counts from 50 pt/s).
    static let flingSpeed = 50.0

    /// How close to its rest a settle stops and snaps there, points: half a pixel at scale 2, as
    /// the navigation container's (issue 32: no frames on a spring's invisible tail).
    static let restTolerance = 0.25

    /// Settles up (`up` true) or down on `spring` (FEEL.md §1, cards: the article's 0.3 s is its
    /// response), starting at `velocity` (progress per second; nil: a settle in flight carries
    /// its own speed on, else from rest) at `start`, a frame target time (nil: as of the next
    /// frame). A release passes the finger's speed and `AnimationTicker.handOffTime(fingerGap:)`,
    /// so the card leaves the finger at the speed it was shown moving (docs/ANIMATION.md). A
    /// finger holding the card still (`isHeld`) lets go of it.
    func settle(up: Bool, animated: Bool = true, velocity: Double? = nil, at start: Double? = nil) {
        isHeld = false
        if isUp != up {
            isUp = up
            onUpChanged?(self)
        }
        let target = up ? 1.0 : 0.0
        let now = ticker.lastFrame?.targetTimestamp
        let carried = velocity ?? now.flatMap { t in motion.map { $0.velocity(at: t) } } ?? 0
        guard animated, abs(target - progress) * swipeDistance > Self.restTolerance || abs(carried) > 1e-9 else {
            motion = nil
            return apply(progress: target)
        }
        let relative = Spring.relativeVelocity(carried, from: progress, to: target)
        let simulation = SpringSimulation(
            spring: Self.spring, from: progress, to: target, initialVelocity: relative * (target - progress),
            threshold: Self.restTolerance / max(swipeDistance, 1))
        motion = CardsSettle(simulation: simulation, start: start.map { max($0, now ?? $0) })
        scheduleFrame()
    }

    /// True while the card is settling.
    var isSettling: Bool { motion != nil }

    private func scheduleFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        ticker.atNextFrame { [weak self] _ in self?.frameTick() }
        invalidateDisplay()
    }

    /// One frame: binds a pending start, shows the settle at the frame's target time, and asks
    /// for another frame until it is within `restTolerance` of its rest.
    private func frameTick() {
        frameScheduled = false
        guard let frame = ticker.lastFrame, var m = motion else { return }
        if m.start == nil {
            m.start = frame.timestamp
            motion = m
        }
        let p = m.progress(at: frame.targetTimestamp)
        let target = m.simulation.target
        let t = frame.targetTimestamp - (m.start ?? frame.targetTimestamp)
        if abs(p - target) * swipeDistance <= Self.restTolerance || m.simulation.isDone(t) {
            motion = nil
            apply(progress: target)
        } else {
            apply(progress: p)
            scheduleFrame()
        }
    }
}

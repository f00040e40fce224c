public import FlickAnimation
public import FlickUI

/// Drives an `AnimatedTransitioning` by percentage (UIPercentDrivenInteractiveTransition;
/// FEEL.md §3), with one of two drivers chosen per transition:
///
/// - `.layerTime` — the habr article's driver: the scrubbed view's layer is paused (speed 0),
///   `timeOffset = p · duration` scrubs every layer animation beneath it, and completion steps
///   `timeOffset` per frame, forward or back, then resumes layer time with QA1673's beginTime
///   arithmetic. A release with a velocity steps it along `releaseSpring` in progress space
///   (started at the finger's speed); without one, by frameDuration · completionSpeed (linear in
///   time, as the article).
/// - `.interruptibleAnimator` — modern UIKit: the animator's `fractionComplete` follows `update`,
///   and finish/cancel continue it with `completionCurve` over (1 − p) · duration /
///   completionSpeed, or with `timingCurve`, or with a spring that starts at the gesture's
///   velocity.
///
/// A transition can be caught again while it completes (`pause()` or `update`), and finished or
/// cancelled as often as needed until it ends: the last decision wins.
@MainActor
public final class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    /// How progress reaches the animations.
    public enum Driver: Hashable, Sendable {
        /// Pause a layer and scrub its time (habr).
        case layerTime
        /// Scrub and continue the transition's `PropertyAnimator`.
        case interruptibleAnimator
    }

    /// Where the transition is.
    public enum Phase: Hashable, Sendable {
        /// Not started.
        case idle
        /// Following `update` (paused between updates).
        case interactive
        /// Running to the end (`towardsEnd`) or back to the start on its own.
        case completing(towardsEnd: Bool)
        /// Completed or cancelled; this object is spent.
        case ended
    }

    /// The animation being driven.
    public let animator: any AnimatedTransitioning
    /// The driver asked for. An animator without an interruptible animator falls back to
    /// `.layerTime` (see `effectiveDriver`).
    public let driver: Driver
    /// The driver in use once started.
    public private(set) var effectiveDriver: Driver
    /// Completion rate relative to the duration, > 0 (non-positive or non-finite values act as 1).
    public var completionSpeed = 1.0
    /// The completion's curve (the interruptible-animator driver); default ease-in-out (FEEL.md §3).
    public var completionCurve = TimingCurve.easeInOut
    /// Timing for the completion that wins over `completionCurve` (UIKit's `timingCurve`); a
    /// spring here takes the release velocity.
    public var timingCurve: TimingParameters?
    /// Start interactive (true, default) or animating (false; catch it later with `pause()`).
    public var wantsInteractiveStart = true
    /// The spring of a release with velocity: ζ 1, response 0.4 s (FEEL.md §4, the default settle).
    public var releaseSpring = Spring.smooth
    /// The view whose layer the layer-time driver pauses; nil uses the container's superview
    /// (habr: `containerView.superview.layer`), or the container when its superview is the window.
    public var scrubbedView: View?
    /// Called once when the transition has ended, with whether it completed.
    public var onEnd: (@MainActor (Bool) -> Void)?

    /// The last percentage (time fraction, 0…1).
    public internal(set) var percentComplete = 0.0
    /// The phase.
    public internal(set) var phase = Phase.idle
    /// The context of the transition being driven.
    public internal(set) var context: (any ContextTransitioning)?

    var propertyAnimator: PropertyAnimator?
    var scrubbedLayerView: View?
    var pausedAt = 0.0
    var layerRecord: LayerStateRecord?
    var stepGeneration = 0
    var lastStepTime: Double?
    /// The layer-time driver's release spring (progress space), nil for a linear completion.
    var releaseMotion: SpringSimulation?
    /// The hand-off time (a frame target time): the release spring's time zero.
    var releaseStart: Double?
    var originsBound = true
    /// `ticker.inputMark` at the last `update` (the completion's hand-off time).
    var lastUpdateMark: Double?

    /// Creates a driver for `animator`.
    public init(animator: any AnimatedTransitioning, driver: Driver = .interruptibleAnimator) {
        self.animator = animator
        self.driver = driver
        effectiveDriver = driver
    }

    /// The transition's duration, seconds.
    public var duration: Double { max(animator.transitionDuration(using: context), 0) }

    /// `completionSpeed` made safe.
    var speed: Double { completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1 }

    /// Where the values are, 0 (start) … 1 (end): the animator's progress, or for layer time the
    /// driver's curve at `percentComplete` (a `TransitionAnimationDriver`'s; linear otherwise).
    public var progress: Double {
        switch effectiveDriver {
        case .interruptibleAnimator: return propertyAnimator?.progress ?? percentComplete
        case .layerTime: return timing.progress(atFraction: percentComplete)
        }
    }

    /// The timing that maps time fraction to progress.
    var timing: TimingParameters {
        if let a = propertyAnimator { return a.timingParameters }
        if let d = animator as? TransitionAnimationDriver { return .curve(d.curve) }
        return .curve(.linear)
    }

    /// The time fraction at which the values are at `progress` (inverse of the timing, by
    /// bisection; timing curves are monotonic).
    public func fraction(forProgress progress: Double) -> Double {
        let target = min(max(progress, 0), 1)
        let t = timing
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if t.progress(atFraction: mid) < target { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// Takes control of the transition and starts its animation with the chosen driver.
    public func startInteractiveTransition(_ transitionContext: any ContextTransitioning) {
        guard phase == .idle else { return }
        context = transitionContext
        if driver == .interruptibleAnimator {
            transitionContext.timeDriver = .animator
            if animator.interruptibleAnimator(using: transitionContext) == nil { effectiveDriver = .layerTime }
        }
        switch effectiveDriver {
        case .interruptibleAnimator: startAnimatorDriver(transitionContext)
        case .layerTime: startLayerTimeDriver(transitionContext)
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1), catching it if it was completing.
    public func update(_ percentComplete: Double) {
        guard let ctx = context, phase != .ended, phase != .idle, percentComplete.isFinite else { return }
        let p = min(max(percentComplete, 0), 1)
        phase = .interactive
        ctx.pauseInteractiveTransition()
        switch effectiveDriver {
        case .interruptibleAnimator: animatorUpdate(p)
        case .layerTime: layerTimeUpdate(p)
        }
        self.percentComplete = p
        lastUpdateMark = ctx.ticker.inputMark
        ctx.updateInteractiveTransition(p)
    }

    /// Moves the values to `progress` (0…1): `update(fraction(forProgress:))`.
    public func update(toProgress progress: Double) {
        guard progress.isFinite else { return }
        update(fraction(forProgress: progress))
    }

    /// Holds the transition where it is (a finger caught it).
    public func pause() {
        guard let ctx = context, phase != .ended, phase != .idle else { return }
        phase = .interactive
        ctx.pauseInteractiveTransition()
        switch effectiveDriver {
        case .interruptibleAnimator: animatorPause()
        case .layerTime: layerTimePause()
        }
    }

    /// Finishes the transition from where it is. `velocity`: the gesture's speed in progress
    /// units per second towards the end (nil: use the completion curve). `fingerGap`: the
    /// releasing finger's `PanGestureRecognizer.handOffGap` (see `complete`).
    public func finish(velocity: Double? = nil, fingerGap: Double? = nil) {
        complete(towardsEnd: true, velocity: velocity, fingerGap: fingerGap)
    }

    /// Cancels the transition from where it is. `velocity`: progress units per second (negative
    /// moves towards the start; nil: use the completion curve). `fingerGap` as for `finish`.
    public func cancel(velocity: Double? = nil, fingerGap: Double? = nil) {
        complete(towardsEnd: false, velocity: velocity, fingerGap: fingerGap)
    }

    /// Both drivers start the completion on the frames' time base (docs/ANIMATION.md, "One time
    /// base"): at `AnimationTicker.handOffTime(fingerGap:)` when the finger's gap is known, else at
    /// the target time of the frame that shows the last update.
    private func complete(towardsEnd: Bool, velocity: Double?, fingerGap: Double?) {
        guard let ctx = context, phase != .ended, phase != .idle else { return }
        phase = .completing(towardsEnd: towardsEnd)
        if towardsEnd { ctx.finishInteractiveTransition() } else { ctx.cancelInteractiveTransition() }
        let start = fingerGap.flatMap { ctx.ticker.handOffTime(fingerGap: $0) }
            ?? ctx.ticker.handOffTime(lastMoveMark: lastUpdateMark)
        switch effectiveDriver {
        case .interruptibleAnimator: animatorComplete(towardsEnd: towardsEnd, velocity: velocity, start: start)
        case .layerTime: layerTimeComplete(towardsEnd: towardsEnd, velocity: velocity, start: start)
        }
    }

    /// The transition has completed (called by the context's completion hook the owner installs).
    func didEnd(_ completed: Bool) {
        guard phase != .ended else { return }
        phase = .ended
        stepGeneration += 1
        onEnd?(completed)
    }
}

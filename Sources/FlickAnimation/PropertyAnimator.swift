import FlickGeometry

/// Animates property changes with a timing curve or spring and lets them be paused, scrubbed,
/// reversed, continued with a new timing and finished anywhere (UIViewPropertyAnimator; FEEL.md §2).
///
/// A pure state machine over two numbers: `fractionComplete` (linear in time) and `progress`
/// (where the values are: 0 start, 1 end; springs overshoot). Animation blocks run inside an
/// `AnimationTransaction` scope, so property changes in them become `AnimatorTrack`s that
/// follow `progress`. Time enters only through `AnimationTicker.tick(_:)`; a change made between
/// frames takes effect as of the timestamp of the next tick.
///
/// States: `inactive` → (`startAnimation`, `pauseAnimation`, setting `fractionComplete`) →
/// `active` → (`stopAnimation(false)`) → `stopped` → (`finishAnimation(at:)`) → `inactive`.
/// A natural end also returns to `inactive` (unless `pausesOnCompletion`); `stopAnimation(true)`
/// goes straight to `inactive` without completions. Illegal calls trap with a message saying
/// how to fix them (see `misuse(of:)`).
///
/// `fractionComplete` always measures the way from the start values (0) to the end values (1),
/// whichever way the animator runs: reversing does not flip it (iOS 11+ reads `1 − old` after
/// reversing a non-linear curve; Flick keeps the reading continuous instead).
@MainActor
public final class PropertyAnimator {
    /// The duration given at creation, seconds (spring timing uses its settling time instead).
    public let duration: Double
    /// The timing given at creation.
    public let timingParameters: TimingParameters
    /// The ticker that advances this animator.
    public let ticker: AnimationTicker

    /// The life-cycle state.
    public private(set) var state: AnimatingState = .inactive
    /// Seconds of delay given to `startAnimation(afterDelay:)`.
    public private(set) var delay: Double = 0
    /// Where the values are: 0 start, 1 end (springs overshoot). Read-only; scrub with
    /// `fractionComplete`.
    public private(set) var progress: Double = 0
    /// d(progress)/dt at the last tick, per second (0 while paused).
    public private(set) var progressVelocity: Double = 0
    /// Plays back towards the start when true. Changing it while running turns around from the
    /// current values; changes are ignored once stopped.
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue else { return }
            if state == .stopped {
                isReversed = oldValue
                return
            }
            if isRunning { segment = makeSegment(timingParameters, durationFactor: nil) }
        }
    }
    /// When true (default), scrubbing `fractionComplete` moves the values linearly; when false it
    /// moves them along the timing curve.
    public var scrubsLinearly = true
    /// When true, reaching the end pauses the animator instead of finishing it: it stays active,
    /// no completion runs, and it can be reversed or scrubbed from there.
    public var pausesOnCompletion = false
    /// Whether the animator may be paused, scrubbed and stopped (default true). Only settable
    /// while inactive.
    public var isInterruptible = true {
        willSet { require(.setInterruptible) }
    }

    private var isPaused = true
    private var fraction = 0.0
    private var segment: AnimatorSegment?
    private var pendingBlocks: [(block: @MainActor () -> Void, delayFactor: Double)] = []
    private var tracks: [(track: any AnimatorTrack, windowStart: Double)] = []
    private var completions: [@MainActor (AnimatingPosition) -> Void] = []

    /// Creates an inactive animator with `timingParameters` and optional first block.
    public init(
        duration: Double, timingParameters: TimingParameters, ticker: AnimationTicker = .main,
        animations: (@MainActor () -> Void)? = nil
    ) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.timingParameters = timingParameters
        self.ticker = ticker
        if let animations { pendingBlocks.append((animations, 0)) }
    }

    /// Creates an inactive animator that eases along `curve` (UIViewPropertyAnimator(duration:curve:animations:)).
    public convenience init(
        duration: Double, curve: TimingCurve = .easeInOut, ticker: AnimationTicker = .main,
        animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: .curve(curve), ticker: ticker, animations: animations)
    }

    /// Creates an inactive animator with a spring of `dampingRatio` that settles in about
    /// `duration` seconds (UIViewPropertyAnimator(duration:dampingRatio:animations:)): the
    /// response is scaled so the settling time equals `duration`.
    public convenience init(
        duration: Double, dampingRatio: Double, ticker: AnimationTicker = .main,
        animations: (@MainActor () -> Void)? = nil
    ) {
        let reference = Spring(dampingRatio: dampingRatio, response: 1).settlingDuration()
        let response = reference > 0 && reference.isFinite ? duration / reference : duration
        self.init(
            duration: duration, timingParameters: .spring(Spring(dampingRatio: dampingRatio, response: response)),
            ticker: ticker, animations: animations)
    }

    /// True while active and not paused.
    public var isRunning: Bool { state == .active && !isPaused }

    /// Linear time fraction from the start values (0) to the end values (1); settable only while
    /// paused or inactive (which pauses it at that fraction).
    public var fractionComplete: Double {
        get { fraction }
        set {
            require(.setFractionComplete)
            if state == .inactive { activate() }
            fraction = newValue.isFinite ? clamp(newValue, 0, 1) : fraction
            progress = scrubsLinearly ? fraction : timingParameters.progress(atFraction: fraction)
            progressVelocity = 0
            applyTracks()
        }
    }

    // MARK: Blocks, tracks, completions

    /// Adds a block whose property changes animate with this animator, starting after
    /// `delayFactor` (0…1) of the remaining duration. Before the start it runs when the animator
    /// becomes active; while active it runs at once and animates over the remaining time.
    public func addAnimations(_ animations: @escaping @MainActor () -> Void, delayFactor: Double = 0) {
        require(.addAnimations)
        precondition(
            delayFactor.isFinite && delayFactor >= 0 && delayFactor <= 1,
            "addAnimations(_:delayFactor:) needs a delayFactor in 0…1, got \(delayFactor)")
        if state == .inactive {
            pendingBlocks.append((animations, delayFactor))
        } else {
            run(animations, windowStart: progress + (1 - progress) * delayFactor)
        }
    }

    /// Adds a handler called with the final position when the animator finishes (not when it is
    /// stopped with `stopAnimation(true)`).
    public func addCompletion(_ completion: @escaping @MainActor (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Attaches a track that follows this animator's progress from `windowStart` on: it sees
    /// 0 until progress reaches `windowStart`, then (progress − windowStart)/(1 − windowStart).
    /// Animation blocks call this through the layers; call it directly for custom values.
    public func addTrack(_ track: any AnimatorTrack, windowStart: Double = 0) {
        let start = windowStart.isFinite ? clamp(windowStart, 0, 1) : 0
        tracks.append((track, start))
        track.update(progress: Self.local(progress, windowStart: start))
    }

    /// A track's own progress for the animator's `progress`.
    nonisolated static func local(_ p: Double, windowStart a: Double) -> Double {
        if a <= 0 { return p }
        if a >= 1 - 1e-12 { return p >= a ? 1 : 0 }
        return max((p - a) / (1 - a), 0)
    }

    private func run(_ block: @MainActor () -> Void, windowStart: Double) {
        AnimationTransaction.perform(in: .animator(self, windowStart: windowStart), block)
    }

    private func applyTracks() {
        for t in tracks { t.track.update(progress: Self.local(progress, windowStart: t.windowStart)) }
    }

    // MARK: State changes

    /// Starts or resumes the animation (from inactive, or paused).
    public func startAnimation() {
        require(.start)
        if state == .inactive { activate() }
        guard isPaused else { return }
        isPaused = false
        segment = makeSegment(timingParameters, durationFactor: nil)
        segment?.delay = delay
        delay = 0
    }

    /// Starts the animation after `delay` seconds (the start values show meanwhile).
    public func startAnimation(afterDelay delay: Double) {
        require(.start)
        self.delay = delay.isFinite ? max(delay, 0) : 0
        startAnimation()
    }

    /// Pauses where it is; from inactive, activates paused at the start (running the blocks).
    public func pauseAnimation() {
        require(.pause)
        if state == .inactive {
            activate()
            return
        }
        isPaused = true
        segment = nil
        progressVelocity = 0
    }

    /// Stops the animation. With `withoutFinishing` true the values stay where they are, the
    /// animator becomes inactive and no completion runs; with false it becomes `stopped` and
    /// waits for `finishAnimation(at:)`. Does nothing on an inactive animator.
    public func stopAnimation(_ withoutFinishing: Bool) {
        require(.stop)
        guard state == .active else { return }
        isPaused = true
        segment = nil
        progressVelocity = 0
        if withoutFinishing {
            finishTracks(at: .current)
            completions.removeAll()
            deactivate()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator at `position`: the values jump there (visible on the very next
    /// frame), the animator becomes inactive and the completions run with `position`.
    public func finishAnimation(at position: AnimatingPosition) {
        require(.finish)
        switch position {
        case .start: (fraction, progress) = (0, 0)
        case .end: (fraction, progress) = (1, 1)
        case .current: break
        }
        finishTracks(at: position)
        let handlers = completions
        completions.removeAll()
        deactivate()
        for handler in handlers { handler(position) }
    }

    /// Resumes a paused (or running) animator towards its target with new timing:
    /// `parameters` (nil keeps the original), over `durationFactor` × the original duration
    /// (0 = the remaining time). Springs use their settling time. The values continue from where
    /// they are; a spring's initial velocity (relative to the remaining distance) carries a
    /// gesture's speed into the motion.
    public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) {
        continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor, startingAt: nil)
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)` whose motion begins at root time
    /// `start` (nil: the next frame's timestamp): a hand-off from a finger passes the target time
    /// of the frame showing the finger's last move (`AnimationTicker.handOffTime(lastMoveMark:)`).
    public func continueAnimation(
        withTimingParameters parameters: TimingParameters?, durationFactor: Double, startingAt start: Double?
    ) {
        require(.continueAnimation)
        isPaused = false
        let factor = durationFactor.isFinite ? max(durationFactor, 0) : 0
        segment = makeSegment(parameters ?? timingParameters, durationFactor: factor)
        if let start, start.isFinite { segment?.anchor = start }
    }

    // MARK: Internals

    private func activate() {
        state = .active
        isPaused = true
        fraction = isReversed ? 1 : 0
        progress = fraction
        progressVelocity = 0
        ticker.register(self)
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for b in blocks {
            run(b.block, windowStart: b.delayFactor > 0 ? timingParameters.progress(atFraction: b.delayFactor) : 0)
        }
    }

    private func deactivate() {
        state = .inactive
        isPaused = true
        segment = nil
        tracks.removeAll()
        ticker.unregister(self)
    }

    private func finishTracks(at position: AnimatingPosition) {
        let current = tracks
        tracks.removeAll()
        for t in current { t.track.finish(at: position) }
    }

    private func makeSegment(_ timing: TimingParameters, durationFactor: Double?) -> AnimatorSegment {
        let target: Double = isReversed ? 0 : 1
        let remaining = abs(target - fraction) * duration
        switch timing {
        case .curve(let c):
            let d = durationFactor.map { $0 == 0 ? remaining : $0 * duration } ?? remaining
            let mapped = abs(progress - c.value(at: fraction)) < 1e-9
            return AnimatorSegment(
                ease: mapped ? .mapped(c) : .curve(c), fraction0: fraction, fractionTarget: target,
                progress0: progress, progressTarget: target, duration: d)
        case .spring(let s, let v):
            let sim = SpringSimulation.unit(s, relativeVelocity: v)
            let d = sim.settlingDuration.isFinite ? sim.settlingDuration : 3600
            return AnimatorSegment(
                ease: .spring(sim), fraction0: fraction, fractionTarget: target, progress0: progress,
                progressTarget: target, duration: d)
        }
    }

    /// Advances a running animator to root time `time`; a segment made since the last tick
    /// begins at `anchor`. Returns the completion calls to make once every animator has advanced.
    func advance(anchor: Double, time: Double) -> [@MainActor () -> Void] {
        guard state == .active, !isPaused, var seg = segment else { return [] }
        if seg.anchor == nil {
            seg.anchor = anchor
            segment = seg
        }
        let sample = seg.sample(elapsed: time - (seg.anchor ?? anchor) - seg.delay)
        fraction = sample.fraction
        progress = sample.progress
        progressVelocity = sample.velocity
        applyTracks()
        guard sample.isDone else { return [] }
        progressVelocity = 0
        if pausesOnCompletion {
            isPaused = true
            segment = nil
            return []
        }
        let position: AnimatingPosition = seg.progressTarget >= 1 ? .end : .start
        finishTracks(at: position)
        let handlers = completions
        completions.removeAll()
        deactivate()
        return handlers.map { handler in { handler(position) } }
    }
}

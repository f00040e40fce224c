/// The implicit-capture context: while an animation block runs, property changes become
/// animations from the current presentation value to the new model value.
///
/// Blocks are opened by `animate(duration:…)` (time-based layer animations, UIView.animate's
/// shape) and by `PropertyAnimator` (`addAnimations`, driven by the animator's progress).
/// Layers consult `current` when their model changes. This stack is the only ambient state of
/// the animation engine (like CATransaction); it is non-empty only while a block runs.
@MainActor
public enum AnimationTransaction {
    /// What a property change inside a block turns into.
    public enum Scope {
        /// A time-based animation with these parameters.
        case timed(TimedAnimation)
        /// A track of `animator`, starting when its progress reaches `windowStart` (0…1).
        case animator(PropertyAnimator, windowStart: Double)
        /// No animation: changes apply at once (`performWithoutAnimation`).
        case disabled
    }

    private static var scopes: [Scope] = []

    /// The innermost open scope, or `nil` outside any animation block.
    public static var current: Scope? { scopes.last }

    /// Runs `body` with `scope` open.
    public static func perform<R>(in scope: Scope, _ body: () throws -> R) rethrows -> R {
        scopes.append(scope)
        defer { scopes.removeLast() }
        return try body()
    }

    /// Runs `body` with animation capture switched off, even inside an animation block.
    public static func performWithoutAnimation<R>(_ body: () throws -> R) rethrows -> R {
        try perform(in: .disabled, body)
    }

    /// Animates the property changes made in `animations` over `duration` seconds along `curve`
    /// after `delay` seconds (UIView.animate). `completion` runs on a later tick of `ticker` once
    /// every animation has ended, with `false` if any was removed or replaced early.
    public static func animate(
        duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut, ticker: AnimationTicker = .main,
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        run(
            TimedAnimation(duration: duration, delay: delay, timing: .curve(curve), ticker: ticker), animations,
            completion)
    }

    /// Animates the property changes made in `animations` with a spring (its duration is the
    /// settling time), `initialVelocity` relative to the distance, after `delay` seconds.
    public static func animate(
        spring: Spring, initialVelocity: Double = 0, delay: Double = 0, ticker: AnimationTicker = .main,
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let timing = TimingParameters.spring(spring, initialVelocity: initialVelocity)
        let duration = SpringSimulation.unit(spring, relativeVelocity: initialVelocity).settlingDuration
        run(TimedAnimation(duration: duration, delay: delay, timing: timing, ticker: ticker), animations, completion)
    }

    private static func run(
        _ parameters: TimedAnimation, _ animations: () -> Void, _ completion: (@MainActor (Bool) -> Void)?
    ) {
        var p = parameters
        p.completion = completion.map { AnimationCompletion(ticker: parameters.ticker, $0) }
        perform(in: .timed(p), animations)
        p.completion?.seal()
    }
}

/// The parameters of a time-based animation block.
public struct TimedAnimation: Sendable {
    /// Seconds from start to end (for springs: the settling time).
    public var duration: Double
    /// Seconds before the animation starts; the start value is shown meanwhile.
    public var delay: Double
    /// Curve or spring.
    public var timing: TimingParameters
    /// The ticker that binds start times and delivers the completion.
    public var ticker: AnimationTicker
    /// Reports the end of every animation the block created.
    public var completion: AnimationCompletion?

    /// Creates block parameters.
    public init(
        duration: Double, delay: Double = 0, timing: TimingParameters, ticker: AnimationTicker,
        completion: AnimationCompletion? = nil
    ) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.delay = delay.isFinite ? max(delay, 0) : 0
        self.timing = timing
        self.ticker = ticker
        self.completion = completion
    }
}

public import FlickAnimation

extension View {
    /// Animates the view changes made in `animations` over `duration` seconds along `curve`, after
    /// `delay` (UIView.animate). Frame, bounds, center, transform, alpha, background colour and
    /// corner radius animate from what is on screen to the new values; `completion` gets false if
    /// the animations were replaced before they ended. Built on `AnimationTransaction.animate`.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut,
        ticker: AnimationTicker = .main, animations: () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        AnimationTransaction.animate(
            duration: duration, delay: delay, curve: curve, ticker: ticker, animations: animations,
            completion: completion)
    }

    /// Animates with a spring given as damping ratio and response (FEEL.md §4), starting with
    /// `initialVelocity` relative to the distance (UIView.animate(usingSpringWithDamping:)).
    public static func animate(
        spring: Spring, initialVelocity: Double = 0, delay: Double = 0, ticker: AnimationTicker = .main,
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        AnimationTransaction.animate(
            spring: spring, initialVelocity: initialVelocity, delay: delay, ticker: ticker,
            animations: animations, completion: completion)
    }

    /// Applies the changes in `body` at once, even inside an animation block.
    public static func performWithoutAnimation(_ body: () -> Void) {
        AnimationTransaction.performWithoutAnimation(body)
    }
}

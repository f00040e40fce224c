/// Collects the end of a set of animations and calls a handler once when all of them have
/// stopped, with `true` if every one ran to its end (UIView.animate's completion).
///
/// Animations report through `animationDidStart()` / `animationDidStop(finished:)`; `seal()`
/// marks that no more will join. The handler runs from the ticker's next tick, never inside
/// composition.
@MainActor
public final class AnimationCompletion {
    private let ticker: AnimationTicker
    private var handler: (@MainActor (Bool) -> Void)?
    private var running = 0
    private var sealed = false
    private var allFinished = true

    /// Creates a completion that reports through `ticker`.
    public init(ticker: AnimationTicker, _ handler: @escaping @MainActor (Bool) -> Void) {
        self.ticker = ticker
        self.handler = handler
    }

    /// True once the handler has been queued.
    public var hasFired: Bool { handler == nil }

    /// One more animation belongs to this completion.
    public func animationDidStart() { running += 1 }

    /// One animation ended: ran to its end (`finished`) or was removed or replaced early.
    public func animationDidStop(finished: Bool) {
        running = max(running - 1, 0)
        if !finished { allFinished = false }
        fireIfDone()
    }

    /// No more animations will join; fires at once (on the next tick) if none is running.
    public func seal() {
        sealed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard sealed, running == 0, let handler else { return }
        self.handler = nil
        let finished = allFinished
        ticker.enqueue { handler(finished) }
    }
}

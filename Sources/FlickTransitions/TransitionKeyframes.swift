import FlickAnimation

/// Keyframes inside a transition's animation block (UIView.addKeyframe(withRelativeStartTime:
/// relativeDuration:)): the changes made in the block animate during part of the duration only.
@MainActor
public enum TransitionKeyframes {
    /// Animates the changes `changes` makes from `relativeStart` to `relativeStart +
    /// relativeDuration` of the enclosing block (fractions 0…1).
    ///
    /// On a `PropertyAnimator` the window is a slice of the animator's progress (after any
    /// `delayFactor`): the animator's curve spans the whole transition and each window is linear
    /// in progress, so scrubbing and reversing move every window consistently. In a time-based
    /// block each window is its own layer animation with the block's timing, delayed to its start.
    /// Outside any block the changes apply at once.
    public static func add(relativeStart: Double, relativeDuration: Double, _ changes: () -> Void) {
        let s = relativeStart.isFinite ? min(max(relativeStart, 0), 1) : 0
        let d = relativeDuration.isFinite ? min(max(relativeDuration, 0), 1 - s) : 1 - s
        switch AnimationTransaction.current {
        case .animator(let outer, let windowStart):
            let start = windowStart + (1 - windowStart) * s
            let end = windowStart + (1 - windowStart) * (s + d)
            let proxy = PropertyAnimator(duration: 1, curve: .linear, ticker: outer.ticker)
            AnimationTransaction.perform(in: .animator(proxy, windowStart: 0), changes)
            outer.addTrack(KeyframeWindowTrack(proxy: proxy, start: start, end: end))
        case .timed(let t):
            let window = TimedAnimation(
                duration: t.duration * d, delay: t.delay + t.duration * s, timing: t.timing, ticker: t.ticker,
                completion: t.completion)
            AnimationTransaction.perform(in: .timed(window), changes)
        case .disabled, nil:
            changes()
        }
    }
}

/// Maps an outer animator's progress onto a window and scrubs a private animator holding the
/// window's changes.
@MainActor
final class KeyframeWindowTrack: AnimatorTrack {
    private let proxy: PropertyAnimator
    private let start: Double
    private let end: Double

    init(proxy: PropertyAnimator, start: Double, end: Double) {
        self.proxy = proxy
        self.start = start
        self.end = end
    }

    func local(_ p: Double) -> Double {
        if end - start < 1e-12 { return p >= end ? 1 : 0 }
        return min(max((p - start) / (end - start), 0), 1)
    }

    func update(progress: Double) {
        guard proxy.state != .stopped else { return }
        proxy.fractionComplete = local(progress)
    }

    func finish(at position: AnimatingPosition) {
        switch proxy.state {
        case .inactive: proxy.pauseAnimation()
        case .active, .stopped: break
        }
        if proxy.state == .active { proxy.stopAnimation(false) }
        proxy.finishAnimation(at: position)
    }
}

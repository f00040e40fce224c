/// Advances animations once per frame: the application calls `tick(_:)` with the frame's time
/// (step 4 of the frame pipeline, before layout and composition).
///
/// It advances every active `PropertyAnimator` to the frame's target time, binds the start time
/// of animations created since the last frame, and delivers completion handlers queued by
/// layer animations that ended during the previous composition. Time only arrives here.
///
/// `main` is the ticker animations use when none is passed (like UIKit's single main run loop);
/// the application ticks it. Tests make their own and pass it in.
@MainActor
public final class AnimationTicker {
    /// The ticker the application drives and animations default to.
    public static let main = AnimationTicker()

    /// The most recent frame ticked, if any.
    public private(set) var lastFrame: FrameTime?
    /// The frame whose input is being handled: announced by `prepare(_:)` before the events are
    /// dispatched, ticked after them. Nil between a tick and the next announcement.
    public private(set) var preparingFrame: FrameTime?
    private var animators: [PropertyAnimator] = []
    private var frameActions: [@MainActor (Double) -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    /// Creates a ticker with nothing to do.
    public init() {}

    /// True while some animator is running (not paused): the application must keep producing
    /// frames. Layer animations are tracked by the layer tree, not here.
    public var hasRunningAnimators: Bool { animators.contains { $0.isRunning } }

    /// True when there is nothing for the next tick to do.
    public var isIdle: Bool { !hasRunningAnimators && frameActions.isEmpty && completions.isEmpty }

    /// The animators currently active or stopped (registered with this ticker).
    public var activeAnimators: [PropertyAnimator] { animators }

    /// Advances to `frame`. Changes made since the previous frame take effect as of
    /// `frame.timestamp` (the frame on screen while they were made); values are sampled at
    /// `frame.targetTimestamp` (when this frame reaches the glass).
    public func tick(_ frame: FrameTime) {
        lastFrame = frame
        preparingFrame = nil
        let actions = frameActions
        frameActions.removeAll()
        for action in actions { action(frame.timestamp) }
        var finished: [@MainActor () -> Void] = []
        for animator in animators {
            finished.append(contentsOf: animator.advance(anchor: frame.timestamp, time: frame.targetTimestamp))
        }
        let queued = completions
        completions.removeAll()
        for completion in queued { completion() }
        for completion in finished { completion() }
    }

    /// Announces the frame whose input is about to be dispatched (the application calls it before
    /// draining events), so input handlers know which frame will show what they change.
    public func prepare(_ frame: FrameTime) { preparingFrame = frame }

    /// A mark to record when a finger changes what is shown (the frame being prepared); pass the
    /// last one to `handOffTime(lastMoveMark:)` when the finger lets go.
    public var inputMark: Double? { preparingFrame?.targetTimestamp }

    /// When an animation that takes over from a finger starts, on the frames' time base
    /// (docs/ANIMATION.md, "One time base"): the target time of the frame that shows the finger's
    /// last move — the frame being prepared when `lastMoveMark` is its `inputMark`, else the frame
    /// on screen. Sampled from there at each frame's target, the animation moves on from where the
    /// finger was shown by exactly one frame's worth of motion per frame, with no extra refresh at
    /// the release. Nil when no frame was announced (a ticker driven without an application).
    public func handOffTime(lastMoveMark: Double?) -> Double? {
        handOffFrame(lastMoveMark: lastMoveMark)?.targetTimestamp
    }

    /// When an animation that takes over from a tracked finger starts (docs/ANIMATION.md, "One
    /// time base"): the target time of the frame on screen plus `gap`, the finger's time from the
    /// last event that frame showed to its last event (0 when this frame read nothing new), at
    /// most this frame's target. The finger's own timing then carries through the release, so a
    /// lift that came early in the frame's read window moves on by the rest of the window.
    public func handOffTime(fingerGap gap: Double) -> Double? {
        guard let preparing = preparingFrame else { return nil }
        guard let shown = lastFrame, gap.isFinite else { return preparing.targetTimestamp }
        return min(preparing.targetTimestamp, shown.targetTimestamp + max(gap, 0))
    }

    /// The frame that shows the finger's last move (see `handOffTime(lastMoveMark:)`).
    public func handOffFrame(lastMoveMark: Double?) -> FrameTime? {
        guard let preparing = preparingFrame else { return nil }
        if let mark = lastMoveMark, mark == preparing.targetTimestamp { return preparing }
        return lastFrame ?? preparing
    }

    /// Advances to `time` as a frame whose timestamp and target are both `time`.
    public func tick(at time: Double) {
        tick(FrameTime(timestamp: time, targetTimestamp: time, refreshInterval: 0))
    }

    /// Runs `completion` at the start of the next tick (after animators have advanced).
    public func enqueue(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

    /// Runs `action` at the next tick with that frame's timestamp (used to bind the begin time of
    /// animations created between frames).
    public func atNextFrame(_ action: @escaping @MainActor (Double) -> Void) { frameActions.append(action) }

    func register(_ animator: PropertyAnimator) {
        if !animators.contains(where: { $0 === animator }) { animators.append(animator) }
    }

    func unregister(_ animator: PropertyAnimator) { animators.removeAll { $0 === animator } }
}

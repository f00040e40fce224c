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

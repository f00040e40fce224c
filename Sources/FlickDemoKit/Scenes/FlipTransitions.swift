import FlickAnimation
import FlickGeometry
import FlickTransitions
import FlickUI

/// The third article's transitioning delegate (FlipPresent/DismissAnimationController +
/// SwipeInteractionController), shared by the flip scene's gallery and the home screen's
/// discover: presents and dismisses with `FlipAnimation` from a card's frame, and turns a
/// left-edge pan into an interactive dismissal (progress = tx / 200, finishing past 0.5).
///
/// The owner keeps it (a performer holds its delegate weakly), says where the card is, and
/// forwards the edge pan with whether a dismissal may start and how to start one.
@MainActor
final class FlipTransitions: TransitioningDelegate {
    /// FEEL.md §1, flip: "dismiss 0.6 s".
    static let dismissDuration = 0.6
    /// FEEL.md §1, flip: "progress = tx/200 clamped [0,1]" (the article's SwipeInteractionController).
    static let dismissDragDistance = 200.0
    /// FEEL.md §1, flip: the interactive dismissal "completes if > 0.5".
    static let dismissThreshold = 0.5
    /// The article's keyframe animations run with UIView.animateKeyframes' default ease-in-out.
    static let curve = TimingCurve.easeInOut

    /// The presentation's duration, seconds (FEEL.md §1, flip: "offer 0.6–2.0").
    var presentDuration: Double
    /// The card's frame in the window: where the flip starts and ends.
    private let originFrame: () -> Rect
    /// The interactive dismissal in progress, if any.
    private(set) var dismissal: PercentDrivenInteractiveTransition?
    /// The last flip animation vended (for tests and the scenes' state).
    private(set) var lastFlip: FlipAnimation?
    private var wantsInteractiveDismissal = false

    /// A delegate presenting over `presentDuration` seconds from the card at `originFrame()`.
    init(presentDuration: Double, originFrame: @escaping () -> Rect) {
        self.presentDuration = presentDuration
        self.originFrame = originFrame
    }

    /// Forgets a finished dismissal (call when the presented controller is gone).
    func reset() { dismissal = nil }

    /// Drives the interactive dismissal from a left-edge pan: on `.began`, when `canBegin`,
    /// `dismiss` starts an animated dismissal that this delegate then makes interactive.
    func handleEdgePan(_ g: GestureRecognizer, canBegin: Bool, dismiss: () -> Void) {
        guard let pan = g as? PanGestureRecognizer else { return }
        let progress = min(max(pan.windowTranslation.x / Self.dismissDragDistance, 0), 1)
        switch g.state {
        case .began:
            guard canBegin else { return }
            wantsInteractiveDismissal = true
            dismiss()
            wantsInteractiveDismissal = false
            dismissal?.update(progress)
        case .changed:
            dismissal?.update(progress)
        case .ended:
            guard let d = dismissal, d.phase == .interactive else { return }
            if progress > Self.dismissThreshold { d.finish() } else { d.cancel() }
        case .cancelled, .failed:
            guard let d = dismissal, d.phase == .interactive else { return }
            d.cancel()
        default:
            return
        }
    }

    // MARK: TransitioningDelegate

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> (any AnimatedTransitioning)?
    {
        let flip = FlipAnimation(originFrame: originFrame())
        lastFlip = flip
        return TransitionAnimationDriver(flip, duration: presentDuration, curve: Self.curve)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        let flip = FlipAnimation(originFrame: originFrame())
        lastFlip = flip
        return TransitionAnimationDriver(flip, duration: Self.dismissDuration, curve: Self.curve)
    }

    func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
    {
        guard wantsInteractiveDismissal else { return nil }
        // Keyframed transitions scrub on the animator driver (docs/TRANSITIONS.md).
        let t = PercentDrivenInteractiveTransition(animator: animator, driver: .interruptibleAnimator)
        t.onEnd = { [weak self] _ in self?.dismissal = nil }
        dismissal = t
        return t
    }
}

import Flick

/// The app's own transition: the detail grows out of the row that was tapped (its frame, its
/// rounded corners) while the list behind it dims, and shrinks back into the row on dismissal.
/// A `TransitionAnimation` run by Flick's `TransitionAnimationDriver`, so it follows a spring
/// of the framework's and can be interrupted like any property animation.
@MainActor
final class ZoomTransition: TransitioningDelegate {
    /// Where the detail grows from, in window points (the tapped row).
    var origin = Rect.zero

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? {
        TransitionAnimationDriver(ZoomAnimation(origin: origin), duration: 0.45, curve: .easeOut)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        TransitionAnimationDriver(ZoomAnimation(origin: origin), duration: 0.35, curve: .easeInOut)
    }
}

/// Grows the presented view from `origin` to its final frame (or shrinks it back), fading the
/// view behind to 40 %.
@MainActor
final class ZoomAnimation: TransitionAnimation {
    let origin: Rect

    init(origin: Rect) { self.origin = origin }

    func addTo(containerView: View, fromView: View?, toView: View?, info: TransitionInfo) {
        if info.isForward, let toView { containerView.addSubview(toView) }
    }

    func prepare(fromView: View?, toView: View?, info: TransitionInfo) {
        if info.isForward {
            toView?.frame = origin
            toView?.alpha = 0
        }
    }

    func animation(fromView: View?, toView: View?, info: TransitionInfo) {
        if info.isForward {
            toView?.frame = info.toFinalFrame
            toView?.alpha = 1
            fromView?.alpha = 0.4
        } else {
            fromView?.frame = origin
            fromView?.alpha = 0
            toView?.alpha = 1
        }
    }

    func finalize(completed: Bool, fromView: View?, toView: View?, info: TransitionInfo) {
        fromView?.alpha = 1
        toView?.alpha = 1
    }
}

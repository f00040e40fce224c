public import FlickUI

/// A push: the `.to` view slides in from the trailing edge (leading when backwards) while the
/// `.from` view moves out the other way by `parallax` × the container's width (1 moves them
/// together; 0.3 is UINavigationController's push, where the old view lags behind).
@MainActor
public final class SlideAnimation: TransitionAnimation {
    /// How far the `.from` view moves, as a fraction of the width the `.to` view travels (0…1).
    public var parallax: Double

    /// Creates a slide; `parallax` 1 by default.
    public init(parallax: Double = 1) {
        self.parallax = parallax.isFinite ? min(max(parallax, 0), 1) : 1
    }

    /// Adds the views to the container in the order this animation needs.
    public func addTo(containerView: View, fromView: View?, toView: View?, info: TransitionInfo) {
        guard let toView else { return }
        if info.isForward || fromView?.superview !== containerView {
            containerView.addSubview(toView)
        } else if let fromView {
            containerView.insertSubview(toView, belowSubview: fromView)
        }
    }

    /// Places the views where the animation starts.
    public func prepare(fromView: View?, toView: View?, info: TransitionInfo) {
        let w = info.containerBounds.width
        fromView?.frame = info.fromInitialFrame
        if info.isForward {
            toView?.frame = info.toFinalFrame.offsetBy(dx: w, dy: 0)
        } else {
            toView?.frame = info.toFinalFrame.offsetBy(dx: -w * parallax, dy: 0)
        }
    }

    /// Sets the end values (inside an animation block).
    public func animation(fromView: View?, toView: View?, info: TransitionInfo) {
        let w = info.containerBounds.width
        toView?.frame = info.toFinalFrame
        fromView?.frame = info.fromInitialFrame.offsetBy(dx: info.isForward ? -w * parallax : w, dy: 0)
    }

    /// Resets what the animation changed.
    public func finalize(completed: Bool, fromView: View?, toView: View?, info: TransitionInfo) {
        fromView?.frame = info.fromInitialFrame
        if completed { toView?.frame = info.toFinalFrame }
    }
}

public import FlickUI

/// Reveal from underneath: the `.from` view slides away (to the leading side going forwards,
/// the trailing side going backwards) and uncovers the `.to` view lying beneath it, which drifts
/// in from `parallax` × the width behind (0 keeps it still; 1 moves it with the `.from` view).
@MainActor
public final class RevealAnimation: TransitionAnimation {
    /// How far the uncovered view travels, as a fraction of the width (0…1).
    public var parallax: Double

    /// Creates a reveal; `parallax` 0.3 by default (UINavigationController's lag).
    public init(parallax: Double = 0.3) {
        self.parallax = parallax.isFinite ? min(max(parallax, 0), 1) : 0.3
    }

    /// Adds the views to the container in the order this animation needs.
    public func addTo(containerView: View, fromView: View?, toView: View?, info: TransitionInfo) {
        guard let toView else { return }
        if let fromView, fromView.superview === containerView {
            containerView.insertSubview(toView, belowSubview: fromView)
        } else {
            containerView.insertSubview(toView, at: 0)
        }
    }

    /// Places the views where the animation starts.
    public func prepare(fromView: View?, toView: View?, info: TransitionInfo) {
        let w = info.containerBounds.width
        fromView?.frame = info.fromInitialFrame
        toView?.frame = info.toFinalFrame.offsetBy(dx: (info.isForward ? w : -w) * parallax, dy: 0)
    }

    /// Sets the end values (inside an animation block).
    public func animation(fromView: View?, toView: View?, info: TransitionInfo) {
        let w = info.containerBounds.width
        toView?.frame = info.toFinalFrame
        fromView?.frame = info.fromInitialFrame.offsetBy(dx: info.isForward ? -w : w, dy: 0)
    }

    /// Resets what the animation changed.
    public func finalize(completed: Bool, fromView: View?, toView: View?, info: TransitionInfo) {
        fromView?.frame = info.fromInitialFrame
        if completed { toView?.frame = info.toFinalFrame }
    }
}

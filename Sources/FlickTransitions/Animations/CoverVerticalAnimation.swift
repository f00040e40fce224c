public import FlickUI

/// UIKit's cover-vertical presentation: presenting, the `.to` view slides up from below the
/// container; dismissing, the `.from` view slides back down. The view underneath stays.
@MainActor
public final class CoverVerticalAnimation: TransitionAnimation {
    /// Creates the animation.
    public init() {}

    /// Adds the views to the container in the order this animation needs.
    public func addTo(containerView: View, fromView: View?, toView: View?, info: TransitionInfo) {
        if info.isForward, let toView { containerView.addSubview(toView) }
    }

    /// Places the views where the animation starts.
    public func prepare(fromView: View?, toView: View?, info: TransitionInfo) {
        let h = info.containerBounds.height
        if info.isForward {
            toView?.frame = info.toFinalFrame.offsetBy(dx: 0, dy: h)
        } else {
            fromView?.frame = info.fromInitialFrame
        }
    }

    /// Sets the end values (inside an animation block).
    public func animation(fromView: View?, toView: View?, info: TransitionInfo) {
        let h = info.containerBounds.height
        if info.isForward {
            toView?.frame = info.toFinalFrame
        } else {
            fromView?.frame = info.fromInitialFrame.offsetBy(dx: 0, dy: h)
        }
    }

    /// Resets what the animation changed.
    public func finalize(completed: Bool, fromView: View?, toView: View?, info: TransitionInfo) {
        if info.isForward, completed { toView?.frame = info.toFinalFrame }
        if !info.isForward, !completed { fromView?.frame = info.fromInitialFrame }
    }
}

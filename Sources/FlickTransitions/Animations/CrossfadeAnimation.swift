public import FlickUI

/// A crossfade: the `.to` view fades in over the `.from` view, which fades out.
@MainActor
public final class CrossfadeAnimation: TransitionAnimation {
    /// Creates the animation.
    public init() {}

    /// Adds the views to the container in the order this animation needs.
    public func addTo(containerView: View, fromView: View?, toView: View?, info: TransitionInfo) {
        if let toView { containerView.addSubview(toView) }
    }

    /// Places the views where the animation starts.
    public func prepare(fromView: View?, toView: View?, info: TransitionInfo) {
        toView?.frame = info.toFinalFrame
        toView?.alpha = 0
        fromView?.alpha = 1
    }

    /// Sets the end values (inside an animation block).
    public func animation(fromView: View?, toView: View?, info: TransitionInfo) {
        toView?.alpha = 1
        fromView?.alpha = 0
    }

    /// Resets what the animation changed.
    public func finalize(completed: Bool, fromView: View?, toView: View?, info: TransitionInfo) {
        fromView?.alpha = 1
        toView?.alpha = 1
    }
}

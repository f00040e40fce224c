public import FlickUI

/// A crossfade: the `.to` view fades in over the `.from` view, which fades out.
@MainActor
public final class CrossfadeAnimation: TransitionAnimation {
    /// Creates the animation.
    public init() {}

    public func addTo(containerView: View, fromView: View?, toView: View?, info: TransitionInfo) {
        if let toView { containerView.addSubview(toView) }
    }

    public func prepare(fromView: View?, toView: View?, info: TransitionInfo) {
        toView?.frame = info.toFinalFrame
        toView?.alpha = 0
        fromView?.alpha = 1
    }

    public func animation(fromView: View?, toView: View?, info: TransitionInfo) {
        toView?.alpha = 1
        fromView?.alpha = 0
    }

    public func finalize(completed: Bool, fromView: View?, toView: View?, info: TransitionInfo) {
        fromView?.alpha = 1
        toView?.alpha = 1
    }
}

public import FlickUI

/// The habr article's overlap (FEEL.md §1, habr: "going right the card slides in over from +W;
/// going left the card slides out to +W"): forwards, the `.to` view slides in over the `.from`
/// view from the trailing edge; backwards, the `.from` view slides out over the `.to` view to the
/// trailing edge. The view underneath does not move.
@MainActor
public final class OverlapAnimation: TransitionAnimation {
    /// Creates the animation.
    public init() {}

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
        toView?.frame = info.isForward ? info.toFinalFrame.offsetBy(dx: w, dy: 0) : info.toFinalFrame
    }

    /// Sets the end values (inside an animation block).
    public func animation(fromView: View?, toView: View?, info: TransitionInfo) {
        let w = info.containerBounds.width
        if info.isForward {
            toView?.frame = info.toFinalFrame
        } else {
            fromView?.frame = info.fromInitialFrame.offsetBy(dx: w, dy: 0)
        }
    }

    /// Resets what the animation changed.
    public func finalize(completed: Bool, fromView: View?, toView: View?, info: TransitionInfo) {
        if completed {
            toView?.frame = info.toFinalFrame
        } else {
            fromView?.frame = info.fromInitialFrame
        }
    }
}

public import FlickUI

/// One transition's animation in four steps (the habr article's TransitionAnimation protocol):
/// build the view hierarchy, place the views, animate, clean up.
///
/// `TransitionAnimationDriver` runs the steps: `addTo` and `prepare` before anything moves,
/// `animation` inside an animation block (a `PropertyAnimator`'s, or a layer-time block when the
/// interactive driver scrubs layer time), and `finalize` once at the end with `completed` false
/// for a cancelled transition. Property changes in `animation` animate; use
/// `TransitionKeyframes.add(relativeStart:relativeDuration:_:)` for changes that occupy part of
/// the duration.
@MainActor
public protocol TransitionAnimation: AnyObject {
    /// Adds the views to `containerView` in the order the animation needs (which one overlaps).
    func addTo(containerView: View, fromView: View?, toView: View?, info: TransitionInfo)
    /// Places the views where the animation starts (no animation runs yet).
    func prepare(fromView: View?, toView: View?, info: TransitionInfo)
    /// Sets the end values; called inside an animation block, so the changes animate.
    func animation(fromView: View?, toView: View?, info: TransitionInfo)
    /// Cleans up after the end: `completed` is false when the transition was cancelled (the
    /// `.from` side stays). Reset transforms and remove helper views here.
    func finalize(completed: Bool, fromView: View?, toView: View?, info: TransitionInfo)
}

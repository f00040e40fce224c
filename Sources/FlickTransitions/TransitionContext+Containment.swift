public import FlickAnimation
import FlickGeometry
public import FlickUI

extension TransitionContext {
    /// A context that swaps two children of `parent` inside `containerView`, with UIKit's
    /// containment and appearance contract for custom containers (the habr article's flow).
    ///
    /// At once: `parent.addChild(to)` (→ `to.willMove(toParent: parent)`),
    /// `from.willMove(toParent: nil)`, `from.beginAppearanceTransition(false)`,
    /// `to.beginAppearanceTransition(true)`. Frames: both views fill the container at rest; the
    /// `.to` view starts one container width towards the trailing side when `isForward` (leading
    /// otherwise) and the `.from` view ends one width the other way.
    ///
    /// On completion (`completeTransition(true)`): `from`'s view leaves the container,
    /// `from.removeFromParent()` (→ `didMove(toParent: nil)`), `to.didMove(toParent: parent)`,
    /// then `from`'s and `to`'s `endAppearanceTransition()` (did-disappear, did-appear).
    /// On cancel (`completeTransition(false)`): `to`'s view leaves, `to.willMove(toParent: nil)`,
    /// `to.removeFromParent()`, `from.didMove(toParent: parent)` (it stays); appearance turns
    /// around — `to` will-disappear, `from` will-appear — and both end (did-disappear,
    /// did-appear). `then` runs last with the outcome.
    public static func swappingChildren(
        of parent: ViewController, from: ViewController, to: ViewController, containerView: View,
        isForward: Bool, animated: Bool, ticker: AnimationTicker = .main,
        then: (@MainActor (Bool) -> Void)? = nil
    ) -> TransitionContext {
        precondition(from !== to, "A transition needs two different controllers; pass the new child as `to`")
        let ctx = TransitionContext(
            from: from, to: to, containerView: containerView, isForward: isForward, ticker: ticker)
        ctx.isAnimated = animated
        let bounds = containerView.bounds
        let w = bounds.width
        let rest = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        ctx.setInitialFrame(rest, for: from)
        ctx.setFinalFrame(rest.offsetBy(dx: isForward ? -w : w, dy: 0), for: from)
        ctx.setInitialFrame(rest.offsetBy(dx: isForward ? w : -w, dy: 0), for: to)
        ctx.setFinalFrame(rest, for: to)

        parent.addChild(to)
        from.willMove(toParent: nil)
        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)

        ctx.completionBlock = { [weak parent, unowned ctx] didComplete in
            guard let parent else { return }
            if didComplete {
                from.view.removeFromSuperview()
                if to.view.superview !== ctx.containerView {
                    to.view.frame = ctx.finalFrame(for: to)
                    ctx.containerView.addSubview(to.view)
                }
                from.removeFromParent()
                to.didMove(toParent: parent)
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            } else {
                to.view.removeFromSuperview()
                if from.view.superview !== ctx.containerView {
                    from.view.frame = ctx.initialFrame(for: from)
                    ctx.containerView.addSubview(from.view)
                }
                to.willMove(toParent: nil)
                to.removeFromParent()
                from.didMove(toParent: parent)
                to.beginAppearanceTransition(false, animated: animated)
                from.beginAppearanceTransition(true, animated: animated)
                to.endAppearanceTransition()
                from.endAppearanceTransition()
            }
            then?(didComplete)
        }
        return ctx
    }
}

import FlickGeometry
import FlickTransitions
import FlickUI

/// The fourth article's MiniToLargePresenting/DismissingViewAnimator: the deck rises from the
/// mini card's top edge (`initialY`) to fill the screen while its backdrop fades in (alpha 0 → 1
/// with progress), and sinks back to `initialY` on dismissal, so the mini card seems to grow into
/// the deck and shrink back into place.
@MainActor
final class CardsMiniToLargeAnimation: TransitionAnimation {
    /// The mini card's top edge in the container, points (the article's `initialY`).
    var initialY: Double

    init(initialY: Double) { self.initialY = initialY }

    func addTo(containerView: View, fromView: View?, toView: View?, info: TransitionInfo) {
        if info.isForward, let toView { containerView.addSubview(toView) }
    }

    func prepare(fromView: View?, toView: View?, info: TransitionInfo) {
        guard info.isForward, let deck = toView as? CardsDeckView else { return }
        deck.frame = info.toFinalFrame.offsetBy(dx: 0, dy: initialY)
        deck.setProgress(0)
    }

    func animation(fromView: View?, toView: View?, info: TransitionInfo) {
        let deck = (info.isForward ? toView : fromView) as? CardsDeckView
        guard let deck else { return }
        let target = info.isForward ? 1.0 : 0
        deck.frame = info.isForward ? info.toFinalFrame : info.fromInitialFrame.offsetBy(dx: 0, dy: initialY)
        deck.setBackdrop(target)
        // The outgoing title fades out in the first half, the incoming one in during the second
        // (one keyframe per property, as docs/TRANSITIONS.md asks).
        TransitionKeyframes.add(relativeStart: 0, relativeDuration: 0.5) {
            if info.isForward { deck.setMiniTitleAlpha(0) } else { deck.setHeaderAlpha(0) }
        }
        TransitionKeyframes.add(relativeStart: 0.5, relativeDuration: 0.5) {
            if info.isForward { deck.setHeaderAlpha(1) } else { deck.setMiniTitleAlpha(1) }
        }
    }

    func finalize(completed: Bool, fromView: View?, toView: View?, info: TransitionInfo) {
        if info.isForward, let deck = toView as? CardsDeckView {
            deck.frame = completed ? info.toFinalFrame : info.toFinalFrame.offsetBy(dx: 0, dy: initialY)
            deck.setProgress(completed ? 1 : 0)
        } else if let deck = fromView as? CardsDeckView, !completed {
            deck.frame = info.fromInitialFrame
            deck.setProgress(1)
        }
    }
}

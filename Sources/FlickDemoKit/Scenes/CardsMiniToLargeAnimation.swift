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
        // The mini card's title stays readable while the deck rises: it holds until 0.4 of the
        // way and is gone by 0.5, where the header begins to come in (mirrored on the way back;
        // one keyframe per property, as docs/TRANSITIONS.md asks).
        if info.isForward {
            TransitionKeyframes.add(relativeStart: 0.4, relativeDuration: 0.1) { deck.setMiniTitleAlpha(0) }
            TransitionKeyframes.add(relativeStart: 0.5, relativeDuration: 0.3) { deck.setHeaderAlpha(1) }
        } else {
            TransitionKeyframes.add(relativeStart: 0.2, relativeDuration: 0.3) { deck.setHeaderAlpha(0) }
            TransitionKeyframes.add(relativeStart: 0.5, relativeDuration: 0.1) { deck.setMiniTitleAlpha(1) }
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

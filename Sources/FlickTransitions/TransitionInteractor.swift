public import FlickUI

/// Turns a pan into interactive switches of a `TransitionContainerController` (the habr
/// article's CustomSwipeInteractor).
///
/// `.freePan`: one horizontal pan anywhere on the container. `.edgePan(edges)`: a screen-edge
/// pan starts switches; a second pan on the whole container takes touches only while a
/// transition moves, to catch it.
///
/// The interactor is `pan`'s delegate and answers from the container's state at the moment a
/// finger lands: when a sequence of touches starts on a moving transition, the pan begins on
/// touch-down (`PanGestureRecognizerDelegate`), so the finger grabs the transition where it is;
/// at rest it waits for its slop, so taps on the children still work. Nothing is set on the pans
/// when the container's state changes, so no answer goes stale.
@MainActor
public final class TransitionInteractor {
    /// Where a swipe may start.
    public enum Mode: Hashable, Sendable {
        /// Anywhere on the container.
        case freePan
        /// Only from these screen edges.
        case edgePan(RectEdge)
    }

    /// Where a swipe may start.
    public let mode: Mode
    /// The pan that drags (free mode) and catches moving transitions (both modes). Its delegate
    /// is the interactor, which decides when it takes a touch and begins on touch-down; to
    /// coordinate other recognizers with it, use `require(toFail:)` or their own delegates (either
    /// side's yes is enough for simultaneity) rather than replacing its delegate.
    public let pan = PanGestureRecognizer()
    /// The edge pan (edge mode only).
    public let edgePan: ScreenEdgePanGestureRecognizer?
    private weak var container: TransitionContainerController?

    /// Creates an interactor; attach it with `TransitionContainerController.setInteractor(_:)`.
    public init(mode: Mode = .freePan) {
        self.mode = mode
        pan.name = "transition-pan"
        if case .edgePan(let edges) = mode {
            let e = ScreenEdgePanGestureRecognizer()
            e.edges = edges
            e.name = "transition-edge-pan"
            edgePan = e
        } else {
            edgePan = nil
        }
        pan.delegate = self
    }

    func attach(to container: TransitionContainerController) {
        self.container = container
        container.view.addGestureRecognizer(pan)
        pan.addTarget(self, action: TransitionInteractor.handle)
        if let edgePan {
            container.view.addGestureRecognizer(edgePan)
            edgePan.addTarget(self, action: TransitionInteractor.handle)
        }
    }

    func detach() {
        pan.view?.removeGestureRecognizer(pan)
        if let edgePan { edgePan.view?.removeGestureRecognizer(edgePan) }
        container = nil
    }

    private func handle(_ g: GestureRecognizer) {
        guard let container, let p = g as? PanGestureRecognizer else { return }
        switch g.state {
        case .began:
            container.interactionBegan()
            container.interactionChanged(translation: p.windowTranslation.x, axis: p.lockedAxis)
        case .changed:
            container.interactionChanged(translation: p.windowTranslation.x, axis: p.lockedAxis)
        case .ended:
            // The lift's own position is shown too: the hand-off (`handOffGap`) counts from it.
            container.interactionChanged(translation: p.windowTranslation.x, axis: p.lockedAxis)
            container.interactionEnded(velocity: p.velocity(in: nil).x, cancelled: false, fingerGap: p.handOffGap)
        case .cancelled, .failed:
            container.interactionEnded(velocity: 0, cancelled: true)
        default:
            return
        }
    }
}

extension TransitionInteractor: PanGestureRecognizerDelegate {
    /// In edge mode the whole-container pan takes a touch only while a transition moves (at
    /// rest, switches start from the edges alone); in free mode it takes every touch.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard recognizer === pan, edgePan != nil else { return true }
        return container?.isTransitioning == true
    }

    /// A sequence of touches that starts on a moving transition catches it at once; one that
    /// starts at rest waits for the slop (FEEL.md §5, "Catch").
    public func panGestureRecognizer(_ pan: PanGestureRecognizer, shouldBeginOnTouchDown touch: Touch) -> Bool {
        container?.isTransitioning == true
    }
}

public import FlickUI

/// Turns a pan into interactive switches of a `TransitionContainerController` (the habr
/// article's CustomSwipeInteractor).
///
/// `.freePan`: one horizontal pan anywhere on the container. `.edgePan(edges)`: a screen-edge
/// pan starts switches; a second pan on the whole container is enabled only while a transition
/// moves, to catch it. While a transition moves, the pan begins on touch-down
/// (`beginsOnTouchDown`), so a finger grabs it where it is; at rest it waits for its slop, so
/// taps on the children still work.
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
    /// The pan that drags (free mode) and catches moving transitions (both modes).
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
    }

    func attach(to container: TransitionContainerController) {
        self.container = container
        container.view.addGestureRecognizer(pan)
        pan.addTarget(self, action: TransitionInteractor.handle)
        if let edgePan {
            container.view.addGestureRecognizer(edgePan)
            edgePan.addTarget(self, action: TransitionInteractor.handle)
        }
        refresh()
    }

    func detach() {
        pan.view?.removeGestureRecognizer(pan)
        if let edgePan { edgePan.view?.removeGestureRecognizer(edgePan) }
        container = nil
    }

    /// Matches the pans to the container's state (only while no finger is down).
    func refresh() {
        guard let container, pan.numberOfTouches == 0 else { return }
        let moving = container.isTransitioning
        pan.beginsOnTouchDown = moving
        if edgePan != nil { pan.isEnabled = moving }
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

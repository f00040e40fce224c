import FlickGeometry
import FlickTransitions
import FlickUI

/// The habr article's switch between the clear stub and the card: `OverlapAnimation` (the card
/// slides in over from +W, or out to +W) plus the container's own pieces animated in the same
/// block — the blur over the camera (alpha 0 → 1) and the swipe indicator (to the opposite edge,
/// white → tint) — so the layer-time driver scrubs all of them together (FEEL.md §1, habr).
@MainActor
final class HabrAnimation: TransitionAnimation {
    private let overlap = OverlapAnimation()
    private weak var container: HabrContainerController?

    init(container: HabrContainerController) { self.container = container }

    func addTo(containerView: View, fromView: View?, toView: View?, info: TransitionInfo) {
        overlap.addTo(containerView: containerView, fromView: fromView, toView: toView, info: info)
    }

    func prepare(fromView: View?, toView: View?, info: TransitionInfo) {
        overlap.prepare(fromView: fromView, toView: toView, info: info)
        container?.applyCardState(shown: !info.isForward)
    }

    func animation(fromView: View?, toView: View?, info: TransitionInfo) {
        overlap.animation(fromView: fromView, toView: toView, info: info)
        container?.applyCardState(shown: info.isForward)
    }

    func finalize(completed: Bool, fromView: View?, toView: View?, info: TransitionInfo) {
        overlap.finalize(completed: completed, fromView: fromView, toView: toView, info: info)
        container?.applyCardState(shown: completed == info.isForward)
    }
}

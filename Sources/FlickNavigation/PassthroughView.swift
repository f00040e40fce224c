public import FlickGeometry
public import FlickUI

/// A view that lays out others but is never hit itself: a touch on its empty area goes to
/// whatever lies below (the container's layers and the chrome overlay).
@MainActor
public final class PassthroughView: View {
    /// Returns the deepest subview under `point`, never this view.
    public override func hitTest(_ point: Point) -> View? {
        let hit = defaultHitTest(point)
        return hit === self ? nil : hit
    }
}

public import FlickGeometry

/// Renders a layer subtree into a bitmap once, like snapshotView(afterScreenUpdates:). The
/// renderer lives in FlickSDL, which the UI modules cannot import: the platform implements this
/// protocol and gives it to the window (`Window.snapshotProvider`), so each application has its own.
@MainActor
public protocol SnapshotProvider: AnyObject {
    /// The subtree of `layer` drawn into an image of `size` points (its bounds' size), as it
    /// looks now (model values); nil when it cannot render.
    func snapshotImage(of layer: Layer, size: Size) -> ImageRef?
}

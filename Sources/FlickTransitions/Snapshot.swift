import FlickGeometry
public import FlickLayers
public import FlickUI

/// Static pictures of views for transitions (UIView.snapshotView(afterScreenUpdates:)).
///
/// With a provider (the view's window's, or one passed in) the snapshot is one image layer
/// rendered once. Without one it falls back to a layer clone: a static copy of the layer subtree
/// (model values, contents and text; no animations, no views, no gesture recognizers), which
/// draws the same display items.
@MainActor
public enum Snapshot {
    /// A view showing `view` as it looks now, with the same bounds size, at origin (0, 0) with
    /// no transform. It takes no touches. `provider` defaults to the view's window's.
    public static func snapshotView(of view: View, using provider: (any SnapshotProvider)? = nil) -> View {
        let size = view.bounds.size
        let snapshot: View
        if let provider = provider ?? view.window?.snapshotProvider,
            let image = provider.snapshotImage(of: view.layer, size: size)
        {
            let layer = Layer(name: "snapshot")
            layer.contents = image
            layer.contentsGravity = .resize
            snapshot = View(layer: layer)
        } else {
            snapshot = View(layer: cloneLayer(view.layer))
        }
        snapshot.name = "snapshot of \(view.name ?? "view")"
        snapshot.isUserInteractionEnabled = false
        snapshot.transform = .identity
        snapshot.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        return snapshot
    }

    /// A static deep copy of `layer`'s subtree (model values, contents, text).
    public static func cloneLayer(_ layer: Layer) -> Layer {
        let copy = Layer(name: layer.name.map { "\($0) (copy)" })
        copy.model = layer.model
        copy.contents = layer.contents
        copy.contentsGravity = layer.contentsGravity
        copy.text = layer.text
        copy.textStyle = layer.textStyle
        for child in layer.sublayers { copy.addSublayer(cloneLayer(child)) }
        return copy
    }
}

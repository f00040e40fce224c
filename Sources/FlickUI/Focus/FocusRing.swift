import FlickGeometry
public import FlickLayers

/// The outline drawn around the focused view: a decoration sublayer of the view's layer (so it
/// moves, scrolls and animates with the view and never takes touches), drawn above the view's
/// subviews. Its looks are Flick's own (docs/SCROLLING-AND-FOCUS.md, "Focus ring").
@MainActor
public final class FocusRing {
    /// The ring's layer.
    public let layer = Layer(name: "focus-ring")
    /// How far the ring sits outside the view's bounds, points (docs/SCROLLING-AND-FOCUS.md).
    public static let outset = 4.0
    /// Line width, points (docs/SCROLLING-AND-FOCUS.md).
    public static let width = 3.0

    /// Creates a detached ring.
    public init() {
        layer.borderWidth = Self.width
        layer.borderColor = Color(red: 1, green: 1, blue: 1, alpha: 1)
        layer.zPosition = 1_000_000
    }

    /// The view the ring surrounds now, if it is shown.
    public private(set) weak var host: View?

    /// Surrounds `view` (nil hides the ring).
    func attach(to view: View?) {
        let old = host
        host = view
        guard let view else {
            layer.removeFromSuperlayer()
            old?.invalidateDisplay()
            return
        }
        let b = view.bounds
        layer.frame = Rect(
            x: b.minX - Self.outset, y: b.minY - Self.outset, width: b.width + 2 * Self.outset,
            height: b.height + 2 * Self.outset)
        layer.cornerRadius = view.cornerRadius + Self.outset
        if layer.superlayer !== view.layer { view.layer.addSublayer(layer) }
        view.invalidateDisplay()
    }
}

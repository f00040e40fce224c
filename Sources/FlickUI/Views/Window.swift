public import FlickGeometry
public import FlickLayers

/// The root of a view tree, hosted by an `Application` over its root layer and kept the size of
/// the viewport. Views reach it through `view.window`; its flags tell the application that a
/// frame or a layout pass is due.
@MainActor
public final class Window: View {
    /// Set when a view in this window changed something to draw; the application composes a frame
    /// and clears it.
    public internal(set) var needsDisplay = true
    /// Set when some view in this window called `setNeedsLayout()`; cleared by the layout phase.
    public internal(set) var needsLayoutPass = true
    /// The controller whose view fills the window (`Application.rootViewController`).
    public internal(set) var rootViewController: ViewController?
    /// True while the window is on screen (hosted by a running application); controllers' root
    /// views entering a visible window get their appearance callbacks.
    public internal(set) var isVisible = false
    /// Where presses go when nothing else takes them (the application's fallback hook).
    weak var pressSink: Responder?
    /// Renders views into pictures for transitions (`Snapshot.snapshotView(of:)`); set by the
    /// platform. Without one, snapshots are static layer copies.
    public var snapshotProvider: (any SnapshotProvider)?

    /// Creates a window over `layer` (an application's root layer), covering `frame`.
    public init(layer: Layer, frame: Rect) {
        super.init(layer: layer)
        name = "window"
        self.frame = frame
    }

    /// The end of the responder chain's view part: the application's press hook, if any.
    public override var next: Responder? { pressSink }

    /// Runs the layout phase: lays out every marked view top-down, again if a `layoutSubviews`
    /// marked a view it had already passed (at most `maximumLayoutRounds` times). Returns true
    /// when anything was marked (the frame must be composed).
    @discardableResult
    public func layoutPass() -> Bool {
        guard needsLayoutPass else { return false }
        var rounds = 0
        while needsLayoutPass && rounds < Self.maximumLayoutRounds {
            needsLayoutPass = false
            layoutIfNeeded()
            rounds += 1
        }
        return true
    }

    /// Layout rounds per frame before the rest waits for the next frame (a `layoutSubviews`
    /// that keeps invalidating its ancestors would otherwise never finish). A safety bound, not a
    /// tuned value.
    public static let maximumLayoutRounds = 4

    /// Keeps the root controller's view filling the window.
    public override func layoutSubviews() {
        if let root = rootViewController, root.isViewLoaded, root.view.superview === self {
            root.view.frame = bounds
        }
    }

    /// Reads and clears `needsDisplay`.
    func takeNeedsDisplay() -> Bool {
        defer { needsDisplay = false }
        return needsDisplay
    }
}

public import FlickGeometry
public import FlickLayers

/// A rectangle on screen that draws through one `Layer` and takes part in layout, hit testing and
/// event handling, shaped like UIView.
///
/// Every view owns exactly one layer (`layer`), and the layers of its subviews are sublayers of
/// that layer in the same order, so the view tree mirrors the layer tree (`checkInvariants()`
/// verifies it). A layer may also have sublayers that belong to no view (decorations); they draw
/// but are invisible to hit testing. Geometry and looks forward to the layer's model values, so
/// changing them inside `View.animate` animates them (implicit capture, docs/ANIMATION.md).
@MainActor
open class View: Responder {
    /// The layer this view draws with; its geometry is the view's geometry.
    public let layer: Layer
    /// The parent, if the view is in a tree.
    public internal(set) weak var superview: View?
    /// Children, back to front.
    public internal(set) var subviews: [View] = []
    /// Whether touches and the pointer reach this view and its subviews (UIView's
    /// `isUserInteractionEnabled`). When false, hit testing skips the whole subtree.
    public var isUserInteractionEnabled = true
    /// A name for debugging and tests (also names the layer when it has none).
    public var name: String? {
        didSet { if layer.name == nil || layer.name == oldValue { layer.name = name } }
    }
    /// Set by `layoutSubviews` requests; drained top-down by `layoutIfNeeded()`.
    public internal(set) var needsLayout = true
    /// Whether this view or one under it is marked for layout (`setNeedsLayout()` sets it up
    /// to the root): `layoutIfNeeded()` passes over subtrees without it.
    public internal(set) var subtreeNeedsLayout = true
    /// Recognizers attached to this view, in the order they were added.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The controller whose root view this is (it is the next responder).
    public internal(set) weak var viewController: ViewController?

    /// Creates a view with a fresh layer covering `frame` (superview coordinates).
    public convenience init(frame: Rect = .zero) {
        self.init(layer: Layer())
        self.frame = frame
    }

    /// Creates a view over an existing layer (for a window hosting an application's root layer).
    /// The layer must not belong to another view.
    public init(layer: Layer) {
        self.layer = layer
        super.init()
    }

    /// The next responder: the owning controller, else the superview.
    open override var next: Responder? { viewController ?? superview }

    // MARK: Geometry

    /// The frame in the superview's coordinates. With a non-identity transform, reading gives the
    /// bounding box of the transformed bounds, and setting is undefined in UIKit: Flick sets
    /// `center` and `bounds.size` as if untransformed.
    public var frame: Rect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            layer.frame = newValue
            sizeMayHaveChanged(from: oldSize)
            invalidateDisplay()
        }
    }

    /// The view's own coordinate space: the origin shifts the subviews (a scroll view's content
    /// offset), the size is the view's size.
    public var bounds: Rect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            sizeMayHaveChanged(from: oldSize)
            invalidateDisplay()
        }
    }

    /// The centre of the frame in the superview's coordinates (the layer's position; views keep
    /// the layer's anchor at (0.5, 0.5)).
    public var center: Point {
        get { layer.position }
        set {
            layer.position = newValue
            invalidateDisplay()
        }
    }

    /// The transform applied about the centre (the layer's transform; 3-D and perspective allowed).
    public var transform: Transform3D {
        get { layer.transform }
        set {
            layer.transform = newValue
            invalidateDisplay()
        }
    }

    /// The transform as a 2-D affine one (UIView.transform). Reading drops any 3-D part.
    public var affineTransform: AffineTransform {
        get { layer.transform.affine }
        set { transform = newValue.transform3D }
    }

    // MARK: Looks

    /// 0…1; multiplies the whole subtree. Below 0.01 the view is invisible to hit testing.
    public var alpha: Double {
        get { layer.opacity }
        set {
            layer.opacity = newValue.isFinite ? min(max(newValue, 0), 1) : 1
            invalidateDisplay()
        }
    }

    /// Hides the view and its subtree from drawing and hit testing.
    public var isHidden: Bool {
        get { layer.isHidden }
        set {
            layer.isHidden = newValue
            invalidateDisplay()
        }
    }

    /// Clips the subviews to the (rounded) bounds when drawing.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set {
            layer.masksToBounds = newValue
            invalidateDisplay()
        }
    }

    /// The fill behind the content; `.clear` (the default) draws nothing.
    public var backgroundColor: Color {
        get { layer.backgroundColor }
        set {
            layer.backgroundColor = newValue
            invalidateDisplay()
        }
    }

    /// One radius for every corner of the background, border and clip, points.
    public var cornerRadius: Double {
        get { layer.cornerRadius }
        set {
            layer.cornerRadius = newValue.isFinite ? max(newValue, 0) : 0
            invalidateDisplay()
        }
    }

    // MARK: Hooks for subclasses

    /// Lays out the subviews; called by `layoutIfNeeded()` when `needsLayout` is set. The
    /// default does nothing. Don't call it directly: call `setNeedsLayout()`.
    open func layoutSubviews() {}

    /// The deepest view of this subtree under `point` (this view's coordinates), or nil; see
    /// `defaultHitTest(_:)` for the rules. Override to redirect touches.
    open func hitTest(_ point: Point) -> View? { defaultHitTest(point) }

    /// True when `point` (this view's coordinates) is inside the view's touch area: its bounds,
    /// by default. Override to grow or shrink the touch area.
    open func point(inside point: Point) -> Bool { bounds.contains(point) }

    /// Called after `subview` was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: View) {}
    /// Called before the view moves to a new superview (nil: it is being removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called after the view entered or left a window (`window` says which).
    open func didMoveToWindow() {}

    /// Asks for a frame: a view changed something the next frame must show.
    public func invalidateDisplay() {
        window?.needsDisplay = true
    }

    private func sizeMayHaveChanged(from oldSize: Size) {
        if layer.bounds.size != oldSize { setNeedsLayout() }
    }
}

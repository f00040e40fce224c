public import FlickGeometry

/// Every property of a layer that composition reads, as one value.
///
/// A layer keeps its *model* values in one of these. Its *presentation* values are the same type
/// with running animations applied at the frame's time (see `Layer.presentationProperties(at:)`),
/// so the compositor reads one struct per layer whether or not anything animates.
public struct LayerProperties: Hashable, Sendable {
    /// Where the anchor point sits in the superlayer's coordinates.
    public var position: Point = .zero
    /// The layer's own coordinate space: its origin shifts sublayers, its size is the layer's size.
    public var bounds: Rect = .zero
    /// The point of the bounds, in unit coordinates (0…1), that `position` and `transform` are
    /// relative to. Default (0.5, 0.5): the centre.
    public var anchorPoint: Point = Point(x: 0.5, y: 0.5)
    /// Applied about the anchor point, before the layer is placed at `position`.
    public var transform: Transform3D = .identity
    /// Applied to every sublayer, about this layer's anchor point (CA's sublayerTransform; set
    /// `m34` here to give children perspective).
    public var sublayerTransform: Transform3D = .identity
    /// Added to the z of `position`; among siblings, higher draws later (on top).
    public var zPosition: Double = 0
    /// 0…1; multiplies the whole subtree as a group (CA's group opacity).
    public var opacity: Double = 1
    /// Hides the layer and its subtree.
    public var isHidden: Bool = false
    /// Fills the bounds (rounded by `cornerRadii`) behind contents and sublayers.
    public var backgroundColor: Color = .clear
    /// Per-corner radii for the background, border, shadow and (with `masksToBounds`) the clip.
    public var cornerRadii: CornerRadii = .zero
    /// Border stroke width in points, drawn inside the bounds above everything else.
    public var borderWidth: Double = 0
    /// Border colour.
    public var borderColor: Color = .black
    /// Clips contents and sublayers to the rounded bounds.
    public var masksToBounds: Bool = false
    /// Shadow colour (CA default: opaque black).
    public var shadowColor: Color = .black
    /// Shadow opacity; 0 (the default) draws no shadow.
    public var shadowOpacity: Double = 0
    /// Shadow blur radius in points (CA default 3).
    public var shadowRadius: Double = 3
    /// Shadow offset in points (CA default (0, −3)).
    public var shadowOffset: Point = Point(x: 0, y: -3)
    /// Backdrop blur radius in points; 0 draws no blur.
    public var blurRadius: Double = 0
    /// The tint laid over the blurred backdrop.
    public var blurTint: Color = .clear

    /// Creates default properties (CALayer's defaults).
    public init() {}

    /// The bounds point that `position` refers to, in the layer's own coordinates.
    public var anchorInBounds: Point {
        Point(
            x: bounds.origin.x + anchorPoint.x * bounds.width,
            y: bounds.origin.y + anchorPoint.y * bounds.height)
    }

    /// The frame in the superlayer's coordinates, as UIKit computes it: exact when `transform` is
    /// the identity; otherwise the bounding box of the projected corners.
    public var frame: Rect {
        let a = anchorInBounds
        if transform.isIdentity {
            return Rect(
                x: position.x - (a.x - bounds.origin.x), y: position.y - (a.y - bounds.origin.y),
                width: bounds.width, height: bounds.height)
        }
        let m = Transform3D(translationX: -a.x, y: -a.y)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y))
        return Rect.bounding(bounds.corners.compactMap { m.project($0) })
    }

    /// Sets `position` and `bounds.size` so the untransformed layer covers `frame`.
    public mutating func setFrame(_ frame: Rect) {
        bounds.size = frame.size
        position = Point(
            x: frame.origin.x + anchorPoint.x * frame.width, y: frame.origin.y + anchorPoint.y * frame.height)
    }
}

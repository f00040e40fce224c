public import FlickGeometry
import FlickLayers

extension View {
    /// Converts a point from `view`'s coordinates (the window's when nil) into this view's,
    /// through 3-D transforms and perspective. Nil when it cannot be mapped (a view seen edge-on,
    /// a point behind the eye). Both views must be in the same tree.
    public func convert(_ point: Point, from view: View?) -> Point? {
        layer.convert(point, from: view?.layer ?? rootLayerOfTree)
    }

    /// Converts a point from this view's coordinates into `view`'s (the window's when nil).
    public func convert(_ point: Point, to view: View?) -> Point? {
        layer.convert(point, to: view?.layer ?? rootLayerOfTree)
    }

    /// Converts a rectangle from this view's coordinates into `view`'s: the bounding box of its
    /// converted corners (UIKit's rule). Nil when a corner cannot be mapped.
    public func convert(_ rect: Rect, to view: View?) -> Rect? {
        var mapped: [Point] = []
        for c in rect.corners {
            guard let p = convert(c, to: view) else { return nil }
            mapped.append(p)
        }
        return Rect.bounding(mapped)
    }

    /// Converts a rectangle from `view`'s coordinates (the window's when nil) into this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect? {
        (view ?? window)?.convert(rect, to: self) ?? convertFromRoot(rect)
    }

    /// The layer at the root of the tree: the window's layer, or the topmost layer otherwise.
    var rootLayerOfTree: Layer { layer.rootLayer }

    private func convertFromRoot(_ rect: Rect) -> Rect? {
        var mapped: [Point] = []
        for c in rect.corners {
            guard let p = convert(c, from: nil) else { return nil }
            mapped.append(p)
        }
        return Rect.bounding(mapped)
    }

    /// The matrix from this view's coordinates to its superview's plane (flattened), model values.
    var transformToSuperview: Transform3D {
        layer.model.transformToSuperlayer(superview?.layer.model ?? layer.superlayer?.model).flattened
    }
}

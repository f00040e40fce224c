public import FlickGeometry

extension LayerProperties {
    /// The matrix that takes a point in this layer's coordinates into its superlayer's plane,
    /// given the superlayer's properties (for its `sublayerTransform`), before flattening:
    /// `T(−anchor) · transform · T(position, zPosition) · [T(−a′) · sublayerTransform′ · T(a′)]`.
    public func transformToSuperlayer(_ parent: LayerProperties?) -> Transform3D {
        let a = anchorInBounds
        var m: Transform3D
        if transform.isIdentity {
            m = Transform3D(translationX: position.x - a.x, y: position.y - a.y, z: zPosition)
        } else {
            m = Transform3D(translationX: -a.x, y: -a.y)
                .concatenating(transform)
                .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
        }
        if let parent, !parent.sublayerTransform.isIdentity {
            let pa = parent.anchorInBounds
            m = m.concatenating(Transform3D(translationX: -pa.x, y: -pa.y))
                .concatenating(parent.sublayerTransform)
                .concatenating(Transform3D(translationX: pa.x, y: pa.y))
        }
        return m
    }
}

extension Layer {
    /// The flattened matrix from this layer's coordinates to the root layer's coordinates,
    /// using model values (what hit testing and point conversion see).
    public var transformToRoot: Transform3D {
        var m = Transform3D.identity
        var node: Layer = self
        while let parent = node.superlayer {
            m = m.concatenating(node.model.transformToSuperlayer(parent.model).flattened)
            node = parent
        }
        return m
    }

    /// Converts a point from `layer`'s coordinates (root coordinates when `nil`) into this
    /// layer's, through 3-D transforms and perspective. Returns `nil` when the point cannot be
    /// mapped (a layer seen edge-on, or a point behind the eye). Both layers must share a root.
    public func convert(_ point: Point, from layer: Layer?) -> Point? {
        let inRoot: Point
        if let layer {
            precondition(
                layer.rootLayer === rootLayer, "convert(_:from:) needs two layers in the same tree")
            guard let p = layer.transformToRoot.project(point) else { return nil }
            inRoot = p
        } else {
            inRoot = point
        }
        return transformToRoot.unproject(inRoot)
    }

    /// Converts a point from this layer's coordinates into `layer`'s (root's when `nil`).
    public func convert(_ point: Point, to layer: Layer?) -> Point? {
        guard let inRoot = transformToRoot.project(point) else { return nil }
        guard let layer else { return inRoot }
        precondition(layer.rootLayer === rootLayer, "convert(_:to:) needs two layers in the same tree")
        return layer.transformToRoot.unproject(inRoot)
    }

    /// True when `point` (in this layer's coordinates) lies inside its bounds.
    public func contains(_ point: Point) -> Bool { bounds.contains(point) }
}

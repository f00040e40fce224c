public import FlickAnimation

extension CornerRadii: VectorAnimatable {
    /// Every radius scaled.
    public func scaled(by factor: Double) -> CornerRadii {
        CornerRadii(
            topLeft: topLeft * factor, topRight: topRight * factor, bottomRight: bottomRight * factor,
            bottomLeft: bottomLeft * factor)
    }

    /// Radii summed corner by corner.
    public func adding(_ o: CornerRadii) -> CornerRadii {
        CornerRadii(
            topLeft: topLeft + o.topLeft, topRight: topRight + o.topRight, bottomRight: bottomRight + o.bottomRight,
            bottomLeft: bottomLeft + o.bottomLeft)
    }
}

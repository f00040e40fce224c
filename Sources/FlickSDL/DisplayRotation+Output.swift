public import FlickGeometry
public import FlickInput

/// The renderer's side of `DisplayRotation`: how the logical (rotated) picture lands on the
/// physical output. The angle is clockwise: with `.clockwise90` the logical top-left corner lands
/// at the output's top-right (the inverse of `InputTransform`'s mapping for input).
extension DisplayRotation {
    /// The map from logical points to output pixels for an output of `width`×`height` pixels at
    /// `scale` pixels per point.
    public func pointsToPixels(scale s: Double, outputWidth w: Double, outputHeight h: Double) -> AffineTransform {
        switch self {
        case .upright: AffineTransform(a: s, b: 0, c: 0, d: s, tx: 0, ty: 0)
        case .clockwise90: AffineTransform(a: 0, b: s, c: -s, d: 0, tx: w, ty: 0)
        case .clockwise180: AffineTransform(a: -s, b: 0, c: 0, d: -s, tx: w, ty: h)
        case .clockwise270: AffineTransform(a: 0, b: -s, c: s, d: 0, tx: 0, ty: h)
        }
    }

    /// The logical viewport, in points, of an output of `width`×`height` pixels.
    public func logicalSize(outputWidth w: Double, outputHeight h: Double, scale s: Double) -> Size {
        swapsAxes ? Size(width: h / s, height: w / s) : Size(width: w / s, height: h / s)
    }
}

public import FlickGeometry

/// How the logical (portrait, say) picture is turned on the physical output, so a panel mounted
/// sideways still shows the app upright. The angle is clockwise: with `.clockwise90` the logical
/// top-left corner lands at the output's top-right.
public enum OutputRotation: Int, Hashable, Sendable, CaseIterable {
    case none = 0
    case clockwise90 = 90
    case upsideDown = 180
    case clockwise270 = 270

    /// The rotation for a whole number of degrees (0, 90, 180 or 270, any multiple of 360 away);
    /// nil for anything else.
    public init?(degrees: Int) {
        self.init(rawValue: ((degrees % 360) + 360) % 360)
    }

    /// True when logical width runs along the output's height.
    public var swapsAxes: Bool { self == .clockwise90 || self == .clockwise270 }

    /// The map from logical points to output pixels for an output of `width`×`height` pixels at
    /// `scale` pixels per point.
    public func pointsToPixels(scale s: Double, outputWidth w: Double, outputHeight h: Double) -> AffineTransform {
        switch self {
        case .none: AffineTransform(a: s, b: 0, c: 0, d: s, tx: 0, ty: 0)
        case .clockwise90: AffineTransform(a: 0, b: s, c: -s, d: 0, tx: w, ty: 0)
        case .upsideDown: AffineTransform(a: -s, b: 0, c: 0, d: -s, tx: w, ty: h)
        case .clockwise270: AffineTransform(a: 0, b: -s, c: s, d: 0, tx: 0, ty: h)
        }
    }

    /// The logical viewport, in points, of an output of `width`×`height` pixels.
    public func logicalSize(outputWidth w: Double, outputHeight h: Double, scale s: Double) -> Size {
        swapsAxes ? Size(width: h / s, height: w / s) : Size(width: w / s, height: h / s)
    }
}

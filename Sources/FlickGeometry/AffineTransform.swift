/// A 2-D affine transform with CGAffineTransform's layout and row-vector convention:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// `concatenating(t)` applies `self` first, then `t` (like CGAffineTransform).
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (x, y).
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

    /// A scale by (sx, sy) about the origin.
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation by `angle` radians about the origin; positive turns clockwise on screen (y down).
    public init(rotationAngle angle: Double) {
        let s = _sin(angle), co = _cos(angle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// True when this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t`.
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c,
            b: a * t.b + b * t.d,
            c: c * t.a + d * t.c,
            d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx,
            ty: tx * t.b + ty * t.d + t.ty
        )
    }

    /// `self` preceded by a translation (like CGAffineTransform.translatedBy).
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// `self` preceded by a scale (like CGAffineTransform.scaledBy).
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// `self` preceded by a rotation (like CGAffineTransform.rotated(by:)).
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant `a·d − b·c`; zero means the transform collapses the plane.
    public var determinant: Double { a * d - b * c }

    /// The inverse, or `nil` when the transform is singular.
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det,
            ty: (b * tx - a * ty) / det
        )
    }

    /// Applies the transform to a point.
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The same transform as a 4×4 matrix acting in the z = 0 plane.
    public var transform3D: Transform3D {
        var m = Transform3D.identity
        m.m11 = a; m.m12 = b
        m.m21 = c; m.m22 = d
        m.m41 = tx; m.m42 = ty
        return m
    }
}

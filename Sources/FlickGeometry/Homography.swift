/// A plane-to-plane projective map (3×3, row vectors like `Transform3D`): how a layer's z = 0
/// plane lands on the render target, perspective included.
///
/// `[x y 1] × H = [X Y W]`, and the point lands at `(X/W, Y/W)`. Built from a `Transform3D` by
/// keeping the entries that act on the z = 0 plane (m11 m12 m14 / m21 m22 m24 / m41 m42 m44).
public struct Homography: Hashable, Sendable {
    public var a: Double, b: Double, c: Double
    public var d: Double, e: Double, f: Double
    public var g: Double, h: Double, i: Double

    /// Creates a map from its nine entries in row order.
    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double, g: Double, h: Double, i: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.e = e
        self.f = f
        self.g = g
        self.h = h
        self.i = i
    }

    /// The map that changes nothing.
    public static let identity = Homography(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0, g: 0, h: 0, i: 1)

    /// The map taking `rect` onto the unit square: texture coordinates of a picture drawn over it.
    public init(unitSquareOf rect: Rect) {
        self.init(
            a: 1 / rect.width, b: 0, c: 0, d: 0, e: 1 / rect.height, f: 0, g: -rect.minX / rect.width,
            h: -rect.minY / rect.height, i: 1)
    }

    /// The plane part of a 4×4 transform.
    public init(_ m: Transform3D) {
        self.init(a: m.m11, b: m.m12, c: m.m14, d: m.m21, e: m.m22, f: m.m24, g: m.m41, h: m.m42, i: m.m44)
    }

    /// A 2-D affine map.
    public init(_ t: AffineTransform) {
        self.init(a: t.a, b: t.b, c: 0, d: t.c, e: t.d, f: 0, g: t.tx, h: t.ty, i: 1)
    }

    /// `self` followed by `other`.
    public func concatenating(_ o: Homography) -> Homography {
        Homography(
            a: a * o.a + b * o.d + c * o.g, b: a * o.b + b * o.e + c * o.h, c: a * o.c + b * o.f + c * o.i,
            d: d * o.a + e * o.d + f * o.g, e: d * o.b + e * o.e + f * o.h, f: d * o.c + e * o.f + f * o.i,
            g: g * o.a + h * o.d + i * o.g, h: g * o.b + h * o.e + i * o.h, i: g * o.c + h * o.f + i * o.i)
    }

    /// True when there is no perspective: W is the same (non-zero) everywhere.
    public var isAffine: Bool { abs(c) < 1e-12 && abs(f) < 1e-12 && abs(i) > 1e-12 }

    /// True when the map is affine and keeps axis-aligned rectangles axis-aligned and unflipped
    /// (a scale and a translation only).
    public var isAxisAligned: Bool { isAffine && abs(b) < 1e-9 && abs(d) < 1e-9 && a / i > 0 && e / i > 0 }

    /// The homogeneous weight of a point; the point is in front of the eye when it is positive.
    @inline(__always) public func w(_ x: Double, _ y: Double) -> Double { x * c + y * f + i }

    /// Maps a point; nil when it lands at or behind the eye (w ≤ 1e-6).
    @inline(__always) public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
        let w = x * c + y * f + i
        guard w > 1e-6 else { return nil }
        return ((x * a + y * d + g) / w, (x * b + y * e + h) / w)
    }

    /// Maps a point that is known to be in front of the eye.
    @inline(__always) public func applyUnchecked(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let w = x * c + y * f + i
        return ((x * a + y * d + g) / w, (x * b + y * e + h) / w)
    }

    /// The inverse map, or nil when the plane is seen edge-on.
    public func inverted() -> Homography? {
        let A = e * i - f * h
        let B = -(d * i - f * g)
        let C = d * h - e * g
        let det = a * A + b * B + c * C
        guard abs(det) > 1e-15, det.isFinite else { return nil }
        return Homography(
            a: A / det, b: -(b * i - c * h) / det, c: (b * f - c * e) / det,
            d: B / det, e: (a * i - c * g) / det, f: -(a * f - c * d) / det,
            g: C / det, h: -(a * h - b * g) / det, i: (a * e - b * d) / det)
    }

    /// How many output units one local unit covers near `(x, y)`: the larger of the two axis
    /// stretches there. Used to pick how finely to tessellate curves.
    public func scale(near x: Double, _ y: Double) -> Double {
        guard let p = apply(x, y), let px = apply(x + 1, y), let py = apply(x, y + 1) else { return 1 }
        let sx = ((px.x - p.x) * (px.x - p.x) + (px.y - p.y) * (px.y - p.y)).squareRoot()
        let sy = ((py.x - p.x) * (py.x - p.x) + (py.y - p.y) * (py.y - p.y)).squareRoot()
        return max(sx, sy)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 4×4 homogeneous transform with CATransform3D's layout and row-vector convention:
/// a point `[x y z 1]` times the matrix gives `[x' y' z' w']`, projected by dividing by `w'`.
///
/// Translation lives in `m41…m43`; perspective in `m34` (CA's idiom `m34 = −1/d` puts the eye at
/// distance `d`). `concatenating(t)` applies `self` first, then `t` (CATransform3DConcat(self, t)).
public struct Transform3D: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// Creates a matrix from its sixteen entries in row order.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The transform that changes nothing.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )

    /// A translation (CATransform3DMakeTranslation).
    public init(translationX x: Double, y: Double, z: Double = 0) {
        self = .identity
        m41 = x; m42 = y; m43 = z
    }

    /// A scale about the origin (CATransform3DMakeScale).
    public init(scaleX x: Double, y: Double, z: Double = 1) {
        self = .identity
        m11 = x; m22 = y; m33 = z
    }

    /// A rotation by `angle` radians about the axis (x, y, z) (CATransform3DMakeRotation).
    /// A zero axis gives the identity. About z, positive angles turn clockwise on screen (y down).
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0, len.isFinite else {
            self = .identity
            return
        }
        let (ux, uy, uz) = (x / len, y / len, z / len)
        let s = sin(angle), c = cos(angle), t = 1 - c
        // Row-vector form of Rodrigues' formula: the transpose of the column-vector rotation.
        self.init(
            m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1
        )
    }

    /// A perspective matrix with the eye at `distance` points in front of the z = 0 plane:
    /// the identity with `m34 = −1/distance` (the articles use m34 = −0.002, i.e. 500 pt).
    public static func perspective(distance: Double) -> Transform3D {
        var m = Transform3D.identity
        m.m34 = -1 / distance
        return m
    }

    /// True when this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// True when every entry is finite.
    public var isFinite: Bool {
        // Written out: `entries` would allocate, and the compositor asks this for every layer.
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
            && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// True when the matrix is a 2-D affine transform in the z = 0 plane (no z, no perspective).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// The 2-D affine part (a, b, c, d, tx, ty); exact only when `isAffine`.
    public var affine: AffineTransform { AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// The sixteen entries in row order.
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Creates a matrix from sixteen entries in row order.
    public init(entries e: [Double]) {
        precondition(e.count == 16, "Transform3D(entries:) needs 16 values in row order, got \(e.count)")
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3],
            m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11],
            m41: e[12], m42: e[13], m43: e[14], m44: e[15]
        )
    }

    /// `self` followed by `t` (the matrix product self × t).
    public func concatenating(_ t: Transform3D) -> Transform3D {
        let a = self
        return Transform3D(
            m11: a.m11 * t.m11 + a.m12 * t.m21 + a.m13 * t.m31 + a.m14 * t.m41,
            m12: a.m11 * t.m12 + a.m12 * t.m22 + a.m13 * t.m32 + a.m14 * t.m42,
            m13: a.m11 * t.m13 + a.m12 * t.m23 + a.m13 * t.m33 + a.m14 * t.m43,
            m14: a.m11 * t.m14 + a.m12 * t.m24 + a.m13 * t.m34 + a.m14 * t.m44,
            m21: a.m21 * t.m11 + a.m22 * t.m21 + a.m23 * t.m31 + a.m24 * t.m41,
            m22: a.m21 * t.m12 + a.m22 * t.m22 + a.m23 * t.m32 + a.m24 * t.m42,
            m23: a.m21 * t.m13 + a.m22 * t.m23 + a.m23 * t.m33 + a.m24 * t.m43,
            m24: a.m21 * t.m14 + a.m22 * t.m24 + a.m23 * t.m34 + a.m24 * t.m44,
            m31: a.m31 * t.m11 + a.m32 * t.m21 + a.m33 * t.m31 + a.m34 * t.m41,
            m32: a.m31 * t.m12 + a.m32 * t.m22 + a.m33 * t.m32 + a.m34 * t.m42,
            m33: a.m31 * t.m13 + a.m32 * t.m23 + a.m33 * t.m33 + a.m34 * t.m43,
            m34: a.m31 * t.m14 + a.m32 * t.m24 + a.m33 * t.m34 + a.m34 * t.m44,
            m41: a.m41 * t.m11 + a.m42 * t.m21 + a.m43 * t.m31 + a.m44 * t.m41,
            m42: a.m41 * t.m12 + a.m42 * t.m22 + a.m43 * t.m32 + a.m44 * t.m42,
            m43: a.m41 * t.m13 + a.m42 * t.m23 + a.m43 * t.m33 + a.m44 * t.m43,
            m44: a.m41 * t.m14 + a.m42 * t.m24 + a.m43 * t.m34 + a.m44 * t.m44
        )
    }

    /// A translation in the plane followed by `self`: `T(x, y, 0) · self`, computed without a full
    /// matrix product (only the last row changes). The compositor's common case.
    @inlinable
    public func prependingTranslation(x: Double, y: Double) -> Transform3D {
        var m = self
        m.m41 = x * m11 + y * m21 + m41
        m.m42 = x * m12 + y * m22 + m42
        m.m43 = x * m13 + y * m23 + m43
        m.m44 = x * m14 + y * m24 + m44
        return m
    }

    /// `self` preceded by a translation (CATransform3DTranslate).
    public func translated(x: Double, y: Double, z: Double = 0) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// `self` preceded by a scale (CATransform3DScale).
    public func scaled(x: Double, y: Double, z: Double = 1) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// `self` preceded by a rotation (CATransform3DRotate).
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The matrix with its z output dropped: what a layer looks like once flattened into its
    /// parent's plane (Core Animation flattens every layer that is not a transform layer).
    /// The projected x and y of every point are unchanged.
    public var flattened: Transform3D {
        var m = self
        m.m13 = 0; m.m23 = 0; m.m33 = 1; m.m43 = 0
        return m
    }

    /// Transforms a point of the z = 0 plane and returns the homogeneous result `(x', y', z', w')`.
    public func homogeneous(_ p: Point, z: Double = 0) -> (x: Double, y: Double, z: Double, w: Double) {
        (
            p.x * m11 + p.y * m21 + z * m31 + m41,
            p.x * m12 + p.y * m22 + z * m32 + m42,
            p.x * m13 + p.y * m23 + z * m33 + m43,
            p.x * m14 + p.y * m24 + z * m34 + m44
        )
    }

    /// Transforms a point of the z = 0 plane and projects it (divides by w).
    /// Returns `nil` when the point lands at or behind the eye (w ≤ 0).
    public func project(_ p: Point) -> Point? {
        let h = homogeneous(p)
        guard h.w > 1e-9 else { return nil }
        return Point(x: h.x / h.w, y: h.y / h.w)
    }

    /// Finds the point of the local z = 0 plane that projects onto `p`: the inverse of
    /// `project(_:)`, exact under perspective (it inverts the plane-to-plane homography).
    /// Returns `nil` when the plane is seen edge-on or the point lies behind the eye.
    public func unproject(_ p: Point) -> Point? {
        guard let inverse = Homography(self).inverted(), let q = inverse.apply(p.x, p.y) else { return nil }
        let local = Point(x: q.x, y: q.y)
        // Reject solutions whose forward projection is behind the eye.
        return homogeneous(local).w > 1e-9 ? local : nil
    }

    /// The full 4×4 inverse, or `nil` when the matrix is singular.
    public func inverted() -> Transform3D? {
        let m = entries
        var inv = [Double](repeating: 0, count: 16)
        inv[0] = m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14]
            + m[13] * m[6] * m[11] - m[13] * m[7] * m[10]
        inv[4] = -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14]
            - m[12] * m[6] * m[11] + m[12] * m[7] * m[10]
        inv[8] = m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13]
            + m[12] * m[5] * m[11] - m[12] * m[7] * m[9]
        inv[12] = -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13]
            - m[12] * m[5] * m[10] + m[12] * m[6] * m[9]
        inv[1] = -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14]
            - m[13] * m[2] * m[11] + m[13] * m[3] * m[10]
        inv[5] = m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14]
            + m[12] * m[2] * m[11] - m[12] * m[3] * m[10]
        inv[9] = -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13]
            - m[12] * m[1] * m[11] + m[12] * m[3] * m[9]
        inv[13] = m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13]
            + m[12] * m[1] * m[10] - m[12] * m[2] * m[9]
        inv[2] = m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14]
            + m[13] * m[2] * m[7] - m[13] * m[3] * m[6]
        inv[6] = -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14]
            - m[12] * m[2] * m[7] + m[12] * m[3] * m[6]
        inv[10] = m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13]
            + m[12] * m[1] * m[7] - m[12] * m[3] * m[5]
        inv[14] = -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13]
            - m[12] * m[1] * m[6] + m[12] * m[2] * m[5]
        inv[3] = -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10]
            - m[9] * m[2] * m[7] + m[9] * m[3] * m[6]
        inv[7] = m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10]
            + m[8] * m[2] * m[7] - m[8] * m[3] * m[6]
        inv[11] = -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9]
            - m[8] * m[1] * m[7] + m[8] * m[3] * m[5]
        inv[15] = m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9]
            + m[8] * m[1] * m[6] - m[8] * m[2] * m[5]
        let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
        guard det != 0, det.isFinite else { return nil }
        return Transform3D(entries: inv.map { $0 / det })
    }
}

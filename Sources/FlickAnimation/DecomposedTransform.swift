public import FlickGeometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `Transform3D` split into perspective, translation, rotation (a unit quaternion), skew and
/// scale, so transforms interpolate the way Core Animation and CSS do: a rotation turns through
/// its angle instead of squashing through a matrix lerp.
///
/// In the row-vector convention the matrix factors as `M = A · P` with
/// `A = [[S·K·R, 0], [t, 1]]` and `P = [[I, q], [0, w]]`: S the scales, K the shears (unit lower
/// triangular), R the rotation's rows, t the translation, (q, w) the perspective column.
/// This is the CSS Transforms decomposition ("unmatrix"), derived for CATransform3D's layout.
public struct DecomposedTransform: Hashable, Sendable {
    /// Translation (m41, m42, m43).
    public var translation: (x: Double, y: Double, z: Double)
    /// Scale along each axis; a negative x scale records a reflection.
    public var scale: (x: Double, y: Double, z: Double)
    /// Shear factors xy, xz, yz.
    public var skew: (xy: Double, xz: Double, yz: Double)
    /// Perspective column (q₁, q₂, q₃, w); (0, 0, 0, 1) when there is none.
    public var perspective: (x: Double, y: Double, z: Double, w: Double)
    /// Rotation as a unit quaternion (x, y, z, w).
    public var quaternion: (x: Double, y: Double, z: Double, w: Double)

    /// Decomposes `m`; `nil` when its upper 3×3 part is singular (a layer squashed flat), where
    /// no decomposition exists.
    public init?(_ m: Transform3D) {
        guard m.isFinite else { return nil }
        var r0 = (m.m11, m.m12, m.m13), r1 = (m.m21, m.m22, m.m23), r2 = (m.m31, m.m32, m.m33)
        let det = Self.dot(r0, Self.cross(r1, r2))
        guard abs(det) > 1e-12 else { return nil }
        let t = (m.m41, m.m42, m.m43)
        // Perspective: q = U⁻¹·(m14, m24, m34), w = m44 − t·q.
        if m.m14 != 0 || m.m24 != 0 || m.m34 != 0 {
            let p = (m.m14, m.m24, m.m34)
            // U⁻¹ = adj(U)/det; for rows r0, r1, r2 the columns of U⁻¹ are (r1×r2, r2×r0, r0×r1)/det.
            let c0 = Self.cross(r1, r2), c1 = Self.cross(r2, r0), c2 = Self.cross(r0, r1)
            let q = (
                (c0.0 * p.0 + c1.0 * p.1 + c2.0 * p.2) / det,
                (c0.1 * p.0 + c1.1 * p.1 + c2.1 * p.2) / det,
                (c0.2 * p.0 + c1.2 * p.1 + c2.2 * p.2) / det
            )
            perspective = (q.0, q.1, q.2, m.m44 - Self.dot(t, q))
        } else {
            perspective = (0, 0, 0, m.m44)
        }
        translation = t
        // Gram–Schmidt on the rows: U = S·K·R.
        var sx = Self.length(r0)
        r0 = Self.scaled(r0, 1 / sx)
        var kxy = Self.dot(r0, r1)
        r1 = Self.combine(r1, r0, -kxy)
        var sy = Self.length(r1)
        r1 = Self.scaled(r1, 1 / sy)
        kxy /= sy
        var kxz = Self.dot(r0, r2)
        r2 = Self.combine(r2, r0, -kxz)
        var kyz = Self.dot(r1, r2)
        r2 = Self.combine(r2, r1, -kyz)
        var sz = Self.length(r2)
        r2 = Self.scaled(r2, 1 / sz)
        kxz /= sz
        kyz /= sz
        if Self.dot(r0, Self.cross(r1, r2)) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            r0 = Self.scaled(r0, -1); r1 = Self.scaled(r1, -1); r2 = Self.scaled(r2, -1)
        }
        scale = (sx, sy, sz)
        skew = (kxy, kxz, kyz)
        quaternion = Self.quaternion(rows: r0, r1, r2)
    }

    /// The decomposition of the identity (no translation, unit scale, no rotation).
    public static let identity = DecomposedTransform(Transform3D.identity)!

    /// Decomposes `m`, answering the identity (the most common animation end) without work.
    public static func of(_ m: Transform3D) -> DecomposedTransform? { m.isIdentity ? identity : DecomposedTransform(m) }

    /// Recomposes the matrix: `A · P` as described on the type.
    public var transform: Transform3D {
        let rows = Self.rotationRows(quaternion)
        // K·R: row0 = r0, row1 = r1 + kxy·r0, row2 = r2 + kyz·r1 + kxz·r0 (with K's entries
        // stored divided by the row scale, so row i of U = scale_i·(row i of K·R)).
        let r0 = rows.0
        let r1 = Self.combine(rows.1, rows.0, skew.xy)
        let r2 = Self.combine(Self.combine(rows.2, rows.1, skew.yz), rows.0, skew.xz)
        let u0 = Self.scaled(r0, scale.x), u1 = Self.scaled(r1, scale.y), u2 = Self.scaled(r2, scale.z)
        let q = (perspective.x, perspective.y, perspective.z)
        let t = translation
        return Transform3D(
            m11: u0.0, m12: u0.1, m13: u0.2, m14: Self.dot(u0, q),
            m21: u1.0, m22: u1.1, m23: u1.2, m24: Self.dot(u1, q),
            m31: u2.0, m32: u2.1, m33: u2.2, m34: Self.dot(u2, q),
            m41: t.0, m42: t.1, m43: t.2, m44: Self.dot(t, q) + perspective.w)
    }

    /// Component-wise interpolation, with the rotation slerped along the shorter arc
    /// (extrapolates for fractions outside 0…1).
    public func interpolated(to o: DecomposedTransform, fraction f: Double) -> DecomposedTransform {
        var r = self
        r.translation = (
            lerp(translation.x, o.translation.x, f), lerp(translation.y, o.translation.y, f),
            lerp(translation.z, o.translation.z, f)
        )
        r.scale = (lerp(scale.x, o.scale.x, f), lerp(scale.y, o.scale.y, f), lerp(scale.z, o.scale.z, f))
        r.skew = (lerp(skew.xy, o.skew.xy, f), lerp(skew.xz, o.skew.xz, f), lerp(skew.yz, o.skew.yz, f))
        r.perspective = (
            lerp(perspective.x, o.perspective.x, f), lerp(perspective.y, o.perspective.y, f),
            lerp(perspective.z, o.perspective.z, f), lerp(perspective.w, o.perspective.w, f)
        )
        r.quaternion = Self.slerp(quaternion, o.quaternion, f)
        return r
    }

    /// Component-wise equality.
    public static func == (a: DecomposedTransform, b: DecomposedTransform) -> Bool {
        a.translation == b.translation && a.scale == b.scale && a.skew == b.skew && a.perspective == b.perspective
            && a.quaternion == b.quaternion
    }

    /// Hashes the components.
    public func hash(into h: inout Hasher) {
        for v in [translation.x, translation.y, translation.z, scale.x, scale.y, scale.z, skew.xy, skew.xz, skew.yz] {
            h.combine(v)
        }
        for v in [
            perspective.x, perspective.y, perspective.z, perspective.w, quaternion.x, quaternion.y, quaternion.z,
            quaternion.w,
        ] {
            h.combine(v)
        }
    }

    // MARK: Quaternions (rows of R are the images of the basis vectors: R = Rcᵀ)

    typealias Vec3 = (Double, Double, Double)
    typealias Quat = (x: Double, y: Double, z: Double, w: Double)

    /// Shepperd's method on the column-vector matrix Rc = Rᵀ (Rc[i][j] = row j, component i).
    static func quaternion(rows r0: Vec3, _ r1: Vec3, _ r2: Vec3) -> Quat {
        let (c00, c01, c02) = (r0.0, r1.0, r2.0)
        let (c10, c11, c12) = (r0.1, r1.1, r2.1)
        let (c20, c21, c22) = (r0.2, r1.2, r2.2)
        let trace = c00 + c11 + c22
        var q: Quat
        if trace > 0 {
            let s = 2 * (trace + 1).squareRoot()
            q = ((c21 - c12) / s, (c02 - c20) / s, (c10 - c01) / s, s / 4)
        } else if c00 > c11, c00 > c22 {
            let s = 2 * (1 + c00 - c11 - c22).squareRoot()
            q = (s / 4, (c01 + c10) / s, (c02 + c20) / s, (c21 - c12) / s)
        } else if c11 > c22 {
            let s = 2 * (1 + c11 - c00 - c22).squareRoot()
            q = ((c01 + c10) / s, s / 4, (c12 + c21) / s, (c02 - c20) / s)
        } else {
            let s = 2 * (1 + c22 - c00 - c11).squareRoot()
            q = ((c02 + c20) / s, (c12 + c21) / s, s / 4, (c10 - c01) / s)
        }
        return normalised(q)
    }

    /// The rows of R for a unit quaternion (transpose of the usual column-vector matrix).
    static func rotationRows(_ q: Quat) -> (Vec3, Vec3, Vec3) {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        let c00 = 1 - 2 * (y * y + z * z), c01 = 2 * (x * y - z * w), c02 = 2 * (x * z + y * w)
        let c10 = 2 * (x * y + z * w), c11 = 1 - 2 * (x * x + z * z), c12 = 2 * (y * z - x * w)
        let c20 = 2 * (x * z - y * w), c21 = 2 * (y * z + x * w), c22 = 1 - 2 * (x * x + y * y)
        return ((c00, c10, c20), (c01, c11, c21), (c02, c12, c22))
    }

    static func slerp(_ a: Quat, _ b0: Quat, _ t: Double) -> Quat {
        var b = b0
        var d = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
        if d < 0 {
            b = (-b.x, -b.y, -b.z, -b.w)
            d = -d
        }
        if d > 0.9995 {
            return normalised((lerp(a.x, b.x, t), lerp(a.y, b.y, t), lerp(a.z, b.z, t), lerp(a.w, b.w, t)))
        }
        let theta = acos(min(d, 1))
        let s = sin(theta)
        let wa = sin((1 - t) * theta) / s, wb = sin(t * theta) / s
        return (wa * a.x + wb * b.x, wa * a.y + wb * b.y, wa * a.z + wb * b.z, wa * a.w + wb * b.w)
    }

    static func normalised(_ q: Quat) -> Quat {
        let n = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
        guard n > 0 else { return (0, 0, 0, 1) }
        return (q.x / n, q.y / n, q.z / n, q.w / n)
    }

    // MARK: 3-vectors

    static func dot(_ a: Vec3, _ b: Vec3) -> Double { a.0 * b.0 + a.1 * b.1 + a.2 * b.2 }
    static func cross(_ a: Vec3, _ b: Vec3) -> Vec3 {
        (a.1 * b.2 - a.2 * b.1, a.2 * b.0 - a.0 * b.2, a.0 * b.1 - a.1 * b.0)
    }
    static func length(_ a: Vec3) -> Double { dot(a, a).squareRoot() }
    static func scaled(_ a: Vec3, _ s: Double) -> Vec3 { (a.0 * s, a.1 * s, a.2 * s) }
    /// a + s·b
    static func combine(_ a: Vec3, _ b: Vec3, _ s: Double) -> Vec3 { (a.0 + s * b.0, a.1 + s * b.1, a.2 + s * b.2) }
}

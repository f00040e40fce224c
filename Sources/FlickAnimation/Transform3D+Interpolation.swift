public import FlickGeometry

extension Transform3D: Animatable {
    /// Interpolates by decomposition (`DecomposedTransform`): translation, scale, skew and
    /// perspective linearly, rotation along the shorter arc, so a flip turns through its angle.
    /// When either matrix cannot be decomposed (flattened to zero thickness), entries are
    /// interpolated one by one.
    public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        if self == other { return self }
        if let a = DecomposedTransform.of(self), let b = DecomposedTransform.of(other) {
            return a.interpolated(to: b, fraction: fraction).transform
        }
        return entryWiseInterpolated(to: other, fraction: fraction)
    }

    /// `self` followed by `other` (additive transform animations apply their value after the
    /// underlying transform).
    public func adding(_ other: Transform3D) -> Transform3D { concatenating(other) }

    /// The transform that, applied after `other`, gives `self`: `other⁻¹ · self`. A singular
    /// `other` has no inverse; `self` is returned unchanged.
    public func subtracting(_ other: Transform3D) -> Transform3D {
        guard let inverse = other.inverted() else { return self }
        return inverse.concatenating(self)
    }

    /// The straight entry-by-entry interpolation (what decomposition avoids); a fallback only.
    public func entryWiseInterpolated(to o: Transform3D, fraction t: Double) -> Transform3D {
        Transform3D(
            m11: lerp(m11, o.m11, t), m12: lerp(m12, o.m12, t), m13: lerp(m13, o.m13, t), m14: lerp(m14, o.m14, t),
            m21: lerp(m21, o.m21, t), m22: lerp(m22, o.m22, t), m23: lerp(m23, o.m23, t), m24: lerp(m24, o.m24, t),
            m31: lerp(m31, o.m31, t), m32: lerp(m32, o.m32, t), m33: lerp(m33, o.m33, t), m34: lerp(m34, o.m34, t),
            m41: lerp(m41, o.m41, t), m42: lerp(m42, o.m42, t), m43: lerp(m43, o.m43, t), m44: lerp(m44, o.m44, t))
    }
}

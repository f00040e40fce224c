public import FlickGeometry

/// A value an animation can interpolate: geometry, colours, transforms, scalars.
///
/// `interpolated(to:fraction:)` must return `self` at 0 and `other` at 1 and extrapolate outside
/// 0…1 (springs overshoot). `adding`/`subtracting` combine values for additive animations and
/// `by` values; `adding(b).subtracting(b)` gives back the original.
public protocol Animatable: Equatable, Sendable {
    /// The value `fraction` of the way from `self` to `other` (not clamped).
    func interpolated(to other: Self, fraction: Double) -> Self
    /// `self` combined with `other` (sum for vectors, `other` applied after `self` for transforms).
    func adding(_ other: Self) -> Self
    /// The inverse of `adding`: the value that, added to `other`, gives `self`.
    func subtracting(_ other: Self) -> Self
    /// A smooth curve through `p1` (fraction 0) and `p2` (fraction 1) that uses the neighbours
    /// `p0` and `p3` for its tangents (Catmull–Rom), for keyframe animations in cubic mode.
    static func catmullRom(_ p0: Self, _ p1: Self, _ p2: Self, _ p3: Self, fraction: Double) -> Self
}

extension Animatable {
    /// Default: a straight interpolation from `p1` to `p2` (values that are not vectors, such as
    /// transforms, have no meaningful weighted sum of four points).
    public static func catmullRom(_ p0: Self, _ p1: Self, _ p2: Self, _ p3: Self, fraction: Double) -> Self {
        p1.interpolated(to: p2, fraction: fraction)
    }
}

/// An `Animatable` that is a vector: it can be scaled and summed, which gives interpolation,
/// subtraction and Catmull–Rom curves for free.
public protocol VectorAnimatable: Animatable {
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
}

extension VectorAnimatable {
    /// Linear interpolation: `self + (other − self)·fraction`.
    @inlinable
    public func interpolated(to other: Self, fraction: Double) -> Self {
        adding(other.subtracting(self).scaled(by: fraction))
    }

    /// `self − other`, as `self + other·(−1)`.
    @inlinable
    public func subtracting(_ other: Self) -> Self { adding(other.scaled(by: -1)) }

    /// Uniform Catmull–Rom:
    /// `½·(2p1 + (p2 − p0)t + (2p0 − 5p1 + 4p2 − p3)t² + (3p1 − p0 − 3p2 + p3)t³)`.
    public static func catmullRom(_ p0: Self, _ p1: Self, _ p2: Self, _ p3: Self, fraction t: Double) -> Self {
        let t2 = t * t, t3 = t2 * t
        let w0 = 0.5 * (-t + 2 * t2 - t3)
        let w1 = 0.5 * (2 - 5 * t2 + 3 * t3)
        let w2 = 0.5 * (t + 4 * t2 - 3 * t3)
        let w3 = 0.5 * (-t2 + t3)
        return p0.scaled(by: w0).adding(p1.scaled(by: w1)).adding(p2.scaled(by: w2)).adding(p3.scaled(by: w3))
    }
}

extension Double: VectorAnimatable {
    /// `self × factor`.
    @inlinable public func scaled(by factor: Double) -> Double { self * factor }
    /// `self + other`.
    @inlinable public func adding(_ other: Double) -> Double { self + other }
    /// `self + (other − self)·fraction`.
    @inlinable public func interpolated(to other: Double, fraction: Double) -> Double {
        self + (other - self) * fraction
    }
}

extension Point: VectorAnimatable {
    /// Both coordinates scaled.
    @inlinable public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
    /// The vector sum.
    @inlinable public func adding(_ other: Point) -> Point { Point(x: x + other.x, y: y + other.y) }
    /// Component-wise interpolation.
    @inlinable public func interpolated(to other: Point, fraction t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}

extension Size: VectorAnimatable {
    /// Both extents scaled.
    @inlinable public func scaled(by factor: Double) -> Size { Size(width: width * factor, height: height * factor) }
    /// Extents summed.
    @inlinable public func adding(_ other: Size) -> Size {
        Size(width: width + other.width, height: height + other.height)
    }
}

extension Rect: VectorAnimatable {
    /// Origin and size scaled.
    @inlinable public func scaled(by factor: Double) -> Rect {
        Rect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
    }
    /// Origins and sizes summed.
    @inlinable public func adding(_ other: Rect) -> Rect {
        Rect(origin: origin.adding(other.origin), size: size.adding(other.size))
    }
}

extension Color: VectorAnimatable {
    /// Every channel scaled (straight alpha; interpolation is channel-wise in sRGB like CA's).
    @inlinable public func scaled(by factor: Double) -> Color {
        Color(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }
    /// Channels summed.
    @inlinable public func adding(_ other: Color) -> Color {
        Color(red: red + other.red, green: green + other.green, blue: blue + other.blue, alpha: alpha + other.alpha)
    }
}

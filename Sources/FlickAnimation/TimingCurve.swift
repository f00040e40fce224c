public import FlickGeometry

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) that maps a linear time fraction to an
/// eased progress, like CAMediaTimingFunction and UICubicTimingParameters.
///
/// `value(at:)` solves the curve's x(s) = x for the Bézier parameter s (Newton's method with a
/// bisection fallback; error below 1e-9 in x) and returns y(s). `derivative(at:)` gives dy/dx,
/// used to hand a velocity from one animation to the next.
public struct TimingCurve: Hashable, Sendable {
    /// First control point, x clamped into 0…1 so the curve stays a function of time.
    public let controlPoint1: Point
    /// Second control point, x clamped into 0…1.
    public let controlPoint2: Point

    // Polynomial coefficients: x(s) = ((ax·s + bx)·s + cx)·s, likewise for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// Creates a curve from its two inner control points. The x coordinates are clamped into
    /// 0…1 (outside that range the curve would not be a function of time); y may overshoot.
    public init(controlPoint1 c1: Point, controlPoint2 c2: Point) {
        let p1 = Point(x: Self.sanitise(c1.x, unit: true), y: Self.sanitise(c1.y, unit: false))
        let p2 = Point(x: Self.sanitise(c2.x, unit: true), y: Self.sanitise(c2.y, unit: false))
        controlPoint1 = p1
        controlPoint2 = p2
        cx = 3 * p1.x
        bx = 3 * (p2.x - p1.x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1.y
        by = 3 * (p2.y - p1.y) - cy
        ay = 1 - cy - by
    }

    /// Creates a curve from the four numbers CSS and CAMediaTimingFunction use.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.init(controlPoint1: Point(x: x1, y: y1), controlPoint2: Point(x: x2, y: y2))
    }

    private static func sanitise(_ v: Double, unit: Bool) -> Double {
        guard v.isFinite else { return unit ? 0.5 : 0 }
        return unit ? clamp(v, 0, 1) : v
    }

    /// Progress equals time.
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// Starts slowly: control points (0.42, 0), (1, 1) (Apple, CAMediaTimingFunctionName.easeIn).
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// Ends slowly: control points (0, 0), (0.58, 1) (Apple, CAMediaTimingFunctionName.easeOut).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// Starts and ends slowly: (0.42, 0), (0.58, 1) (Apple, CAMediaTimingFunctionName.easeInEaseOut;
    /// UIView's `.curveEaseInOut`, the default curve of UIViewPropertyAnimator).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
    /// Core Animation's default: (0.25, 0.1), (0.25, 1) (Apple, CAMediaTimingFunctionName.default).
    public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)

    /// True when the control points lie on the diagonal, so progress equals time exactly.
    public var isLinear: Bool { controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y }

    /// The eased progress at time fraction `x` (clamped into 0…1). 0 ↦ 0 and 1 ↦ 1 exactly.
    @inlinable
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        return y(ofParameter: parameter(forX: x))
    }

    /// The slope dy/dx at time fraction `x` (clamped into 0…1): how fast progress moves per unit
    /// of time fraction. Where both dx/ds and dy/ds vanish (e.g. `easeOut` at 0) the limit of the
    /// ratio of second derivatives is returned.
    public func derivative(at x: Double) -> Double {
        if isLinear { return 1 }
        let s = parameter(forX: clamp(x, 0, 1))
        let dx = (3 * ax * s + 2 * bx) * s + cx
        let dy = (3 * ay * s + 2 * by) * s + cy
        if abs(dx) > 1e-9 { return dy / dx }
        let ddx = 6 * ax * s + 2 * bx
        let ddy = 6 * ay * s + 2 * by
        if abs(ddx) > 1e-12 { return ddy / ddx }
        return dy == 0 ? 0 : .infinity
    }

    /// y(s) for the Bézier parameter s.
    @usableFromInline
    func y(ofParameter s: Double) -> Double { ((ay * s + by) * s + cy) * s }

    /// Solves x(s) = x for s in 0…1: Newton's method from s = x, then bisection if Newton stalls
    /// (flat spots where dx/ds ≈ 0) or has not converged to 1e-9.
    @usableFromInline
    func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let err = ((ax * s + bx) * s + cx) * s - x
            if abs(err) < 1e-9 { return s }
            let d = (3 * ax * s + 2 * bx) * s + cx
            if abs(d) < 1e-6 { break }
            s -= err / d
            if s < 0 || s > 1 { break }
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<64 {
            let v = ((ax * s + bx) * s + cx) * s
            if abs(v - x) < 1e-9 { return s }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }
}

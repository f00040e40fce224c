import FlickGeometry

extension TimingCurve {
    /// This curve leaving the start at `slope` (progress per unit of time fraction) instead of its
    /// own: the first control point moves onto the line y = slope·x, at this curve's x (⅓ where
    /// that is 0), brought nearer the start where it would pass y = ±1, so the progress neither
    /// passes the end nor backs off by more than the curve's first stretch. The end is untouched.
    ///
    /// A fixed-duration settle that takes over from a finger uses it (docs/ANIMATION.md, "One time
    /// base"): with `slope` = speed × duration / distance it starts at the finger's speed and
    /// still ends as the designer's curve does, in the designer's time. A cubic Bézier's slope at
    /// its start is y₁/x₁ (Apple's CAMediaTimingFunction, the curve's first control point), and
    /// a slope of 0 keeps an ease-in's (x₁, 0).
    public func startingAt(slope: Double) -> TimingCurve {
        guard slope.isFinite else { return self }
        let x1 = controlPoint1.x > 0 ? controlPoint1.x : 1.0 / 3
        let x = abs(slope) * x1 > 1 ? 1 / abs(slope) : x1
        return TimingCurve(controlPoint1: Point(x: x, y: slope * x), controlPoint2: controlPoint2)
    }
}

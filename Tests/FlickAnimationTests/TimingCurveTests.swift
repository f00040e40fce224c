import FlickAnimation
import FlickGeometry
import Testing

@Suite struct TimingCurveTests {
    static let curves: [TimingCurve] = [
        .easeIn, .easeOut, .easeInOut, .default, TimingCurve(0.68, -0.55, 0.265, 1.55), TimingCurve(0.9, 0, 0.1, 1),
        TimingCurve(0, 1, 1, 0),
    ]

    /// Reference y for x by sampling the parametric curve densely and interpolating between the
    /// two samples around x: independent of the solver under test.
    static func reference(_ c: TimingCurve, _ x: Double) -> Double {
        func bez(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        let n = 200_000
        var prevX = 0.0, prevY = 0.0
        for i in 1...n {
            let s = Double(i) / Double(n)
            let bx = bez(c.controlPoint1.x, c.controlPoint2.x, s)
            let by = bez(c.controlPoint1.y, c.controlPoint2.y, s)
            if bx >= x {
                let f = bx > prevX ? (x - prevX) / (bx - prevX) : 0
                return prevY + (by - prevY) * f
            }
            prevX = bx
            prevY = by
        }
        return 1
    }

    @Test(arguments: curves)
    func solverMatchesDenseReference(_ curve: TimingCurve) {
        for i in 1..<20 {
            let x = Double(i) / 20
            #expect(near(curve.value(at: x), Self.reference(curve, x), 1e-6), "x = \(x)")
        }
    }

    @Test(arguments: curves)
    func endpointsAreExact(_ curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
    }

    @Test func uikitControlPoints() {
        #expect(TimingCurve.easeIn.controlPoint1 == Point(x: 0.42, y: 0))
        #expect(TimingCurve.easeIn.controlPoint2 == Point(x: 1, y: 1))
        #expect(TimingCurve.easeOut.controlPoint1 == Point(x: 0, y: 0))
        #expect(TimingCurve.easeOut.controlPoint2 == Point(x: 0.58, y: 1))
        #expect(TimingCurve.easeInOut.controlPoint1 == Point(x: 0.42, y: 0))
        #expect(TimingCurve.easeInOut.controlPoint2 == Point(x: 0.58, y: 1))
    }

    @Test func easeOutMirrorsEaseInAndEaseInOutIsSymmetric() {
        for i in 0...50 {
            let x = Double(i) / 50
            #expect(near(TimingCurve.easeOut.value(at: x), 1 - TimingCurve.easeIn.value(at: 1 - x), 1e-8))
            #expect(near(TimingCurve.easeInOut.value(at: x) + TimingCurve.easeInOut.value(at: 1 - x), 1, 1e-8))
        }
        #expect(near(TimingCurve.easeInOut.value(at: 0.5), 0.5, 1e-9))
    }

    @Test func linearIsIdentity() {
        #expect(TimingCurve.linear.isLinear)
        for i in 0...10 { #expect(TimingCurve.linear.value(at: Double(i) / 10) == Double(i) / 10) }
        #expect(TimingCurve.linear.derivative(at: 0.3) == 1)
    }

    @Test(arguments: curves)
    func derivativeMatchesFiniteDifference(_ curve: TimingCurve) {
        for i in 1..<10 {
            let x = Double(i) / 10, h = 1e-6
            let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            #expect(near(curve.derivative(at: x), numeric, 1e-4 * max(1, abs(numeric))), "x = \(x)")
        }
    }

    @Test func derivativeAtDegenerateEndUsesTheLimit() {
        // easeOut: dx/ds = dy/ds = 0 at s = 0; the slope's limit is y''/x'' = 1/0.58.
        #expect(near(TimingCurve.easeOut.derivative(at: 0), 1 / 0.58, 1e-9))
        // The slope is continuous into that end.
        #expect(near(TimingCurve.easeOut.derivative(at: 1e-6), 1 / 0.58, 1e-2))
    }

    @Test func badControlPointsAreSanitised() {
        let c = TimingCurve(-2, .nan, 3, 1)
        #expect(c.controlPoint1.x == 0 && c.controlPoint2.x == 1)
        #expect(c.controlPoint1.y == 0)
        var previous = 0.0
        for i in 0...100 {
            let v = c.value(at: Double(i) / 100)
            #expect(v.isFinite)
            #expect(v >= previous - 1e-9)
            previous = v
        }
    }

    /// A settle taking over from a finger (docs/ANIMATION.md, "One time base"): the curve leaves
    /// at the finger's slope and still ends at 1 with the curve's own end, never past it.
    @Test(arguments: [0.0, 0.8, 1.4, 6.0, -0.7])
    func startingAtASlopeLeavesAtItAndEndsAsTheCurveDoes(_ slope: Double) {
        for base in [TimingCurve.easeInOut, .easeOut, .default] {
            let c = base.startingAt(slope: slope)
            #expect(near(c.derivative(at: 0), slope, 1e-6), "\(base) at \(slope): \(c.derivative(at: 0))")
            #expect(c.controlPoint2 == base.controlPoint2)
            #expect(c.value(at: 1) == 1 && near(c.derivative(at: 1), base.derivative(at: 1), 1e-9))
            for i in 0...100 { #expect(c.value(at: Double(i) / 100) <= 1 + 1e-9) }
        }
        #expect(TimingCurve.easeInOut.startingAt(slope: 0) == .easeInOut, "from rest, the article's curve")
    }
}

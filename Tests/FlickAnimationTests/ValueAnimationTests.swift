import FlickAnimation
import FlickGeometry
import Testing

@Suite struct ValueAnimationTests {
    @Test(arguments: [
        // from, to, by, underlying → expected start, end
        (1.0 as Double?, 5.0 as Double?, nil as Double?, 100.0, 1.0, 5.0),
        (1.0, nil, 2.0, 100.0, 1.0, 3.0),
        (nil, 5.0, 2.0, 100.0, 3.0, 5.0),
        (1.0, nil, nil, 100.0, 1.0, 100.0),
        (nil, 5.0, nil, 100.0, 100.0, 5.0),
        (nil, nil, 2.0, 100.0, 100.0, 102.0),
        (nil, nil, nil, 100.0, 100.0, 100.0),
    ])
    func basicResolvesEndpointsLikeCoreAnimation(_ row: (Double?, Double?, Double?, Double, Double, Double)) {
        let a = BasicAnimation(from: row.0, to: row.1, by: row.2, duration: 2, curve: .linear)
        #expect(a.value(atSimpleTime: 0, duration: 2, underlying: row.3) == row.4)
        #expect(a.value(atSimpleTime: 2, duration: 2, underlying: row.3) == row.5)
        #expect(near(a.value(atSimpleTime: 1, duration: 2, underlying: row.3), (row.4 + row.5) / 2))
    }

    @Test func basicFollowsItsCurveAndTiming() {
        var a = BasicAnimation<Double>(from: 0, to: 200, duration: 0.5, curve: .easeOut)
        a.timing.beginTime = 1
        #expect(a.sample(atParentTime: 0.9, underlying: -1) == nil)
        #expect(near(a.sample(atParentTime: 1.2, underlying: -1) ?? .nan, 200 * TimingCurve.easeOut.value(at: 0.4)))
        #expect(a.sample(atParentTime: 1.6, underlying: -1) == nil)
        a.timing.fillMode = .forwards
        #expect(a.sample(atParentTime: 1.6, underlying: -1) == 200)
    }

    @Test func additiveAddsToTheUnderlyingValue() {
        let a = BasicAnimation<Point>(
            from: .zero, to: Point(x: 10, y: 0), duration: 1, curve: .linear, isAdditive: true)
        #expect(a.sample(atParentTime: 0.5, underlying: Point(x: 100, y: 7)) == Point(x: 105, y: 7))
    }

    @Test func springAnimationFollowsTheUnitSpringAndEndsExactly() {
        let a = SpringAnimation<Double>(from: 100, to: 300, spring: .momentum, initialVelocity: 2)
        let unit = SpringSimulation.unit(.momentum, relativeVelocity: 2)
        #expect(near(a.timing.duration, unit.settlingDuration))
        for t in stride(from: 0.0, to: a.timing.duration, by: 0.05) {
            #expect(near(a.sample(atParentTime: t, underlying: 0) ?? .nan, 100 + 200 * unit.x(t), 1e-9))
        }
        var filled = a
        filled.timing.fillMode = .forwards
        #expect(filled.sample(atParentTime: 100, underlying: 0) == 300)
    }

    @Test func keyframesLinearWithKeyTimesAndCurves() {
        let a = KeyframeAnimation<Double>(
            values: [0, 10, 40], keyTimes: [0, 0.25, 1], curves: [.linear, .easeIn], duration: 2)
        #expect(a.problem == nil)
        #expect(near(a.value(atSimpleTime: 0.25, duration: 2, underlying: 0), 5))
        #expect(a.value(atSimpleTime: 0.5, duration: 2, underlying: 0) == 10)
        let local = (1.25 / 2 - 0.25) / 0.75
        #expect(
            near(a.value(atSimpleTime: 1.25, duration: 2, underlying: 0), 10 + 30 * TimingCurve.easeIn.value(at: local))
        )
        #expect(a.value(atSimpleTime: 2, duration: 2, underlying: 0) == 40)
    }

    @Test func keyframesDiscreteHoldEachValue() {
        let a = KeyframeAnimation<Double>(
            values: [1, 2, 3], keyTimes: [0, 0.5, 0.9, 1], calculationMode: .discrete, duration: 1)
        #expect(a.problem == nil)
        #expect(a.value(atSimpleTime: 0.49, duration: 1, underlying: 0) == 1)
        #expect(a.value(atSimpleTime: 0.5, duration: 1, underlying: 0) == 2)
        #expect(a.value(atSimpleTime: 0.95, duration: 1, underlying: 0) == 3)
    }

    @Test func keyframesCubicPassThroughTheValuesSmoothly() {
        let values = [Point(x: 0, y: 0), Point(x: 10, y: 20), Point(x: 30, y: 0), Point(x: 40, y: 10)]
        let a = KeyframeAnimation(values: values, calculationMode: .cubic, duration: 3)
        for (i, v) in values.enumerated() {
            let p = a.value(atSimpleTime: Double(i), duration: 3, underlying: .zero)
            #expect(near(p.x, v.x) && near(p.y, v.y))
        }
        // Smooth at an inner key: left and right slopes agree.
        let h = 1e-6
        let left =
            a.value(atSimpleTime: 1, duration: 3, underlying: .zero)
            - a.value(atSimpleTime: 1 - h, duration: 3, underlying: .zero)
        let right =
            a.value(atSimpleTime: 1 + h, duration: 3, underlying: .zero)
            - a.value(atSimpleTime: 1, duration: 3, underlying: .zero)
        #expect(near(left.x / h, right.x / h, 1e-3) && near(left.y / h, right.y / h, 1e-3))
    }

    @Test func malformedKeyframesExplainAndFallBack() {
        let a = KeyframeAnimation<Double>(values: [0, 10, 20], keyTimes: [0, 1], duration: 1)
        #expect(a.problem?.contains("one key time per value") == true)
        #expect(near(a.value(atSimpleTime: 0.25, duration: 1, underlying: 0), 5))
        let empty = KeyframeAnimation<Double>(values: [], duration: 1)
        #expect(empty.problem != nil)
        #expect(empty.value(atSimpleTime: 0.5, duration: 1, underlying: 7) == 7)
    }

    @Test func colorsAndRectsInterpolateComponentWise() {
        let c = Color.black.interpolated(to: Color(red: 1, green: 0.5, blue: 0, alpha: 0), fraction: 0.5)
        #expect(c == Color(red: 0.5, green: 0.25, blue: 0, alpha: 0.5))
        let r = Rect(x: 0, y: 0, width: 10, height: 10).interpolated(
            to: Rect(x: 10, y: 20, width: 30, height: 10), fraction: 0.5)
        #expect(r == Rect(x: 5, y: 10, width: 20, height: 10))
    }
}

import FlickAnimation
import Testing

@Suite struct SpringTests {
    /// Integrates m·x'' = −k·(x − target) − c·x' with classical RK4 at step `h`.
    static func rk4(
        _ s: Spring, from x0: Double, to target: Double, velocity v0: Double, until end: Double, h: Double = 0.001
    )
        -> [(t: Double, x: Double, v: Double)]
    {
        var x = x0, v = v0, t = 0.0
        var out = [(t, x, v)]
        func acc(_ x: Double, _ v: Double) -> Double { (-s.stiffness * (x - target) - s.damping * v) / s.mass }
        let steps = Int((end / h).rounded())
        for _ in 0..<steps {
            let k1x = v, k1v = acc(x, v)
            let k2x = v + h / 2 * k1v, k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acc(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
            out.append((t, x, v))
        }
        return out
    }

    static let cases: [(Spring, Double)] = [
        (Spring(dampingRatio: 0.3, response: 0.5), 0),
        (Spring(dampingRatio: 0.8, response: 0.3), 4),
        (Spring(dampingRatio: 1, response: 0.4), -2),
        (Spring(dampingRatio: 1, response: 0.4), 7),
        (Spring(dampingRatio: 2.5, response: 0.4), 3),
        (Spring(mass: 2, stiffness: 300, damping: 10), 1),
    ]

    @Test(arguments: 0..<cases.count)
    func closedFormMatchesRK4(_ index: Int) {
        let (spring, v0) = Self.cases[index]
        let sim = SpringSimulation(spring: spring, from: 0, to: 1, initialVelocity: v0)
        for sample in Self.rk4(spring, from: 0, to: 1, velocity: v0, until: 2) {
            #expect(near(sim.x(sample.t), sample.x, 1e-4), "x at t = \(sample.t)")
            #expect(near(sim.dx(sample.t), sample.v, 1e-4 * max(1, abs(sample.v))), "v at t = \(sample.t)")
        }
    }

    @Test func closedFormMatchesRK4InPoints() {
        let spring = Spring.momentum
        let sim = SpringSimulation(spring: spring, from: 120, to: 300, initialVelocity: 600)
        for sample in Self.rk4(spring, from: 120, to: 300, velocity: 600, until: 1) {
            #expect(near(sim.x(sample.t), sample.x, 1e-4 * 180))
        }
    }

    @Test func designerParametersFollowFeel() {
        let s = Spring(dampingRatio: 0.8, response: 0.3)
        #expect(near(s.stiffness, (2 * Double.pi / 0.3) * (2 * Double.pi / 0.3)))
        #expect(near(s.damping, 4 * Double.pi * 0.8 / 0.3))
        #expect(s.mass == 1)
        #expect(near(s.dampingRatio, 0.8, 1e-12))
        #expect(near(s.response, 0.3, 1e-12))
    }

    @Test func startsWhereItStartsAndSettlesAtTheTarget() {
        for (spring, v0) in Self.cases {
            let sim = SpringSimulation(spring: spring, from: 10, to: -5, initialVelocity: v0)
            #expect(sim.x(0) == 10)
            #expect(sim.dx(0) == v0)
            let settle = sim.settlingDuration
            #expect(settle.isFinite && settle > 0)
            for k in 0...50 {
                let t = settle + Double(k) * 0.01
                #expect(abs(sim.x(t) - -5) <= sim.threshold + 1e-12)
            }
            #expect(sim.isDone(settle) && !sim.isDone(settle * 0.5))
        }
    }

    @Test func criticallyDampedSettlingTimeIsTight() {
        // Monotone approach: just before the settling time the motion is still outside the threshold.
        let sim = SpringSimulation(spring: .smooth, from: 0, to: 1)
        #expect(abs(sim.x(sim.settlingDuration * 0.97) - 1) > sim.threshold)
    }

    @Test func relativeVelocityIsNormalisedAndCapped() {
        #expect(near(Spring.relativeVelocity(600, from: 120, to: 300), 600.0 / 180))
        #expect(Spring.relativeVelocity(1e6, from: 0, to: 10) == Spring.maximumRelativeVelocity)
        #expect(Spring.relativeVelocity(-1e6, from: 0, to: 10) == -Spring.maximumRelativeVelocity)
        #expect(Spring.relativeVelocity(500, from: 3, to: 3) == 0)
    }

    @Test func badParametersNeverTrap() {
        let s = Spring(dampingRatio: .nan, response: -1)
        let sim = SpringSimulation(spring: s, from: 0, to: 1)
        #expect(sim.x(0.1).isFinite)
        let t = Spring(mass: 0, stiffness: .infinity, damping: -3)
        #expect(t.mass > 0 && t.stiffness.isFinite && t.damping == 0)
    }
}

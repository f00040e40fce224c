import FlickAnimation
import Testing

@Suite struct DecaySimulationTests {
    @Test func projectionMatchesFeelReferences() {
        // FEEL.md §4: 1000 pt/s → 499 pt at 0.998, 99 pt at 0.99.
        #expect(near(project(velocity: 1000, decelerationRate: 0.998), 499, 0.5))
        #expect(near(project(velocity: 1000, decelerationRate: 0.99), 99, 0.5))
        #expect(project(velocity: -1000) < 0)
    }

    @Test func simulationComesToRestAtTheProjection() {
        for rate in [DecaySimulation.normal, DecaySimulation.fast] {
            let d = DecaySimulation(start: 50, velocity: 2400, decelerationRate: rate)
            #expect(near(d.destination, 50 + project(velocity: 2400, decelerationRate: rate), 1e-9))
            #expect(near(d.x(1000), d.destination, 1e-6))
            #expect(d.isDone(d.duration + 1e-9))
            #expect(!d.isDone(d.duration * 0.5))
            #expect(abs(d.destination - d.x(d.duration)) <= DecaySimulation.restDistance + 1e-9)
        }
    }

    @Test func continuousDecayAgreesWithPerMillisecondStepping() {
        // UIScrollView keeps r of its velocity each millisecond; stepping that by hand lands
        // within a point of the closed form.
        let r = DecaySimulation.normal
        var v = 1500.0, x = 0.0
        for _ in 0..<20_000 {
            v *= r
            x += v / 1000
        }
        #expect(near(x, DecaySimulation(start: 0, velocity: 1500, decelerationRate: r).destination, 1))
    }

    @Test func velocityIsTheDerivativeOfPosition() {
        let d = DecaySimulation(start: 0, velocity: -800, decelerationRate: 0.99)
        for t in [0.01, 0.1, 0.3] {
            let h = 1e-6
            #expect(near(d.dx(t), (d.x(t + h) - d.x(t - h)) / (2 * h), 1e-3))
        }
    }

    @Test func badRateIsClamped() {
        let d = DecaySimulation(start: 0, velocity: 100, decelerationRate: 3)
        #expect(d.destination.isFinite)
        #expect(DecaySimulation(start: 0, velocity: .nan).destination == 0)
    }
}

import FlickAnimation
import FlickUI
import Foundation
import Testing

private func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

/// FEEL.md §4, written out: the coast's decay constant k = 1000·(1 − r)/r per second, and the
/// landing distance project(v, r) = (v/1000)·r/(1 − r).
private func decayConstant(_ r: Double) -> Double { 1000 * (1 - r) / r }
private func projection(_ v: Double, _ r: Double) -> Double { (v / 1000) * r / (1 - r) }

/// A long list: offsets 0…5000, viewport 800.
private func list(
    bounces: Bool = true, rate: Double = DecaySimulation.normal, paging: ScrollPaging? = nil, max: Double = 5000
) -> ScrollAxisConfiguration {
    ScrollAxisConfiguration(
        minOffset: 0, maxOffset: max, viewportLength: 800, bounces: bounces, decelerationRate: rate, paging: paging)
}

@Suite struct ScrollPhysicsTests {
    @Test(arguments: [
        (1000.0, DecaySimulation.normal), (1000.0, DecaySimulation.fast), (-2500.0, 0.998), (300.0, 0.99),
    ])
    func flingComesToRestAtTheProjection(velocity: Double, rate: Double) {
        var axis = ScrollAxisState(configuration: list(rate: rate), offset: 2500)
        axis.beginDrag(at: 0)
        axis.release(velocity: velocity, at: 0)
        #expect(axis.phase == .decelerating)
        let k = decayConstant(rate)
        // The coast stops once less than half a point remains: |v|·e^(−k·t)/k < 0.5.
        let duration = log(abs(velocity) / k / 0.5) / k
        for t in [0.05, 0.2, 0.7, 1.5] {
            axis.step(to: t)
            if t < duration {
                #expect(close(axis.offset, 2500 + velocity / k * (1 - exp(-k * t)), 1e-9))
                #expect(close(axis.velocity, velocity * exp(-k * t), 1e-9))
            } else {
                #expect(close(axis.offset, 2500 + projection(velocity, rate), 1e-9))
                #expect(axis.velocity == 0)
            }
        }
        axis.step(to: 30)
        #expect(axis.phase == .idle)
        #expect(!axis.isMoving)
        #expect(close(axis.offset, 2500 + projection(velocity, rate), 0.5))
    }

    @Test func feelReferenceLandings() {
        // FEEL.md §4: 1000 pt/s → 499 pt at 0.998 and 99 pt at 0.99.
        for (rate, landing) in [(DecaySimulation.normal, 499.0), (DecaySimulation.fast, 99.0)] {
            var axis = ScrollAxisState(configuration: list(rate: rate), offset: 1000)
            axis.beginDrag(at: 0)
            axis.release(velocity: 1000, at: 0)
            axis.step(to: 60)
            #expect(close(axis.offset - 1000, landing, 0.5))
        }
    }

    @Test func dragPastTheEdgeFollowsTheRubberBand() {
        var axis = ScrollAxisState(configuration: list(), offset: 0)
        axis.beginDrag(at: 0)
        axis.drag(translation: 100)  // finger moves down 100 pt at the top
        #expect(close(axis.offset, -(1 - 1 / (100 * 0.55 / 800 + 1)) * 800, 1e-9))
        axis.drag(translation: -30)  // back inside: 1:1
        #expect(axis.offset == 30)
        var end = ScrollAxisState(configuration: list(), offset: 5000)
        end.beginDrag(at: 0)
        end.drag(translation: -400)
        #expect(close(end.offset, 5000 + (1 - 1 / (400 * 0.55 / 800 + 1)) * 800, 1e-9))
    }

    @Test func dragWithoutBounceStopsAtTheEdge() {
        var axis = ScrollAxisState(configuration: list(bounces: false), offset: 10)
        axis.beginDrag(at: 0)
        axis.drag(translation: 100)
        #expect(axis.offset == 0)
    }

    @Test func regrabDuringTheBounceDoesNotJump() {
        var axis = ScrollAxisState(configuration: list(), offset: 0)
        axis.beginDrag(at: 0)
        axis.drag(translation: 300)
        axis.release(velocity: 0, at: 1)
        axis.step(to: 1.05)
        let shown = axis.offset
        #expect(shown < 0)
        axis.beginDrag(at: 1.05)
        axis.drag(translation: 0)
        #expect(close(axis.offset, shown, 1e-9))
        axis.drag(translation: 20)  // the finger keeps pulling: further out, still banded
        #expect(axis.offset < shown)
        #expect(axis.offset > shown - 20)
    }

    @Test func releasePastTheEdgeSpringsBackWithTheReleaseVelocity() {
        var axis = ScrollAxisState(configuration: list(), offset: 0)
        axis.beginDrag(at: 0)
        axis.drag(translation: 200)
        let released = axis.offset
        axis.release(velocity: -900, at: 2)  // still flinging outwards
        #expect(axis.phase == .bouncing)
        let start = axis.value(at: 2)
        #expect(start.offset == released)
        #expect(start.velocity == -900)
        // Continuity: a millisecond later it has moved by about v·dt.
        #expect(close(axis.value(at: 2.001).offset, released - 0.9, 0.05))
        axis.step(to: 2.05)
        #expect(axis.offset < released)  // carried outwards first
        axis.step(to: 10)
        #expect(axis.offset == 0)
        #expect(axis.phase == .idle)
    }

    @Test func coastThatReachesTheEdgeBouncesAtTheExactCrossing() {
        let r = DecaySimulation.normal, k = decayConstant(r), v = 3000.0
        var axis = ScrollAxisState(configuration: list(max: 1000), offset: 500)
        axis.beginDrag(at: 0)
        axis.release(velocity: v, at: 0)
        // 500 + v/k·(1 − e^(−k·t)) = 1000  ⇒  t = −ln(1 − 500·k/v)/k; speed there v − 500·k.
        let crossing = -log(1 - 500 * k / v) / k
        let before = axis.value(at: crossing - 1e-7), after = axis.value(at: crossing + 1e-7)
        #expect(before.phase == .decelerating)
        #expect(after.phase == .bouncing)
        #expect(close(before.offset, 1000, 1e-3))
        #expect(close(after.offset, 1000, 1e-3))
        #expect(close(before.velocity, v - 500 * k, 0.01))
        #expect(close(after.velocity, v - 500 * k, 0.01))
        var peak = 1000.0
        for i in 1...600 {
            axis.step(to: crossing + Double(i) / 600)
            peak = max(peak, axis.offset)
        }
        #expect(peak > 1000)
        #expect(peak < 1000 + 800)
        axis.step(to: 20)
        #expect(axis.offset == 1000)
        #expect(axis.phase == .idle)
    }

    @Test func coastWithoutBounceStopsAtTheEdge() {
        var axis = ScrollAxisState(configuration: list(bounces: false, max: 1000), offset: 500)
        axis.beginDrag(at: 0)
        axis.release(velocity: 3000, at: 0)
        axis.step(to: 0.5)
        #expect(axis.offset == 1000)
        #expect(axis.phase == .idle)
    }

    @Test func flingIsTheSameAt60And120Hz() {
        func run(rate hz: Double) -> [Double] {
            var axis = ScrollAxisState(configuration: list(max: 1500), offset: 200)
            axis.beginDrag(at: 0)
            axis.drag(translation: -150)
            axis.release(velocity: 4200, at: 0.25)
            var samples: [Double] = []
            var frame = 0
            while Double(frame) / hz < 4 {
                let t = 0.25 + Double(frame) / hz
                axis.step(to: t)
                if frame % Int(hz / 60) == 0 { samples.append(axis.offset) }
                frame += 1
            }
            return samples
        }
        let sixty = run(rate: 60), oneTwenty = run(rate: 120)
        #expect(sixty.count == oneTwenty.count)
        #expect(sixty.max()! > 1500)  // it did cross the edge and bounce
        for (a, b) in zip(sixty, oneTwenty) { #expect(close(a, b, 1e-9)) }
        // And one sample straight from a fresh release agrees with the stepped runs.
        var fresh = ScrollAxisState(configuration: list(max: 1500), offset: 200)
        fresh.beginDrag(at: 0)
        fresh.drag(translation: -150)
        fresh.release(velocity: 4200, at: 0.25)
        #expect(close(fresh.value(at: 0.25 + 90.0 / 60).offset, sixty[90], 1e-9))
    }

    @Test func adjustedTargetSpringsThereWithTheReleaseVelocity() {
        var axis = ScrollAxisState(configuration: list(), offset: 1000)
        axis.beginDrag(at: 0)
        let proposal = axis.proposedRestingOffset(velocity: 1000)
        #expect(close(proposal, 1000 + projection(1000, 0.998), 1e-9))
        axis.release(velocity: 1000, target: 1250, at: 0)
        #expect(axis.phase == .settling)
        #expect(axis.value(at: 0).velocity == 1000)
        axis.step(to: 5)
        #expect(axis.offset == 1250)
        var clamped = ScrollAxisState(configuration: list(), offset: 1000)
        clamped.beginDrag(at: 0)
        clamped.release(velocity: 0, target: -400, at: 0)
        clamped.step(to: 5)
        #expect(clamped.offset == 0)
    }

    @Test func animatedScrollCarriesTheCurrentVelocity() {
        var axis = ScrollAxisState(configuration: list(), offset: 1000)
        axis.beginDrag(at: 0)
        axis.release(velocity: 2000, at: 0)
        let moving = axis.value(at: 0.1)
        axis.animate(to: 400, at: 0.1)
        #expect(axis.phase == .animating)
        #expect(close(axis.value(at: 0.1).velocity, moving.velocity, 1e-9))
        #expect(close(axis.value(at: 0.1).offset, moving.offset, 1e-9))
        axis.step(to: 4)
        #expect(axis.offset == 400)
    }

    @Test func physicsPointAPIKeepsAxesIndependent() {
        var physics = ScrollPhysics(horizontal: list(max: 0), vertical: list(), offset: .init(x: 0, y: 100))
        physics.beginDrag(at: 0)
        physics.drag(translation: .init(x: 0, y: -50))
        #expect(physics.offset.y == 150)
        #expect(physics.phase == .dragging)
        let target = physics.proposedTarget(velocity: .init(x: 0, y: 500))
        #expect(close(target.proposed.y, 150 + projection(500, 0.998), 1e-9))
        physics.release(velocity: .init(x: 0, y: 500), target: target, at: 0)
        #expect(physics.phase == .decelerating)
        physics.step(to: 10)
        #expect(!physics.isMoving)
        #expect(physics.offset.x == 0)
    }
}

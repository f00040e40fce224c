import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickTransitions
import FlickUI
import Testing

@MainActor
@Suite struct TransitionContainerControllerTests {
    @Test func draggingBackPastTheStartReversesWithoutLifting() {
        let s = ContainerStage()
        s.drag(from: 200, to: 120, frames: 4)
        #expect(s.container.activeTransition?.to == 2)
        // Back past where the finger went down: now heading for A, B follows the finger.
        s.drag(from: 120, to: 260, frames: 7, down: false)
        #expect(s.container.activeTransition?.to == 0)
        #expect(s.container.activeTransition?.isForward == false)
        #expect(s.x(.blue) == 60, "B sits under the finger's travel: 260 − 200")
        #expect(s.ended == [false], "the first transition was cancelled at its start")
        s.up(260)
        s.settle()
        #expect(s.isAtRest(on: 0))
    }

    @Test func aTouchOnAMovingSwitchCatchesItWhereItIs() {
        let s = ContainerStage()
        s.container.select(2)
        s.harness.step(6)
        let x = s.x(.green) ?? .nan
        #expect(x > 0 && x < 400)
        s.down(200)
        #expect(s.x(.green) == x, "caught: the frame of the touch shows it where it was")
        s.harness.step(3)
        #expect(s.x(.green) == x, "held")
        s.move(230)
        #expect(near(s.x(.green) ?? .nan, x + 30, 1e-6), "dragged 1:1 from there")
        s.up(230)
        s.settle()
        #expect(s.isAtRest(on: s.container.selectedIndex))
    }

    @Test func aRequestForTheSourceReversesTheSwitchContinuously() {
        let s = ContainerStage()
        s.container.select(2)
        var xs: [Double] = []
        for _ in 0..<5 {
            s.harness.step()
            xs.append(s.x(.green) ?? .nan)
        }
        s.container.select(1)
        #expect(s.container.destinationIndex == 1)
        for _ in 0..<40 {
            s.harness.step()
            xs.append(s.x(.green) ?? 400)
        }
        #expect(xs.allSatisfy { $0 > 0 }, "C never reaches its place")
        let steps = zip(xs, xs.dropFirst()).map { abs($1 - $0) }
        #expect(steps.allSatisfy { $0 < 60 }, "no jump: \(steps)")
        s.settle()
        #expect(s.ended == [false])
        #expect(s.isAtRest(on: 1))
    }

    @Test func aRequestForAThirdChildFinishesTheSwitchThenGoesOn() {
        let s = ContainerStage()
        s.container.select(2)
        s.harness.step(3)
        s.container.select(0)
        #expect(s.container.destinationIndex == 0)
        s.settle()
        #expect(s.ended == [true, true])
        #expect(s.isAtRest(on: 0))
    }

    @Test func theReleaseVelocityCarriesIntoTheFinish() {
        let s = ContainerStage(rate: 240)
        // 3 pt per 1/240 s = 720 pt/s leftwards.
        s.drag(from: 350, to: 260, frames: 30)
        let x0 = s.x(.green) ?? .nan
        s.up(260)
        let x1 = s.x(.green) ?? .nan
        s.harness.step()
        let x2 = s.x(.green) ?? .nan
        let dt = 1.0 / 240
        let speedAtRelease = 1.5 * (x0 - x1) / dt - 0.5 * (x1 - x2) / dt
        #expect(abs(speedAtRelease - 720) / 720 < 0.05, "speed at release \(speedAtRelease), finger 720 pt/s")
        s.settle()
        #expect(s.isAtRest(on: 2))
    }

    @Test func anEdgePanStartsSwitchesAndCatchesThemAnywhere() {
        let s = ContainerStage(mode: .edgePan([.left, .right]))
        s.drag(from: 200, to: 100, frames: 4)
        s.up(100)
        s.settle()
        #expect(s.isAtRest(on: 1), "a pan away from the edges does nothing")
        s.drag(from: 395, to: 250, frames: 4)
        #expect(s.container.activeTransition?.to == 2)
        s.up(250)
        s.harness.step(2)
        let x = s.x(.green) ?? .nan
        s.down(200)
        #expect(near(s.x(.green) ?? .nan, x, 1e-9), "caught away from the edge")
        s.up(200)
        s.settle()
        #expect(s.isAtRest(on: s.container.selectedIndex))
    }

    @Test func switchesWithoutAnimationHappenAtOnce() {
        let s = ContainerStage()
        s.container.select(0, animated: false)
        #expect(!s.container.isTransitioning)
        s.harness.step()
        #expect(s.isAtRest(on: 0))
        #expect(s.log.entries.contains("A.didAppear") && s.log.entries.contains("B.didDisappear"))
    }

    @Test func releaseDecisionIsVelocityFirstThenPosition() {
        let t = 0.5
        #expect(ReleaseDecision.decide(progress: 0.2, velocity: 0.6, velocityThreshold: t) == .finish)
        #expect(ReleaseDecision.decide(progress: 0.9, velocity: -0.6, velocityThreshold: t) == .cancel)
        #expect(ReleaseDecision.decide(progress: 0.6, velocity: 0.4, velocityThreshold: t) == .finish)
        #expect(ReleaseDecision.decide(progress: 0.4, velocity: -0.4, velocityThreshold: t) == .cancel)
        #expect(ReleaseDecision.decide(progress: 0.5, velocity: 0, velocityThreshold: t) == .cancel)
        #expect(ReleaseDecision.decide(progress: 0.7, velocity: .nan, velocityThreshold: t) == .finish)
    }
}

import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickTransitions
import FlickUI
import Testing

/// FEEL.md §5's race cases, each its own test, through a real application.
@MainActor
@Suite struct TransitionContainerRaceTests {
    typealias Driver = PercentDrivenInteractiveTransition.Driver

    @Test func theGestureEndingBeforeTheTransitionStartsChangesNothing() {
        let s = ContainerStage()
        let before = s.list
        s.down(200)
        s.move(205)
        s.up(205)
        s.settle()
        #expect(s.ended.isEmpty)
        #expect(s.isAtRest(on: 1))
        #expect(s.list == before)
        // Down, past the slop and up in one frame: the transition starts and is released at once.
        s.harness.touch(.began, 200, 150)
        s.harness.touch(.moved, 170, 150)
        s.harness.touch(.ended, 170, 150)
        s.harness.step()
        s.settle()
        #expect(s.ended.count == 1)
        #expect(s.isAtRest(on: s.container.selectedIndex))
    }

    @Test func aTapOnATabMidSwipeTakesTheTransitionFromTheFinger() {
        let s = ContainerStage()
        s.drag(from: 300, to: 200, frames: 5)
        #expect(s.container.activeTransition?.to == 2)
        s.container.select(0)
        s.move(100)
        s.move(50)
        s.up(50)
        s.settle()
        #expect(s.isAtRest(on: 0))
    }

    @Test func aSecondSwipeBeforeTheFirstSettlesCatchesItAndContinues() {
        let s = ContainerStage()
        s.drag(from: 300, to: 220, frames: 4)
        s.up(220)
        s.harness.step(3)
        #expect(s.container.activeTransition != nil)
        let xBefore = s.x(.green) ?? .nan
        s.down(250)
        #expect(s.x(.green) == xBefore, "caught where it was")
        s.move(240)
        #expect(near(s.x(.green) ?? .nan, xBefore - 10, 1e-6), "the drag continues from there, 1:1")
        s.drag(from: 240, to: 120, frames: 4, down: false)
        s.up(120)
        s.settle()
        #expect(s.isAtRest(on: 2))
    }

    @Test func aCancelledGestureLeavesNoStaleTarget() {
        let s = ContainerStage()
        s.drag(from: 300, to: 140, frames: 5)
        s.harness.events.enqueue(InputEvent(timestamp: s.harness.nextTime, kind: .focusLost))
        s.harness.step()
        s.settle()
        #expect(s.ended == [false])
        #expect(s.isAtRest(on: 1))
        #expect(s.container.destinationIndex == 1)
        s.container.select(0)
        s.settle()
        #expect(s.isAtRest(on: 0))
    }

    @Test(arguments: [Driver.interruptibleAnimator, .layerTime])
    func releaseAtZeroPointNineNineFinishes(_ driver: Driver) {
        let s = ContainerStage(driver)
        s.drag(from: 398, to: 2, frames: 8)
        s.hold()
        #expect(near(s.container.activeTransition?.driver.progress ?? 0, 0.99, 1e-9))
        s.up(2)
        s.settle()
        #expect(s.ended == [true])
        #expect(s.isAtRest(on: 2))
    }

    @Test(arguments: [Driver.interruptibleAnimator, .layerTime])
    func releaseAtZeroPointZeroOneCancels(_ driver: Driver) {
        let s = ContainerStage(driver)
        s.drag(from: 300, to: 260, frames: 3)
        s.drag(from: 260, to: 296, frames: 3, down: false)
        s.hold()
        #expect(near(s.container.activeTransition?.driver.progress ?? 1, 0.01, 1e-9))
        s.up(284)
        s.settle()
        #expect(s.ended == [false])
        #expect(s.isAtRest(on: 1))
    }

    @Test func aZeroVelocityReleaseDecidesByPositionWithoutAJump() {
        for (to, expected) in [(130.0, 2), (230.0, 1)] {
            let s = ContainerStage()
            s.drag(from: 350, to: to, frames: 6)
            s.hold()
            let x = s.x(.green) ?? .nan
            s.up(to)
            let next = s.x(.green) ?? .nan
            // A jump would move by the whole gap to the finger; a spring from rest moves ~3 % of
            // the remaining distance in its first frame (ζ 1, response 0.4 s: 1 − 1.26·e^−0.26).
            #expect(abs(next - x) < 6, "released at rest: the first frame barely moves (\(x) → \(next))")
            s.settle()
            #expect(s.isAtRest(on: expected))
        }
    }

    @Test func aVeryFastFlingFinishesInItsDirection() {
        let s = ContainerStage()
        s.drag(from: 390, to: 310, frames: 1)
        var last = s.x(.green) ?? .nan
        for i in 1...3 {
            s.move(310 - 80 * Double(i))  // 80 pt per 1/60 s: 4800 pt/s
            last = s.x(.green) ?? .nan
        }
        s.up(70)
        let next = s.x(.green) ?? .nan
        #expect(next < last, "keeps moving the way the finger flung it")
        var minX = next
        for _ in 0..<200 {
            s.harness.step()
            if let x = s.x(.green) { minX = min(minX, x) }
        }
        #expect(minX > -0.2 * 400, "a bounded overshoot: \(minX)")
        #expect(s.isAtRest(on: 2))
    }

    @Test func rapidAlternatingSwipesEndConsistently() {
        let s = ContainerStage()
        for i in 0..<6 {
            let leftwards = i % 2 == 0
            s.drag(from: 200, to: leftwards ? 120 : 280, frames: 2)
            s.up(leftwards ? 120 : 280)
            s.harness.step()
        }
        s.settle()
        #expect(s.isAtRest(on: s.container.selectedIndex))
        #expect(s.container.children.count == 1)
    }

    @Test func focusLossMidDragCancels() {
        let s = ContainerStage()
        s.drag(from: 350, to: 100, frames: 5)
        #expect((s.container.activeTransition?.driver.progress ?? 0) > 0.5)
        s.harness.events.enqueue(InputEvent(timestamp: s.harness.nextTime, kind: .focusLost))
        s.harness.step()
        s.move(50)
        s.settle()
        #expect(s.ended == [false])
        #expect(s.isAtRest(on: 1))
    }

    @Test func aResizeMidDragSettlesOnOneChildAtTheNewSize() {
        let s = ContainerStage()
        s.drag(from: 350, to: 150, frames: 5)
        s.harness.events.enqueue(
            InputEvent(timestamp: s.harness.nextTime, kind: .resized(Size(width: 300, height: 500))))
        s.harness.step()
        s.move(120)
        s.up(120)
        s.settle()
        #expect(s.ended.count == 1)
        #expect(s.isAtRest(on: s.container.selectedIndex))
        #expect(s.container.view.bounds.size == Size(width: 300, height: 500))
        #expect(s.container.children.first?.view.frame.size == Size(width: 300, height: 500))
        #expect(s.container.view.window?.checkInvariants().isEmpty ?? true)
    }

    @Test func aGamepadPressMidDragRetargetsTheTransition() {
        let s = ContainerStage()
        s.drag(from: 300, to: 180, frames: 4)
        #expect(s.container.activeTransition?.to == 2)
        // D-pad left while heading for C: the destination's left neighbour is B, so the
        // transition reverses; the finger no longer drives it.
        let pad = GamepadID(1)
        s.harness.events.enqueue(
            InputEvent(
                timestamp: s.harness.nextTime,
                kind: .gamepadButton(GamepadButtonEvent(gamepad: pad, button: .dpadLeft, isDown: true))))
        s.harness.step()
        #expect(s.container.destinationIndex == 1)
        s.move(60)
        s.up(20)
        s.settle()
        #expect(s.ended == [false])
        #expect(s.isAtRest(on: 1))
    }

    @Test func aSecondFingerMidDragDoesNotJump() {
        let s = ContainerStage()
        s.drag(from: 300, to: 240, frames: 4)
        let x = s.x(.green) ?? .nan
        s.harness.touch(.began, 100, 150, id: 2)
        s.harness.step()
        #expect(s.x(.green) == x, "the centroid re-bases: no jump")
        s.harness.touch(.moved, 230, 150, id: 1)
        s.harness.touch(.moved, 90, 150, id: 2)
        s.harness.step()
        #expect(near(s.x(.green) ?? .nan, x - 10, 1e-6))
        s.up(230)
        s.up(90, id: 2)
        s.settle()
        #expect(s.isAtRest(on: s.container.selectedIndex))
    }
}

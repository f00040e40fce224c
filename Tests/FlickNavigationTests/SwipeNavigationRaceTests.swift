import FlickGeometry
import FlickInput
import FlickNavigation
import FlickUI
import Testing

/// FEEL.md §5's race cases against the container, each its own test, through a real application.
@MainActor
@Suite struct SwipeNavigationRaceTests {
    @Test func theGestureEndingBeforeTheTransitionStartsChangesNothing() {
        let s = NavStage()
        s.down(200, 400)
        s.move(206, 400)
        s.up(206, 400)
        s.settle()
        #expect(s.observer.entries.isEmpty && s.log.entries.isEmpty)
        #expect(!s.nav.isTransitioning && s.nav.position == .zero)
        // Down, past the slop and up within one frame: released at once, settles cleanly.
        s.touch(.began, 200, 400)
        s.touch(.moved, 150, 400)
        s.touch(.ended, 150, 400)
        s.settle()
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aTapOnANavButtonMidSwipeTakesTheContainerFromTheFinger() {
        let s = NavStage()
        s.drag(from: Point(x: 300, y: 300), to: Point(x: 200, y: 300), frames: 6, lift: false)
        #expect(s.nav.position.x > 0)
        let b = s.buttonCenter(.left)
        s.down(b.x, b.y, id: 2)
        s.up(b.x, b.y, id: 2)
        #expect(s.nav.destinationPanel == .left)
        let before = s.nav.position.x
        s.move(100, 300)
        s.step()
        #expect(s.nav.position.x <= before, "the finger no longer drags it")
        s.up(100, 300)
        s.settle()
        #expect(s.nav.currentPanel == .left)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aSecondSwipeBeforeTheFirstSettlesCatchesItAndContinues() {
        let s = NavStage()
        s.drag(from: Point(x: 300, y: 400), to: Point(x: 220, y: 400), frames: 4)
        s.step(2)
        #expect(s.nav.isTransitioning)
        let x = s.nav.position.x
        s.down(250, 400)
        #expect(s.nav.position.x == x)
        s.drag(from: Point(x: 250, y: 400), to: Point(x: 350, y: 400), frames: 5, lift: false, down: false)
        #expect(near(s.nav.position.x, x - 100.0 / 400))
        s.holdAndLift(at: Point(x: 350, y: 400))
        s.settle()
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aCancelledGestureLeavesNoStaleTarget() {
        let s = NavStage()
        s.drag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), frames: 8, lift: false)
        #expect(s.nav.destinationPanel == .center)
        s.touch(.cancelled, 100, 400)
        s.send(.focusLost)
        s.settle()
        #expect(s.nav.currentPanel == .center && s.nav.destinationPanel == .center)
        #expect(s.observer.entries.last == "cancel right")
        #expect(s.problems.isEmpty, "\(s.problems)")
        // The next swipe starts clean.
        s.drag(from: Point(x: 100, y: 400), to: Point(x: 250, y: 400), frames: 10)
        s.settle()
        #expect(s.nav.currentPanel == .left)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test(arguments: [(0.99, Panel.right), (0.01, Panel.center)])
    func aStillReleaseNearTheEndsDecidesByPosition(_ c: (fraction: Double, expected: Panel)) {
        var config = NavigationConfiguration()
        config.releasePositionThreshold = 0.5
        let s = NavStage(configuration: config)
        s.down(390, 400)
        s.move(370, 400)  // the pan begins at the slop; the panel follows from here
        let end = 370 - c.fraction * 400
        s.drag(from: Point(x: 370, y: 400), to: Point(x: end, y: 400), frames: 10, lift: false, down: false)
        #expect(near(s.nav.position.x, c.fraction))
        s.holdAndLift(at: Point(x: end, y: 400))
        s.settle()
        #expect(s.nav.currentPanel == c.expected)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aZeroVelocityReleaseDecidesByPosition() {
        let s = NavStage()
        s.drag(from: Point(x: 300, y: 400), to: Point(x: 180, y: 400), frames: 12, lift: false)
        for _ in 0..<5 { s.step() }
        s.up(180, 400)
        s.settle()
        #expect(s.nav.currentPanel == .right, "past H/5 with no speed")
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aVeryFastFlingLandsExactlyWithoutOvershoot() {
        let s = NavStage()
        s.down(390, 400)
        s.move(300, 400)
        s.move(190, 400)  // 110 pt in 1/60 s: 6600 pt/s
        s.up(120, 400)
        var maxX = 0.0
        var frames = 0
        while !s.nav.isIdle && frames < 300 {
            s.step()
            frames += 1
            maxX = max(maxX, s.nav.position.x)
        }
        #expect(maxX <= 1)
        #expect(s.nav.position == Point(x: 1, y: 0))
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func rapidAlternatingSwipesEndOnOnePanel() {
        let s = NavStage()
        for i in 0..<8 {
            let fromX = i % 2 == 0 ? 300.0 : 100.0
            let toX = i % 2 == 0 ? 100.0 : 300.0
            s.drag(from: Point(x: fromX, y: 400), to: Point(x: toX, y: 400), frames: 3)
            s.step(2)
        }
        s.settle()
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aResizeMidDragSettlesAtTheNewSize() {
        let s = NavStage()
        s.drag(from: Point(x: 300, y: 400), to: Point(x: 150, y: 400), frames: 10, lift: false)
        s.send(.resized(Size(width: 600, height: 500)))
        s.step()
        s.move(140, 400)
        s.holdAndLift(at: Point(x: 140, y: 400))
        s.settle()
        #expect(s.nav.view.bounds.size == Size(width: 600, height: 500))
        #expect(s.problems.isEmpty, "\(s.problems)")
        #expect(
            s.frame(s.nav.currentPanel == .center ? .center : s.nav.currentPanel).size == Size(width: 600, height: 500))
    }

    @Test func focusLossMidDragCancels() {
        let s = NavStage()
        s.drag(from: Point(x: 100, y: 400), to: Point(x: 300, y: 400), frames: 10, lift: false)
        s.send(.focusLost)
        s.step()
        s.settle()
        #expect(s.nav.currentPanel == .center)
        s.up(300, 400)
        s.settle()
        #expect(s.nav.currentPanel == .center, "the later lift changes nothing")
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aGamepadPressMidDragTakesOver() {
        let s = NavStage()
        s.nav.navigate(to: .left, animated: false)
        s.step()
        s.drag(from: Point(x: 300, y: 400), to: Point(x: 200, y: 400), frames: 6, lift: false)
        s.pad(.b)
        #expect(s.nav.destinationPanel == .center)
        s.move(350, 400)
        s.up(350, 400)
        s.settle()
        #expect(s.nav.currentPanel == .center)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aSecondFingerMidDragCausesNoJump() {
        let s = NavStage()
        s.drag(from: Point(x: 300, y: 400), to: Point(x: 200, y: 400), frames: 8, lift: false)
        let x = s.nav.position.x
        s.down(100, 200, id: 2)
        #expect(near(s.nav.position.x, x), "a finger joining re-bases the centroid")
        s.move(190, 400)
        s.move(90, 200, id: 2)
        #expect(s.nav.position.x > x)
        s.up(190, 400)
        s.up(90, 200, id: 2)
        s.settle()
        #expect(s.problems.isEmpty, "\(s.problems)")
    }
}

import FlickGeometry
import FlickInput
import FlickNavigation
import FlickUI
import Testing

/// Fingers and the mouse on the nav bar's buttons: within the slop they are the buttons' (tap,
/// hold, wobble); past it, where the container can move, they are the container's pan, which
/// takes them at the slop without a jump (FEEL.md §5); a tap during a settle still retargets it.
@MainActor
@Suite struct SwipeNavigationChromeTouchTests {
    /// The ring and the right button swiped left bring in the right panel; the left button
    /// swiped right the left one.
    @Test(arguments: [(Panel.center, -1.0), (.right, -1), (.left, 1)])
    func aSwipeStartingOnANavButtonMovesTheContainer(_ c: (button: Panel, sign: Double)) {
        let s = NavStage()
        var captured = 0
        s.nav.onCapture = { captured += 1 }
        let b = s.buttonCenter(c.button)
        s.down(b.x, b.y)
        s.move(b.x + 12 * c.sign, b.y)
        #expect(s.nav.position == .zero, "the pan takes the finger at the slop: no jump")
        for i in 2...8 {
            s.move(b.x + 12 * Double(i) * c.sign, b.y)
            #expect(near(s.nav.position.x, -c.sign * 12 * Double(i - 1) / 400), "1:1 with the finger past the slop")
        }
        s.up(b.x + 96 * c.sign, b.y)
        s.settle()
        #expect(s.nav.currentPanel == (c.sign < 0 ? .right : .left), "a swipe")
        #expect(captured == 0, "not a tap")
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aHoldOnTheRingThenALiftCaptures() {
        let s = NavStage()
        var captured = 0
        s.nav.onCapture = { captured += 1 }
        let c = s.buttonCenter(.center)
        s.down(c.x, c.y)
        s.step(60)
        s.move(c.x + 6, c.y - 5)
        s.up(c.x + 6, c.y - 5)
        #expect(captured == 1 && s.nav.position == .zero)
    }

    @Test func aTapOnTheRingDuringASettleRetargetsItAndADragCatchesIt() {
        let s = NavStage()
        let c = s.buttonCenter(.center)
        s.drag(from: Point(x: 300, y: 400), to: Point(x: 200, y: 400), frames: 4)
        s.step(2)
        #expect(s.nav.destinationPanel == .right && s.nav.isTransitioning)
        s.down(c.x, c.y)
        s.up(c.x, c.y)
        #expect(s.nav.destinationPanel == .center, "the ring's tap takes the settle back to the centre")
        s.step(2)
        s.down(c.x, c.y)
        let resting = s.nav.position.x
        s.step()
        #expect(s.nav.position.x < resting, "a finger resting on the ring does not stop the settle")
        s.move(c.x + 11, c.y)
        let x = s.nav.position.x
        s.move(c.x + 31, c.y)
        #expect(near(s.nav.position.x, x - 20.0 / 400), "past the slop the finger holds it, 1:1")
        s.holdAndLift(at: Point(x: c.x + 31, y: c.y))
        s.settle()
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aClickWobblingWhereTheContainerCannotMoveStillTaps() {
        let s = NavStage()
        s.nav.navigate(to: .left, animated: false)
        s.step()
        let c = s.buttonCenter(.center)
        s.mouse(.down, c.x, c.y)
        s.mouse(.moved, c.x, c.y - 6)
        s.mouse(.up, c.x, c.y - 6)
        s.settle()
        #expect(s.nav.currentPanel == .center, "the ring took the click back to the camera")
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aMouseDragPastItsSlopIsTheContainersNotACapture() {
        let s = NavStage()
        var captured = 0
        s.nav.onCapture = { captured += 1 }
        let c = s.buttonCenter(.center)
        s.mouse(.down, c.x, c.y)
        s.mouse(.moved, c.x - 6, c.y)
        s.mouse(.moved, c.x - 9, c.y)
        #expect(near(s.nav.position.x, 3.0 / 400), "the pan took the mouse at its 4 pt slop")
        s.mouse(.moved, c.x - 6, c.y)
        s.mouse(.up, c.x - 6, c.y)
        s.settle()
        #expect(captured == 0, "the ring's tap failed when the pan began on its touch")
        #expect(s.nav.currentPanel == .center && s.problems.isEmpty, "\(s.problems)")
    }
}

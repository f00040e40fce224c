import FlickGeometry
import FlickInput
import FlickTransitions
import FlickUI
import Testing

/// When the interactor's pan takes a touch at once and when it waits for its slop: a finger on a
/// moving transition catches it, a finger at rest leaves a child its tap (FEEL.md §5).
@MainActor
@Suite struct TransitionInteractorTests {
    typealias Mode = TransitionInteractor.Mode
    nonisolated static let modes: [Mode] = [.freePan, .edgePan([.left, .right])]

    /// A tap recognizer on child B's view, counting its taps.
    @MainActor
    final class TapLog {
        let tap = TapGestureRecognizer()
        var taps = 0
        init(on view: View) {
            view.addGestureRecognizer(tap)
            tap.addTarget(self, action: TapLog.tapped)
        }
        private func tapped(_ g: GestureRecognizer) { taps += 1 }
    }

    @Test(arguments: modes)
    func aTapAtRestIsTheChildsAndTheContainerStays(_ mode: Mode) {
        let s = ContainerStage(mode: mode)
        let counter = TapLog(on: s.b.view)
        s.down(200)
        s.move(204)
        #expect(s.isAtRest(on: 1), "within the slop nothing moves")
        s.up(204)
        #expect(counter.taps == 1, "the child's tap fired")
        s.settle()
        #expect(s.isAtRest(on: 1) && s.ended.isEmpty)
    }

    @Test(arguments: modes)
    func aTapOnAMovingSwitchCatchesItInsteadOfTapping(_ mode: Mode) {
        let s = ContainerStage(mode: mode)
        let counter = TapLog(on: s.b.view)
        s.container.select(2)
        s.harness.step(4)
        let x = s.x(.green) ?? .nan
        s.down(200)
        #expect(near(s.x(.green) ?? .nan, x, 1e-9), "caught where it was on the frame of the touch")
        s.up(200)
        #expect(counter.taps == 0, "the container took the touch")
        s.settle()
        #expect(s.isAtRest(on: s.container.selectedIndex))
    }

    /// A finger resting on the container when a switch starts from code (a key, a gamepad) holds
    /// no transition; after it lifts, the next finger still catches the switch in flight.
    @Test(arguments: modes)
    func aFingerRestingThroughTheStartOfASwitchLeavesItCatchable(_ mode: Mode) {
        let s = ContainerStage(mode: mode)
        s.down(200)
        s.container.select(2)
        s.harness.step(2)
        s.up(200)
        #expect(s.container.activeTransition?.to == 2, "the resting finger did not take the switch")
        s.harness.step(2)
        let x = s.x(.green) ?? .nan
        #expect(x > 0 && x < 400)
        s.down(200, id: 2)
        #expect(near(s.x(.green) ?? .nan, x, 1e-9), "the next finger catches it where it was")
        s.harness.step(3)
        #expect(near(s.x(.green) ?? .nan, x, 1e-9), "held")
        s.up(200, id: 2)
        s.settle()
        #expect(s.isAtRest(on: s.container.selectedIndex))
    }

    /// The decision belongs to the sequence of touches: a finger that lands at rest and stays
    /// within the slop while a switch starts from code does not take it; past the slop it does.
    @Test func aSequenceBegunAtRestWaitsForItsSlopWhenASwitchStarts() {
        let s = ContainerStage()
        s.down(200)
        s.container.select(2)
        s.harness.step(3)
        let x = s.x(.green) ?? .nan
        s.move(204)
        #expect(s.x(.green) != x, "within the slop the switch runs on")
        s.move(215)
        let caught = s.x(.green) ?? .nan
        s.move(225)
        #expect(near(s.x(.green) ?? .nan, caught + 10, 1e-6), "past the slop the finger drives it")
        s.up(225)
        s.settle()
        #expect(s.isAtRest(on: s.container.selectedIndex))
    }
}

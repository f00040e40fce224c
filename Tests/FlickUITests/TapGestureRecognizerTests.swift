import FlickGeometry
import FlickUI
import Testing

@MainActor
@Suite struct TapGestureRecognizerTests {
    let h = TouchHarness()
    let tap = TapGestureRecognizer()
    let log = StateLog()

    init() {
        h.window.addGestureRecognizer(tap)
        log.attach(tap)
    }

    @Test func aTapIsRecognizedOnLift() {
        h.down(1, 50, 50, at: 0)
        h.move(1, 56, 58, at: 0.02)  // exactly 10 pt away: still a tap
        #expect(tap.state == .possible)
        h.up(1, 56, 58, at: 0.05)
        #expect(log.states == [.recognized])
        #expect(tap.state == .possible)  // reset
    }

    @Test func movingPastTheAllowanceFails() {
        h.down(1, 50, 50, at: 0)
        h.move(1, 56, 58.1, at: 0.02)
        #expect(tap.state == .failed)
        h.up(1, 50, 50, at: 0.05)
        #expect(log.states.isEmpty)
    }

    @Test func doubleTapNeedsTheSecondTapInTime() {
        tap.numberOfTapsRequired = 2
        h.down(1, 50, 50, at: 0)
        h.up(1, 50, 50, at: 0.05)
        #expect(tap.state == .possible && tap.nextDeadline == 0.35)
        h.down(2, 52, 50, at: 0.2)
        h.up(2, 52, 50, at: 0.25)
        #expect(log.states == [.recognized])
        // Too slow: fails when the frame time passes 0.05 + 0.3.
        h.down(3, 50, 50, at: 1)
        h.up(3, 50, 50, at: 1.05)
        h.dispatcher.advance(to: 1.35)
        #expect(tap.state == .possible && h.dispatcher.isBusy)
        h.dispatcher.advance(to: 1.36)
        #expect(log.states == [.recognized] && !h.dispatcher.isBusy)
    }

    @Test func twoFingerTap() {
        tap.numberOfTouchesRequired = 2
        h.down(1, 50, 50, at: 0)
        h.down(2, 90, 50, at: 0.01)
        h.up(1, 50, 50, at: 0.05)
        h.up(2, 90, 50, at: 0.06)
        #expect(log.states == [.recognized])
        h.down(3, 50, 50, at: 1)
        h.up(3, 50, 50, at: 1.05)
        #expect(log.states == [.recognized])
    }

    @Test func targetActionHoldsTheTargetWeakly() {
        final class Target {
            var count = 0
            func tapped(_ g: GestureRecognizer) { count += 1 }
        }
        var target: Target? = Target()
        tap.addTarget(target!, action: Target.tapped)
        h.down(1, 50, 50, at: 0)
        h.up(1, 50, 50, at: 0.05)
        #expect(target?.count == 1)
        weak let weakTarget = target
        target = nil
        #expect(weakTarget == nil)
        h.down(2, 50, 50, at: 1)
        h.up(2, 50, 50, at: 1.05)
        #expect(log.states == [.recognized, .recognized])
    }
}

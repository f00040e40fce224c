import FlickGeometry
import FlickInput
import FlickUI
import Testing

@MainActor
@Suite struct GestureDispatcherTests {
    let h = TouchHarness()

    @Test func aLongPressBeatsAPossiblePanUnlessSimultaneous() {
        let pan = PanGestureRecognizer(), press = LongPressGestureRecognizer()
        let panLog = StateLog(), pressLog = StateLog()
        panLog.attach(pan)
        pressLog.attach(press)
        h.window.addGestureRecognizer(pan)
        h.window.addGestureRecognizer(press)
        h.down(1, 100, 100, at: 0)
        h.dispatcher.advance(to: 0.5)
        #expect(press.state == .began && pan.state == .failed)
        h.move(1, 150, 100, at: 0.6)
        h.up(1, 150, 100, at: 0.7)
        #expect(panLog.states.isEmpty && pressLog.states == [.began, .changed, .ended])
        // With a delegate allowing simultaneous recognition, both run.
        let delegate = PermissiveDelegate()
        pan.delegate = delegate
        h.down(2, 100, 100, at: 1)
        h.dispatcher.advance(to: 1.5)
        h.move(2, 150, 100, at: 1.6)
        #expect(press.state == .changed && pan.state == .began)
    }

    @Test func aBegunPanPreventsALaterLongPress() {
        let pan = PanGestureRecognizer(), press = LongPressGestureRecognizer()
        press.allowableMovement = 1000
        h.window.addGestureRecognizer(pan)
        h.window.addGestureRecognizer(press)
        h.down(1, 100, 100, at: 0)
        h.move(1, 120, 100, at: 0.1)
        #expect(pan.state == .began && press.state == .failed)
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let singleLog = StateLog(), doubleLog = StateLog()
        singleLog.attach(single)
        doubleLog.attach(double)
        h.window.addGestureRecognizer(single)
        h.window.addGestureRecognizer(double)
        h.down(1, 50, 50, at: 0)
        h.up(1, 50, 50, at: 0.05)
        #expect(single.isWaitingForFailure && singleLog.states.isEmpty)
        h.dispatcher.advance(to: 0.35)
        #expect(singleLog.states.isEmpty)
        // The double tap's wait ends at 0.05 + 0.3: it fails, and the single tap goes through.
        h.dispatcher.advance(to: 0.36)
        #expect(singleLog.states == [.recognized] && doubleLog.states.isEmpty)
        #expect(!h.dispatcher.isBusy)
        // A real double tap: the double tap recognizes and the waiting single tap fails.
        h.down(2, 50, 50, at: 1)
        h.up(2, 50, 50, at: 1.05)
        h.down(3, 50, 50, at: 1.2)
        h.up(3, 50, 50, at: 1.25)
        #expect(doubleLog.states == [.recognized] && singleLog.states == [.recognized])
        #expect(!h.dispatcher.isBusy)
    }

    @Test func delegateFailureRequirementsCountToo() {
        final class Requirer: GestureRecognizerDelegate {
            weak var other: GestureRecognizer?
            func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf o: GestureRecognizer) -> Bool {
                o === other
            }
        }
        let pan = PanGestureRecognizer(), edge = ScreenEdgePanGestureRecognizer()
        let requirer = Requirer()
        requirer.other = edge
        pan.delegate = requirer
        h.window.addGestureRecognizer(pan)
        h.window.addGestureRecognizer(edge)
        // From the edge: the edge pan wins; the pan, waiting on it, fails when it begins.
        h.down(1, 5, 100, at: 0)
        h.move(1, 30, 100, at: 0.01)
        #expect(edge.state == .began && pan.state == .failed)
        h.up(1, 30, 100, at: 0.02)
        // From the middle: the edge pan fails at touch-down, so the pan is free to begin.
        h.down(2, 200, 100, at: 1)
        h.move(2, 230, 100, at: 1.01)
        #expect(pan.state == .began)
    }

    @Test func innerViewsRecognizersAndOuterPanAreExclusive() {
        let inner = TouchLogView(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        h.window.addSubview(inner)
        let tap = TapGestureRecognizer(), pan = PanGestureRecognizer()
        inner.addGestureRecognizer(tap)
        h.window.addGestureRecognizer(pan)
        let tapLog = StateLog(), panLog = StateLog()
        tapLog.attach(tap)
        panLog.attach(pan)
        h.down(1, 150, 150, at: 0)
        #expect(h.dispatcher.touches[1]?.gestureRecognizers.map { $0 === tap } == [true, false])
        h.up(1, 150, 150, at: 0.05)
        #expect(tapLog.states == [.recognized] && panLog.states.isEmpty)
        // Tap recognition cancels the view's touch only after it ended: the view saw began, ended.
        #expect(inner.log == ["began", "ended"])
        // A drag: the pan begins, the tap fails, and the view's touch is cancelled.
        inner.log.removeAll()
        h.down(2, 150, 150, at: 1)
        h.move(2, 170, 150, at: 1.01)
        #expect(pan.state == .began && tap.state == .failed)
        h.move(2, 180, 150, at: 1.02)
        h.up(2, 180, 150, at: 1.03)
        #expect(inner.log == ["began", "cancelled"])
        #expect(panLog.states == [.began, .changed, .ended])
    }

    @Test func delegatesCanRefuseTouchesOrBeginning() {
        let pan = PanGestureRecognizer()
        let delegate = PermissiveDelegate()
        delegate.refuseTouchesAbove = 100
        pan.delegate = delegate
        h.window.addGestureRecognizer(pan)
        h.down(1, 50, 50, at: 0)
        #expect(pan.numberOfTouches == 0)
        h.up(1, 50, 50, at: 0.01)
        delegate.allowBegin = false
        h.down(2, 50, 150, at: 1)
        h.move(2, 80, 150, at: 1.01)
        #expect(pan.state == .failed)
    }

    @Test func touchesOnHiddenOrDisabledViewsFallThroughToWhatIsBelow() {
        let cover = TouchLogView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let tap = TapGestureRecognizer()
        let log = StateLog()
        log.attach(tap)
        cover.addGestureRecognizer(tap)
        h.window.addSubview(cover)
        cover.isUserInteractionEnabled = false
        h.down(1, 50, 50, at: 0)
        h.up(1, 50, 50, at: 0.05)
        #expect(log.states.isEmpty && cover.log.isEmpty)
        cover.isUserInteractionEnabled = true
        h.down(2, 50, 50, at: 1)
        h.up(2, 50, 50, at: 1.05)
        #expect(log.states == [.recognized])
    }

    @Test func liftsAndMovesForUnknownTouchesAreIgnored() {
        let pan = PanGestureRecognizer()
        h.window.addGestureRecognizer(pan)
        h.move(9, 10, 10, at: 0)
        h.up(9, 10, 10, at: 0.1)
        h.down(1, 50, 50, at: 0.2)
        h.down(1, 90, 90, at: 0.3)  // a duplicate began is ignored
        #expect(h.dispatcher.touches.count == 1 && h.dispatcher.touches[1]?.locationInWindow == Point(x: 50, y: 50))
    }
}

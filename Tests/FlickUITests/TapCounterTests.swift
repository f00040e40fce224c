import FlickGeometry
import FlickUI
import Testing

@Suite struct TapCounterTests {
    func counter(taps: Int = 1, touches: Int = 1) -> TapCounter {
        TapCounter(tapsRequired: taps, touchesRequired: touches, allowableMovement: 10, maximumInterval: 0.3)
    }

    @Test func singleTap() {
        var c = counter()
        #expect(c.touchDown(1, at: Point(x: 0, y: 0), time: 0) == .pending)
        #expect(c.touchMoved(1, to: Point(x: 6, y: 8)) == .pending)  // exactly 10 pt: allowed
        #expect(c.touchUp(1, at: Point(x: 6, y: 8), time: 0.1) == .recognized)
    }

    @Test func movingTooFarFails() {
        var c = counter()
        _ = c.touchDown(1, at: Point(x: 0, y: 0), time: 0)
        #expect(c.touchMoved(1, to: Point(x: 6, y: 8.1)) == .fail)  // 10.06 > 10
    }

    @Test func doubleTapWithinTheInterval() {
        var c = counter(taps: 2)
        _ = c.touchDown(1, at: .zero, time: 0)
        #expect(c.touchUp(1, at: .zero, time: 0.05) == .pending)
        // The next tap must start by 0.05 + 0.3 = 0.35.
        #expect(c.deadline == 0.05 + 0.3)
        #expect(c.check(at: 0.35) == .pending)
        #expect(c.touchDown(2, at: Point(x: 3, y: 0), time: 0.34) == .pending)
        #expect(c.touchUp(2, at: Point(x: 3, y: 0), time: 0.4) == .recognized)
        #expect(c.tapsCompleted == 2)
    }

    @Test func doubleTapTooSlowFails() {
        var c = counter(taps: 2)
        _ = c.touchDown(1, at: .zero, time: 0)
        _ = c.touchUp(1, at: .zero, time: 0.05)
        #expect(c.check(at: 0.36) == .fail)
        #expect(c.touchDown(2, at: .zero, time: 0.36) == .fail)
    }

    @Test func twoFingerTapNeedsExactlyTwo() {
        var c = counter(touches: 2)
        _ = c.touchDown(1, at: .zero, time: 0)
        _ = c.touchDown(2, at: Point(x: 50, y: 0), time: 0.01)
        #expect(c.touchUp(1, at: .zero, time: 0.1) == .pending)
        #expect(c.touchUp(2, at: Point(x: 50, y: 0), time: 0.11) == .recognized)
        var one = counter(touches: 2)
        _ = one.touchDown(1, at: .zero, time: 0)
        #expect(one.touchUp(1, at: .zero, time: 0.1) == .fail)
        var three = counter(touches: 2)
        _ = three.touchDown(1, at: .zero, time: 0)
        _ = three.touchDown(2, at: .zero, time: 0)
        #expect(three.touchDown(3, at: .zero, time: 0) == .fail)
    }
}

import FlickGeometry
import FlickUI
import Testing

@MainActor
@Suite struct LongPressGestureRecognizerTests {
    let h = TouchHarness()
    let press = LongPressGestureRecognizer()
    let log = StateLog()

    init() {
        h.window.addGestureRecognizer(press)
        log.attach(press)
    }

    @Test func beginsWhenTheFrameTimeReachesHalfASecond() {
        h.down(1, 50, 50, at: 10)
        #expect(press.nextDeadline == 10.5)
        h.dispatcher.advance(to: 10.49)
        #expect(press.state == .possible)
        h.dispatcher.advance(to: 10.5)
        #expect(press.state == .began)
        h.move(1, 90, 50, at: 10.6)  // free to move once begun
        h.up(1, 90, 50, at: 10.7)
        #expect(log.states == [.began, .changed, .ended])
    }

    @Test func anEventTimestampPastTheDurationBeginsItToo() {
        h.down(1, 50, 50, at: 0)
        h.move(1, 52, 50, at: 0.6)
        #expect(log.states.first == .began)
    }

    @Test func movingMoreThanTenPointsFirstFails() {
        h.down(1, 50, 50, at: 0)
        h.move(1, 60, 50.5, at: 0.2)  // 10.01 > 10
        #expect(press.state == .failed)
        h.dispatcher.advance(to: 0.6)
        #expect(log.states.isEmpty)
    }

    @Test func liftingEarlyFails() {
        h.down(1, 50, 50, at: 0)
        h.up(1, 50, 50, at: 0.3)
        h.dispatcher.advance(to: 0.6)
        #expect(log.states.isEmpty && !h.dispatcher.isBusy)
    }
}

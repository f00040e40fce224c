import FlickAnimation
import FlickDemoKit
import Testing

/// The timer that paces a window without vsync: frames on the tick, overruns skip ticks, and the
/// interval it reports is measured.
@MainActor
@Suite struct PacedFrameClockTests {
    final class FakeTime {
        var now = 100.0
        var slept: [Double] = []
    }

    @Test func framesLandOnTicksAndAnOverrunSkipsTheMissedOnes() {
        let time = FakeTime()
        let clock = PacedFrameClock(rate: 50, now: { time.now }, sleep: { time.slept.append($0); time.now += $0 })
        let first = clock.nextFrame()
        #expect(first.timestamp == 100 && time.slept.isEmpty)
        time.now += 0.005
        let second = clock.nextFrame()
        #expect(abs(second.timestamp - 100.02) < 1e-9, "slept to the next 20 ms tick")
        time.now += 0.05
        let third = clock.nextFrame()
        #expect(abs(third.timestamp - 100.07) < 1e-9, "an overrun starts at once")
        time.now += 0.001
        let fourth = clock.nextFrame()
        #expect(abs(fourth.timestamp - 100.08) < 1e-9, "the next tick still ahead, not a burst")
    }

    @Test func theRefreshIntervalIsTheMedianMeasuredGap() {
        let time = FakeTime()
        let clock = PacedFrameClock(rate: 60, now: { time.now }, sleep: { time.now += $0 })
        #expect(clock.refreshInterval == 1.0 / 60, "the period until gaps are measured")
        for _ in 0..<20 {
            _ = clock.nextFrame()
            time.now += 0.030
        }
        #expect(abs(clock.refreshInterval - 0.030) < 1e-6, "every frame overran its 16.7 ms tick")
    }
}

import FlickAnimation
import Testing

@Suite struct MediaTimingTests {
    @Test(arguments: [
        // beginTime, speed, timeOffset, parent time, expected local time
        (0.0, 1.0, 0.0, 3.0, 3.0),
        (2.0, 1.0, 0.0, 3.0, 1.0),
        (2.0, 2.0, 1.0, 3.0, 3.0),
        (0.0, 0.0, 0.4, 9.0, 0.4),
        (1.0, -1.0, 1.0, 1.25, 0.75),
        (0.0, 0.5, -1.0, 4.0, 1.0),
    ])
    func localTimeFormula(_ row: (Double, Double, Double, Double, Double)) {
        let m = MediaTiming(beginTime: row.0, speed: row.1, timeOffset: row.2)
        #expect(near(m.localTime(fromParentTime: row.3), row.4))
        if row.1 != 0 { #expect(near(m.parentTime(fromLocalTime: row.4) ?? .nan, row.3)) }
    }

    @Test func pauseAndResumeFollowQA1673() {
        var m = MediaTiming(beginTime: 1, speed: 1, timeOffset: 0)
        m.pause(atParentTime: 5)
        #expect(m.speed == 0 && m.timeOffset == 4)
        #expect(m.localTime(fromParentTime: 5) == 4 && m.localTime(fromParentTime: 50) == 4)
        m.pause(atParentTime: 7)
        #expect(m.timeOffset == 4)
        m.resume(atParentTime: 9)
        #expect(m.speed == 1 && m.timeOffset == 0 && m.beginTime == 5)
        #expect(m.localTime(fromParentTime: 9) == 4)
        #expect(m.localTime(fromParentTime: 10) == 5)
    }

    @Test(arguments: [
        (FillMode.removed, nil as Double?, nil as Double?),
        (FillMode.backwards, 0.0, nil),
        (FillMode.forwards, nil, 1.0),
        (FillMode.both, 0.0, 1.0),
    ])
    func fillModes(_ row: (FillMode, Double?, Double?)) {
        let m = MediaTiming(beginTime: 1, duration: 1, fillMode: row.0)
        #expect(m.simpleTime(atParentTime: 0.5) == row.1)
        #expect(m.simpleTime(atParentTime: 1.5) == 0.5)
        #expect(m.simpleTime(atParentTime: 3) == row.2)
    }

    @Test func negativeSpeedPlaysBackwards() {
        let m = MediaTiming(duration: 1, speed: -1, timeOffset: 1)
        #expect(m.simpleTime(atParentTime: 0) == nil)  // local time 1 = the end, not filled
        #expect(near(m.simpleTime(atParentTime: 0.25) ?? .nan, 0.75))
        #expect(near(m.simpleTime(atParentTime: 0.75) ?? .nan, 0.25))
        #expect(!m.isComplete(atParentTime: 0.5))
        #expect(m.isComplete(atParentTime: 1.01))
    }

    @Test func repeatsAndAutoreverses() {
        let repeating = MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards)
        #expect(repeating.activeDuration == 2.5)
        #expect(near(repeating.simpleTime(atParentTime: 2.25) ?? .nan, 0.25))
        #expect(near(repeating.simpleTime(atParentTime: 9) ?? .nan, 0.5))
        let whole = MediaTiming(duration: 1, repeatCount: 2, fillMode: .forwards)
        #expect(whole.simpleTime(atParentTime: 9) == 1)

        let reversing = MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards)
        #expect(reversing.activeDuration == 2)
        #expect(near(reversing.simpleTime(atParentTime: 0.5) ?? .nan, 0.5))
        #expect(near(reversing.simpleTime(atParentTime: 1.5) ?? .nan, 0.5))
        #expect(near(reversing.simpleTime(atParentTime: 1.75) ?? .nan, 0.25))
        #expect(reversing.simpleTime(atParentTime: 5) == 0)

        let byDuration = MediaTiming(duration: 0.4, repeatDuration: 1)
        #expect(byDuration.activeDuration == 1)
        #expect(near(byDuration.simpleTime(atParentTime: 0.9) ?? .nan, 0.1))
        #expect(byDuration.isComplete(atParentTime: 1))

        let forever = MediaTiming(duration: 1, repeatCount: .infinity)
        #expect(near(forever.simpleTime(atParentTime: 1e6 + 0.25) ?? .nan, 0.25, 1e-6))
        #expect(!forever.isComplete(atParentTime: 1e9))
    }

    @Test func pausedNeverCompletesAndZeroDurationEndsAtOnce() {
        let paused = MediaTiming(duration: 1, speed: 0, timeOffset: 5)
        #expect(!paused.isComplete(atParentTime: 100))
        let instant = MediaTiming(duration: 0, fillMode: .forwards)
        #expect(instant.simpleTime(atParentTime: 0) == 0)
        #expect(instant.isComplete(atParentTime: 0))
    }

    @Test func phases() {
        let m = MediaTiming(duration: 2)
        #expect(m.phase(atLocalTime: -1) == .before)
        #expect(m.phase(atLocalTime: 1) == .active)
        #expect(m.phase(atLocalTime: 2) == .after)
    }
}

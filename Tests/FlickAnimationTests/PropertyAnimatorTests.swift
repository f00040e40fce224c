import FlickAnimation
import Testing

/// A property animator driving one closure track, with its own ticker.
@MainActor
private final class Rig {
    let ticker = AnimationTicker()
    var value = 0.0
    var positions: [AnimatingPosition] = []
    let animator: PropertyAnimator

    init(duration: Double = 1, timing: TimingParameters = .curve(.linear)) {
        animator = PropertyAnimator(duration: duration, timingParameters: timing, ticker: ticker)
        animator.addCompletion { [unowned self] in positions.append($0) }
        animator.addAnimations { [unowned self] in
            animator.addTrack(ClosureAnimatorTrack { [unowned self] p in value = 100 * p })
        }
    }

    func tick(_ t: Double) { ticker.tick(at: t) }
}

@MainActor
@Suite struct PropertyAnimatorTests {
    @Test func startsInactiveAndRunsBlocksOnlyWhenStarted() {
        let rig = Rig()
        var ran = false
        rig.animator.addAnimations { ran = true }
        #expect(rig.animator.state == .inactive && !rig.animator.isRunning)
        #expect(!ran)
        rig.animator.startAnimation()
        #expect(ran)
        #expect(rig.animator.state == .active && rig.animator.isRunning)
    }

    @Test func runsToTheEndAndCompletes() {
        let rig = Rig(duration: 1, timing: .curve(.easeInOut))
        rig.animator.startAnimation()
        rig.tick(10)
        #expect(rig.value == 0)
        rig.tick(10.25)
        #expect(near(rig.value, 100 * TimingCurve.easeInOut.value(at: 0.25)))
        #expect(near(rig.animator.fractionComplete, 0.25))
        rig.tick(11)
        #expect(rig.value == 100)
        #expect(rig.positions == [.end])
        #expect(rig.animator.state == .inactive)
        #expect(rig.ticker.activeAnimators.isEmpty)
    }

    @Test func startAfterDelayHoldsTheStart() {
        let rig = Rig()
        rig.animator.startAnimation(afterDelay: 0.5)
        rig.tick(0)
        rig.tick(0.4)
        #expect(rig.value == 0)
        rig.tick(1)
        #expect(near(rig.value, 50))
        rig.tick(1.5)
        #expect(rig.positions == [.end])
    }

    @Test func pauseFreezesAndStartResumes() {
        let rig = Rig()
        rig.animator.startAnimation()
        rig.tick(0)
        rig.tick(0.3)
        rig.animator.pauseAnimation()
        #expect(rig.animator.state == .active && !rig.animator.isRunning)
        rig.tick(5)
        #expect(near(rig.value, 30))
        rig.animator.startAnimation()
        rig.tick(5.1)
        rig.tick(5.45)
        #expect(near(rig.value, 65))
        rig.tick(5.8)
        #expect(rig.positions == [.end])
    }

    @Test func scrubbingIsLinearOrAlongTheCurve() {
        let rig = Rig(timing: .curve(.easeIn))
        rig.animator.pauseAnimation()
        rig.animator.fractionComplete = 0.5
        #expect(near(rig.value, 50))
        rig.animator.scrubsLinearly = false
        rig.animator.fractionComplete = 0.5
        #expect(near(rig.value, 100 * TimingCurve.easeIn.value(at: 0.5)))
        #expect(rig.animator.fractionComplete == 0.5)
    }

    @Test func settingFractionOnAnInactiveAnimatorActivatesItPaused() {
        let rig = Rig()
        rig.animator.fractionComplete = 0.2
        #expect(rig.animator.state == .active && !rig.animator.isRunning)
        #expect(near(rig.value, 20))
    }

    @Test func stopWithoutFinishingKeepsTheValueAndSkipsCompletions() {
        let rig = Rig()
        rig.animator.startAnimation()
        rig.tick(0)
        rig.tick(0.4)
        rig.animator.stopAnimation(true)
        #expect(rig.animator.state == .inactive)
        rig.tick(2)
        #expect(near(rig.value, 40))
        #expect(rig.positions.isEmpty)
    }

    @Test(arguments: [AnimatingPosition.start, .end, .current])
    func stopThenFinishAt(_ position: AnimatingPosition) {
        let rig = Rig()
        rig.animator.startAnimation()
        rig.tick(0)
        rig.tick(0.4)
        rig.animator.stopAnimation(false)
        #expect(rig.animator.state == .stopped)
        rig.tick(0.9)
        #expect(near(rig.value, 40))
        rig.animator.isReversed = true
        #expect(!rig.animator.isReversed)
        rig.animator.finishAnimation(at: position)
        #expect(rig.animator.state == .inactive)
        #expect(rig.positions == [position])
        let expected = position == .start ? 0.0 : position == .end ? 100 : 40
        #expect(near(rig.value, expected))
    }

    @Test func reversalMidFlightRetracesTheCurve() {
        // Frames at 10 Hz as a vsync clock gives them: a change made between frames takes effect
        // as of the timestamp of the next frame, which is when the previous one reached the glass.
        let rig = Rig(duration: 1, timing: .curve(.easeInOut))
        rig.animator.startAnimation()
        var forward: [Double] = []
        for n in 0..<6 {
            rig.ticker.tick(FrameTimeFactory.frame(index: n, rate: 10))
            forward.append(rig.value)
        }
        rig.animator.isReversed = true
        // Turning at 0.6 s: 0.1 s later the values are where they were at 0.5 s, and so on.
        for i in 1...5 {
            rig.ticker.tick(FrameTimeFactory.frame(index: 5 + i, rate: 10))
            #expect(near(rig.value, forward[5 - i], 1e-9), "step \(i)")
            #expect(near(rig.animator.fractionComplete, 0.6 - Double(i) * 0.1, 1e-9))
        }
        rig.ticker.tick(FrameTimeFactory.frame(index: 11, rate: 10))
        #expect(rig.value == 0)
        #expect(rig.positions == [.start])
    }

    @Test func pausesOnCompletionThenReverses() {
        let rig = Rig()
        rig.animator.pausesOnCompletion = true
        rig.animator.startAnimation()
        rig.tick(0)
        rig.tick(1.5)
        #expect(rig.value == 100)
        #expect(rig.animator.state == .active && !rig.animator.isRunning)
        #expect(rig.positions.isEmpty)
        rig.animator.isReversed = true
        rig.animator.startAnimation()
        rig.tick(2)
        rig.tick(2.25)
        #expect(near(rig.value, 75))
        rig.animator.pausesOnCompletion = false
        rig.tick(3)
        #expect(rig.value == 0)
        #expect(rig.positions == [.start])
    }

    @Test func continueWithDurationFactor() {
        let rig = Rig(duration: 2)
        rig.animator.pauseAnimation()
        rig.animator.fractionComplete = 0.5
        rig.animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        rig.tick(0)
        rig.tick(0.5)
        #expect(near(rig.value, 75))
        rig.tick(1)
        #expect(rig.positions == [.end])

        let remaining = Rig(duration: 2)
        remaining.animator.fractionComplete = 0.5
        remaining.animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        remaining.tick(0)
        remaining.tick(0.999)
        #expect(remaining.positions.isEmpty)
        remaining.tick(1)
        #expect(remaining.positions == [.end])
    }

    @Test func continueWithASpringKeepsValueAndVelocity() {
        let rig = Rig(duration: 0.33, timing: .curve(.easeOut))
        rig.animator.pauseAnimation()
        rig.animator.fractionComplete = 0.4
        let before = rig.value
        let gesture = 600.0  // value units per second
        let relative = Spring.relativeVelocity(gesture, from: before, to: 100)
        rig.animator.continueAnimation(
            withTimingParameters: .spring(.momentum, initialVelocity: relative), durationFactor: 1)
        rig.tick(3)
        #expect(rig.value == before)
        let h = 1e-5
        rig.tick(3 + h)
        #expect(near((rig.value - before) / h, gesture, gesture * 0.01))
        #expect(near(rig.animator.progressVelocity * 100, gesture, gesture * 0.01))
        rig.tick(10)
        #expect(rig.value == 100)
        #expect(rig.positions == [.end])
    }

    @Test func animationsAddedWhileRunningUseTheRemainingTime() {
        let rig = Rig()
        var late = 0.0
        rig.animator.startAnimation()
        rig.tick(0)
        rig.tick(0.5)
        rig.animator.addAnimations {
            rig.animator.addTrack(ClosureAnimatorTrack { late = $0 }, windowStart: rig.animator.progress)
        }
        #expect(late == 0)
        rig.tick(0.75)
        #expect(near(late, 0.5))
        rig.tick(1)
        #expect(late == 1)
    }

    @Test func delayFactorWaitsForItsShareOfTheDuration() {
        let ticker = AnimationTicker()
        let animator = PropertyAnimator(duration: 1, curve: .linear, ticker: ticker)
        var delayed = -1.0
        animator.addAnimations(
            { [unowned animator] in
                animator.addTrack(ClosureAnimatorTrack { delayed = $0 }, windowStart: 0.5)
            }, delayFactor: 0.5)
        animator.startAnimation()
        ticker.tick(at: 0)
        ticker.tick(at: 0.4)
        #expect(delayed == 0)
        ticker.tick(at: 0.75)
        #expect(near(delayed, 0.5))
    }

    @Test func springInitialiserSettlesInItsDuration() {
        let ticker = AnimationTicker()
        let animator = PropertyAnimator(duration: 0.5, dampingRatio: 0.7, ticker: ticker)
        var done: Double?
        animator.addCompletion { _ in done = 1 }
        animator.startAnimation()
        ticker.tick(at: 0)
        ticker.tick(at: 0.49)
        #expect(done == nil)
        ticker.tick(at: 0.51)
        #expect(done == 1)
    }

    @Test(arguments: [30.0, 60.0, 120.0, 144.0])
    func frameRateIndependent(_ rate: Double) {
        // Sampled at any rate, the animator is at the same place at the shared instants
        // (multiples of 1/6 s) and completes on the first frame at or after its end.
        let rig = Rig(duration: 0.5, timing: .spring(.momentum, initialVelocity: 0))
        rig.animator.startAnimation()
        let reference = SpringSimulation.unit(.momentum)
        var frame = 0
        var completedAt: Double?
        while frame < Int(rate * 2) {
            let target = Double(frame + 1) / rate
            rig.ticker.tick(FrameTimeFactory.frame(index: frame, rate: rate))
            if completedAt == nil, !rig.positions.isEmpty { completedAt = target }
            let k = target * 6
            if abs(k - k.rounded()) < 1e-9, completedAt == nil {
                #expect(near(rig.value, 100 * reference.x(target), 1e-9))
            }
            frame += 1
        }
        let end = try! #require(completedAt)
        #expect(end >= reference.settlingDuration && end < reference.settlingDuration + 1 / rate + 1e-9)
    }
}

/// Frame times as a vsync clock produces them: frame n is on screen at (n + 1)/rate.
enum FrameTimeFactory {
    static func frame(index n: Int, rate: Double) -> FrameTime {
        FrameTime(timestamp: Double(n) / rate, targetTimestamp: Double(n + 1) / rate, refreshInterval: 1 / rate)
    }
}

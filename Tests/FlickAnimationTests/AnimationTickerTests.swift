import FlickAnimation
import Testing

@MainActor
@Suite struct AnimationTickerTests {
    @Test func runsNextFrameActionsWithTheTimestampOnce() {
        let ticker = AnimationTicker()
        var seen: [Double] = []
        ticker.atNextFrame { seen.append($0) }
        #expect(!ticker.isIdle)
        ticker.tick(FrameTime(timestamp: 2, targetTimestamp: 2.5, refreshInterval: 0.5))
        ticker.tick(at: 3)
        #expect(seen == [2])
        #expect(ticker.isIdle)
        #expect(ticker.lastFrame?.targetTimestamp == 3)
    }

    @Test func completionsWaitForTheNextTick() {
        let ticker = AnimationTicker()
        var results: [Bool] = []
        let completion = AnimationCompletion(ticker: ticker) { results.append($0) }
        completion.animationDidStart()
        completion.animationDidStart()
        completion.seal()
        completion.animationDidStop(finished: true)
        completion.animationDidStop(finished: false)
        #expect(results.isEmpty && completion.hasFired)
        ticker.tick(at: 1)
        #expect(results == [false])
        ticker.tick(at: 2)
        #expect(results == [false])
    }

    @Test func emptyBlockCompletesOnTheNextTick() {
        let ticker = AnimationTicker()
        var finished: Bool?
        AnimationTransaction.animate(duration: 1, ticker: ticker, animations: {}, completion: { finished = $0 })
        #expect(finished == nil)
        ticker.tick(at: 0)
        #expect(finished == true)
    }

    @Test func captureScopesNest() {
        #expect(AnimationTransaction.current == nil)
        let ticker = AnimationTicker()
        AnimationTransaction.animate(
            duration: 1, ticker: ticker,
            animations: {
                guard case .timed(let t)? = AnimationTransaction.current else {
                    Issue.record("expected a timed scope")
                    return
                }
                #expect(t.duration == 1)
                AnimationTransaction.performWithoutAnimation {
                    guard case .disabled? = AnimationTransaction.current else {
                        Issue.record("expected capture to be disabled")
                        return
                    }
                }
            })
        #expect(AnimationTransaction.current == nil)
    }

    @Test func runningAnimatorsKeepTheTickerBusy() {
        let ticker = AnimationTicker()
        let animator = PropertyAnimator(duration: 0.2, ticker: ticker)
        animator.startAnimation()
        #expect(ticker.hasRunningAnimators)
        ticker.tick(at: 0)
        ticker.tick(at: 0.3)
        #expect(!ticker.hasRunningAnimators && ticker.isIdle)
    }
}

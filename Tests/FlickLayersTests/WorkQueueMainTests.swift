import FlickLayers
import Testing

/// `WorkQueue`'s main-actor jobs, drained by hand as an application drains them after a present:
/// the order they run in, the deadline and the step limit, and what a job's answer does. Time is
/// a counter the test moves: the queue reads no clock.
@Suite @MainActor struct WorkQueueMainTests {
    /// Jobs that note their name at each step and answer from a script.
    @MainActor final class Log {
        var ran: [String] = []
        /// A job answering `steps` in turn, then `.done`; each step moves `time` by `cost`.
        func job(_ name: String, _ steps: [WorkQueue.MainStep], time: Clock? = nil, cost: Double = 0)
            -> @MainActor () -> WorkQueue.MainStep
        {
            var left = steps[...]
            return { [self] in
                ran.append(name)
                time?.now += cost
                return left.popFirst() ?? .done
            }
        }
    }

    /// The time the test moves.
    @MainActor final class Clock {
        var now = 0.0
    }

    @Test func higherPrioritiesRunFirstAndEachInTheOrderItCame() {
        let work = WorkQueue(), log = Log()
        work.scheduleOnMain(.idle, log.job("text a", [.done]))
        work.scheduleOnMain(.animation, log.job("sprites", [.done]))
        work.scheduleOnMain(.idle, log.job("text b", [.done]))
        work.scheduleOnMain(.firstPicture, log.job("backdrop", [.done]))
        #expect(work.mainCount == 4)
        work.runMainAll()
        #expect(log.ran == ["backdrop", "sprites", "text a", "text b"])
        #expect(work.mainCount == 0, "every job said it was done")
    }

    @Test func aJobIsSteppedWhileItHasMoreThenTheNextGetsTheTimeLeft() {
        let work = WorkQueue(), log = Log()
        work.scheduleOnMain(.animation, log.job("a", [.more, .more, .done]))
        work.scheduleOnMain(.idle, log.job("b", [.later]))
        #expect(work.runMainAll() == 4)
        #expect(log.ran == ["a", "a", "a", "b"])
        #expect(work.mainCount == 1, "b waits for the next spare time")
        work.runMainAll()
        #expect(log.ran == ["a", "a", "a", "b", "b"] && work.mainCount == 0)
    }

    @Test func aDrainStopsAtItsDeadlineAndTheNextGoesOnWhereItStopped() {
        let work = WorkQueue(), log = Log(), clock = Clock()
        work.scheduleOnMain(.idle, log.job("text", Array(repeating: .more, count: 9), time: clock, cost: 1))
        #expect(work.runMain(until: 3, now: { clock.now }) == 3, "three steps of one unit fit before 3")
        #expect(work.runMain(until: 3, now: { clock.now }) == 0, "past the deadline: nothing")
        #expect(work.runMain(until: 5, now: { clock.now }) == 2)
        #expect(log.ran.count == 5 && work.mainCount == 1)
    }

    @Test func aDrainTakesAtMostItsStepsWhenNoTimePasses() {
        let work = WorkQueue(), log = Log()
        work.scheduleOnMain(.idle, log.job("never ready", Array(repeating: .more, count: 100)))
        #expect(work.runMain(until: 1, now: { 0 }, maxSteps: 64) == 64)
        #expect(work.mainCount == 1)
    }

    @Test func aCancelledJobIsNotCalledAgain() {
        let work = WorkQueue(), log = Log()
        let job = work.scheduleOnMain(.idle, log.job("rounds", [.later, .later]))
        work.runMainAll()
        job.cancel()
        #expect(!job.isScheduled && work.mainCount == 0)
        work.runMainAll()
        #expect(log.ran == ["rounds"])
    }

    @Test func aJobScheduledWhileDrainingWaitsForTheNextDrain() {
        let work = WorkQueue(), log = Log()
        work.scheduleOnMain(.idle) {
            work.scheduleOnMain(.firstPicture, log.job("new", [.done]))
            log.ran.append("first")
            return .done
        }
        work.runMainAll()
        #expect(log.ran == ["first"] && work.mainCount == 1)
        work.runMainAll()
        #expect(log.ran == ["first", "new"])
    }
}

import FlickLayers
import Synchronization
import Testing

/// `WorkQueue`, run by hand: the order jobs run in and what a result's taker gets. No thread
/// and no sleeping: a test is the worker (`runNext`, `runAll`).
@Suite @MainActor struct WorkQueueTests {
    /// Jobs that note their name when they run.
    final class Log: Sendable {
        let names = Mutex<[String]>([])
        func job(_ name: String) -> @Sendable () -> String {
            { [self] in
                names.withLock { $0.append(name) }
                return name
            }
        }
        var ran: [String] { names.withLock { $0 } }
    }

    @Test func higherPrioritiesRunFirstAndEachInTheOrderItCame() {
        let work = WorkQueue(), log = Log()
        let held = [
            work.schedule(.idle, log.job("decode a")), work.schedule(.animation, log.job("paint 1")),
            work.schedule(.idle, log.job("decode b")), work.schedule(.firstPicture, log.job("backdrop")),
            work.schedule(.animation, log.job("paint 2")),
        ]
        work.runAll()
        #expect(log.ran == ["backdrop", "paint 1", "paint 2", "decode a", "decode b"])
        #expect(held.allSatisfy(\.isDone) && work.pendingCount == 0)
    }

    @Test func aRunnerTakesOneJobAtATime() {
        let work = WorkQueue(), log = Log()
        let held = [work.schedule(.idle, log.job("decode")), work.schedule(.animation, log.job("paint"))]
        #expect(work.runNext() && log.ran == ["paint"] && !held[0].isDone)
        #expect(work.runNext() && !work.runNext(), "none left")
        #expect(log.ran == ["paint", "decode"])
    }

    @Test func whoeverNeedsAResultFirstRunsItThereAndTheQueueForgetsIt() {
        let work = WorkQueue(), log = Log()
        let first = work.schedule(.idle, log.job("first")), wanted = work.schedule(.idle, log.job("wanted"))
        #expect(wanted.valueIfMade == nil && !wanted.isDone)
        #expect(wanted.value == "wanted", "taken before its turn: made here")
        #expect(wanted.valueIfMade == "wanted" && work.pendingCount == 1)
        work.runAll()
        #expect(log.ran == ["wanted", "first"] && first.value == "first", "each ran once")
    }

    @Test func aResultNobodyHoldsIsNeverMade() {
        let work = WorkQueue(), log = Log()
        _ = work.schedule(.animation, log.job("dropped"))
        let kept = work.schedule(.idle, log.job("kept"))
        work.runAll()
        #expect(log.ran == ["kept"] && kept.isDone)
    }

    @Test func aResultGivenUpIsDisposedOfWhereverItsJobHasGot() {
        let work = WorkQueue()
        let disposed = Mutex<[String]>([])
        let dispose: @Sendable (String) -> Void = { name in disposed.withLock { $0.append(name) } }
        let done = work.schedule(.idle) { "done" }
        work.runAll()
        let queued = work.schedule(.idle) { "queued" }
        done.discard(dispose)
        queued.discard(dispose)
        #expect(disposed.withLock { $0 } == ["done"] && work.pendingCount == 0, "a queued job is dropped unmade")
        // Given up while it runs: disposed of when it ends.
        final class Holder: @unchecked Sendable { var running: Ahead<String>? }
        let holder = Holder()
        holder.running = work.schedule(.idle) {
            holder.running!.discard(dispose)
            return "running"
        }
        work.runAll()
        #expect(disposed.withLock { $0 } == ["done", "running"] && holder.running!.valueIfMade == nil)
    }

    @Test func anAttachedWorkerIsWokenForEveryJob() {
        let work = WorkQueue()
        let early = work.schedule(.idle) { 1 }
        let wakes = Mutex(0)
        work.attachWorker { wakes.withLock { $0 += 1 } }
        #expect(work.hasWorker && wakes.withLock { $0 } == 1, "woken for the job already waiting")
        let late = work.schedule(.idle) { 3 }
        #expect(wakes.withLock { $0 } == 2, "and for each job added")
        work.runAll()
        #expect(early.value + late.value == 4)
    }
}

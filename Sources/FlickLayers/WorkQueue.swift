import Dispatch
import Synchronization

/// The one place for work done ahead of need: pictures decoded before a panel shows them, a
/// camera picture painted before the frame that draws it, text and textures made before a panel
/// slides in. Jobs wait ordered by priority, highest first and in the order they came within a
/// priority — Flutter's `SchedulerBinding.scheduleTask(task, priority)` with its `Priority`
/// (idle, animation, touch) is the model.
///
/// One background worker takes the jobs (FlickSDL's `IdleWorker`, at the system's idle
/// priority). Whoever needs a result first takes it through its `Ahead`: a job still queued is
/// run there and then (the caller never waits behind other jobs), one under way is waited for,
/// one done is handed over.
///
/// Work ahead of need that must run on the main actor waits on the same queue, in the same
/// priority order, and runs in the spare time after a present (`scheduleOnMain`, `runMain`).
///
/// A queue with no worker attached is run by hand (`runNext`, `runAll`, `runMain`), as
/// swift-nio's `EmbeddedEventLoop` is: tests step it, deterministically, with no thread and no
/// sleeping.
public final class WorkQueue: Hashable, Sendable {
    /// How soon a job's result is wanted; a higher priority runs first.
    public struct Priority: Comparable, Sendable, CustomStringConvertible {
        /// The rank: higher runs first.
        public let rank: Int

        /// Work for a picture that may be shown some time (files decoded for hidden panels):
        /// Flutter's `Priority.idle`.
        public static let idle = Priority(rank: 0)
        /// The next picture of something moving on screen (the viewfinder's next camera frame),
        /// wanted within a frame or two: Flutter's `Priority.animation`.
        public static let animation = Priority(rank: 100_000)
        /// What the first picture needs (the viewfinder's still backdrop while the window opens):
        /// above animation, as Flutter's `Priority.touch` is (a user is waiting for it).
        public static let firstPicture = Priority(rank: 200_000)

        public static func < (a: Priority, b: Priority) -> Bool { a.rank < b.rank }
        public var description: String { "priority \(rank)" }
    }

    /// A job and where it stands; its fields are guarded by the queue's lock.
    final class Job: @unchecked Sendable {
        enum Stage { case queued, running, done }
        let priority: Priority
        var stage = Stage.queued
        var work: (@Sendable () -> Void)?
        /// Left when the job is done.
        let finished = DispatchGroup()

        init(priority: Priority) {
            self.priority = priority
            finished.enter()
        }
    }

    struct State: ~Copyable {
        var pending: [Job] = []
        var wakeWorker: (@Sendable () -> Void)?
    }

    let state = Mutex(State())
    /// The jobs that run on the main actor (`WorkQueue+Main`).
    let main = MainJobs()

    /// An empty queue with no worker: run by hand until one is attached.
    public init() {}

    deinit {
        // A worker waiting for jobs wakes, finds the queue gone and ends.
        state.withLock { $0.wakeWorker }?()
    }

    /// Has `wake` called whenever a job is added (and once now, for those already waiting): the
    /// worker then takes jobs with `runNext()` until none is left. One worker per queue.
    public func attachWorker(wake: @escaping @Sendable () -> Void) {
        let waiting = state.withLock { s in
            precondition(s.wakeWorker == nil, "a work queue has one worker")
            s.wakeWorker = wake
            return !s.pending.isEmpty
        }
        if waiting { wake() }
    }

    /// Queues are told apart by identity.
    public static func == (a: WorkQueue, b: WorkQueue) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

    /// Whether a worker takes the jobs (false: they run when someone takes their result, or by
    /// hand).
    public var hasWorker: Bool { state.withLock { $0.wakeWorker != nil } }

    /// Jobs waiting to start.
    public var pendingCount: Int { state.withLock { $0.pending.count } }

    /// Queues `make` at `priority`; its result comes out of the `Ahead` returned. The job runs
    /// only while that `Ahead` is held: work whose result nobody can take any more is skipped.
    public func schedule<Value: Sendable>(
        _ priority: Priority, _ make: @escaping @Sendable () -> Value
    ) -> Ahead<Value> {
        let (ahead, wake) = state.withLock { s -> (Ahead<Value>, (@Sendable () -> Void)?) in
            let job = Job(priority: priority)
            let ahead = Ahead<Value>(queue: self, job: job)
            job.work = { [weak ahead] in
                guard let ahead else { return }
                ahead.finish(make())
            }
            // Keep `pending` sorted: highest priority first, first come first within one.
            let at = s.pending.firstIndex { $0.priority < priority } ?? s.pending.endIndex
            s.pending.insert(job, at: at)
            return (ahead, s.wakeWorker)
        }
        wake?()
        return ahead
    }

    /// Runs the first job waiting, if there is one; true when one ran (the worker, and tests).
    @discardableResult
    public func runNext() -> Bool {
        let job = state.withLock { s -> Job? in
            guard !s.pending.isEmpty else { return nil }
            let job = s.pending.removeFirst()
            job.stage = .running
            return job
        }
        guard let job else { return false }
        run(job)
        return true
    }

    /// Runs every job, in order, until none is left (a queue run by hand: tests).
    public func runAll() {
        while runNext() {}
    }

    /// Runs `job`, whose stage is already `.running`.
    private func run(_ job: Job) {
        let work = state.withLock { _ in job.work }
        work?()
        state.withLock { _ in
            job.stage = .done
            job.work = nil
        }
        job.finished.leave()
    }

    /// Takes `job` out of the list to run it here, if it has not started; false when it has.
    func claim(_ job: Job) -> Bool {
        state.withLock { s in
            guard job.stage == .queued, let i = s.pending.firstIndex(where: { $0 === job }) else { return false }
            s.pending.remove(at: i)
            job.stage = .running
            return true
        }
    }

    /// Runs `job`, claimed by its taker.
    func runClaimed(_ job: Job) { run(job) }

    /// Drops `job` if it has not started; true when it was dropped.
    func drop(_ job: Job) -> Bool {
        guard claim(job) else { return false }
        state.withLock { _ in
            job.stage = .done
            job.work = nil
        }
        job.finished.leave()
        return true
    }

    /// Where `job` stands.
    func stage(of job: Job) -> Job.Stage { state.withLock { _ in job.stage } }
}

import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One thread of its own that runs jobs in order, at the lowest priority the system has: on
/// Linux `SCHED_IDLE`, which runs only on a core nothing else wants.
///
/// Work handed to it (decoding pictures ahead, `ImageFileLoader`; the procedural viewfinder's
/// next picture, FlickDemoKit's `ProceduralViewfinder`) must never take a core from the frame:
/// measured under Xvfb + llvmpipe on two cores, decoding the home panels' pictures on an
/// ordinary-priority queue in the first 200 ms cost the first swipe a dropped frame in most
/// runs, and painting the viewfinder's pictures on one tripled the frame work's p99. Whoever waits for a job running
/// here is blocked, so the job then gets the core it was waiting for.
public final class IdleWorker: Sendable {
    /// The state the thread and its owner share; the thread holds it, not the worker, so the
    /// worker can go away (its deinit stops the thread).
    fileprivate final class Shared: Sendable {
        struct State: ~Copyable {
            var jobs: [@Sendable () -> Void] = []
            var stopping = false
            var paused = false
        }
        let state = Mutex(State())
        /// Signalled once per job added, on resume and on stop.
        let wake = DispatchSemaphore(value: 0)
        /// Every job added and not yet finished.
        let unfinished = DispatchGroup()
    }

    private let shared = Shared()

    /// Whether the thread runs at idle priority (false where the system refused or has none).
    public let runsAtIdlePriority: Bool

    /// Starts the thread. Returns nil when the system cannot make one.
    public init?() {
        let start = ThreadStart(shared)
        let context = Unmanaged.passRetained(start)
        var thread = pthread_t()
        let made = pthread_create(
            &thread, nil,
            { raw in
                guard let raw else { return nil }
                Unmanaged<ThreadStart>.fromOpaque(raw).takeRetainedValue().run()
                return nil
            }, context.toOpaque())
        guard made == 0 else {
            context.release()
            return nil
        }
        pthread_detach(thread)
        start.started.wait()
        runsAtIdlePriority = start.idle
    }

    deinit {
        shared.state.withLock { $0.stopping = true }
        shared.wake.signal()
    }

    /// Runs `job` on the thread after the jobs before it.
    public func submit(_ job: @escaping @Sendable () -> Void) {
        shared.unfinished.enter()
        shared.state.withLock { $0.jobs.append(job) }
        shared.wake.signal()
    }

    /// Blocks until every job submitted so far has finished.
    public func waitUntilIdle() {
        shared.unfinished.wait()
    }

    /// Holds jobs not started yet until `resume` (tests: a request kept queued).
    func pause() {
        shared.state.withLock { $0.paused = true }
    }

    /// Lets held jobs run.
    func resume() {
        shared.state.withLock { $0.paused = false }
        shared.wake.signal()
    }

    /// What a new thread starts with; `idle` is written before `started` is signalled and
    /// read after.
    fileprivate final class ThreadStart: @unchecked Sendable {
        let shared: Shared
        let started = DispatchSemaphore(value: 0)
        var idle = false
        init(_ shared: Shared) { self.shared = shared }

        func run() {
            idle = IdleWorker.lowerPriority()
            let shared = self.shared
            started.signal()
            IdleWorker.loop(shared)
        }
    }

    /// Takes jobs until the worker stops (jobs left then are dropped).
    fileprivate static func loop(_ shared: Shared) {
        while true {
            shared.wake.wait()
            while true {
                let next: (job: (@Sendable () -> Void)?, stop: Bool) = shared.state.withLock { s in
                    if s.stopping { return (nil, true) }
                    if s.paused || s.jobs.isEmpty { return (nil, false) }
                    return (s.jobs.removeFirst(), false)
                }
                if next.stop {
                    let dropped = shared.state.withLock { s in
                        defer { s.jobs.removeAll() }
                        return s.jobs.count
                    }
                    for _ in 0..<dropped { shared.unfinished.leave() }
                    return
                }
                guard let job = next.job else { break }
                job()
                shared.unfinished.leave()
            }
        }
    }

    /// Linux's `SCHED_IDLE` policy (sched.h; Swift does not import the GNU-only macro).
    static let schedIdle: Int32 = 5

    /// Puts the calling thread at idle priority; true when the system agreed.
    fileprivate static func lowerPriority() -> Bool {
        #if os(Linux)
            var param = sched_param()
            return sched_setscheduler(0, schedIdle, &param) == 0
        #else
            return false
        #endif
    }
}

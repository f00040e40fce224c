import Dispatch
public import FlickLayers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The background worker of a `WorkQueue`: one thread of its own that takes the queue's jobs,
/// highest priority first, at the lowest priority the system has: on Linux `SCHED_IDLE`, which
/// runs only on a core nothing else wants.
///
/// Work ahead of need (pictures decoded for hidden panels, the viewfinder's next picture) must
/// never take a core from the frame: on a device with few cores, decoding or painting at
/// ordinary priority competes with the frame's own work and makes it late. Whoever waits for a
/// job running here is blocked, so the job then gets the core it was waiting for.
public final class IdleWorker: Sendable {
    /// Whether the thread runs at idle priority (false where the system refused or has none).
    public let runsAtIdlePriority: Bool

    /// Starts a thread that runs `queue`'s jobs, and attaches it as the queue's worker. Nil when
    /// the system cannot make one (the jobs then run where their results are taken). The thread
    /// ends once the queue is gone.
    public init?(serving queue: WorkQueue) {
        let start = ThreadStart(queue)
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
        let wake = start.wake
        queue.attachWorker { wake.signal() }
    }

    /// What a new thread starts with; `idle` is written before `started` is signalled and
    /// read after.
    fileprivate final class ThreadStart: @unchecked Sendable {
        weak var queue: WorkQueue?
        let started = DispatchSemaphore(value: 0)
        /// Signalled once per job added.
        let wake = DispatchSemaphore(value: 0)
        var idle = false
        init(_ queue: WorkQueue) { self.queue = queue }

        func run() {
            idle = IdleWorker.lowerPriority()
            started.signal()
            while true {
                wake.wait()
                guard let queue else { return }
                while queue.runNext() {}
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

extension WorkQueue {
    /// A new queue of work ahead of need with its `IdleWorker` (or, where no thread could be
    /// made, none: whoever takes each result runs it). Made once by whoever builds the
    /// application (`AppRunner`, the demo) and handed down: to the renderer
    /// (`RendererOptions.work`), to the application (`Application.work`), to the demo's
    /// viewfinder (docs/RENDERING.md, "Work ahead of need").
    public static func withIdleWorker() -> WorkQueue {
        let queue = WorkQueue()
        _ = IdleWorker(serving: queue)
        return queue
    }
}

import Synchronization

/// The result of a job on a `WorkQueue`, for whoever needs it first: `value` runs the job there
/// and then if it has not started, waits for it if it is under way, and hands it over once done;
/// `valueIfMade` looks without waiting.
public final class Ahead<Value: Sendable>: Sendable {
    private struct State {
        var value: Value?
        /// Set by `discard`: frees the value, now or when the job ends.
        var dispose: (@Sendable (Value) -> Void)?
    }
    private let queue: WorkQueue
    private let job: WorkQueue.Job
    private let state = Mutex(State())

    init(queue: WorkQueue, job: WorkQueue.Job) {
        self.queue = queue
        self.job = job
    }

    /// The value: made here if the job has not started, waited for if it is under way. Not
    /// after `discard`.
    public var value: Value {
        if queue.claim(job) { queue.runClaimed(job) }
        job.finished.wait()
        return state.withLock { $0.value! }
    }

    /// The value if the job is done, nil otherwise (does not wait).
    public var valueIfMade: Value? { state.withLock { $0.value } }

    /// Whether the job is running now (`value` would wait for it).
    public var isRunning: Bool { queue.stage(of: job) == .running }

    /// Whether the job is done (`value` returns at once).
    public var isDone: Bool { queue.stage(of: job) == .done }

    /// Gives the result up: a job not started is dropped, a value made is passed to `dispose`
    /// now, and one under way is passed to it when the job ends.
    public func discard(_ dispose: @escaping @Sendable (Value) -> Void) {
        if queue.drop(job) { return }
        let made = state.withLock { s -> Value? in
            if let v = s.value {
                s.value = nil
                return v
            }
            s.dispose = dispose
            return nil
        }
        if let made { dispose(made) }
    }

    /// Keeps the value the job made (the queue calls it when the job ends), or disposes of it
    /// when the result was given up meanwhile.
    func finish(_ value: Value) {
        let dispose = state.withLock { s -> (@Sendable (Value) -> Void)? in
            if let d = s.dispose { return d }
            s.value = value
            return nil
        }
        dispose?(value)
    }
}

/// The main actor's side of a `WorkQueue`: work ahead of need that must run on the main actor
/// (textures made, text rendered and uploaded before the frame that shows them) waits here,
/// ordered by the same priorities as the background jobs, and runs in the spare time after a
/// present (`runMain`), never in a frame.
///
/// A main-actor job is called a step at a time and says what is left (`MainStep`), so a long
/// piece of work (a panel's text, a texture at a time) spreads over as many frames' spare time
/// as it needs. `runMain` is given a deadline and a way to read the time: the queue reads no
/// clock of its own, so a test steps it on a manual clock exactly as an application does.
extension WorkQueue {
    /// What a main-actor job says after one of its steps.
    public enum MainStep: Sendable, Equatable {
        /// More to do now: call again while time is left.
        case more
        /// Nothing more this time (waiting on work elsewhere, or for a later frame): call again
        /// at the next `runMain`.
        case later
        /// Finished: the job leaves the queue.
        case done
    }

    /// A main-actor job on the queue; `cancel` takes it off.
    @MainActor public final class MainJob {
        let priority: Priority
        fileprivate var step: (@MainActor () -> MainStep)?

        init(priority: Priority, step: @escaping @MainActor () -> MainStep) {
            self.priority = priority
            self.step = step
        }

        /// Whether the job is still on its queue (not done, not cancelled).
        public var isScheduled: Bool { step != nil }

        /// Takes the job off its queue; it is not called again.
        public func cancel() { step = nil }
    }

    /// The main-actor jobs of a queue, highest priority first, first come first within one.
    @MainActor final class MainJobs {
        var jobs: [MainJob] = []
        nonisolated init() {}
    }

    /// Queues `step` to run on the main actor in the spare time after a present (`runMain`), at
    /// `priority`, until it says `.done` or is cancelled.
    @MainActor @discardableResult
    public func scheduleOnMain(_ priority: Priority, _ step: @escaping @MainActor () -> MainStep) -> MainJob {
        let job = MainJob(priority: priority, step: step)
        let at = main.jobs.firstIndex { $0.priority < priority } ?? main.jobs.endIndex
        main.jobs.insert(job, at: at)
        return job
    }

    /// Main-actor jobs waiting (not done, not cancelled).
    @MainActor public var mainCount: Int { main.jobs.count { $0.isScheduled } }

    /// Runs main-actor jobs of `least` priority or higher, highest first, while `now()` is
    /// before `deadline` and at most `maxSteps` steps (on a manual clock no time passes, and a
    /// drain must still end). Each job is stepped until it says `.later` or `.done`; then the
    /// next one gets the time left. Returns the number of steps taken.
    @MainActor @discardableResult
    public func runMain(
        until deadline: Double, now: () -> Double, maxSteps: Int = .max, least: Priority = .idle
    ) -> Int {
        main.jobs.removeAll { !$0.isScheduled }
        var steps = 0
        // Jobs scheduled while draining wait for the next drain: the list is walked as it was.
        for job in main.jobs {
            if job.priority < least { break }
            stepping: while steps < maxSteps, now() < deadline, let step = job.step {
                steps += 1
                switch step() {
                case .more: continue stepping
                case .later: break stepping
                case .done:
                    job.cancel()
                    break stepping
                }
            }
            if steps >= maxSteps || now() >= deadline { break }
        }
        main.jobs.removeAll { !$0.isScheduled }
        return steps
    }

    /// Runs every main-actor job until each says `.later` or `.done` (a queue run by hand).
    @MainActor @discardableResult
    public func runMainAll() -> Int { runMain(until: .infinity, now: { 0 }) }
}

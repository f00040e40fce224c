/// An `EventSource` fed from a list of events, for tests, headless runs and replays: no SDL, no clocks.
///
/// Events come out in timestamp order (ties keep the order they were added). With a `now`
/// closure (e.g. `{ clock.now }` over a `ManualFrameClock`), a drain returns only the events due
/// by then, so a script can spread a gesture over frames; without one, a drain returns everything.
/// `waitForEvents` never blocks; it records the request so tests can see the loop went idle.
///
/// With `stampsAtRead` the source behaves like SDL's queue (docs/INPUT.md): each due event is
/// handed out stamped with the drain's time, its earliest time the previous drain's, so a frame
/// that runs late delivers what queued meanwhile as one batch, as on a real device.
@MainActor
public final class ScriptedEventSource: EventSource {
    /// Events not yet drained, in timestamp order.
    public private(set) var pending: [InputEvent] = []
    /// The timeouts `waitForEvents` was called with, oldest first.
    public private(set) var waits: [Double] = []
    /// Restamp due events at the drain that hands them out (needs a `now` closure).
    public var stampsAtRead = false
    private let now: (@MainActor () -> Double)?
    private var lastRead: Double?

    /// Creates a source holding `events`; `now` (if given) decides which are due at each drain.
    public init(_ events: [InputEvent] = [], now: (@MainActor () -> Double)? = nil) {
        self.now = now
        enqueue(events)
    }

    /// Adds events; they are merged into timestamp order after those already waiting.
    public func enqueue(_ events: [InputEvent]) {
        for event in events {
            let index = pending.lastIndex { $0.timestamp <= event.timestamp }.map { $0 + 1 } ?? 0
            pending.insert(event, at: index)
        }
    }

    /// Adds one event.
    public func enqueue(_ event: InputEvent) { enqueue([event]) }

    /// Returns the due events (all of them without a `now` closure), oldest first.
    public func drainEvents() -> [InputEvent] {
        guard let now else {
            defer { pending.removeAll() }
            return pending
        }
        let cutoff = now()
        let due = pending.prefix { $0.timestamp <= cutoff }
        pending.removeFirst(due.count)
        defer { lastRead = cutoff }
        guard stampsAtRead else { return Array(due) }
        let earliest = lastRead ?? cutoff
        return due.map { InputEvent(timestamp: cutoff, earliestTimestamp: earliest, kind: $0.kind) }
    }

    /// Never blocks; records `timeout`.
    public func waitForEvents(timeout: Double) {
        waits.append(timeout)
    }
}

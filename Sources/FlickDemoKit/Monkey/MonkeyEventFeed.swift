import FlickApp
public import FlickInput

/// The monkey's event source: a growing list handed out in time order, each event in the first
/// frame whose time (`now`) has reached its timestamp — the same rule as `ScriptedEventSource`
/// and `ReplayPlayer`, so a saved run replays frame for frame — but O(1) per drain for runs of
/// millions of events.
@MainActor
public final class MonkeyEventFeed: EventSource {
    /// Every event added, in order.
    public private(set) var events: [InputEvent]
    /// How many have been handed out.
    public private(set) var delivered = 0
    private let now: @MainActor () -> Double

    /// Creates a feed over `events` (timestamps never decreasing), due by `now`.
    public init(_ events: [InputEvent] = [], now: @escaping @MainActor () -> Double) {
        self.events = events
        self.now = now
    }

    /// Adds events after those already queued (their timestamps must not go backwards).
    public func append(_ more: [InputEvent]) { events += more }

    /// Forgets the events already handed out (long soak runs keep memory flat).
    public func dropDelivered() {
        events.removeFirst(delivered)
        delivered = 0
    }

    /// True when every event was handed out.
    public var isDrained: Bool { delivered == events.count }

    public func drainEvents() -> [InputEvent] {
        let cutoff = now()
        let start = delivered
        while delivered < events.count && events[delivered].timestamp <= cutoff { delivered += 1 }
        return Array(events[start..<delivered])
    }

    public func waitForEvents(timeout: Double) {}
}

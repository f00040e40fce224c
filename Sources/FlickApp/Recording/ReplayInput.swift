public import FlickInput

/// The event source of a windowed replay: the recording's due events, plus only `.quit` from the
/// live window (closing the window stops the replay; live touches and keys are ignored so the
/// replay stays deterministic).
@MainActor
public final class ReplayInput: EventSource {
    /// The recording's events, handed out as they come due.
    public let recorded: ScriptedEventSource
    /// The live window's events (only `.quit` passes).
    public let live: any EventSource

    /// Plays `recorded`, passing on only quit requests from `live`.
    public init(recorded: ScriptedEventSource, live: any EventSource) {
        self.recorded = recorded
        self.live = live
    }

    /// The recording's due events, then any quit from the window.
    public func drainEvents() -> [InputEvent] {
        let quits = live.drainEvents().filter { $0.kind == .quit }
        return recorded.drainEvents() + quits.map { InputEvent(timestamp: $0.timestamp, kind: .quit) }
    }

    /// Returns at once: a replay runs on virtual time and never waits for input.
    public func waitForEvents(timeout: Double) {}
}

import FlickInput

/// The event source of a windowed replay: the recording's due events, plus only `.quit` from the
/// live window (closing the window stops the replay; live touches and keys are ignored so the
/// replay stays deterministic).
@MainActor
final class ReplayInput: EventSource {
    let recorded: ScriptedEventSource
    let live: any EventSource

    init(recorded: ScriptedEventSource, live: any EventSource) {
        self.recorded = recorded
        self.live = live
    }

    func drainEvents() -> [InputEvent] {
        let quits = live.drainEvents().filter { $0.kind == .quit }
        return recorded.drainEvents() + quits.map { InputEvent(timestamp: $0.timestamp, kind: .quit) }
    }

    func waitForEvents(timeout: Double) {}
}

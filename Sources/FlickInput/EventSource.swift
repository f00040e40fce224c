/// Where input comes from: the SDL event queue, a replay file, or a test script.
@MainActor
public protocol EventSource: AnyObject {
    /// Removes and returns every event waiting now, oldest first, each stamped at dequeue.
    func drainEvents() -> [InputEvent]
    /// Blocks until an event arrives or `timeout` seconds pass (the idle wait). Sources that
    /// cannot block (tests, replays) return at once.
    func waitForEvents(timeout: Double)
}

public import FlickInput

/// Wraps the platform's event source with `KioskInputFilter`: an unplugged gamepad releases
/// every button and axis it held (see there).
@MainActor
public final class KioskEventSource: EventSource {
    /// The source being filtered.
    public let wrapped: any EventSource
    private var filter = KioskInputFilter()

    /// Wraps `wrapped`.
    public init(wrapping wrapped: any EventSource) {
        self.wrapped = wrapped
    }

    /// The wrapped source's events, each followed by the releases it implies.
    public func drainEvents() -> [InputEvent] {
        wrapped.drainEvents().flatMap { filter.filter($0) }
    }

    /// Waits on the wrapped source.
    public func waitForEvents(timeout: Double) {
        wrapped.waitForEvents(timeout: timeout)
    }
}

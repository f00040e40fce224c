import Dispatch
import Synchronization

/// A value made on another thread — `run` hands `make` to one — and waited for by whoever
/// needs it first, or looked at without waiting (`valueIfMade`).
///
/// The procedural viewfinder's pictures painted ahead (FlickDemoKit) are made so, on an
/// `IdleWorker`.
public final class MadeElsewhere<Value: Sendable>: Sendable {
    private let done = DispatchGroup()
    private let result = Mutex<Value?>(nil)

    /// Hands `make` to `run` at once.
    public init(run: (@escaping @Sendable () -> Void) -> Void, make: @escaping @Sendable () -> Value) {
        done.enter()
        run { [self] in
            let value = make()
            result.withLock { $0 = value }
            done.leave()
        }
    }

    /// The value, once made (waits for the making to end).
    public var value: Value {
        done.wait()
        return result.withLock { $0! }
    }

    /// The value if it is made, nil while it is being made (does not wait).
    public var valueIfMade: Value? { result.withLock { $0 } }
}

public import FlickGeometry

/// Decides which mouse events are echoes of touch, so one finger is never two pointers (FEEL.md §6).
///
/// Feed it every raw finger and mouse observation in dequeue order, in logical points; it answers
/// keep or drop for each mouse one. The rules, in order:
/// 1. A mouse event SDL marks as synthesised from touch (`which == SDL_TOUCH_MOUSEID`) is dropped.
/// 2. A button press that arrives within `window` seconds after, and within `radius` points of, a
///    finger event is dropped (X11 pointer emulation is not marked by SDL). Its release is dropped
///    too, whenever it comes, and so is every motion while such a press is held (the emulated drag).
/// 3. A release for a press that was kept is always kept (never a press without its release).
/// 4. Everything else is kept.
/// Pure value; the event source owns one and also sets `SDL_HINT_TOUCH_MOUSE_EVENTS=0`.
public struct TouchMouseDeduplicator: Sendable {
    /// One raw observation from the platform.
    public enum Observation: Hashable, Sendable {
        /// A finger went down, moved or lifted at `location` (points).
        case finger(time: Double, location: Point)
        /// A mouse button changed.
        case mouseButton(
            time: Double, location: Point, button: InputEvent.MouseButton, isDown: Bool, synthesizedFromTouch: Bool
        )
        /// The mouse moved.
        case mouseMotion(time: Double, location: Point, synthesizedFromTouch: Bool)
        /// The mouse wheel turned.
        case mouseWheel(time: Double, synthesizedFromTouch: Bool)
    }

    /// Why a mouse event was dropped.
    public enum DropReason: String, Hashable, Sendable {
        /// SDL marked it as made from a touch.
        case synthesizedFromTouch
        /// A press right after and near a finger event.
        case nearRecentFinger
        /// The release of, or a motion during, a press that was dropped.
        case partOfSuppressedPress
    }

    /// The verdict on one observation.
    public enum Decision: Hashable, Sendable {
        /// Deliver it.
        case keep
        /// Swallow it.
        case drop(DropReason)
    }

    /// How long after a finger event a nearby press counts as its echo, seconds. jQuery Mobile's
    /// vmouse ghost-click blocker uses `resetTimerDuration: 1500` ms.
    public var window: Double
    /// How near a finger event a press must be to count as its echo, points. jQuery Mobile's vmouse
    /// uses `clickDistanceThreshold: 10` (CSS px ≈ points).
    public var radius: Double

    private struct FingerMark: Sendable {
        var time: Double
        var location: Point
    }

    private var recentFingers: [FingerMark] = []
    private var suppressedButtons: Set<InputEvent.MouseButton> = []
    private var keptButtons: Set<InputEvent.MouseButton> = []

    /// The number of finger events remembered for rule 2 (enough for ten fingers' worth of bursts).
    static let fingerMemory = 32

    /// Creates a deduplicator with the given echo window (seconds) and radius (points).
    public init(window: Double = 1.5, radius: Double = 10) {
        self.window = window
        self.radius = radius
    }

    /// Whether to keep a mouse observation; finger observations are always kept and remembered.
    public mutating func decide(_ observation: Observation) -> Decision {
        switch observation {
        case .finger(let time, let location):
            recentFingers.append(FingerMark(time: time, location: location))
            if recentFingers.count > Self.fingerMemory { recentFingers.removeFirst() }
            return .keep

        case .mouseWheel(_, let synthesized):
            return synthesized ? .drop(.synthesizedFromTouch) : .keep

        case .mouseMotion(_, _, let synthesized):
            if synthesized { return .drop(.synthesizedFromTouch) }
            return suppressedButtons.isEmpty ? .keep : .drop(.partOfSuppressedPress)

        case .mouseButton(let time, let location, let button, let isDown, let synthesized):
            if isDown {
                // The newest press of a button decides what its release does (a press whose
                // release never came must not capture a later one: found by scripts/fuzz events).
                if synthesized {
                    suppressedButtons.insert(button)
                    keptButtons.remove(button)
                    return .drop(.synthesizedFromTouch)
                }
                if isNearRecentFinger(time: time, location: location) {
                    suppressedButtons.insert(button)
                    keptButtons.remove(button)
                    return .drop(.nearRecentFinger)
                }
                suppressedButtons.remove(button)
                keptButtons.insert(button)
                return .keep
            }
            if suppressedButtons.remove(button) != nil {
                return synthesized ? .drop(.synthesizedFromTouch) : .drop(.partOfSuppressedPress)
            }
            if keptButtons.remove(button) != nil { return .keep }
            if synthesized { return .drop(.synthesizedFromTouch) }
            return isNearRecentFinger(time: time, location: location) ? .drop(.nearRecentFinger) : .keep
        }
    }

    /// Convenience: true when `decide` says keep.
    public mutating func shouldKeep(_ observation: Observation) -> Bool {
        decide(observation) == .keep
    }

    /// Forgets all history (e.g. after focus loss, when SDL may never deliver the releases).
    public mutating func reset() {
        recentFingers.removeAll()
        suppressedButtons.removeAll()
        keptButtons.removeAll()
    }

    private func isNearRecentFinger(time: Double, location: Point) -> Bool {
        recentFingers.contains { finger in
            let age = time - finger.time
            return age >= 0 && age <= window && finger.location.distance(to: location) <= radius
        }
    }
}

public import FlickGeometry

/// Turns raw platform finger reports into well-formed touches: a fresh Flick id per touch (never
/// reused in a run), every touch begins before it moves and ends exactly once, and `cancelAll()`
/// cancels every live touch (focus loss).
///
/// Raw fingers are keyed by (device, finger) because SDL finger ids are only unique per device and
/// are reused (kmsdrm reuses the slot number for the next touch). Reports for fingers it doesn't
/// know — a move or lift after the touch was cancelled, or for a touch that began elsewhere — are
/// dropped. Pure value.
public struct TouchRegistry: Sendable {
    /// A platform finger: SDL's touch device id and finger id.
    public struct RawFinger: Hashable, Sendable {
        /// The touch device (SDL_TouchID).
        public var device: Int64
        /// The finger on that device (SDL_FingerID).
        public var finger: Int64
        /// Creates a key.
        public init(device: Int64, finger: Int64) {
            self.device = device
            self.finger = finger
        }
    }

    private var live: [RawFinger: InputEvent.Touch] = [:]
    private var nextID: Int64

    /// Creates an empty registry whose first touch gets id `firstID`.
    public init(firstID: Int64 = 1) {
        nextID = firstID
    }

    /// Every live touch, in the order they began (by id), with its last location and phase.
    public var liveTouches: [InputEvent.Touch] { live.values.sorted { $0.id < $1.id } }

    /// Records a raw report and returns the touches to deliver (usually one; none when the report
    /// is for an unknown finger; two when a finger goes down again without having been lifted: the
    /// stale touch is cancelled first).
    public mutating func update(
        _ raw: RawFinger, phase: InputEvent.Phase, location: Point, pressure: Double = 1
    ) -> [InputEvent.Touch] {
        switch phase {
        case .began:
            var out: [InputEvent.Touch] = []
            if var stale = live[raw] {
                stale.phase = .cancelled
                out.append(stale)
            }
            let touch = InputEvent.Touch(id: nextID, phase: .began, location: location, pressure: pressure)
            nextID += 1
            live[raw] = touch
            out.append(touch)
            return out
        case .moved:
            guard var touch = live[raw] else { return [] }
            touch.phase = .moved
            touch.location = location
            touch.pressure = pressure
            live[raw] = touch
            return [touch]
        case .ended, .cancelled:
            guard var touch = live.removeValue(forKey: raw) else { return [] }
            touch.phase = phase
            touch.location = location
            touch.pressure = pressure
            return [touch]
        }
    }

    /// Ends every live touch as `.cancelled` at its last location, oldest first.
    public mutating func cancelAll() -> [InputEvent.Touch] {
        let cancelled = liveTouches.map { touch -> InputEvent.Touch in
            var touch = touch
            touch.phase = .cancelled
            return touch
        }
        live.removeAll()
        return cancelled
    }
}

import FlickAnimation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One scroll axis as a pure simulation: a finger drags it (with a rubber band past the edges),
/// a release starts a decay, a bounce or a settle, and `step(to:)` moves it to any time.
///
/// Offsets are content offsets (points; growing as the content moves towards the start, like
/// UIScrollView's `contentOffset`) and velocities are in the same direction, points per second: a
/// finger moving at v gives the content offset −v. Every motion after a release is a closed-form
/// function of time (`DecaySimulation`, `SpringSimulation`) and the moment a coast crosses an edge
/// is solved exactly, so `value(at:)` gives the same answer whatever frames sampled it before.
public struct ScrollAxisState: Hashable, Sendable {
    /// Limits, bounce, deceleration and paging.
    public private(set) var configuration: ScrollAxisConfiguration
    /// The displayed content offset as of the last `step(to:)`, drag or release, points.
    public internal(set) var offset: Double
    /// The offset's velocity as of the last update, points per second.
    public internal(set) var velocity: Double = 0
    /// What the axis is doing.
    public internal(set) var phase: ScrollPhase = .idle

    /// The un-banded offset the finger would put the content at for zero translation.
    private var dragOrigin: Double = 0
    /// The motion after a release or an animated scroll, with the time it began.
    var motion: Motion?

    /// Creates an axis at rest at `offset` (clamped to the configuration's range).
    public init(configuration: ScrollAxisConfiguration, offset: Double = 0) {
        self.configuration = configuration
        self.offset = configuration.clamp(offset.isFinite ? offset : 0)
    }

    /// True while something moves the axis on its own (not a finger): frames must keep coming.
    public var isMoving: Bool { motion != nil }

    /// The offset the current motion comes to rest at (the current offset if none).
    public var restingOffset: Double { motion?.destination ?? offset }

    /// Replaces the configuration (content or viewport changed). At rest, the offset is clamped
    /// into the new range; a running motion or drag carries on and will come back into range.
    public mutating func reconfigure(_ configuration: ScrollAxisConfiguration) {
        self.configuration = configuration
        if phase == .idle { offset = configuration.clamp(offset) }
    }

    /// Puts the axis at `offset` at once, without a band or an animation, and stops any motion
    /// (`contentOffset = …`). The offset is not clamped, like UIScrollView's.
    public mutating func setOffset(_ offset: Double) {
        guard offset.isFinite else { return }
        self.offset = offset
        velocity = 0
        motion = nil
        if phase != .dragging { phase = .idle }
    }

    /// A finger takes hold: any motion stops where it is at `time` (a catch) and the drag starts
    /// from the finger offset that shows the current, possibly rubber-banded, offset — so the
    /// content does not jump.
    public mutating func beginDrag(at time: Double) {
        step(to: time)
        motion = nil
        velocity = 0
        phase = .dragging
        dragOrigin = configuration.unbanded(offset)
    }

    /// The finger has moved `translation` points along the axis since `beginDrag` (screen
    /// direction: positive moves the content towards the end, so the offset decreases).
    public mutating func drag(translation: Double) {
        guard phase == .dragging, translation.isFinite else { return }
        offset = configuration.banded(dragOrigin - translation)
    }

    /// Moves by `delta` points of content offset at once, clamped to the range (a wheel notch or a
    /// stick step): the content never rubber-bands from a wheel. Stops any motion.
    public mutating func scroll(by delta: Double) {
        guard delta.isFinite, phase != .dragging else { return }
        motion = nil
        velocity = 0
        phase = .idle
        offset = configuration.clamp(offset + delta)
    }
}

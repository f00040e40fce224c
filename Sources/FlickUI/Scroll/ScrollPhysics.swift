public import FlickAnimation
public import FlickGeometry

/// A scroll view's motion on both axes: two independent `ScrollAxisState`s behind a `Point` API.
/// Pure and time-parameterised like the axes; the scroll view owns one and steps it every frame.
///
/// Offsets are content offsets (points) and velocities are content-offset velocities (points per
/// second; the finger's velocity negated).
public struct ScrollPhysics: Hashable, Sendable {
    /// The horizontal axis.
    public var horizontal: ScrollAxisState
    /// The vertical axis.
    public var vertical: ScrollAxisState

    /// Creates physics at rest at `offset`.
    public init(horizontal: ScrollAxisConfiguration, vertical: ScrollAxisConfiguration, offset: Point = .zero) {
        self.horizontal = ScrollAxisState(configuration: horizontal, offset: offset.x)
        self.vertical = ScrollAxisState(configuration: vertical, offset: offset.y)
    }

    /// The displayed content offset.
    public var offset: Point { Point(x: horizontal.offset, y: vertical.offset) }
    /// The content offset's velocity, points per second.
    public var velocity: Point { Point(x: horizontal.velocity, y: vertical.velocity) }
    /// True while either axis moves on its own.
    public var isMoving: Bool { horizontal.isMoving || vertical.isMoving }
    /// Where the current motions come to rest.
    public var restingOffset: Point { Point(x: horizontal.restingOffset, y: vertical.restingOffset) }

    /// The more eventful of the two axes' phases (dragging, then bouncing, settling, decelerating,
    /// animating, idle).
    public var phase: ScrollPhase {
        let order: [ScrollPhase] = [.dragging, .bouncing, .settling, .decelerating, .animating]
        return order.first { $0 == horizontal.phase || $0 == vertical.phase } ?? .idle
    }

    /// Replaces both axes' configurations.
    public mutating func reconfigure(horizontal h: ScrollAxisConfiguration, vertical v: ScrollAxisConfiguration) {
        horizontal.reconfigure(h)
        vertical.reconfigure(v)
    }

    /// Sets the offset at once, stopping every motion.
    public mutating func setOffset(_ offset: Point) {
        horizontal.setOffset(offset.x)
        vertical.setOffset(offset.y)
    }

    /// A finger takes hold at `time` (catching any motion where it is).
    public mutating func beginDrag(at time: Double) {
        horizontal.beginDrag(at: time)
        vertical.beginDrag(at: time)
    }

    /// The finger's translation since `beginDrag` (screen direction). Zero out an axis to lock
    /// the drag to the other one.
    public mutating func drag(translation: Point) {
        horizontal.drag(translation: translation.x)
        vertical.drag(translation: translation.y)
    }

    /// What a release with `velocity` would settle on, for the delegate to adjust.
    public func proposedTarget(velocity: Point) -> ScrollTarget {
        ScrollTarget(
            proposed: Point(
                x: horizontal.proposedRestingOffset(velocity: velocity.x),
                y: vertical.proposedRestingOffset(velocity: velocity.y)))
    }

    /// The finger lifts at `time` with `velocity`; `target` is the (possibly adjusted) result of
    /// `proposedTarget(velocity:)`, or nil to let the physics decide.
    public mutating func release(velocity: Point, target: ScrollTarget? = nil, at time: Double) {
        horizontal.release(
            velocity: velocity.x, target: target.flatMap { $0.isAdjustedHorizontally ? $0.contentOffset.x : nil },
            at: time)
        vertical.release(
            velocity: velocity.y, target: target.flatMap { $0.isAdjustedVertically ? $0.contentOffset.y : nil },
            at: time)
    }

    /// Moves by `delta` at once, clamped to the content (wheel, stick).
    public mutating func scroll(by delta: Point) {
        if delta.x != 0 { horizontal.scroll(by: delta.x) }
        if delta.y != 0 { vertical.scroll(by: delta.y) }
    }

    /// Springs to `target` from the current offset and velocity (animated scrolling).
    public mutating func animate(to target: Point, spring: Spring = .smooth, at time: Double) {
        horizontal.animate(to: target.x, spring: spring, at: time)
        vertical.animate(to: target.y, spring: spring, at: time)
    }

    /// Stops both axes where they are at `time`.
    public mutating func stop(at time: Double) {
        horizontal.stop(at: time)
        vertical.stop(at: time)
    }

    /// Advances both axes to `time`.
    public mutating func step(to time: Double) {
        horizontal.step(to: time)
        vertical.step(to: time)
    }

    /// The offset at `time` without changing anything.
    public func value(at time: Double) -> Point {
        Point(x: horizontal.value(at: time).offset, y: vertical.value(at: time).offset)
    }
}

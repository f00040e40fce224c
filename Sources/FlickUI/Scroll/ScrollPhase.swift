/// What one scroll axis (or a scroll view) is doing.
public enum ScrollPhase: Hashable, Sendable {
    /// At rest.
    case idle
    /// Following a finger (or a held pointer).
    case dragging
    /// Coasting after a fling, slowing down by the deceleration rate.
    case decelerating
    /// Returning to an edge it was dragged or flung past.
    case bouncing
    /// Springing to a chosen resting offset: a page, or a target the delegate picked.
    case settling
    /// Moving to an offset asked for in code (`setContentOffset(_:animated: true)`, focus).
    case animating

    /// True for the phases that follow a release: decelerating, bouncing and settling
    /// (UIScrollView's `isDecelerating`).
    public var isDecelerating: Bool { self == .decelerating || self == .bouncing || self == .settling }
}

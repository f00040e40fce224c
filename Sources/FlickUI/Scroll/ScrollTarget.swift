public import FlickGeometry

/// Where a scroll view will come to rest after the finger lifts: what
/// `scrollViewWillEndDragging(_:velocity:targetContentOffset:)` sees and may change.
///
/// `proposed` is what the physics would do on its own (the decay's resting point clamped to the
/// content, or the chosen page). When `contentOffset` is left alone the physics runs unchanged
/// (decay with a bounce at the edge, or the paging spring); when it is changed, the content
/// springs from the release position and velocity to the new target instead (clamped to the
/// content), so the speed carries over without a jump.
public struct ScrollTarget: Hashable, Sendable {
    /// What the physics proposed, in content-offset coordinates (points).
    public let proposed: Point
    /// The target the scroll view will settle at; change it to redirect the motion.
    public var contentOffset: Point

    /// Creates a target that starts as the proposal.
    public init(proposed: Point) {
        self.proposed = proposed
        contentOffset = proposed
    }

    /// True when `contentOffset` differs from the proposal on the x axis.
    public var isAdjustedHorizontally: Bool { contentOffset.x != proposed.x }
    /// True when `contentOffset` differs from the proposal on the y axis.
    public var isAdjustedVertically: Bool { contentOffset.y != proposed.y }
}

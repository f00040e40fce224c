/// Where a row's swipe settles when the finger lifts: open (actions shown) or closed (pure).
///
/// FEEL.md §5's release order: velocity first — faster than `velocityThreshold` towards opening
/// opens, towards closing closes — then position: more than `positionThreshold` of the actions
/// shown opens. The thresholds are the habr article's for a horizontal interactive swipe
/// (FEEL.md §1, habr: abs(vx) > 200 pt/s in the swipe direction, fraction > 0.5).
struct ChatRevealRule: Hashable, Sendable {
    /// Release speed that decides by itself, points per second (FEEL.md §1, habr: 200 pt/s).
    var velocityThreshold = 200.0
    /// Fraction of the actions' width past which a slow release opens (FEEL.md §1, habr: 0.5).
    var positionThreshold = 0.5

    /// Whether a release with `openFraction` of the actions shown (0 closed, 1 open, beyond 1
    /// while rubber-banding) and `openingVelocity` (points per second, positive towards opening:
    /// a finger moving right) settles open. Non-finite input settles closed.
    func opens(openFraction: Double, openingVelocity: Double) -> Bool {
        guard openFraction.isFinite else { return false }
        let v = openingVelocity.isFinite ? openingVelocity : 0
        if v > velocityThreshold { return true }
        if v < -velocityThreshold { return false }
        return openFraction > positionThreshold
    }
}

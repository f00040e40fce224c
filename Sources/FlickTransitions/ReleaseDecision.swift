/// Where a released interactive transition goes (FEEL.md §5): velocity first — past the
/// threshold in the direction of travel it finishes, against it it cancels — then position:
/// past the fraction threshold it finishes.
public enum ReleaseDecision: Hashable, Sendable {
    /// Run on to the end.
    case finish
    /// Run back to the start.
    case cancel

    /// Decides a release at `progress` (0…1) moving at `velocity` (progress units per second,
    /// positive towards the end). `velocityThreshold` is in progress units per second (habr:
    /// 200 pt/s over the container's width, FEEL.md §1); `positionThreshold` a fraction (habr: 0.5).
    public static func decide(
        progress: Double, velocity: Double, velocityThreshold: Double, positionThreshold: Double = 0.5
    ) -> ReleaseDecision {
        let v = velocity.isFinite ? velocity : 0
        if abs(v) > max(velocityThreshold, 0) { return v > 0 ? .finish : .cancel }
        return progress > positionThreshold ? .finish : .cancel
    }
}

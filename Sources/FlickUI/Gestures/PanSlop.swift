public import FlickGeometry

/// An axis of movement.
public enum Axis: String, Hashable, Sendable {
    /// Left–right.
    case horizontal
    /// Up–down.
    case vertical
}

/// Which movements a pan accepts when its slop is crossed.
public enum PanDirection: String, Hashable, Sendable {
    /// Any direction.
    case free
    /// Only if the horizontal component wins at the slop (a pager inside a vertical list).
    case horizontal
    /// Only if the vertical component wins at the slop.
    case vertical
}

/// The pure decision a pan makes while its touch moves: wait, begin (locking to the axis that
/// won), or fail. FEEL.md §5: the slop is 10 pt for touch and 4 pt for mouse; the direction
/// locks to one axis when the slop is crossed; the larger component wins; ties go horizontal.
public enum PanSlop {
    /// What to do with a translation.
    public enum Outcome: Hashable, Sendable {
        /// Still within the slop.
        case undecided
        /// The slop was crossed; the axis that won.
        case begin(Axis)
        /// The slop was crossed along an axis the pan does not accept.
        case fail
    }

    /// The decision for `translation` (points from where the touch went down) with `slop`
    /// points: undecided while the distance is at most the slop, else the axis with the larger
    /// component (horizontal on a tie), failing if `direction` excludes it.
    public static func decide(translation: Point, slop: Double, direction: PanDirection) -> Outcome {
        guard translation.isFinite, translation.length > slop else { return .undecided }
        let axis: Axis = abs(translation.x) >= abs(translation.y) ? .horizontal : .vertical
        switch (direction, axis) {
        case (.free, _), (.horizontal, .horizontal), (.vertical, .vertical): return .begin(axis)
        default: return .fail
        }
    }
}

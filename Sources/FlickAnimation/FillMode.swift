/// What an animation shows outside its active period (CAMediaTimingFillMode).
public enum FillMode: Hashable, Sendable {
    /// Nothing: before its start and after its end the animation has no effect (CA's default).
    case removed
    /// After the end, the final value is held (while the animation is still attached).
    case forwards
    /// Before the start (e.g. during a delay), the first value is shown.
    case backwards
    /// Both `forwards` and `backwards`.
    case both

    /// True when the first value is shown before the start.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// True when the final value is held after the end.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}

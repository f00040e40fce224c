/// A direction focus can move in: D-pad, arrow keys, or the left stick.
public enum FocusDirection: String, Hashable, Sendable, CaseIterable {
    /// Towards smaller y.
    case up
    /// Towards larger y.
    case down
    /// Towards smaller x.
    case left
    /// Towards larger x.
    case right

    /// True for left and right.
    public var isHorizontal: Bool { self == .left || self == .right }
}

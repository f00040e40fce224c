public import FlickGeometry
public import FlickUI

/// One of the five places of the two-axis container (the two-axis article, seed 001): the centre
/// over the background (the camera), one panel on each side of it.
///
/// Positions are measured in *panel units*: a 2-D point whose x is +1 when the right panel is
/// fully shown and −1 for the left one, whose y is +1 for the bottom panel and −1 for the top
/// one. Because navigation always passes through the centre and one axis moves at a time, a
/// position has at most one non-zero component (it lies on a "plus").
public enum Panel: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Left of the centre (x = −1).
    case left
    /// The centre (0, 0): usually transparent controls over the background.
    case center
    /// Right of the centre (x = +1).
    case right
    /// Above the centre (y = −1).
    case top
    /// Below the centre (y = +1).
    case bottom

    /// Where the container rests while this panel is shown, in panel units.
    public var restingPosition: Point {
        switch self {
        case .left: Point(x: -1, y: 0)
        case .center: .zero
        case .right: Point(x: 1, y: 0)
        case .top: Point(x: 0, y: -1)
        case .bottom: Point(x: 0, y: 1)
        }
    }

    /// The axis this panel lies on; nil for the centre, which is on both.
    public var axis: Axis? {
        switch self {
        case .left, .right: .horizontal
        case .top, .bottom: .vertical
        case .center: nil
        }
    }

    /// The unit vector from the centre towards this panel's resting position (zero for the centre).
    public var direction: Point { restingPosition }

    /// The side panel at `value` (−1 or +1) on `axis`, or the centre for 0; nil otherwise.
    public static func at(_ value: Double, on axis: Axis) -> Panel? {
        switch (value, axis) {
        case (0, _): .center
        case (-1, .horizontal): .left
        case (1, .horizontal): .right
        case (-1, .vertical): .top
        case (1, .vertical): .bottom
        default: nil
        }
    }

    /// The panel resting exactly at `position`, if any.
    public static func resting(at position: Point) -> Panel? {
        allCases.first { $0.restingPosition == position }
    }

    /// The name, for messages.
    public var description: String { rawValue }
}

extension Point {
    /// The component along `axis`.
    public func component(_ axis: Axis) -> Double { axis == .horizontal ? x : y }

    /// A point with `value` on `axis` and zero on the other.
    public static func on(_ axis: Axis, _ value: Double) -> Point {
        axis == .horizontal ? Point(x: value, y: 0) : Point(x: 0, y: value)
    }
}

extension Size {
    /// The length along `axis` (width for horizontal), points.
    public func dimension(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
}

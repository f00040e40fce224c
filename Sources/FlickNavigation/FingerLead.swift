import FlickGeometry
import FlickUI

/// How far the side panels on a resisting axis run ahead of the position
/// (`NavigationConfiguration.panelsFollowFinger`), in panel units along that axis.
///
/// While a finger drags, the position meets the article's resistance but the panels follow the
/// finger: the lead is the unbanded position minus the banded one. Once the finger lets go (or
/// a request takes the container), the lead shrinks in proportion to the way left to the target,
/// so the panels arrive with the position and nothing jumps at the hand-off.
struct FingerLead {
    /// The axis the lead is on.
    private(set) var axis: Axis = .vertical
    /// The lead while dragging, or when the settle began.
    private(set) var amount = 0.0
    /// While settling: the position's value where the lead was `amount`, and the target's.
    private var decay: (from: Double, to: Double)?
    /// Added to a drag's own lead when a finger caught the panels ahead of the position.
    private var catchOffset = 0.0

    /// No lead.
    static let none = FingerLead()

    /// The lead at `position` (a point on the lead's axis; zero when there is none).
    func value(at position: Point) -> Point {
        guard amount != 0 else { return .zero }
        guard let decay else { return Point.on(axis, amount) }
        let span = decay.from - decay.to
        guard abs(span) > 1e-9 else { return .zero }
        let left = (position.component(axis) - decay.to) / span
        return Point.on(axis, amount * min(max(left, 0), 1))
    }

    /// A finger takes the container at `position` (catching what the panels show now).
    mutating func beginDrag(at position: Point) {
        catchOffset = value(at: position).component(axis)
        decay = nil
    }

    /// The finger shows `shown` on `axis` for an unbanded `raw`.
    mutating func drag(axis: Axis, raw: Double, shown: Double) {
        self.axis = axis
        amount = raw - shown + catchOffset
        decay = nil
    }

    /// A settle towards `target` starts at `position`: the lead shrinks to nothing on the way.
    mutating func settle(from position: Point, to target: Point) {
        let now = value(at: position).component(axis)
        amount = now
        decay = (position.component(axis), target.component(axis))
        catchOffset = 0
    }
}

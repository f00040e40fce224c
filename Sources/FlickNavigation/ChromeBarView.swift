import FlickGeometry
import FlickUI

/// The nav bar: a touch inside any of its buttons counts as inside the bar, so a button moved
/// partly out of it (the overview's action button drops 55 pt, FEEL.md §1) is hit over its whole
/// visible area rather than only where it still overlaps the bar.
@MainActor
final class ChromeBarView: View {
    /// Inside the bar's bounds, or inside a visible subview through its transform.
    override func point(inside point: Point) -> Bool {
        if bounds.contains(point) { return true }
        for child in subviews where child.canBeHit {
            if let local = child.convert(point, from: self), child.point(inside: local) { return true }
        }
        return false
    }
}

extension View {
    /// Not hidden, not transparent, interactive (hit testing's own test).
    fileprivate var canBeHit: Bool { !isHidden && alpha >= View.hitTestAlphaThreshold && isUserInteractionEnabled }
}

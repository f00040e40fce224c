public import FlickGeometry

/// Follows a `SwipeNavigationController`'s position (the chrome's protocol). Every method has an
/// empty default.
///
/// For each change of panel: `willNavigate(to:)` when the position leaves the current panel
/// towards a neighbour, then either `didNavigate(to:)` when it reaches that neighbour (which
/// becomes current) or `didCancelNavigation(to:)` when it comes back. A route through the centre
/// (left → top, say) commits the centre on the way. `didUpdate(position:)` follows every change
/// of the fractional 2-D position (panel units, see `Panel`), interactive or not, and once more
/// after a relayout.
@MainActor
public protocol SwipeNavigationObserver: AnyObject {
    /// The position left the current panel towards `panel`.
    func swipeNavigation(_ controller: SwipeNavigationController, willNavigateTo panel: Panel)
    /// The position changed.
    func swipeNavigation(_ controller: SwipeNavigationController, didUpdate position: Point)
    /// The move towards `panel` was given up; the current panel stays.
    func swipeNavigation(_ controller: SwipeNavigationController, didCancelNavigationTo panel: Panel)
    /// `panel` is now the current panel.
    func swipeNavigation(_ controller: SwipeNavigationController, didNavigateTo panel: Panel)
}

extension SwipeNavigationObserver {
    /// Default: nothing.
    public func swipeNavigation(_ controller: SwipeNavigationController, willNavigateTo panel: Panel) {}
    /// Default: nothing.
    public func swipeNavigation(_ controller: SwipeNavigationController, didUpdate position: Point) {}
    /// Default: nothing.
    public func swipeNavigation(_ controller: SwipeNavigationController, didCancelNavigationTo panel: Panel) {}
    /// Default: nothing.
    public func swipeNavigation(_ controller: SwipeNavigationController, didNavigateTo panel: Panel) {}
}

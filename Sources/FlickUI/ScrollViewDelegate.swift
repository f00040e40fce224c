public import FlickGeometry

/// What a scroll view tells the object that follows it (UIScrollViewDelegate's scrolling part).
/// Every method has an empty default. Velocities are content-offset velocities in points per
/// second (UIKit passes points per millisecond; Flick keeps one unit everywhere).
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (drag, deceleration, bounce, paging, animation, wheel, stick).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A finger (or the pointer) started dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger is lifting with `velocity`; `targetContentOffset` is where the content will come
    /// to rest (see `ScrollTarget`). Change it to pick another resting place: the content then
    /// springs there from the release velocity.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point)
    /// The finger lifted; `willDecelerate` says whether the content keeps moving on its own.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool)
    /// The content started moving on its own after a release.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The motion after a release came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset`/`scrollRectToVisible` came to rest.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Leaves the target alone.
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
    }
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}

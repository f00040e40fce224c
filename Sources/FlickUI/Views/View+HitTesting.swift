public import FlickGeometry

extension View {
    /// Views fainter than this are skipped by hit testing (UIKit: "alpha less than 0.01").
    public static let hitTestAlphaThreshold = 0.01

    /// UIView's default `hitTest(_:)`: the deepest visible, enabled view of this subtree under
    /// `point` (this view's coordinates), or nil. Like UIKit's default:
    /// - hidden views, views with alpha below 0.01 and views with `isUserInteractionEnabled ==
    ///   false` are skipped together with their subviews;
    /// - a point outside this view (`point(inside:)`) finds nothing here, not even in subviews that
    ///   stick out (so anything clipped away by `clipsToBounds` is never hit either);
    /// - subviews are tried front to back (higher `zPosition` first, then later subviews), each in
    ///   its own coordinates through its 3-D transform (the exact un-projection of the plane).
    /// Model values are tested, not presentation values (UIKit hit-tests the model layer).
    public func defaultHitTest(_ point: Point) -> View? {
        guard canReceiveHits, self.point(inside: point) else { return nil }
        for child in subviewsFrontToBack {
            guard let local = child.transformToSuperview.unproject(point) else { continue }
            if let hit = child.hitTest(local) { return hit }
        }
        return self
    }

    /// Not hidden, not transparent, interactive.
    var canReceiveHits: Bool {
        !isHidden && alpha >= Self.hitTestAlphaThreshold && isUserInteractionEnabled
    }

    /// Subviews in hit-testing order: the front-most first (zPosition, then order).
    var subviewsFrontToBack: [View] {
        let indexed = subviews.enumerated().map { ($0.offset, $0.element) }
        let sorted = indexed.sorted { a, b in
            let za = a.1.layer.zPosition
            let zb = b.1.layer.zPosition
            return za != zb ? za > zb : a.0 > b.0
        }
        return sorted.map(\.1)
    }
}

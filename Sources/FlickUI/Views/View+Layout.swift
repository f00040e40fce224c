extension View {
    /// Marks the view for layout: the application's layout phase (step 5, after animate and
    /// before compose) calls `layoutSubviews` on it. Cheap; call it as often as you like.
    public func setNeedsLayout() {
        needsLayout = true
        // One walk up marks the way and finds the root (the window, when in one).
        var root = self
        root.subtreeNeedsLayout = true
        while let parent = root.superview {
            parent.subtreeNeedsLayout = true
            root = parent
        }
        (root as? Window)?.needsLayoutPass = true
        invalidateDisplay()
    }

    /// Lays out this subtree now, top-down: a view marked by `setNeedsLayout()` gets
    /// `layoutSubviews()` (which may move or resize its subviews, marking them in turn), then its
    /// subviews are visited. Views not marked are passed through without a call, and subtrees
    /// with nothing marked are not entered: a frame that lays out one panel's views does not walk
    /// the whole window (UIKit's layout engine likewise lays out only what was invalidated).
    public func layoutIfNeeded() {
        guard subtreeNeedsLayout || needsLayout else { return }
        // Cleared before the calls: a mark made during them sets it again, for the next round.
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for child in subviews { child.layoutIfNeeded() }
    }
}

extension View {
    /// Marks the view for layout: the application's layout phase (step 5, after animate and
    /// before compose) calls `layoutSubviews` on it. Cheap; call it as often as you like.
    public func setNeedsLayout() {
        needsLayout = true
        window?.needsLayoutPass = true
        invalidateDisplay()
    }

    /// Lays out this subtree now, top-down: a view marked by `setNeedsLayout()` gets
    /// `layoutSubviews()` (which may move or resize its subviews, marking them in turn), then its
    /// subviews are visited. Views not marked are passed through without a call.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for child in subviews { child.layoutIfNeeded() }
    }
}

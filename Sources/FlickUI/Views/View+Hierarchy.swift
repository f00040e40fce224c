import FlickLayers

extension View {
    /// The window at the root of this view's tree, if it is in one.
    public var window: Window? {
        var node: View? = self
        while let n = node {
            if let w = n as? Window { return w }
            node = n.superview
        }
        return nil
    }

    /// Appends `view` as the front-most subview (removing it from any previous superview first).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range). Its layer goes
    /// to the matching place among this layer's sublayers: just below the layer of the subview
    /// that follows it, or on top when it is front-most.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "A view cannot be its own subview; add it to another view")
        precondition(
            !isDescendant(of: view), "Adding an ancestor as a subview would make a cycle; remove it from the tree first")
        precondition(!(view is Window), "A window is the root of a view tree; add its content, not the window")
        var target = index
        let oldWindow = view.window
        if let old = view.superview {
            if old === self, let i = subviews.firstIndex(where: { $0 === view }), i < target { target -= 1 }
            old.detach(view)
        }
        target = min(max(target, 0), subviews.count)
        view.willMove(toSuperview: self)
        subviews.insert(view, at: target)
        view.superview = self
        if target + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[target + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.setNeedsLayout()
        invalidateDisplay()
        let newWindow = view.window
        if oldWindow !== newWindow { view.notifyWindowChange(from: oldWindow, to: newWindow) }
    }

    /// Inserts `view` just below `sibling`, which must be a subview of this view.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else {
            preconditionFailure("insertSubview(_:belowSubview:) needs a sibling that is a subview of this view")
        }
        insertSubview(view, at: i)
    }

    /// Inserts `view` just above `sibling`, which must be a subview of this view.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else {
            preconditionFailure("insertSubview(_:aboveSubview:) needs a sibling that is a subview of this view")
        }
        insertSubview(view, at: i + 1)
    }

    /// Moves `view`, a subview, to the front. Does nothing for a view that is not a subview.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view`, a subview, to the back. Does nothing for a view that is not a subview.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Detaches the view from its superview; does nothing if it has none.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.detach(self)
        parent.invalidateDisplay()
        if oldWindow != nil { notifyWindowChange(from: oldWindow, to: nil) }
    }

    /// True when `other` is this view or one of its ancestors.
    public func isDescendant(of other: View) -> Bool {
        var node: View? = self
        while let n = node {
            if n === other { return true }
            node = n.superview
        }
        return false
    }

    /// Every view of this subtree, depth first, parents before children (this view first).
    public var subtree: [View] {
        var result: [View] = [self]
        for child in subviews { result.append(contentsOf: child.subtree) }
        return result
    }

    /// Finds the first view of this subtree (this one included) named `name`.
    public func view(named name: String) -> View? {
        subtree.first { $0.name == name }
    }

    private func detach(_ view: View) {
        willRemoveSubview(view)
        view.willMove(toSuperview: nil)
        subviews.removeAll { $0 === view }
        view.superview = nil
        view.layer.removeFromSuperlayer()
        view.didMoveToSuperview()
    }

    /// Tells the subtree it entered or left a window; controllers' root views forward it to their
    /// controllers (automatic appearance callbacks).
    func notifyWindowChange(from oldWindow: Window?, to newWindow: Window?) {
        for v in subtree {
            v.didMoveToWindow()
            v.viewController?.viewDidMoveToWindow(from: oldWindow, to: newWindow)
        }
    }
}

extension ViewController {
    /// Adds `child` as a contained controller (UIKit's contract): calls
    /// `child.willMove(toParent: self)` first (removing it from a previous parent), then appends
    /// it. The container then adds the child's view and calls `child.didMove(toParent: self)`.
    public func addChild(_ child: ViewController) {
        precondition(child !== self, "A controller cannot contain itself; add another controller")
        precondition(!isDescendant(of: child), "Adding an ancestor as a child would make a cycle")
        if child.parent === self { return }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent (UIKit's contract): the container calls
    /// `willMove(toParent: nil)` and removes the view first; this then detaches the controller and
    /// calls `didMove(toParent: nil)`. Does nothing without a parent.
    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// True when `other` is this controller or one of its parents.
    public func isDescendant(of other: ViewController) -> Bool {
        var node: ViewController? = self
        while let n = node {
            if n === other { return true }
            node = n.parent
        }
        return false
    }
}

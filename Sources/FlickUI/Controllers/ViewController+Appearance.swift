extension ViewController {
    /// Starts an appearance transition (containers call it around moving a child's view; UIKit's
    /// `beginAppearanceTransition(_:animated:)`). Appearing from disappeared/disappearing calls
    /// `viewWillAppear`; disappearing from appeared/appearing calls `viewWillDisappear`; a call that
    /// repeats the current direction does nothing. Forwards to children whose views are inside
    /// this view when `shouldAutomaticallyForwardAppearanceMethods`.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
        for child in forwardedChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
        lastAppearanceAnimated = animated
    }

    /// Ends the transition begun by `beginAppearanceTransition`: appearing → `viewDidAppear`,
    /// disappearing → `viewDidDisappear`. Does nothing when no transition is under way.
    public func endAppearanceTransition() {
        let animated = lastAppearanceAnimated
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        for child in forwardedChildren { child.endAppearanceTransition() }
    }

    /// Children that follow this controller's appearance.
    private var forwardedChildren: [ViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return [] }
        return children.filter { child in
            guard let v = child.viewIfLoaded else { return false }
            return v.isDescendant(of: root)
        }
    }

    /// The automatic part: the root view entered or left a window. Entering a visible window
    /// whose host (parent, presenter or the window itself) is on screen runs both appearance
    /// calls; leaving runs both disappearance calls. A container that already began a transition
    /// for this controller makes these no-ops (no duplicates).
    func viewDidMoveToWindow(from oldWindow: Window?, to newWindow: Window?) {
        if let parent, !parent.shouldAutomaticallyForwardAppearanceMethods { return }
        if let newWindow, newWindow.isVisible, hostIsOnScreen {
            guard appearanceState == .disappeared else { return }
            beginAppearanceTransition(true, animated: false)
            if parent?.appearanceState != .appearing { endAppearanceTransition() }
        } else if newWindow == nil, oldWindow != nil {
            guard appearanceState == .appeared else { return }
            beginAppearanceTransition(false, animated: false)
            if parent?.appearanceState != .disappearing { endAppearanceTransition() }
        }
    }

    /// Whether whatever shows this controller is on screen.
    private var hostIsOnScreen: Bool {
        if let parent { return parent.appearanceState == .appeared || parent.appearanceState == .appearing }
        if let presenter = presentingViewController { return presenter.viewIfLoaded?.window?.isVisible ?? true }
        return true
    }
}

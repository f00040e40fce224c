extension ViewController {
    /// The controller shown on top: the end of the chain of presented controllers from here.
    public var topPresentedViewController: ViewController {
        var node = self
        while let next = node.presentedViewController { node = next }
        return node
    }

    /// Presents `controller` over this one, full screen (UIKit's `present(_:animated:completion:)`).
    /// With a `transitionPerformer` on `controller`, it performs the transition; otherwise the
    /// change happens at once: `controller.view` fills the window and this view leaves it, with
    /// both controllers' appearance callbacks in UIKit's order (will-disappear, will-appear,
    /// did-disappear, did-appear). Presenting needs this view in a window and no controller
    /// already presented here; otherwise the call is ignored and `completion` is not called.
    public func present(
        _ controller: ViewController, animated: Bool = false, completion: (@MainActor () -> Void)? = nil
    ) {
        guard presentedViewController == nil, controller.presentingViewController == nil,
            controller.parent == nil, let window = viewIfLoaded?.window
        else { return }
        presentedViewController = controller
        controller.presentingViewController = self
        let done: @MainActor () -> Void = { completion?() }
        _ = controller.view
        if let performer = controller.transitionPerformer {
            performer.performPresentation(of: controller, over: self, in: window, animated: animated, completion: done)
            return
        }
        beginAppearanceTransition(false, animated: animated)
        controller.beginAppearanceTransition(true, animated: animated)
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        view.removeFromSuperview()
        endAppearanceTransition()
        controller.endAppearanceTransition()
        done()
    }

    /// Dismisses the controller this one presented (or this one, if it was presented), undoing
    /// `present` at once or through the presented controller's `transitionPerformer`.
    public func dismiss(animated: Bool = false, completion: (@MainActor () -> Void)? = nil) {
        let presented = presentedViewController ?? self
        guard let presenter = presented.presentingViewController, let window = presented.viewIfLoaded?.window else {
            return
        }
        let done: @MainActor () -> Void = {
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
            completion?()
        }
        if let performer = presented.transitionPerformer {
            performer.performDismissal(
                of: presented, revealing: presenter, in: window, animated: animated, completion: done)
            return
        }
        presented.beginAppearanceTransition(false, animated: animated)
        presenter.beginAppearanceTransition(true, animated: animated)
        presenter.view.frame = window.bounds
        window.insertSubview(presenter.view, belowSubview: presented.view)
        presented.view.removeFromSuperview()
        presented.endAppearanceTransition()
        presenter.endAppearanceTransition()
        done()
    }
}

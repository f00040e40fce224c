extension Application {
    /// Swaps the root controller's view in the window, with appearance callbacks.
    func installRootViewController(replacing old: ViewController?) {
        guard old !== rootViewController else { return }
        if let old, old.isViewLoaded, old.view.superview === window {
            old.view.removeFromSuperview()
        }
        window.rootViewController = rootViewController
        guard let controller = rootViewController else { return }
        let view = controller.view
        view.frame = window.bounds
        window.insertSubview(view, at: 0)
        setNeedsDisplay()
    }
}

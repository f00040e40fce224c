public import FlickInput

extension Application {
    /// Step 3 for one event: the focus engine sees it first; touches and the mouse go to the
    /// gesture dispatcher (hit testing, recognizers, views); the wheel goes up the responder
    /// chain from the view under the pointer; presses go to `keyCommandHandler`, then up the
    /// responder chain from `pressResponder`. The frame driver sees every event afterwards.
    public func dispatch(_ event: InputEvent) {
        let consumed = focusEngine?.handle(event, in: self) ?? false
        switch event.kind {
        case .touch, .pointer, .focusLost:
            gestureDispatcher.handle(event)
        case .wheel(let wheel):
            guard !consumed else { return }
            window.hitTest(wheel.location)?.scrollWheel(wheel, timestamp: event.timestamp)
        case .key, .gamepadButton:
            guard !consumed, let (press, isDown) = Press.from(event) else { return }
            if keyCommandHandler?(press, isDown) == true { return }
            let responder = pressResponder ?? window
            if isDown { responder.pressesBegan([press]) } else { responder.pressesEnded([press]) }
        default:
            return
        }
    }

    /// Where presses start: `firstResponder`; else the focused view when it lies inside the
    /// top-most presented controller's view (UIKit sends presses to the focused item first, so a
    /// panel's controller up its chain sees keys such as a row's reveal key); else that controller;
    /// with no root controller, `dispatch` starts at the window, whose next responder ends the chain.
    var pressResponder: Responder? {
        if let firstResponder { return firstResponder }
        let top = rootViewController?.topPresentedViewController
        if let focused = FocusEngine.engine(for: window)?.focusedView, let topView = top?.viewIfLoaded,
            focused.isDescendant(of: topView)
        {
            return focused
        }
        return top
    }
}

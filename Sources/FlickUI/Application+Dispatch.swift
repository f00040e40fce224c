public import FlickInput

extension Application {
    /// Step 3 for one event: the focus engine sees it first; touches and the mouse go to the
    /// gesture dispatcher (hit testing, recognizers, views); the wheel goes up the responder
    /// chain from the view under the pointer; presses go to `keyCommandHandler`, then up the
    /// responder chain from `firstResponder`. The frame driver sees every event afterwards.
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

    /// Where presses start: `firstResponder`, else the top-most presented controller (else the
    /// window, whose next responder is the end of the chain).
    var pressResponder: Responder? {
        firstResponder ?? rootViewController?.topPresentedViewController
    }
}

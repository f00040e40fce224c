public import FlickAnimation
public import FlickInput
public import FlickUI

/// Puts a `SwipeNavigationController` in the application's input path: it takes the focus
/// engine's place (`Application.focusEngine`, which sees every event first) and wraps it.
///
/// - Left-stick axes go to the container (`handleStick`: hold to scrub, flick to move); the
///   wrapped engine no longer sees them.
/// - Keys and gamepad buttons go to the wrapped engine first (so arrows move focus inside a
///   panel while there is somewhere to go); unused presses go to the container
///   (`handlePress`: arrows/D-pad step, LB/RB cycle, B/Escape return to the centre); still
///   unused ones continue to `keyCommandHandler` and the responder chain.
/// - Focus loss and a removed gamepad end a stick scrub (it settles back); everything else
///   passes through untouched.
@MainActor
public final class SwipeNavigationInputRouter: FocusEngineHosting {
    /// The engine that was installed before (usually the window's `FocusEngine`).
    public let wrapped: (any FocusEngineHosting)?
    /// The container.
    public private(set) weak var controller: SwipeNavigationController?

    /// Wraps `wrapped` for `controller`.
    public init(controller: SwipeNavigationController, wrapping wrapped: (any FocusEngineHosting)?) {
        self.controller = controller
        self.wrapped = wrapped
    }

    public func handle(_ event: InputEvent, in application: Application) -> Bool {
        guard let controller else { return wrapped?.handle(event, in: application) ?? false }
        switch event.kind {
        case .gamepadAxis(let change) where change.axis == .leftX || change.axis == .leftY:
            return controller.handleStick(change, at: event.timestamp)
        case .key, .gamepadButton:
            if wrapped?.handle(event, in: application) == true { return true }
            guard let (press, isDown) = Press.from(event), isDown else { return false }
            return controller.handlePress(press)
        case .focusLost:
            controller.cancelStick()
            return wrapped?.handle(event, in: application) ?? false
        case .gamepadDevice(let device) where !device.isConnected:
            // A pad unplugged mid-scrub is a cancelled gesture: the container settles back.
            controller.cancelStick()
            return wrapped?.handle(event, in: application) ?? false
        default:
            return wrapped?.handle(event, in: application) ?? false
        }
    }

    public func advance(to frame: FrameTime, in application: Application) -> Bool {
        wrapped?.advance(to: frame, in: application) ?? false
    }
}

extension SwipeNavigationController {
    /// Installs a `SwipeNavigationInputRouter` in front of `application`'s focus engine (once)
    /// and returns it.
    @discardableResult
    public func installInput(in application: Application) -> SwipeNavigationInputRouter {
        if let router = application.focusEngine as? SwipeNavigationInputRouter, router.controller === self {
            return router
        }
        let router = SwipeNavigationInputRouter(controller: self, wrapping: application.focusEngine)
        application.focusEngine = router
        return router
    }
}

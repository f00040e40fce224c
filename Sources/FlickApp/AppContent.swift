public import FlickAnimation
public import FlickGeometry
public import FlickInput
import FlickNavigation
public import FlickUI

/// What an app shows, as the app layer runs it: a frame driver that lays itself out again when
/// the viewport changes. `AppDriver` puts the HUD above it and applies the kiosk rules around it,
/// so content never needs to know about either.
///
/// Most apps never write one: `RootControllerContent` shows a root view controller. Content that
/// draws layers of its own, or swaps whole screens at run time (the demo's scene menu), conforms
/// directly.
@MainActor
public protocol AppContent: FrameDriver {
    /// Lays the content out again for a new viewport in points (a resize or a rotation).
    func layout(in viewport: Size)
    /// A press that travelled the whole responder chain unused; return true when the content
    /// dealt with it. When it returns false, an unused Escape quits (the kiosk rule).
    func handleUnhandledPress(_ press: Press, in application: Application) -> Bool
}

extension AppContent {
    /// Leaves every unused press to the app layer (an Escape then quits).
    public func handleUnhandledPress(_ press: Press, in application: Application) -> Bool { false }
}

/// Content that is one root view controller filling the window: its view gets touches and the
/// focus engine reaches its focusable views from a gamepad or the keyboard. A
/// `SwipeNavigationController` at the root also gets its gamepad and keyboard bindings (the
/// arrows and D-pad move between panels, the shoulders page, B and Escape come back).
@MainActor
public final class RootControllerContent: AppContent {
    /// The controller whose view fills the window.
    public let rootViewController: ViewController

    /// Makes `rootViewController` the root of `application`.
    public init(_ rootViewController: ViewController, in application: Application) {
        self.rootViewController = rootViewController
        application.rootViewController = rootViewController
        if let navigation = rootViewController as? SwipeNavigationController {
            navigation.installInput(in: application)
        }
    }

    /// The root view follows the window's bounds.
    public func layout(in viewport: Size) {
        rootViewController.view.frame = Rect(origin: .zero, size: viewport)
    }

    /// Events reach the controller's views through the application's dispatch; nothing more here.
    public func handle(_ event: InputEvent, in application: Application) {}

    /// Views, gestures and animators move themselves through the application's ticker.
    public func advance(to frame: FrameTime, in application: Application) -> Bool { false }
}

public import FlickAnimation
public import FlickGeometry
public import FlickInput
public import FlickUI

/// Sits between the application and the app's content: keeps the platform in step with the
/// window (a resize changes the output size and the input mapping), runs the HUD above the
/// content and the kiosk rules around it, so content never needs to know about any of it.
///
/// Per event: a resize first resizes the application, the content and the HUD; then the kiosk
/// rules see every event; the HUD keeps F1 to itself; everything else goes to the content. Per
/// frame: the content advances, then the kiosk timers, then the HUD's layers.
@MainActor
public final class AppDriver: FrameDriver {
    /// The content being shown.
    public let content: any AppContent
    /// The frame HUD (F1 or Start+Back).
    public let hud: HUDOverlay
    /// The kiosk rules (cursor auto-hide, Start+Back held quits).
    public let kiosk = KioskBehaviour()
    private let resizeViewport: (Size) -> Size

    /// Creates a driver for `content`; `resizeViewport` turns a `.resized` event's size into the
    /// viewport actually used (a window re-reads its size; headless runs take the event's).
    public init(content: any AppContent, hud: HUDOverlay, resizeViewport: @escaping (Size) -> Size = { $0 }) {
        self.content = content
        self.hud = hud
        self.resizeViewport = resizeViewport
    }

    /// Dispatches one event: resize, kiosk rules, the HUD, then the content.
    public func handle(_ event: InputEvent, in application: Application) {
        if case .resized(let size) = event.kind {
            let viewport = resizeViewport(size)
            application.resize(to: viewport)
            content.layout(in: viewport)
            hud.layout(in: viewport)
        }
        kiosk.handle(event, in: application)
        if hud.handle(event) { return }
        content.handle(event, in: application)
    }

    /// Advances the content, the kiosk timers and the HUD; true while any of them moves.
    public func advance(to frame: FrameTime, in application: Application) -> Bool {
        let moving = content.advance(to: frame, in: application)
        let holding = kiosk.advance(to: frame, in: application)
        hud.update(in: application)
        return moving || holding
    }

    /// A press nothing used: the content's, else an Escape quits (B never does: too easy to hit).
    /// Neither while a finger, a mouse button or a stick is mid-gesture
    /// (`Application.hasLiveInput`): a container ignores Escape mid-drag, and the drag must not
    /// lose its screen or its app to it.
    func unhandled(_ press: Press, in application: Application) {
        guard press.meaning == .back, !press.isRepeat, !application.hasLiveInput else { return }
        if content.handleUnhandledPress(press, in: application) { return }
        if case .key(.escape, _) = press.source { application.quit() }
    }
}

extension AppDriver {
    /// Puts a HUD above `content` (already built in `application`; the HUD layer's `zPosition`
    /// keeps it on top of anything the content adds later) and makes the pair the application's
    /// driver. An unused Escape then quits unless the content takes it.
    @discardableResult
    public static func install(
        _ content: any AppContent, in application: Application, showsHUD: Bool = false,
        resizeViewport: @escaping (Size) -> Size = { $0 }
    ) -> AppDriver {
        let hud = HUDOverlay(visible: showsHUD)
        hud.install(in: application)
        let driver = AppDriver(content: content, hud: hud, resizeViewport: resizeViewport)
        application.driver = driver
        application.unhandledPressHandler = { [weak driver, weak application] press, isDown in
            guard let driver, let application, isDown else { return }
            driver.unhandled(press, in: application)
        }
        return driver
    }
}

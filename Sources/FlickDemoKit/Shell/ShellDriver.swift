public import FlickAnimation
public import FlickGeometry
public import FlickInput
public import FlickUI

/// Sits between the application and the scene: keeps the platform in step with the window
/// (resizes change the output size and the input mapping), runs the HUD above the scene and the
/// kiosk rules, and switches scenes at run time (the menu), so scenes never need to know about
/// any of it.
@MainActor
public final class ShellDriver: FrameDriver {
    /// The scene being shown.
    public internal(set) var scene: any DemoScene
    /// The frame HUD (F1 or Start+Back).
    public let hud: HUDOverlay
    /// The kiosk rules (cursor auto-hide, Start+Back held quits).
    public let kiosk = KioskBehaviour()
    /// The options scenes are made with (their `openScene` switches scenes through this driver).
    public internal(set) var options: SceneOptions
    /// True when the scene was opened from the menu: an unused Escape/B returns there.
    public internal(set) var openedFromMenu = false
    /// False keeps the first scene for the whole run: the menu shortcuts pass through to it (the
    /// monkey turns this off so its random presses exercise one scene).
    public var switchesScenes = true
    /// A scene asked for, shown at the next frame (never in the middle of an event's dispatch).
    var pendingScene: (type: any DemoScene.Type, fromMenu: Bool)?
    /// Start went down on these pads with no other button since (Start alone opens the menu).
    var startAlone: Set<GamepadID> = []
    private let resizeViewport: (Size) -> Size

    /// Creates a driver for `scene`; `resizeViewport` turns a `.resized` event's size into the
    /// viewport actually used (a window re-reads its size; headless runs take the event's).
    public init(
        scene: any DemoScene, hud: HUDOverlay, options: SceneOptions = SceneOptions(),
        resizeViewport: @escaping (Size) -> Size = { $0 }
    ) {
        self.scene = scene
        self.hud = hud
        self.options = options
        self.resizeViewport = resizeViewport
    }

    public func handle(_ event: InputEvent, in application: Application) {
        if case .resized(let size) = event.kind {
            let viewport = resizeViewport(size)
            application.resize(to: viewport)
            scene.layout(in: viewport)
            hud.layout(in: viewport)
        }
        kiosk.handle(event, in: application)
        if handleMenuShortcut(event) { return }
        if hud.handle(event) { return }
        scene.handle(event, in: application)
    }

    public func advance(to frame: FrameTime, in application: Application) -> Bool {
        performPendingSwitch(in: application)
        let moving = scene.advance(to: frame, in: application)
        let holding = kiosk.advance(to: frame, in: application)
        hud.update(in: application)
        return moving || holding
    }
}

extension ShellDriver {
    /// Builds `sceneType` in `application` with a HUD above it and makes the pair its driver.
    /// Scenes can switch to another scene (`SceneOptions.openScene`); an Escape nothing used
    /// returns to the menu when the scene came from it, else quits.
    @discardableResult
    public static func install(
        _ sceneType: any DemoScene.Type, in application: Application, showsHUD: Bool = false,
        options: SceneOptions = SceneOptions(), resizeViewport: @escaping (Size) -> Size = { $0 }
    ) -> ShellDriver {
        let link = DriverLink()
        var options = options
        options.openScene = { name in link.driver?.requestScene(named: name) }
        let scene = sceneType.make(application: application, options: options)
        let hud = HUDOverlay(visible: showsHUD)
        hud.install(in: application)
        let driver = ShellDriver(scene: scene, hud: hud, options: options, resizeViewport: resizeViewport)
        link.driver = driver
        application.driver = driver
        application.unhandledPressHandler = { [weak driver, weak application] press, isDown in
            guard let driver, let application, isDown else { return }
            driver.unhandled(press, in: application)
        }
        return driver
    }
}

/// Lets scenes made before their driver reach it (weakly: the application owns the driver).
@MainActor
final class DriverLink {
    weak var driver: ShellDriver?
}

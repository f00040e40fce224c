public import FlickAnimation
public import FlickApp
public import FlickGeometry
public import FlickInput
public import FlickUI

/// The demo's content as the app layer runs it: the scene being shown, switched at run time
/// (the menu), so scenes never need to know about each other. The app layer's `AppDriver` puts
/// the HUD above it and the kiosk rules around it.
@MainActor
public final class SceneSwitcher: AppContent {
    /// The keyboard keys that return to the menu: F2 (SDL's `SDLK_F2`, SDL_keycode.h:
    /// `SDLK_SCANCODE_MASK | SDL_SCANCODE_F2` = 0x4000003B) and M.
    static let menuKeys: [KeyCode] = [.other(0x4000_003B), .character("m")]

    /// The scene being shown.
    public internal(set) var scene: any DemoScene
    /// The options scenes are made with (their `openScene` switches scenes through this switcher).
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

    /// Creates a switcher showing `scene`, made with `options`.
    public init(scene: any DemoScene, options: SceneOptions) {
        self.scene = scene
        self.options = options
    }

    /// Lays the scene out for a new viewport.
    public func layout(in viewport: Size) { scene.layout(in: viewport) }

    /// The menu shortcuts first, then the scene.
    public func handle(_ event: InputEvent, in application: Application) {
        if handleMenuShortcut(event) { return }
        scene.handle(event, in: application)
    }

    /// Shows a requested scene, then advances the scene.
    public func advance(to frame: FrameTime, in application: Application) -> Bool {
        performPendingSwitch(in: application)
        return scene.advance(to: frame, in: application)
    }

    /// An unused Escape or B goes back to the menu when the scene came from it; otherwise the app
    /// layer decides (Escape quits).
    public func handleUnhandledPress(_ press: Press, in application: Application) -> Bool {
        guard openedFromMenu && switchesScenes && !(scene is MenuScene) else { return false }
        requestMenu()
        return true
    }

    /// Asks for the scene called `name` to replace the current one at the next frame; an unknown
    /// name is ignored (the menu only offers catalogue names).
    public func requestScene(named name: String) {
        guard switchesScenes, let type = SceneCatalog.scene(named: name) else { return }
        let fromMenu = scene is MenuScene || (pendingScene.map { $0.type is MenuScene.Type } ?? false)
        pendingScene = (type, !(type is MenuScene.Type) && fromMenu)
    }

    /// Asks for the menu at the next frame (F2, M, Guide, Start alone, or an unused Escape/B in a
    /// scene opened from the menu).
    public func requestMenu() {
        guard !(scene is MenuScene) else { return }
        pendingScene = (MenuScene.self, false)
    }

    /// Shows a requested scene: the old one's content goes (root controller, window views, loose
    /// layers, focus, key handler), the new one is built in its place under the same HUD.
    func performPendingSwitch(in application: Application) {
        guard let request = pendingScene else { return }
        pendingScene = nil
        let wasFromMenu = request.fromMenu
        let hud = (application.driver as? AppDriver)?.hud
        application.rootViewController = nil
        for view in application.window.subviews { view.removeFromSuperview() }
        for layer in application.rootLayer.sublayers where layer !== hud?.root { layer.removeFromSuperlayer() }
        application.focusEngine = FocusEngine(window: application.window, ticker: application.ticker)
        application.keyCommandHandler = nil
        application.firstResponder = nil
        application.clearColor = .black
        scene = request.type.make(application: application, options: options)
        openedFromMenu = wasFromMenu
        scene.layout(in: application.viewport)
        hud?.layout(in: application.viewport)
        application.setNeedsDisplay()
    }
}

extension SceneSwitcher {
    /// Builds `sceneType` in `application` inside a switcher, its scenes able to switch to
    /// another scene (`SceneOptions.openScene`).
    public static func make(
        _ sceneType: any DemoScene.Type, in application: Application, options: SceneOptions = SceneOptions()
    ) -> SceneSwitcher {
        let link = SwitcherLink()
        var options = options
        options.openScene = { name in link.switcher?.requestScene(named: name) }
        let scene = sceneType.make(application: application, options: options)
        let switcher = SceneSwitcher(scene: scene, options: options)
        link.switcher = switcher
        return switcher
    }

    /// `make(_:in:options:)` with the app layer's driver (HUD and kiosk rules) around it, as the
    /// application's driver. An Escape nothing used returns to the menu when the scene came from
    /// it, else quits.
    @discardableResult
    public static func install(
        _ sceneType: any DemoScene.Type, in application: Application, showsHUD: Bool = false,
        options: SceneOptions = SceneOptions(), resizeViewport: @escaping (Size) -> Size = { $0 }
    ) -> SceneSwitcher {
        let switcher = make(sceneType, in: application, options: options)
        AppDriver.install(switcher, in: application, showsHUD: showsHUD, resizeViewport: resizeViewport)
        return switcher
    }
}

/// Lets scenes made before their switcher reach it (weakly: the application owns the driver,
/// which owns the switcher).
@MainActor
final class SwitcherLink {
    weak var switcher: SceneSwitcher?
}

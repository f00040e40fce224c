import FlickInput
import FlickUI

extension ShellDriver {
    /// The keyboard keys that return to the menu: F2 (SDL's `SDLK_F2`, SDL_keycode.h:
    /// `SDLK_SCANCODE_MASK | SDL_SCANCODE_F2` = 0x4000003B) and M.
    static let menuKeys: [KeyCode] = [.other(0x4000_003B), .character("m")]

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
        application.rootViewController = nil
        for view in application.window.subviews { view.removeFromSuperview() }
        for layer in application.rootLayer.sublayers where layer !== hud.root { layer.removeFromSuperlayer() }
        application.focusEngine = FocusEngine(window: application.window, ticker: application.ticker)
        application.keyCommandHandler = nil
        application.firstResponder = nil
        application.clearColor = .black
        scene = request.type.make(application: application, options: options)
        openedFromMenu = wasFromMenu
        scene.layout(in: application.viewport)
        hud.layout(in: application.viewport)
        application.setNeedsDisplay()
    }

    /// An unused press reached the end of the responder chain: Escape or B goes back to the menu
    /// when the scene came from it; otherwise Escape quits (B never does: too easy to hit).
    /// Neither happens while a finger, a mouse button or a stick is mid-gesture
    /// (`Application.hasLiveInput`): a container ignores Escape mid-drag, and the drag must not
    /// lose its scene or its app to it.
    func unhandled(_ press: Press, in application: Application) {
        guard press.meaning == .back, !press.isRepeat, !application.hasLiveInput else { return }
        if openedFromMenu && switchesScenes && !(scene is MenuScene) {
            requestMenu()
        } else if case .key(.escape, _) = press.source {
            application.quit()
        }
    }

    /// F2, M, Guide, and Start pressed and released alone (Start+Back is the HUD and exit chord)
    /// open the menu. Returns true when the event was the shortcut's.
    func handleMenuShortcut(_ event: InputEvent) -> Bool {
        guard switchesScenes else { return false }
        switch event.kind {
        case .key(let key) where Self.menuKeys.contains(key.code) && key.modifiers.isEmpty:
            if key.isDown && !key.isRepeat { requestMenu() }
            return true
        case .gamepadButton(let change):
            if change.button == .guide {
                if change.isDown { requestMenu() }
                return true
            }
            if change.button == .start {
                if change.isDown {
                    startAlone.insert(change.gamepad)
                } else if startAlone.remove(change.gamepad) != nil {
                    requestMenu()
                }
            } else if change.isDown {
                startAlone.remove(change.gamepad)
            }
            return false
        case .gamepadDevice(let device) where !device.isConnected:
            startAlone.remove(device.gamepad)
            return false
        case .focusLost:
            startAlone.removeAll()
            return false
        default:
            return false
        }
    }
}

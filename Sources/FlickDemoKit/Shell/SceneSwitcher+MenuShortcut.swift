import FlickInput

extension SceneSwitcher {
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

import FlickInput

extension Application {
    /// The stick axes whose deflection is a gesture in progress (the triggers are not: a held
    /// trigger is a button held, not a hand moving something).
    static let stickAxes: [GamepadAxis] = [.leftX, .leftY, .rightX, .rightY]

    /// True while the user is in the middle of a physical gesture: a finger on the screen, a
    /// mouse button held, or a stick on any pad away from rest (after the dead zone). Apps use it
    /// to keep destructive shortcuts (quitting, leaving a scene) from cutting a gesture off: a key
    /// pressed by the other hand mid-drag must not end the app under the finger.
    public var hasLiveInput: Bool {
        if !gestureDispatcher.touches.isEmpty || !heldPointerButtons.isEmpty { return true }
        return gamepads.pads.values.contains { pad in Self.stickAxes.contains { pad.value(of: $0) != 0 } }
    }
}

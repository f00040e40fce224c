internal import CSDL2
import FlickGeometry
import FlickInput

extension SDLEventSource {
    /// `SDL_TOUCH_MOUSEID`: the `which` of mouse events SDL made from touch. A cast macro in
    /// SDL_touch.h, redefined here (FEEL.md §6).
    static let touchMouseID = UInt32.max
    /// `SDL_MOUSE_TOUCHID`: the touch device id of touch events SDL made from the mouse.
    static let mouseTouchID = Int64(-1)

    /// Translates one SDL event dequeued at `time` into zero or more `InputEvent`s, updating the
    /// touch, button, de-duplication and transform state. Events Flick doesn't use give `[]`.
    func translate(_ event: SDL_Event, at time: Double) -> [InputEvent] {
        let stamp = { (kind: InputEvent.Kind) in InputEvent(timestamp: time, kind: kind) }
        switch SDL_EventType(event.type) {
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return finger(event.tfinger, at: time).map { stamp(.touch($0)) }
        case SDL_MOUSEMOTION:
            let m = event.motion
            let location = transform.point(fromWindow: Point(x: Double(m.x), y: Double(m.y)))
            guard keep(.mouseMotion(time: time, location: location, synthesizedFromTouch: m.which == Self.touchMouseID))
            else { return [] }
            let pointer = InputEvent.Pointer(
                action: .moved, button: nil, location: location, pressedButtons: pressedButtons
            )
            return [stamp(.pointer(pointer))]
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let b = event.button
            let isDown = b.state == UInt8(SDL_PRESSED)
            let button = Self.mouseButton(b.button)
            let location = transform.point(fromWindow: Point(x: Double(b.x), y: Double(b.y)))
            let observation = TouchMouseDeduplicator.Observation.mouseButton(
                time: time, location: location, button: button, isDown: isDown,
                synthesizedFromTouch: b.which == Self.touchMouseID
            )
            guard keep(observation) else { return [] }
            if isDown { pressedButtons.insert(button) } else { pressedButtons.remove(button) }
            let pointer = InputEvent.Pointer(
                action: isDown ? .down : .up, button: button, location: location, pressedButtons: pressedButtons
            )
            return [stamp(.pointer(pointer))]
        case SDL_MOUSEWHEEL:
            let w = event.wheel
            guard keep(.mouseWheel(time: time, synthesizedFromTouch: w.which == Self.touchMouseID)) else { return [] }
            // SDL: x > 0 scrolls right, y > 0 away from the user; FLIPPED means both are negated.
            let flip: Double = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let notches = Point(x: -Double(w.preciseX) * flip, y: Double(w.preciseY) * flip)
            // Not rotated: "wheel up" means up in the app the user sees, whatever the panel's mounting.
            let delta = notches * pointsPerWheelNotch
            let location = transform.point(fromWindow: Point(x: Double(w.mouseX), y: Double(w.mouseY)))
            return [stamp(.wheel(InputEvent.Wheel(delta: delta, location: location)))]
        case SDL_KEYDOWN, SDL_KEYUP:
            let k = event.key
            let key = InputEvent.Key(
                code: SDLKeyMapping.keyCode(for: k.keysym.sym),
                isDown: k.state == UInt8(SDL_PRESSED),
                isRepeat: k.repeat != 0,
                modifiers: SDLKeyMapping.modifiers(from: k.keysym.mod)
            )
            return [stamp(.key(key))]
        case SDL_WINDOWEVENT:
            return window(event.window).map(stamp)
        case SDL_QUIT:
            return [stamp(.quit)]
        default:
            return gamepads.handle(event, at: time) ?? []
        }
    }

    private func keep(_ observation: TouchMouseDeduplicator.Observation) -> Bool {
        if deduplicator.shouldKeep(observation) { return true }
        countDroppedMouseEvent()
        return false
    }

    private func finger(_ f: SDL_TouchFingerEvent, at time: Double) -> [InputEvent.Touch] {
        // Touch made from the mouse: never (we set SDL_HINT_MOUSE_TOUCH_EVENTS=0), but be sure.
        if f.touchId == Self.mouseTouchID { return [] }
        // Normalised 0…1 across the window; on kmsdrm across the panel, with windowID 0 (FEEL.md §6).
        let location = transform.point(fromNormalized: Point(x: Double(f.x), y: Double(f.y)))
        _ = deduplicator.decide(.finger(time: time, location: location))
        let phase: InputEvent.Phase
        switch SDL_EventType(f.type) {
        case SDL_FINGERDOWN: phase = .began
        case SDL_FINGERUP: phase = .ended
        default: phase = .moved
        }
        let pressure = f.pressure.isFinite && f.pressure > 0 ? min(Double(f.pressure), 1) : 1
        return touches.update(
            TouchRegistry.RawFinger(device: f.touchId, finger: f.fingerId), phase: phase, location: location,
            pressure: pressure
        )
    }

    private func window(_ w: SDL_WindowEvent) -> [InputEvent.Kind] {
        switch SDL_WindowEventID(UInt32(w.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            // data1/data2 are in window units; RESIZED duplicates this event, so only this one counts.
            if let window = SDL_GetWindowFromID(w.windowID) {
                var pw: Int32 = 0
                var ph: Int32 = 0
                var ww: Int32 = 0
                var wh: Int32 = 0
                SDL_GetWindowSizeInPixels(window, &pw, &ph)
                SDL_GetWindowSize(window, &ww, &wh)
                if ww > 0, pw > 0 { transform.pixelsPerWindowUnit = Double(pw) / Double(ww) }
            }
            let ratio = transform.pixelsPerWindowUnit
            transform.pixelSize = Size(width: Double(w.data1) * ratio, height: Double(w.data2) * ratio)
            return [.resized(transform.logicalSize)]
        case SDL_WINDOWEVENT_FOCUS_LOST:
            deduplicator.reset()
            pressedButtons.removeAll()
            return touches.cancelAll().map { .touch($0) } + [.focusLost]
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            return [.focusGained]
        default:
            return []
        }
    }

    /// SDL_BUTTON_LEFT/MIDDLE/RIGHT are 1/2/3 (SDL_mouse.h); anything else is `.other`.
    static func mouseButton(_ index: UInt8) -> InputEvent.MouseButton {
        switch Int32(index) {
        case SDL_BUTTON_LEFT: return .left
        case SDL_BUTTON_MIDDLE: return .middle
        case SDL_BUTTON_RIGHT: return .right
        default: return .other
        }
    }
}

import CSDL2
import FlickGeometry
import FlickInput
import Testing

@testable import FlickSDL

/// Event translation through the real SDL queue: events are pushed with SDL_PushEvent and drained by
/// `SDLEventSource`. All SDL tests run serialised on the main actor (SDL is process-global).
@MainActor
@Suite("SDLEventSource", .serialized)
struct SDLEventSourceTests {
    /// An 800×600-pixel window at scale 2: 400×300 points.
    let pixelSize = Size(width: 800, height: 600)

    init() { SDLTestEnvironment.freshQueue() }

    func finger(_ type: SDL_EventType, device: Int64 = 1, id: Int64, x: Float, y: Float) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.tfinger.touchId = device
        e.tfinger.fingerId = id
        e.tfinger.x = x
        e.tfinger.y = y
        e.tfinger.pressure = 1
        return e
    }

    func mouseButton(down: Bool, x: Int32, y: Int32, which: UInt32 = 0, button: Int32 = SDL_BUTTON_LEFT) -> SDL_Event {
        var e = SDL_Event()
        e.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        e.button.which = which
        e.button.button = UInt8(button)
        e.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        e.button.x = x
        e.button.y = y
        return e
    }

    func mouseMotion(x: Int32, y: Int32, which: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.which = which
        e.motion.x = x
        e.motion.y = y
        return e
    }

    func windowEvent(_ id: SDL_WindowEventID, data1: Int32 = 0, data2: Int32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_WINDOWEVENT.rawValue
        e.window.event = UInt8(id.rawValue)
        e.window.data1 = data1
        e.window.data2 = data2
        return e
    }

    func key(_ down: Bool, _ sym: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE, isRepeat: Bool = false) -> SDL_Event {
        var e = SDL_Event()
        e.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        e.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        e.key.repeat = isRepeat ? 1 : 0
        e.key.keysym.sym = SDL_Keycode(bitPattern: sym.rawValue)
        e.key.keysym.mod = UInt16(mod.rawValue)
        return e
    }

    func touches(_ events: [InputEvent]) -> [InputEvent.Touch] {
        events.compactMap { if case .touch(let t) = $0.kind { t } else { nil } }
    }

    func pointers(_ events: [InputEvent]) -> [InputEvent.Pointer] {
        events.compactMap { if case .pointer(let p) = $0.kind { p } else { nil } }
    }

    @Test("multi-touch: two fingers keep separate ids through down, move and up, in points")
    func multiTouch() {
        let source = SDLEventSource(pixelSize: pixelSize, scale: 2)
        for e in [
            finger(SDL_FINGERDOWN, id: 10, x: 0.5, y: 0.5),
            finger(SDL_FINGERDOWN, id: 11, x: 0.25, y: 0.75),
            finger(SDL_FINGERMOTION, id: 10, x: 0.625, y: 0.5),
            finger(SDL_FINGERUP, id: 11, x: 0.25, y: 0.75),
            finger(SDL_FINGERUP, id: 10, x: 0.625, y: 0.5),
        ] {
            #expect(SDLTestEnvironment.push(e))
        }
        let before = SDLTime.now()
        let events = source.drainEvents()
        let after = SDLTime.now()
        let t = touches(events)
        #expect(t.map(\.phase) == [.began, .began, .moved, .ended, .ended])
        #expect(t[0].id != t[1].id)
        #expect([t[2].id, t[4].id] == [t[0].id, t[0].id] && t[3].id == t[1].id)
        // Normalised × pixels ÷ scale.
        #expect(t[0].location == Point(x: 0.5 * 800 / 2, y: 0.5 * 600 / 2))
        #expect(t[2].location == Point(x: 0.625 * 800 / 2, y: 0.5 * 600 / 2))
        #expect(t[1].location == Point(x: 0.25 * 800 / 2, y: 0.75 * 600 / 2))
        // Stamped at dequeue on the performance-counter clock, in order (SDL's own ms stamps unused).
        let stamps = events.map(\.timestamp)
        #expect(stamps.allSatisfy { $0 >= before && $0 <= after })
        #expect(zip(stamps, stamps.dropFirst()).allSatisfy { $0 <= $1 })
        SDLTestEnvironment.push(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST))
        #expect(touches(source.drainEvents()).isEmpty, "every touch ended: focus loss has none to cancel")
    }

    @Test("mouse events SDL made from touch are dropped; a real mouse is one more pointer")
    func touchMouseIsDropped() {
        let source = SDLEventSource(pixelSize: pixelSize, scale: 2)
        let touchMouse = SDLEventSource.touchMouseID
        SDLTestEnvironment.push(finger(SDL_FINGERDOWN, id: 1, x: 0.5, y: 0.5))
        SDLTestEnvironment.push(mouseMotion(x: 400, y: 300, which: touchMouse))
        SDLTestEnvironment.push(mouseButton(down: true, x: 400, y: 300, which: touchMouse))
        SDLTestEnvironment.push(mouseButton(down: false, x: 400, y: 300, which: touchMouse))
        SDLTestEnvironment.push(finger(SDL_FINGERUP, id: 1, x: 0.5, y: 0.5))
        SDLTestEnvironment.push(mouseMotion(x: 100, y: 50))
        let events = source.drainEvents()
        #expect(touches(events).map(\.phase) == [.began, .ended])
        let p = pointers(events)
        #expect(p.count == 1)
        #expect(p.first?.location == Point(x: 50, y: 25))
        #expect(source.droppedMouseEvents == 3)
    }

    @Test("X11 echo: an unmarked click right at the finger is dropped with its release; a far click is kept")
    func x11Echo() {
        let source = SDLEventSource(pixelSize: pixelSize, scale: 2)
        SDLTestEnvironment.push(finger(SDL_FINGERDOWN, id: 3, x: 0.5, y: 0.5))
        SDLTestEnvironment.push(mouseButton(down: true, x: 400, y: 300))
        SDLTestEnvironment.push(finger(SDL_FINGERUP, id: 3, x: 0.5, y: 0.5))
        SDLTestEnvironment.push(mouseButton(down: false, x: 400, y: 300))
        SDLTestEnvironment.push(mouseButton(down: true, x: 20, y: 20, button: SDL_BUTTON_RIGHT))
        SDLTestEnvironment.push(mouseButton(down: false, x: 20, y: 20, button: SDL_BUTTON_RIGHT))
        let events = source.drainEvents()
        let p = pointers(events)
        #expect(p.map(\.action) == [.down, .up])
        #expect(p.map(\.button) == [.right, .right])
        #expect(p.map(\.pressedButtons) == [[.right], []])
        #expect(source.droppedMouseEvents == 2)
    }

    @Test("keys: named keys, characters, modifiers and repeat")
    func keys() {
        let source = SDLEventSource(pixelSize: pixelSize)
        SDLTestEnvironment.push(key(true, SDLK_LEFT, mod: KMOD_LSHIFT))
        SDLTestEnvironment.push(key(true, SDLK_LEFT, mod: KMOD_LSHIFT, isRepeat: true))
        SDLTestEnvironment.push(key(false, SDLK_LEFT))
        SDLTestEnvironment.push(key(true, SDLK_a, mod: KMOD_RCTRL))
        SDLTestEnvironment.push(key(true, SDLK_KP_ENTER))
        SDLTestEnvironment.push(key(true, SDLK_F5))
        let keys = source.drainEvents().compactMap { if case .key(let k) = $0.kind { k } else { nil } }
        #expect(keys.count == 6)
        #expect(keys[0] == InputEvent.Key(code: .left, isDown: true, isRepeat: false, modifiers: .shift))
        #expect(keys[1].isRepeat && keys[1].code == .left)
        #expect(!keys[2].isDown)
        #expect(keys[3] == InputEvent.Key(code: .character("a"), isDown: true, modifiers: .control))
        #expect(keys[4].code == .enter)
        #expect(keys[5].code == .other(SDL_Keycode(bitPattern: SDLK_F5.rawValue)))
    }

    @Test("resize reports the rotated viewport in points and later touches use the new size")
    func resize() {
        let source = SDLEventSource(pixelSize: pixelSize, scale: 2, rotation: .clockwise90)
        SDLTestEnvironment.push(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, data1: 1024, data2: 768))
        // With a quarter turn clockwise, the panel's top-right corner is the app's origin.
        SDLTestEnvironment.push(finger(SDL_FINGERDOWN, id: 1, x: 1, y: 0))
        SDLTestEnvironment.push(finger(SDL_FINGERMOTION, id: 1, x: 1, y: 1))
        let events = source.drainEvents()
        #expect(events.first?.kind == .resized(Size(width: 768 / 2, height: 1024 / 2)))
        #expect(touches(events).map(\.location) == [.zero, Point(x: 768 / 2, y: 0)])
    }

    @Test("focus loss cancels every live touch, then reports; the stale lift is ignored")
    func focusLoss() {
        let source = SDLEventSource(pixelSize: pixelSize)
        SDLTestEnvironment.push(finger(SDL_FINGERDOWN, id: 1, x: 0.1, y: 0.1))
        SDLTestEnvironment.push(finger(SDL_FINGERDOWN, device: 2, id: 1, x: 0.9, y: 0.9))
        SDLTestEnvironment.push(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST))
        SDLTestEnvironment.push(finger(SDL_FINGERUP, id: 1, x: 0.1, y: 0.1))
        SDLTestEnvironment.push(windowEvent(SDL_WINDOWEVENT_FOCUS_GAINED))
        let events = source.drainEvents()
        let began = touches(events).filter { $0.phase == .began }
        let cancelled = touches(events).filter { $0.phase == .cancelled }
        #expect(began.count == 2)
        #expect(Set(cancelled.map(\.id)) == Set(began.map(\.id)))
        #expect(touches(events).count == 4, "no .ended after the cancel")
        #expect(events.suffix(2).map(\.kind) == [.focusLost, .focusGained])
    }

    @Test("quit and wheel")
    func quitAndWheel() {
        let source = SDLEventSource(pixelSize: pixelSize, scale: 2)
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.preciseY = 1
        wheel.wheel.y = 1
        wheel.wheel.mouseX = 200
        wheel.wheel.mouseY = 100
        var flipped = wheel
        flipped.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        var fromTouch = wheel
        fromTouch.wheel.which = SDLEventSource.touchMouseID
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        for e in [wheel, flipped, fromTouch, quit] { SDLTestEnvironment.push(e) }
        let events = source.drainEvents()
        let wheels = events.compactMap { if case .wheel(let w) = $0.kind { w } else { nil } }
        #expect(
            wheels.map(\.delta) == [
                Point(x: 0, y: source.pointsPerWheelNotch), Point(x: 0, y: -source.pointsPerWheelNotch),
            ])
        #expect(wheels.first?.location == Point(x: 100, y: 50))
        #expect(events.last?.kind == .quit)
    }

    @Test("waitForEvents takes one event and the next drain delivers it first, stamped when taken")
    func waitKeepsEvent() {
        let source = SDLEventSource(pixelSize: pixelSize)
        SDLTestEnvironment.push(key(true, SDLK_UP))
        SDLTestEnvironment.push(key(true, SDLK_DOWN))
        let before = SDLTime.now()
        source.waitForEvents(timeout: 5)
        let afterWait = SDLTime.now()
        let events = source.drainEvents()
        let codes = events.compactMap { if case .key(let k) = $0.kind { k.code } else { nil } }
        #expect(codes == [.up, .down])
        #expect(events[0].timestamp >= before && events[0].timestamp <= afterWait)
        #expect(events[1].timestamp >= afterWait)
    }

    @Test("the real window's size and pixel ratio are read from SDL")
    func windowSize() {
        let source = SDLEventSource(pixelSize: .zero)
        source.updateWindowSize(from: SDLTestEnvironment.window())
        #expect(source.transform.pixelSize == Size(width: 640, height: 480))
        #expect(source.transform.pixelsPerWindowUnit == 1)
    }
}

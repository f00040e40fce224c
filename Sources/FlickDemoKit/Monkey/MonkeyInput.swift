public import FlickGeometry
public import FlickInput

/// The monkey's random input, frame by frame, from a seed: one to three fingers (taps, drags and
/// flings at 120 Hz, fingers joining and leaving), mouse drags and moves, the wheel, keys, gamepad
/// buttons and sticks, pads plugged in and out, window resizes, focus loss — and quiet spells
/// where everything is let go and nothing happens, so settling can be checked.
///
/// Events are a pure function of the seed and the frame times asked for (not of the app's
/// state), so a run can be replayed from its saved events and shrunk.
public struct MonkeyInput: Sendable {
    /// A finger on the glass: where it is and how fast it moves (points per second).
    struct Finger: Sendable {
        var id: Int64
        var location: Point
        var velocity: Point
    }

    private var rng: SplitMix64
    /// The viewport in points (follows the resizes it generates).
    public private(set) var viewport: Size
    /// The size the run started at (resizes come back to it often).
    let initialViewport: Size
    /// How long a quiet spell lasts, seconds.
    let quietDuration: Double
    private var fingers: [Finger] = []
    private var nextTouchID: Int64 = 1
    private var gestureFramesLeft = 0
    private var mouse: Point?
    private var mouseVelocity = Point.zero
    private var mouseButton = InputEvent.MouseButton.left
    private var heldKeys: [KeyCode] = []
    /// Connected pads, in order (an array: a Set's order changes between processes).
    private var pads: [Int32] = []
    private var heldButtons: [(Int32, GamepadButton)] = []
    private var deflected: [(Int32, GamepadAxis)] = []
    private var quietUntil: Double?
    private var focused = true

    /// A quiet spell starts on about one frame in this many (a few seconds of activity between).
    static let quietOneIn = 240
    /// Touch reports per second (FEEL.md §6: panels report at 120 Hz, two per 60 Hz frame).
    static let touchRate = 120.0

    /// Creates the input for `seed` in `viewport`; quiet spells last `quietDuration` seconds.
    public init(seed: UInt64, viewport: Size, quietDuration: Double) {
        rng = SplitMix64(seed: seed)
        self.viewport = viewport
        initialViewport = viewport
        self.quietDuration = quietDuration
    }

    /// True while nothing is held (no finger, mouse button, key, pad button or stick) — the
    /// state after which the app must settle.
    public var isReleased: Bool {
        fingers.isEmpty && mouse == nil && heldKeys.isEmpty && heldButtons.isEmpty && deflected.isEmpty
    }

    /// The events for a frame from `start` (exclusive) to `end` (inclusive), seconds, timestamped
    /// inside that span.
    public mutating func events(from start: Double, to end: Double) -> [InputEvent] {
        var out: [InputEvent] = []
        func emit(_ kind: InputEvent.Kind, at fraction: Double = 1) {
            let t = fraction >= 1 ? end : min(end, start + (end - start) * max(fraction, 0.01))
            out.append(InputEvent(timestamp: max(t, out.last?.timestamp ?? t), kind: kind))
        }
        if let until = quietUntil {
            if end < until { return out }
            quietUntil = nil
        }
        if rng.int(Self.quietOneIn) == 0 {
            releaseEverything(emit)
            quietUntil = end + quietDuration
            return out
        }
        moveFingers(emit)
        moveMouse(emit)
        switch rng.int(48) {
        case 0..<5: beginGesture(emit)
        case 5, 6: if !fingers.isEmpty { lift(fingers[rng.int(fingers.count)].id, emit) }
        case 7: mouseAction(emit)
        case 8:
            let delta = Point(x: rng.double(-40, 40), y: rng.double(-120, 120))
            emit(.wheel(.init(delta: delta, location: randomPoint())))
        case 9, 10: keyAction(emit)
        case 11, 12: padButtonAction(emit)
        case 13: stickAction(emit)
        case 14: hotPlug(emit)
        case 15: if rng.chance(0.3) { resize(emit) }
        case 16: if rng.chance(0.3) { focusChange(emit) }
        default: break
        }
        return out
    }

    /// Lets go of everything: fingers lift, the mouse button rises, keys and buttons come up,
    /// sticks centre.
    public mutating func releaseEverything(_ emit: (InputEvent.Kind, Double) -> Void) {
        for f in fingers { emit(.touch(.init(id: f.id, phase: .ended, location: f.location)), 1) }
        fingers.removeAll()
        if let m = mouse {
            emit(.pointer(.init(action: .up, button: mouseButton, location: m, pressedButtons: [])), 1)
            mouse = nil
        }
        for k in heldKeys { emit(.key(.init(code: k, isDown: false)), 1) }
        heldKeys.removeAll()
        for (pad, b) in heldButtons {
            emit(.gamepadButton(.init(gamepad: GamepadID(pad), button: b, isDown: false)), 1)
        }
        heldButtons.removeAll()
        for (pad, a) in deflected { emit(.gamepadAxis(.init(gamepad: GamepadID(pad), axis: a, value: 0)), 1) }
        deflected.removeAll()
        if !focused {
            emit(.focusGained, 1)
            focused = true
        }
    }

    private mutating func randomPoint() -> Point {
        Point(x: rng.double(0, viewport.width), y: rng.double(0, viewport.height))
    }

    /// One to three fingers go down together and move as one (a swipe or fling; a tap when its
    /// speed is near zero), for a few frames.
    private mutating func beginGesture(_ emit: (InputEvent.Kind, Double) -> Void) {
        guard fingers.count < 3 else { return }
        let count = min(3 - fingers.count, [1, 1, 1, 1, 2, 3][rng.int(6)])
        let start = randomPoint()
        let horizontal = rng.chance(0.5)
        let speed = rng.chance(0.2) ? 0 : rng.double(80, 3000) * (rng.chance(0.5) ? 1 : -1)
        let wobble = rng.double(-0.2, 0.2) * speed
        let velocity = horizontal ? Point(x: speed, y: wobble) : Point(x: wobble, y: speed)
        for i in 0..<count {
            let f = Finger(
                id: nextTouchID, location: Point(x: start.x + Double(i) * 30, y: start.y), velocity: velocity)
            nextTouchID += 1
            fingers.append(f)
            emit(.touch(.init(id: f.id, phase: .began, location: f.location)), 0.5)
        }
        gestureFramesLeft = rng.int(30) + 1
    }

    /// Moves every finger at 120 Hz; when the gesture's frames run out, they lift (or one is
    /// cancelled now and then).
    private mutating func moveFingers(_ emit: (InputEvent.Kind, Double) -> Void) {
        guard !fingers.isEmpty else { return }
        for half in [0.5, 1.0] {
            for i in fingers.indices {
                fingers[i].location += fingers[i].velocity * (1 / Self.touchRate)
                if rng.chance(0.05) { fingers[i].velocity = fingers[i].velocity * rng.double(-0.5, 1.5) }
                emit(.touch(.init(id: fingers[i].id, phase: .moved, location: fingers[i].location)), half)
            }
        }
        gestureFramesLeft -= 1
        if gestureFramesLeft <= 0 {
            let phase: InputEvent.Phase = rng.chance(0.05) ? .cancelled : .ended
            for f in fingers { emit(.touch(.init(id: f.id, phase: phase, location: f.location)), 1) }
            fingers.removeAll()
        }
    }

    private mutating func lift(_ id: Int64, _ emit: (InputEvent.Kind, Double) -> Void) {
        guard let i = fingers.firstIndex(where: { $0.id == id }) else { return }
        emit(.touch(.init(id: id, phase: .ended, location: fingers[i].location)), 1)
        fingers.remove(at: i)
    }

    private mutating func mouseAction(_ emit: (InputEvent.Kind, Double) -> Void) {
        if let m = mouse {
            emit(.pointer(.init(action: .up, button: mouseButton, location: m, pressedButtons: [])), 1)
            mouse = nil
            return
        }
        let p = randomPoint()
        if rng.chance(0.3) {
            emit(.pointer(.init(action: .moved, button: nil, location: p, pressedButtons: [])), 1)
            return
        }
        mouseButton = [.left, .left, .left, .right, .middle][rng.int(5)]
        mouse = p
        let speed = rng.double(0, 2500) * (rng.chance(0.5) ? 1 : -1)
        mouseVelocity = rng.chance(0.5) ? Point(x: speed, y: 0) : Point(x: 0, y: speed)
        emit(.pointer(.init(action: .down, button: mouseButton, location: p, pressedButtons: [mouseButton])), 0.5)
    }

    private mutating func moveMouse(_ emit: (InputEvent.Kind, Double) -> Void) {
        guard var m = mouse else { return }
        m += mouseVelocity * (1 / 60)
        mouse = m
        emit(.pointer(.init(action: .moved, button: nil, location: m, pressedButtons: [mouseButton])), 1)
    }

    private mutating func keyAction(_ emit: (InputEvent.Kind, Double) -> Void) {
        if !heldKeys.isEmpty, rng.chance(0.6) {
            let k = heldKeys.removeFirst()
            emit(.key(.init(code: k, isDown: false)), 1)
            return
        }
        let keys: [KeyCode] = [
            .left, .right, .up, .down, .enter, .space, .escape, .tab, .backspace, .f1, .character("a"),
            .other(1_073_741_882),
        ]
        let k = keys[rng.int(keys.count)]
        let modifiers: KeyModifiers = rng.chance(0.1) ? .shift : []
        emit(.key(.init(code: k, isDown: true, modifiers: modifiers)), 1)
        if rng.chance(0.7) {
            emit(.key(.init(code: k, isDown: false, modifiers: modifiers)), 1)
        } else {
            heldKeys.append(k)
        }
    }

    private mutating func padButtonAction(_ emit: (InputEvent.Kind, Double) -> Void) {
        if !heldButtons.isEmpty, rng.chance(0.6) {
            let (pad, b) = heldButtons.removeFirst()
            emit(.gamepadButton(.init(gamepad: GamepadID(pad), button: b, isDown: false)), 1)
            return
        }
        let pad = pads.isEmpty ? 0 : pads[rng.int(pads.count)]
        let button = GamepadButton.allCases[rng.int(GamepadButton.allCases.count)]
        emit(.gamepadButton(.init(gamepad: GamepadID(pad), button: button, isDown: true)), 1)
        if rng.chance(0.7) {
            emit(.gamepadButton(.init(gamepad: GamepadID(pad), button: button, isDown: false)), 1)
        } else {
            heldButtons.append((pad, button))
        }
    }

    private mutating func stickAction(_ emit: (InputEvent.Kind, Double) -> Void) {
        if !deflected.isEmpty, rng.chance(0.4) {
            let (pad, axis) = deflected.removeFirst()
            emit(.gamepadAxis(.init(gamepad: GamepadID(pad), axis: axis, value: 0)), 1)
            return
        }
        let pad = pads.isEmpty ? 0 : pads[rng.int(pads.count)]
        let axis = GamepadAxis.allCases[rng.int(GamepadAxis.allCases.count)]
        emit(.gamepadAxis(.init(gamepad: GamepadID(pad), axis: axis, value: rng.double(-1, 1))), 1)
        if !deflected.contains(where: { $0 == (pad, axis) }) { deflected.append((pad, axis)) }
    }

    private mutating func hotPlug(_ emit: (InputEvent.Kind, Double) -> Void) {
        let pad = Int32(rng.int(2))
        if let index = pads.firstIndex(of: pad) {
            pads.remove(at: index)
            emit(.gamepadDevice(.init(gamepad: GamepadID(pad), isConnected: false, name: "monkey pad")), 1)
            heldButtons.removeAll { $0.0 == pad }
            deflected.removeAll { $0.0 == pad }
        } else {
            pads.append(pad)
            emit(.gamepadDevice(.init(gamepad: GamepadID(pad), isConnected: true, name: "monkey pad")), 1)
        }
    }

    private mutating func resize(_ emit: (InputEvent.Kind, Double) -> Void) {
        viewport =
            rng.chance(0.5)
            ? initialViewport
            : Size(width: rng.double(240, 900).rounded(), height: rng.double(320, 1000).rounded())
        emit(.resized(viewport), 1)
    }

    private mutating func focusChange(_ emit: (InputEvent.Kind, Double) -> Void) {
        if focused {
            // A window losing focus reports every live finger cancelled first (InputEvent.focusLost).
            for f in fingers { emit(.touch(.init(id: f.id, phase: .cancelled, location: f.location)), 1) }
            fingers.removeAll()
            emit(.focusLost, 1)
            focused = false
        } else {
            emit(.focusGained, 1)
            focused = true
        }
    }
}

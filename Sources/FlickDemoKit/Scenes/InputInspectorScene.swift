public import FlickAnimation
public import FlickGeometry
public import FlickInput
import FlickLayers
public import FlickUI

#if canImport(Glibc)
    import Glibc
#endif

/// `--scene input`: every finger and the mouse as a circle with its id and a velocity arrow, every
/// gamepad's buttons, sticks and triggers, and four gesture recognizers attached to the whole
/// screen (pan, tap, double tap, long press, all simultaneous) with their live state, the pan's
/// translation and velocity — for checking a new touchscreen or pad.
@MainActor
public final class InputInspectorScene: DemoScene {
    public static let name = "input"
    public static let caption = "input inspector: fingers, mouse and gamepads, live"

    private let root: Layer
    private let title = Layer(name: "title")
    private let hint = Layer(name: "hint")
    private let log = Layer(name: "log")
    private let padsLayer = Layer(name: "pads")
    private var state = InputState()
    private var markers: [Int64: TouchMarker] = [:]
    private let pointerMarker = TouchMarker(color: Color(white: 0.85), label: "mouse")
    private var padViews: [GamepadID: GamepadView] = [:]
    private var recent: [String] = []
    private var now = 0.0
    private let gestures: GesturePanel

    /// Finger colours, cycled by touch id.
    static let palette: [Color] = [
        Color(hex: 0xFF5A5F), Color(hex: 0x3DDC97), Color(hex: 0x4DA3FF), Color(hex: 0xFFC145),
        Color(hex: 0xB47CFF), Color(hex: 0x2EC4B6), Color(hex: 0xFF8C42), Color(hex: 0xF15BB5),
    ]

    public init(application: Application) {
        root = application.rootLayer
        application.clearColor = Color(hex: 0x101218)
        title.text = "Input inspector"
        title.textStyle = TextStyle(font: TextStyle.boldFont, size: 20, color: .white)
        hint.text = "Touch, drag, tap or hold anywhere; move the mouse; press gamepad buttons."
        hint.textStyle = TextStyle(size: 12, color: Color(white: 0.6))
        log.textStyle = TextStyle(size: 11, color: Color(white: 0.55))
        for layer in [title, hint, log, padsLayer] { root.addSublayer(layer) }
        pointerMarker.root.isHidden = true
        root.addSublayer(pointerMarker.root)
        gestures = GesturePanel(window: application.window)
        root.addSublayer(gestures.root)
        layout(in: application.viewport)
    }

    public func layout(in viewport: Size) {
        title.frame = Rect(x: 16, y: 16, width: viewport.width - 32, height: 26)
        hint.frame = Rect(x: 16, y: 44, width: viewport.width - 32, height: 34)
        log.frame = Rect(x: 16, y: 84, width: viewport.width - 32, height: 100)
        gestures.root.frame = Rect(x: 16, y: 190, width: min(360, viewport.width - 32), height: GesturePanel.height)
        gestures.layout()
        padsLayer.frame = Rect(x: 0, y: viewport.height - 170, width: viewport.width, height: 170)
        layoutPads()
    }

    public func handle(_ event: InputEvent, in application: Application) {
        now = max(now, event.timestamp)
        state.apply(event)
        if let line = Self.describe(event) {
            recent.append(line)
            if recent.count > 7 { recent.removeFirst(recent.count - 7) }
            log.text = recent.joined(separator: "\n")
        }
        if case .gamepadDevice = event.kind { syncPads() }
        gestures.poll(at: now)
    }

    public func advance(to frame: FrameTime, in application: Application) -> Bool {
        now = max(now, frame.timestamp)
        syncTouches()
        syncPointer()
        for pad in state.gamepads.connectedPads { padViews[pad.id]?.update(pad) }
        let gesturesChanging = gestures.poll(at: now)
        // Keep producing frames while anything is held, so velocity arrows decay visibly.
        return !state.touches.isEmpty || !(state.pointer?.pressedButtons.isEmpty ?? true) || gesturesChanging
    }

    private func syncTouches() {
        let live = Set(state.touches.keys)
        for (id, marker) in markers where !live.contains(id) {
            marker.root.removeFromSuperlayer()
            markers[id] = nil
        }
        for touch in state.orderedTouches {
            let marker =
                markers[touch.id]
                ?? {
                    let color = Self.palette[
                        Int(touch.id % Int64(Self.palette.count) + Int64(Self.palette.count)) % Self.palette.count]
                    let m = TouchMarker(color: color, label: "#\(touch.id)")
                    root.addSublayer(m.root)
                    markers[touch.id] = m
                    return m
                }()
            marker.update(location: touch.location, velocity: touch.velocity(at: now), pressed: true)
        }
    }

    private func syncPointer() {
        guard let pointer = state.pointer else {
            pointerMarker.root.isHidden = true
            return
        }
        pointerMarker.root.isHidden = false
        pointerMarker.update(
            location: pointer.location, velocity: pointer.tracker.velocity(at: now),
            pressed: !pointer.pressedButtons.isEmpty)
    }

    private func syncPads() {
        let connected = state.gamepads.connectedPads
        let ids = Set(connected.map(\.id))
        for (id, view) in padViews where !ids.contains(id) {
            view.root.removeFromSuperlayer()
            padViews[id] = nil
        }
        for pad in connected where padViews[pad.id] == nil {
            let view = GamepadView(name: "\(pad.id) · \(pad.name)")
            padsLayer.addSublayer(view.root)
            padViews[pad.id] = view
        }
        layoutPads()
    }

    private func layoutPads() {
        let views = padViews.keys.sorted().compactMap { padViews[$0] }
        guard !views.isEmpty else { return }
        let width = padsLayer.bounds.width / Double(min(views.count, 2))
        for (i, view) in views.enumerated() {
            view.root.isHidden = i >= 2
            view.root.frame = Rect(x: Double(i) * width + 8, y: 0, width: width - 16, height: 160)
            view.layout()
        }
    }

    /// One line per event for the on-screen log (motion is left out: it would flood the log).
    static func describe(_ event: InputEvent) -> String? {
        switch event.kind {
        case .touch(let t) where t.phase != .moved:
            return "touch #\(t.id) \(t.phase) at \(Int(t.location.x)),\(Int(t.location.y))"
        case .pointer(let p) where p.action != .moved:
            return "mouse \(p.button?.rawValue ?? "") \(p.action) at \(Int(p.location.x)),\(Int(p.location.y))"
        case .wheel(let w):
            return "wheel \(Int(w.delta.x)),\(Int(w.delta.y))"
        case .key(let k) where k.isDown:
            return "key \(k.code)\(k.isRepeat ? " (repeat)" : "")"
        case .gamepadButton(let b):
            return "\(b.gamepad) \(b.button.rawValue) \(b.isDown ? "down" : "up")"
        case .gamepadDevice(let d):
            return "\(d.gamepad) \(d.isConnected ? "connected" : "removed"): \(d.name)"
        case .resized(let s):
            return "resized to \(Int(s.width))×\(Int(s.height)) pt"
        case .focusLost:
            return "focus lost: live touches cancelled"
        default:
            return nil
        }
    }
}

/// A finger's or the mouse's marker: a ring with a label and an arrow showing 100 ms of travel
/// at the current velocity.
@MainActor
final class TouchMarker {
    let root = Layer(name: "marker")
    private let ring = Layer(name: "ring")
    private let label = Layer(name: "label")
    private let arrow = Layer(name: "arrow")
    private let color: Color
    private let idText: String
    static let diameter = 72.0

    init(color: Color, label text: String) {
        self.color = color
        idText = text
        let d = Self.diameter
        ring.frame = Rect(x: -d / 2, y: -d / 2, width: d, height: d)
        ring.cornerRadius = d / 2
        ring.borderWidth = 3
        ring.borderColor = color
        ring.backgroundColor = color.withAlpha(0.25)
        label.frame = Rect(x: -90, y: d / 2 + 4, width: 180, height: 18)
        label.text = text
        label.textStyle = TextStyle(font: TextStyle.boldFont, size: 13, color: color, alignment: .center, wraps: false)
        arrow.anchorPoint = Point(x: 0, y: 0.5)
        arrow.backgroundColor = color
        arrow.cornerRadius = 2
        for layer in [arrow, ring, label] { root.addSublayer(layer) }
    }

    func update(location: Point, velocity: Point, pressed: Bool) {
        root.position = location
        ring.backgroundColor = color.withAlpha(pressed ? 0.35 : 0.1)
        let speed = velocity.length
        // 100 ms of travel, capped at 300 pt so a fast fling stays on screen.
        let length = min(speed * 0.1, 300)
        arrow.isHidden = length < 2
        arrow.bounds = Rect(x: 0, y: 0, width: length, height: 4)
        arrow.position = .zero
        arrow.transform = Transform3D(rotationAngle: atan2(velocity.y, velocity.x), x: 0, y: 0, z: 1)
        // Below the fling threshold (50 pt/s, FEEL.md §5) the finger counts as resting.
        label.text = speed >= 50 ? "\(idText) · \(Int(speed)) pt/s" : idText
    }
}

/// One gamepad drawn live: sticks, triggers and every button.
@MainActor
final class GamepadView {
    let root = Layer(name: "gamepad")
    private let title = Layer(name: "pad-title")
    private var buttons: [GamepadButton: Layer] = [:]
    private let sticks = [Layer(name: "left-stick"), Layer(name: "right-stick")]
    private let knobs = [Layer(name: "left-knob"), Layer(name: "right-knob")]
    private let triggers = [Layer(name: "lt"), Layer(name: "rt")]
    private let triggerFills = [Layer(name: "lt-fill"), Layer(name: "rt-fill")]
    static let lit = Color(hex: 0x3DDC97)
    static let unlit = Color(white: 0.25)

    /// Where each button sits in a 0…1 unit box of the pad, and its label.
    static let layout: [(GamepadButton, Double, Double, String)] = [
        (.dpadUp, 0.15, 0.50, "↑"), (.dpadDown, 0.15, 0.80, "↓"), (.dpadLeft, 0.07, 0.65, "←"),
        (.dpadRight, 0.23, 0.65, "→"), (.y, 0.85, 0.50, "Y"), (.a, 0.85, 0.80, "A"), (.x, 0.77, 0.65, "X"),
        (.b, 0.93, 0.65, "B"), (.leftShoulder, 0.15, 0.28, "LB"), (.rightShoulder, 0.85, 0.28, "RB"),
        (.back, 0.40, 0.30, "◂"), (.guide, 0.50, 0.30, "◉"), (.start, 0.60, 0.30, "▸"),
        (.leftStick, 0.36, 0.92, "L3"), (.rightStick, 0.64, 0.92, "R3"),
    ]

    init(name: String) {
        root.backgroundColor = Color(white: 1, alpha: 0.05)
        root.cornerRadius = 14
        title.text = name
        title.textStyle = TextStyle(size: 11, color: Color(white: 0.7), alignment: .center, wraps: false)
        root.addSublayer(title)
        for (button, _, _, text) in Self.layout {
            let b = Layer(name: button.rawValue)
            b.backgroundColor = Self.unlit
            b.text = text
            b.textStyle = TextStyle(font: TextStyle.boldFont, size: 10, color: .white, alignment: .center, wraps: false)
            buttons[button] = b
            root.addSublayer(b)
        }
        for i in 0..<2 {
            sticks[i].borderWidth = 2
            sticks[i].borderColor = Color(white: 0.4)
            knobs[i].backgroundColor = .white
            sticks[i].addSublayer(knobs[i])
            root.addSublayer(sticks[i])
            triggers[i].backgroundColor = Self.unlit
            triggers[i].cornerRadius = 3
            triggerFills[i].backgroundColor = Self.lit
            triggerFills[i].cornerRadius = 3
            triggers[i].addSublayer(triggerFills[i])
            root.addSublayer(triggers[i])
        }
    }

    func layout() {
        let b = root.bounds
        title.frame = Rect(x: 0, y: 6, width: b.width, height: 16)
        let size = min(26, b.width / 9)
        for (button, ux, uy, _) in Self.layout {
            guard let layer = buttons[button] else { continue }
            layer.frame = Rect(x: ux * b.width - size / 2, y: uy * b.height - size / 2, width: size, height: size)
            layer.cornerRadius = size / 2
            layer.textStyle.size = size * 0.42
        }
        let stickSize = min(44, b.width / 6)
        for i in 0..<2 {
            let cx = b.width * (i == 0 ? 0.36 : 0.64)
            sticks[i].frame = Rect(
                x: cx - stickSize / 2, y: b.height * 0.62 - stickSize / 2, width: stickSize, height: stickSize)
            sticks[i].cornerRadius = stickSize / 2
            knobs[i].bounds = Rect(x: 0, y: 0, width: 12, height: 12)
            knobs[i].cornerRadius = 6
            knobs[i].position = Point(x: stickSize / 2, y: stickSize / 2)
            triggers[i].frame = Rect(x: b.width * (i == 0 ? 0.05 : 0.75), y: 8, width: b.width * 0.2, height: 6)
        }
    }

    func update(_ pad: GamepadState.Pad) {
        for (button, layer) in buttons { layer.backgroundColor = pad.isPressed(button) ? Self.lit : Self.unlit }
        let axes: [(GamepadAxis, GamepadAxis)] = [(.leftX, .leftY), (.rightX, .rightY)]
        for i in 0..<2 {
            let r = sticks[i].bounds.width / 2 - 6
            knobs[i].position = Point(x: r + 6 + pad.value(of: axes[i].0) * r, y: r + 6 + pad.value(of: axes[i].1) * r)
            let value = pad.value(of: i == 0 ? .leftTrigger : .rightTrigger)
            triggerFills[i].frame = Rect(x: 0, y: 0, width: triggers[i].bounds.width * value, height: 6)
        }
    }
}

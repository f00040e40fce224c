// libFuzzer target over FlickUI's gesture machinery and the two-axis container (scripts/fuzz
// gestures, docs/MEASURING.md): arbitrary event sequences — touches with up to four fingers,
// the mouse, the wheel, keys, pad buttons, sticks and hot-plug, resizes, focus loss — go
// through a real Application whose root is a SwipeNavigationController with five panels; the
// left panel holds a vertical ScrollView, the centre a view with tap, double-tap, long-press,
// pan and screen-edge recognizers. Frames are stepped on virtual time between events.
//
// Properties: nothing traps; after every frame the view and layer trees are consistent and
// finite (`View.checkInvariants`) and the container keeps its invariants
// (`invariantViolations`); once everything is let go, it settles within 10 s of virtual time.
import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickNavigation
import FlickUI

/// Reads the fuzzer's bytes as numbers; past the end it reads zeros.
struct ByteReader {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index >= bytes.count }

    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    /// A coordinate in points: mostly on a 400×700 screen, now and then far outside it.
    mutating func coordinate() -> Double {
        let b = byte()
        return b < 240 ? Double(b) * 3 : Double(Int(b) - 248) * 5000
    }
}

/// Draws nothing.
@MainActor
final class NullRenderer: Renderer {
    func render(_ list: DisplayList) {}
    func present() {}
}

/// Hands out queued events at the next frame.
@MainActor
final class Queue: EventSource {
    var pending: [InputEvent] = []
    func drainEvents() -> [InputEvent] {
        defer { pending.removeAll() }
        return pending
    }
    func waitForEvents(timeout: Double) {}
}

@MainActor
final class Stage {
    let clock = VirtualFrameClock(start: 0, rate: 60)
    let queue = Queue()
    let ticker = AnimationTicker()
    let app: Application
    let nav: SwipeNavigationController

    init() {
        app = Application(
            clock: clock, events: queue, renderer: NullRenderer(), viewport: Size(width: 360, height: 640),
            ticker: ticker)
        var panels: [Panel: ViewController] = [:]
        for panel in Panel.allCases { panels[panel] = ViewController() }
        let centre = View()
        for recognizer: GestureRecognizer in [
            TapGestureRecognizer(), LongPressGestureRecognizer(), PanGestureRecognizer(),
            ScreenEdgePanGestureRecognizer(),
        ] {
            centre.addGestureRecognizer(recognizer)
        }
        let doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        centre.addGestureRecognizer(doubleTap)
        centre.frame = Rect(x: 40, y: 100, width: 280, height: 400)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 360, height: 640), ticker: ticker)
        scroll.contentSize = Size(width: 360, height: 3000)
        nav = SwipeNavigationController(panels: panels, ticker: ticker)
        app.rootViewController = nav
        nav.installInput(in: app)
        panels[.center]?.view.addSubview(centre)
        panels[.left]?.view.addSubview(scroll)
    }

    func step(_ t: inout Double) {
        app.step()
        t = clock.now
        let problems = app.window.checkInvariants().map(\.description) + nav.invariantViolations()
        // fatalError keeps its message in optimised builds (precondition's is stripped).
        if !problems.isEmpty { fatalError("invariants broken at t = \(t): \(problems)") }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGestures(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        var reader = ByteReader(bytes: bytes)
        let stage = Stage()
        var t = 0.0
        var fingers: [Int64: Point] = [:]
        var mouseDown = false
        stage.step(&t)
        while !reader.isAtEnd {
            let op = reader.byte()
            let p = Point(x: reader.coordinate(), y: reader.coordinate())
            let kind: InputEvent.Kind
            switch op % 12 {
            case 0, 1, 2, 3:
                let id = Int64(op >> 6)
                let phase: InputEvent.Phase =
                    fingers[id] == nil ? .began : (op & 0x10 != 0 ? .ended : (op & 0x20 != 0 ? .cancelled : .moved))
                fingers[id] = phase == .began || phase == .moved ? p : nil
                kind = .touch(.init(id: id, phase: phase, location: p))
            case 4, 5:
                let action: InputEvent.Pointer.Action = op & 0x10 != 0 ? (mouseDown ? .up : .down) : .moved
                if action == .down { mouseDown = true }
                if action == .up { mouseDown = false }
                kind = .pointer(
                    .init(
                        action: action, button: action == .moved ? nil : .left, location: p,
                        pressedButtons: mouseDown ? [.left] : []))
            case 6: kind = .wheel(.init(delta: Point(x: p.x - 360, y: p.y - 360), location: p))
            case 7:
                let keys: [KeyCode] = [.left, .right, .up, .down, .enter, .escape, .tab, .space]
                kind = .key(.init(code: keys[Int(op >> 4) % keys.count], isDown: op & 0x80 == 0))
            case 8:
                let button = GamepadButton.allCases[Int(op >> 4) % GamepadButton.allCases.count]
                kind = .gamepadButton(.init(gamepad: GamepadID(Int32(op >> 7)), button: button, isDown: op & 8 == 0))
            case 9:
                let axis = GamepadAxis.allCases[Int(op >> 4) % GamepadAxis.allCases.count]
                let value = Double(Int(reader.byte()) - 128) / 128
                kind = .gamepadAxis(.init(gamepad: GamepadID(0), axis: axis, value: value))
            case 10:
                kind = .gamepadDevice(
                    .init(gamepad: GamepadID(Int32(op >> 7)), isConnected: op & 0x10 != 0, name: "pad"))
            default:
                switch op >> 4 % 4 {
                case 0:
                    kind = .resized(
                        Size(
                            width: 64 + p.x.magnitude.truncatingRemainder(dividingBy: 900),
                            height: 64 + p.y.magnitude.truncatingRemainder(dividingBy: 1200)))
                case 1:
                    for (id, q) in fingers {
                        stage.queue.pending.append(
                            InputEvent(timestamp: t, kind: .touch(.init(id: id, phase: .cancelled, location: q))))
                    }
                    fingers.removeAll()
                    mouseDown = false
                    kind = .focusLost
                case 2: kind = .focusGained
                default:
                    stage.nav.navigate(to: Panel.allCases[Int(op >> 6) % 5], animated: op & 1 == 0)
                    kind = .focusGained
                }
            }
            stage.queue.pending.append(InputEvent(timestamp: t, kind: kind))
            for _ in 0..<(Int(reader.byte()) % 4) { stage.step(&t) }
        }
        for (id, q) in fingers {
            let lift = InputEvent.Kind.touch(.init(id: id, phase: .ended, location: q))
            stage.queue.pending.append(InputEvent(timestamp: t, kind: lift))
        }
        if mouseDown {
            stage.queue.pending.append(
                InputEvent(
                    timestamp: t,
                    kind: .pointer(.init(action: .up, button: .left, location: .zero, pressedButtons: []))))
        }
        for pad in [GamepadID(0), GamepadID(1)] {
            let gone = InputEvent.Kind.gamepadDevice(.init(gamepad: pad, isConnected: false, name: "pad"))
            stage.queue.pending.append(InputEvent(timestamp: t, kind: gone))
        }
        stage.step(&t)
        for _ in 0..<600 where !stage.nav.isIdle { stage.step(&t) }
        if !stage.nav.isIdle { fatalError("the container is still moving 10 s after everything was let go") }
    }
    return 0
}

import FlickGeometry
import FlickInput
import FlickLayers
import FlickUI

/// A window and a dispatcher driven by scripted touches, without an application.
@MainActor
final class TouchHarness {
    let window: Window
    let dispatcher: GestureDispatcher

    init(width: Double = 400, height: Double = 300) {
        window = Window(layer: Layer(name: "root"), frame: Rect(x: 0, y: 0, width: width, height: height))
        dispatcher = GestureDispatcher(window: window)
    }

    func touch(_ id: Int64, _ phase: InputEvent.Phase, _ x: Double, _ y: Double, at t: Double) {
        dispatcher.handle(
            InputEvent(timestamp: t, kind: .touch(.init(id: id, phase: phase, location: Point(x: x, y: y)))))
    }

    func down(_ id: Int64, _ x: Double, _ y: Double, at t: Double) { touch(id, .began, x, y, at: t) }
    func move(_ id: Int64, _ x: Double, _ y: Double, at t: Double) { touch(id, .moved, x, y, at: t) }
    func up(_ id: Int64, _ x: Double, _ y: Double, at t: Double) { touch(id, .ended, x, y, at: t) }

    func mouse(_ action: InputEvent.Pointer.Action, _ x: Double, _ y: Double, at t: Double) {
        let button: InputEvent.MouseButton? = action == .moved ? nil : .left
        let pressed: Set<InputEvent.MouseButton> = action == .up ? [] : [.left]
        dispatcher.handle(
            InputEvent(
                timestamp: t,
                kind: .pointer(
                    .init(action: action, button: button, location: Point(x: x, y: y), pressedButtons: pressed))))
    }
}

/// Records a recognizer's states as its actions fire.
@MainActor
final class StateLog {
    var states: [GestureState] = []
    func attach(_ g: GestureRecognizer) { g.addAction { [weak self] g in self?.states.append(g.state) } }
}

/// A delegate that lets every pair recognize together, or refuses to begin.
@MainActor
final class PermissiveDelegate: GestureRecognizerDelegate {
    var allowBegin = true
    var refuseTouchesAbove: Double?
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { allowBegin }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard let y = refuseTouchesAbove else { return true }
        return touch.locationInWindow.y >= y
    }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer)
        -> Bool
    { true }
}

/// A pan delegate that begins on touch-down for touches left of `x`, logging the touches it is
/// asked about.
@MainActor
final class TouchDownDelegate: PanGestureRecognizerDelegate {
    var beginsLeftOf: Double
    var asked: [Int64] = []
    init(beginsLeftOf x: Double) { beginsLeftOf = x }
    func panGestureRecognizer(_ pan: PanGestureRecognizer, shouldBeginOnTouchDown touch: Touch) -> Bool {
        asked.append(touch.id)
        return touch.locationInWindow.x < beginsLeftOf
    }
}

/// A view that logs the touches it receives.
@MainActor
final class TouchLogView: View {
    var log: [String] = []
    override func touchesBegan(_ touches: [Touch]) { log.append("began") }
    override func touchesMoved(_ touches: [Touch]) { log.append("moved") }
    override func touchesEnded(_ touches: [Touch]) { log.append("ended") }
    override func touchesCancelled(_ touches: [Touch]) { log.append("cancelled") }
}

func approx(_ a: Point, _ b: Point, _ eps: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= eps && abs(a.y - b.y) <= eps
}

import FlickGeometry
import Testing

@testable import FlickInput

@Suite("InputState")
struct InputStateTests {
    func touch(_ t: Double, _ id: Int64, _ phase: InputEvent.Phase, _ x: Double) -> InputEvent {
        InputEvent(timestamp: t, kind: .touch(InputEvent.Touch(id: id, phase: phase, location: Point(x: x, y: 0))))
    }

    @Test("live touches carry ids, start points and velocities; lifted ones disappear")
    func touches() {
        var state = InputState()
        state.apply(touch(0, 7, .began, 0))
        state.apply(touch(0, 8, .began, 500))
        for i in 1...6 { state.apply(touch(Double(i) / 100, 7, .moved, 4 * Double(i))) }
        #expect(state.orderedTouches.map(\.id) == [7, 8])
        let seven = state.touches[7]!
        #expect(seven.startLocation == .zero && seven.location == Point(x: 24, y: 0))
        #expect(abs(seven.velocity(at: 0.06).x - 400) < 1e-6)
        state.apply(touch(0.07, 8, .ended, 500))
        #expect(state.orderedTouches.map(\.id) == [7])
    }

    @Test("focus loss clears touches and held keys")
    func focus() {
        var state = InputState()
        state.apply(touch(0, 1, .began, 0))
        state.apply(InputEvent(timestamp: 0, kind: .key(InputEvent.Key(code: .left, isDown: true))))
        #expect(state.heldKeys == [.left])
        state.apply(InputEvent(timestamp: 1, kind: .focusLost))
        #expect(state.touches.isEmpty && state.heldKeys.isEmpty && !state.hasFocus)
    }

    @Test("pointer position and buttons follow the mouse")
    func pointer() {
        var state = InputState()
        let down = InputEvent.Pointer(
            action: .down, button: .left, location: Point(x: 3, y: 4), pressedButtons: [.left]
        )
        state.apply(InputEvent(timestamp: 0, kind: .pointer(down)))
        #expect(state.pointer?.pressedButtons == [.left] && state.pointer?.location == Point(x: 3, y: 4))
    }
}

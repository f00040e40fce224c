import FlickGeometry
import Testing

@testable import FlickInput

@Suite("TouchRegistry")
struct TouchRegistryTests {
    let a = TouchRegistry.RawFinger(device: 1, finger: 0)
    let b = TouchRegistry.RawFinger(device: 1, finger: 1)
    let otherDevice = TouchRegistry.RawFinger(device: 2, finger: 0)

    @Test("every touch gets a fresh id, even when the platform reuses its finger id")
    func freshIDs() {
        var r = TouchRegistry()
        let first = r.update(a, phase: .began, location: .zero)
        _ = r.update(a, phase: .ended, location: .zero)
        let second = r.update(a, phase: .began, location: .zero)
        let third = r.update(otherDevice, phase: .began, location: .zero)
        #expect(first.map(\.id) == [1] && second.map(\.id) == [2] && third.map(\.id) == [3])
    }

    @Test("moves and lifts carry the touch's id; unknown fingers are dropped")
    func phases() {
        var r = TouchRegistry()
        let began = r.update(a, phase: .began, location: Point(x: 1, y: 1))
        let moved = r.update(a, phase: .moved, location: Point(x: 2, y: 3), pressure: 0.5)
        #expect(moved == [InputEvent.Touch(id: began[0].id, phase: .moved, location: Point(x: 2, y: 3), pressure: 0.5)])
        let unknownMove = r.update(b, phase: .moved, location: .zero)
        let unknownLift = r.update(b, phase: .ended, location: .zero)
        let lift = r.update(a, phase: .ended, location: Point(x: 4, y: 4))
        let secondLift = r.update(a, phase: .ended, location: .zero)
        #expect(unknownMove.isEmpty && unknownLift.isEmpty)
        #expect(lift.map(\.phase) == [.ended])
        #expect(secondLift.isEmpty, "a touch ends once")
    }

    @Test("a second down without an up cancels the stale touch first")
    func doubleDown() {
        var r = TouchRegistry()
        _ = r.update(a, phase: .began, location: .zero)
        let out = r.update(a, phase: .began, location: Point(x: 5, y: 5))
        #expect(out.map(\.phase) == [.cancelled, .began])
        #expect(out[0].id != out[1].id)
        #expect(r.liveTouches.count == 1)
    }

    @Test("cancelAll cancels every live touch at its last location, oldest first, and forgets them")
    func cancelAll() {
        var r = TouchRegistry()
        _ = r.update(b, phase: .began, location: Point(x: 9, y: 9))
        _ = r.update(a, phase: .began, location: .zero)
        _ = r.update(a, phase: .moved, location: Point(x: 7, y: 7))
        let cancelled = r.cancelAll()
        #expect(cancelled.map(\.phase) == [.cancelled, .cancelled])
        #expect(cancelled.map(\.location) == [Point(x: 9, y: 9), Point(x: 7, y: 7)])
        #expect(r.liveTouches.isEmpty)
        let lateLift = r.update(a, phase: .ended, location: .zero)
        #expect(lateLift.isEmpty, "the lift after a cancel is dropped")
    }
}

import FlickGeometry
import FlickInput
import FlickTesting
import Testing

@MainActor
@Suite("ScriptedEventSource")
struct ScriptedEventSourceTests {
    func key(_ t: Double, _ code: KeyCode) -> InputEvent {
        InputEvent(timestamp: t, kind: .key(InputEvent.Key(code: code, isDown: true)))
    }

    @Test("events come out in time order, due ones only when a clock is given")
    func dueByClock() {
        let clock = ManualFrameClock(start: 0, rate: 10)
        let source = ScriptedEventSource([key(0.25, .down), key(0, .up), key(0.05, .left)]) { clock.now }
        source.enqueue(key(0.05, .right))
        _ = clock.nextFrame()
        #expect(source.drainEvents().map(\.timestamp) == [0])
        _ = clock.nextFrame()
        let second = source.drainEvents().compactMap { if case .key(let k) = $0.kind { k.code } else { nil } }
        #expect(second == [.left, .right], "ties keep insertion order")
        #expect(source.pending.count == 1)
        _ = clock.nextFrame()
        _ = clock.nextFrame()
        #expect(source.drainEvents().count == 1 && source.pending.isEmpty)
    }

    @Test("without a clock everything drains at once; waits are recorded, never block")
    func drainAll() {
        let source = ScriptedEventSource([key(5, .up), key(1, .down)])
        #expect(source.drainEvents().map(\.timestamp) == [1, 5])
        source.waitForEvents(timeout: 0.5)
        #expect(source.waits == [0.5] && source.drainEvents().isEmpty)
    }
}

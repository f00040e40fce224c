import Testing

@testable import FlickSDL

@Suite("SDLTime")
struct SDLTimeTests {
    @Test("counter to seconds keeps sub-microsecond precision on large counters")
    func precision() {
        let frequency: UInt64 = 1_000_000_000
        // About 115 days of uptime plus 1 ns.
        let counter: UInt64 = 10_000_000 * frequency + 1
        let seconds = SDLTime.seconds(counter: counter, frequency: frequency)
        #expect(seconds - 10_000_000 > 0 && seconds - 10_000_000 < 1e-6)
        #expect(SDLTime.seconds(counter: 3 * 24_000_000 + 12_000_000, frequency: 24_000_000) == 3.5)
        #expect(SDLTime.seconds(counter: 5, frequency: 0) == 0)
    }

    @Test("now() never goes backwards")
    func monotonic() {
        var last = SDLTime.now()
        for _ in 0..<1000 {
            let next = SDLTime.now()
            #expect(next >= last)
            last = next
        }
    }
}

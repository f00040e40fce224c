import FlickGeometry
import FlickInput
import Testing

/// Inputs the fuzzers (scripts/fuzz, docs/MEASURING.md) found to break a promise, kept as tests.
@Suite("Fuzz findings")
struct InputRecordingFuzzFindingsTests {
    @Test("a kept press's release is kept even after an earlier suppressed press never released")
    func staleSuppressedPressDoesNotCaptureALaterKeptOne() {
        var dedup = TouchMouseDeduplicator()
        let finger = Point(x: 100, y: 100)
        #expect(dedup.decide(.finger(time: 0, location: finger)) == .keep)
        // An echo press next to the finger is dropped; its release is lost (focus moved, say).
        #expect(
            dedup.decide(
                .mouseButton(time: 0.1, location: finger, button: .left, isDown: true, synthesizedFromTouch: false))
                == .drop(.nearRecentFinger))
        // Much later a real press far away is kept, so its release must be kept too (rule 3).
        let far = Point(x: 300, y: 500)
        #expect(
            dedup.decide(.mouseButton(time: 5, location: far, button: .left, isDown: true, synthesizedFromTouch: false))
                == .keep)
        #expect(dedup.decide(.mouseMotion(time: 5.1, location: far, synthesizedFromTouch: false)) == .keep)
        #expect(
            dedup.decide(
                .mouseButton(time: 5.2, location: far, button: .left, isDown: false, synthesizedFromTouch: false))
                == .keep)
    }

    @Test("a press suppressed after a kept one (no release between) drops its release")
    func newestPressDecides() {
        var dedup = TouchMouseDeduplicator()
        let p = Point(x: 10, y: 10)
        #expect(
            dedup.decide(.mouseButton(time: 0, location: p, button: .right, isDown: true, synthesizedFromTouch: false))
                == .keep)
        #expect(
            dedup.decide(.mouseButton(time: 0.1, location: p, button: .right, isDown: true, synthesizedFromTouch: true))
                == .drop(.synthesizedFromTouch))
        #expect(
            dedup.decide(
                .mouseButton(time: 0.2, location: p, button: .right, isDown: false, synthesizedFromTouch: false))
                == .drop(.partOfSuppressedPress))
    }

    @Test("recordings with extreme but legal values decode and round-trip")
    func extremeValues() throws {
        let text = """
            {"flick-recording":1,"viewport":[1,16384],"scene":"x","rate":1000}
            {"t":1e9,"kind":"touch","id":-9223372036854775808,"phase":"moved","x":-1e6,"y":1E6,"pressure":0.0}
            {"t":1000000000,"kind":"key","code":"\\r\\n","down":false,"repeat":true,"modifiers":["meta","shift"]}
            {"t":1e9,"kind":"pad-axis","pad":-2147483648,"axis":"rightTrigger","value":-0}
            """
        let recording = try InputRecording(decoding: text)
        #expect(recording.events.count == 3)
        #expect(try InputRecording(decoding: recording.encoded()) == recording)
    }
}

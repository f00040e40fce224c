import FlickSDL
import Testing

@testable import FlickApp

/// Opening a window while the display is not up yet (the kiosk issue): the app waits a bounded
/// time saying what for, then fails with the cause (the command exits 1); other errors are not
/// waited on. Runs on made-up time.
@Suite struct DisplayWaitTests {
    /// A manual clock that only moves when the wait pauses between attempts.
    final class FakeTime {
        var now = 100.0
        var pauses: [Double] = []
        var logs: [String] = []
        func advance(by s: Double) {
            pauses.append(s)
            now += s
        }
    }

    let notUp = DisplayUnavailable(reason: "SDL's video system did not start (x11 not available)")

    @Test func aDisplayThatComesUpIsWaitedForAndSaidSo() throws {
        let time = FakeTime()
        var attempts = 0
        let value = try DisplayWait(timeout: 10).open(
            now: { time.now }, pause: time.advance(by:), log: { time.logs.append($0) },
            attempt: { () throws -> String in
                attempts += 1
                if time.now < 102 { throw notUp }
                return "window"
            })
        #expect(value == "window")
        #expect(attempts == 9, "every 0.25 s until it answered at 2 s")
        #expect(time.logs.count == 2)
        #expect(time.logs.first == "waiting up to 10 s for the display: \(notUp.reason)")
        #expect(time.logs.last == "the display is up after 2 s")
    }

    @Test func aDisplayThatNeverComesUpFailsAfterTheTimeoutWithTheCause() {
        let time = FakeTime()
        var attempts = 0
        #expect {
            try DisplayWait(timeout: 3).open(
                now: { time.now }, pause: time.advance(by:), log: { time.logs.append($0) },
                attempt: { () throws -> Int in
                    attempts += 1
                    throw notUp
                })
        } throws: { error in
            guard let timedOut = error as? DisplayWaitTimedOut else { return false }
            return timedOut.waited == 3 && timedOut.description.contains(notUp.reason)
                && timedOut.description.contains("after waiting 3 s")
        }
        #expect(attempts == 13, "at 0, 0.25 … 3 s")
        #expect(time.now == 103, "never longer than the timeout")
        #expect(time.logs.count == 1, "says once what it waits for")
    }

    @Test func noWaitTriesOnceAndOtherErrorsAreNotWaitedOn() {
        let time = FakeTime()
        var attempts = 0
        #expect(throws: DisplayWaitTimedOut.self) {
            try DisplayWait(timeout: 0).open(
                now: { time.now }, pause: time.advance(by:), log: { time.logs.append($0) },
                attempt: { () throws -> Int in
                    attempts += 1
                    throw notUp
                })
        }
        #expect(attempts == 1 && time.pauses.isEmpty && time.logs.isEmpty)
        #expect(throws: SDLError.self) {
            try DisplayWait(timeout: 10).open(
                now: { time.now }, pause: time.advance(by:), log: { time.logs.append($0) },
                attempt: { () throws -> Int in throw SDLError(operation: "create SDL's renderer", message: "no GL") })
        }
        #expect(time.pauses.isEmpty, "a broken renderer is not a display that is late")
    }

    @Test func optionsThatAskForADisplayNeverFallBackToHeadless() {
        var config = AppConfiguration()
        #expect(config.displayFlag == nil)
        config.window.fullscreen = true
        #expect(config.displayFlag == "--fullscreen")
        config = AppConfiguration()
        config.recordPath = "in.jsonl"
        #expect(config.displayFlag == "--record")
        #expect(throws: OptionError.self) { try OptionParsing.seconds("-1", option: "--display-wait") }
        #expect((try? OptionParsing.seconds("30", option: "--display-wait")) == 30)
    }
}

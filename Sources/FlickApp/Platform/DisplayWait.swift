import FlickSDL

/// Opening the window when the display may not be up yet (the kiosk issue: started before X or
/// the DRM console is ready, an app must neither run invisibly nor fail at once without saying
/// why). The shell retries for at most `timeout` seconds while the failure is
/// `DisplayUnavailable`, logging what it waits for once and how long it took; then it gives up
/// with an error naming the cause, which the command turns into a non-zero exit (so a systemd
/// unit's `Restart=on-failure` tries again). Any other error ends the wait at once.
///
/// The clock, the pause between attempts and the attempt are parameters, so tests run it on a
/// manual clock that the pause advances.
struct DisplayWait {
    /// How long to keep trying, seconds; 0 tries once.
    var timeout: Double
    /// The pause between attempts, seconds (short next to a display server's start-up, long
    /// enough not to spin).
    var retryInterval = 0.25

    /// The default wait (Flick's choice: an X server or the DRM driver comes up within a few
    /// seconds of a kiosk session starting; 10 s covers a slow boot without hanging a broken one).
    static let defaultTimeout = 10.0

    /// Calls `attempt` until it succeeds, fails with something other than `DisplayUnavailable`,
    /// or `timeout` has passed since the first try (measured with `now`, paused with `pause`).
    func open<Value>(
        now: () -> Double, pause: (Double) -> Void, log: (String) -> Void, attempt: () throws -> Value
    ) throws -> Value {
        let start = now()
        var waiting = false
        while true {
            do {
                let value = try attempt()
                if waiting { log("the display is up after \(Self.seconds(now() - start)) s") }
                return value
            } catch let unavailable as DisplayUnavailable {
                let elapsed = now() - start
                guard timeout.isFinite, elapsed + retryInterval <= timeout else {
                    throw DisplayWaitTimedOut(waited: elapsed, cause: unavailable)
                }
                if !waiting {
                    waiting = true
                    log("waiting up to \(Self.seconds(timeout)) s for the display: \(unavailable.reason)")
                }
                pause(retryInterval)
            }
        }
    }

    static func seconds(_ s: Double) -> String {
        let tenths = (s * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}

/// The display did not come up in time: what was last wrong and how long the app waited.
struct DisplayWaitTimedOut: Error, CustomStringConvertible {
    /// Seconds waited.
    var waited: Double
    /// The last attempt's failure.
    var cause: DisplayUnavailable

    var description: String {
        let wait = waited > 0 ? " after waiting \(DisplayWait.seconds(waited)) s" : ""
        return "no display\(wait): \(cause.reason)\n  the app exits with status 1 so that whatever started it "
            + "(a systemd unit with Restart=on-failure) can try again; --display-wait SECONDS waits longer"
    }
}

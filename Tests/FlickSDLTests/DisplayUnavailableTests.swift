import FlickSDL
import Testing

/// What counts as "no display" when opening a window, and what the message says.
@Suite struct DisplayUnavailableTests {
    @Test func sdlsInvisibleDriversCountAsNoDisplayUnlessAskedFor() {
        #expect(DisplayUnavailable.isInvisibleFallback(driver: "offscreen", requested: nil))
        #expect(DisplayUnavailable.isInvisibleFallback(driver: "dummy", requested: ""))
        #expect(!DisplayUnavailable.isInvisibleFallback(driver: "offscreen", requested: "offscreen"))
        #expect(!DisplayUnavailable.isInvisibleFallback(driver: "x11", requested: nil))
        #expect(!DisplayUnavailable.isInvisibleFallback(driver: "KMSDRM", requested: nil))
    }

    @Test func theReasonNamesWhatWasLookedFor() {
        let named = DisplayUnavailable.videoDidNotStart(driver: "kmsdrm", sdlError: "kmsdrm not available")
        #expect(named.reason.hasPrefix("SDL's 'kmsdrm' video driver did not start (kmsdrm not available)"))
        #expect(named.reason.contains("/dev/dri/card*"))
        let chosen = DisplayUnavailable.videoDidNotStart(driver: nil, sdlError: "No available video device")
        #expect(chosen.reason.contains("No available video device") && chosen.reason.contains("DISPLAY"))
        #expect(chosen.description.hasPrefix("no display: "))
    }
}

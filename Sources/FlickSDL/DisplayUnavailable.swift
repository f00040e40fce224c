/// The display a window needs is not there (yet): SDL's video system could not start, or the only
/// driver it could start shows nothing (`offscreen`, `dummy`) although nobody asked for one.
///
/// Distinct from `SDLError` because it can pass: at boot, a kiosk may start before the X server
/// answers or before the DRM card node appears. The shell waits for the display a bounded time on
/// this error and fails on any other (`DisplayWait` in FlickDemoKit).
public struct DisplayUnavailable: Error, CustomStringConvertible, Sendable {
    /// Why, in the user's terms ("SDL's video system did not start: x11 not available").
    public let reason: String

    /// Creates the error for `reason`.
    public init(reason: String) {
        self.reason = reason
    }

    /// The drivers SDL falls back to when no display answers: they open windows no one can see.
    public static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// True when SDL picked `driver` on its own (`requested`, the video-driver hint or
    /// `SDL_VIDEODRIVER`, names none) and `driver` shows nothing.
    public static func isInvisibleFallback(driver: String, requested: String?) -> Bool {
        guard requested?.isEmpty ?? true else { return false }
        return invisibleDrivers.contains(driver.lowercased())
    }

    /// SDL's video system did not start with `driver` (nil: SDL's own choice), SDL saying
    /// `sdlError`: the reason names what was looked for.
    public static func videoDidNotStart(driver: String?, sdlError: String) -> DisplayUnavailable {
        guard let driver else {
            return DisplayUnavailable(
                reason: "SDL's video system did not start (\(sdlError)): no X server (DISPLAY), Wayland compositor "
                    + "(WAYLAND_DISPLAY) or DRM console answered; --headless renders without a display")
        }
        let check = driver == "kmsdrm" ? "; is /dev/dri/card* there, and is the user in the 'video' group?" : ""
        return DisplayUnavailable(reason: "SDL's '\(driver)' video driver did not start (\(sdlError))\(check)")
    }

    public var description: String { "no display: \(reason)" }
}

import CSDL2

/// The platform's monotonic clock: SDL's performance counter, in seconds.
///
/// This is the only clock in Flick's libraries. Event timestamps, frame times and benchmarks all
/// read it, so they share one timeline. It works before `SDL_Init`.
public enum SDLTime {
    private static let frequency = Double(SDL_GetPerformanceFrequency())

    /// Seconds since an arbitrary fixed point (the counter's zero).
    public static func now() -> Double { Double(SDL_GetPerformanceCounter()) / frequency }
}

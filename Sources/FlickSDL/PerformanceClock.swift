import CSDL2

/// The high-resolution monotonic clock (`SDL_GetPerformanceCounter`), for benchmarks that live
/// below the platform layer and take time as a parameter.
public enum PerformanceClock {
    /// Seconds since an arbitrary fixed point.
    public static func now() -> Double {
        Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
    }
}

internal import CSDL2

/// The platform clock: SDL's high-resolution performance counter in seconds. Input events are
/// stamped with it at dequeue, and the vsync frame clock must read the same timeline so event
/// times and frame times compare directly (FEEL.md §6: SDL's own event timestamps are whole
/// milliseconds taken at queue time — never use them).
public enum SDLTime {
    /// Now, in seconds on the performance-counter timeline (monotonic; origin unspecified, usually
    /// boot). Requires nothing to be initialised.
    public static func now() -> Double {
        seconds(counter: SDL_GetPerformanceCounter(), frequency: SDL_GetPerformanceFrequency())
    }

    /// Converts a performance-counter reading to seconds without losing sub-microsecond precision
    /// on large counters (whole seconds and the remainder are converted separately). A zero
    /// frequency (no counter) gives 0.
    public static func seconds(counter: UInt64, frequency: UInt64) -> Double {
        guard frequency > 0 else { return 0 }
        let whole = counter / frequency
        let remainder = counter % frequency
        return Double(whole) + Double(remainder) / Double(frequency)
    }
}

import CSDL2

#if canImport(Glibc)
    import Glibc
#endif

/// What SDL holds in memory, for tests that pin that textures are freed: every texture SDL makes
/// (its pixels, and on the software renderer its surface) is memory SDL allocated, so a texture
/// kept past its use shows as a block still held.
///
/// Counts the blocks SDL allocates and frees on each thread, through counting memory functions
/// put in front of SDL's own (`SDL_SetMemoryFunctions`) on first use, and reads the calling
/// thread's count: a test's textures are made and destroyed on its thread, while another suite's
/// background worker may decode a picture with SDL at any moment (`SDL_GetNumAllocations` would
/// count those too). Read it twice in one synchronous test and the difference is what that
/// test's drawing kept or gave back.
@MainActor
enum SDLMemory {
    /// Blocks allocated minus blocks freed on the calling thread since counting began there.
    static var blocks: Int {
        _ = installed
        return SDLMemoryCount.counter().pointee
    }

    private static let installed: Void = {
        precondition(pthread_key_create(&SDLMemoryCount.key, nil) == 0, "pthread_key_create failed")
        SDL_GetMemoryFunctions(
            &SDLMemoryCount.malloc, &SDLMemoryCount.calloc, &SDLMemoryCount.realloc, &SDLMemoryCount.free)
        let status = SDL_SetMemoryFunctions(countingMalloc, countingCalloc, countingRealloc, countingFree)
        precondition(status == 0, "SDL_SetMemoryFunctions: \(String(cString: SDL_GetError()))")
    }()
}

/// The state the C callbacks share: SDL's functions before counting began and the key of each
/// thread's count, written once before the callbacks are installed; each count is its thread's
/// own.
private enum SDLMemoryCount {
    nonisolated(unsafe) static var malloc: SDL_malloc_func?
    nonisolated(unsafe) static var calloc: SDL_calloc_func?
    nonisolated(unsafe) static var realloc: SDL_realloc_func?
    nonisolated(unsafe) static var free: SDL_free_func?
    nonisolated(unsafe) static var key = pthread_key_t()

    /// The calling thread's count, made (with the system's allocator, not SDL's) on first use.
    static func counter() -> UnsafeMutablePointer<Int> {
        if let p = pthread_getspecific(key) { return p.assumingMemoryBound(to: Int.self) }
        let p = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        p.initialize(to: 0)
        pthread_setspecific(key, p)
        return p
    }

    static func count(_ change: Int) { counter().pointee += change }
}

private func countingMalloc(_ size: Int) -> UnsafeMutableRawPointer? {
    let p = SDLMemoryCount.malloc?(size)
    if p != nil { SDLMemoryCount.count(1) }
    return p
}

private func countingCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    let p = SDLMemoryCount.calloc?(count, size)
    if p != nil { SDLMemoryCount.count(1) }
    return p
}

private func countingRealloc(_ old: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    let p = SDLMemoryCount.realloc?(old, size)
    if old == nil, p != nil { SDLMemoryCount.count(1) }
    return p
}

private func countingFree(_ p: UnsafeMutableRawPointer?) {
    guard let p else { return }
    SDLMemoryCount.free?(p)
    SDLMemoryCount.count(-1)
}

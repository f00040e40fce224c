internal import CSDL2

#if canImport(Glibc)
    import Glibc
#endif

/// How glibc's allocator holds the memory the app frees: kept for the next allocation rather
/// than handed back to the kernel at once.
///
/// Left alone, glibc maps a large buffer (128 KB and up at first) on its own and unmaps it when
/// it is freed, and trims a heap's free top back to the kernel past 128 KB. Each return costs
/// the freeing thread a page-table walk and, on a machine with more than one core, a TLB
/// shootdown of every other core — in a VM an interrupt through the hypervisor. Flick frees a
/// camera picture (921 KB at 360 × 640), its blur and its mix several times a second while the
/// camera shows; measured under Xvfb on 2 cores,
/// the viewfinder's update on the main thread took 0.4–0.7 ms in a few frames a run (freeing
/// the pictures it replaced, by `perf`), under 0.2 ms in the others, and no such frames with
/// this setting. With the thresholds below those
/// buffers come from the heap and go back to it. Peak RSS is what it was within 10 MB; memory
/// freed stays with the process until a heap's free top passes `trimThreshold`.
public enum AllocatorTuning {
    /// Buffers up to this size come from the heap, not a mapping of their own: 32 MB, glibc's
    /// own ceiling for the threshold it moves by itself (a 4K RGBA picture is 33 MB).
    public static let mmapThreshold: Int32 = 32 << 20
    /// Free memory at the top of a heap kept before any is given back: 64 MB, the most a
    /// thread's heap holds.
    public static let trimThreshold: Int32 = 64 << 20
    /// glibc's variable for its allocator settings: when set, the user's settings stand.
    static let tunables = "GLIBC_TUNABLES"

    /// Applies `mmapThreshold` and `trimThreshold` unless `GLIBC_TUNABLES` is set in the
    /// environment. Call it first thing, before other threads start. Returns whether glibc
    /// took them (false where the allocator is not glibc's, or the user's settings stand).
    @discardableResult
    public static func keepFreedMemory() -> Bool {
        keepFreedMemory(read: { getenv($0).map { String(cString: $0) } })
    }

    /// `keepFreedMemory()`, reading the environment through `read`.
    static func keepFreedMemory(read: (String) -> String?) -> Bool {
        #if canImport(Glibc)
            guard read(tunables) == nil else { return false }
            return mallopt(M_MMAP_THRESHOLD, mmapThreshold) == 1 && mallopt(M_TRIM_THRESHOLD, trimThreshold) == 1
        #else
            return false
        #endif
    }
}

import CSDL2
import Testing

@testable import FlickSDL

#if canImport(Glibc)
    import Glibc
#endif

/// glibc's allocator keeping what the app frees (`AllocatorTuning`). The settings are the
/// process's: once applied here they hold for the other tests too, which only changes where
/// their large buffers come from.
@Suite(.serialized) struct AllocatorTuningTests {
    @Test func aUsersSettingsStand() {
        #expect(!AllocatorTuning.keepFreedMemory(read: { $0 == "GLIBC_TUNABLES" ? "glibc.malloc.check=0" : nil }))
    }

    #if canImport(Glibc)
        @Test func buffersUnderTheThresholdComeFromTheHeapAndLargerOnesAreMapped() throws {
            try #require(AllocatorTuning.keepFreedMemory(read: { _ in nil }))
            // `hblkhd`: the bytes in buffers mapped on their own, for the whole process. glibc
            // maps a 31 MB buffer by itself (its threshold starts at 128 KB and grows only to
            // the largest mapped buffer freed, 32 MB at most).
            func mapped(_ bytes: Int) -> Int {
                let before = mallinfo2().hblkhd
                let block = malloc(bytes)
                defer { free(block) }
                return mallinfo2().hblkhd - before
            }
            #expect(mapped(Int(AllocatorTuning.mmapThreshold) - (1 << 20)) == 0)
            #expect(mapped(Int(AllocatorTuning.mmapThreshold) + (8 << 20)) >= Int(AllocatorTuning.mmapThreshold))
        }
    #endif
}

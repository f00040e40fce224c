import CSDL2

/// What SDL holds in memory, for tests that pin that textures are freed: every texture SDL makes
/// (its pixels, and on the software renderer its surface) is memory SDL allocated, so a texture
/// kept past its use shows as a block still held.
@MainActor
enum SDLMemory {
    /// Blocks SDL has allocated and not yet freed (`SDL_GetNumAllocations`), process-wide. SDL
    /// is called from the main actor only, and a synchronous test holds it, so between two reads
    /// in one test only that test's SDL calls change it.
    static var blocks: Int { Int(SDL_GetNumAllocations()) }
}

import FlickGeometry
import FlickLayers
import Testing

@testable import FlickSDL

/// What the pool saves a GPU: a target given back and asked for again at a size it fits is that
/// texture again, never a new allocation; the smallest free one that fits is handed out, so a
/// blur's backdrop and each of its halvings find their own target again in the next frame; a
/// target idle past the limit is destroyed, and the next request for it pays for a new one.
/// Counted as `FrameStats.texturesCreated` counts them, through the pool's `TextureMaker`.
@Suite(.serialized)
@MainActor
struct RenderTargetPoolTests {
    /// A pool on a software canvas's renderer (a real SDL renderer, no display) and the maker
    /// counting its textures.
    func withPool(_ body: (RenderTargetPool, TextureMaker) throws -> Void) throws {
        let canvas = try SoftwareCanvas(pixelWidth: 16, pixelHeight: 16, scale: 1, assets: PixelTest.assets)
        try withExtendedLifetime(canvas) {
            let textures = TextureMaker(renderer: canvas.renderer.sdlRenderer)
            let pool = RenderTargetPool(textures: textures)
            try body(pool, textures)
            pool.removeAll()
        }
    }

    @Test func theSmallestFreeTargetThatFitsIsHandedOut() throws {
        try withPool { pool, textures in
            // Three targets of a frame: a group's, a blur's ¼-size backdrop, a halving.
            let mix = try #require(pool.acquire(width: 540, height: 640, frame: 1))
            let backdrop = try #require(pool.acquire(width: 182, height: 322, frame: 1))
            let half = try #require(pool.acquire(width: 91, height: 161, frame: 1))
            #expect((mix.width, mix.height) == (576, 640), "rounded up to the granularity")
            #expect((backdrop.width, backdrop.height) == (192, 384))
            #expect(textures.made == 3)
            for t in [half, mix, backdrop] { pool.release(t.texture) }
            #expect(try #require(pool.acquire(width: 182, height: 322, frame: 2)).texture == backdrop.texture)
            #expect(try #require(pool.acquire(width: 91, height: 161, frame: 2)).texture == half.texture)
            #expect(try #require(pool.acquire(width: 525, height: 640, frame: 2)).texture == mix.texture)
            #expect(textures.made == 3, "nothing made in the second frame")
            // With all three in use, a request takes nothing in use: it gets its own.
            #expect(try #require(pool.acquire(width: 10, height: 10, frame: 2)).width == 64)
            #expect(textures.made == 4)
        }
    }

    @Test func aSmallRequestTakesALargeFreeTargetRatherThanMakeOne() throws {
        try withPool { pool, textures in
            let big = try #require(pool.acquire(width: 576, height: 640, frame: 1))
            pool.release(big.texture)
            // A shrinking need (a group as a panel covers it) makes nothing new.
            let small = try #require(pool.acquire(width: 244, height: 640, frame: 2))
            #expect(small.texture == big.texture && textures.made == 1)
            // A growing one cannot use it.
            pool.release(small.texture)
            _ = try #require(pool.acquire(width: 640, height: 640, frame: 3))
            #expect(textures.made == 2)
        }
    }

    @Test func aTargetIdlePastTheLimitIsFreedAndTheNextRequestMakesOne() throws {
        try withPool { pool, textures in
            pool.maxIdleFrames = 3
            let before = SDLMemory.blocks
            let first = try #require(pool.acquire(width: 100, height: 100, frame: 1))
            pool.release(first.texture)
            // Idle for three frames: kept, and taken again without a texture made.
            pool.evict(before: 4)
            let again = try #require(pool.acquire(width: 100, height: 100, frame: 4))
            #expect(again.texture == first.texture && textures.made == 1)
            pool.release(again.texture)
            let held = SDLMemory.blocks
            #expect(held > before, "the target's memory")
            // Idle for four: destroyed, its memory given back to SDL, and the next request pays.
            pool.evict(before: 8)
            #expect(SDLMemory.blocks < held, "its texture freed")
            _ = try #require(pool.acquire(width: 100, height: 100, frame: 8))
            #expect(textures.made == 2)
        }
    }

    @Test func aTargetInUseIsNeverEvicted() throws {
        try withPool { pool, textures in
            pool.maxIdleFrames = 3
            let held = try #require(pool.acquire(width: 100, height: 100, frame: 1))
            pool.evict(before: 100)
            pool.release(held.texture)
            #expect(try #require(pool.acquire(width: 100, height: 100, frame: 100)).texture == held.texture)
            #expect(textures.made == 1)
        }
    }

    /// The same through a renderer: a group drawn through a target in every frame makes its
    /// textures (its target and the offscreen frame) in the first frame only; left undrawn past
    /// the idle limit, it makes its target again, and a frame that reuses a target makes none.
    @Test func aGroupDrawnEveryFrameMakesItsTargetOnce() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        canvas.renderer.maxIdleFrames = 3
        let size = Size(width: 64, height: 64)
        let group: [DisplayItem] = [
            SDLRendererPlanTests.group(opacity: 0.5, clip: nil),
            SDLRendererPlanTests.fill(Rect(x: 0, y: 0, width: 40, height: 40), .white),
            SDLRendererPlanTests.fill(Rect(x: 20, y: 20, width: 40, height: 40), .white),
            .popGroup,
        ]
        var created: [Int] = []
        for _ in 0..<3 {
            _ = try PixelTest.render(group, size: size, canvas: canvas)
            #expect(canvas.renderer.lastFrameStats.groups == 1)
            created.append(canvas.renderer.lastFrameStats.allTexturesCreated)
        }
        #expect(created == [2, 0, 0], "the group's target and the offscreen frame, then the same again")
        for _ in 0..<5 { canvas.renderer.render(DisplayList(viewport: size, items: [])) }
        let bmp = try PixelTest.render(group, size: size, canvas: canvas)
        #expect(canvas.renderer.lastFrameStats.allTexturesCreated == 1, "the target evicted, the frame kept")
        #expect(PixelTest.near(bmp.rgba(30, 30).r, 128, 3), "the overlap shows once, at half opacity")
    }
}

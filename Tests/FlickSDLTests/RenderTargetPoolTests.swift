import Testing

@testable import FlickSDL

/// The pool hands out the smallest free target that fits, so a blur's backdrop and each of its
/// halvings find their own target again in the next frame.
@Suite(.serialized)
@MainActor
struct RenderTargetPoolTests {
    /// A pool on a software canvas's renderer (a real SDL renderer, no display).
    func withPool(_ body: (RenderTargetPool) throws -> Void) throws {
        let canvas = try SoftwareCanvas(pixelWidth: 16, pixelHeight: 16, scale: 1, assets: PixelTest.assets)
        try withExtendedLifetime(canvas) { try body(RenderTargetPool(renderer: canvas.renderer.sdlRenderer)) }
    }

    @Test func theSmallestFreeTargetThatFitsIsHandedOut() throws {
        try withPool { pool in
            // Three targets of a frame: a group's, a blur's ¼-size backdrop, a halving.
            let mix = try #require(pool.acquire(width: 540, height: 640, frame: 1))
            let backdrop = try #require(pool.acquire(width: 182, height: 322, frame: 1))
            let half = try #require(pool.acquire(width: 91, height: 161, frame: 1))
            #expect((mix.width, mix.height) == (576, 640), "rounded up to the granularity")
            #expect((backdrop.width, backdrop.height) == (192, 384))
            for t in [half, mix, backdrop] { pool.release(t.texture) }
            #expect(try #require(pool.acquire(width: 182, height: 322, frame: 2)).texture == backdrop.texture)
            #expect(try #require(pool.acquire(width: 91, height: 161, frame: 2)).texture == half.texture)
            #expect(try #require(pool.acquire(width: 525, height: 640, frame: 2)).texture == mix.texture)
            #expect(pool.count == 3, "nothing made in the second frame")
            // With all three in use, a request takes nothing in use: it gets its own.
            #expect(try #require(pool.acquire(width: 10, height: 10, frame: 2)).width == 64)
            #expect(pool.count == 4)
        }
    }

    @Test func aSmallRequestTakesALargeFreeTargetRatherThanMakeOne() throws {
        try withPool { pool in
            let big = try #require(pool.acquire(width: 576, height: 640, frame: 1))
            pool.release(big.texture)
            // A shrinking need (a group as a panel covers it) makes nothing new.
            let small = try #require(pool.acquire(width: 244, height: 640, frame: 2))
            #expect(small.texture == big.texture && pool.count == 1)
        }
    }
}

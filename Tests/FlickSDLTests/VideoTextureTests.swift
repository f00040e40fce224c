import FlickGeometry
import FlickLayers
import Synchronization
import Testing

@testable import FlickSDL

/// Video frames (`ImageRef.video`) go through one streaming YUY2 texture per stream, updated in
/// place when the frame's sequence changes.
@MainActor
@Suite(.serialized) struct VideoTextureTests {
    static let size = Size(width: 64, height: 64)

    /// A solid YUYV frame, `width`×4 pixels, rows padded by 4 bytes like some drivers do.
    static func solid(
        stream: VideoStream, sequence: UInt64, y: UInt8, u: UInt8, v: UInt8, width: Int = 64
    ) -> VideoFrame {
        let stride = width * 2 + 4
        var bytes = [UInt8](repeating: 0, count: stride * 4)
        for row in 0..<4 {
            for pair in 0..<(width / 2) {
                let i = row * stride + pair * 4
                bytes[i] = y
                bytes[i + 1] = u
                bytes[i + 2] = y
                bytes[i + 3] = v
            }
        }
        return VideoFrame(
            stream: stream, sequence: sequence, width: width, height: 4, bytesPerLine: stride, bytes: bytes)
    }

    static func item(_ frame: VideoFrame, x: Double = 0) -> DisplayItem {
        .image(
            .init(
                transform: .identity, image: .video(frame), bounds: Rect(x: x, y: 0, width: 32, height: 32),
                gravity: .resize, clip: nil, opacity: 1))
    }

    @Test func framesOfAStreamShareOneTextureUpdatedInPlace() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        let stream = VideoStream()
        // BT.601 limited range: Y 235 / U V 128 is white; Y 81, U 90, V 240 is red.
        let white = Self.solid(stream: stream, sequence: 1, y: 235, u: 128, v: 128)
        var bmp = try PixelTest.render([Self.item(white)], size: Self.size, canvas: canvas)
        #expect(bmp.rgba(16, 16).r > 245 && bmp.rgba(16, 16).g > 245 && bmp.rgba(16, 16).b > 245)
        #expect(bmp.rgba(48, 48).r == 0, "nothing drawn outside the image")

        let held = SDLMemory.blocks
        let red = Self.solid(stream: stream, sequence: 2, y: 81, u: 90, v: 240)
        bmp = try PixelTest.render([Self.item(red)], size: Self.size, canvas: canvas)
        #expect(bmp.rgba(16, 16).r > 235 && bmp.rgba(16, 16).g < 20 && bmp.rgba(16, 16).b < 20)
        let next = canvas.renderer.lastFrameStats
        #expect(next.uploads == 1 && next.bytesUploaded == 132 * 4, "the new frame's bytes, once")
        #expect(SDLMemory.blocks == held, "the stream's texture was reused, not another made beside it")
        #expect(canvas.renderer.diagnostics.isEmpty, "\(canvas.renderer.diagnostics)")
    }

    @Test func aStreamKeepingItsSizeCreatesOneTextureAndUploadsEachFrameIntoIt() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        let stream = VideoStream()
        let first = Self.solid(stream: stream, sequence: 1, y: 235, u: 128, v: 128)
        _ = try PixelTest.render([Self.item(first)], size: Self.size, canvas: canvas)
        #expect(canvas.renderer.lastFrameStats.texturesCreated == 1, "the stream's texture")
        // A camera's next frames, each new, each the same size: what a GPU pays per frame is the
        // upload of its bytes, never a texture's allocation.
        for sequence in UInt64(2)...7 {
            let red = sequence % 2 == 0
            let f =
                red
                ? Self.solid(stream: stream, sequence: sequence, y: 81, u: 90, v: 240)
                : Self.solid(stream: stream, sequence: sequence, y: 235, u: 128, v: 128)
            let bmp = try PixelTest.render([Self.item(f)], size: Self.size, canvas: canvas)
            let stats = canvas.renderer.lastFrameStats
            #expect(stats.allTexturesCreated == 0, "frame \(sequence) went into the stream's texture")
            #expect(stats.uploads == 1 && stats.bytesUploaded == 132 * 4, "frame \(sequence)'s bytes, once")
            #expect((bmp.rgba(16, 16).g < 20) == red, "frame \(sequence) shows")
        }
        // A frame of another size cannot go into it: one texture of the new size.
        let wider = Self.solid(stream: stream, sequence: 8, y: 235, u: 128, v: 128, width: 96)
        _ = try PixelTest.render([Self.item(wider)], size: Self.size, canvas: canvas)
        #expect(canvas.renderer.lastFrameStats.texturesCreated == 1)
        let next = Self.solid(stream: stream, sequence: 9, y: 81, u: 90, v: 240, width: 96)
        _ = try PixelTest.render([Self.item(next)], size: Self.size, canvas: canvas)
        #expect(canvas.renderer.lastFrameStats.texturesCreated == 0, "and the new size's frames go into that one")
        #expect(canvas.renderer.diagnostics.isEmpty, "\(canvas.renderer.diagnostics)")
    }

    @Test func anUnchangedSequenceIsNotUploadedAgain() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        let stream = VideoStream()
        _ = try PixelTest.render(
            [Self.item(Self.solid(stream: stream, sequence: 7, y: 81, u: 90, v: 240))], size: Self.size, canvas: canvas)
        // Same stream and sequence means the same frame: the texture keeps what it has (red),
        // even though these bytes would be white.
        let first = canvas.renderer.lastFrameStats
        #expect(first.uploads == 1 && first.bytesUploaded == 132 * 4, "one YUYV frame: 4 rows of 132 bytes")
        let again = Self.solid(stream: stream, sequence: 7, y: 235, u: 128, v: 128)
        let bmp = try PixelTest.render([Self.item(again)], size: Self.size, canvas: canvas)
        #expect(bmp.rgba(16, 16).g < 20)
        #expect(canvas.renderer.lastFrameStats.bytesUploaded == 0, "nothing sent")
    }

    @Test func aNewFrameSizeOrStreamGetsItsOwnTexture() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        let a = VideoStream(), b = VideoStream()
        let white = Self.item(Self.solid(stream: a, sequence: 1, y: 235, u: 128, v: 128))
        _ = try PixelTest.render([white], size: Self.size, canvas: canvas)
        let held = SDLMemory.blocks
        let wider = Self.solid(stream: a, sequence: 2, y: 81, u: 90, v: 240, width: 96)
        var bmp = try PixelTest.render([Self.item(wider)], size: Self.size, canvas: canvas)
        #expect(bmp.rgba(16, 16).r > 235 && bmp.rgba(16, 16).g < 20, "the resized stream shows its new frame")
        #expect(canvas.renderer.lastFrameStats.bytesUploaded == 196 * 4, "the wider frame's bytes")
        #expect(SDLMemory.blocks == held, "the old-size texture was replaced, not kept beside the new one")
        // Two streams side by side: each shows its own frame, and drawing both again sends
        // nothing (neither took the other's texture).
        let both = [Self.item(wider), Self.item(Self.solid(stream: b, sequence: 1, y: 235, u: 128, v: 128), x: 32)]
        bmp = try PixelTest.render(both, size: Self.size, canvas: canvas)
        #expect(canvas.renderer.lastFrameStats.uploads == 1, "the second stream's first frame")
        bmp = try PixelTest.render(both, size: Self.size, canvas: canvas)
        #expect(canvas.renderer.lastFrameStats.uploads == 0, "both textures kept")
        #expect(bmp.rgba(16, 16).r > 235 && bmp.rgba(16, 16).g < 20, "stream a: red")
        #expect(bmp.rgba(48, 16).r > 245 && bmp.rgba(48, 16).g > 245, "stream b: white")
    }

    @Test func aStreamNoLongerDrawnIsFreed() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        canvas.renderer.maxIdleFrames = 3
        let frame = Self.solid(stream: VideoStream(), sequence: 1, y: 235, u: 128, v: 128)
        _ = try PixelTest.render([Self.item(frame)], size: Self.size, canvas: canvas)
        let held = SDLMemory.blocks
        for _ in 0..<5 { canvas.renderer.render(DisplayList(viewport: Self.size, items: [])) }
        #expect(SDLMemory.blocks < held, "its texture freed")
        // Shown again, the same frame needs a texture made and filled again.
        let bmp = try PixelTest.render([Self.item(frame)], size: Self.size, canvas: canvas)
        #expect(canvas.renderer.lastFrameStats.uploads == 1 && bmp.rgba(16, 16).g > 245)
    }

    /// An RGBA frame of `width`×4 pixels of one colour, painted on demand; `paints` counts the
    /// paintings.
    static func painted(
        stream: VideoStream, sequence: UInt64, rgb: (UInt8, UInt8, UInt8), width: Int = 64, paints: PaintCount
    ) -> VideoFrame {
        VideoFrame(stream: stream, sequence: sequence, width: width, height: 4, opaque: true) {
            paints.add()
            return (0..<(width * 4)).flatMap { _ in [rgb.0, rgb.1, rgb.2, 255] }
        }
    }

    final class PaintCount: Sendable {
        private let count = Mutex(0)
        func add() { count.withLock { $0 += 1 } }
        var value: Int { count.withLock { $0 } }
    }

    @Test func rgbaFramesArePaintedWhenDrawnAndStreamedIntoOneTexture() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        let stream = VideoStream()
        let paints = PaintCount()
        let orange = Self.painted(stream: stream, sequence: 1, rgb: (250, 140, 20), paints: paints)
        #expect(!orange.isPainted && paints.value == 0, "made, not painted")
        var bmp = try PixelTest.render([Self.item(orange)], size: Self.size, canvas: canvas)
        #expect(bmp.rgba(16, 16).r == 250 && bmp.rgba(16, 16).g == 140 && bmp.rgba(16, 16).b == 20)
        #expect(orange.isPainted && paints.value == 1)
        bmp = try PixelTest.render([Self.item(orange)], size: Self.size, canvas: canvas)
        #expect(paints.value == 1, "drawn again, not painted again")
        let held = SDLMemory.blocks
        let blue = Self.painted(stream: stream, sequence: 2, rgb: (10, 60, 240), paints: paints)
        bmp = try PixelTest.render([Self.item(blue)], size: Self.size, canvas: canvas)
        #expect(bmp.rgba(16, 16).b == 240 && bmp.rgba(16, 16).r == 10)
        #expect(canvas.renderer.lastFrameStats.bytesUploaded == 64 * 4 * 4, "the new frame's bytes, once")
        #expect(SDLMemory.blocks == held, "the stream's texture was updated in place, not another made beside it")
        #expect(canvas.renderer.diagnostics.isEmpty, "\(canvas.renderer.diagnostics)")
    }

    @Test func anRGBAFrameNothingDrawsIsNeverPainted() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        let paints = PaintCount()
        let hidden = Self.painted(stream: VideoStream(), sequence: 1, rgb: (250, 140, 20), paints: paints)
        let cover = DisplayItem.fill(
            .init(
                transform: .identity, rect: Rect(x: -8, y: -8, width: 80, height: 80), radii: .zero, color: .black,
                opacity: 1))
        let outside = DisplayItem.image(
            .init(
                transform: .identity, image: .video(hidden), bounds: Rect(x: 100, y: 0, width: 32, height: 32),
                gravity: .resize, clip: nil, opacity: 1))
        // Under an opaque fill, and off the canvas.
        _ = try PixelTest.render([Self.item(hidden), cover], size: Self.size, canvas: canvas)
        #expect(paints.value == 0, "under an opaque fill")
        _ = try PixelTest.render([outside], size: Self.size, canvas: canvas)
        #expect(paints.value == 0 && !hidden.isPainted, "off the canvas")
    }
}

import FlickLayers
import FlickSDL
import Foundation
import Testing

@testable import FlickDemoKit

/// A camera's bytes before they are shown: YUYV frames checked before they are streamed (bad
/// ones are errors, not crashes), MJPEG frames decoded in memory through SDL_image.
@MainActor
@Suite struct CameraConversionTests {
    static func near(_ a: UInt8, _ b: Int, _ tolerance: Int = 2) -> Bool { abs(Int(a) - b) <= tolerance }

    @Test func shortOddOrEmptyYUYVFramesAreErrorsNotCrashes() throws {
        func stride(_ bytes: Int, _ width: Int, _ height: Int, _ line: Int = 0) throws(CameraError) -> Int {
            try V4L2Camera.yuyvStride(
                byteCount: bytes, size: PixelSize(width: width, height: height), bytesPerLine: line)
        }
        #expect(try stride(16, 4, 2) == 8)
        #expect(try stride(20, 4, 2, 12) == 12, "the last row may end at its last pixel")
        #expect(throws: CameraError.self) { try stride(10, 3, 1) }
        #expect(throws: CameraError.self) { try stride(10, 0, 1) }
        #expect(throws: CameraError.self) { try stride(10, 2, 1, 2) }
        do {
            _ = try stride(10, 4, 4)
            Issue.record("10 bytes cannot hold a 4×4 frame")
        } catch {
            #expect(error.kind == .badFrame)
            #expect(error.message.contains("needs 32 bytes"))
        }
    }

    /// A 16×8 JPEG of RGB(32, 128, 224), made with ImageMagick (`convert -size 16x8
    /// xc:'#2080E0' -quality 95 -strip`), decoded through SDL_image as MJPEG frames are.
    static let blueJPEG = Data(
        base64Encoded: """
            /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoK\
            CgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoK\
            CgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QA\
            FgEBAQEAAAAAAAAAAAAAAAAAAAgJ/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8Am7QBD4D/2Q==
            """
    )!

    @Test func jpegBytesDecodeThroughSDLImage() throws {
        let bmp = try ImageDecoding.decode([UInt8](Self.blueJPEG))
        #expect(bmp.width == 16 && bmp.height == 8)
        let p = bmp.pixels
        #expect(Self.near(p[0], 32, 3) && Self.near(p[1], 128, 3) && Self.near(p[2], 224, 3) && p[3] == 255)
    }

    @Test func garbageAndEmptyBytesAreDecodeErrors() {
        #expect(throws: SDLError.self) { try ImageDecoding.decode([UInt8](repeating: 0x42, count: 64)) }
        #expect(throws: SDLError.self) { try ImageDecoding.decode([UInt8]()) }
        // A JPEG cut in half is also refused, not shown half-decoded or crashed on.
        #expect(throws: SDLError.self) { try ImageDecoding.decode([UInt8](Self.blueJPEG.prefix(120))) }
    }
}

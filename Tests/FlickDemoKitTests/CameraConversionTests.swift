import FlickLayers
import FlickSDL
import Foundation
import Testing

@testable import FlickDemoKit

/// YUYV → RGBA (BT.601, limited range) on known values, layout of pixel pairs and padded rows,
/// bad frames, in-memory image decoding, and the conversion's speed.
@MainActor
@Suite struct CameraConversionTests {
    /// Packs pixel pairs `(y0, u, y1, v)` into YUYV bytes.
    static func yuyv(_ pairs: [(UInt8, UInt8, UInt8, UInt8)]) -> [UInt8] {
        pairs.flatMap { [$0.0, $0.1, $0.2, $0.3] }
    }

    static func near(_ a: UInt8, _ b: Int, _ tolerance: Int = 2) -> Bool { abs(Int(a) - b) <= tolerance }

    /// Studio-range black and white: Y 16 and 235 with neutral chroma are RGB 0 and 255.
    @Test func limitedRangeEndpointsAreBlackAndWhite() {
        #expect(YUYVConverter.rgb(y: 16, u: 128, v: 128) == (0, 0, 0))
        #expect(YUYVConverter.rgb(y: 235, u: 128, v: 128) == (255, 255, 255))
        // Below black and above white clip rather than wrap.
        #expect(YUYVConverter.rgb(y: 0, u: 128, v: 128) == (0, 0, 0))
        #expect(YUYVConverter.rgb(y: 255, u: 128, v: 128) == (255, 255, 255))
    }

    /// BT.601's forward equations (ITU-R BT.601-7 §2.5.1–2.5.3, 8-bit studio range):
    /// E′Y = 0.299 R + 0.587 G + 0.114 B; Y = 16 + 219 E′Y; Cb = 128 + 224 · 0.564 (B − E′Y);
    /// Cr = 128 + 224 · 0.713 (R − E′Y), with R, G, B in 0…1.
    static func bt601(_ r: Int, _ g: Int, _ b: Int) -> (y: UInt8, u: UInt8, v: UInt8) {
        let R = Double(r) / 255, G = Double(g) / 255, B = Double(b) / 255
        let ey = 0.299 * R + 0.587 * G + 0.114 * B
        func q(_ x: Double) -> UInt8 { UInt8(min(max(x.rounded(), 0), 255)) }
        return (q(16 + 219 * ey), q(128 + 224 * 0.564 * (B - ey)), q(128 + 224 * 0.713 * (R - ey)))
    }

    /// Colours encoded with the standard's forward equations come back within 2 levels
    /// (8-bit quantisation of Y, Cb, Cr and the converter's 8-bit fixed point).
    @Test(arguments: [
        (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (0, 255, 255), (255, 0, 255), (128, 128, 128),
        (200, 120, 40), (30, 60, 90),
    ])
    func bt601RoundTrip(r: Int, g: Int, b: Int) {
        let yuv = Self.bt601(r, g, b)
        let c = YUYVConverter.rgb(y: yuv.y, u: yuv.u, v: yuv.v)
        #expect(Self.near(c.r, r) && Self.near(c.g, g) && Self.near(c.b, b), "RGB(\(r),\(g),\(b)) → \(yuv) → \(c)")
    }

    @Test func pairsShareChromaAndRowsSkipPadding() throws {
        // 2×2 frame, rows 6 bytes apart (2 bytes of padding filled with junk).
        let row0 = Self.yuyv([(81, 90, 145, 240)]) + [99, 99]
        let row1 = Self.yuyv([(16, 128, 235, 128)]) + [7, 7]
        let bytes = row0 + row1
        let bmp = try bytes.withUnsafeBytes { raw in
            try YUYVConverter.convert(raw, size: PixelSize(width: 2, height: 2), bytesPerLine: 6)
        }
        #expect(bmp.width == 2 && bmp.height == 2)
        let p = bmp.pixels
        let red = YUYVConverter.rgb(y: 81, u: 90, v: 240), second = YUYVConverter.rgb(y: 145, u: 90, v: 240)
        #expect(Array(p[0..<4]) == [red.r, red.g, red.b, 255])
        #expect(Array(p[4..<8]) == [second.r, second.g, second.b, 255])
        #expect(Array(p[8..<16]) == [0, 0, 0, 255, 255, 255, 255, 255])
    }

    @Test func shortOddOrEmptyFramesAreErrorsNotCrashes() {
        let bytes = [UInt8](repeating: 128, count: 10)
        bytes.withUnsafeBytes { raw in
            #expect(throws: CameraError.self) { try YUYVConverter.convert(raw, size: PixelSize(width: 4, height: 4)) }
            #expect(throws: CameraError.self) { try YUYVConverter.convert(raw, size: PixelSize(width: 3, height: 1)) }
            #expect(throws: CameraError.self) { try YUYVConverter.convert(raw, size: PixelSize(width: 0, height: 1)) }
            #expect(throws: CameraError.self) {
                try YUYVConverter.convert(raw, size: PixelSize(width: 2, height: 1), bytesPerLine: 2)
            }
        }
        do {
            _ = try bytes.withUnsafeBytes { try YUYVConverter.convert($0, size: PixelSize(width: 4, height: 4)) }
        } catch let error as CameraError {
            #expect(error.kind == .badFrame)
            #expect(error.message.contains("needs 32 bytes"))
        } catch {
            Issue.record("expected a CameraError, got \(error)")
        }
    }

    /// A 16×8 JPEG of RGB(32, 128, 224), made with ImageMagick (`convert -size 16x8
    /// xc:'#2080E0' -quality 95 -strip`), decoded through SDL_image as MJPEG frames are.
    static let blueJPEG = Data(
        base64Encoded:
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAgJ/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8Am7QBD4D/2Q=="
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

    /// 640×480 YUYV per frame must leave most of a 16.7 ms frame for everything else. Prints the
    /// median; run in release for real numbers:
    /// `swift test -c release -Xswiftc -enable-testing --filter CameraConversionTests`.
    @Test func vgaConversionSpeed() throws {
        let size = PixelSize(width: 640, height: 480)
        var frame = [UInt8](repeating: 0, count: size.area * 2)
        for i in frame.indices { frame[i] = UInt8(truncatingIfNeeded: i &* 2_654_435_761 >> 13) }
        let runs = ProcessInfo.processInfo.environment["FLICK_BENCH_FRAMES"].flatMap(Int.init) ?? 5
        var samples: [Double] = []
        try frame.withUnsafeBytes { raw in
            for _ in 0..<runs {
                let t0 = SDLTime.now()
                let bmp = try YUYVConverter.convert(raw, size: size)
                samples.append((SDLTime.now() - t0) * 1000)
                #expect(bmp.pixels.count == size.area * 4)
            }
        }
        let stats = TimingStats(samples: samples)
        print("YUYV 640×480 → RGBA: median \(stats.median) ms, p99 \(stats.p99) ms over \(runs) frames")
        #expect(stats.median > 0)
    }
}

import FlickLayers
import Testing

/// Image keys tell pictures apart by the identity of what made them — a bitmap, a video
/// stream — with no counter in the process: equal for the same picture, never equal for two,
/// however many are made and dropped meanwhile.
@Suite struct ImageRefTests {
    static func pixels(_ n: Int) -> [UInt8] { [UInt8](repeating: 255, count: n * 4) }

    static func frame(_ stream: VideoStream, _ sequence: UInt64, format: VideoFrame.Format = .yuyv) -> VideoFrame {
        switch format {
        case .yuyv:
            VideoFrame(stream: stream, sequence: sequence, width: 2, height: 1, bytesPerLine: 4, bytes: [0, 0, 0, 0])
        case .rgba:
            VideoFrame(stream: stream, sequence: sequence, width: 1, height: 1, opaque: true) { Self.pixels(1) }
        }
    }

    @Test func framesOfOneStreamShareAKeyAndTwoStreamsDoNot() {
        let a = VideoStream(), b = VideoStream()
        #expect(ImageRef.video(Self.frame(a, 1)).key == ImageRef.video(Self.frame(a, 2)).key)
        #expect(ImageRef.video(Self.frame(a, 1)).key != ImageRef.video(Self.frame(b, 1)).key)
        #expect(Self.frame(a, 1) != Self.frame(b, 1), "the same sequence in two streams is two frames")
        #expect(ImageRef.video(Self.frame(a, 1)).key != ImageRef.video(Self.frame(a, 1, format: .rgba)).key)
    }

    @Test func aBitmapIsItsOwnIdentity() {
        let pixels = Self.pixels(4)
        let a = Bitmap(width: 2, height: 2, pixels: pixels), b = Bitmap(width: 2, height: 2, pixels: pixels)
        #expect(a != b && a == a)
        #expect(ImageRef.bitmap(a).key == ImageRef.bitmap(a).key)
        #expect(ImageRef.bitmap(a).key != ImageRef.bitmap(b).key, "same pixels, two bitmaps")
    }

    @Test func aKeyKeepsItsIdentityWithoutKeepingTheBitmap() {
        var bitmap: Bitmap? = Bitmap(width: 1, height: 1, pixels: Self.pixels(1))
        weak let gone = bitmap
        let key = ImageRef.bitmap(bitmap!).key
        bitmap = nil
        #expect(gone == nil, "a cache key does not hold the pixels")
        // Bitmaps made after the first is gone may land where it was; none takes its key.
        for _ in 0..<64 {
            let later = Bitmap(width: 1, height: 1, pixels: Self.pixels(1))
            #expect(ImageRef.bitmap(later).key != key)
        }
    }

    @Test func aKeyKeepsItsStreamWhenTheCameraIsGone() {
        var stream: VideoStream? = VideoStream()
        let key = ImageRef.video(Self.frame(stream!, 1)).key
        stream = nil
        for _ in 0..<64 {
            #expect(ImageRef.video(Self.frame(VideoStream(), 1)).key != key)
        }
    }

    @Test func assetsAreKeyedByTheirPath() {
        #expect(ImageRef.asset("images/a.png").key == ImageRef.asset("images/a.png").key)
        #expect(ImageRef.asset("images/a.png").key != ImageRef.asset("images/b.png").key)
        #expect(ImageRef.asset("images/a.png") == ImageRef.asset("images/a.png"))
    }

    /// A texture cache is a dictionary by key: a key must find what was stored under an equal
    /// one, and only that.
    @Test func keysFindTheirEntriesInADictionary() {
        let stream = VideoStream(), bitmap = Bitmap(width: 1, height: 1, pixels: Self.pixels(1))
        let keys: [ImageRef.Key] = [
            ImageRef.asset("images/a.png").key, ImageRef.bitmap(bitmap).key,
            ImageRef.video(Self.frame(stream, 1)).key, ImageRef.video(Self.frame(stream, 1, format: .rgba)).key,
        ]
        var cache: [ImageRef.Key: Int] = [:]
        for (i, key) in keys.enumerated() { cache[key] = i }
        #expect(cache.count == keys.count)
        #expect(cache[ImageRef.asset("images/a.png").key] == 0)
        #expect(cache[ImageRef.bitmap(bitmap).key] == 1)
        #expect(cache[ImageRef.video(Self.frame(stream, 7)).key] == 2, "a later frame of the stream")
        #expect(cache[ImageRef.video(Self.frame(stream, 7, format: .rgba)).key] == 3)
        #expect(cache[ImageRef.video(Self.frame(VideoStream(), 1)).key] == nil)
        #expect(Set((0..<40).map { Self.frame(stream, UInt64($0 % 4)) }).count == 4, "frames by stream and sequence")
    }
}

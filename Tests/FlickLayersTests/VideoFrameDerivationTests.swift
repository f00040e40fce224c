import Synchronization
import Testing

@testable import FlickLayers

/// A stream's derivation (`VideoFrame.Derivation`): set per stream, run where a frame is
/// painted by a maker that opts in, and read back by key without painting.
@Suite(.serialized) struct VideoFrameDerivationTests {
    static func frame(stream: UInt64, derived: (key: Int, bytes: [UInt8])?) -> VideoFrame {
        VideoFrame(stream: stream, sequence: 1, width: 1, height: 1, opaque: true) {
            VideoFrame.Painted(bytes: [1, 2, 3, 255], derived: derived)
        }
    }

    @Test func whatWasDerivedWherePaintedIsReadByItsKeyOnceThePixelsAreThere() {
        let stream = VideoFrame.newStream()
        let f = Self.frame(stream: stream, derived: (7, [9, 9]))
        #expect(f.derived(key: 7) == nil, "reading what was derived does not paint")
        #expect(f.bytes == [1, 2, 3, 255])
        #expect(f.derived(key: 7) == [9, 9])
        #expect(f.derived(key: 8) == nil, "another derivation's key")
        let plain = VideoFrame(stream: stream, sequence: 2, width: 1, height: 1, opaque: true) { [4, 5, 6, 255] }
        _ = plain.bytes
        #expect(plain.derived(key: 7) == nil, "painted without a derivation")
    }

    @Test func pixelsHandedOverWhileTheirDerivationRunsOnGiveItWhenDone() throws {
        let held = Mutex<(@Sendable () -> Void)?>(nil)
        let making = MadeElsewhere(run: { job in held.withLock { $0 = job } }) { [UInt8]([9, 9]) }
        let f = VideoFrame(stream: VideoFrame.newStream(), sequence: 1, width: 1, height: 1, opaque: true) {
            VideoFrame.Painted(bytes: [1, 2, 3, 255], deriving: 7, made: making)
        }
        #expect(f.deriving(key: 7) == nil, "not painted yet: looking does not paint")
        #expect(f.bytes == [1, 2, 3, 255], "the pixels come without waiting for the derivation")
        #expect(f.derived(key: 7) == nil && f.deriving(key: 7) === making)
        #expect(f.deriving(key: 8) == nil, "another derivation's key")
        let job = try #require(held.withLock { $0 })
        job()
        #expect(f.derived(key: 7) == [9, 9] && f.deriving(key: 7)?.valueIfMade == [9, 9])
    }

    @Test func aStreamHasAtMostOneDerivationUntilItIsEnded() {
        let stream = VideoFrame.newStream(), other = VideoFrame.newStream()
        #expect(VideoFrame.derivation(forStream: stream) == nil)
        VideoFrame.setDerivation(.init(key: 1) { $0.map { $0 / 2 } }, forStream: stream)
        VideoFrame.setDerivation(.init(key: 2) { $0.map { $0 &+ 1 } }, forStream: stream)
        let d = VideoFrame.derivation(forStream: stream)
        #expect(d?.key == 2 && d?.run([4]).bytes == [5], "the last one set")
        #expect(VideoFrame.derivation(forStream: other) == nil, "per stream")
        VideoFrame.setDerivation(nil, forStream: stream)
        #expect(VideoFrame.derivation(forStream: stream) == nil)
    }
}

import FlickLayers
import Testing

@testable import FlickDemoKit

/// V4L2Camera's logic against the scripted fake device: the call sequence, buffer cycling
/// (newest frame wins, every buffer goes back), format adjustments, failures and vanishing.
@MainActor
@Suite struct CameraDeviceTests {
    static let webcamFormats = [
        CameraFormatOption(
            pixelFormat: .yuyv, sizes: .discrete([PixelSize(width: 640, height: 480), PixelSize(width: 4, height: 2)])),
        CameraFormatOption(pixelFormat: .mjpeg, sizes: .discrete([PixelSize(width: 1280, height: 720)])),
    ]

    /// A 4×2 YUYV frame whose every pixel has luma `y` and neutral chroma.
    static func grey(_ y: UInt8, size: PixelSize = PixelSize(width: 4, height: 2)) -> [UInt8] {
        (0..<(size.area / 2)).flatMap { _ in [y, 128, y, 128] }
    }

    /// The YUYV frame a camera frame hands the renderer, if it is one.
    static func video(_ frame: ImageRef?) -> VideoFrame? {
        if case .video(let video)? = frame?.source { video } else { nil }
    }

    /// A started camera over a fake offering only 4×2 YUYV (tiny frames keep tests fast).
    func started(
        formats: [CameraFormatOption] = [
            CameraFormatOption(pixelFormat: .yuyv, sizes: .discrete([PixelSize(width: 4, height: 2)]))
        ],
        decoder: FrameDecoder? = nil
    ) throws -> (V4L2Camera, FakeCameraDevice) {
        let fake = FakeCameraDevice(formats: formats)
        let camera = V4L2Camera(device: fake, decoder: decoder)
        try camera.open()
        try camera.negotiate(target: PixelSize(width: 720, height: 1280))
        try camera.start()
        return (camera, fake)
    }

    @Test func startRunsTheV4L2SequenceInOrder() throws {
        let fake = FakeCameraDevice(formats: Self.webcamFormats)
        let camera = V4L2Camera(device: fake, decoder: nil)
        try camera.open()
        let format = try camera.negotiate(target: PixelSize(width: 720, height: 1280))
        try camera.start()
        #expect(format.pixelFormat == .yuyv && format.size == PixelSize(width: 640, height: 480))
        let n = V4L2Camera.bufferCount
        let expected =
            ["QUERYCAP", "ENUM_FMT", "S_FMT YUYV 640×480", "REQBUFS \(n)"]
            + (0..<n).flatMap { ["QUERYBUF \($0)", "QBUF \($0)"] } + ["STREAMON"]
        #expect(fake.calls == expected)
        #expect(fake.queuedBuffers.count == n)
        #expect(camera.name == "/dev/video-fake (Fake Camera)")
    }

    @Test func noFrameYetIsNilAndDoesNotWait() throws {
        let (camera, fake) = try started()
        let before = fake.calls.count
        #expect(try camera.nextFrame() == nil)
        #expect(fake.calls.count == before)
    }

    @Test func aFrameIsCopiedOutAndItsBufferGoesBack() throws {
        let (camera, fake) = try started()
        fake.deliver(Self.grey(235))
        let video = try #require(Self.video(try camera.nextFrame()))
        #expect(video.width == 4 && video.height == 2 && video.bytesPerLine == 8)
        #expect(video.bytes == Self.grey(235))
        #expect(fake.queuedBuffers.count == V4L2Camera.bufferCount)
        #expect(try camera.nextFrame() == nil)
    }

    @Test func yuyvFramesAreStreamedNotConverted() throws {
        let (camera, fake) = try started()
        fake.deliver(Self.grey(16))
        let first = try #require(try camera.nextFrame())
        fake.deliver(Self.grey(235))
        let second = try #require(try camera.nextFrame())
        guard case .video(let a) = first.source, case .video(let b) = second.source else {
            Issue.record("YUYV frames should reach the layer as video frames, got \(first) and \(second)")
            return
        }
        // One stream (one texture in the renderer), a new sequence per frame (an upload each).
        #expect(a.stream == b.stream && b.sequence > a.sequence)
        #expect(first.key == second.key)
        #expect(a.width == 4 && a.height == 2 && a.bytes.count == a.bytesPerLine * 2)
        #expect(b.bytes[0] == 235 && a.bytes[0] == 16, "each frame is a copy; the driver's buffer went back")
    }

    @Test func theNewestOfSeveralReadyFramesWinsAndAllBuffersReturn() throws {
        let (camera, fake) = try started()
        fake.deliver(Self.grey(16))
        fake.deliver(Self.grey(16))
        fake.deliver(Self.grey(235))
        let frame = try #require(try camera.nextFrame())
        #expect(Self.video(frame)?.bytes[0] == 235)
        #expect(Set(fake.queuedBuffers) == Set(0..<V4L2Camera.bufferCount))
        #expect(fake.calls.filter { $0.hasPrefix("DQBUF") }.count == 3)
    }

    @Test func aDisplayThatFallsBehindDropsFramesInTheDriverNotInTheApp() throws {
        let (camera, fake) = try started()
        for i in 0..<(V4L2Camera.bufferCount + 2) { fake.deliver(Self.grey(UInt8(20 + i))) }
        #expect(fake.droppedFrames == 2)
        // The newest of the frames the buffers held: the last two found none free.
        let frame = try #require(try camera.nextFrame())
        #expect(Self.video(frame)?.bytes[0] == UInt8(20 + V4L2Camera.bufferCount - 1))
        // Cycling continues: the next delivered frame arrives normally.
        fake.deliver(Self.grey(235))
        #expect(Self.video(try camera.nextFrame())?.bytes[0] == 235)
    }

    @Test func theDriverMayAdjustTheSizeAndPadRows() throws {
        let fake = FakeCameraDevice(formats: Self.webcamFormats)
        fake.adjustedSize = PixelSize(width: 4, height: 2)
        fake.rowPadding = 4
        let camera = V4L2Camera(device: fake, decoder: nil)
        try camera.open()
        let format = try camera.negotiate(target: PixelSize(width: 720, height: 1280))
        #expect(format.size == PixelSize(width: 4, height: 2) && format.bytesPerLine == 12)
        try camera.start()
        let row = [UInt8]([235, 128, 235, 128, 16, 128, 16, 128, 9, 9, 9, 9])
        fake.deliver(row + row)
        // The rows reach the renderer with their padding and their stride (its texture's pitch).
        let video = try #require(Self.video(try camera.nextFrame()))
        #expect(video.bytesPerLine == 12 && video.bytes == row + row)
    }

    @Test func aNodeThatCannotCaptureIsRefusedAndClosed() {
        let fake = FakeCameraDevice(card: "uvcvideo metadata", canCapture: false, formats: [])
        let camera = V4L2Camera(device: fake, decoder: nil)
        do {
            try camera.open()
            Issue.record("open should have failed")
        } catch {
            #expect(error.kind == .notACaptureDevice)
            #expect(error.message.contains("/dev/video-fake") && error.message.contains("does not capture"))
        }
        #expect(fake.isClosed)
    }

    @Test func mjpegOnlyWithoutADecoderSaysWhy() throws {
        let fake = FakeCameraDevice(
            formats: [CameraFormatOption(pixelFormat: .mjpeg, sizes: .discrete([PixelSize(width: 640, height: 480)]))])
        let camera = V4L2Camera(device: fake, decoder: nil)
        try camera.open()
        do {
            try camera.negotiate(target: PixelSize(width: 720, height: 1280))
            Issue.record("negotiate should have failed")
        } catch {
            #expect(error.kind == .unsupportedFormat)
            #expect(error.message.contains("MJPG") && error.message.contains("needs a decoder"))
        }
    }

    @Test func mjpegFramesGoThroughThePlatformDecoder() throws {
        var seen: [Int] = []
        let decoded = Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 77, count: 16))
        let mjpeg = [CameraFormatOption(pixelFormat: .mjpeg, sizes: .discrete([PixelSize(width: 8, height: 8)]))]
        let (camera, fake) = try started(formats: mjpeg) { bytes in
            seen.append(bytes.count)
            return decoded
        }
        #expect(camera.format?.pixelFormat == .mjpeg)
        fake.deliver([0xFF, 0xD8, 1, 2, 3, 0xFF, 0xD9])
        #expect(try camera.nextFrame() == .bitmap(decoded))
        #expect(seen == [7])
    }

    @Test func aDecoderFailureIsABadFrameError() throws {
        struct Corrupt: Error {}
        let mjpeg = [CameraFormatOption(pixelFormat: .mjpeg, sizes: .discrete([PixelSize(width: 8, height: 8)]))]
        let (camera, fake) = try started(formats: mjpeg) { _ in throw Corrupt() }
        fake.deliver([1, 2, 3])
        do {
            _ = try camera.nextFrame()
            Issue.record("nextFrame should have failed")
        } catch {
            #expect(error.kind == .badFrame)
        }
        // The buffer went back even though the frame was bad.
        #expect(fake.queuedBuffers.count == V4L2Camera.bufferCount)
    }

    @Test func aVanishedDeviceIsReportedOnceAndReleased() throws {
        let (camera, fake) = try started()
        fake.deliver(Self.grey(100))
        _ = try camera.nextFrame()
        fake.vanish()
        do {
            _ = try camera.nextFrame()
            Issue.record("nextFrame should have failed")
        } catch {
            #expect(error.kind == .vanished)
            #expect(error.message.contains("went away"))
        }
        #expect(fake.isClosed)
        #expect(try camera.nextFrame() == nil)
    }

    @Test func outOfOrderCallsAreMisuseErrors() throws {
        let camera = V4L2Camera(device: FakeCameraDevice(formats: Self.webcamFormats), decoder: nil)
        #expect(throws: CameraError(.misuse, "call open() on /dev/video-fake before negotiate(target:)")) {
            try camera.negotiate(target: PixelSize(width: 1, height: 1))
        }
        try camera.open()
        #expect(throws: CameraError.self) { try camera.start() }
        #expect(try camera.nextFrame() == nil)
        camera.stop()
        camera.stop()
    }

    @Test func tooFewBuffersIsAnError() throws {
        let fake = FakeCameraDevice(formats: Self.webcamFormats)
        fake.grantedBuffers = 1
        let camera = V4L2Camera(device: fake, decoder: nil)
        try camera.open()
        try camera.negotiate(target: PixelSize(width: 4, height: 2))
        #expect(throws: CameraError.self) { try camera.start() }
    }
}

/// The real device class's failure paths, which need no camera: a missing node and a node that
/// is not a V4L2 device.
@MainActor
@Suite struct CameraLinuxDeviceTests {
    @Test func aMissingNodeSaysSoAndSuggestsAuto() {
        do {
            _ = try LinuxVideoDevice(path: "/dev/video-does-not-exist")
            Issue.record("opening a missing node should fail")
        } catch {
            #expect(error.message.contains("/dev/video-does-not-exist") && error.message.contains("--camera auto"))
        }
    }

    @Test func aNodeThatIsNotV4L2FailsAtQueryCapabilities() throws {
        let device = try LinuxVideoDevice(path: "/dev/null")
        defer { device.close() }
        do {
            _ = try device.queryCapabilities()
            Issue.record("/dev/null is not a V4L2 device")
        } catch {
            #expect(error.message.contains("/dev/null") && error.message.contains("VIDIOC_QUERYCAP"))
            #expect(error.kind != .vanished)
        }
        let camera = V4L2Camera(path: "/dev/null", decoder: nil)
        #expect(throws: CameraError.self) { try camera.open() }
    }
}

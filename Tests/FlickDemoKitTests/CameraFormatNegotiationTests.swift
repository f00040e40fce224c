import Testing

@testable import FlickDemoKit

/// Format negotiation from a device's list to a choice (pure), plus the V4L2 request numbers
/// computed in Swift against the values linux/videodev2.h gives.
@Suite struct CameraFormatNegotiationTests {
    static let portrait = PixelSize(width: 720, height: 1280)
    static let uvcYUYV = CameraFormatOption(
        pixelFormat: .yuyv,
        sizes: .discrete([
            PixelSize(width: 1280, height: 720), PixelSize(width: 640, height: 480), PixelSize(width: 320, height: 240),
            PixelSize(width: 160, height: 120),
        ]))
    static let uvcMJPEG = CameraFormatOption(
        pixelFormat: .mjpeg,
        sizes: .discrete([
            PixelSize(width: 1920, height: 1080), PixelSize(width: 1280, height: 720),
            PixelSize(width: 640, height: 480),
        ]))

    @Test func typicalWebcamGetsYUYVAtTheBudgetNotItsLargestSize() {
        let choice = FormatNegotiation.choose(from: [Self.uvcMJPEG, Self.uvcYUYV], target: Self.portrait)
        #expect(choice == CameraFormat(pixelFormat: .yuyv, size: PixelSize(width: 640, height: 480)))
    }

    @Test func smallViewportGetsTheNearestSmallerYUYVSize() {
        let choice = FormatNegotiation.choose(from: [Self.uvcYUYV], target: PixelSize(width: 320, height: 240))
        #expect(choice?.size == PixelSize(width: 320, height: 240))
    }

    @Test func yuyvOnlyAtTinySizesLosesToMJPEG() {
        let tiny = CameraFormatOption(pixelFormat: .yuyv, sizes: .discrete([PixelSize(width: 160, height: 120)]))
        let choice = FormatNegotiation.choose(from: [tiny, Self.uvcMJPEG], target: Self.portrait)
        #expect(choice?.pixelFormat == .mjpeg)
        // Nearest MJPEG area to 720×1280 (921,600 px) on a log scale is 1280×720 (the same area).
        #expect(choice?.size == PixelSize(width: 1280, height: 720))
    }

    @Test func tinyYUYVIsStillUsedWhenThereIsNoMJPEG() {
        let tiny = CameraFormatOption(pixelFormat: .yuyv, sizes: .discrete([PixelSize(width: 160, height: 120)]))
        #expect(
            FormatNegotiation.choose(from: [tiny], target: Self.portrait)?.size == PixelSize(width: 160, height: 120))
    }

    @Test func yuyvLargerThanTheBudgetIsUsedOnlyWhenNothingSmallerExists() {
        let big = CameraFormatOption(pixelFormat: .yuyv, sizes: .discrete([PixelSize(width: 1280, height: 720)]))
        #expect(FormatNegotiation.choose(from: [big, Self.uvcMJPEG], target: Self.portrait)?.pixelFormat == .mjpeg)
        #expect(FormatNegotiation.choose(from: [big], target: Self.portrait)?.pixelFormat == .yuyv)
    }

    @Test func plainJPEGCountsAsMJPEG() {
        let jpeg = CameraFormatOption(pixelFormat: .jpeg, sizes: .discrete([PixelSize(width: 640, height: 480)]))
        #expect(FormatNegotiation.choose(from: [jpeg], target: Self.portrait)?.pixelFormat == .jpeg)
    }

    @Test func unknownFormatsGiveNoChoice() {
        let nv12 = CameraFormatOption(pixelFormat: CameraPixelFormat("NV12"), sizes: .unknown)
        let h264 = CameraFormatOption(pixelFormat: CameraPixelFormat("H264"), sizes: .unknown)
        #expect(FormatNegotiation.choose(from: [nv12, h264], target: Self.portrait) == nil)
        #expect(FormatNegotiation.choose(from: [], target: Self.portrait) == nil)
    }

    @Test func stepwiseSizesAreClampedAndSnappedToTheStep() {
        let stepwise = CameraFormatOption(
            pixelFormat: .yuyv,
            sizes: .stepwise(
                min: PixelSize(width: 32, height: 32), max: PixelSize(width: 2592, height: 1944),
                step: PixelSize(width: 16, height: 16)))
        let choice = FormatNegotiation.choose(from: [stepwise], target: Self.portrait)!
        #expect(choice.size.area <= FormatNegotiation.yuyvPixelBudget)
        #expect((choice.size.width - 32) % 16 == 0 && (choice.size.height - 32) % 16 == 0)
        // Keeps the viewport's aspect: taller than wide.
        #expect(choice.size.height > choice.size.width)
    }

    @Test func unknownSizesAskForTheTargetWithinTheBudget() {
        let open = CameraFormatOption(pixelFormat: .yuyv, sizes: .unknown)
        let size = FormatNegotiation.choose(from: [open], target: PixelSize(width: 400, height: 300))?.size
        #expect(size == PixelSize(width: 400, height: 300))
    }

    @Test func fourCharacterCodesRoundTrip() {
        #expect(CameraPixelFormat.yuyv.fourcc == 0x5659_5559)
        #expect(CameraPixelFormat.mjpeg.fourcc == 0x4750_4A4D)
        #expect(CameraPixelFormat(fourcc: 0x5659_5559).description == "YUYV")
        #expect(CameraPixelFormat(fourcc: 0x0000_0001).description == "????")
    }

    /// The `_IOC` values the kernel header defines (printed from linux/videodev2.h on x86_64).
    @Test func ioctlRequestNumbersMatchTheHeader() {
        #expect(V4L2.queryCap == 0x8068_5600)
        #expect(V4L2.enumFmt == 0xC040_5602)
        #expect(V4L2.sFmt == 0xC0D0_5605)
        #expect(V4L2.reqBufs == 0xC014_5608)
        #expect(V4L2.queryBuf == 0xC058_5609)
        #expect(V4L2.qBuf == 0xC058_560F)
        #expect(V4L2.dqBuf == 0xC058_5611)
        #expect(V4L2.streamOn == 0x4004_5612)
        #expect(V4L2.streamOff == 0x4004_5613)
        #expect(V4L2.enumFrameSizes == 0xC02C_564A)
    }
}

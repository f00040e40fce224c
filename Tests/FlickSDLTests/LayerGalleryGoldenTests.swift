import FlickDemoKit
import FlickGeometry
import FlickLayers
import FlickTesting
import Foundation
import Testing

@testable import FlickSDL

/// The `layers` gallery rendered by the real SDL renderer on SDL's software renderer (the same
/// pixels on every machine with SDL 2.26), compared with a checked-in golden PNG.
///
/// When the golden is missing, or `FLICK_UPDATE_GOLDEN=1` is set, the test writes it and fails,
/// saying where: look at the image, then commit it.
@Suite(.serialized)
@MainActor
struct LayerGalleryGoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/layers-360x640@2x.png").path
    /// Largest per-channel difference that still counts as the same pixel.
    static let channelTolerance = 3
    /// Most pixels allowed to differ (0.1 % of 720×1280): room for a libm or SDL patch release.
    static let maxDifferingPixels = 921

    static func renderGallery() throws -> (Bitmap, SDLRenderer, SoftwareCanvas) {
        let viewport = Size(width: 360, height: 640)
        let canvas = try SoftwareCanvas(pixelWidth: 720, pixelHeight: 1280, scale: 2, assets: PixelTest.assets)
        let root = LayerGallery.make(viewport: viewport)
        let list = Compositor().compose(root, viewport: viewport, time: 0, clearColor: LayerGallery.backgroundColor)
        canvas.renderer.render(list)
        return (try canvas.snapshot(), canvas.renderer, canvas)
    }

    @Test func galleryMatchesGolden() throws {
        let (bitmap, renderer, _) = try Self.renderGallery()
        #expect(renderer.diagnostics.isEmpty, "renderer reported: \(renderer.diagnostics)")
        let update = ProcessInfo.processInfo.environment["FLICK_UPDATE_GOLDEN"] == "1"
        guard !update, FileManager.default.fileExists(atPath: Self.golden) else {
            try Screenshot.savePNG(bitmap, to: Self.golden)
            Issue.record(
                """
                Golden written to \(Self.golden) (FLICK_UPDATE_GOLDEN=\(update ? "1" : "unset"), \
                file was \(update ? "replaced" : "missing")). Look at it, commit it, and run the test again.
                """
            )
            return
        }
        let expected = try Screenshot.loadImage(Self.golden)
        let diff = GoldenImage.compare(bitmap, expected, channelTolerance: Self.channelTolerance)
        #expect(
            diff.sameSize,
            "golden is \(expected.width)×\(expected.height), render is \(bitmap.width)×\(bitmap.height)")
        guard diff.sameSize else { return }
        let differing = diff.differingPixels, worst = diff.worstChannel
        if differing > Self.maxDifferingPixels {
            let actual = FileManager.default.temporaryDirectory.appendingPathComponent("layers-actual.png").path
            try? Screenshot.savePNG(bitmap, to: actual)
            Issue.record(
                """
                \(differing) pixels differ by more than \(Self.channelTolerance) (worst \(worst)); \
                actual image at \(actual). If the change is intended, rerun with FLICK_UPDATE_GOLDEN=1 \
                and commit the new golden.
                """
            )
        }
    }
}

import FlickGeometry
import FlickLayers
import FlickRaster
import Foundation
import Testing

@testable import FlickSDL

/// `SDLRenderer.prepare`: textures made ahead of the frame that needs them.
@Suite(.serialized)
@MainActor
struct SDLRendererPrepareTests {
    static let size = Size(width: 64, height: 64)

    static let items: [DisplayItem] = [
        label("One", Rect(x: 0, y: 0, width: 60, height: 16)),
        label("Two", Rect(x: 0, y: 20, width: 60, height: 16)),
        .image(
            .init(
                transform: .identity,
                image: .bitmap(Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16))),
                bounds: Rect(x: 0, y: 40, width: 20, height: 20), gravity: .resize, clip: nil, opacity: 1)),
    ]

    /// A canvas of the suite's size.
    static func canvas(assets: AssetLocator = PixelTest.assets) throws -> SoftwareCanvas {
        try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: assets)
    }

    /// A one-line label of 12 pt text in `rect`.
    static func label(
        _ string: String, _ rect: Rect, font: String = TextStyle.regularFont, alignment: TextStyle.Alignment = .left
    ) -> DisplayItem {
        .text(
            .init(
                transform: .identity, string: string,
                style: TextStyle(font: font, size: 12, alignment: alignment, wraps: false), rect: rect, opacity: 1))
    }

    @Test func aPreparedListIsDrawnWithoutUploadsAndAsAnUnpreparedOne() throws {
        let canvas = try Self.canvas()
        let list = DisplayList(viewport: Self.size, items: Self.items)
        // Each call in the spare time after a frame; what it made is counted in the next frame.
        #expect(canvas.renderer.prepare(list, maxUploads: 2) == .more, "three textures, two at a time")
        canvas.renderer.render(DisplayList(viewport: Self.size, items: []))
        let between = canvas.renderer.lastFrameStats
        #expect(between.uploadsAhead == 2)
        #expect(canvas.renderer.prepare(list, maxUploads: 2) == .ready)
        let prepared = try PixelTest.render(Self.items, size: Self.size, canvas: canvas)
        let warm = canvas.renderer.lastFrameStats
        #expect(warm.uploads == 0, "all ready: the frame makes no texture")
        #expect(warm.bytesUploaded == 0)
        #expect(warm.uploadsAhead == 1, "the third, made by the second call")
        let cold = try Self.canvas()
        let unprepared = try PixelTest.render(Self.items, size: Self.size, canvas: cold)
        let coldStats = cold.renderer.lastFrameStats
        #expect(coldStats.uploads == 3, "unprepared, the frame makes all three")
        #expect(prepared.pixels == unprepared.pixels)
        // The bus carries the same bytes either way: ahead of the frames, or in the one needing them.
        #expect(between.bytesUploadedAhead + warm.bytesUploadedAhead == coldStats.bytesUploaded)
        #expect(coldStats.uploadsAhead == 0)
        // Textures made ahead are counted as uploads ahead are: the same ones, a frame later.
        #expect(warm.texturesCreated == 0 && coldStats.texturesCreatedAhead == 0)
        #expect(coldStats.texturesCreated == 2, "the picture and the labels' page")
        #expect(between.texturesCreatedAhead + warm.texturesCreatedAhead == coldStats.texturesCreated)
        _ = try PixelTest.render(Self.items, size: Self.size, canvas: canvas)
        #expect(canvas.renderer.lastFrameStats.allUploads == 0, "counted once, in the frame after them")
        #expect(canvas.renderer.lastFrameStats.allTexturesCreated == 0)
    }

    @Test func everyRunIsMeasuredBeforeAnyIsRendered() throws {
        let canvas = try Self.canvas()
        let r = canvas.renderer
        let runs = (0..<20).map { k in Self.label("Row \(k)", Rect(x: 0, y: Double(k) * 16, width: 60, height: 16)) }
        let list = DisplayList(viewport: Self.size, items: runs)
        let nothing = DisplayList(viewport: Self.size, items: [])
        /// One call in the spare time after a frame, and the textures it made, counted in the next.
        func prepareOnce() -> (PreparationProgress, made: Int) {
            let progress = r.prepare(list, maxUploads: 1)
            r.render(nothing)
            return (progress, r.lastFrameStats.uploadsAhead)
        }
        // One upload allowed a call: `measuresPerUpload` (8) runs measured a call, none rendered
        // while any is left to measure.
        #expect(prepareOnce() == (.more, 0))
        #expect(prepareOnce() == (.more, 0))
        // The last four measured, then the first run rendered; then one run a call.
        #expect(SDLRenderer.measuresPerUpload == 8)
        #expect(prepareOnce() == (.more, 1))
        for made in 2...20 {
            #expect(prepareOnce() == (made == 20 ? .ready : .more, 1), "run \(made)")
        }
        // Drawn, the frame makes nothing: every run is measured and rendered.
        r.render(list)
        #expect(r.lastFrameStats.uploads == 0)
    }

    @Test func preparingKeepsTexturesFromBeingEvicted() throws {
        let canvas = try Self.canvas()
        canvas.renderer.maxIdleFrames = 10
        let list = DisplayList(viewport: Self.size, items: Self.items)
        let nothing = DisplayList(viewport: Self.size, items: [])
        #expect(canvas.renderer.prepare(list, maxUploads: 10) == .ready)
        var keptReady = true
        for _ in 0..<30 {
            canvas.renderer.render(nothing)
            keptReady = keptReady && canvas.renderer.prepare(list, maxUploads: 0) == .ready
        }
        #expect(keptReady, "nothing to make again")
        canvas.renderer.render(list)
        #expect(canvas.renderer.lastFrameStats.uploads == 0, "used by every prepare: still there when shown")
        for _ in 0..<12 { canvas.renderer.render(nothing) }
        canvas.renderer.render(list)
        #expect(canvas.renderer.lastFrameStats.uploads == 3, "left alone: evicted as usual, and made again")
    }

    @Test func textThatCannotBeRenderedDoesNotHoldPreparationBack() throws {
        // An Assets folder without fonts: no text run can be made (reported, drawn as nothing).
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("flick-no-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let canvas = try Self.canvas(assets: AssetLocator(root: empty.path))
        let list = DisplayList(viewport: Self.size, items: Self.items)
        var calls = 0
        while canvas.renderer.prepare(list, maxUploads: 1) != .ready {
            calls += 1
            try #require(calls < 5, "preparation must end")
        }
        // The picture was made ahead, and the frame has nothing left it could make.
        canvas.renderer.render(list)
        #expect(canvas.renderer.lastFrameStats.uploadsAhead == 1 && canvas.renderer.lastFrameStats.uploads == 0)
        #expect(canvas.renderer.diagnostics.contains { $0.contains(TextStyle.regularFont) })
    }

    @Test func aLabelMeasuredOffTheOutputIsDrawnAsEveryLaterFrameDrawsIt() throws {
        let canvas = try Self.canvas()
        let shown = Rect(x: 10, y: 20, width: 40, height: 16)
        func label(_ rect: Rect) -> DisplayItem { Self.label("Near", rect, alignment: .center) }
        // A panel sliding in from the left: its label, centred, ends short of the output, near
        // enough that it is measured, not drawn.
        let offside = label(shown.offsetBy(dx: -50, dy: 0))
        canvas.renderer.render(DisplayList(viewport: Self.size, items: [offside]))
        #expect(canvas.renderer.lastFrameStats.triangles == 0 && canvas.renderer.lastFrameStats.uploads == 0)
        // Slid in: its run is made in the frame that shows it, at the size measured before,
        // and drawn as in the frames after it.
        let first = try PixelTest.render([label(shown)], size: Self.size, canvas: canvas)
        #expect(canvas.renderer.lastFrameStats.uploads == 1)
        let later = try PixelTest.render([label(shown)], size: Self.size, canvas: canvas)
        #expect(canvas.renderer.lastFrameStats.uploads == 0)
        #expect(first.pixels == later.pixels)
        #expect((20..<36).contains { y in (10..<50).contains { first.rgba($0, y).r > 200 } }, "the label shows")
    }

    @Test func textFarOffTheOutputIsNotLaidOut() throws {
        let canvas = try Self.canvas()
        let missing = "fonts/not-there.ttf"
        // "Far" can reach at most 3 × 3 ems = 108 pt from its left edge: at x = 400 it surely
        // misses the output, and nothing of it is laid out, so its font is not even opened
        // (a missing font is reported the first time a run needs it).
        let far = Self.label("Far", Rect(x: 400, y: 0, width: 40, height: 16), font: missing)
        canvas.renderer.render(DisplayList(viewport: Self.size, items: [far]))
        #expect(canvas.renderer.lastFrameStats.triangles == 0 && canvas.renderer.lastFrameStats.uploads == 0)
        #expect(!canvas.renderer.diagnostics.contains { $0.contains(missing) }, "not laid out")
        // "Near", ending left of the output, might reach into it: laid out (in the regular face,
        // standing in for the missing one), and culled.
        let near = Self.label("Near", Rect(x: -40, y: 0, width: 40, height: 16), font: missing)
        canvas.renderer.render(DisplayList(viewport: Self.size, items: [far, near]))
        #expect(canvas.renderer.lastFrameStats.triangles == 0 && canvas.renderer.lastFrameStats.uploads == 0)
        #expect(canvas.renderer.diagnostics.contains { $0.contains(missing) }, "laid out")
    }

    /// A long label whose rectangle starts (or, right-aligned, ends) off the output but whose
    /// run reaches into it: the plan, which stands a rectangle surely holding the run in for
    /// it until it is measured, must not cull it.
    @Test(arguments: [TextStyle.Alignment.left, .right])
    func aLabelReachingInFromOffTheOutputIsDrawn(alignment: TextStyle.Alignment) throws {
        let string = "A label long enough to reach in"
        let rect =
            alignment == .left
            ? Rect(x: -120, y: 20, width: 100, height: 16) : Rect(x: 84, y: 20, width: 100, height: 16)
        // Drawn after a frame that measured and rendered it in full view, and drawn cold.
        let warm = try Self.canvas()
        let inView = Self.label(string, Rect(x: 0, y: 20, width: 100, height: 16), alignment: alignment)
        warm.renderer.render(DisplayList(viewport: Self.size, items: [inView]))
        let known = try PixelTest.render(
            [Self.label(string, rect, alignment: alignment)], size: Self.size, canvas: warm)
        let cold = try PixelTest.render([Self.label(string, rect, alignment: alignment)], size: Self.size)
        #expect(cold.pixels == known.pixels)
        #expect((20..<36).contains { y in (0..<64).contains { cold.rgba($0, y).r > 200 } }, "the label shows")
    }

    @Test func aPictureOffTheOutputIsSizedFromItsFileNotUploaded() throws {
        let canvas = try Self.canvas()
        func picture(_ x: Double) -> DisplayItem {
            .image(
                .init(
                    transform: .identity, image: .asset("images/sunset.png"),
                    bounds: Rect(x: x, y: 0, width: 48, height: 32),
                    gravity: .center, clip: nil, opacity: 1))
        }
        // Centred in its bounds at its own size (96 × 64 px, 1 px per point): from x = 89 it
        // starts at 89 + 24 − 48 = 65, past the output's right edge: not loaded.
        canvas.renderer.render(DisplayList(viewport: Self.size, items: [picture(89)]))
        #expect(canvas.renderer.lastFrameStats.uploads == 0 && canvas.renderer.lastFrameStats.bytesUploaded == 0)
        #expect(canvas.renderer.lastFrameStats.triangles == 0, "nothing drawn")
        // From x = 87 its first column is the output's last: loaded and drawn.
        let drawn = try PixelTest.render([picture(87)], size: Self.size, canvas: canvas)
        let stats = canvas.renderer.lastFrameStats
        #expect(stats.uploads == 1 && stats.bytesUploaded == 96 * 64 * 4)
        #expect(drawn.rgba(63, 10) != drawn.rgba(62, 10) && drawn.rgba(62, 10) == (0, 0, 0, 255))
    }

    @Test func onlyAPNGHeaderGivesASize() {
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        header += [0, 0, 0x02, 0xD0, 0, 0, 0x05, 0x00]
        #expect(SDLRenderer.pngSize(header: header).map { [$0.width, $0.height] } == [720, 1280])
        #expect(SDLRenderer.pngSize(header: header.prefix(23)) == nil, "cut short")
        var zero = header
        zero[19] = 0
        zero[18] = 0
        #expect(SDLRenderer.pngSize(header: zero) == nil, "no width")
        var other = header
        other[1] = 0x51
        #expect(SDLRenderer.pngSize(header: other) == nil, "not a PNG signature")
        var chunk = header
        chunk[12] = 0x69
        #expect(SDLRenderer.pngSize(header: chunk) == nil, "IHDR must come first")
        #expect(SDLRenderer.pngSize(header: Array("GIF89a not a png at all".utf8)) == nil)
    }

    /// A label and a picture file, for the background-decoding tests.
    static let fileItems: [DisplayItem] = [
        label("Pet", Rect(x: 0, y: 0, width: 60, height: 16)),
        .image(
            .init(
                transform: .identity, image: .asset("images/sunset.png"),
                bounds: Rect(x: 0, y: 20, width: 48, height: 32),
                gravity: .resize, clip: nil, opacity: 1)),
    ]

    /// A canvas whose renderer decodes pictures ahead on `work`.
    static func canvas(work: WorkQueue) throws -> SoftwareCanvas {
        try SoftwareCanvas(
            pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets, options: RendererOptions(work: work))
    }

    @Test func aPictureDecodedAheadIsOnlyUploaded() throws {
        let work = WorkQueue()
        let canvas = try Self.canvas(work: work)
        let list = DisplayList(viewport: Self.size, items: Self.fileItems)
        #expect(canvas.renderer.prepare(list, maxUploads: 0) == .more, "asked for, nothing made")
        canvas.renderer.render(DisplayList(viewport: Self.size, items: []))
        #expect(canvas.renderer.lastFrameStats.uploadsAhead == 0)
        #expect(work.pendingCount == 1, "the picture waits for the worker")
        work.runAll()
        #expect(canvas.renderer.prepare(list, maxUploads: 10) == .ready)
        canvas.renderer.render(list)
        #expect(canvas.renderer.lastFrameStats.uploads == 0, "all ready")
        #expect(canvas.renderer.lastFrameStats.uploadsAhead == 2, "the label and the picture, made ahead")
    }

    @Test func preparationAsksForEachPictureOnce() throws {
        let work = WorkQueue()
        let canvas = try Self.canvas(work: work)
        let list = DisplayList(viewport: Self.size, items: Self.fileItems)
        for _ in 0..<3 { #expect(canvas.renderer.prepare(list, maxUploads: 0) == .more) }
        canvas.renderer.render(DisplayList(viewport: Self.size, items: []))
        #expect(canvas.renderer.lastFrameStats.uploadsAhead == 0, "nothing made while no upload is allowed")
        #expect(work.pendingCount == 1)
    }

    @Test func aStillQueuedPictureIsDecodedByPreparationInItsTurn() throws {
        let work = WorkQueue()
        let canvas = try Self.canvas(work: work)
        let list = DisplayList(viewport: Self.size, items: Self.fileItems)
        // The worker runs only on an idle core; preparation does not wait for it to get one.
        #expect(canvas.renderer.prepare(list, maxUploads: 10) == .ready)
        #expect(work.pendingCount == 0)
        canvas.renderer.render(list)
        #expect(canvas.renderer.lastFrameStats.uploadsAhead == 2 && canvas.renderer.lastFrameStats.uploads == 0)
    }

    @Test func aFrameNeedingAPictureAskedForOnTheWorkerGetsItAndDrawsTheSame() throws {
        let inline = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        let expected = try PixelTest.render(Self.fileItems, size: Self.size, canvas: inline)
        let work = WorkQueue()
        _ = try #require(IdleWorker(serving: work))
        let canvas = try Self.canvas(work: work)
        let list = DisplayList(viewport: Self.size, items: Self.fileItems)
        _ = canvas.renderer.prepare(list, maxUploads: 0)
        // The decode is queued, under way or done: the frame takes it whichever it is.
        let drawn = try PixelTest.render(Self.fileItems, size: Self.size, canvas: canvas)
        #expect(
            canvas.renderer.lastFrameStats.uploads == 2, "the text and the picture, made in the frame that needed them")
        #expect(drawn.pixels == expected.pixels, "the same picture as decoding inline")
        #expect(work.pendingCount == 0)
    }

    @Test func aMissingPictureFileStillEndsPreparationWithAPlaceholder() throws {
        let work = WorkQueue()
        let canvas = try Self.canvas(work: work)
        let missing = DisplayItem.image(
            .init(
                transform: .identity, image: .asset("images/not-there.png"),
                bounds: Rect(x: 0, y: 0, width: 8, height: 8),
                gravity: .resize, clip: nil, opacity: 1))
        let list = DisplayList(viewport: Self.size, items: [missing])
        _ = canvas.renderer.prepare(list, maxUploads: 0)
        work.runAll()
        #expect(canvas.renderer.prepare(list, maxUploads: 10) == .ready)
        let bmp = try PixelTest.render([missing], size: Self.size, canvas: canvas)
        let c = bmp.rgba(0, 0)
        #expect(c.r == 255 && c.g == 0 && c.b == 255, "the placeholder stands in: \(c)")
        #expect(canvas.renderer.diagnostics.contains { $0.contains("images/not-there.png") })
    }
}

import FlickGeometry
import Foundation
import FlickLayers
import FlickRaster
import Testing

@testable import FlickSDL

/// `SDLRenderer.prepare`: textures made ahead of the frame that needs them.
@Suite(.serialized)
@MainActor
struct SDLRendererPrepareTests {
    static let size = Size(width: 64, height: 64)

    static let items: [DisplayItem] = [
        .text(.init(transform: .identity, string: "One", style: TextStyle(size: 12), rect: Rect(x: 0, y: 0, width: 60, height: 16), opacity: 1)),
        .text(.init(transform: .identity, string: "Two", style: TextStyle(size: 12), rect: Rect(x: 0, y: 20, width: 60, height: 16), opacity: 1)),
        .image(
            .init(
                transform: .identity, image: .bitmap(Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16))),
                bounds: Rect(x: 0, y: 40, width: 20, height: 20), gravity: .resize, clip: nil, opacity: 1)),
    ]

    @Test func preparedTexturesAreNotMadeAgainWhenDrawn() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        let list = DisplayList(viewport: Self.size, items: Self.items)
        #expect(canvas.renderer.prepare(list, maxUploads: 2) == .more, "three textures, two at a time")
        #expect(canvas.renderer.cacheCounts.images + canvas.renderer.cacheCounts.textRuns == 2)
        #expect(canvas.renderer.prepare(list, maxUploads: 2) == .ready)
        #expect(canvas.renderer.cacheCounts.images == 1 && canvas.renderer.cacheCounts.textRuns == 2)
        canvas.renderer.render(list)
        #expect(canvas.renderer.lastFrameStats.uploads == 0, "all ready")
    }

    @Test func everyRunIsMeasuredBeforeAnyIsRendered() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        let r = canvas.renderer
        let runs: [DisplayItem] = (0..<20).map { k in
            .text(
                .init(
                    transform: .identity, string: "Row \(k)", style: TextStyle(size: 12),
                    rect: Rect(x: 0, y: Double(k) * 16, width: 60, height: 16), opacity: 1))
        }
        let list = DisplayList(viewport: Self.size, items: runs)
        let keys = runs.compactMap { item -> TextRunKey? in
            if case .text(let t) = item { return r.textRunKey(t) }
            return nil
        }
        let measured = { keys.filter { r.knownTextRunSize($0) != nil }.count }
        // One upload allowed: eight runs measured a call, nothing rendered while any is left.
        #expect(r.prepare(list, maxUploads: 1) == .more)
        #expect(measured() == SDLRenderer.measuresPerUpload && r.cacheCounts.textRuns == 0)
        #expect(r.prepare(list, maxUploads: 1) == .more)
        #expect(measured() == 2 * SDLRenderer.measuresPerUpload && r.cacheCounts.textRuns == 0)
        // The last four measured, then the first run rendered.
        #expect(r.prepare(list, maxUploads: 1) == .more)
        #expect(measured() == 20 && r.cacheCounts.textRuns == 1)
        var calls = 0
        while r.prepare(list, maxUploads: 1) != .ready {
            calls += 1
            try #require(calls < 30, "one run a call")
        }
        #expect(r.cacheCounts.textRuns == 20)
        // Drawn, the frame makes nothing: every run is measured and rendered.
        r.render(list)
        #expect(r.lastFrameStats.uploads == 0)
    }

    @Test func preparingKeepsTexturesFromBeingEvicted() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        canvas.renderer.maxIdleFrames = 10
        let list = DisplayList(viewport: Self.size, items: Self.items)
        #expect(canvas.renderer.prepare(list, maxUploads: 10) == .ready)
        for _ in 0..<30 {
            canvas.renderer.render(DisplayList(viewport: Self.size, items: []))
            _ = canvas.renderer.prepare(list, maxUploads: 10)
        }
        #expect(canvas.renderer.cacheCounts.textRuns == 2, "used by every prepare: still there")
        for _ in 0..<12 { canvas.renderer.render(DisplayList(viewport: Self.size, items: [])) }
        #expect(canvas.renderer.cacheCounts.textRuns == 0, "left alone: evicted as usual")
    }

    @Test func textThatCannotBeRenderedDoesNotHoldPreparationBack() throws {
        // An Assets folder without fonts: no text run can be made (reported, drawn as nothing).
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("flick-no-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let canvas = try SoftwareCanvas(
            pixelWidth: 64, pixelHeight: 64, scale: 1, assets: AssetLocator(root: empty.path))
        let list = DisplayList(viewport: Self.size, items: Self.items)
        var calls = 0
        while canvas.renderer.prepare(list, maxUploads: 1) != .ready {
            calls += 1
            try #require(calls < 5, "preparation must end")
        }
        #expect(canvas.renderer.cacheCounts.textRuns == 0 && canvas.renderer.cacheCounts.images == 1)
    }

    @Test func textOffTheOutputIsSizedButNotRendered() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        func label(_ string: String, _ x: Double) -> DisplayItem {
            .text(.init(transform: .identity, string: string, style: TextStyle(size: 12), rect: Rect(x: x, y: 0, width: 40, height: 16), opacity: 1))
        }
        // A panel sliding in: its second label is still 200 pt to the right of the output.
        canvas.renderer.render(DisplayList(viewport: Self.size, items: [label("Row", 0), label("Later", 200)]))
        #expect(canvas.renderer.lastFrameStats.uploads == 1 && canvas.renderer.cacheCounts.textRuns == 1)
        // Slid in: now it is made.
        canvas.renderer.render(DisplayList(viewport: Self.size, items: [label("Row", 0), label("Later", 20)]))
        #expect(canvas.renderer.lastFrameStats.uploads == 1 && canvas.renderer.cacheCounts.textRuns == 2)
        // Same size either way: the text laid out for the plan is the run drawn.
        let run = try #require(canvas.renderer.textRun(
            DisplayItem.Text(transform: .identity, string: "Row", style: TextStyle(size: 12), rect: .zero, opacity: 1)))
        let sized = try #require(canvas.renderer.textRunSize(
            DisplayItem.Text(transform: .identity, string: "Row", style: TextStyle(size: 12), rect: .zero, opacity: 1)))
        #expect(sized.width == run.width && sized.height == run.height)
    }

    @Test func textFarOffTheOutputIsNotEvenMeasured() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        func label(_ string: String, _ x: Double) -> DisplayItem.Text {
            .init(transform: .identity, string: string, style: TextStyle(size: 12), rect: Rect(x: x, y: 0, width: 40, height: 16), opacity: 1)
        }
        // "Far" can reach at most 4 × 3 ems = 144 pt from its left edge: at x = 400 it surely
        // misses the output, and its glyphs are not laid out. "Near", ending left of the
        // output, might reach into it: measured (and then culled).
        let far = label("Far", 400), near = label("Near", -40)
        canvas.renderer.render(DisplayList(viewport: Self.size, items: [.text(far), .text(near)]))
        #expect(canvas.renderer.knownTextRunSize(canvas.renderer.textRunKey(far)) == nil)
        #expect(canvas.renderer.knownTextRunSize(canvas.renderer.textRunKey(near)) != nil)
        #expect(canvas.renderer.cacheCounts.textRuns == 0, "neither is rendered")
        // Its stand-in rectangle holds the run.
        let size = try #require(canvas.renderer.textRunSize(far))
        let run = canvas.renderer.runRect(far, width: size.width, height: size.height)
        #expect(canvas.renderer.textReach(far).contains(run))
        #expect(canvas.renderer.textReach(label("", 0)).width == 0)
    }

    @Test func aPictureOffTheOutputIsSizedFromItsFileNotUploaded() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        func picture(_ x: Double) -> DisplayItem {
            .image(
                .init(
                    transform: .identity, image: .asset("images/sunset.png"), bounds: Rect(x: x, y: 0, width: 48, height: 32),
                    gravity: .center, clip: nil, opacity: 1))
        }
        // Centred in its bounds at its own size (96 × 64 px, 1 px per point): from x = 89 it
        // starts at 89 + 24 − 48 = 65, past the output's right edge.
        canvas.renderer.render(DisplayList(viewport: Self.size, items: [picture(89)]))
        #expect(canvas.renderer.lastFrameStats.uploads == 0 && canvas.renderer.cacheCounts.images == 0)
        let placed = canvas.renderer.plan.itemPixels[0]
        #expect(placed == PixelRect(x: 64, y: -17, width: 98, height: 66), "its size came from the header")
        canvas.renderer.render(DisplayList(viewport: Self.size, items: [picture(87)]))
        #expect(canvas.renderer.lastFrameStats.uploads == 1 && canvas.renderer.cacheCounts.images == 1)
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
        .text(.init(transform: .identity, string: "Pet", style: TextStyle(size: 12), rect: Rect(x: 0, y: 0, width: 60, height: 16), opacity: 1)),
        .image(
            .init(
                transform: .identity, image: .asset("images/sunset.png"), bounds: Rect(x: 0, y: 20, width: 48, height: 32),
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
        #expect(canvas.renderer.cacheCounts.textRuns == 0 && canvas.renderer.cacheCounts.images == 0)
        #expect(work.pendingCount == 1, "the picture waits for the worker")
        work.runAll()
        #expect(canvas.renderer.prepare(list, maxUploads: 10) == .ready)
        #expect(canvas.renderer.cacheCounts.images == 1 && canvas.renderer.cacheCounts.textRuns == 1)
        canvas.renderer.render(list)
        #expect(canvas.renderer.lastFrameStats.uploads == 0, "all ready")
    }

    @Test func preparationAsksForEachPictureOnce() throws {
        let work = WorkQueue()
        let canvas = try Self.canvas(work: work)
        let list = DisplayList(viewport: Self.size, items: Self.fileItems)
        for _ in 0..<3 { #expect(canvas.renderer.prepare(list, maxUploads: 0) == .more) }
        #expect(canvas.renderer.cacheCounts.textRuns == 0 && canvas.renderer.cacheCounts.images == 0)
        #expect(work.pendingCount == 1)
    }

    @Test func aStillQueuedPictureIsDecodedByPreparationInItsTurn() throws {
        let work = WorkQueue()
        let canvas = try Self.canvas(work: work)
        let list = DisplayList(viewport: Self.size, items: Self.fileItems)
        // The worker runs only on an idle core; preparation does not wait for it to get one.
        #expect(canvas.renderer.prepare(list, maxUploads: 10) == .ready)
        #expect(canvas.renderer.cacheCounts.images == 1 && work.pendingCount == 0)
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
        #expect(canvas.renderer.lastFrameStats.uploads == 2, "the text and the picture, made in the frame that needed them")
        #expect(drawn.pixels == expected.pixels, "the same picture as decoding inline")
        #expect(work.pendingCount == 0)
    }

    @Test func aMissingPictureFileStillEndsPreparationWithAPlaceholder() throws {
        let work = WorkQueue()
        let canvas = try Self.canvas(work: work)
        let missing = DisplayItem.image(
            .init(
                transform: .identity, image: .asset("images/not-there.png"), bounds: Rect(x: 0, y: 0, width: 8, height: 8),
                gravity: .resize, clip: nil, opacity: 1))
        let list = DisplayList(viewport: Self.size, items: [missing])
        _ = canvas.renderer.prepare(list, maxUploads: 0)
        work.runAll()
        #expect(canvas.renderer.prepare(list, maxUploads: 10) == .ready)
        #expect(canvas.renderer.cacheCounts.images == 1, "the placeholder stands in")
        #expect(canvas.renderer.diagnostics.contains { $0.contains("images/not-there.png") })
    }
}

import FlickGeometry
import FlickLayers
import Testing

@testable import FlickSDL

/// Text runs on shared pages (`TextRunCache`): the labels of a page draw in one call with the
/// pixels each draws alone, a label that changes every frame keeps to the room it has, and runs
/// taken back or swept away are drawn right when they come back.
@Suite(.serialized)
@MainActor
struct TextRunCacheTests {
    static let size = Size(width: 200, height: 200)

    /// Label `i` of a column: plain at even rows, scaled by 1.5 at odd ones.
    static func label(_ i: Int, text: String? = nil) -> DisplayItem {
        let y = 6 + Double(i) * 24
        let transform =
            i % 2 == 0 ? PixelTest.at(8, y) : Transform3D(scaleX: 1.5, y: 1.5).concatenating(PixelTest.at(8, y))
        return .text(
            .init(
                transform: transform, string: text ?? "Label \(i) of the page",
                style: TextStyle(size: 12, color: .white),
                rect: Rect(x: 0, y: 0, width: 180, height: 16), opacity: 1))
    }

    /// A fresh canvas with `profile`'s drawing decisions.
    static func canvas(_ profile: RendererOptions.Profile, width: Int = 200, height: Int = 200, scale: Double = 1)
        throws -> SoftwareCanvas
    {
        try SoftwareCanvas(
            pixelWidth: width, pixelHeight: height, scale: scale, assets: PixelTest.assets,
            options: RendererOptions(profile: profile))
    }

    /// The first pixel where `a` and `b` differ in rows `rows`, if any.
    static func firstDifference(_ a: Bitmap, _ b: Bitmap, rows: Range<Int>) -> (Int, Int)? {
        for y in rows where y >= 0 && y < a.height {
            for x in 0..<a.width where a.rgba(x, y) != b.rgba(x, y) { return (x, y) }
        }
        return nil
    }

    @Test(arguments: [RendererOptions.Profile.software, .gpu])
    func labelsOfOnePageDrawInOneCallAsEachDrawsAlone(_ profile: RendererOptions.Profile) throws {
        let labels = (0..<7).map { Self.label($0) }
        let canvas = try Self.canvas(profile)
        let all = try PixelTest.render(labels, size: Self.size, canvas: canvas)
        let stats = canvas.renderer.lastFrameStats
        #expect(stats.drawCalls == 1, "\(stats.drawCalls) draw calls for \(labels.count) labels")
        #expect(stats.uploads == labels.count && stats.bytesUploaded > 0 && stats.textPages == 1)
        _ = try PixelTest.render(labels, size: Self.size, canvas: canvas)
        #expect(canvas.renderer.lastFrameStats.uploads == 0, "drawn again from the page")
        for (i, label) in labels.enumerated() {
            // Alone on a canvas of its own, the run sits elsewhere on its page.
            let alone = try PixelTest.render([label], size: Self.size, canvas: try Self.canvas(profile))
            let top = 6 + i * 24
            if let (x, y) = Self.firstDifference(all, alone, rows: (top - 2)..<(top + 26)) {
                Issue.record("label \(i) differs at (\(x), \(y)): \(all.rgba(x, y)) against \(alone.rgba(x, y)) alone")
            }
        }
        #expect(canvas.renderer.diagnostics.isEmpty)
    }

    @Test func aLabelChangingEveryFrameKeepsToOnePage() throws {
        // 80-px text: each value of the clock takes about a twentieth of a page, so without
        // its old values' room a page would fill every twenty frames.
        let canvas = try Self.canvas(.gpu, width: 720, height: 240, scale: 2)
        let style = TextStyle(size: 40, color: .white)
        func text(_ s: String, y: Double) -> DisplayItem {
            .text(
                .init(
                    transform: PixelTest.at(4, y), string: s, style: style,
                    rect: Rect(x: 0, y: 0, width: 352, height: 50), opacity: 1))
        }
        var last = DisplayList(viewport: Size(width: 360, height: 120), clearColor: .black, items: [])
        var bytes: [Int] = []
        for frame in 0..<300 {
            let clock = "00:\(frame / 60 + 10).\(frame % 60 + 10)"
            last.items = [text("Lap", y: 0), text(clock, y: 40)]
            canvas.renderer.render(last)
            let stats = canvas.renderer.lastFrameStats
            #expect(stats.textPages == 1, "frame \(frame): \(stats.textPages) pages")
            if stats.textPages != 1 { return }
            bytes.append(stats.bytesUploaded)
        }
        // Every frame uploads one run, the clock's new value, and nothing else.
        #expect(bytes.dropFirst().allSatisfy { $0 > 0 && $0 < bytes[0] }, "\(bytes.prefix(4))")
        let fresh = try Self.canvas(.gpu, width: 720, height: 240, scale: 2)
        fresh.renderer.render(last)
        let a = try canvas.snapshot(), b = try fresh.snapshot()
        if let (x, y) = Self.firstDifference(a, b, rows: 0..<240) { Issue.record("last frame differs at (\(x), \(y))") }
    }

    @Test(arguments: [RendererOptions.Profile.software, .gpu])
    func runsTakenBackOrSweptAwayAreDrawnRightWhenTheyReturn(_ profile: RendererOptions.Profile) throws {
        // 40-px labels, six new ones a frame: a page holds a few dozen, so the pages are kept
        // to what the last two frames drew and older runs' room is reused; then, under a short
        // idle limit, runs are swept away with their pages.
        let canvas = try Self.canvas(profile, width: 400, height: 300)
        func labels(_ round: Int) -> [DisplayItem] {
            (0..<6).map { i in
                .text(
                    .init(
                        transform: PixelTest.at(4, Double(i) * 48), string: "Word \(round) · \(i)",
                        style: TextStyle(size: 40, color: Color(hex: 0xFFD060)),
                        rect: Rect(x: 0, y: 0, width: 392, height: 46), opacity: 1))
            }
        }
        let size = Size(width: 400, height: 300)
        let first = try PixelTest.render(labels(0), size: size, canvas: canvas)
        var most = 0
        for round in 1..<60 {
            _ = try PixelTest.render(labels(round), size: size, canvas: canvas)
            most = max(most, canvas.renderer.lastFrameStats.textPages)
        }
        #expect(most == 1, "\(most) pages for six new labels a frame")
        let again = try PixelTest.render(labels(0), size: size, canvas: canvas)
        #expect(canvas.renderer.lastFrameStats.uploads == 6, "the first labels were rendered again")
        if let (x, y) = Self.firstDifference(first, again, rows: 0..<300) {
            Issue.record("drawn again, differs at (\(x), \(y)): \(again.rgba(x, y)) against \(first.rgba(x, y))")
        }
        canvas.renderer.maxIdleFrames = 4
        for _ in 0..<6 { _ = try PixelTest.render([], size: size, canvas: canvas) }
        #expect(canvas.renderer.lastFrameStats.textPages == 0, "idle runs and their pages are swept away")
        let back = try PixelTest.render(labels(0), size: size, canvas: canvas)
        if let (x, y) = Self.firstDifference(first, back, rows: 0..<300) {
            Issue.record("after the sweep, differs at (\(x), \(y))")
        }
    }
}

import FlickGeometry
import FlickLayers
import Testing

@testable import FlickSDL

/// Pixel assertions on small display lists drawn by the real renderer on SDL's software
/// renderer (an offscreen surface: no window, no video driver).
@Suite(.serialized)
@MainActor
struct SDLRendererTests {
    static let size = Size(width: 64, height: 64)
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    static func fill(
        _ rect: Rect, _ color: Color, radius: Double = 0, opacity: Double = 1, transform: Transform3D = .identity
    ) -> DisplayItem {
        .fill(.init(transform: transform, rect: rect, radii: CornerRadii(all: radius), color: color, opacity: opacity))
    }

    @Test func fillColourAtCentre() throws {
        let bmp = try PixelTest.render(
            [Self.fill(Rect(x: 10, y: 10, width: 30, height: 20), Color(hex: 0x3366FF))], size: Self.size)
        let c = bmp.rgba(25, 20)
        #expect(c.r == 0x33 && c.g == 0x66 && c.b == 0xFF)
        #expect(bmp.rgba(5, 5).r == 0 && bmp.rgba(5, 5).b == 0)
    }

    @Test func fractionalEdgeIsPartlyCovered() throws {
        // The left edge at x = 10.5 covers half of pixel column 10.
        let bmp = try PixelTest.render(
            [Self.fill(Rect(x: 10.5, y: 10, width: 30, height: 20), .white)], size: Self.size)
        #expect(PixelTest.near(bmp.rgba(10, 20).r, 128, 3))
        #expect(bmp.rgba(9, 20).r == 0)
        #expect(bmp.rgba(11, 20).r == 255)
    }

    /// A panel at rest fills the screen from its origin: its edges on x = 0 and y = 0 are
    /// whole-pixel edges like any other, with no half-covered first row or column.
    @Test func aFillFromTheOriginCoversItsFirstRowAndColumn() throws {
        let bmp = try PixelTest.render(
            [Self.fill(Rect(x: 0, y: 0, width: 64, height: 64), .white)], size: Self.size, scale: 2)
        var offColour = 0
        for i in 0..<128 {
            for (x, y) in [(i, 0), (0, i), (i, 127), (127, i)] where bmp.rgba(x, y).r != 255 { offColour += 1 }
        }
        #expect(offColour == 0, "\(offColour) edge pixels are not the fill's colour")
        let inside = try PixelTest.render(
            [Self.fill(Rect(x: 0, y: 0, width: 30, height: 20), .white)], size: Self.size)
        #expect(inside.rgba(0, 10).r == 255 && inside.rgba(15, 0).r == 255)
        #expect(inside.rgba(30, 10).r == 0 && inside.rgba(15, 20).r == 0, "and nothing past its far edges")
    }

    @Test func rotatedEdgeIsAntialiased() throws {
        let t = Transform3D(rotationAngle: 0.35, x: 0, y: 0, z: 1).concatenating(PixelTest.at(32, 32))
        let bmp = try PixelTest.render(
            [Self.fill(Rect(x: -20, y: -12, width: 40, height: 24), .white, transform: t)], size: Self.size)
        var partial = 0
        for y in 0..<64 { for x in 0..<64 where (1...254).contains(bmp.rgba(x, y).r) { partial += 1 } }
        #expect(partial > 40, "a rotated rectangle's edges have partly covered pixels (\(partial))")
    }

    @Test func roundedCornerIsTransparent() throws {
        let bmp = try PixelTest.render(
            [Self.fill(Rect(x: 10, y: 10, width: 40, height: 40), .white, radius: 12)], size: Self.size)
        #expect(bmp.rgba(10, 10).r == 0, "the corner pixel lies outside the arc")
        #expect(bmp.rgba(13, 13).r < 128)
        #expect(bmp.rgba(30, 10).r == 255, "the straight edge is inside")
        #expect(bmp.rgba(16, 16).r == 255)
    }

    @Test func groupOpacityBlendsTheOverlapOnce() throws {
        let a = Self.fill(Rect(x: 10, y: 10, width: 30, height: 30), Self.red)
        let b = Self.fill(Rect(x: 25, y: 25, width: 30, height: 30), Self.blue)
        let grouped = try PixelTest.render(
            [.pushGroup(.init(opacity: 0.5, clip: nil)), a, b, .popGroup], size: Self.size)
        // Overlap: only the top (blue) layer, at half strength; no red shows through.
        let o = grouped.rgba(32, 32)
        #expect(o.r <= 1 && PixelTest.near(o.b, 128, 2))
        #expect(PixelTest.near(grouped.rgba(15, 15).r, 128, 2))
        // Without the group each layer blends on its own and the red shows through the overlap.
        let separate = try PixelTest.render(
            [
                Self.fill(Rect(x: 10, y: 10, width: 30, height: 30), Self.red, opacity: 0.5),
                Self.fill(Rect(x: 25, y: 25, width: 30, height: 30), Self.blue, opacity: 0.5),
            ], size: Self.size)
        #expect(PixelTest.near(separate.rgba(32, 32).r, 64, 2))
    }

    @Test func clipCutsChildren() throws {
        let clip = DisplayItem.Clip(
            transform: PixelTest.at(10, 10), rect: Rect(x: 0, y: 0, width: 30, height: 30), radii: CornerRadii(all: 8))
        let child = Self.fill(Rect(x: 0, y: 0, width: 64, height: 64), .white)
        let bmp = try PixelTest.render([.pushGroup(.init(opacity: 1, clip: clip)), child, .popGroup], size: Self.size)
        #expect(bmp.rgba(25, 25).r == 255)
        #expect(bmp.rgba(5, 25).r == 0 && bmp.rgba(45, 25).r == 0 && bmp.rgba(25, 45).r == 0)
        #expect(bmp.rgba(10, 10).r == 0, "the clip's rounded corner cuts the child")
    }

    @Test func perspectiveQuadIsATrapezoid() throws {
        let m = Transform3D(rotationAngle: 60 * .pi / 180, x: 0, y: 1, z: 0)
            .concatenating(.perspective(distance: 80))
            .concatenating(PixelTest.at(32, 32))
        let bmp = try PixelTest.render(
            [Self.fill(Rect(x: -20, y: -20, width: 40, height: 40), .white, transform: m)], size: Self.size)
        func columnHeight(_ x: Int) -> Int { (0..<64).filter { bmp.rgba(x, $0).r > 128 }.count }
        let lit = (0..<64).filter { columnHeight($0) > 0 }
        let first = lit.first ?? 0, last = lit.last ?? 0
        #expect(last - first < 30, "foreshortened to less than its 40 px width")
        #expect(abs(columnHeight(first + 1) - columnHeight(last - 1)) >= 6, "near side taller than far side")
    }

    @Test func textureIsFreedAfterItGoesUnused() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        canvas.renderer.maxIdleFrames = 2
        let image = DisplayItem.image(
            .init(
                transform: .identity, image: .asset("images/badge.png"),
                bounds: Rect(x: 0, y: 0, width: 32, height: 32), gravity: .resize, clip: nil, opacity: 1))
        func show(afterIdleFrames idle: Int) -> FrameStats {
            for _ in 0..<idle { canvas.renderer.render(DisplayList(viewport: Self.size, items: [])) }
            canvas.renderer.render(DisplayList(viewport: Self.size, items: [image]))
            return canvas.renderer.lastFrameStats
        }
        let first = show(afterIdleFrames: 0)
        #expect(first.uploads == 1 && first.bytesUploaded > 0)
        let kept = show(afterIdleFrames: canvas.renderer.maxIdleFrames)
        #expect(kept.uploads == 0 && kept.bytesUploaded == 0, "kept while recently used: shown again for nothing")
        let freed = SDLMemory.blocks
        for _ in 0...canvas.renderer.maxIdleFrames {
            canvas.renderer.render(DisplayList(viewport: Self.size, items: []))
        }
        #expect(SDLMemory.blocks < freed, "freed after \(canvas.renderer.maxIdleFrames) idle frames")
        let again = show(afterIdleFrames: 0)
        #expect(again.uploads == 1 && again.bytesUploaded == first.bytesUploaded, "gone: shown again, made again")
    }

    @Test func aCameraFeedDoesNotPileUpStaleFrameTextures() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        // Each frame of a live feed is a new bitmap; a 640×480 texture per frame kept for two
        // seconds would be ~70 MB. Only the last few may stay: what SDL holds stops growing.
        var held: [Int] = []
        for i in 0..<30 {
            let frame = Bitmap(width: 4, height: 4, pixels: [UInt8](repeating: UInt8(i), count: 64))
            let item = DisplayItem.image(
                .init(
                    transform: .identity, image: .bitmap(frame), bounds: Rect(x: 0, y: 0, width: 32, height: 32),
                    gravity: .resize, clip: nil, opacity: 1))
            canvas.renderer.render(DisplayList(viewport: Self.size, items: [item]))
            #expect(canvas.renderer.lastFrameStats.uploads == 1, "frame \(i) is a new picture")
            held.append(SDLMemory.blocks)
        }
        #expect(held[29] <= held[9], "SDL's memory after 10 frames \(held[9]) blocks, after 30 \(held[29])")
    }

    @Test func missingImageShowsAPlaceholderAndSaysWhich() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        canvas.renderer.onDiagnostic = nil
        let image = DisplayItem.image(
            .init(
                transform: .identity, image: .asset("images/nope.png"), bounds: Rect(x: 0, y: 0, width: 32, height: 32),
                gravity: .center, clip: nil, opacity: 1))
        let bmp = try PixelTest.render([image], size: Self.size, canvas: canvas)
        let magenta = (0..<32).contains { x in
            (0..<32).contains { y in
                let c = bmp.rgba(x, y); return c.r == 255 && c.g == 0 && c.b == 255
            }
        }
        #expect(magenta)
        #expect(canvas.renderer.diagnostics.contains { $0.contains("images/nope.png") })
    }

    @Test func corruptImageShowsAPlaceholder() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        canvas.renderer.onDiagnostic = nil
        let image = DisplayItem.image(
            .init(
                transform: .identity, image: .asset("fonts/LICENSE-DejaVu.txt"),
                bounds: Rect(x: 0, y: 0, width: 16, height: 16), gravity: .resize, clip: nil, opacity: 1))
        let bmp = try PixelTest.render([image], size: Self.size, canvas: canvas)
        #expect(bmp.rgba(1, 1).r == 255 && bmp.rgba(1, 1).b == 255)
        #expect(canvas.renderer.diagnostics.contains { $0.contains("LICENSE-DejaVu.txt") })
    }

    @Test func bitmapImagesAreDrawn() throws {
        var pixels: [UInt8] = []
        for _ in 0..<(4 * 4) { pixels += [0, 200, 0, 255] }
        let image = DisplayItem.image(
            .init(
                transform: .identity, image: .bitmap(Bitmap(width: 4, height: 4, pixels: pixels)),
                bounds: Rect(x: 8, y: 8, width: 16, height: 16), gravity: .resize, clip: nil, opacity: 1))
        let bmp = try PixelTest.render([image], size: Self.size)
        #expect(bmp.rgba(16, 16).g == 200 && bmp.rgba(16, 16).r == 0)
        #expect(bmp.rgba(4, 4).g == 0)
    }

    @Test func textIsDrawnAndMeasured() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 128, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        let style = TextStyle(size: 16, color: .white)
        let text = DisplayItem.text(
            .init(
                transform: PixelTest.at(4, 4), string: "Flick", style: style,
                rect: Rect(x: 0, y: 0, width: 120, height: 20), opacity: 1))
        let bmp = try PixelTest.render([text], size: Size(width: 128, height: 64), canvas: canvas)
        let lit = (0..<128).flatMap { x in (0..<64).map { (x, $0) } }.filter { bmp.rgba($0.0, $0.1).r > 200 }
        #expect(lit.count > 30)
        #expect(lit.allSatisfy { $0.1 >= 4 && $0.1 < 24 }, "lines start at the top of the text rect")
        let one = canvas.renderer.measureText("Flick layers wrap", style: style)
        let wrapped = canvas.renderer.measureText("Flick layers wrap", style: style, maxWidth: 60)
        #expect(one.width > 60 && one.height > 0)
        #expect(wrapped.width <= 60 && wrapped.height >= 2 * one.height)
        #expect(canvas.renderer.diagnostics.isEmpty)
    }

    @Test func borderIsDrawnInside() throws {
        let border = DisplayItem.border(
            .init(
                transform: .identity, rect: Rect(x: 10, y: 10, width: 40, height: 40), radii: .zero, width: 4,
                color: .white, opacity: 1))
        let bmp = try PixelTest.render([border], size: Self.size)
        #expect(bmp.rgba(11, 30).r == 255 && bmp.rgba(13, 30).r == 255)
        #expect(bmp.rgba(9, 30).r == 0 && bmp.rgba(15, 30).r == 0 && bmp.rgba(30, 30).r == 0)
    }

    @Test func shadowDarkensBelowTheShape() throws {
        let shadow = DisplayItem.shadow(
            .init(
                transform: .identity, rect: Rect(x: 16, y: 16, width: 32, height: 24), radii: CornerRadii(all: 4),
                color: .black, radius: 8, offset: Point(x: 0, y: 6), opacity: 0.8))
        let bmp = try PixelTest.render([shadow], size: Self.size, clear: .white)
        #expect(bmp.rgba(32, 44).r < bmp.rgba(32, 60).r)
        #expect(bmp.rgba(32, 32).r < 100)
        #expect(bmp.rgba(2, 2).r == 255)
    }

    @Test func backdropBlurSoftensAnEdge() throws {
        let items: [DisplayItem] = [
            Self.fill(Rect(x: 0, y: 0, width: 32, height: 64), .white),
            .backdropBlur(
                .init(
                    transform: .identity, rect: Rect(x: 8, y: 8, width: 48, height: 48), radii: .zero, radius: 12,
                    tint: .clear, opacity: 1)),
        ]
        let bmp = try PixelTest.render(items, size: Self.size)
        let row = (8..<56).map { bmp.rgba($0, 32).r }
        #expect(row.contains { (40...215).contains($0) }, "the hard edge at x = 32 is now a ramp: \(row)")
        #expect(bmp.rgba(4, 32).r == 255 && bmp.rgba(60, 32).r == 0, "outside the blur nothing changes")
    }

    @Test func offscreenItemsAreCulled() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        let far = Self.fill(Rect(x: 200, y: 10, width: 20, height: 20), .white)
        let near = Self.fill(Rect(x: 0, y: 0, width: 10, height: 10), .white)
        canvas.renderer.render(DisplayList(viewport: Self.size, items: [near]))
        let alone = canvas.renderer.lastFrameStats
        canvas.renderer.render(DisplayList(viewport: Self.size, items: [far, far, near]))
        let stats = canvas.renderer.lastFrameStats
        #expect(stats.triangles == alone.triangles && stats.drawCalls == alone.drawCalls, "nothing sent for them")
    }

    @Test func consecutiveItemsShareDrawCalls() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        let items = (0..<20).map {
            Self.fill(Rect(x: Double($0 % 5) * 12, y: Double($0 / 5) * 12, width: 10, height: 10), .white, opacity: 0.5)
        }
        canvas.renderer.render(DisplayList(viewport: Self.size, items: items))
        #expect(canvas.renderer.lastFrameStats.drawCalls == 1, "translucent fills batch into one call")
    }

    @Test func rotatedOutputTurnsThePicture() throws {
        let canvas = try SoftwareCanvas(
            pixelWidth: 64, pixelHeight: 32, scale: 1, rotation: .clockwise90, assets: PixelTest.assets)
        let bmp = try PixelTest.render(
            [Self.fill(Rect(x: 0, y: 0, width: 8, height: 8), .white)], size: Size(width: 32, height: 64),
            canvas: canvas)
        #expect(bmp.rgba(60, 3).r == 255, "the logical top-left lands at the output's top-right")
        #expect(bmp.rgba(3, 3).r == 0)
    }

    @Test func unbalancedGroupsAreReportedNotFatal() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 64, pixelHeight: 64, scale: 1, assets: PixelTest.assets)
        canvas.renderer.onDiagnostic = nil
        let bmp = try PixelTest.render(
            [.pushGroup(.init(opacity: 0.5, clip: nil)), Self.fill(Rect(x: 0, y: 0, width: 10, height: 10), .white)],
            size: Self.size, canvas: canvas)
        #expect(bmp.rgba(5, 5).r == 255)
        #expect(canvas.renderer.diagnostics.contains { $0.contains("unbalanced") })
    }
}

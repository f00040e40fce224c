import FlickGeometry
import FlickLayers
import Testing

@testable import FlickSDL

/// Backdrop blurs drawn by SDL's OpenGL renderer, the path a GPU takes: the backdrop drawn small
/// and the picture magnified with GL's linear filter, which reads half a texel around what it
/// samples. These pin what that filter shows at a blur's edges and under motion, which the canvas
/// (SDL's software renderer, its stretches kept inside their source) cannot.
///
/// They run only with `FLICK_GL_TESTS=1` and an X display (`OpenGLTest`); `scripts/test` runs
/// them under Xvfb on Mesa's llvmpipe and fails unless they pass.
@Suite(.serialized, .enabled(if: OpenGLTest.enabled, "needs FLICK_GL_TESTS=1 and an X display"))
@MainActor
struct BlurPassOpenGLTests {
    static let dark = Color(red: 0.1, green: 0.15, blue: 0.3)
    static let bright = Color(red: 1, green: 0.9, blue: 0.2)
    static let faintTint = Color(red: 1, green: 1, blue: 1, alpha: 0.1)

    static func fill(_ rect: Rect, _ color: Color) -> DisplayItem {
        .fill(.init(transform: .identity, rect: rect, radii: .zero, color: color, opacity: 1))
    }

    static func blur(_ rect: Rect, radius: Double, tint: Color = faintTint) -> DisplayItem {
        .backdropBlur(.init(transform: .identity, rect: rect, radii: .zero, radius: radius, tint: tint, opacity: 1))
    }

    /// Squares of `color` every 24 points over a dark fill of `size`: detail for a blur to spread.
    static func pattern(_ size: Size, _ color: Color = .white) -> [DisplayItem] {
        var items = [fill(Rect(x: 0, y: 0, width: size.width, height: size.height), dark)]
        for y in stride(from: 4.0, to: size.height, by: 24) {
            for x in stride(from: 4.0, to: size.width, by: 24) {
                items.append(fill(Rect(x: x, y: y, width: 9, height: 9), color))
            }
        }
        return items
    }

    /// The largest difference of any channel between `a` and `b` over `pixels`.
    static func largestDifference(_ a: Bitmap, _ b: Bitmap, over pixels: [(Int, Int)]) -> Int {
        pixels.map { x, y in
            let p = a.rgba(x, y), q = b.rgba(x, y)
            return max(abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b))
        }.max() ?? 0
    }

    static func all(_ width: Int, _ height: Int) -> [(Int, Int)] {
        (0..<height).flatMap { y in (0..<width).map { x in (x, y) } }
    }

    /// A blur reaching the output's right and bottom edges reads, on a GPU, a texel past each
    /// of its levels there; a pool target is larger than a level and holds what was drawn into
    /// it before. The picture must not depend on that: after other blurs over other content,
    /// it is the same as a fresh renderer's.
    @Test(arguments: [(128, 128, 32.0), (150, 110, 32.0), (128, 128, 64.0), (200, 136, 64.0)])
    func aBlurDrawsTheSamePixelsWhateverItsTargetsHeldBefore(width: Int, height: Int, radius: Double) throws {
        let size = Size(width: Double(width), height: Double(height))
        let whole = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let corner = Rect(x: 20, y: 16, width: size.width - 20, height: size.height - 16)
        let items = Self.pattern(size) + [Self.blur(corner, radius: radius)]
        let fresh = try OpenGLTest.withRenderer(width: width, height: height) { r in
            try OpenGLTest.render(items, on: r)
        }
        let after = try OpenGLTest.withRenderer(width: width, height: height) { r in
            // Blurs of one level each, all kept to the end of their frame, fill four targets
            // wide; then chains of other depths and sizes.
            _ = try OpenGLTest.render(
                [Self.fill(whole, Self.bright)] + Array(repeating: Self.blur(whole, radius: 8, tint: .clear), count: 4),
                on: r)
            for other in [8.0, 16, 32, 64] {
                let part = Rect(x: 0, y: 0, width: size.width / 2, height: size.height / 3)
                let before = [
                    Self.fill(whole, Self.bright), Self.blur(whole, radius: other, tint: .clear),
                    Self.blur(part, radius: other * 2, tint: .clear),
                ]
                _ = try OpenGLTest.render(before, on: r)
            }
            return try OpenGLTest.render(items, on: r)
        }
        let d = Self.largestDifference(fresh, after, over: Self.all(width, height))
        #expect(d <= 1, "differs from a fresh renderer's by \(d) levels")
    }

    /// A blur panel sliding by any number of pixels over still content shows that content
    /// blurred in the same place: every level's texels lie on a lattice fixed on the output.
    @Test(arguments: [8.0, 16, 32, 64])
    func aSlidingBlurShowsStillContentStill(radius: Double) throws {
        let size = Size(width: 160, height: 160)
        let shots = try OpenGLTest.withRenderer(width: 160, height: 160) { r in
            try (0..<9).map { i in
                let d = Double(i) * 3
                let panel = Rect(x: 30 + d, y: 40 + d / 3, width: 80, height: 70)
                return try OpenGLTest.render(Self.pattern(size) + [Self.blur(panel, radius: radius)], on: r)
            }
        }
        // What every position covers.
        let inside = (49...109).flatMap { y in (55...109).map { x in (x, y) } }
        for (i, shot) in shots.enumerated().dropFirst() {
            let d = Self.largestDifference(shots[0], shot, over: inside)
            #expect(d <= 1, "slid \(i * 3) px: differs by \(d) levels")
        }
    }

    /// An opaque panel sliding over part of a still blur (which is then drawn cut to the part
    /// that shows) leaves the rest of the blur as it was.
    @Test(arguments: [8.0, 16, 32, 64])
    func aPanelSlidingOverABlurLeavesTheRestStill(radius: Double) throws {
        let size = Size(width: 256, height: 128)
        let whole = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let shots = try OpenGLTest.withRenderer(width: 256, height: 128) { r in
            try (0..<9).map { i in
                let panel = Self.fill(Rect(x: 0, y: 0, width: 20 + Double(i) * 3, height: 128), .white)
                return try OpenGLTest.render(Self.pattern(size) + [Self.blur(whole, radius: radius), panel], on: r)
            }
        }
        let away = (0..<128).flatMap { y in (200..<256).map { x in (x, y) } }
        for (i, shot) in shots.enumerated().dropFirst() {
            let d = Self.largestDifference(shots[0], shot, over: away)
            #expect(d <= 1, "slid \(i * 3) px: differs by \(d) levels")
        }
    }

    /// Over content that runs past the output's edge, a blur keeps that content's colour up to
    /// the edge: its backdrop reaches past the edge as far as the magnifying filter reads.
    @Test(arguments: [8.0, 16, 32, 64])
    func aBlurOverContentPastTheOutputsEdgeKeepsItsColourThere(radius: Double) throws {
        let items = [
            Self.fill(Rect(x: -64, y: -64, width: 256, height: 256), Self.bright),
            Self.blur(Rect(x: 0, y: 0, width: 128, height: 128), radius: radius),
        ]
        let shot = try OpenGLTest.withRenderer { r in try OpenGLTest.render(items, on: r) }
        let edges = (0..<128).flatMap { i in [(i, 0), (i, 127), (0, i), (127, i)] }
        let c = shot.rgba(64, 64)
        let worst =
            edges.map { x, y in
                let a = shot.rgba(x, y)
                return max(abs(a.r - c.r), abs(a.g - c.g), abs(a.b - c.b))
            }.max() ?? 0
        #expect(worst <= 2, "an edge differs from the middle by \(worst) levels")
    }

    /// A blur's picture kept into the next frames — its backdrop still, a panel covering more of
    /// it, its opacity and tint moving — shows what a fresh renderer shows (once the tint has
    /// moved, within the rounding of drawing it apart); a panel uncovering more of it has it
    /// made anew. On the GPU the kept picture is magnified with the linear
    /// filter over a level made for a larger area, so this pins what the canvas cannot.
    @Test(arguments: [16.0, 48])
    func aKeptPictureShowsWhatAFreshRendererShows(radius: Double) throws {
        let size = Size(width: 192, height: 128)
        let whole = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let violet = Color(red: 0.7, green: 0.4, blue: 0.98, alpha: 0.5)
        let frames: [(panel: Double, opacity: Double, tint: Color)] = [
            (60, 1, Self.faintTint), (64, 0.8, violet), (75, 0.5, violet), (30, 1, .clear), (2, 0.9, violet),
            (20, 0.9, violet), (41, 1, Self.faintTint),
        ]
        func items(_ f: (panel: Double, opacity: Double, tint: Color)) -> [DisplayItem] {
            let blur = DisplayItem.backdropBlur(
                .init(
                    transform: .identity, rect: whole, radii: .zero, radius: radius, tint: f.tint, opacity: f.opacity))
            // Past the output's edges, so it covers whole rows of the blur.
            let panel = Self.fill(Rect(x: -4, y: -4, width: f.panel + 4, height: size.height + 8), .white)
            return Self.pattern(size, Self.bright) + [blur, panel]
        }
        let shots = try OpenGLTest.withRenderer(width: 192, height: 128) { r in
            try frames.map { f in
                let shot = try OpenGLTest.render(items(f), on: r)
                return (shot, r.lastFrameStats.targetSwitches)
            }
        }
        var kept = 0
        var moved = false
        for (f, (shot, switches)) in zip(frames, shots) {
            // Once the tint has moved, a kept picture draws it apart (`BlurPassReuseTests`).
            moved = moved || f.tint != frames[0].tint
            let allowed = 1 + (moved ? BlurPassReuseTests.tintDrawnApart : 0)
            // Kept: the output alone.
            if switches == BlurPassReuseTests.kept { kept += 1 }
            let fresh = try OpenGLTest.withRenderer(width: 192, height: 128) { r in
                try OpenGLTest.render(items(f), on: r)
            }
            let d = Self.largestDifference(fresh, shot, over: Self.all(192, 128))
            #expect(d <= allowed, "panel \(f.panel) px: differs from a fresh renderer's by \(d) levels")
        }
        #expect(kept >= 3, "kept while the panel covers more: \(kept) frames of \(frames.count)")
    }

    /// Past the output there is nothing to blur: a blur reaching the output's edges shows the
    /// edge going on (as the canvas and a texture's clamp to edge show it), not the clear colour
    /// fading in. Over a uniform screen every pixel is that colour, at every depth of the chain
    /// and on a lattice the screen does not end on.
    @Test(arguments: [(128, 128, 8.0), (128, 128, 32.0), (150, 110, 16.0), (200, 136, 64.0)])
    func aBlurOverAUniformScreenIsUniformToItsEdges(width: Int, height: Int, radius: Double) throws {
        let light = Color(red: 0.9, green: 0.8, blue: 0.6), want = light.rgba8
        let w = Double(width), h = Double(height)
        // Two parts, so that the screen is not one fill taken for the clear colour; they meet on
        // the chain's lattice, where the backdrop drawn small has no texel shared by the two.
        let parts = [Rect(x: 0, y: 0, width: 64, height: h), Rect(x: 64, y: 0, width: w - 64, height: h)]
        let blur = Self.blur(Rect(x: 0, y: 0, width: w, height: h), radius: radius, tint: .clear)
        let items = parts.map { Self.fill($0, light) } + [blur]
        let bmp = try OpenGLTest.withRenderer(width: width, height: height) { r in try OpenGLTest.render(items, on: r) }
        let off = Self.all(width, height).filter { x, y in
            let p = bmp.rgba(x, y)
            return max(abs(p.r - Int(want.r)), abs(p.g - Int(want.g)), abs(p.b - Int(want.b))) > 2
        }
        let first = off.prefix(6).map { x, y in "\(x),\(y): \(bmp.rgba(x, y))" }
        #expect(off.isEmpty, "\(off.count) pixels off the fill, first \(first)")
    }

    /// Two opaque fills meeting off the backdrop's lattice share a texel of the small backdrop,
    /// each covering part of it: the blur over them shows their colour there, not a dark band
    /// of the clear colour between them.
    @Test(arguments: [(75.0, 16.0), (74.5, 16.0), (73.25, 40.0), (75.0, 40.0)])
    func aBlurOverASeamBetweenTwoFillsOfOneColourShowsThatColour(seam: Double, radius: Double) throws {
        let light = Color(red: 0.9, green: 0.8, blue: 0.6), want = light.rgba8
        let parts = [Rect(x: 0, y: 0, width: seam, height: 110), Rect(x: seam, y: 0, width: 150 - seam, height: 110)]
        let blur = Self.blur(Rect(x: 0, y: 0, width: 150, height: 110), radius: radius, tint: .clear)
        let items = parts.map { Self.fill($0, light) } + [blur]
        let bmp = try OpenGLTest.withRenderer(width: 150, height: 110) { r in try OpenGLTest.render(items, on: r) }
        let darkest = (0..<150).map { bmp.rgba($0, 55).r }.min() ?? 0
        #expect(abs(darkest - Int(want.r)) <= 2, "the seam at \(seam) shows \(darkest), the fills \(want.r)")
    }
}

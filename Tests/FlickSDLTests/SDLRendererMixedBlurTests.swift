import CSDL2
import Dispatch
import FlickGeometry
import FlickLayers
import Synchronization
import Testing

@testable import FlickSDL

/// A direct blur mixed into the rasterised picture under it (`mixBlurIntoPicture`), as home's
/// blur over the viewfinder is during a horizontal swipe: run on the software canvas with
/// `rasterizesOnSoftware` and `directBlurOnSoftware`, against the same frame drawn without the
/// mix. The software renderer samples triangles nearest-neighbour, so pixels are compared where
/// the blur is flat or changes slowly (under Xvfb's llvmpipe, home's half swipe was the same to
/// the pixel but for the bottom rows; docs/RENDERING.md).
@Suite(.serialized)
@MainActor
struct SDLRendererMixedBlurTests {
    /// 64 × 64 points at 2 pixels per point.
    static let size = Size(width: 64, height: 64)
    static let whole = Rect(x: 0, y: 0, width: 64, height: 64)
    static let ground = Color(red: 0.15, green: 0.2, blue: 0.35)
    static let tint = SDLRendererBackdropTests.tint
    /// The button between the picture and the blur, in points.
    static let button = Rect(x: 40, y: 8, width: 12, height: 12)

    static func fill(_ rect: Rect, _ color: Color, opacity: Double = 1) -> DisplayItem {
        SDLRendererPlanTests.fill(rect, color, opacity: opacity)
    }

    static func picture(_ items: [DisplayItem], rasterized: Bool = true) -> [DisplayItem] {
        [
            .pushGroup(
                .init(
                    opacity: 1, clip: SDLRendererFlatGroupTests.clip(whole, radius: 0),
                    rasterizationScale: rasterized ? 1 : nil))
        ]
            + items + [.popGroup]
    }

    static func blur(opacity: Double) -> DisplayItem {
        .backdropBlur(.init(transform: .identity, rect: whole, radii: .zero, radius: 8, tint: tint, opacity: opacity))
    }

    /// A camera stand-in (one colour, past the output on every side), rasterised at 1 px/pt;
    /// `between` over it (a translucent button by default); the blur at `opacity`; then `after`.
    static func scene(
        opacity: Double = 0.5, rasterized: Bool = true, between: [DisplayItem]? = nil, after: [DisplayItem] = []
    ) -> [DisplayItem] {
        picture([fill(Rect(x: -4, y: -4, width: 72, height: 72), ground)], rasterized: rasterized)
            + (between ?? [fill(button, Color(red: 1, green: 1, blue: 1, alpha: 0.6))]) + [blur(opacity: opacity)]
            + after
    }

    /// Renders on a fresh 2× canvas making pictures and the direct blur, mixing or not.
    func render(_ items: [DisplayItem], mixes: Bool = true, videoOnCPU: Bool = false) throws -> (
        Bitmap, SDLRenderer, SoftwareCanvas
    ) {
        let canvas = try SoftwareCanvas(pixelWidth: 128, pixelHeight: 128, scale: 2, assets: PixelTest.assets)
        canvas.renderer.rasterizesOnSoftware = true
        canvas.renderer.directBlurOnSoftware = true
        canvas.renderer.mixesBlurIntoPictures = mixes
        canvas.renderer.blursVideoOnCPU = videoOnCPU
        let bmp = try PixelTest.render(items, size: Self.size, canvas: canvas)
        return (bmp, canvas.renderer, canvas)
    }

    /// A 128 × 128 canvas at 2× whose renderer runs the direct blur as a GPU renderer does and
    /// blurs video frames on the CPU (each in its frame, without `aside`).
    static func cpuBlurCanvas(aside: Bool = true) throws -> SoftwareCanvas {
        let canvas = try SoftwareCanvas(pixelWidth: 128, pixelHeight: 128, scale: 2, assets: PixelTest.assets)
        canvas.renderer.directBlurOnSoftware = true
        canvas.renderer.blursVideoOnCPU = true
        canvas.renderer.blursVideoAside = aside
        return canvas
    }

    /// `video` over the whole output, a translucent white button over it, and the blur over
    /// both at `opacity` (none with nil).
    static func buttonScene(_ video: VideoFrame, blur opacity: Double?) -> [DisplayItem] {
        [
            .image(
                .init(
                    transform: .identity, image: .video(video), bounds: Self.whole, gravity: .resize, clip: nil,
                    opacity: 1)),
            Self.fill(Self.button, Color(red: 1, green: 1, blue: 1, alpha: 0.6)),
        ] + (opacity.map { [Self.blur(opacity: $0)] } ?? [])
    }

    static func difference(_ a: Bitmap, _ b: Bitmap, _ x: Int, _ y: Int) -> Int {
        let p = a.rgba(x, y), q = b.rgba(x, y)
        return max(abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b))
    }

    @Test func theBlurGoesIntoThePictureAndOnTheOutputOnlyWhereItemsLieBetween() throws {
        let (mixed, r, c1) = try render(Self.scene())
        let (plain, p, c2) = try render(Self.scene(), mixes: false)
        let stats = r.lastFrameStats, before = p.lastFrameStats
        #expect(stats.blurs == 1 && stats.mixedBlurs == 1 && stats.rasterizedGroups == 1)
        #expect(before.blurs == 1 && before.mixedBlurs == 0)
        // The mix: 64² texels blended into the picture, against 128² magnified blur pixels on
        // the output; the spot (the button and its fringe, 26 × 26 px) gets the blur twice.
        #expect(
            stats.pixelsDrawn + 128 * 128 / 2 < before.pixelsDrawn, "\(stats.pixelsDrawn) against \(before.pixelsDrawn)"
        )
        #expect(stats.groups == 0 && r.frameTexture == nil, "still no offscreen frame")
        // Far from the button the blur is flat: the same colour, mixed once or twice.
        for (x, y) in [(10, 10), (20, 100), (64, 64), (110, 110), (12, 60)] {
            #expect(Self.difference(mixed, plain, x, y) <= 2, "at \(x), \(y)")
        }
        // Under the button (the spot): the picture as it was, the button, then the blur.
        for (x, y) in [(92, 28), (86, 20), (98, 34)] {
            #expect(Self.difference(mixed, plain, x, y) <= 6, "at \(x), \(y)")
        }
        // The blur really is there: half the tinted ground over the ground (blue 89) is 129.
        #expect(PixelTest.near(mixed.rgba(10, 10).b, 129, 3))
        withExtendedLifetime((c1, c2)) {}
    }

    @Test func spotsAreWhatItemsBetweenCoverMergedWhereTheyOverlap() throws {
        let a = Rect(x: 4, y: 4, width: 8, height: 8), b = Rect(x: 10, y: 6, width: 8, height: 8)
        let far = Rect(x: 40, y: 40, width: 6, height: 6)
        let white = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
        let items = Self.scene(between: [Self.fill(a, white), Self.fill(b, white), Self.fill(far, white)])
        let (_, r, c) = try render(items)
        #expect(r.lastFrameStats.mixedBlurs == 1)
        let blurIndex = items.count - 1
        let spots = try #require(
            r.spotsBetween(
                from: r.groupEnd(0) + 1, to: blurIndex, DisplayList(viewport: Self.size, items: items),
                within: PixelRect(x: 0, y: 0, width: 128, height: 128)))
        #expect(spots.count == 2, "the two overlapping squares make one spot, the far one another")
        // Each square's pixels with a pixel of fringe: 8 pt = 16 px, from 8 px (a) to 36 px (b).
        let joined = spots.contains { (s: PixelRect) -> Bool in
            s.x <= 8 && s.y <= 8 && s.x + s.width >= 36 && s.y + s.height >= 28
        }
        let alone = spots.contains { (s: PixelRect) -> Bool in s.x <= 80 && s.x + s.width >= 92 && s.width < 20 }
        #expect(joined)
        #expect(alone)
        withExtendedLifetime(c) {}
    }

    @Test func theBlurIsDrawnOnTheOutputAsUsualWhenAMixCannotBeTheSame() throws {
        // A plain group instead of a picture: nothing to mix into.
        let (_, plainGroup, c1) = try render(Self.scene(rasterized: false))
        #expect(plainGroup.lastFrameStats.mixedBlurs == 0 && plainGroup.lastFrameStats.blurs == 1)
        // What lies between covers more than a quarter of what the blur draws.
        let veil = [Self.fill(Rect(x: 0, y: 0, width: 64, height: 40), Color(red: 0, green: 0, blue: 0, alpha: 0.3))]
        let (_, covered, c2) = try render(Self.scene(between: veil))
        #expect(covered.lastFrameStats.mixedBlurs == 0 && covered.lastFrameStats.blurs == 1)
        // Turned off.
        let (_, off, c4) = try render(Self.scene(), mixes: false)
        #expect(off.lastFrameStats.mixedBlurs == 0)
        withExtendedLifetime((c1, c2, c4)) {}
    }

    @Test func aBlurReachingPastThePictureIsNotMixed() throws {
        // The picture's clip covers the left half only; the blur covers everything.
        let items: [DisplayItem] =
            [
                .pushGroup(
                    .init(
                        opacity: 1,
                        clip: SDLRendererFlatGroupTests.clip(Rect(x: 0, y: 0, width: 32, height: 64), radius: 0),
                        rasterizationScale: 1)),
                Self.fill(Rect(x: -4, y: -4, width: 72, height: 72), Self.ground), .popGroup, Self.blur(opacity: 0.5),
            ]
        let (_, r, c) = try render(items)
        #expect(r.lastFrameStats.rasterizedGroups == 1)
        #expect(r.lastFrameStats.mixedBlurs == 0, "the right half shows the clear colour blurred, not the picture")
        withExtendedLifetime(c) {}
    }

    /// An opaque RGBA video frame of `texels` × `rows` (as many as across by default), the
    /// ground colour with a lighter band down the middle (so that the blur has something to
    /// smooth), shown over `rect`.
    static func video(
        texels: Int = 64, rows: Int? = nil, rect: Rect = whole, opaque: Bool = true, opacity: Double = 1
    ) -> DisplayItem {
        let g = ground.rgba8
        let rows = rows ?? texels
        let frame = VideoFrame(stream: 7, sequence: 1, width: texels, height: rows, opaque: opaque) {
            (0..<(texels * rows)).flatMap { i -> [UInt8] in
                let x = i % texels
                return abs(x - texels / 2) < texels / 8 ? [200, 190, 170, 255] : [g.r, g.g, g.b, opaque ? 255 : 128]
            }
        }
        return .image(
            .init(
                transform: .identity, image: .video(frame), bounds: rect, gravity: .resize, clip: nil, opacity: opacity)
        )
    }

    /// The scene with a video frame for the camera stand-in.
    static func videoScene(_ video: DisplayItem = video()) -> [DisplayItem] {
        [video, fill(button, Color(red: 1, green: 1, blue: 1, alpha: 0.6)), blur(opacity: 0.5)]
    }

    @Test func aBlurOverAnOpaqueVideoFrameIsMixedIntoItsTexels() throws {
        let (mixed, r, c1) = try render(Self.videoScene())
        let (plain, p, c2) = try render(Self.videoScene(), mixes: false)
        let stats = r.lastFrameStats, before = p.lastFrameStats
        #expect(stats.blurs == 1 && stats.mixedBlurs == 1 && stats.rasterizedGroups == 0)
        #expect(before.blurs == 1 && before.mixedBlurs == 0)
        #expect(
            stats.pixelsDrawn + 128 * 128 / 2 < before.pixelsDrawn, "\(stats.pixelsDrawn) against \(before.pixelsDrawn)"
        )
        // Where the blur is flat (the ground, away from the band) and in the band's middle.
        for (x, y) in [(10, 10), (12, 60), (10, 110), (64, 64), (64, 110), (118, 110)] {
            #expect(Self.difference(mixed, plain, x, y) <= 2, "at \(x), \(y)")
        }
        // Under the button: the frame as it is, the button, then the blur.
        for (x, y) in [(92, 28), (86, 20), (98, 34)] {
            #expect(Self.difference(mixed, plain, x, y) <= 6, "at \(x), \(y)")
        }
        #expect(PixelTest.near(mixed.rgba(10, 10).b, 129, 3), "half the tinted ground over the ground")
        // The frame's last column is read again past it, not whatever lies beside the copy.
        for y in [10, 64, 120] {
            #expect(Self.difference(mixed, plain, 127, y) <= 6, "at the right edge, row \(y)")
        }
        withExtendedLifetime((c1, c2)) {}
    }

    @Test func theCopysLastColumnAndRowAreRepeatedPastItAsTheTexturesEdgeWould() throws {
        // A 4 × 3 picture of distinct texels copied into a larger black target: the texel past
        // its last column and row is what a magnifying filter reading half a texel beyond the
        // picture's own texture finds there — its edge texel — not the target's black.
        let canvas = try SoftwareCanvas(pixelWidth: 16, pixelHeight: 16, scale: 1, assets: PixelTest.assets)
        let r = canvas.renderer
        let picture = try #require(
            SDL_CreateTexture(
                r.sdlRenderer, SDL_PIXELFORMAT_RGBA32.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), 4, 3))
        var texels: [UInt8] = []
        for i in 0..<12 { texels += [UInt8(20 * i + 10), UInt8(200 - 10 * i), 90, 255] }
        _ = texels.withUnsafeBytes { SDL_UpdateTexture(picture, nil, $0.baseAddress, 16) }
        let target = try #require(r.pool.acquire(width: 8, height: 8, frame: 1))
        r.setTarget(target.texture)
        r.clearUsed(width: 8, height: 8, textureWidth: target.width, textureHeight: target.height, to: (0, 0, 0, 255))
        let copied = PixelRect(x: 0, y: 0, width: 4, height: 3)
        r.copy(picture, SDL_Rect(x: 0, y: 0, w: 4, h: 3), to: SDL_Rect(x: 0, y: 0, w: 4, h: 3))
        r.repeatEdges(of: picture, copied, columns: 4, rows: 3)
        SDL_RenderFlush(r.sdlRenderer)
        var read = [UInt32](repeating: 0, count: 64)
        var all = SDL_Rect(x: 0, y: 0, w: 8, h: 8)
        let status = read.withUnsafeMutableBytes {
            SDL_RenderReadPixels(r.sdlRenderer, &all, SDL_PIXELFORMAT_ABGR8888.rawValue, $0.baseAddress, 32)
        }
        #expect(status == 0)
        func at(_ x: Int, _ y: Int) -> UInt32 { read[8 * y + x] }
        for y in 0..<3 { #expect(at(4, y) == at(3, y), "row \(y): the last column again") }
        for x in 0..<4 { #expect(at(x, 3) == at(x, 2), "column \(x): the last row again") }
        #expect(at(4, 3) == at(3, 2), "the corner")
        #expect(at(3, 2) != at(2, 2) && at(4, 0) != at(4, 1), "distinct texels")
        #expect(at(5, 1) & 0xFFFFFF == 0 && at(1, 4) & 0xFFFFFF == 0, "nothing further")
        SDL_DestroyTexture(picture)
        withExtendedLifetime(canvas) {}
    }

    @Test func onACPURasteriserAVideoFramesBlurIsMadeOnTheCPUWithWhatLiesBetween() throws {
        // An opaque white button between the frame and a wide blur (σ = 20 px): the blur must
        // carry its light (it is part of the backdrop), as the GPU chain's does.
        let wide: DisplayItem = .backdropBlur(
            .init(transform: .identity, rect: Self.whole, radii: .zero, radius: 20, tint: Self.tint, opacity: 0.5))
        func scene(button alpha: Double) -> [DisplayItem] {
            [
                Self.video(),
                Self.fill(Rect(x: 36, y: 6, width: 16, height: 16), Color(red: 1, green: 1, blue: 1, alpha: alpha)),
                wide,
            ]
        }
        let (cpu, r, c1) = try render(scene(button: 1), videoOnCPU: true)
        let (chain, p, c2) = try render(scene(button: 1))
        let (dark, _, c3) = try render(scene(button: 0.01), videoOnCPU: true)
        #expect(r.lastFrameStats.videoBlursMade == 1 && r.lastFrameStats.mixedBlurs == 1 && r.lastFrameStats.blurs == 1)
        #expect(p.lastFrameStats.videoBlursMade == 0 && p.lastFrameStats.mixedBlurs == 1)
        #expect(
            r.lastFrameStats.targetSwitches + 4 <= p.lastFrameStats.targetSwitches,
            "no small passes, only the overlay's target: \(r.lastFrameStats.targetSwitches) against \(p.lastFrameStats.targetSwitches)"
        )
        // Elsewhere close to what the chain made: the two differ at the picture's edges (the
        // chain's backdrop reads the clear colour a texel past the picture, the CPU's blur its
        // edge texels again), which a blur this wide reaches across 128 px, and the canvas's
        // chain samples its small passes nearest-neighbour.
        for (x, y) in [(10, 10), (12, 60), (10, 110), (64, 64), (118, 110)] {
            #expect(Self.difference(cpu, chain, x, y) <= 12, "at \(x), \(y)")
        }
        // Beside the button, outside its spot: its light is in the blur, as in the chain's.
        for (x, y, light) in [(110, 28, 10), (88, 52, 6)] {
            #expect(cpu.rgba(x, y).r >= dark.rgba(x, y).r + light, "\(cpu.rgba(x, y)) against \(dark.rgba(x, y))")
            #expect(Self.difference(cpu, chain, x, y) <= 6, "\(cpu.rgba(x, y)) against \(chain.rgba(x, y))")
        }
        withExtendedLifetime((c1, c2, c3)) {}
    }

    @Test func theCPUBlurIsMadeOncePerVideoFrameAndTheOverlayOncePerItsItems() throws {
        let canvas = try Self.cpuBlurCanvas(aside: false)
        let r = canvas.renderer
        func frame(_ sequence: UInt64, opacity: Double) -> [DisplayItem] {
            let video = VideoFrame(stream: 9, sequence: sequence, width: 64, height: 64, opaque: true) {
                (0..<(64 * 64)).flatMap { _ in [UInt8(10 * sequence), 60, 90, 255] }
            }
            return Self.buttonScene(video, blur: opacity)
        }
        _ = try PixelTest.render(frame(1, opacity: 0.3), size: Self.size, canvas: canvas)
        #expect(r.lastFrameStats.videoBlursMade == 1)
        // The same camera frame, the blur more opaque: mixed again, not blurred again.
        let second = try PixelTest.render(frame(1, opacity: 0.6), size: Self.size, canvas: canvas)
        #expect(r.lastFrameStats.videoBlursMade == 0 && r.lastFrameStats.mixedBlurs == 1)
        #expect(PixelTest.near(second.rgba(10, 100).b, 129, 3) == false, "the mix follows the opacity")
        _ = try PixelTest.render(frame(2, opacity: 0.6), size: Self.size, canvas: canvas)
        #expect(r.lastFrameStats.videoBlursMade == 1, "a new camera frame is blurred")
        #expect(r.videoOverlay?.serial == 1, "the button did not change: its overlay was drawn once")
        withExtendedLifetime(canvas) {}
    }

    @Test func aPictureWithoutItsBlurShowsTheNewestAtHandWhileItsOwnIsMadeAside() throws {
        let canvas = try Self.cpuBlurCanvas()
        let r = canvas.renderer
        let stream = VideoFrame.newStream()
        func frame(_ sequence: UInt64, opacity: Double) -> [DisplayItem] {
            let video = VideoFrame(stream: stream, sequence: sequence, width: 64, height: 64, opaque: true) {
                (0..<(64 * 64)).flatMap { i in [UInt8(truncatingIfNeeded: 40 * sequence + UInt64(i % 64)), 60, 90, 255]
                }
            }
            return Self.buttonScene(video, blur: opacity)
        }
        // The same scenes, each picture blurred in its frame: the reference.
        let reference = try Self.cpuBlurCanvas(aside: false)
        let worker = try #require(r.videoBlurWorker)
        // A faint blur with nothing blurred yet is left out while its picture is blurred aside:
        // the frame is the picture and the button alone.
        let faint = try PixelTest.render(frame(1, opacity: 0.05), size: Self.size, canvas: canvas)
        #expect(r.lastFrameStats.videoBlursLate == 1 && r.lastFrameStats.videoBlursMade == 0)
        #expect(r.lastFrameStats.mixedBlurs == 0)
        let unblurred = try PixelTest.render(
            Array(frame(1, opacity: 0.05).dropLast()), size: Self.size, canvas: reference)
        for (x, y) in [(10, 10), (64, 64), (90, 30), (120, 120)] {
            #expect(faint.rgba(x, y) == unblurred.rgba(x, y), "at \(x), \(y)")
        }
        worker.waitUntilIdle()
        // Made aside, it is taken: the same pixels as a blur made in the frame.
        let second = try PixelTest.render(frame(1, opacity: 0.05), size: Self.size, canvas: canvas)
        #expect(r.lastFrameStats.videoBlursAside == 1 && r.lastFrameStats.videoBlursMade == 0)
        let made = try PixelTest.render(frame(1, opacity: 0.05), size: Self.size, canvas: reference)
        #expect(reference.renderer.lastFrameStats.videoBlursMade == 1)
        for (x, y) in [(10, 10), (64, 64), (90, 30), (120, 120)] {
            #expect(second.rgba(x, y) == made.rgba(x, y), "at \(x), \(y)")
        }
        // The next picture, not blurred where it was painted, at any opacity: this frame shows
        // the blur of the picture before over the new picture, and its own is made aside...
        let late = try PixelTest.render(frame(2, opacity: 0.8), size: Self.size, canvas: canvas)
        #expect(r.lastFrameStats.videoBlursLate == 1 && r.lastFrameStats.videoBlursMade == 0)
        #expect(r.lastFrameStats.mixedBlurs == 1)
        let own = try PixelTest.render(frame(2, opacity: 0.8), size: Self.size, canvas: reference)
        #expect(Self.difference(late, own, 10, 100) > 0, "the blur shown is the picture before's")
        worker.waitUntilIdle()
        // ...and shown in the next frame.
        let caught = try PixelTest.render(frame(2, opacity: 0.8), size: Self.size, canvas: canvas)
        #expect(r.lastFrameStats.videoBlursAside == 1)
        for (x, y) in [(10, 10), (10, 100), (64, 64), (90, 30), (120, 120)] {
            #expect(caught.rgba(x, y) == own.rgba(x, y), "at \(x), \(y)")
        }
        // A picture three behind the blur at hand, and not faint: blurred in its frame.
        _ = try PixelTest.render(frame(5, opacity: 0.8), size: Self.size, canvas: canvas)
        #expect(r.lastFrameStats.videoBlursMade == 1 && r.lastFrameStats.videoBlursLate == 0)
        VideoFrame.setDerivation(nil, forStream: stream)
        withExtendedLifetime((canvas, reference)) {}
    }

    /// A 64 × 64 picture of `stream`, its texels by `sequence`.
    nonisolated static func streamPixels(_ sequence: UInt64) -> [UInt8] {
        (0..<(64 * 64)).flatMap { i in [UInt8(truncatingIfNeeded: 40 * sequence + UInt64(i % 64)), 60, 90, 255] }
    }

    /// A frame of `stream` handed over painted while `derivation`'s blur of it is still being
    /// made where it was painted, by a job `run` is given.
    static func frameStillDeriving(
        stream: UInt64, sequence: UInt64, _ derivation: VideoFrame.Derivation,
        run: (@escaping @Sendable () -> Void) -> Void
    ) -> VideoFrame {
        let bytes = streamPixels(sequence)
        let making = MadeElsewhere(run: run) { derivation.work(bytes) }
        return VideoFrame(stream: stream, sequence: sequence, width: 64, height: 64, opaque: true) {
            VideoFrame.Painted(bytes: bytes, deriving: derivation.key, made: making)
        }
    }

    @Test func aBlurStillBeingMadeWhereItsFrameWasPaintedIsTakenWhenDoneAndNotMadeAgain() throws {
        let canvas = try Self.cpuBlurCanvas()
        let r = canvas.renderer
        let stream = VideoFrame.newStream()
        func plain(_ sequence: UInt64) -> VideoFrame {
            VideoFrame(stream: stream, sequence: sequence, width: 64, height: 64, opaque: true) {
                Self.streamPixels(sequence)
            }
        }
        // The first picture, nothing blurred yet and not faint, is blurred in its frame; the
        // renderer asks the stream for its blur.
        _ = try PixelTest.render(Self.buttonScene(plain(1), blur: 0.8), size: Self.size, canvas: canvas)
        #expect(r.lastFrameStats.videoBlursMade == 1)
        let asked = try #require(VideoFrame.derivation(forStream: stream))
        // The next one's blur is still being made where it was painted (held here): the frame
        // shows the blur of the picture before, and nothing blurs this picture again.
        let held = Mutex<(@Sendable () -> Void)?>(nil)
        let second = Self.frameStillDeriving(stream: stream, sequence: 2, asked) { job in held.withLock { $0 = job } }
        _ = try PixelTest.render(Self.buttonScene(second, blur: 0.8), size: Self.size, canvas: canvas)
        #expect(r.lastFrameStats.videoBlursLate == 1 && r.lastFrameStats.videoBlursMade == 0)
        #expect(r.lastFrameStats.videoBlursAside == 0 && r.videoBlurAside?.ahead == true)
        // Done, it is taken in the next frame: the same pixels as the picture blurred in its frame.
        let job = try #require(held.withLock { $0 })
        job()
        let taken = try PixelTest.render(Self.buttonScene(second, blur: 0.8), size: Self.size, canvas: canvas)
        #expect(r.lastFrameStats.videoBlursAhead == 1 && r.lastFrameStats.videoBlursMade == 0)
        #expect(r.lastFrameStats.videoBlursAside == 0)
        let reference = try Self.cpuBlurCanvas(aside: false)
        let own = try PixelTest.render(Self.buttonScene(plain(2), blur: 0.8), size: Self.size, canvas: reference)
        for (x, y) in [(10, 10), (10, 100), (64, 64), (90, 30), (120, 120)] {
            #expect(taken.rgba(x, y) == own.rgba(x, y), "at \(x), \(y)")
        }
        VideoFrame.setDerivation(nil, forStream: stream)
        withExtendedLifetime((canvas, reference)) {}
    }

    @Test func withoutBlursMadeAsideABlurStillBeingMadeWhereItsFrameWasPaintedIsWaitedFor() throws {
        let canvas = try Self.cpuBlurCanvas(aside: false)
        let r = canvas.renderer
        let stream = VideoFrame.newStream()
        let first = VideoFrame(stream: stream, sequence: 1, width: 64, height: 64, opaque: true) {
            Self.streamPixels(1)
        }
        _ = try PixelTest.render(Self.buttonScene(first, blur: 0.8), size: Self.size, canvas: canvas)
        let asked = try #require(VideoFrame.derivation(forStream: stream))
        let second = Self.frameStillDeriving(stream: stream, sequence: 2, asked) {
            DispatchQueue.global().async(execute: $0)
        }
        let waited = try PixelTest.render(Self.buttonScene(second, blur: 0.8), size: Self.size, canvas: canvas)
        #expect(r.lastFrameStats.videoBlursAhead == 1 && r.lastFrameStats.videoBlursMade == 0)
        let plain = VideoFrame(stream: stream, sequence: 3, width: 64, height: 64, opaque: true) {
            Self.streamPixels(2)
        }
        let own = try PixelTest.render(Self.buttonScene(plain, blur: 0.8), size: Self.size, canvas: canvas)
        #expect(r.lastFrameStats.videoBlursMade == 1)
        for (x, y) in [(10, 10), (10, 100), (64, 64), (90, 30), (120, 120)] {
            #expect(waited.rgba(x, y) == own.rgba(x, y), "at \(x), \(y)")
        }
        VideoFrame.setDerivation(nil, forStream: stream)
        withExtendedLifetime(canvas) {}
    }

    @Test func aBlurMadeWhereTheFrameWasPaintedIsTakenAndTheAskEndsWhenNoBlurShows() throws {
        let canvas = try Self.cpuBlurCanvas()
        let r = canvas.renderer
        let stream = VideoFrame.newStream()
        func scene(_ frame: VideoFrame, blurred: Bool = true) -> [DisplayItem] {
            Self.buttonScene(frame, blur: blurred ? 0.5 : nil)
        }
        let bytes = (0..<(64 * 64)).flatMap { i -> [UInt8] in [UInt8(i % 64 * 4), 60, 90, 255] }
        func plain(_ sequence: UInt64) -> VideoFrame {
            VideoFrame(stream: stream, sequence: sequence, width: 64, height: 64, opaque: true) { bytes }
        }
        let first = try PixelTest.render(scene(plain(1)), size: Self.size, canvas: canvas)
        #expect(r.lastFrameStats.videoBlursMade == 1 && r.lastFrameStats.videoBlursAhead == 0)
        // The renderer asked the stream for its blur; a frame painted with it is not blurred again.
        let asked = try #require(VideoFrame.derivation(forStream: stream))
        let ahead = VideoFrame(stream: stream, sequence: 2, width: 64, height: 64, opaque: true) {
            VideoFrame.Painted(bytes: bytes, derived: asked.run(bytes))
        }
        let second = try PixelTest.render(scene(ahead), size: Self.size, canvas: canvas)
        #expect(r.lastFrameStats.videoBlursAhead == 1 && r.lastFrameStats.videoBlursMade == 0)
        for (x, y) in [(10, 10), (64, 64), (120, 120), (90, 30)] {
            #expect(first.rgba(x, y) == second.rgba(x, y), "the same pixels at \(x), \(y)")
        }
        // Frames without the blur: the ask stands for the grace period, then ends.
        for _ in 0..<SDLRenderer.videoBlurGraceFrames {
            _ = try PixelTest.render(scene(plain(3), blurred: false), size: Self.size, canvas: canvas)
        }
        #expect(VideoFrame.derivation(forStream: stream)?.key == asked.key)
        _ = try PixelTest.render(scene(plain(3), blurred: false), size: Self.size, canvas: canvas)
        #expect(VideoFrame.derivation(forStream: stream) == nil, "nothing blurred ahead while nothing shows it")
        withExtendedLifetime(canvas) {}
    }

    @Test func aVideoFrameIsNotMixedIntoUnlessOpaqueOnWholeTexels() throws {
        // Translucent texels, the frame drawn translucent, texels that do not land on whole
        // pixels (64 texels over 127 px), a frame that leaves the blur's right side uncovered.
        let cases: [(String, DisplayItem)] = [
            ("translucent texels", Self.video(opaque: false)),
            ("drawn at 0.9", Self.video(opacity: 0.9)),
            ("off the pixel grid", Self.video(rect: Rect(x: 0, y: 0, width: 63.5, height: 64))),
            ("not under all the blur", Self.video(texels: 64, rect: Rect(x: 0, y: 0, width: 32, height: 32))),
        ]
        for (what, video) in cases {
            let (_, r, c) = try render(Self.videoScene(video))
            #expect(r.lastFrameStats.blurs == 1 && r.lastFrameStats.mixedBlurs == 0, "\(what)")
            withExtendedLifetime(c) {}
        }
        // Texels of 2 × 4 pixels: not a whole number of pixels a texel both ways.
        let (_, r, c) = try render(
            Self.videoScene(Self.video(texels: 64, rect: Rect(x: 0, y: 0, width: 64, height: 128))))
        #expect(r.lastFrameStats.mixedBlurs == 0, "texels twice as tall as wide")
        withExtendedLifetime(c) {}
    }

    /// Home at 720 × 1280 on a fresh canvas: the camera's picture (kept between frames) with a
    /// button over it, and the blur over the whole output that the first swipe mixes into it.
    func homeLike() throws -> (canvas: SoftwareCanvas, camera: [DisplayItem], blur: DisplayItem, size: Size) {
        let canvas = try SoftwareCanvas(pixelWidth: 720, pixelHeight: 1280, scale: 2, assets: PixelTest.assets)
        canvas.renderer.rasterizesOnSoftware = true
        canvas.renderer.directBlurOnSoftware = true
        let whole = Rect(x: 0, y: 0, width: 360, height: 640)
        let camera: [DisplayItem] =
            [
                .pushGroup(
                    .init(opacity: 1, clip: SDLRendererFlatGroupTests.clip(whole, radius: 0), rasterizationScale: 1))
            ]
            + [Self.fill(Rect(x: -4, y: -4, width: 368, height: 648), Self.ground), .popGroup]
            + [Self.fill(Rect(x: 300, y: 20, width: 40, height: 40), Color(red: 1, green: 1, blue: 1, alpha: 0.6))]
        // σ = 20 px: four levels, as home's blur.
        let blur: DisplayItem = .backdropBlur(
            .init(transform: .identity, rect: whole, radii: .zero, radius: 20, tint: Self.tint, opacity: 0.5))
        return (canvas, camera, blur, Size(width: 360, height: 640))
    }

    @Test func theWarmUpMakesEveryTargetTheFirstBlurOverTheWholeOutputTakes() throws {
        let (canvas, camera, blur, size) = try homeLike()
        let r = canvas.renderer
        for _ in 1...SDLRenderer.warmUpFrame { _ = try PixelTest.render(camera, size: size, canvas: canvas) }
        #expect(r.lastFrameStats.warmUps == 1)
        let made = r.cacheCounts.targets
        _ = try PixelTest.render(camera + [blur], size: size, canvas: canvas)
        let stats = r.lastFrameStats
        #expect(stats.blurs == 1 && stats.mixedBlurs == 1 && stats.reusedPictures == 1)
        #expect(
            r.cacheCounts.targets == made,
            "the backdrop, its halvings and the mix's copy were all made ahead: \(made) → \(r.cacheCounts.targets)")
    }

    @Test func theWarmUpMakesTheTargetsOfTheFirstBlurMixedIntoAVideoFrame() throws {
        let canvas = try SoftwareCanvas(pixelWidth: 720, pixelHeight: 1280, scale: 2, assets: PixelTest.assets)
        canvas.renderer.directBlurOnSoftware = true
        let r = canvas.renderer
        let size = Size(width: 360, height: 640)
        let whole = Rect(x: 0, y: 0, width: 360, height: 640)
        let camera = [
            Self.video(texels: 360, rows: 640, rect: whole),
            Self.fill(Rect(x: 300, y: 20, width: 40, height: 40), Color(red: 1, green: 1, blue: 1, alpha: 0.6)),
        ]
        let blur: DisplayItem = .backdropBlur(
            .init(transform: .identity, rect: whole, radii: .zero, radius: 20, tint: Self.tint, opacity: 0.5))
        for _ in 1...SDLRenderer.warmUpFrame { _ = try PixelTest.render(camera, size: size, canvas: canvas) }
        #expect(r.lastFrameStats.warmUps == 1)
        let made = r.cacheCounts.targets
        _ = try PixelTest.render(camera + [blur], size: size, canvas: canvas)
        #expect(r.lastFrameStats.blurs == 1 && r.lastFrameStats.mixedBlurs == 1)
        #expect(r.cacheCounts.targets == made, "the mix's copy was made ahead too: \(made) → \(r.cacheCounts.targets)")
    }

    @Test func theTargetsMadeAheadOutlastTheIdleLimitWhileTheOutputKeepsItsSize() throws {
        let (canvas, camera, blur, size) = try homeLike()
        let r = canvas.renderer
        r.maxIdleFrames = 5
        for _ in 1...SDLRenderer.warmUpFrame { _ = try PixelTest.render(camera, size: size, canvas: canvas) }
        let made = try #require(r.reservedTargets).textures
        #expect(made.count == 5, "the backdrop, three halvings, the mix's copy")
        // At rest well past the idle limit (a kiosk waiting for its first touch): the warm-up's
        // own scratch target goes, not what was made ahead.
        for _ in 0..<12 { _ = try PixelTest.render(camera, size: size, canvas: canvas) }
        #expect(r.pool.keep(made, frame: 0) == made.count, "nothing made ahead was freed")
        let held = r.cacheCounts.targets
        _ = try PixelTest.render(camera + [blur], size: size, canvas: canvas)
        #expect(r.lastFrameStats.mixedBlurs == 1)
        #expect(r.cacheCounts.targets == held, "the first blur still finds its targets")
        // Another output size: they are let go, and age out like any target.
        let reserved = try #require(r.reservedTargets)
        r.keepReservedTargets(width: reserved.width / 2, height: reserved.height)
        #expect(r.reservedTargets == nil)
        for _ in 0..<12 { _ = try PixelTest.render([], size: size, canvas: canvas) }
        #expect(r.cacheCounts.targets == 0)
    }
}

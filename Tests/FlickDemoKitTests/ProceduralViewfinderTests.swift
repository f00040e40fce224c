import FlickGeometry
import FlickLayers
import Foundation
import Testing

@testable import FlickDemoKit

/// The procedural viewfinder: one layer showing a video stream of pictures painted on the CPU,
/// a pure function of time, painted only when drawn and then one camera frame ahead on another
/// thread; the painter's backdrop, discs and lens against straightforward references.
@MainActor
@Suite(.serialized) struct ProceduralViewfinderTests {
    static let viewport = Size(width: 90, height: 160)
    /// The suite's painters, on a queue run by hand: a picture painted ahead is painted when a
    /// frame takes it, unless a test runs the queue first.
    static let painters = ViewfinderPainters(work: WorkQueue())

    static func viewfinder(_ viewport: Size) -> ProceduralViewfinder {
        ProceduralViewfinder(viewport: viewport, painters: painters)
    }

    static func painter(_ viewport: Size) -> ProceduralViewfinder.Painter {
        painters.painter(viewport: viewport).value
    }

    /// The picture on show, painted (as the renderer does when it draws it).
    static func drawn(_ viewfinder: ProceduralViewfinder) throws -> [UInt8] {
        try #require(viewfinder.frame).bytes
    }

    /// A viewfinder whose painters' queue is its own, with no worker, and what that queue shows
    /// of the painting ahead: pictures `queued` on it by updates, and drawn frames that `took`
    /// their picture from it (the frame ran the queued job, where a worker with a core to spare
    /// would have painted it already) instead of painting one of their own.
    @MainActor
    final class Watched {
        let viewfinder: ProceduralViewfinder
        let work: WorkQueue
        private(set) var queued = 0
        private(set) var took = 0

        /// A viewfinder of `viewport` whose painter is made, as the shell has it made while the
        /// window opens.
        init(_ viewport: Size) {
            let painters = ViewfinderPainters(work: WorkQueue())
            painters.paintAhead(viewport: viewport)
            painters.work.runAll()
            work = painters.work
            viewfinder = ProceduralViewfinder(viewport: viewport, painters: painters)
        }

        func update(time: Double) {
            let before = work.pendingCount
            viewfinder.update(time: time)
            queued += work.pendingCount - before
        }

        /// The picture on show, drawn.
        func draw() throws -> [UInt8] {
            let before = work.pendingCount
            let bytes = try #require(viewfinder.frame).bytes
            took += before - work.pendingCount
            return bytes
        }

        /// Runs every job waiting, as a worker with a core to itself does; how many ran.
        func runQueue() -> Int {
            var ran = 0
            while work.runNext() { ran += 1 }
            return ran
        }
    }

    @Test func itIsOneLayerShowingOpaqueFramesOfOneStream() throws {
        let viewfinder = Self.viewfinder(Self.viewport)
        #expect(viewfinder.root.subtreeCount == 1 && viewfinder.frame == nil)
        viewfinder.update(time: 2)
        let first = try #require(viewfinder.frame)
        #expect(viewfinder.root.contents == .video(first))
        #expect(viewfinder.root.contentsGravity == .resize)
        #expect(first.format == .rgba && first.isOpaque)
        #expect(first.width == 90 && first.height == 160, "one pixel per point")
        viewfinder.update(time: 2.1)
        let second = try #require(viewfinder.frame)
        #expect(second.stream == first.stream && second.sequence > first.sequence)
        #expect(try Self.drawn(viewfinder).enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
    }

    @Test func theViewfinderIsAFunctionOfTimeAlone() throws {
        let viewport = Size(width: 360, height: 640)
        let one = Self.viewfinder(viewport), two = Self.viewfinder(viewport)
        one.update(time: 3)
        two.update(time: 7)
        _ = try Self.drawn(two)
        two.update(time: 7.01)
        two.update(time: 3)
        #expect(try Self.drawn(one) == (try Self.drawn(two)))
        let painter = Self.painter(viewport)
        #expect(try Self.drawn(one) == painter.paint(at: 3), "frame 90 of 30 a second is at 3 s")
        #expect(painter.paint(at: 3) != painter.paint(at: 3 + 1 / 30.0), "the next frame moves")
    }

    @Test func theViewfinderChangesAtTheCamerasFrameRateNotTheDisplays() throws {
        let viewfinder = Self.viewfinder(Self.viewport)
        func picture(at t: Double) throws -> VideoFrame {
            viewfinder.update(time: t)
            return try #require(viewfinder.frame)
        }
        #expect(ProceduralViewfinder.frameRate == 30)
        // Display frames at 60 Hz from 2 s: each camera frame shows in two of them, the same
        // frame of the stream, so the renderer uploads it once.
        var pictures: [VideoFrame] = []
        for k in 0..<8 { pictures.append(try picture(at: 2 + Double(k) / 60)) }
        for k in stride(from: 0, to: 8, by: 2) {
            #expect(pictures[k] === pictures[k + 1], "display frames \(k) and \(k + 1) show one camera frame")
            if k + 2 < 8 { #expect(pictures[k + 1] != pictures[k + 2], "the next camera frame moves") }
        }
        // A display time just short of a camera frame (60 Hz ticks in floating point) takes it.
        #expect(try picture(at: 2 + 1 / 30.0 - 1e-9) == (try picture(at: 2 + 1 / 30.0)))
        // Between frames, the last one taken.
        #expect(try picture(at: 2.05) == (try picture(at: 2 + 1 / 30.0)))
    }

    @Test func noFrameIsPaintedUntilOneIsDrawnButTheSecondPictureIsStarted() throws {
        let watched = Watched(Self.viewport)
        var frames: [VideoFrame] = []
        for k in 0..<20 {
            watched.update(time: 5 + Double(k) / 60)
            frames.append(try #require(watched.viewfinder.frame))
        }
        #expect(!frames.contains { $0.isPainted }, "a scene stepped without a renderer paints nothing")
        // But the picture after the first is queued with the first update (the app's first
        // frame is slow, and the second would otherwise paint its own).
        #expect(watched.queued == 1)
    }

    @Test func theFirstUpdateStartsTheNextPictureSoTheSecondFrameDoesNotPaint() throws {
        let painter = Self.painter(Self.viewport)
        // The app's first frame takes 35 ms: the second display frame reaches the next camera
        // frame, or the one after, and takes what was painted ahead either way.
        for second in [3 + 1.0 / 30, 3 + 2.0 / 30 + 0.002] {
            let watched = Watched(Self.viewport)
            watched.update(time: 3)
            #expect(watched.queued == 1)
            #expect(try watched.draw() == painter.paint(at: 3) && watched.took == 0, "painted when drawn")
            watched.update(time: second)
            #expect(try watched.draw() == painter.paint(at: 3 + 1.0 / 30))
            #expect(watched.took == 1, "at \(second)")
        }
    }

    @Test func onceDrawnTheNextPictureIsPaintedAheadInTheSecondDisplayFrame() throws {
        let watched = Watched(Self.viewport)
        let painter = Self.painter(Self.viewport)
        // 60 Hz display frames from 4 s (camera frame 120); each draws the picture on show.
        var queued: [Int] = [], took: [Int] = []
        for k in 0..<12 {
            let t = 4 + Double(k) / 60
            watched.update(time: t)
            let index = Int((t * 30 + 1e-6).rounded(.down))
            #expect(try watched.draw() == painter.paint(at: Double(index) / 30), "display frame \(k)")
            queued.append(watched.queued)
            took.append(watched.took)
        }
        // Frame 0 shows a picture nothing painted ahead, and queues the next at once (the first
        // update); frame 2 takes it and queues none (the renderer is busy with it); frame 3
        // (its second showing, drawn once) queues the next.
        #expect(queued == [1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6])
        #expect(took == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5])
    }

    @Test func atOneDisplayFramePerCameraFrameTheNextIsPaintedAtOnce() throws {
        let watched = Watched(Self.viewport)
        for k in 0..<6 {
            watched.update(time: 8 + Double(k) / 30)
            _ = try watched.draw()
        }
        // The first picture is painted when drawn, and the first update queues the next; from
        // the second on each was painted ahead, each queued once the one before was drawn.
        #expect(watched.queued == 6 && watched.took == 5)
    }

    @Test func comingBackIntoViewTheLastPicturePaintedShowsWhileTheCamerasIsPainted() throws {
        let watched = Watched(Self.viewport)
        let painter = Self.painter(Self.viewport)
        watched.update(time: 30)
        let seen = try watched.draw()
        let shown = watched.viewfinder.frame
        // Hidden under a panel for a second: pictures come and are never drawn; each new one is
        // put on show (not the last painted again) while frames come one after another.
        for k in 1...30 { watched.update(time: 30 + Double(k) / 30) }
        #expect(watched.viewfinder.frame?.isPainted == false)
        let took = watched.took
        // After a rest (nothing composed for 0.1 s), back in view: the last picture painted
        // shows, and the camera's is painted aside...
        watched.update(time: 31.1)
        #expect(watched.viewfinder.frame === shown)
        #expect(try watched.draw() == seen)
        // ...and shows in the next display frame.
        watched.update(time: 31.1 + 1.0 / 60)
        let index = Int((31.1 + 1.0 / 60) * 30 + 1e-6)
        #expect(try watched.draw() == painter.paint(at: Double(index) / 30))
        #expect(watched.took == took + 1)
    }

    @Test func aPicturePaintedAheadThatTheClockPassedShowsAndTheCurrentOneIsPaintedNext() throws {
        let watched = Watched(Self.viewport)
        let painter = Self.painter(Self.viewport)
        watched.update(time: 40)
        _ = try watched.draw()
        watched.update(time: 40 + 1.0 / 60)  // the second display frame: the next is painted ahead
        #expect(watched.queued == 1)
        // A slow frame: the clock jumps two camera frames; the one painted ahead shows.
        watched.update(time: 40 + 2.0 / 30 + 0.001)
        #expect(try watched.draw() == painter.paint(at: 40 + 1.0 / 30))
        watched.update(time: 40 + 2.0 / 30 + 0.002)
        #expect(try watched.draw() == painter.paint(at: 40 + 2.0 / 30))
        #expect(watched.took == 2)
    }

    @Test func aLateFrameReachingTheNextCameraFrameKeepsThePictureOnShowWhileItIsPainted() throws {
        let watched = Watched(Self.viewport)
        let painter = Self.painter(Self.viewport)
        // 60 Hz from 50 s (camera frame 1500): the third display frame shows 1501, painted ahead.
        for k in 0..<3 {
            watched.update(time: 50 + Double(k) / 60)
            _ = try watched.draw()
        }
        let shown = try #require(watched.viewfinder.frame)
        #expect(watched.queued == 1 && watched.took == 1)
        // The next display frame comes 20 ms late, past camera frame 1502, before the frame
        // that would have started painting it: the picture on show stays, 1502 is painted aside...
        watched.update(time: 50 + 2.0 / 60 + 0.037)
        #expect(watched.viewfinder.frame === shown && watched.queued == 2)
        _ = try watched.draw()
        // ...and shows in the next display frame.
        watched.update(time: 50 + 5.0 / 60)
        #expect(try watched.draw() == painter.paint(at: 1502 / 30.0))
        #expect(watched.took == 2)
        // One slow frame does not hide the display's rate. From 55 s (camera frame 1650), four
        // display frames at 60 Hz, the last starting 1652 ahead; then one 45 ms later takes it
        // without starting 1653 (it shows 1652 for the first time, after 1651 showed twice); the
        // next, 16.7 ms on, reaches 1653 with nothing painted ahead for it: the picture on show
        // stays, as after any late frame at 60 Hz.
        let rate = Watched(Self.viewport)
        for k in 0..<4 {
            rate.update(time: 55 + Double(k) / 60)
            _ = try rate.draw()
        }
        rate.update(time: 55 + 3.0 / 60 + 0.045)
        let taken = try rate.draw()
        let kept = rate.viewfinder.frame
        #expect(taken == painter.paint(at: 1652 / 30.0) && rate.queued == 2 && rate.took == 2)
        rate.update(time: 55 + 3.0 / 60 + 0.045 + 1.0 / 60)
        #expect(rate.viewfinder.frame === kept)
        #expect(try rate.draw() == taken)
        // A display as slow as the camera paints a picture without one ahead when drawn, as
        // before, and never shows one again.
        let slow = Watched(Self.viewport)
        for k in 0..<2 {
            slow.update(time: 60 + Double(k) / 30)
            #expect(try slow.draw() == painter.paint(at: 60 + Double(k) / 30))
        }
    }

    @Test func paintedAheadOrWhenDrawnThePixelsAreTheSame() throws {
        // One viewfinder's queue runs every job as soon as it is queued (a worker with a core to
        // itself); the other's never runs ahead, so each picture is painted when a frame takes it.
        let ahead = Watched(Self.viewport), late = Watched(Self.viewport)
        let painter = Self.painter(Self.viewport)
        var ran = 0
        for k in 0..<10 {
            let t = 11 + Double(k) / 60
            ahead.update(time: t)
            ran += ahead.runQueue()
            late.update(time: t)
            let picture = painter.paint(at: Double(Int((t * 30 + 1e-6).rounded(.down))) / 30)
            #expect(try ahead.draw() == picture && (try late.draw()) == picture, "display frame \(k)")
        }
        // The same pictures queued either way; the late one's frames took theirs from the queue.
        #expect(ahead.queued == late.queued && ran == ahead.queued && ahead.took == 0)
        #expect(late.took >= 4 && late.took == late.queued - 1)
    }

    @Test func aNewSizeShowsPicturesOfThatSize() throws {
        let viewfinder = Self.viewfinder(Self.viewport)
        viewfinder.update(time: 1)
        _ = try Self.drawn(viewfinder)
        viewfinder.update(time: 1 + 1 / 60)
        viewfinder.layout(viewport: Size(width: 100, height: 50))
        viewfinder.update(time: 1 + 1 / 60)
        let frame = try #require(viewfinder.frame)
        #expect(frame.width == 100 && frame.height == 50 && frame.bytes.count == 100 * 50 * 4)
        #expect(viewfinder.root.bounds.size == Size(width: 100, height: 50))
    }

    // MARK: The painter against references

    /// A painter over a small synthetic backdrop: texel (x, y) holds (x·8, y·8, 100).
    static func gridPainter() -> ProceduralViewfinder.Painter {
        let painter = Self.painter(Size(width: 24, height: 16))
        let w = painter.backdrop.width, h = painter.backdrop.height
        var px = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                px[i] = UInt8(min(255, x * 8))
                px[i + 1] = UInt8(min(255, y * 8))
                px[i + 2] = 100
            }
        }
        return ProceduralViewfinder.Painter(
            viewport: Size(width: 24, height: 16), backdrop: Bitmap(width: w, height: h, pixels: px))
    }

    /// `painter`'s backdrop at `origin` and nothing else.
    static func backdrop(_ painter: ProceduralViewfinder.Painter, origin: Point) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: painter.width * painter.height * 4) { out, count in
            painter.drawBackdrop(into: out, origin: origin)
            count = painter.width * painter.height * 4
        }
    }

    @Test func theBackdropIsSampledBetweenItsFourNearestTexels() {
        let painter = Self.gridPainter()
        let b = painter.backdrop, m = ProceduralViewfinder.backdropMargin
        func texel(_ x: Int, _ y: Int) -> [Double] {
            let i = (y * b.width + x) * 4
            return (0..<4).map { Double(b.pixels[i + $0]) }
        }
        // Whole pixels: the texels themselves, shifted (the world's corner `m` texels in).
        let whole = Self.backdrop(painter, origin: Point(x: -3, y: -2))
        for (x, y) in [(0, 0), (5, 7), (23, 15)] {
            let i = (y * painter.width + x) * 4
            #expect(whole[i..<(i + 4)].map(Double.init) == texel(x + 3 + m, y + 2 + m))
        }
        // Fractions (a quarter across, three eighths down), and the origin inside the picture,
        // as a shake past the pan's reach puts it: the margin's texels.
        for origin in [Point(x: -2.25, y: -1.375), Point(x: 1.25, y: 0.5)] {
            let picture = Self.backdrop(painter, origin: origin)
            let fx = (-origin.x) - (-origin.x).rounded(.down), fy = (-origin.y) - (-origin.y).rounded(.down)
            let dx = Int((-origin.x).rounded(.down)) + m, dy = Int((-origin.y).rounded(.down)) + m
            for (x, y) in [(0, 0), (1, 0), (10, 9), (23, 15)] {
                let a = texel(x + dx, y + dy), c = texel(x + dx + 1, y + dy)
                let d = texel(x + dx, y + dy + 1), e = texel(x + dx + 1, y + dy + 1)
                let i = (y * painter.width + x) * 4
                for ch in 0..<4 {
                    let top = a[ch] + (c[ch] - a[ch]) * fx, bottom = d[ch] + (e[ch] - d[ch]) * fx
                    let want = top + (bottom - top) * fy
                    #expect(abs(Double(picture[i + ch]) - want) <= 1, "\(origin) pixel \(x),\(y) channel \(ch)")
                }
            }
        }
        // An origin past the margin (none the scene makes) reads no texel outside the backdrop:
        // it slides back to the backdrop's edge.
        let last = Point(x: Double(m), y: Double(m - (b.height - 1 - painter.height)))
        #expect(Self.backdrop(painter, origin: Point(x: 50, y: -50)) == Self.backdrop(painter, origin: last))
    }

    @Test func aDiscCoversItsPixelsByDistanceAndANearLightHasItsRim() {
        let grey: [UInt8] = [40, 40, 40, 255]
        func paint(_ disc: ProceduralViewfinder.Disc) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: 60 * 60 * 4)
            for i in stride(from: 0, to: out.count, by: 4) { out.replaceSubrange(i..<(i + 4), with: grey) }
            out.withUnsafeMutableBufferPointer { ProceduralViewfinder.draw(disc, into: $0, width: 60, height: 60) }
            return out
        }
        func pixel(_ p: [UInt8], _ x: Int, _ y: Int) -> [UInt8] {
            Array(p[((y * 60 + x) * 4)..<((y * 60 + x) * 4 + 4)])
        }
        let fill = Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        let center = Point(x: 30.5, y: 30.5)
        let plain = paint(.init(center: center, radius: 10, fill: fill, rim: nil))
        // Inside: the fill at half alpha over the grey; well outside: the grey.
        #expect(pixel(plain, 30, 30) == [148, 84, 20, 255])
        #expect(pixel(plain, 39, 30) == [148, 84, 20, 255], "9 from the centre: wholly inside")
        // The edge pixel is covered by its distance: pixel 40's centre lies on the edge (half
        // covered), pixel 41's half a pixel past it.
        #expect(pixel(plain, 40, 30) == [94, 62, 30, 255])
        #expect(pixel(plain, 41, 30) == grey && pixel(plain, 5, 5) == grey)
        let rimmed = paint(.init(center: center, radius: 10, fill: fill, rim: (Color(white: 1, alpha: 0.2), 1.5)))
        #expect(pixel(rimmed, 30, 30) == pixel(plain, 30, 30), "the rim is a ring inside the edge")
        #expect(pixel(rimmed, 38, 30) == pixel(plain, 38, 30), "8 from the centre: inside the ring")
        // 9 from the centre: wholly in the 1.5-px ring (8.5…10), white at 0.2 over the fill.
        #expect(pixel(rimmed, 39, 30) == [169, 118, 67, 255])
        // On the edge: the ring's half coverage, as the fill's.
        #expect(pixel(rimmed, 40, 30)[0] > pixel(plain, 40, 30)[0])
    }

    @Test func theLensIsBlendedAsPremultipliedGrainOverVignette() {
        let painter = Self.painter(Self.viewport)
        let lens = painter.lens[1]
        let source = ProceduralViewfinder.lensTexels(seed: ProceduralViewfinder.lensSeeds[1])
        let (sw, sh) = ProceduralViewfinder.lensSize
        // Grain alone in the middle (alpha at most 34/255 at 55 %), over a vignette near black
        // in the corners (r⁴: 0.86 at the corner texel); grey premultiplied, at most 255·alpha.
        #expect(source[(sh / 2) * sw + sw / 2].alpha <= 34.0 / 255 * 0.55 + 1e-3 && source[0].alpha > 0.85)
        #expect(source.allSatisfy { $0.alpha >= 0 && $0.alpha <= 1 && $0.grey >= 0 && $0.grey <= 255 * $0.alpha })
        var out = [UInt8](repeating: 200, count: painter.width * painter.height * 4)
        out.withUnsafeMutableBufferPointer { lens.draw(into: $0, opacity: 0.9) }
        // Reference: the source stretched between premultiplied texels, c·(1 − α·o) + g·α·o.
        func sample(_ s: Double, _ n: Int, _ source: Int) -> (Int, Int, Double) {
            let v = min(max((s + 0.5) * Double(source) / Double(n) - 0.5, 0), Double(source - 1))
            let i = Int(v.rounded(.down))
            return (i, min(i + 1, source - 1), v - Double(i))
        }
        func premultiplied(_ x: Int, _ y: Int) -> (Double, Double) { source[y * sw + x] }
        for (x, y) in [(0, 0), (45, 80), (89, 159), (10, 150)] {
            let (xa, xb, fx) = sample(Double(x), painter.width, sw)
            let (ya, yb, fy) = sample(Double(y), painter.height, sh)
            let p = premultiplied(xa, ya), q = premultiplied(xb, ya), r = premultiplied(xa, yb),
                s = premultiplied(xb, yb)
            let a = (p.0 * (1 - fx) + q.0 * fx) * (1 - fy) + (r.0 * (1 - fx) + s.0 * fx) * fy
            let g = (p.1 * (1 - fx) + q.1 * fx) * (1 - fy) + (r.1 * (1 - fx) + s.1 * fx) * fy
            let want = 200 * (1 - a * 0.9) + g * 0.9
            let i = (y * painter.width + x) * 4
            #expect(abs(Double(out[i]) - want) <= 1, "pixel \(x),\(y): \(out[i]) against \(want)")
            #expect(out[i + 3] == 200, "alpha is left alone")
        }
        // The corners are darker than the middle (the vignette).
        #expect(out[0] < out[(80 * painter.width + 45) * 4])
    }

    // MARK: Made ahead, shared

    @Test func aViewfinderTakesThePainterMadeAheadForItsSize() throws {
        // A size no other test uses, so nothing made it before.
        let viewport = Size(width: 123, height: 217)
        let painters = ViewfinderPainters(work: WorkQueue()), work = painters.work
        painters.paintAhead(viewport: viewport)
        let ahead = try #require(painters.last?.painter)
        #expect(!ahead.isDone && work.pendingCount == 1, "queued, not painted yet")
        work.runAll()
        let made = try #require(ahead.valueIfMade, "painted by the queue's runner")
        let viewfinder = ProceduralViewfinder(viewport: viewport, painters: painters)
        #expect(viewfinder.painter.value.backdrop === made.backdrop && work.pendingCount == 0)
        let other = ProceduralViewfinder(viewport: Size(width: 217, height: 123), painters: painters)
        #expect(other.painter.value.backdrop !== made.backdrop, "another size paints its own")
        // Painted by the queue, the same pixels as painted here.
        let here = ProceduralViewfinder.paintBackdrop(
            viewport: viewport, pixelsPerPoint: ProceduralViewfinder.pictureScale(viewport: viewport))
        #expect(here.width == made.backdrop.width && here.height == made.backdrop.height)
        #expect(here.pixels == made.backdrop.pixels)
        let mainPainter = ProceduralViewfinder.Painter(viewport: viewport, backdrop: here)
        #expect(mainPainter.paint(at: 9) == made.paint(at: 9))
    }

    @Test func viewfindersOfOneSizeShareOnePainter() {
        let one = Self.viewfinder(Self.viewport), two = Self.viewfinder(Self.viewport)
        #expect(one.painter.value.backdrop === two.painter.value.backdrop)
        #expect(one.painter.value.lens.count == ProceduralViewfinder.lensSeeds.count)
    }

    @Test func theBenchTimesPicturesAndMakingAPainter() {
        // A clock that moves a millisecond a reading.
        var t = 0.0
        let now = { () -> Double in
            t += 0.001
            return t
        }
        let viewport = Size(width: 50, height: 70)
        let first = runViewfinderBench(viewport: viewport, pictures: 4, now: now)
        #expect(first.width == 50 && first.height == 70 && first.pictures == 4)
        #expect(first.medianMilliseconds > 0.99 && first.medianMilliseconds < 1.01)
        #expect(first.setupMilliseconds > 0.99 && first.setupMilliseconds < 1.01)
        #expect(first.description.contains("painter made in 1.0 ms"))
    }

    @Test func aLargeViewportGetsAPictureOfAsManyPixelsAsAPhonesMagnifiedFurther() throws {
        let phone = Size(width: 360, height: 640), kiosk = Size(width: 1080, height: 1920)
        #expect(ProceduralViewfinder.pictureScale(viewport: phone) == 1)
        #expect(
            ProceduralViewfinder.pictureScale(viewport: Size(width: 100, height: 50)) == 1, "never more than 1 px/pt")
        let scale = ProceduralViewfinder.pictureScale(viewport: kiosk)
        #expect(abs(scale - 1 / 3.0) < 1e-9, "nine times the points: a third of a pixel a point")
        let viewfinder = Self.viewfinder(kiosk)
        viewfinder.update(time: 4)
        let frame = try #require(viewfinder.frame)
        #expect(frame.width == 360 && frame.height == 640)
        #expect(viewfinder.root.bounds.size == kiosk, "stretched over the whole viewport")
        let painter = viewfinder.painter.value
        let world = ProceduralViewfinder.worldSize(viewport: kiosk)
        let margin = 2 * ProceduralViewfinder.backdropMargin
        #expect(painter.backdrop.width == Int((world.width * scale).rounded(.up)) + margin)
        // The same scene as on a phone, in the same picture pixels: the discs and the world's
        // corner land within the hand-held shake (about a point, whatever the viewport's size)
        // of where they do there.
        let small = Self.painter(phone).scene(at: 4), large = painter.scene(at: 4)
        for (a, b) in zip(small.discs, large.discs) {
            #expect(abs(a.radius - b.radius) < 1e-6)
            #expect(abs(a.center.x - b.center.x) < 1 && abs(a.center.y - b.center.y) < 1)
        }
        #expect(abs(small.worldOrigin.y - large.worldOrigin.y) < 1)
    }
}

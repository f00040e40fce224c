import FlickGeometry
import FlickLayers
import Foundation

extension ProceduralViewfinder {
    /// One bokeh disc: where it drifts and how it looks, in unit coordinates (fractions of the
    /// world, radius of the viewport's longer side).
    struct Blob: Sendable {
        let color: Color
        let near: Bool
        let home: Point
        let radius: Double
        let drift: Point
        let speed: Double
        let phase: Double
        let opacity: Double
        let depth: Double
    }

    /// The 24 discs, the same on every run (SplitMix seeded): every fourth a near light —
    /// bigger, fainter, with the bright rim real out-of-focus highlights have; the rest distant
    /// lights along the horizon.
    nonisolated static let blobs: [Blob] = {
        var rng = SplitMix64(seed: 0x5EED_F11C)
        let palette: [UInt32] = [0xFFC37A, 0xFF9FB0, 0xFFE9C7, 0x8FDDE3, 0xFFB057, 0xD4B8FF, 0xFFF3D6]
        return (0..<24).map { i in
            let near = i % 4 == 0
            return Blob(
                color: Color(hex: palette[i % palette.count]), near: near,
                home: Point(x: rng.double(-0.05, 1.05), y: near ? rng.double(0.10, 0.90) : rng.double(0.50, 0.80)),
                radius: near ? rng.double(0.035, 0.065) : rng.double(0.008, 0.026),
                drift: Point(x: rng.double(0.01, 0.04), y: rng.double(0.004, 0.02)), speed: rng.double(0.05, 0.16),
                phase: rng.double(0, 2 * .pi), opacity: near ? rng.double(0.14, 0.24) : rng.double(0.35, 0.65),
                depth: near ? 1.6 : 0.9)
        }
    }()

    /// How the picture looks at one instant: where the world lies, the discs, the lens frame.
    struct Scene {
        /// The world's (the backdrop's) top-left corner in picture pixels.
        var worldOrigin: Point
        var discs: [Disc]
        /// Which lens frame, and the exposure: the lens's opacity.
        var lensFrame: Int
        var lensOpacity: Double
    }

    /// Paints the viewfinder's picture for a time into RGBA pixels, on any thread
    /// (docs/CAMERA.md, "The viewfinder"): the backdrop where the pan and shake put it, sampled
    /// bilinearly; each disc's edge pixel covered by its exact distance, the rim a 1.5-point ring
    /// inside the edge; the lens frame blended as premultiplied grain over vignette at the
    /// exposure's opacity.
    struct Painter: Sendable {
        /// The picture's size in pixels (`pictureSize`).
        let width: Int
        let height: Int
        /// The world's size in points (the backdrop's, less its margin), the viewport's longer side, and
        /// how far the pan reaches either way (points).
        let world: Size
        let unit: Double
        let reach: Double
        /// Picture pixels per point (`pictureScale`).
        let scale: Double
        /// The still part, `scale` pixels per world point.
        let backdrop: Bitmap
        /// The lens frames at the picture's size.
        let lens: [LensOverlay]

        /// A painter for a viewport of `viewport` points, with `backdrop` (by default its own,
        /// painted at `pictureScale(viewport:)`) and the lens frames stretched to its pictures.
        init(viewport: Size, backdrop: Bitmap? = nil) {
            let w = max(viewport.width, 1), h = max(viewport.height, 1)
            scale = ProceduralViewfinder.pictureScale(viewport: viewport)
            (width, height) = Self.pictureSize(viewport: viewport)
            world = ProceduralViewfinder.worldSize(viewport: viewport)
            unit = max(w, h)
            reach = w * ProceduralViewfinder.panReach
            self.backdrop = backdrop ?? ProceduralViewfinder.paintBackdrop(viewport: viewport, pixelsPerPoint: scale)
            precondition(self.backdrop.width > width && self.backdrop.height > height, "a backdrop under a picture")
            let (pw, ph) = (width, height)
            lens = ProceduralViewfinder.lensSeeds.map { LensOverlay(seed: $0, width: pw, height: ph) }
        }

        /// A picture's size in pixels for a viewport of `viewport` points.
        static func pictureSize(viewport: Size) -> (width: Int, height: Int) {
            let scale = ProceduralViewfinder.pictureScale(viewport: viewport)
            let w = max(viewport.width, 1), h = max(viewport.height, 1)
            return (max(1, Int((w * scale).rounded(.up))), max(1, Int((h * scale).rounded(.up))))
        }

        /// The scene at `t` seconds (already a camera frame's time): the pan and shake, the
        /// discs' drift and fade, the exposure and the grain frame.
        func scene(at t: Double) -> Scene {
            // Slow pan (a 70 s sweep) plus hand-held shake: incommensurate sines, about 1 pt.
            let panX = -reach * sin(t * 2 * .pi / 70)
            let shakeX = 0.8 * sin(t * 1.7) + 0.5 * sin(t * 2.9 + 1)
            let shakeY = 0.7 * sin(t * 1.3 + 2) + 0.4 * sin(t * 3.7)
            let origin = Point(x: panX + shakeX - reach, y: shakeY - reach)
            let k = scale
            let discs = ProceduralViewfinder.blobs.map { b -> Disc in
                let a = t * b.speed * 2 * .pi + b.phase
                let x = (b.home.x + b.drift.x * sin(a)) * world.width + panX * (b.depth - 1)
                let y = (b.home.y + b.drift.y * cos(a * 0.8)) * world.height
                let alpha = b.opacity * (0.8 + 0.2 * sin(a * 1.9 + 1))
                let rim = Color(hex: 0xFFFFFF, alpha: ProceduralViewfinder.rimAlpha * alpha)
                return Disc(
                    center: Point(x: (origin.x + x) * k, y: (origin.y + y) * k), radius: b.radius * unit * k,
                    fill: b.color.withAlpha(alpha), rim: b.near ? (rim, ProceduralViewfinder.rimWidth * k) : nil)
            }
            // Auto-exposure hunting: a slow breath with a faint faster flutter, the lens's grain
            // and vignette deepening and easing by up to 12 %.
            let opacity = min(1, max(0, 0.94 + 0.04 * sin(t * 0.9) + 0.02 * sin(t * 7.3)))
            return Scene(
                worldOrigin: Point(x: origin.x * k, y: origin.y * k), discs: discs,
                lensFrame: Int((t * ProceduralViewfinder.grainRate).rounded(.down)) & 3, lensOpacity: opacity)
        }

        /// The picture at `t` seconds, `4·width·height` bytes of opaque RGBA.
        func paint(at t: Double) -> [UInt8] {
            let scene = scene(at: t)
            return [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
                drawBackdrop(into: out, origin: scene.worldOrigin)
                for disc in scene.discs { ProceduralViewfinder.draw(disc, into: out, width: width, height: height) }
                if !lens.isEmpty { lens[scene.lensFrame % lens.count].draw(into: out, opacity: scene.lensOpacity) }
                count = width * height * 4
            }
        }

        /// Fills every pixel with the backdrop whose world's top-left corner lies at `origin`,
        /// sampled between its four nearest texels. The weights are the same everywhere, so each
        /// row's bytes are blended straight (alpha too: 255 stays 255, `blendRun`). The backdrop
        /// reaches `backdropMargin` texels past the world, further than the shake takes the
        /// picture; an origin further out (none the scene makes) slides back to its edge.
        func drawBackdrop(into out: UnsafeMutableBufferPointer<UInt8>, origin: Point) {
            let bw = backdrop.width, m = Double(ProceduralViewfinder.backdropMargin)
            // Picture pixel x's centre lies at texel coordinate x + margin − origin.x.
            func split(_ v: Double, last: Int) -> (Int, UInt16) {
                let whole = v.rounded(.down), w = Int(((v - whole) * 256).rounded())
                return (min(max(Int(whole) + w / 256, 0), last), UInt16(w % 256))
            }
            let (dx, wx) = split(m - origin.x, last: bw - 1 - width)
            let (dy, wy) = split(m - origin.y, last: backdrop.height - 1 - height)
            backdrop.pixels.withUnsafeBufferPointer { src in
                for y in 0..<height {
                    let row = src.baseAddress! + ((y + dy) * bw + dx) * 4
                    Self.blendRun(
                        row, row + bw * 4, into: out.baseAddress! + y * width * 4, count: width * 4, 256 - wx, wx,
                        256 - wy, wy)
                }
            }
        }

        /// `count` bytes blended by the weights (of 256) across, `ax`/`wx`, and down, `ay`/`wy`,
        /// byte j from bytes j and j + 4 (the next texel's same channel) of rows `s0` and `s1`:
        /// (top·ay + bottom·wy + 2¹⁵) >> 16, where top and bottom are the rows blended across,
        /// in 16-bit arithmetic that vectorises
        /// eight or sixteen bytes at a time. top and bottom are at most 255·256 (ax + wx = 256);
        /// split into high and low bytes, high = topʰ·ay + bottomʰ·wy and low = topˡ·ay +
        /// bottomˡ·wy are each at most 255·256 too (ay + wy = 256), and the sum is
        /// 256·high + low, so (sum + 2¹⁵) >> 16 = (high + (low >> 8) + 128) >> 8 exactly, whose
        /// dividend, (sum + 2¹⁵) >> 8 ≤ (255·2¹⁶ + 2¹⁵) >> 8, stays below 2¹⁶.
        @inline(__always)
        static func blendRun(
            _ s0: UnsafePointer<UInt8>, _ s1: UnsafePointer<UInt8>, into d: UnsafeMutablePointer<UInt8>, count: Int,
            _ ax: UInt16, _ wx: UInt16, _ ay: UInt16, _ wy: UInt16
        ) {
            var j = 0
            while j < count {
                let top = UInt16(s0[j]) &* ax &+ UInt16(s0[j &+ 4]) &* wx
                let bottom = UInt16(s1[j]) &* ax &+ UInt16(s1[j &+ 4]) &* wx
                let high = (top &>> 8) &* ay &+ (bottom &>> 8) &* wy
                let low = (top & 255) &* ay &+ (bottom & 255) &* wy
                d[j] = UInt8(truncatingIfNeeded: (high &+ (low &>> 8) &+ 128) &>> 8)
                j &+= 1
            }
        }
    }
}

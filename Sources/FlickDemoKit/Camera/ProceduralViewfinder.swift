import FlickAnimation
public import FlickGeometry
public import FlickLayers
import Foundation

/// An animated scene that passes for a live camera feed when there is no camera: a dusk sky
/// with a low, glowing sun, hills on the horizon, out-of-focus city lights drifting (bokeh), a slow
/// hand-held pan, gentle exposure breathing, sensor grain and lens vignetting.
///
/// About thirty layers; the still part (sky, sun, hills) is painted once per size into one
/// opaque bitmap, the grain frames (with the vignette baked in) once. Everything moves as a
/// function of the time passed to `update(time:)` — no clock — so a given time always gives the
/// same picture.
///
/// Kept cheap to draw (docs/CAMERA.md, "The viewfinder"): sky, sun and hills are one opaque
/// texture — one full-screen pass, and the renderer skips what lies under it; grain, vignette
/// and exposure are one full-screen layer instead of three; the bokeh discs fade by their
/// colours' alpha, not by layer opacity, so a rimmed disc needs no offscreen group.
@MainActor
public final class ProceduralViewfinder {
    /// The layer to add to a tree; it clips to its bounds.
    public let root = Layer(name: "viewfinder")
    private let world = Layer(name: "viewfinder.world")
    /// Sky, sun and hills painted into one opaque bitmap (`Backdrop`).
    private let backdrop = Layer(name: "viewfinder.backdrop")
    private let blobs: [Blob]
    /// Grain and vignette in one layer over everything; its opacity breathes as the exposure.
    private let lens = Layer(name: "viewfinder.lens")
    private let lensFrames: [Bitmap]
    private var size = Size(width: 1, height: 1)

    /// How far the pan travels either way, as a fraction of the width; the world is drawn this
    /// much wider on each side so no edge shows.
    nonisolated static let panReach = 0.08
    /// Grain frames per second: film-like 24 (a new pattern every frame looks like TV static).
    static let grainRate = 24.0
    /// Pictures per second, as a camera delivers them (V4L2 webcams and phone sensors run at
    /// 30): between two the scene stands still, so a renderer that keeps a rasterised layer's
    /// picture puts the same one on screen twice at 60 Hz (docs/CAMERA.md, "The viewfinder").
    static let frameRate = 30.0
    /// Pixels per point the viewfinder is drawn at before it is magnified onto the screen
    /// (`Layer.rasterizationScale`): the backdrop's own resolution (`backdropPixelsPerPoint`).
    static let rasterizationScale = 1.0
    /// A near light's bright rim, as a fraction of the disc's own alpha (out-of-focus highlights
    /// have a brighter edge; Flick's looks).
    static let rimAlpha = 0.45

    /// One bokeh disc: where it drifts and how it looks, all in unit coordinates.
    struct Blob {
        let layer: Layer
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

    /// Creates the scene sized to `viewport`, shown as at time 0.
    public init(viewport: Size) {
        var rng = SplitMix(seed: 0x5EED_F11C)
        backdrop.contentsGravity = .resize
        let palette: [UInt32] = [0xFFC37A, 0xFF9FB0, 0xFFE9C7, 0x8FDDE3, 0xFFB057, 0xD4B8FF, 0xFFF3D6]
        blobs = (0..<24).map { i in
            let l = Layer(name: "viewfinder.bokeh")
            // Every fourth disc is a near light: bigger, fainter, with the bright rim real
            // out-of-focus highlights have; the rest are distant lights along the horizon.
            let near = i % 4 == 0
            let color = Color(hex: palette[i % palette.count])
            l.backgroundColor = color
            l.borderWidth = near ? 1.5 : 0
            return Blob(
                layer: l, color: color, near: near,
                home: Point(x: rng.next(-0.05, 1.05), y: near ? rng.next(0.10, 0.90) : rng.next(0.50, 0.80)),
                radius: near ? rng.next(0.035, 0.065) : rng.next(0.008, 0.026),
                drift: Point(x: rng.next(0.01, 0.04), y: rng.next(0.004, 0.02)), speed: rng.next(0.05, 0.16),
                phase: rng.next(0, 2 * .pi), opacity: near ? rng.next(0.14, 0.24) : rng.next(0.35, 0.65),
                depth: near ? 1.6 : 0.9)
        }
        lensFrames = Self.lensFrames()
        lens.contentsGravity = .resize

        root.masksToBounds = true
        // Everything here is soft (gradient, out-of-focus lights, stretched grain), so it is
        // drawn at 1 pixel per point and magnified: on a 2× screen the backdrop and the lens
        // then cost a quarter of their pixels, and one opaque pass puts the picture on screen
        // (docs/CAMERA.md, "The viewfinder").
        root.shouldRasterize = true
        root.rasterizationScale = Self.rasterizationScale
        root.backgroundColor = Color(hex: 0x1A1D2E)
        root.addSublayer(world)
        world.addSublayer(backdrop)
        for b in blobs { world.addSublayer(b.layer) }
        root.addSublayer(lens)
        layout(viewport: viewport)
        update(time: 0)
    }

    /// Sizes the scene to `viewport` (points).
    public func layout(viewport: Size) {
        AnimationTransaction.performWithoutAnimation {
            size = Size(width: max(viewport.width, 1), height: max(viewport.height, 1))
            let w = size.width, h = size.height
            let reach = w * Self.panReach
            root.frame = Rect(x: 0, y: 0, width: w, height: h)
            // The world is the backdrop's size: the pan's reach past the viewport on every side.
            let layout = Self.backdropLayout(viewport: size)
            world.frame = Rect(origin: Point(x: -reach, y: -reach), size: layout.size)
            let unit = max(w, h)
            backdrop.frame = world.bounds
            backdrop.contents = .bitmap(Self.backdropBitmap(layout))
            for b in blobs {
                let d = 2 * b.radius * unit
                b.layer.bounds = Rect(x: 0, y: 0, width: d, height: d)
                b.layer.cornerRadius = d / 2
            }
            lens.frame = root.bounds
        }
    }

    /// Moves everything to how it looks at `time` seconds (any origin; only differences and
    /// phases matter), in whole camera frames (`frameRate`): the picture taken last at or
    /// before `time`.
    public func update(time: Double) {
        // A millionth of a frame's slack: display ticks at 60 Hz land on camera frames, give or
        // take rounding.
        let t = ((time * Self.frameRate) + 1e-6).rounded(.down) / Self.frameRate
        AnimationTransaction.performWithoutAnimation {
            let w = size.width, h = size.height
            let reach = w * Self.panReach
            // Slow pan (a 70 s sweep) plus hand-held shake: incommensurate sines, about 1 pt.
            let panX = -reach * sin(t * 2 * .pi / 70)
            let shakeX = 0.8 * sin(t * 1.7) + 0.5 * sin(t * 2.9 + 1)
            let shakeY = 0.7 * sin(t * 1.3 + 2) + 0.4 * sin(t * 3.7)
            world.position = Point(x: w / 2 + panX + shakeX, y: h / 2 + shakeY)
            for b in blobs {
                let a = t * b.speed * 2 * .pi + b.phase
                let x = (b.home.x + b.drift.x * sin(a)) * world.bounds.width + panX * (b.depth - 1)
                let y = (b.home.y + b.drift.y * cos(a * 0.8)) * world.bounds.height
                b.layer.position = Point(x: x, y: y)
                // Fading by colour alpha keeps a rimmed disc a plain fill and border (layer
                // opacity over two drawings would need an offscreen group).
                let alpha = b.opacity * (0.8 + 0.2 * sin(a * 1.9 + 1))
                b.layer.backgroundColor = b.color.withAlpha(alpha)
                if b.near { b.layer.borderColor = Color(hex: 0xFFFFFF, alpha: Self.rimAlpha * alpha) }
            }
            // Auto-exposure hunting: a slow breath with a faint faster flutter, the lens layer's
            // grain and vignette deepening and easing by up to 12 %.
            lens.opacity = min(1, max(0, 0.94 + 0.04 * sin(t * 0.9) + 0.02 * sin(t * 7.3)))
            lens.contents = .bitmap(lensFrames[Int((t * Self.grainRate).rounded(.down)) & 3])
        }
    }
}

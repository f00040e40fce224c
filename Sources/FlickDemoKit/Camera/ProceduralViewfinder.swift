import FlickAnimation
public import FlickGeometry
public import FlickLayers
import Foundation

/// An animated scene that passes for a live camera feed when there is no camera: a dusk sky
/// with a low, glowing sun, hills on the horizon, out-of-focus city lights drifting (bokeh), a slow
/// hand-held pan, gentle exposure breathing, sensor grain and lens vignetting.
///
/// Under forty layers with big corner radii and low alpha; textures (sky gradient, sun glow,
/// grain with the vignette baked in) are made once. Everything moves as a function of the time
/// passed to `update(time:)` — no clock — so a given time always gives the same picture.
///
/// Kept cheap to draw (docs/CAMERA.md, "The viewfinder"): the sky is an opaque texture, so the
/// renderer skips what lies under it; grain, vignette and exposure are one full-screen layer
/// instead of three; the bokeh discs fade by their colours' alpha, not by layer opacity, so a
/// rimmed disc needs no offscreen group.
@MainActor
public final class ProceduralViewfinder {
    /// The layer to add to a tree; it clips to its bounds.
    public let root = Layer(name: "viewfinder")
    private let world = Layer(name: "viewfinder.world")
    private let sky = Layer(name: "viewfinder.sky")
    private let sunGlow: [Layer]
    private let farHills: [Layer]
    private let nearHills: [Layer]
    private let blobs: [Blob]
    /// Grain and vignette in one layer over everything; its opacity breathes as the exposure.
    private let lens = Layer(name: "viewfinder.lens")
    private let lensFrames: [Bitmap]
    private var size = Size(width: 1, height: 1)

    /// How far the pan travels either way, as a fraction of the width; the world is drawn this
    /// much wider on each side so no edge shows.
    static let panReach = 0.08
    /// Grain frames per second: film-like 24 (a new pattern every frame looks like TV static).
    static let grainRate = 24.0
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
        sky.contents = .bitmap(Self.skyGradient())
        sky.contentsGravity = .resize
        sunGlow = [Self.glowTexture(), nil].map { texture in
            let l = Layer(name: "viewfinder.sun")
            if let texture {
                l.contents = .bitmap(texture)
                l.contentsGravity = .resize
            } else {
                l.backgroundColor = Color(hex: 0xFFE7B8, alpha: 0.9)
            }
            return l
        }
        farHills = (0..<4).map { _ in
            let l = Layer(name: "viewfinder.hill")
            l.backgroundColor = Color(hex: 0x4B4E72)
            return l
        }
        nearHills = (0..<3).map { _ in
            let l = Layer(name: "viewfinder.hill")
            l.backgroundColor = Color(hex: 0x262A3F)
            return l
        }
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
        lensFrames = (0..<4).map { Self.lensTexture(seed: UInt64($0) + 1) }
        lens.contentsGravity = .resize

        root.masksToBounds = true
        root.backgroundColor = Color(hex: 0x1A1D2E)
        root.addSublayer(world)
        world.addSublayer(sky)
        for l in sunGlow { world.addSublayer(l) }
        for l in farHills { world.addSublayer(l) }
        for l in nearHills { world.addSublayer(l) }
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
            world.frame = Rect(x: -reach, y: -reach, width: w + 2 * reach, height: h + 2 * reach)
            sky.frame = world.bounds
            let horizon = world.bounds.height * 0.68
            let unit = max(w, h)
            for (i, l) in sunGlow.enumerated() {
                let d = [0.9, 0.07][i] * unit
                l.bounds = Rect(x: 0, y: 0, width: d, height: d)
                l.cornerRadius = i == 0 ? 0 : d / 2
                l.position = Point(x: world.bounds.width * 0.66, y: horizon - unit * 0.075)
            }
            for (i, l) in farHills.enumerated() {
                let d = unit * [1.1, 0.9, 1.2, 1.0][i]
                l.frame = Rect(
                    x: world.bounds.width * [-0.2, 0.25, 0.62, 1.05][i] - d / 2,
                    y: horizon - unit * [0.05, 0.075, 0.04, 0.065][i], width: d, height: d)
                l.cornerRadius = d / 2
            }
            for (i, l) in nearHills.enumerated() {
                let d = unit * [1.6, 1.4, 1.8][i]
                l.frame = Rect(
                    x: world.bounds.width * [-0.55, 0.25, 0.7][i], y: horizon + unit * [0.045, 0.02, 0.06][i],
                    width: d, height: d)
                l.cornerRadius = d / 2
            }
            for b in blobs {
                let d = 2 * b.radius * unit
                b.layer.bounds = Rect(x: 0, y: 0, width: d, height: d)
                b.layer.cornerRadius = d / 2
            }
            lens.frame = root.bounds
        }
    }

    /// Moves everything to how it looks at `time` seconds (any origin; only differences and
    /// phases matter).
    public func update(time t: Double) {
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

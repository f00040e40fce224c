import FlickGeometry
import FlickLayers
import Foundation

extension ProceduralViewfinder {
    /// The world a viewfinder of `viewport` points shows: the viewport and the pan's reach on
    /// every side.
    nonisolated static func worldSize(viewport: Size) -> Size {
        let w = max(viewport.width, 1), h = max(viewport.height, 1), reach = w * panReach
        return Size(width: w + 2 * reach, height: h + 2 * reach)
    }

    /// Sky stops: deep blue overhead through lavender to peach at the horizon and dusky below.
    nonisolated static let skyStops: [(Double, UInt32)] = [
        (0.0, 0x16213F), (0.30, 0x3C4A7D), (0.52, 0x8E7FAE), (0.62, 0xF0A987), (0.66, 0xF7C59A),
        (0.70, 0x6E5F7E), (1.0, 0x23263A),
    ]
    /// Far and near hill colours.
    nonisolated static let farHillColor = Color(hex: 0x4B4E72)
    nonisolated static let nearHillColor = Color(hex: 0x262A3F)
    /// The sun disc: pale, α 0.9.
    nonisolated static let discColor = Color(hex: 0xFFE7B8, alpha: 0.9)
    /// The sky's colour at `t` (0 top … 1 bottom of the world).
    nonisolated static func skyColor(_ t: Double) -> Color {
        let i = max(0, skyStops.lastIndex { $0.0 <= t } ?? 0)
        let j = min(i + 1, skyStops.count - 1)
        let span = max(skyStops[j].0 - skyStops[i].0, 1e-9)
        return Color(hex: skyStops[i].1).mixed(
            with: Color(hex: skyStops[j].1), min(max((t - skyStops[i].0) / span, 0), 1))
    }

    /// How far the backdrop reaches past the world on every side, in its texels: more than the
    /// hand-held shake (1.3 points, at most a texel a point) and the next texel a sample reads,
    /// so a picture panned to its reach and shaken past it still shows the world.
    nonisolated static let backdropMargin = 4

    /// Paints the world's still part for a viewfinder of `viewport` points into one opaque RGBA
    /// bitmap at `pixelsPerPoint`, `backdropMargin` texels past the world on every side: a sky
    /// gradient, a low sun and two rows of hills made of huge circles. None of it moves against
    /// the rest (the world pans and shakes as one), so a picture takes it in one pass
    /// (docs/CAMERA.md, "The viewfinder"). Row by row the sky (one colour per row) and the glow
    /// (exp(−9(u² + v²)) · 0.9 over its square, warm white); then the sun's disc and each hill in
    /// order, drawn as the bokeh are (`draw(_:into:width:height:)`). Blending is SDL's:
    /// c = s·α + d·(1 − α) in 8-bit sRGB.
    nonisolated static func paintBackdrop(viewport: Size, pixelsPerPoint k: Double) -> Bitmap {
        let size = worldSize(viewport: viewport), unit = max(viewport.width, viewport.height, 1)
        let horizon = size.height * 0.68, m = Double(backdropMargin)
        let sun = Point(x: size.width * 0.66, y: horizon - unit * 0.075)
        // A circle of the world as a disc in the backdrop's texels.
        func disc(_ center: Point, diameter: Double, _ fill: Color) -> Disc {
            Disc(center: Point(x: center.x * k + m, y: center.y * k + m), radius: diameter * k / 2, fill: fill)
        }
        let farHills = (0..<4).map { i in
            let d = unit * [1.1, 0.9, 1.2, 1.0][i]
            let y = horizon - unit * [0.05, 0.075, 0.04, 0.065][i]
            return disc(Point(x: size.width * [-0.2, 0.25, 0.62, 1.05][i], y: y + d / 2), diameter: d, farHillColor)
        }
        let nearHills = (0..<3).map { i in
            let d = unit * [1.6, 1.4, 1.8][i]
            let x = size.width * [-0.55, 0.25, 0.7][i]
            let y = horizon + unit * [0.045, 0.02, 0.06][i]
            return disc(Point(x: x + d / 2, y: y + d / 2), diameter: d, nearHillColor)
        }
        let w = max(1, Int((size.width * k).rounded(.up))) + 2 * backdropMargin
        let h = max(1, Int((size.height * k).rounded(.up))) + 2 * backdropMargin
        var r = [Double](repeating: 0, count: w), g = r, b = r
        var px = [UInt8](repeating: 255, count: w * h * 4)
        let glow = (r: 255.0, g: 214.0, b: 160.0)
        // The glow's square side is 0.9 units, the disc's diameter 0.07.
        let half = 0.9 * unit / 2
        // The glow's falloff exp(−9(u² + v²)) is exp(−9u²)·exp(−9v²): one factor per column,
        // computed once, and one per row.
        let glowX0 = max(0, Int(((sun.x - half) * k + m).rounded(.down)))
        let glowX1 = min(w, Int(((sun.x + half) * k + m).rounded(.up)))
        let across: [Double] = (glowX0..<max(glowX0, glowX1)).map { x in
            let u = ((Double(x) - m + 0.5) / k - sun.x) / half
            return abs(u) < 1 ? exp(-9 * u * u) : 0
        }
        for y in 0..<h {
            let py = (Double(y) - m + 0.5) / k
            let sky = skyColor(py / size.height)
            let top = (sky.red * 255, sky.green * 255, sky.blue * 255)
            for x in 0..<w { (r[x], g[x], b[x]) = top }
            let v = (py - sun.y) / half
            if abs(v) < 1 {
                let down = exp(-9 * v * v) * 0.9
                for (i, x) in (glowX0..<max(glowX0, glowX1)).enumerated() where across[i] > 0 {
                    let a = across[i] * down
                    r[x] += (glow.r - r[x]) * a
                    g[x] += (glow.g - g[x]) * a
                    b[x] += (glow.b - b[x]) * a
                }
            }
            for x in 0..<w {
                let i = (y * w + x) * 4
                (px[i], px[i + 1], px[i + 2]) = (byte(r[x]), byte(g[x]), byte(b[x]))
            }
        }
        px.withUnsafeMutableBufferPointer { out in
            for d in [disc(sun, diameter: 0.07 * unit, discColor)] + farHills + nearHills {
                draw(d, into: out, width: w, height: h)
            }
        }
        return Bitmap(width: w, height: h, pixels: px)
    }
}

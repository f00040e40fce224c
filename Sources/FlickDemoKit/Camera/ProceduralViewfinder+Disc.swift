import FlickGeometry
import FlickLayers

extension ProceduralViewfinder {
    /// A disc as drawn: centre and radius in pixels, fill (alpha is the fade) and, for a near
    /// light, its rim: a colour over a ring `width` pixels wide inside the edge.
    struct Disc {
        var center: Point
        var radius: Double
        var fill: Color
        var rim: (color: Color, width: Double)? = nil
    }

    /// Blends `disc` over `width` × `height` RGBA pixels: the fill by its edge coverage, then the
    /// rim over it. A pixel is covered by r − d + ½ (clamped to 0…1) for its centre's distance d,
    /// so only pixels whose centre lies within r + ½ change; each row visits the columns within
    /// r + 1½ of the centre (a pixel's margin over rounding) and every pixel there still tests
    /// its own coverage. The bokeh and the backdrop's sun and hills are drawn this way.
    nonisolated static func draw(_ disc: Disc, into out: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int) {
        let r = disc.radius, cx = disc.center.x, cy = disc.center.y
        let x0 = max(0, Int((cx - r - 1).rounded(.down))), x1 = min(width, Int((cx + r + 1).rounded(.up)))
        let y0 = max(0, Int((cy - r - 1).rounded(.down))), y1 = min(height, Int((cy + r + 1).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        let fill = (disc.fill.red * 255, disc.fill.green * 255, disc.fill.blue * 255, disc.fill.alpha)
        let rim = disc.rim.map { ($0.color.red * 255, $0.color.green * 255, $0.color.blue * 255, $0.color.alpha) }
        let inner = r - (disc.rim?.width ?? 0)
        let reach = r + 1.5
        for y in y0..<y1 {
            let dy = Double(y) + 0.5 - cy
            let across = reach * reach - dy * dy
            guard across > 0 else { continue }
            // Columns x with |x + ½ − cx| < w: from trunc(cx − w) − 1 (at most floor(cx − w))
            // up to trunc(cx + w) (at least cx + w − 1), inclusive.
            let w = across.squareRoot()
            let xa = max(x0, Int(cx - w) - 1), xb = min(x1, Int(cx + w) + 1)
            guard xa < xb else { continue }
            let row = y * width
            for x in xa..<xb {
                let dx = Double(x) + 0.5 - cx
                let d = (dx * dx + dy * dy).squareRoot()
                let cover = min(1, max(0, r - d + 0.5))
                guard cover > 0 else { continue }
                let i = (row &+ x) &* 4
                var c = (Double(out[i]), Double(out[i + 1]), Double(out[i + 2]))
                let a = fill.3 * cover
                c = (c.0 + (fill.0 - c.0) * a, c.1 + (fill.1 - c.1) * a, c.2 + (fill.2 - c.2) * a)
                if let rim {
                    let ring = (cover - min(1, max(0, inner - d + 0.5))) * rim.3
                    c = (c.0 + (rim.0 - c.0) * ring, c.1 + (rim.1 - c.1) * ring, c.2 + (rim.2 - c.2) * ring)
                }
                out[i] = byte(c.0)
                out[i + 1] = byte(c.1)
                out[i + 2] = byte(c.2)
            }
        }
    }

    /// `v` rounded to the nearest whole number, halves away from zero (`v.rounded()`), and
    /// clamped to 0…255, without a call into the C library. Adding 1.5·2⁵² leaves v rounded to
    /// a whole number (halves to even) in the sum's low mantissa bits, exactly, for |v| < 2⁵¹
    /// (every blend of bytes); v − n is then exact too (n is within ½ of v), and a half that
    /// went down to even goes up instead.
    @inline(__always)
    nonisolated static func byte(_ v: Double) -> UInt8 {
        let shift = 6_755_399_441_055_744.0
        var n = Int(truncatingIfNeeded: (v + shift).bitPattern &- shift.bitPattern)
        if v - Double(n) == 0.5 { n &+= 1 }
        return UInt8(truncatingIfNeeded: min(max(n, 0), 255))
    }
}

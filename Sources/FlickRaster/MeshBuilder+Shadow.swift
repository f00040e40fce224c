package import FlickGeometry
package import FlickLayers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension MeshBuilder {
    /// Where the shadow's rings sit, in multiples of σ outward from the shape's edge.
    /// A Gaussian-blurred edge has alpha Φ(−d/σ) at distance d; six rings between −1.8σ and 3σ
    /// follow that curve within 0.02 (linear in between).
    static let shadowRingOffsets: [Double] = [-1.8, -0.9, 0, 0.9, 1.8, 3]

    /// The standard normal CDF Φ(x).
    static func normalCDF(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }

    /// A soft shadow: the rounded rectangle blurred by a Gaussian of `sigma` points (CALayer's
    /// shadowRadius r gives σ = r/2, see `DisplayItem.Shadow`), built from concentric rounded
    /// rings whose alphas follow the blurred edge. Every triangle is blended (`parts.edge`).
    package func shadow(
        _ rect: Rect, radii: CornerRadii, sigma: Double, transform h: Homography, color: VertexColor,
        into parts: inout Parts
    ) {
        guard rect.width > 0, rect.height > 0 else { return }
        guard sigma * h.scale(near: rect.midX, rect.midY) > 0.5 else {
            fillRoundedRect(rect, radii: radii, transform: h, color: color, into: &parts)
            parts.edge.append(parts.interior)
            parts.interior.removeAll()
            return
        }
        // The centre of a small box never reaches full strength: (2Φ(w/2σ) − 1)(2Φ(h/2σ) − 1).
        let peak =
            (2 * Self.normalCDF(rect.width / (2 * sigma)) - 1)
            * (2 * Self.normalCDF(rect.height / (2 * sigma)) - 1)
        let maxInset = min(rect.width, rect.height) / 2 - 1e-3
        let outerMost = (Self.shadowRingOffsets.last ?? 3) * sigma
        let bigRadii = CornerRadii(
            topLeft: radii.topLeft + outerMost, topRight: radii.topRight + outerMost,
            bottomRight: radii.bottomRight + outerMost, bottomLeft: radii.bottomLeft + outerMost)
        // A blurred outline needs no finer chords than a quarter of σ.
        let scale = h.scale(near: rect.midX, rect.midY)
        let tolerance = max(Self.curveTolerance, sigma * scale / 4)
        let uniform = min(
            Self.segments(radiusPixels: (bigRadii.maximum) * scale * Self.curveTolerance / tolerance), 12)
        let seg = (uniform, uniform, uniform, uniform)

        var rings: [[Point]] = []
        var ringAlpha: [Double] = []
        rings.reserveCapacity(Self.shadowRingOffsets.count)
        for k in Self.shadowRingOffsets {
            let d = max(k * sigma, -maxInset)
            let r = rect.outset(dx: d, dy: d)
            let rr = CornerRadii(
                topLeft: max(radii.topLeft + d, 0), topRight: max(radii.topRight + d, 0),
                bottomRight: max(radii.bottomRight + d, 0), bottomLeft: max(radii.bottomLeft + d, 0))
            outline.removeAll(keepingCapacity: true)
            Self.appendRoundedRect(r, rr, segments: seg, uniform: uniform, into: &outline)
            var ring: [Point] = []
            ring.reserveCapacity(outline.count)
            for p in outline {
                guard let q = h.apply(p.x, p.y) else { return }
                ring.append(Point(x: q.x, y: q.y))
            }
            rings.append(ring)
            let a = k >= 3 ? 0 : min(Self.normalCDF(-d / sigma), peak)
            ringAlpha.append(a)
        }
        for k in 0..<(rings.count - 1) {
            let n = rings[k].count
            strip(
                rings[k + 1], [Double](repeating: ringAlpha[k + 1], count: n), rings[k],
                [Double](repeating: ringAlpha[k], count: n), color: color, uv: nil, into: &parts.edge)
        }
        polygon.removeAll(keepingCapacity: true)
        polygon.append(contentsOf: rings[0])
        Self.removeRepeats(&polygon)
        slabs(polygon, color: color, alpha: ringAlpha[0], uv: nil, cell: nil, rectPieces: false, into: &parts.edge)
    }
}

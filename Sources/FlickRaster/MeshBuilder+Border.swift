package import FlickGeometry
package import FlickLayers

extension MeshBuilder {
    /// Strokes `width` points along the inside of a rounded rectangle (CALayer's border: the inner
    /// edge has radii `max(r − width, 0)`), anti-aliased on both edges.
    package func border(
        _ rect: Rect, radii: CornerRadii, width: Double, transform h: Homography, color: VertexColor,
        into parts: inout Parts
    ) {
        guard rect.width > 0, rect.height > 0, width > 0 else { return }
        let innerRect = rect.inset(by: EdgeInsets(top: width, left: width, bottom: width, right: width))
        guard innerRect.width > 0, innerRect.height > 0 else {
            fillRoundedRect(rect, radii: radii, transform: h, color: color, into: &parts)
            return
        }
        let innerRadii = CornerRadii(
            topLeft: max(radii.topLeft - width, 0), topRight: max(radii.topRight - width, 0),
            bottomRight: max(radii.bottomRight - width, 0), bottomLeft: max(radii.bottomLeft - width, 0))
        let seg = Self.cornerSegments(rect, radii, h)
        let uniform = max(max(seg.0, seg.1), max(seg.2, seg.3))
        outline.removeAll(keepingCapacity: true)
        outline2.removeAll(keepingCapacity: true)
        Self.appendRoundedRect(rect, radii, segments: seg, uniform: uniform, into: &outline)
        Self.appendRoundedRect(innerRect, innerRadii, segments: seg, uniform: uniform, into: &outline2)
        // Both outlines must survive projection unclipped to stay paired vertex for vertex.
        for p in outline where h.w(p.x, p.y) <= Self.nearW { return }
        var outerRing: [Point] = []
        var innerRing: [Point] = []
        outerRing.reserveCapacity(outline.count)
        innerRing.reserveCapacity(outline.count)
        for p in outline {
            let q = h.applyUnchecked(p.x, p.y)
            outerRing.append(Point(x: q.x, y: q.y))
        }
        for p in outline2 {
            let q = h.applyUnchecked(p.x, p.y)
            innerRing.append(Point(x: q.x, y: q.y))
        }
        let area2 = Self.signedArea2(outerRing)
        guard abs(area2) > 1e-6 else { return }
        let sign: Double = area2 > 0 ? 1 : -1
        let pixelWidth = width * h.scale(near: rect.midX, rect.midY)

        Self.computeMiters(outerRing, sign: sign, into: &miters)
        let outerMiters = miters
        Self.computeMiters(innerRing, sign: sign, into: &miters)
        let innerMiters = miters

        if pixelWidth < 1 {
            // Hairline: one band from the outer edge to the inner edge, faded by its width.
            var mid: [Point] = []
            var farOut: [Point] = []
            var farIn: [Point] = []
            for i in 0..<outerRing.count {
                mid.append((outerRing[i] + innerRing[i]) * 0.5)
                farOut.append(outerRing[i] + outerMiters[i] * 0.5)
                farIn.append(innerRing[i] - innerMiters[i] * 0.5)
            }
            let zero = [Double](repeating: 0, count: mid.count)
            // A tent 1.5 px wide covers 0.75 × its peak per unit length: peak = width / 0.75.
            let body = [Double](repeating: min(1, pixelWidth / 0.75), count: mid.count)
            strip(farOut, zero, mid, body, color: color, uv: nil, into: &parts.edge)
            strip(mid, body, farIn, zero, color: color, uv: nil, into: &parts.edge)
            return
        }

        if snapsToPixels {
            softwareFringe(outerRing, sign: sign, outward: true, color: color, uv: nil, into: &parts.edge)
            let outerNear = inner
            softwareFringe(innerRing, sign: sign, outward: false, color: color, uv: nil, into: &parts.edge)
            let ones = [Double](repeating: 1, count: outerNear.count)
            strip(outerNear, ones, inner, ones, color: color, uv: nil, into: &parts.interior)
            return
        }
        fringe(outerRing, miters: outerMiters)
        emitFringe(outward: true, color: color, uv: nil, into: &parts.edge)
        let outerNear = inner
        fringe(innerRing, miters: innerMiters)
        // For the hole, `outer` lies on the border's side and `inner` inside the hole.
        emitFringe(outward: false, color: color, uv: nil, into: &parts.edge)
        let ones = [Double](repeating: 1, count: outerNear.count)
        strip(outerNear, ones, outer, ones, color: color, uv: nil, into: &parts.interior)
    }
}

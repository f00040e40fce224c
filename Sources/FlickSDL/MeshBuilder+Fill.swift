import FlickGeometry
import FlickLayers

extension MeshBuilder {
    /// Where a filled shape's triangles go: `interior` holds the body at the shape's alpha,
    /// `edge` the anti-aliasing fringe (always blended). The renderer may draw an opaque interior
    /// without blending.
    struct Parts {
        var interior = Mesh()
        var edge = Mesh()

        /// Empties both meshes, keeping their storage.
        mutating func removeAll() {
            interior.removeAll()
            edge.removeAll()
        }
    }

    /// How a fill is tessellated.
    struct FillOptions {
        /// Anti-alias the outline with a one-pixel fringe.
        var antialias = true
        /// Texture coordinates from target pixels, for textured shapes.
        var uv: Homography? = nil
        /// Cut the interior into cells no larger than this (pixels), for perspective textures.
        var cell: Double? = nil
        /// Cut the interior into axis-aligned rectangles plus slivers (software blits).
        var rectPieces = false
    }

    /// Fills the rounded rectangle `rect` (local points) mapped through `h` to pixels.
    func fillRoundedRect(
        _ rect: Rect, radii: CornerRadii, transform h: Homography, color: VertexColor, options: FillOptions = .init(),
        into parts: inout Parts
    ) {
        guard rect.width > 0, rect.height > 0 else { return }
        outline.removeAll(keepingCapacity: true)
        Self.appendRoundedRect(rect, radii, segments: Self.cornerSegments(rect, radii, h), into: &outline)
        guard project(outline, h, into: &polygon) else { return }
        fillConvex(polygon, color: color, options: options, into: &parts)
    }

    /// Fills a convex polygon given in pixels (either winding; repeated points allowed).
    func fillConvex(_ points: [Point], color: VertexColor, options: FillOptions, into parts: inout Parts) {
        polygon2.removeAll(keepingCapacity: true)
        polygon2.append(contentsOf: points)
        Self.removeRepeats(&polygon2)
        guard polygon2.count >= 3 else { return }
        let area2 = Self.signedArea2(polygon2)
        guard abs(area2) > 1e-6 else { return }
        let sign: Double = area2 > 0 ? 1 : -1
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for p in polygon2 {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        let thin = min(maxX - minX, maxY - minY) < (snapsToPixels ? 2 : 1)
        guard options.antialias else {
            slabs(polygon2, color: color, alpha: 1, uv: options.uv, cell: options.cell, rectPieces: options.rectPieces,
                  into: &parts.interior)
            return
        }
        Self.computeMiters(polygon2, sign: sign, into: &miters)
        if thin {
            // Too small for a fringe inside it: draw the shape grown by half a pixel, faded by how
            // much of that it really covers.
            inner.removeAll(keepingCapacity: true)
            for (p, m) in zip(polygon2, miters) { inner.append(p + m * 0.5) }
            let coverage = min(1, abs(area2) / max(abs(Self.signedArea2(inner)), 1e-9))
            slabs(inner, color: color, alpha: coverage, uv: options.uv, cell: options.cell, rectPieces: false,
                  into: &parts.edge)
            return
        }
        if snapsToPixels {
            softwareFringe(polygon2, sign: sign, color: color, uv: options.uv, into: &parts.edge)
        } else {
            fringe(polygon2, miters: miters, outward: true)
            emitFringe(polygon2, sign: sign, outward: true, color: color, uv: options.uv, into: &parts.edge)
        }
        slabs(inner, color: color, alpha: 1, uv: options.uv, cell: options.cell, rectPieces: options.rectPieces,
              into: &parts.interior)
    }

    /// The software renderer's fringe for a fill: one band per edge, offset half a pixel each way
    /// along the edge's major axis only and rounded, so the band is exactly one pixel thick along
    /// that axis over its whole length (no pixel column is skipped or doubled). An axis-aligned
    /// edge covers its band evenly (both rings carry the exact coverage of the band's pixel
    /// centre, so pixel-aligned rectangles stay crisp); any other edge ramps from 0 outside to 1
    /// inside, which follows it smoothly from pixel to pixel. Consecutive bands are joined by a
    /// small cap. Leaves the interior outline (the bands' inner ends) in `inner`.
    func softwareFringe(_ p: [Point], sign: Double, color: VertexColor, uv: Homography?, into mesh: inout Mesh) {
        inner.removeAll(keepingCapacity: true)
        let n = p.count
        var first: (o: Point, i: Point)? = nil
        var last: (o: Point, i: Point)? = nil
        func cap(_ a: (o: Point, i: Point), _ b: (o: Point, i: Point)) {
            guard a.o != b.o || a.i != b.i else { return }
            let v0 = mesh.add(vertex(a.o.x, a.o.y, color, 0, uv))
            let v1 = mesh.add(vertex(b.o.x, b.o.y, color, 0, uv))
            let v2 = mesh.add(vertex(b.i.x, b.i.y, color, 1, uv))
            let v3 = mesh.add(vertex(a.i.x, a.i.y, color, 1, uv))
            mesh.quad(v0, v1, v2, v3)
        }
        for i in 0..<n {
            let j = (i + 1) % n
            let e = p[j] - p[i]
            let len = e.length
            guard len > 1e-9 else { continue }
            let normal = Point(x: e.y / len * sign, y: -e.x / len * sign)
            let off = abs(normal.x) >= abs(normal.y)
                ? Point(x: normal.x > 0 ? 0.5 : -0.5, y: 0) : Point(x: 0, y: normal.y > 0 ? 0.5 : -0.5)
            func snap(_ q: Point) -> Point { Point(x: q.x.rounded(), y: q.y.rounded()) }
            let oi = snap(p[i] + off), oj = snap(p[j] + off), ii = snap(p[i] - off), ij = snap(p[j] - off)
            let aOut: Double, aIn: Double
            if abs(normal.x) < 1e-6 || abs(normal.y) < 1e-6 {
                let mid = (oi + ii) * 0.5
                let t = (p[i].x - mid.x) * normal.x + (p[i].y - mid.y) * normal.y
                aOut = min(max(0.5 + t, 0), 1)
                aIn = aOut
            } else {
                aOut = 0
                aIn = 1
            }
            if let last { cap(last, (oi, ii)) }
            if first == nil { first = (oi, ii) }
            let a = mesh.add(vertex(oi.x, oi.y, color, aOut, uv))
            let b = mesh.add(vertex(oj.x, oj.y, color, aOut, uv))
            let c = mesh.add(vertex(ij.x, ij.y, color, aIn, uv))
            let d = mesh.add(vertex(ii.x, ii.y, color, aIn, uv))
            mesh.quad(a, b, c, d)
            inner.append(ii)
            inner.append(ij)
            last = (oj, ij)
        }
        if let first, let last { cap(last, first) }
        Self.removeRepeats(&inner)
    }

    /// Computes the fringe rings of polygon `p` (miters `m`) into `outer` and `inner`: half a
    /// pixel out and in, or in software mode the rounded positions one pixel apart along the
    /// miter's major axis.
    func fringe(_ p: [Point], miters m: [Point], outward: Bool) {
        inner.removeAll(keepingCapacity: true)
        outer.removeAll(keepingCapacity: true)
        for (q, mi) in zip(p, m) {
            if snapsToPixels {
                let len = mi.length
                let d = len > 1e-9 ? mi / len : Point(x: 0, y: -1)
                let h = 0.5 / max(abs(d.x), abs(d.y))
                outer.append(Point(x: (q.x + d.x * h).rounded(), y: (q.y + d.y * h).rounded()))
                inner.append(Point(x: (q.x - d.x * h).rounded(), y: (q.y - d.y * h).rounded()))
            } else {
                outer.append(q + mi * 0.5)
                inner.append(q - mi * 0.5)
            }
        }
    }

    /// Appends the fringe between `outer` and `inner` (from `fringe`) for polygon `p`.
    ///
    /// With `outward` the shape lies inside `p` (a fill); otherwise outside it (a border's hole).
    /// Exact mode: one strip, alpha 0 on the far side and 1 on the shape's side. Software mode:
    /// one quad per edge. An axis-aligned edge covers its one-pixel band evenly, so both rings
    /// carry the coverage of the band's pixel centre (exact, so pixel-aligned rectangles stay
    /// crisp); any other edge ramps from 0 to 1 across the band, which follows the edge
    /// smoothly from pixel to pixel instead of in steps.
    func emitFringe(
        _ p: [Point], sign: Double, outward: Bool, color: VertexColor, uv: Homography?, into mesh: inout Mesh
    ) {
        let n = p.count
        guard n >= 2 else { return }
        guard snapsToPixels else {
            alphas.removeAll(keepingCapacity: true)
            alphas2.removeAll(keepingCapacity: true)
            alphas.append(contentsOf: repeatElement(outward ? 1 : 0, count: n))
            alphas2.append(contentsOf: repeatElement(outward ? 0 : 1, count: n))
            strip(outer, alphas2, inner, alphas, color: color, uv: uv, into: &mesh)
            return
        }
        for i in 0..<n {
            let j = (i + 1) % n
            let e = p[j] - p[i]
            let len = e.length
            guard len > 1e-9 else { continue }
            let normal = Point(x: e.y / len * sign, y: -e.x / len * sign)
            let aOut: Double, aIn: Double
            if abs(normal.x) < 1e-6 || abs(normal.y) < 1e-6 {
                let mid = (outer[i] + inner[i]) * 0.5
                let t = (p[i].x - mid.x) * normal.x + (p[i].y - mid.y) * normal.y
                let inside = min(max(0.5 + t, 0), 1)
                aOut = outward ? inside : 1 - inside
                aIn = aOut
            } else {
                aOut = outward ? 0 : 1
                aIn = outward ? 1 : 0
            }
            let a = mesh.add(vertex(outer[i].x, outer[i].y, color, aOut, uv))
            let b = mesh.add(vertex(outer[j].x, outer[j].y, color, aOut, uv))
            let c = mesh.add(vertex(inner[j].x, inner[j].y, color, aIn, uv))
            let d = mesh.add(vertex(inner[i].x, inner[i].y, color, aIn, uv))
            mesh.quad(a, b, c, d)
        }
    }
}

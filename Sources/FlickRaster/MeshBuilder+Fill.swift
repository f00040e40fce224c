package import FlickGeometry
package import FlickLayers

extension MeshBuilder {
    /// Where a filled shape's triangles go: `interior` holds the body at the shape's alpha,
    /// `edge` the anti-aliasing fringe (always blended). The renderer may draw an opaque interior
    /// without blending.
    package struct Parts {
        package var interior = Mesh()
        package var edge = Mesh()

        /// Two empty meshes.
        package init() {}

        /// Empties both meshes, keeping their storage.
        package mutating func removeAll() {
            interior.removeAll()
            edge.removeAll()
        }
    }

    /// How a fill is tessellated.
    package struct FillOptions {
        /// Anti-alias the outline with a one-pixel fringe.
        package var antialias = true
        /// Texture coordinates from target pixels, for textured shapes.
        package var uv: Homography? = nil
        /// Cut the interior into cells no larger than this (pixels), for perspective textures.
        package var cell: Double? = nil
        /// Cut the interior into axis-aligned rectangles plus slivers (software blits).
        package var rectPieces = false

        /// An anti-aliased fill without texture coordinates, cells or rectangle pieces.
        package init() {}
    }

    /// Fills the rounded rectangle `rect` (local points) mapped through `h` to pixels.
    package func fillRoundedRect(
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
    package func fillConvex(_ points: [Point], color: VertexColor, options: FillOptions, into parts: inout Parts) {
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
            slabs(
                polygon2, color: color, alpha: 1, uv: options.uv, cell: options.cell, rectPieces: options.rectPieces,
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
            slabs(
                inner, color: color, alpha: coverage, uv: options.uv, cell: options.cell, rectPieces: false,
                into: &parts.edge)
            return
        }
        if snapsToPixels {
            softwareFringe(polygon2, sign: sign, outward: true, color: color, uv: options.uv, into: &parts.edge)
            Self.removeRepeats(&inner)
        } else {
            fringe(polygon2, miters: miters)
            emitFringe(outward: true, color: color, uv: options.uv, into: &parts.edge)
        }
        slabs(
            inner, color: color, alpha: 1, uv: options.uv, cell: options.cell, rectPieces: options.rectPieces,
            into: &parts.interior)
    }

    /// The software renderer's fringe: one band per edge, offset half a pixel each way along the
    /// edge's major axis only and rounded, so the band is exactly one pixel thick along that
    /// axis over its whole length (no pixel column is skipped or doubled). An axis-aligned edge
    /// covers its band evenly (both sides carry the exact coverage of the band's pixel centre, so
    /// pixel-aligned rectangles stay crisp); any other edge ramps from 0 to 1 across the band,
    /// which follows it smoothly from pixel to pixel.
    ///
    /// With `outward` the shape lies inside `p` (a fill); otherwise outside (a border's hole).
    /// Leaves in `inner` one point per vertex where the bands' inner lines meet: the outline of
    /// what the bands leave uncovered (so two outlines with equal vertex counts pair up).
    func softwareFringe(
        _ p: [Point], sign: Double, outward: Bool, color: VertexColor, uv: Homography?, into mesh: inout Mesh
    ) {
        inner.removeAll(keepingCapacity: true)
        outer.removeAll(keepingCapacity: true)
        miters.removeAll(keepingCapacity: true)
        let n = p.count
        guard n >= 2 else { return }
        // Normals per edge; a zero-length edge borrows its neighbour's.
        var lastNormal: Point? = nil
        for i in 0..<n {
            let e = p[(i + 1) % n] - p[i]
            let len = e.length
            if len > 1e-9 { lastNormal = Point(x: e.y / len * sign, y: -e.x / len * sign) }
            miters.append(lastNormal ?? .zero)
        }
        guard let anyNormal = lastNormal else { return }
        var carry = anyNormal
        for i in 0..<n {
            if miters[i] == .zero { miters[i] = carry } else { carry = miters[i] }
        }
        // Half-way points round up, on either side of zero: `rounded()` sends −0.5 to −1 but 0.5
        // to 1, which made the band of an edge on x = 0 or y = 0 two pixels wide at half
        // coverage (a seam along a panel resting at the origin).
        func snap(_ q: Point) -> Point { Point(x: (q.x + 0.5).rounded(.down), y: (q.y + 0.5).rounded(.down)) }
        func add(_ q: Point, _ a: Double) -> Int32 { mesh.add(vertex(q.x, q.y, color, a, uv)) }
        // Band ends: far side (outside the shape) and near side, at both ends of each edge.
        farEnds.removeAll(keepingCapacity: true)
        nearEnds.removeAll(keepingCapacity: true)
        bandAlphas.removeAll(keepingCapacity: true)
        for i in 0..<n {
            let j = (i + 1) % n
            let normal = miters[i]
            let step =
                abs(normal.x) >= abs(normal.y)
                ? Point(x: normal.x > 0 ? 0.5 : -0.5, y: 0) : Point(x: 0, y: normal.y > 0 ? 0.5 : -0.5)
            let out = outward ? step : step * -1
            let far = (snap(p[i] + out), snap(p[j] + out)), near = (snap(p[i] - out), snap(p[j] - out))
            farEnds.append(far)
            nearEnds.append(near)
            if abs(normal.x) < 1e-6 || abs(normal.y) < 1e-6 {
                // The band's pixel centres sit on the midline of the two rounded lines.
                let mid = (far.0 + near.0) * 0.5
                let t = (p[i].x - mid.x) * normal.x + (p[i].y - mid.y) * normal.y
                let insideP = min(max(0.5 + t, 0), 1)
                let a = outward ? insideP : 1 - insideP
                bandAlphas.append((a, a))
            } else {
                bandAlphas.append((0, 1))
            }
        }
        // Where consecutive inner band lines meet: the bands and what they enclose share these
        // points, so no pixel falls between them.
        for i in 0..<n {
            let h = (i + n - 1) % n
            let a = nearEnds[h].1, b = nearEnds[i].0
            var corner = a
            if a != b {
                let da = Point(x: -miters[h].y, y: miters[h].x), db = Point(x: -miters[i].y, y: miters[i].x)
                let cross = da.x * db.y - da.y * db.x
                let mid = (a + b) * 0.5
                corner = snap(mid)
                if abs(cross) > 0.05 {
                    let w = b - nearEnds[h].0
                    let s = (w.x * db.y - w.y * db.x) / cross
                    let q = nearEnds[h].0 + da * s
                    if q.distance(to: mid) < 2 { corner = snap(q) }
                }
            }
            inner.append(corner)
        }
        for i in 0..<n {
            let j = (i + 1) % n
            let far = farEnds[i], al = bandAlphas[i]
            if far.0 != far.1 || inner[i] != inner[j] {
                mesh.quad(add(far.0, al.far), add(far.1, al.far), add(inner[j], al.near), add(inner[i], al.near))
            }
            let fa = farEnds[(i + n - 1) % n].1, fb = far.0
            if fa != fb { mesh.triangle(add(fa, 0), add(fb, 0), add(inner[i], 1)) }
        }
    }

    /// Exact mode's fringe rings of polygon `p` (miters `m`): `outer` half a pixel out,
    /// `inner` half a pixel in.
    package func fringe(_ p: [Point], miters m: [Point]) {
        inner.removeAll(keepingCapacity: true)
        outer.removeAll(keepingCapacity: true)
        for (q, mi) in zip(p, m) {
            outer.append(q + mi * 0.5)
            inner.append(q - mi * 0.5)
        }
    }

    /// Exact mode's fringe: one strip between `outer` and `inner` (from `fringe`), alpha 0 on
    /// the far side and 1 on the shape's side. With `outward` the shape lies inside (a fill);
    /// otherwise outside (a border's hole, whose `outer` ring is on the border's side).
    func emitFringe(outward: Bool, color: VertexColor, uv: Homography?, into mesh: inout Mesh) {
        let n = outer.count
        guard n >= 2 else { return }
        alphas.removeAll(keepingCapacity: true)
        alphas2.removeAll(keepingCapacity: true)
        alphas.append(contentsOf: repeatElement(outward ? 1 : 0, count: n))
        alphas2.append(contentsOf: repeatElement(outward ? 0 : 1, count: n))
        strip(outer, alphas2, inner, alphas, color: color, uv: uv, into: &mesh)
    }
}

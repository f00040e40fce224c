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
        fringe(polygon2, miters: miters, outward: true)
        slabs(inner, color: color, alpha: 1, uv: options.uv, cell: options.cell, rectPieces: options.rectPieces,
              into: &parts.interior)
        strip(outer, alphas2, inner, alphas, color: color, uv: options.uv, into: &parts.edge)
    }

    /// Computes the fringe rings of polygon `p` into `outer`/`inner` with their alphas in
    /// `alphas2`/`alphas`. With `outward`, the shape is inside `p` (a fill); otherwise the shape
    /// lies outside `p` (the hole of a border) and the alphas say how much of the border covers.
    func fringe(_ p: [Point], miters m: [Point], outward: Bool) {
        inner.removeAll(keepingCapacity: true)
        outer.removeAll(keepingCapacity: true)
        alphas.removeAll(keepingCapacity: true)
        alphas2.removeAll(keepingCapacity: true)
        for (q, mi) in zip(p, m) {
            if snapsToPixels {
                let len = mi.length
                let d = len > 1e-9 ? mi / len : Point(x: 0, y: -1)
                let k = max(abs(d.x), abs(d.y))
                let h = 0.5 / k
                let o = Point(x: (q.x + d.x * h).rounded(), y: (q.y + d.y * h).rounded())
                let i = Point(x: (q.x - d.x * h).rounded(), y: (q.y - d.y * h).rounded())
                let mid = (o + i) * 0.5
                let t = (q.x - mid.x) * d.x + (q.y - mid.y) * d.y
                let inside = min(max(0.5 + t * k, 0), 1)
                let cover = outward ? inside : 1 - inside
                outer.append(o)
                inner.append(i)
                alphas2.append(cover)
                alphas.append(cover)
            } else {
                outer.append(q + mi * 0.5)
                inner.append(q - mi * 0.5)
                alphas2.append(outward ? 0 : 1)
                alphas.append(outward ? 1 : 0)
            }
        }
    }
}

package import FlickGeometry

/// Pure tessellation: turns rounded rectangles, borders, shadows and textured shapes into
/// triangles in output pixels. No SDL here, so every shape is unit-tested on its own.
///
/// Two modes:
/// - exact (GPU renderers): vertices keep sub-pixel positions; edges get a one-pixel fringe whose
///   outer ring has alpha 0 and inner ring the shape's alpha, so rasterising with interpolated
///   colour gives box-filter anti-aliasing.
/// - `snapsToPixels` (SDL's software renderer, which truncates vertex positions to whole pixels —
///   SDL_render_sw.c `SW_QueueGeometry`): vertices are rounded, each fringe is a band exactly one
///   pixel wide along the edge's major axis, and both rings of the band carry the coverage the
///   exact edge gives the pixel centre inside the band.
///
/// The builder keeps scratch arrays between calls so steady frames allocate nothing.
package final class MeshBuilder {
    /// True for the software renderer: see the type's note.
    package let snapsToPixels: Bool
    /// Greatest distance, in pixels, between a curve and the chords that stand for it.
    static let curveTolerance = 0.2
    /// Most segments used for a quarter circle.
    static let maxCornerSegments = 32

    package var outline: [Point] = []
    package var outline2: [Point] = []
    package var polygon: [Point] = []
    var polygon2: [Point] = []
    package var inner: [Point] = []
    package var outer: [Point] = []
    var miters: [Point] = []
    package var alphas: [Double] = []
    var alphas2: [Double] = []
    package var ys: [Double] = []
    var homogeneous: [(x: Double, y: Double, w: Double)] = []
    var farEnds: [(Point, Point)] = []
    var nearEnds: [(Point, Point)] = []
    var bandAlphas: [(far: Double, near: Double)] = []

    /// Creates a builder for one renderer.
    package init(snapsToPixels: Bool) {
        self.snapsToPixels = snapsToPixels
    }

    // MARK: Vertices

    /// Makes a vertex at `(x, y)` pixels with `color` at `alpha` × the colour's alpha, and a
    /// texture coordinate from `uv` (clamped to 0…1) when there is one.
    @inline(__always)
    package func vertex(
        _ x: Double, _ y: Double, _ color: VertexColor, _ alpha: Double, _ uv: Homography?
    ) -> MeshVertex {
        var px = x
        var py = y
        if snapsToPixels {
            px = px.rounded()
            py = py.rounded()
        }
        var u: Float = 0
        var v: Float = 0
        if let uv {
            let t = uv.applyUnchecked(px, py)
            u = Float(t.x.isFinite ? min(max(t.x, 0), 1) : 0)
            v = Float(t.y.isFinite ? min(max(t.y, 0), 1) : 0)
        }
        return MeshVertex(
            x: Float(px), y: Float(py), r: color.r, g: color.g, b: color.b, a: color.alphaByte(alpha), u: u, v: v)
    }

    /// Appends a band of quads between two closed rings of equal length (ring `a` at `alphaA`,
    /// ring `b` at `alphaB` per vertex, times the colour's alpha).
    package func strip(
        _ a: [Point], _ alphaA: [Double], _ b: [Point], _ alphaB: [Double], color: VertexColor, uv: Homography?,
        into mesh: inout Mesh
    ) {
        let n = a.count
        guard n >= 2, b.count == n else { return }
        let base = Int32(mesh.vertices.count)
        for i in 0..<n { mesh.add(vertex(a[i].x, a[i].y, color, alphaA[i], uv)) }
        for i in 0..<n { mesh.add(vertex(b[i].x, b[i].y, color, alphaB[i], uv)) }
        let nn = Int32(n)
        for i in 0..<nn {
            let j = (i + 1) % nn
            mesh.quad(base + i, base + j, base + nn + j, base + nn + i)
        }
    }

    // MARK: Interiors

    /// Fills a convex polygon (pixels) by horizontal slabs: one trapezoid between each pair of
    /// consecutive vertex heights, so every triangle's bounding box hugs it (SDL's software
    /// rasteriser walks the whole box).
    ///
    /// - `cell`: when set, slabs are cut into cells no larger than this many pixels, so an
    ///   affine texture mapping per triangle follows a perspective mapping closely.
    /// - `rectPieces`: cut each slab into an axis-aligned rectangle plus slivers; the software
    ///   renderer draws such rectangles as exact blits.
    func slabs(
        _ p: [Point], color: VertexColor, alpha: Double, uv: Homography?, cell: Double?, rectPieces: Bool,
        into mesh: inout Mesh
    ) {
        guard p.count >= 3 else { return }
        if snapsToPixels, cell == nil {
            zigzag(p, color: color, alpha: alpha, uv: uv, into: &mesh)
            return
        }
        ys.removeAll(keepingCapacity: true)
        for q in p { ys.append(q.y) }
        ys.sort()
        var last = -Double.infinity
        var k = 0
        for y in ys where y - last > 1e-7 {
            ys[k] = y
            k += 1
            last = y
        }
        ys.removeSubrange(k...)
        guard ys.count >= 2 else { return }
        var top = Double.infinity, bottom = -Double.infinity
        var left = Double.infinity, right = -Double.infinity
        for q in p {
            top = min(top, q.y)
            bottom = max(bottom, q.y)
            left = min(left, q.x)
            right = max(right, q.x)
        }
        let cell = cell.map { Self.cappedCell($0, width: right - left, height: bottom - top) }
        for s in 0..<(ys.count - 1) {
            let ya = ys[s], yb = ys[s + 1]
            // Rounded heights may fall just outside the polygon: measure the span at the nearest
            // height inside it.
            let (la, ra) = Self.span(p, at: min(max(ya, top), bottom))
            let (lb, rb) = Self.span(p, at: min(max(yb, top), bottom))
            guard max(ra - la, rb - lb) > 1e-7 else { continue }
            if let cell, max(yb - ya, abs(lb - la), abs(rb - ra)) > cell || max(ra - la, rb - lb) > cell {
                grid(ya, yb, la, ra, lb, rb, cell: cell, color: color, alpha: alpha, uv: uv, into: &mesh)
            } else if rectPieces {
                rectSlab(ya, yb, la, ra, lb, rb, color: color, alpha: alpha, uv: uv, into: &mesh)
            } else {
                quad(la, ya, ra, ya, rb, yb, lb, yb, color: color, alpha: alpha, uv: uv, into: &mesh)
            }
        }
    }

    /// Most cells a perspective-textured shape is cut into (a 2048×2048-pixel region at 16 px).
    /// A layer seen nearly edge-on can project to millions of pixels; past this the cells grow
    /// instead, so memory and time stay bounded (what lies far off the target is clipped away
    /// by `SoftwareTriangleGuard` or the GPU anyway).
    static let maxCells = 16_384.0

    /// `cell`, or larger when a `width`×`height`-pixel shape would need more than `maxCells`
    /// (or more than √`maxCells` along one side); infinite (no grid) for non-finite sizes.
    static func cappedCell(_ cell: Double, width: Double, height: Double) -> Double {
        guard width.isFinite, height.isFinite else { return .infinity }
        let perSide = maxCells.squareRoot()
        return max(cell, (width * height / maxCells).squareRoot(), max(width, height) / perSide)
    }

    /// Fills a convex polygon with triangles between its own vertices only, zigzagging from the
    /// top down between the two sides (each triangle spans one step of height). Software mode
    /// uses it: slab cuts would add vertices on slanted edges that rounding moves off the edge,
    /// opening pixel gaps against the fringe. Where both sides step down together (the straight
    /// middle of a rounded rectangle) the two triangles form an exact rectangle, which SDL's
    /// software renderer draws as a blit when `rectPieces` batches allow it.
    func zigzag(_ p: [Point], color: VertexColor, alpha: Double, uv: Homography?, into mesh: inout Mesh) {
        let n = p.count
        var top = 0
        for i in 1..<n where p[i].y < p[top].y || (p[i].y == p[top].y && p[i].x < p[top].x) { top = i }
        let base = Int32(mesh.vertices.count)
        for q in p { mesh.add(vertex(q.x, q.y, color, alpha, uv)) }
        var l = top, r = top
        var remaining = n - 1
        while remaining > 0 {
            let ln = (l + n - 1) % n, rn = (r + 1) % n
            let takeRight = p[rn].y <= p[ln].y
            let next = takeRight ? rn : ln
            if l != r { mesh.triangle(base + Int32(l), base + Int32(r), base + Int32(next)) }
            if takeRight { r = rn } else { l = ln }
            remaining -= 1
        }
    }

    /// The leftmost and rightmost x where the horizontal line at `y` meets the polygon.
    package static func span(_ p: [Point], at y: Double) -> (Double, Double) {
        var lo = Double.infinity
        var hi = -Double.infinity
        var prev = p[p.count - 1]
        for q in p {
            let y0 = min(prev.y, q.y), y1 = max(prev.y, q.y)
            if y >= y0 - 1e-9, y <= y1 + 1e-9 {
                if y1 - y0 < 1e-12 {
                    lo = min(lo, min(prev.x, q.x))
                    hi = max(hi, max(prev.x, q.x))
                } else {
                    let t = min(max((y - prev.y) / (q.y - prev.y), 0), 1)
                    let x = prev.x + (q.x - prev.x) * t
                    lo = min(lo, x)
                    hi = max(hi, x)
                }
            }
            prev = q
        }
        return lo <= hi ? (lo, hi) : (0, 0)
    }

    /// Appends the quad through four points given in order around it.
    package func quad(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x3: Double,
        _ y3: Double, color: VertexColor, alpha: Double, uv: Homography?, into mesh: inout Mesh
    ) {
        let a = mesh.add(vertex(x0, y0, color, alpha, uv))
        let b = mesh.add(vertex(x1, y1, color, alpha, uv))
        let c = mesh.add(vertex(x2, y2, color, alpha, uv))
        let d = mesh.add(vertex(x3, y3, color, alpha, uv))
        mesh.quad(a, b, c, d)
    }

    private func rectSlab(
        _ ya: Double, _ yb: Double, _ la: Double, _ ra: Double, _ lb: Double, _ rb: Double, color: VertexColor,
        alpha: Double, uv: Homography?, into mesh: inout Mesh
    ) {
        var xl = max(la, lb)
        var xr = min(ra, rb)
        if snapsToPixels {
            xl = xl.rounded()
            xr = xr.rounded()
        }
        guard xr > xl else {
            quad(la, ya, ra, ya, rb, yb, lb, yb, color: color, alpha: alpha, uv: uv, into: &mesh)
            return
        }
        quad(xl, ya, xr, ya, xr, yb, xl, yb, color: color, alpha: alpha, uv: uv, into: &mesh)
        if min(la, lb) < xl - 1e-7 {
            quad(la, ya, xl, ya, xl, yb, lb, yb, color: color, alpha: alpha, uv: uv, into: &mesh)
        }
        if max(ra, rb) > xr + 1e-7 {
            quad(xr, ya, ra, ya, rb, yb, xr, yb, color: color, alpha: alpha, uv: uv, into: &mesh)
        }
    }

    private func grid(
        _ ya: Double, _ yb: Double, _ la: Double, _ ra: Double, _ lb: Double, _ rb: Double, cell: Double,
        color: VertexColor, alpha: Double, uv: Homography?, into mesh: inout Mesh
    ) {
        let rows = max(1, Int((max(yb - ya, abs(lb - la), abs(rb - ra)) / cell).rounded(.up)))
        let cols = max(1, Int((max(ra - la, rb - lb) / cell).rounded(.up)))
        let base = Int32(mesh.vertices.count)
        for r in 0...rows {
            let t = Double(r) / Double(rows)
            let y = ya + (yb - ya) * t
            let l = la + (lb - la) * t
            let rr = ra + (rb - ra) * t
            for c in 0...cols {
                let x = l + (rr - l) * Double(c) / Double(cols)
                mesh.add(vertex(x, y, color, alpha, uv))
            }
        }
        let stride = Int32(cols + 1)
        for r in 0..<Int32(rows) {
            for c in 0..<Int32(cols) {
                let i = base + r * stride + c
                mesh.quad(i, i + 1, i + stride + 1, i + stride)
            }
        }
    }
}

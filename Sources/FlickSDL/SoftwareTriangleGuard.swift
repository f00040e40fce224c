import FlickRaster

/// Rewrites a textured batch so SDL 2.26's software rasteriser never reads outside the texture.
///
/// SDL2-2.26.5 `src/render/software/SDL_triangle.c`, `SDL_SW_BlitTriangle`, has three ways to
/// read out of bounds, all reachable with geometry Flick draws at 2×:
///
/// 1. **32-bit overflow.** Positions are turned into half-pixel fixed point (`FP_BITS` 1,
///    `trianglepoint_2_fixedpoint`), so `area = cross_product(d0, d1, d2)` is 8 × the
///    triangle's area in pixels; then `s2_x_area.x = s2->x * area` (and `.y`) multiplies it by
///    the third vertex's texel coordinate in a plain `int`. `TRIANGLE_GET_TEXTCOORD` adds that
///    to 64-bit products and divides by `area`, so a wrapped product puts `srcx`/`srcy` about
///    2³² / area texels off: invalid reads or a segfault. A full-screen 768×1280 group target
///    drawn back through a perspective clip (two triangles of ~490 000 px², texel up to 1280)
///    gives 4.7·10⁹ > 2³¹ — the home story flip at 2×. At 1× the product is 8× smaller.
/// 2. **A texel one past the edge.** `SW_QueueGeometry` (SDL_render_sw.c) takes
///    `(int)(u * texture->w)`, which is `w` for u = 1. `SDL_SW_BlitTriangle` pulls the largest
///    texel back by one only when the triangle's texel bounding box is not empty
///    (`if (srcrect.w > 0)`), so a triangle whose three vertices all have u = 1 (or v = 1) —
///    fringe beyond the texture's right or bottom edge — reads column `w` or row `h`.
/// 3. **Far-away vertices.** `cross_product` and the edge steps are `int` products of
///    fixed-point coordinates; a vertex tens of thousands of pixels away (a layer seen nearly
///    edge-on) overflows them too.
///
/// Only triangles that reach `SDL_SW_BlitTriangle` matter: pairs that
/// `SDL_SW_RenderGeometryRaw` (SDL_render.c) turns into an axis-aligned copy go through
/// `SDL_RenderCopy`, which clips safely, and must be kept as they are (they are the fast path).
/// The guard mirrors that pairing, then for every other triangle: drops it when it misses the
/// target, clips it to the target grown by `guardBand`, splits it at its (pixel-rounded)
/// centroid until 8 × area × largest texel ≤ `maxAreaTexelProduct`, and moves an all-edge
/// texel coordinate back inside the texture. Splitting at an interior point leaves the
/// triangle's edges where they were, so neighbours still meet without cracks; colours and
/// texture coordinates of new vertices come from the parent's barycentric coordinates, which is
/// the same affine map SDL interpolates.
enum SoftwareTriangleGuard {
    /// Largest 8 × area × texel product allowed: SDL's `int` holds 2³¹ − 1; half of that leaves
    /// room for the sub-pixel nudge `SDLRenderer.flush` adds after this check.
    static let maxAreaTexelProduct: Int64 = 1 << 30
    /// Pixels kept on every side of the target when clipping far-away triangles (anti-aliasing
    /// fringes and shadows reach a few pixels out; nothing here is visible).
    static let guardBand = 256.0
    /// Most centroid splits of one triangle (3¹² pieces would be far past any real need; a
    /// triangle still too big after that is dropped rather than risk a crash).
    static let maxSplitDepth = 12

    /// What the guard did to one batch.
    struct Report: Equatable {
        /// Triangles reaching SDL's triangle rasteriser that had to change.
        var rewritten = 0
        /// Triangles dropped because they draw nothing (wholly outside the target, or degenerate).
        var dropped = 0
        /// Pieces dropped because they were still too big after `maxSplitDepth` splits (never
        /// seen in practice; the alternative is a crash).
        var unsplittable = 0
        /// Triangles emitted in place of the rewritten ones.
        var emitted = 0
    }

    /// Makes `mesh` safe for `SDL_RenderGeometry` with a `textureWidth`×`textureHeight` texture on
    /// SDL's software renderer, drawing into a `targetWidth`×`targetHeight` target.
    /// `allowsRects` says SDL may see the positions as given (no nudge), so axis-aligned pairs
    /// become copies. Leaves the mesh untouched (and allocates nothing) when it is already safe.
    @discardableResult
    static func apply(
        to mesh: inout Mesh, textureWidth: Int, textureHeight: Int, targetWidth: Int, targetHeight: Int,
        allowsRects: Bool
    ) -> Report {
        let count = mesh.triangleCount
        guard count > 0, textureWidth > 0, textureHeight > 0 else { return Report() }
        let limits = Limits(
            textureWidth: textureWidth, textureHeight: textureHeight,
            box: (-guardBand, -guardBand, Double(targetWidth) + guardBand, Double(targetHeight) + guardBand),
            target: (0, 0, Double(targetWidth), Double(targetHeight)))
        // The common case (every triangle already safe) costs one pass and no allocation; SDL's
        // pairing is worked out only when some triangle is unsafe.
        var onTrianglePath: [Bool]?
        var firstUnsafe: Int?
        for t in 0..<count where !limits.isSafe(mesh, t) {
            if allowsRects {
                if onTrianglePath == nil { onTrianglePath = trianglePath(mesh) }
                if onTrianglePath?[t] == false { continue }
            }
            firstUnsafe = t
            break
        }
        guard let first = firstUnsafe else { return Report() }
        var report = Report()
        var indices = Array(mesh.indices[0..<(3 * first)])
        indices.reserveCapacity(mesh.indices.count + 64)
        var splitter = Splitter(limits: limits)
        for t in first..<count {
            let k = (mesh.indices[3 * t], mesh.indices[3 * t + 1], mesh.indices[3 * t + 2])
            if onTrianglePath?[t] == false || limits.isSafe(mesh, t) {
                indices.append(contentsOf: [k.0, k.1, k.2])
                continue
            }
            report.rewritten += 1
            let before = indices.count
            let droppedBefore = splitter.dropped
            splitter.rewrite(k, in: &mesh.vertices, into: &indices)
            if splitter.dropped > droppedBefore { report.dropped += 1 }
            report.unsplittable = splitter.unsplittable
            report.emitted += (indices.count - before) / 3
        }
        mesh.indices = indices
        return report
    }

    /// For each triangle, whether `SDL_SW_RenderGeometryRaw` (SDL_render.c, 2.26.5) hands it to
    /// the triangle rasteriser rather than folding it with its predecessor into an axis-aligned
    /// rectangle copy. A line-by-line mirror of that loop: the previous triangle and the current
    /// one form a rectangle when they share exactly two indices, the corners found as SDL finds
    /// them line up exactly, and all four colours are equal.
    static func trianglePath(_ mesh: Mesh) -> [Bool] {
        let count = mesh.triangleCount
        var path = [Bool](repeating: true, count: count)
        var prev: Int?
        let v = mesh.vertices, idx = mesh.indices
        for t in 0..<count {
            guard let p = prev else {
                prev = t
                continue
            }
            let k = (idx[3 * t], idx[3 * t + 1], idx[3 * t + 2])
            let q = (idx[3 * p], idx[3 * p + 1], idx[3 * p + 2])
            if formsRectangle(v, q, k) {
                path[p] = false
                path[t] = false
                prev = nil
            } else {
                prev = t
            }
        }
        return path
    }

    private static func formsRectangle(
        _ v: [MeshVertex], _ p: (Int32, Int32, Int32), _ k: (Int32, Int32, Int32)
    ) -> Bool {
        func inK(_ i: Int32) -> Bool { i == k.0 || i == k.1 || i == k.2 }
        guard (inK(p.0) ? 1 : 0) + (inK(p.1) ? 1 : 0) + (inK(p.2) ? 1 : 0) == 2 else { return false }
        let (v0, v1, v2) = (v[Int(k.0)], v[Int(k.1)], v[Int(k.2)])
        let a: Int32
        if v0.x <= v1.x && v0.y <= v1.y {
            a = v0.x <= v2.x && v0.y <= v2.y ? k.0 : k.2
        } else {
            a = v1.x <= v2.x && v1.y <= v2.y ? k.1 : k.2
        }
        let b: Int32
        if v0.x >= v1.x && v0.y >= v1.y {
            b = v0.x >= v2.x && v0.y >= v2.y ? k.0 : k.2
        } else {
            b = v1.x >= v2.x && v1.y >= v2.y ? k.1 : k.2
        }
        let c = k.0 != a && k.0 != b ? k.0 : (k.1 != a && k.1 != b ? k.1 : k.2)
        let c2 = p.0 != a && p.0 != b ? p.0 : (p.1 != a && p.1 != b ? p.1 : p.2)
        let va = v[Int(a)], vb = v[Int(b)]
        func corner(_ i: Int32) -> Bool {
            let vc = v[Int(i)]
            return (va.x == vc.x && vb.y == vc.y) || (va.y == vc.y && vb.x == vc.x)
        }
        guard corner(c), corner(c2) else { return false }
        func colour(_ m: MeshVertex) -> (UInt8, UInt8, UInt8, UInt8) { (m.r, m.g, m.b, m.a) }
        let ca = colour(va)
        return ca == colour(vb) && ca == colour(v[Int(c)]) && ca == colour(v[Int(c2)])
    }
}

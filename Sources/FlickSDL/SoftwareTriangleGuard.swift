import FlickRaster

/// Rewrites a textured batch so SDL 2.26's software rasteriser never reads outside the texture
/// (docs/RENDERING.md, "Known limits", gives the whole account, with the C reproducer).
///
/// SDL2-2.26.5's `SDL_SW_BlitTriangle` (SDL_triangle.c) reads out of bounds in three ways, all
/// reachable at 2×: `s2->x * area` overflows a plain `int` when 8 × a triangle's area in pixels
/// times its largest texel passes 2³¹ (a full-screen group target composited through the flip's
/// turned clip); a triangle whose three texture coordinates are all 1 on an axis reads column
/// `w` or row `h` (`SW_QueueGeometry` takes `(int)(u * w)`); and vertices tens of thousands of
/// pixels away overflow its `int` edge functions.
///
/// Pairs that `SDL_SW_RenderGeometryRaw` turns into a rectangle copy never reach that code and
/// stay as they are (they are the fast path); the guard mirrors that pairing. Every other
/// triangle is dropped when it misses the target, clipped to the target grown by `guardBand`,
/// split at its pixel-rounded centroid until 8 × area × texel ≤ `maxAreaTexelProduct`, and has
/// an all-edge texel moved back inside. Splitting at an interior point keeps every edge, so
/// neighbours meet without cracks; new vertices take colour and texture coordinate from the
/// parent's barycentric coordinates, the affine map SDL interpolates.
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

    /// Makes `mesh` safe for `SDL_RenderGeometry` with a `textureWidth`×`textureHeight` texture on
    /// SDL's software renderer, drawing into a `targetWidth`×`targetHeight` target.
    /// `allowsRects` says SDL may see the positions as given (no nudge), so axis-aligned pairs
    /// become copies. Leaves the mesh untouched (and allocates nothing) when it is already safe.
    /// Returns how many pieces were left out because they were still too big after
    /// `maxSplitDepth` splits (never seen in practice; the alternative is a crash), for the
    /// caller to report.
    @discardableResult
    static func apply(
        to mesh: inout Mesh, textureWidth: Int, textureHeight: Int, targetWidth: Int, targetHeight: Int,
        allowsRects: Bool
    ) -> Int {
        let count = mesh.triangleCount
        guard count > 0, textureWidth > 0, textureHeight > 0 else { return 0 }
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
        guard let first = firstUnsafe else { return 0 }
        var indices = Array(mesh.indices[0..<(3 * first)])
        indices.reserveCapacity(mesh.indices.count + 64)
        var splitter = Splitter(limits: limits)
        for t in first..<count {
            let k = (mesh.indices[3 * t], mesh.indices[3 * t + 1], mesh.indices[3 * t + 2])
            if onTrianglePath?[t] == false || limits.isSafe(mesh, t) {
                indices.append(contentsOf: [k.0, k.1, k.2])
                continue
            }
            splitter.rewrite(k, in: &mesh.vertices, into: &indices)
        }
        mesh.indices = indices
        return splitter.unsplittable
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

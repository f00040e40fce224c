package import FlickGeometry
package import FlickLayers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Unit quarter circles, one table per segment count: `arcTables[n][k]` is the point at angle
/// `k·(π/2)/n`, k in 0…n.
private let arcTables: [[Point]] = (0...MeshBuilder.maxCornerSegments).map { n in
    guard n > 0 else { return [Point(x: 1, y: 0)] }
    return (0...n).map { k in
        let a = Double(k) * (Double.pi / 2) / Double(n)
        return Point(x: cos(a), y: sin(a))
    }
}

extension MeshBuilder {
    /// Segments for a quarter circle of `r` pixels so no chord strays more than
    /// `curveTolerance` from the arc: θ = 2·acos(1 − tolerance/r) per segment.
    package static func segments(radiusPixels r: Double) -> Int {
        guard r > curveTolerance, r.isFinite else { return 1 }
        let theta = 2 * acos(1 - curveTolerance / r)
        return min(maxCornerSegments, max(1, Int(((Double.pi / 2) / theta).rounded(.up))))
    }

    /// Segment counts for each corner (top-left, top-right, bottom-right, bottom-left) of a
    /// rounded rectangle drawn through `h`.
    package static func cornerSegments(_ rect: Rect, _ radii: CornerRadii, _ h: Homography) -> (Int, Int, Int, Int) {
        func n(_ r: Double, _ x: Double, _ y: Double) -> Int {
            r > 0 ? segments(radiusPixels: r * h.scale(near: x, y)) : 0
        }
        return (
            n(radii.topLeft, rect.minX, rect.minY), n(radii.topRight, rect.maxX, rect.minY),
            n(radii.bottomRight, rect.maxX, rect.maxY), n(radii.bottomLeft, rect.minX, rect.maxY)
        )
    }

    /// Appends the outline of a rounded rectangle, clockwise on screen (y down) from the left end
    /// of the top-left arc. Each corner gives `segments + 1` points, or one point when square;
    /// with `uniform`, every corner gives `uniform + 1` points (a square corner repeats its point),
    /// so outlines of nested shapes pair up vertex for vertex.
    package static func appendRoundedRect(
        _ rect: Rect, _ radii: CornerRadii, segments: (Int, Int, Int, Int), uniform: Int? = nil,
        into out: inout [Point]
    ) {
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        // (centre, radius, start quadrant): quadrant q rotates the unit arc by q·90°.
        corner(x0 + radii.topLeft, y0 + radii.topLeft, radii.topLeft, quadrant: 2, segments.0, uniform, &out)
        corner(x1 - radii.topRight, y0 + radii.topRight, radii.topRight, quadrant: 3, segments.1, uniform, &out)
        corner(
            x1 - radii.bottomRight, y1 - radii.bottomRight, radii.bottomRight, quadrant: 0, segments.2, uniform, &out)
        corner(x0 + radii.bottomLeft, y1 - radii.bottomLeft, radii.bottomLeft, quadrant: 1, segments.3, uniform, &out)
    }

    private static func corner(
        _ cx: Double, _ cy: Double, _ r: Double, quadrant: Int, _ n: Int, _ uniform: Int?, _ out: inout [Point]
    ) {
        let count = uniform ?? (r > 0 ? max(n, 1) : 0)
        if count == 0 || r <= 0 {
            for _ in 0...(uniform ?? 0) { out.append(Point(x: cx, y: cy)) }
            return
        }
        let table = arcTables[min(count, maxCornerSegments)]
        for p in table {
            // Rotate (cos, sin) by quadrant·90° (y down: clockwise on screen).
            let (dx, dy): (Double, Double)
            switch quadrant {
            case 0: (dx, dy) = (p.x, p.y)
            case 1: (dx, dy) = (-p.y, p.x)
            case 2: (dx, dy) = (-p.x, -p.y)
            default: (dx, dy) = (p.y, -p.x)
            }
            out.append(Point(x: cx + r * dx, y: cy + r * dy))
        }
    }

    /// Maps a local polygon through `h` into `out` (pixels), first cutting away whatever lies
    /// behind the eye. Returns false when nothing is left in front.
    package func project(_ local: [Point], _ h: Homography, into out: inout [Point]) -> Bool {
        out.removeAll(keepingCapacity: true)
        guard local.count >= 3 else { return false }
        var allInFront = true
        for p in local where h.w(p.x, p.y) <= Self.nearW {
            allInFront = false
            break
        }
        if allInFront {
            for p in local {
                let q = h.applyUnchecked(p.x, p.y)
                out.append(Point(x: q.x, y: q.y))
            }
            return true
        }
        // Sutherland–Hodgman against the plane w = nearW, in homogeneous coordinates.
        homogeneous.removeAll(keepingCapacity: true)
        for p in local {
            homogeneous.append((p.x * h.a + p.y * h.d + h.g, p.x * h.b + p.y * h.e + h.h, h.w(p.x, p.y)))
        }
        var prev = homogeneous[homogeneous.count - 1]
        for cur in homogeneous {
            let prevIn = prev.w > Self.nearW, curIn = cur.w > Self.nearW
            if prevIn != curIn {
                let t = (Self.nearW - prev.w) / (cur.w - prev.w)
                let x = prev.x + (cur.x - prev.x) * t, y = prev.y + (cur.y - prev.y) * t
                out.append(Point(x: x / Self.nearW, y: y / Self.nearW))
            }
            if curIn { out.append(Point(x: cur.x / cur.w, y: cur.y / cur.w)) }
            prev = cur
        }
        return out.count >= 3
    }

    /// The smallest homogeneous weight a projected point may have (points nearer the eye plane
    /// are cut away so nothing projects to infinity).
    static let nearW = 1e-3

    /// Twice the signed area; positive for clockwise-on-screen (y down) outlines.
    static func signedArea2(_ p: [Point]) -> Double {
        guard p.count >= 3 else { return 0 }
        var s = 0.0
        var prev = p[p.count - 1]
        for q in p {
            s += prev.x * q.y - q.x * prev.y
            prev = q
        }
        return s
    }

    /// Removes points that repeat their predecessor (closing point included).
    static func removeRepeats(_ p: inout [Point], tolerance: Double = 1e-6) {
        guard p.count > 1 else { return }
        var k = 1
        for i in 1..<p.count {
            let d = p[i] - p[k - 1]
            if abs(d.x) > tolerance || abs(d.y) > tolerance {
                p[k] = p[i]
                k += 1
            }
        }
        p.removeSubrange(k...)
        while p.count > 1, abs(p[0].x - p[p.count - 1].x) <= tolerance, abs(p[0].y - p[p.count - 1].y) <= tolerance {
            p.removeLast()
        }
    }

    /// Clips a convex polygon to an axis-aligned rectangle (Sutherland–Hodgman), in place.
    package static func clip(_ p: inout [Point], to r: Rect, scratch: inout [Point]) {
        func pass(_ inside: (Point) -> Bool, _ cut: (Point, Point) -> Point) {
            scratch.removeAll(keepingCapacity: true)
            guard let last = p.last else { return }
            var prev = last
            for cur in p {
                let a = inside(prev), b = inside(cur)
                if a != b { scratch.append(cut(prev, cur)) }
                if b { scratch.append(cur) }
                prev = cur
            }
            swap(&p, &scratch)
        }
        func atX(_ x: Double) -> (Point, Point) -> Point {
            { a, b in Point(x: x, y: a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)) }
        }
        func atY(_ y: Double) -> (Point, Point) -> Point {
            { a, b in Point(x: a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y: y) }
        }
        pass({ $0.x >= r.minX }, atX(r.minX))
        pass({ $0.x <= r.maxX }, atX(r.maxX))
        pass({ $0.y >= r.minY }, atY(r.minY))
        pass({ $0.y <= r.maxY }, atY(r.maxY))
    }

    /// Outward miter vectors for a closed polygon, skipping repeated points: at each vertex the
    /// vector whose projection on both neighbouring edge normals is 1 (limited at sharp turns).
    /// `sign` is +1 for clockwise-on-screen outlines, −1 for the other way.
    static func computeMiters(_ p: [Point], sign: Double, into out: inout [Point]) {
        out.removeAll(keepingCapacity: true)
        let n = p.count
        guard n >= 2 else {
            if n == 1 { out.append(.zero) }
            return
        }
        func normal(_ a: Point, _ b: Point) -> Point? {
            let d = b - a
            let len = d.length
            guard len > 1e-9 else { return nil }
            return Point(x: d.y / len * sign, y: -d.x / len * sign)
        }
        for i in 0..<n {
            var j = (i + n - 1) % n
            var n0: Point? = nil
            for _ in 0..<n {
                if let v = normal(p[j], p[i]) {
                    n0 = v
                    break
                }
                j = (j + n - 1) % n
            }
            var k = (i + 1) % n
            var n1: Point? = nil
            for _ in 0..<n {
                if let v = normal(p[i], p[k]) {
                    n1 = v
                    break
                }
                k = (k + 1) % n
            }
            guard let a = n0 ?? n1, let b = n1 ?? n0 else {
                out.append(.zero)
                continue
            }
            let dot = a.x * b.x + a.y * b.y
            let s = a + b
            let denom = max(1 + dot, 0.25)
            out.append(Point(x: s.x / denom, y: s.y / denom))
        }
    }
}

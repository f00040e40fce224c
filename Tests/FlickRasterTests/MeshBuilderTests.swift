import FlickGeometry
import FlickLayers
import Testing

@testable import FlickRaster

/// The pure tessellation, without SDL.
@Suite struct MeshBuilderTests {
    /// ∫ alpha over the mesh, in pixels²: each triangle's area times its mean alpha (exact for
    /// linearly interpolated alpha), so a mesh that anti-aliases well covers the shape's area.
    static func coverage(_ mesh: Mesh) -> Double {
        var total = 0.0
        for t in 0..<mesh.triangleCount {
            let a = mesh.vertices[Int(mesh.indices[3 * t])]
            let b = mesh.vertices[Int(mesh.indices[3 * t + 1])]
            let c = mesh.vertices[Int(mesh.indices[3 * t + 2])]
            let area = abs(Double((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y))) / 2
            total += area * (Double(a.a) + Double(b.a) + Double(c.a)) / 3 / 255
        }
        return total
    }

    static func fill(
        _ rect: Rect, radii: CornerRadii = .zero, transform: Homography = .identity, snaps: Bool = false,
        options: MeshBuilder.FillOptions = .init()
    ) -> MeshBuilder.Parts {
        let b = MeshBuilder(snapsToPixels: snaps)
        var parts = MeshBuilder.Parts()
        b.fillRoundedRect(rect, radii: radii, transform: transform, color: .white, options: options, into: &parts)
        return parts
    }

    @Test func segmentsGrowWithRadiusAndStayBounded() {
        #expect(MeshBuilder.segments(radiusPixels: 0.1) == 1)
        #expect(MeshBuilder.segments(radiusPixels: 40) == 8)
        var last = 0
        for r in stride(from: 1.0, through: 2000, by: 7) {
            let n = MeshBuilder.segments(radiusPixels: r)
            #expect(n >= last)
            last = n
        }
        #expect(last == MeshBuilder.maxCornerSegments)
    }

    @Test func roundedOutlineLiesOnTheArcs() {
        var pts: [Point] = []
        let rect = Rect(x: 10, y: 20, width: 100, height: 60)
        MeshBuilder.appendRoundedRect(rect, CornerRadii(all: 15), segments: (6, 6, 6, 6), into: &pts)
        #expect(pts.count == 4 * 7)
        #expect(pts[0] == Point(x: 10, y: 35))
        let centres = [Point(x: 25, y: 35), Point(x: 95, y: 35), Point(x: 95, y: 65), Point(x: 25, y: 65)]
        for (i, p) in pts.enumerated() {
            #expect(abs(p.distance(to: centres[i / 7]) - 15) < 1e-9)
            #expect(
                p.x >= rect.minX - 1e-9 && p.x <= rect.maxX + 1e-9 && p.y >= rect.minY - 1e-9 && p.y <= rect.maxY + 1e-9
            )
        }
        #expect(MeshBuilder.signedArea2(pts) > 0, "outlines run clockwise on screen")
    }

    @Test func uniformOutlinesPairUp() {
        var a: [Point] = []
        var b: [Point] = []
        MeshBuilder.appendRoundedRect(
            Rect(x: 0, y: 0, width: 50, height: 50), CornerRadii(all: 10), segments: (4, 4, 4, 4), uniform: 5, into: &a)
        MeshBuilder.appendRoundedRect(
            Rect(x: 5, y: 5, width: 40, height: 40), .zero, segments: (4, 4, 4, 4), uniform: 5, into: &b)
        #expect(a.count == b.count)
        #expect(b[0] == b[5] && b[0] == Point(x: 5, y: 5), "a square corner repeats its point")
    }

    @Test func antialiasedRectCoversItsArea() {
        let parts = Self.fill(Rect(x: 10.25, y: 20.5, width: 40, height: 30))
        let total = Self.coverage(parts.interior) + Self.coverage(parts.edge)
        #expect(abs(total - 1200) < 1200 * 0.002)
        // The fringe's outer ring is transparent and sits half a pixel outside.
        let outer = parts.edge.vertices.filter { $0.a == 0 }
        #expect(!outer.isEmpty)
        #expect(outer.allSatisfy { $0.x <= 9.76 || $0.x >= 50.24 || $0.y <= 20.01 || $0.y >= 50.99 })
    }

    @Test(arguments: [false, true])
    func roundedRectCoversItsArea(snaps: Bool) {
        let r = 12.0
        let parts = Self.fill(Rect(x: 20, y: 20, width: 80, height: 50), radii: CornerRadii(all: r), snaps: snaps)
        let expected = 80 * 50 - (4 - Double.pi) * r * r
        let total = Self.coverage(parts.interior) + Self.coverage(parts.edge)
        #expect(abs(total - expected) < expected * (snaps ? 0.01 : 0.002))
    }

    @Test func softwareModeSnapsEveryVertex() {
        let h = Homography(
            Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1).concatenating(Transform3D(translationX: 40.3, y: 17.7)))
        let parts = Self.fill(
            Rect(x: 0, y: 0, width: 30, height: 20), radii: CornerRadii(all: 5), transform: h, snaps: true)
        for v in parts.interior.vertices + parts.edge.vertices {
            #expect(v.x == v.x.rounded() && v.y == v.y.rounded())
        }
    }

    @Test func pixelAlignedEdgesStayCrispInSoftwareMode() {
        // Every fringe vertex of a pixel-aligned rectangle carries alpha 0 or 1: no half-covered pixels.
        let parts = Self.fill(Rect(x: 10, y: 10, width: 20, height: 20), snaps: true)
        #expect(parts.edge.vertices.allSatisfy { $0.a == 0 || $0.a == 255 })
        // Within the one corner pixel where two bands meet.
        #expect(abs(Self.coverage(parts.interior) + Self.coverage(parts.edge) - 400) < 2)
    }

    @Test func rectPiecesGiveAxisAlignedQuads() {
        var options = MeshBuilder.FillOptions()
        options.rectPieces = true
        options.antialias = false
        let parts = Self.fill(
            Rect(x: 0, y: 0, width: 60, height: 40), radii: CornerRadii(all: 10), snaps: true, options: options)
        let m = parts.interior
        var rects = 0
        for q in stride(from: 0, to: m.triangleCount - 1, by: 1) {
            let t0 = (0..<3).map { m.vertices[Int(m.indices[3 * q + $0])] }
            let t1 = (0..<3).map { m.vertices[Int(m.indices[3 * q + 3 + $0])] }
            let xs = Set((t0 + t1).map(\.x)), ys = Set((t0 + t1).map(\.y))
            if xs.count == 2, ys.count == 2, Set(m.indices[(3 * q)..<(3 * q + 6)]).count == 4 { rects += 1 }
        }
        #expect(rects >= 1, "the body of a rounded rectangle is cut into blit-able rectangles")
        #expect(abs(Self.coverage(m) - (60 * 40 - (4 - Double.pi) * 100)) < 30)
    }

    @Test func perspectiveTexturedQuadIsCutIntoSmallCellsWithExactUVs() {
        let m = Transform3D(rotationAngle: 0.9, x: 0, y: 1, z: 0)
            .concatenating(Transform3D.perspective(distance: 300))
            .concatenating(Transform3D(translationX: 150, y: 100))
        let h = Homography(m)
        let rect = Rect(x: -60, y: -40, width: 120, height: 80)
        let b = MeshBuilder(snapsToPixels: false)
        var local = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
            Point(x: rect.minX, y: rect.maxY),
        ]
        var px: [Point] = []
        #expect(b.project(local, h, into: &px))
        let toUV = Homography(
            a: 1 / rect.width, b: 0, c: 0, d: 0, e: 1 / rect.height, f: 0, g: -rect.minX / rect.width,
            h: -rect.minY / rect.height, i: 1)
        var options = MeshBuilder.FillOptions()
        options.antialias = false
        options.uv = h.inverted()!.concatenating(toUV)
        options.cell = 16
        var parts = MeshBuilder.Parts()
        b.fillConvex(px, color: .white, options: options, into: &parts)
        let mesh = parts.interior
        #expect(mesh.triangleCount > 20)
        for t in 0..<mesh.triangleCount {
            let v = (0..<3).map { mesh.vertices[Int(mesh.indices[3 * t + $0])] }
            for (a, c) in [(v[0], v[1]), (v[1], v[2]), (v[2], v[0])] {
                // A cell is at most 16 px tall and wide and leans at most 16 px: sides ≤ 16·√5.
                #expect(
                    Double(((a.x - c.x) * (a.x - c.x) + (a.y - c.y) * (a.y - c.y)).squareRoot()) <= 16
                        * 5.0.squareRoot() + 1e-3)
            }
        }
        // Each vertex's UV is where that pixel really comes from on the tilted plane.
        for v in mesh.vertices {
            guard let p = h.apply(rect.minX + Double(v.u) * rect.width, rect.minY + Double(v.v) * rect.height) else {
                continue
            }
            #expect(abs(p.x - Double(v.x)) < 1e-2 && abs(p.y - Double(v.y)) < 1e-2)
        }
        local.removeAll()
    }

    /// A `rect` textured through `h` (local points → pixels), cut into `cell`-pixel cells.
    static func perspectiveImage(_ rect: Rect, _ h: Homography, snaps: Bool, cell: Double = 16) -> Mesh {
        let b = MeshBuilder(snapsToPixels: snaps)
        let local = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
            Point(x: rect.minX, y: rect.maxY),
        ]
        var px: [Point] = []
        guard b.project(local, h, into: &px), let inverse = h.inverted() else { return Mesh() }
        var options = MeshBuilder.FillOptions()
        options.antialias = false
        options.uv = inverse.concatenating(
            Homography(
                a: 1 / rect.width, b: 0, c: 0, d: 0, e: 1 / rect.height, f: 0, g: -rect.minX / rect.width,
                h: -rect.minY / rect.height, i: 1))
        options.cell = cell
        var parts = MeshBuilder.Parts()
        b.fillConvex(px, color: .white, options: options, into: &parts)
        return parts.interior
    }

    @Test func softwareGridPointsSitOnPixelsWithTheHomographysUVs() throws {
        // The flip's turn (FEEL.md §1: m34 = −0.002) at 60°, a 360×640 pt card at 2×.
        var p = Transform3D.identity
        p.m34 = -0.002
        let h = Homography(
            Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(p)
                .concatenating(Transform3D(translationX: 180, y: 320)).concatenating(Transform3D(scaleX: 2, y: 2)))
        let rect = Rect(x: -180, y: -320, width: 360, height: 640)
        let mesh = Self.perspectiveImage(rect, h, snaps: true)
        #expect(mesh.triangleCount > 100)
        for v in mesh.vertices {
            #expect(v.x == v.x.rounded() && v.y == v.y.rounded(), "software vertices are whole pixels")
            // The texture coordinate is the point of the card that lands on this very pixel.
            let q = try #require(h.apply(rect.minX + Double(v.u) * rect.width, rect.minY + Double(v.v) * rect.height))
            let clamped = v.u == 0 || v.u == 1 || v.v == 0 || v.v == 1
            let dx = abs(q.x - Double(v.x)), dy = abs(q.y - Double(v.y))
            #expect(clamped || (dx < 1e-2 && dy < 1e-2), "vertex \(v.x), \(v.y) is off by \(dx), \(dy)")
        }
    }

    @Test func aNearlyEdgeOnLayerGetsBoundedCells() {
        // A plane whose near edge comes within w = 0.002 of the eye projects to ~10⁵ pixels;
        // 16-pixel cells would be tens of millions of triangles.
        var m = Transform3D.identity
        m.m14 = -0.998 / 100
        let h = Homography(m)
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        let mesh = Self.perspectiveImage(rect, h, snaps: true)
        #expect(mesh.triangleCount > 2)
        #expect(Double(mesh.triangleCount) <= 4 * MeshBuilder.maxCells, "\(mesh.triangleCount) triangles")
        #expect((mesh.vertices.map(\.x).max() ?? 0) > 10_000, "the shape really is huge on screen")
    }

    @Test func cappedCellKeepsSmallShapesAndGrowsHugeOnes() {
        #expect(MeshBuilder.cappedCell(16, width: 720, height: 1280) == 16)
        let huge = MeshBuilder.cappedCell(16, width: 1e6, height: 1e6)
        #expect((1e6 / huge) * (1e6 / huge) <= MeshBuilder.maxCells + 1e-6)
        #expect(1e7 / MeshBuilder.cappedCell(16, width: 1e7, height: 2) <= MeshBuilder.maxCells.squareRoot() + 1e-9)
        #expect(MeshBuilder.cappedCell(16, width: .infinity, height: 5) == .infinity)
    }

    @Test func perspectiveNearEdgeIsTallerThanFarEdge() {
        let m = Transform3D(rotationAngle: 50 * .pi / 180, x: 0, y: 1, z: 0)
            .concatenating(Transform3D.perspective(distance: 500))
            .concatenating(Transform3D(translationX: 200, y: 200))
        let h = Homography(m)
        let left = (h.apply(-100, -50)!, h.apply(-100, 50)!), right = (h.apply(100, -50)!, h.apply(100, 50)!)
        let leftHeight = left.1.y - left.0.y, rightHeight = right.1.y - right.0.y
        #expect(leftHeight != rightHeight)
        #expect(abs(right.0.x - left.0.x) < 200 * 0.7, "the card is foreshortened")
    }

    @Test func polygonsBehindTheEyeAreCut() {
        // A plane tilted so its far half passes behind the eye (w ≤ 0).
        var m = Transform3D.identity
        m.m24 = -0.02
        let h = Homography(m)
        let b = MeshBuilder(snapsToPixels: false)
        var out: [Point] = []
        let square = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]
        #expect(b.project(square, h, into: &out))
        #expect(out.allSatisfy { $0.isFinite })
        #expect(out.allSatisfy { $0.y >= -1e-9 && $0.y <= 50 / (1 - 0.02 * 50) + 1e6 })
        var none: [Point] = []
        var behind = Transform3D.identity
        behind.m44 = -1
        #expect(!b.project(square, Homography(behind), into: &none))
    }

    @Test(arguments: [false, true])
    func borderCoversTheRing(snaps: Bool) {
        let b = MeshBuilder(snapsToPixels: snaps)
        var parts = MeshBuilder.Parts()
        b.border(
            Rect(x: 10, y: 10, width: 100, height: 100), radii: .zero, width: 10, transform: .identity, color: .white,
            into: &parts)
        let total = Self.coverage(parts.interior) + Self.coverage(parts.edge)
        #expect(abs(total - (100 * 100 - 80 * 80)) < 3600 * 0.01)
    }

    @Test func hairlineBorderIsFaded() {
        let b = MeshBuilder(snapsToPixels: false)
        var parts = MeshBuilder.Parts()
        b.border(
            Rect(x: 10, y: 10, width: 50, height: 50), radii: .zero, width: 0.5, transform: .identity, color: .white,
            into: &parts)
        #expect(parts.interior.isEmpty)
        #expect(parts.edge.vertices.map(\.a).max() == 170, "peak = width / 0.75 for a 1.5 px tent")
        #expect(abs(Self.coverage(parts.edge) - (50 * 50 - 49 * 49)) < 99 * 0.1)
    }

    @Test func shadowKeepsItsIntegralAndFadesOutwards() {
        let b = MeshBuilder(snapsToPixels: false)
        var parts = MeshBuilder.Parts()
        let rect = Rect(x: 100, y: 100, width: 80, height: 60)
        b.shadow(rect, radii: CornerRadii(all: 8), sigma: 6, transform: .identity, color: .white, into: &parts)
        #expect(parts.interior.isEmpty)
        // Blurring moves coverage around but keeps its total: the shape's area.
        let area = 80 * 60 - (4 - Double.pi) * 64
        #expect(abs(Self.coverage(parts.edge) - area) < area * 0.05)
        let far = parts.edge.vertices.filter { $0.x < 100 - 3 * 6 + 1e-3 }
        #expect(!far.isEmpty && far.allSatisfy { $0.a == 0 })
    }

    @Test func normalCDF() {
        #expect(abs(MeshBuilder.normalCDF(0) - 0.5) < 1e-12)
        #expect(abs(MeshBuilder.normalCDF(1.959964) - 0.975) < 1e-6)
    }

    @Test func clipToRectKeepsTheOverlap() {
        var p = [Point(x: -10, y: -10), Point(x: 30, y: -10), Point(x: 30, y: 30), Point(x: -10, y: 30)]
        var scratch: [Point] = []
        MeshBuilder.clip(&p, to: Rect(x: 0, y: 0, width: 20, height: 10), scratch: &scratch)
        #expect(abs(MeshBuilder.signedArea2(p) / 2 - 200) < 1e-9)
    }
}

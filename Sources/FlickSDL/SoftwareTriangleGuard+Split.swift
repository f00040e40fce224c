import FlickGeometry
import FlickRaster

extension SoftwareTriangleGuard {
    /// The numbers SDL computes for one triangle, and whether they stay in range.
    struct Limits {
        let textureWidth: Int
        let textureHeight: Int
        /// Where vertices may lie (the target grown by `guardBand`), pixels.
        let box: (minX: Double, minY: Double, maxX: Double, maxY: Double)
        /// The target itself, pixels.
        let target: (minX: Double, minY: Double, maxX: Double, maxY: Double)

        /// SDL's texel for a texture coordinate: `(int)(u * texture->w)` (SW_QueueGeometry).
        @inline(__always) static func texel(_ u: Float, _ size: Int) -> Int64 {
            let s = min(max(u, 0), 1) * Float(size)
            return Int64(s)
        }

        /// SDL's fixed-point coordinate: `(int)x << FP_BITS` (SW_QueueGeometry).
        @inline(__always) static func fixed(_ x: Float) -> Int64 { Int64(x) << 1 }

        /// True when every vertex lies inside `box` (false for NaN).
        @inline(__always) func inBox(_ p: MeshVertex) -> Bool {
            Double(p.x) >= box.minX && Double(p.x) <= box.maxX && Double(p.y) >= box.minY && Double(p.y) <= box.maxY
        }

        /// |cross product| in SDL's fixed point (8 × area in pixels) times the largest texel.
        func areaTexelProduct(_ a: MeshVertex, _ b: MeshVertex, _ c: MeshVertex) -> Int64 {
            let ax = Self.fixed(a.x), ay = Self.fixed(a.y)
            let area = abs(
                (Self.fixed(b.x) - ax) * (Self.fixed(c.y) - ay) - (Self.fixed(b.y) - ay) * (Self.fixed(c.x) - ax))
            let su = max(Self.texel(a.u, textureWidth), Self.texel(b.u, textureWidth), Self.texel(c.u, textureWidth))
            let sv = max(Self.texel(a.v, textureHeight), Self.texel(b.v, textureHeight), Self.texel(c.v, textureHeight))
            return area * max(su, sv)
        }

        /// True when all three texels sit at the far edge on one axis (SDL then reads one past it).
        func edgeTexel(_ a: MeshVertex, _ b: MeshVertex, _ c: MeshVertex) -> (u: Bool, v: Bool) {
            let w = Int64(textureWidth), h = Int64(textureHeight)
            let su = Self.texel(a.u, textureWidth)
            let sv = Self.texel(a.v, textureHeight)
            return (
                su >= w && Self.texel(b.u, textureWidth) == su && Self.texel(c.u, textureWidth) == su,
                sv >= h && Self.texel(b.v, textureHeight) == sv && Self.texel(c.v, textureHeight) == sv
            )
        }

        /// True when SDL draws triangle `t` of `mesh` without reading out of bounds. Runs for
        /// every textured triangle, so the usual small triangle is cleared by a bounding-box
        /// bound before any exact arithmetic.
        func isSafe(_ mesh: Mesh, _ t: Int) -> Bool {
            let a = mesh.vertices[Int(mesh.indices[3 * t])]
            let b = mesh.vertices[Int(mesh.indices[3 * t + 1])]
            let c = mesh.vertices[Int(mesh.indices[3 * t + 2])]
            guard inBox(a), inBox(b), inBox(c) else { return false }
            // Only coordinates at (or a rounding step from) 1 can give the texel one past the edge.
            let nearEdge: Float = 0.999
            if (a.u >= nearEdge && b.u >= nearEdge && c.u >= nearEdge)
                || (a.v >= nearEdge && b.v >= nearEdge && c.v >= nearEdge)
            {
                let e = edgeTexel(a, b, c)
                if e.u || e.v { return false }
            }
            // 8 × area ≤ 4 × the truncated bounding box, and no texel exceeds the texture's size.
            let w = Double(max(a.x, b.x, c.x) - min(a.x, b.x, c.x)) + 1
            let h = Double(max(a.y, b.y, c.y) - min(a.y, b.y, c.y)) + 1
            let budget = Double(SoftwareTriangleGuard.maxAreaTexelProduct)
            if 4 * w * h * Double(max(textureWidth, textureHeight)) <= budget {
                return true
            }
            return areaTexelProduct(a, b, c) <= SoftwareTriangleGuard.maxAreaTexelProduct
        }
    }

    /// Rewrites one unsafe triangle into safe pieces, appending vertices and indices.
    struct Splitter {
        let limits: Limits
        /// Pieces dropped because they were still too big at the deepest split.
        var unsplittable = 0
        private var polygon: [Point] = []
        private var scratch: [Point] = []

        init(limits: Limits) { self.limits = limits }

        /// The parent triangle, whose affine attribute map every new vertex samples.
        private struct Parent {
            let a: MeshVertex, b: MeshVertex, c: MeshVertex
            let det: Double

            init?(_ a: MeshVertex, _ b: MeshVertex, _ c: MeshVertex) {
                let det =
                    Double(b.x - a.x) * Double(c.y - a.y) - Double(b.y - a.y) * Double(c.x - a.x)
                guard det.isFinite, abs(det) > 1e-9 else { return nil }
                self.a = a
                self.b = b
                self.c = c
                self.det = det
            }

            /// The vertex at `(x, y)` with the colour and texture coordinate the parent's
            /// barycentric coordinates give there.
            func vertex(_ x: Double, _ y: Double) -> MeshVertex {
                let ax = Double(a.x), ay = Double(a.y)
                let lb = ((x - ax) * Double(c.y - a.y) - (y - ay) * Double(c.x - a.x)) / det
                let lc = (Double(b.x - a.x) * (y - ay) - Double(b.y - a.y) * (x - ax)) / det
                let la = 1 - lb - lc
                func mix(_ p: Float, _ q: Float, _ r: Float) -> Double {
                    la * Double(p) + lb * Double(q) + lc * Double(r)
                }
                func byte(_ p: UInt8, _ q: UInt8, _ r: UInt8) -> UInt8 {
                    UInt8(min(max(mix(Float(p), Float(q), Float(r)).rounded(), 0), 255))
                }
                func unit(_ p: Float, _ q: Float, _ r: Float) -> Float { Float(min(max(mix(p, q, r), 0), 1)) }
                return MeshVertex(
                    x: Float(x), y: Float(y), r: byte(a.r, b.r, c.r), g: byte(a.g, b.g, c.g), b: byte(a.b, b.b, c.b),
                    a: byte(a.a, b.a, c.a), u: unit(a.u, b.u, c.u), v: unit(a.v, b.v, c.v))
            }
        }

        /// Replaces triangle `k` by pieces that are safe (or by nothing).
        mutating func rewrite(
            _ k: (Int32, Int32, Int32), in vertices: inout [MeshVertex], into indices: inout [Int32]
        ) {
            let a = vertices[Int(k.0)], b = vertices[Int(k.1)], c = vertices[Int(k.2)]
            let t = limits.target
            let minX = Double(min(a.x, b.x, c.x)), maxX = Double(max(a.x, b.x, c.x))
            let minY = Double(min(a.y, b.y, c.y)), maxY = Double(max(a.y, b.y, c.y))
            // A triangle that draws nothing (wholly outside the target, or degenerate) is dropped.
            guard let parent = Parent(a, b, c), maxX > t.minX, minX < t.maxX, maxY > t.minY, minY < t.maxY else {
                return
            }
            let corners = [(a, k.0), (b, k.1), (c, k.2)].map { (Point(x: Double($0.x), y: Double($0.y)), $1) }
            polygon.removeAll(keepingCapacity: true)
            polygon.append(contentsOf: corners.map(\.0))
            if !(limits.inBox(a) && limits.inBox(b) && limits.inBox(c)) {
                let box = limits.box
                let r = Rect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
                MeshBuilder.clip(&polygon, to: r, scratch: &scratch)
            }
            guard polygon.count >= 3 else { return }
            // A corner the clip kept keeps its vertex; a new one lands on whole pixels, as every
            // vertex does on the software renderer.
            var ids: [Int32] = []
            for p in polygon {
                if let kept = corners.first(where: { $0.0 == p }) {
                    ids.append(kept.1)
                } else {
                    ids.append(Int32(vertices.count))
                    vertices.append(parent.vertex(p.x.rounded(), p.y.rounded()))
                }
            }
            for i in 1..<(ids.count - 1) {
                split(ids[0], ids[i], ids[i + 1], parent: parent, depth: 0, vertices: &vertices, indices: &indices)
            }
        }

        /// Splits a triangle at its centroid until it is small enough, then emits it.
        private mutating func split(
            _ i0: Int32, _ i1: Int32, _ i2: Int32, parent: Parent, depth: Int, vertices: inout [MeshVertex],
            indices: inout [Int32]
        ) {
            let a = vertices[Int(i0)], b = vertices[Int(i1)], c = vertices[Int(i2)]
            if limits.areaTexelProduct(a, b, c) <= SoftwareTriangleGuard.maxAreaTexelProduct {
                emit(i0, i1, i2, vertices: &vertices, indices: &indices)
                return
            }
            guard depth < SoftwareTriangleGuard.maxSplitDepth else {
                unsplittable += 1
                return
            }
            // The centroid, on whole pixels like every other vertex on the software renderer
            // (SDL truncates positions); a big triangle's centroid is far inside it, so rounding
            // keeps it inside and the three pieces keep the parent's winding.
            let cx = (Double(a.x) + Double(b.x) + Double(c.x)) / 3
            let cy = (Double(a.y) + Double(b.y) + Double(c.y)) / 3
            var m = (x: cx.rounded(), y: cy.rounded())
            if !Self.strictlyInside(m, a, b, c) { m = (cx, cy) }
            let im = Int32(vertices.count)
            vertices.append(parent.vertex(m.x, m.y))
            split(i0, i1, im, parent: parent, depth: depth + 1, vertices: &vertices, indices: &indices)
            split(i1, i2, im, parent: parent, depth: depth + 1, vertices: &vertices, indices: &indices)
            split(i2, i0, im, parent: parent, depth: depth + 1, vertices: &vertices, indices: &indices)
        }

        /// Appends the triangle, first pulling an all-edge texel coordinate back inside the
        /// texture (on copies: the vertices may be shared with other triangles).
        private func emit(_ i0: Int32, _ i1: Int32, _ i2: Int32, vertices: inout [MeshVertex], indices: inout [Int32]) {
            let a = vertices[Int(i0)], b = vertices[Int(i1)], c = vertices[Int(i2)]
            let e = limits.edgeTexel(a, b, c)
            guard e.u || e.v else {
                indices.append(contentsOf: [i0, i1, i2])
                return
            }
            // (size − ½) / size truncates to the last texel, size − 1.
            let lastU = Float((Double(limits.textureWidth) - 0.5) / Double(limits.textureWidth))
            let lastV = Float((Double(limits.textureHeight) - 0.5) / Double(limits.textureHeight))
            for var p in [a, b, c] {
                if e.u { p.u = lastU }
                if e.v { p.v = lastV }
                indices.append(Int32(vertices.count))
                vertices.append(p)
            }
        }

        /// True when `p` lies strictly inside triangle a-b-c (either winding).
        private static func strictlyInside(
            _ p: (x: Double, y: Double), _ a: MeshVertex, _ b: MeshVertex, _ c: MeshVertex
        ) -> Bool {
            func side(_ u: MeshVertex, _ v: MeshVertex) -> Double {
                Double(v.x - u.x) * (p.y - Double(u.y)) - Double(v.y - u.y) * (p.x - Double(u.x))
            }
            let s0 = side(a, b), s1 = side(b, c), s2 = side(c, a)
            return (s0 > 0 && s1 > 0 && s2 > 0) || (s0 < 0 && s1 < 0 && s2 < 0)
        }
    }
}

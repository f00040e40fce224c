import CSDL2
import FlickGeometry
import FlickLayers
import FlickRaster

extension SDLRenderer {
    /// The draw call being gathered: meshes queued since the last flush, and the state they share.
    struct Batch {
        var mesh = Mesh()
        var key: BatchKey?
    }

    /// Queues `mesh` for drawing with `key`, flushing the pending batch when the state changes;
    /// empties `mesh`.
    func submit(_ mesh: inout Mesh, key: BatchKey) {
        guard !mesh.isEmpty else {
            mesh.removeAll()
            return
        }
        if batch.key != key {
            flush()
            batch.key = key
        }
        if batch.mesh.isEmpty {
            swap(&batch.mesh, &mesh)
        } else {
            batch.mesh.append(mesh)
        }
        mesh.removeAll()
    }

    /// Submits a shape's interior (unblended when `opaque` on SDL's software renderer: several
    /// times faster there) and its fringe (blended). An opaque source blends to itself, so the
    /// pixels are the same.
    func submitParts(texture: OpaquePointer?, opaque: Bool, allowsRects: Bool) {
        let interiorBlend = Self.interiorBlend(opaque: opaque, drawsOnCPU: isSoftware)
        submit(&parts.interior, key: BatchKey(texture: texture, blend: interiorBlend, allowsRects: allowsRects))
        submit(&parts.edge, key: BatchKey(texture: texture, blend: SDL_BLENDMODE_BLEND, allowsRects: false))
    }

    /// The blend mode for a shape's interior: none when it is opaque and SDL's software renderer
    /// draws it on the CPU, where blending costs (an opaque source blends to itself); blended on
    /// a GPU, where it is cheap and one batch keeps interior and fringe together.
    static func interiorBlend(opaque: Bool, drawsOnCPU: Bool) -> SDL_BlendMode {
        opaque && drawsOnCPU ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
    }

    /// Sends the pending batch to SDL.
    func flush() {
        guard let key = batch.key, !batch.mesh.isEmpty else { return }
        if isSoftware, let texture = key.texture { guardSoftwareBatch(texture: texture, allowsRects: key.allowsRects) }
        if isSoftware && !key.allowsRects {
            // SDL's software path turns two triangles that form an exact axis-aligned rectangle
            // into a blit or a blended FillRect (SDL_render.c SDL_SW_RenderGeometryRaw). Untextured
            // opaque triangles rasterise about three times faster than that FillRect, and rotated
            // textures must not become blits: nudge every vertex by a distinct sliver that the
            // software rasteriser's truncation to whole pixels never sees. Slivers repeat only
            // every 1021 vertices (steps of 1/4096 px, exact in Float below 4096 px), so a
            // perspective grid's cells never form exact rectangles (RENDERING.md, "Perspective grids").
            for i in batch.mesh.vertices.indices {
                let d = Float(i % 1021 + 1) / 4096
                batch.mesh.vertices[i].x += batch.mesh.vertices[i].x < 0 ? -d : d
            }
        }
        if let t = key.texture {
            SDL_SetTextureBlendMode(t, key.blend)
        } else {
            SDL_SetRenderDrawBlendMode(sdlRenderer, key.blend)
        }
        if isSoftware, key.texture == nil, key.blend == SDL_BLENDMODE_NONE {
            flushOpaqueSoftware()
            batch.mesh.removeAll()
            return
        }
        renderGeometry(key.texture, batch.mesh.vertices, batch.mesh.indices)
        batch.mesh.removeAll()
    }

    /// Draws the triangles `indices` name in `vertices` in one `SDL_RenderGeometry` call, counted.
    private func renderGeometry(_ texture: OpaquePointer?, _ vertices: [MeshVertex], _ indices: [Int32]) {
        let result = vertices.withUnsafeBufferPointer { vp in
            vp.withMemoryRebound(to: SDL_Vertex.self) { sv in
                indices.withUnsafeBufferPointer { ip in
                    SDL_RenderGeometry(
                        sdlRenderer, texture, sv.baseAddress, Int32(sv.count), ip.baseAddress, Int32(ip.count))
                }
            }
        }
        if result != 0 { report(SDLError.last("SDL_RenderGeometry").description) }
        stats.drawCalls += 1
        stats.triangles += indices.count / 3
        stats.pixelsDrawn += area(vertices, indices[...])
    }

    /// The summed area, in pixels, of the triangles `indices` name in `vertices`, each cut to the
    /// current target and to SDL's clip rectangle (what the rasteriser fills).
    func area(_ vertices: [MeshVertex], _ indices: ArraySlice<Int32>) -> Int {
        let t = clips.active ?? targetRect
        let bounds = (Double(t.x), Double(t.y), Double(t.x + t.width), Double(t.y + t.height))
        var total = 0.0
        var i = indices.startIndex
        while i + 2 < indices.endIndex {
            let a = vertices[Int(indices[i])], b = vertices[Int(indices[i + 1])], c = vertices[Int(indices[i + 2])]
            total += Self.clippedArea(
                (Double(a.x), Double(a.y)), (Double(b.x), Double(b.y)), (Double(c.x), Double(c.y)), to: bounds)
            i += 3
        }
        return Int(total.rounded())
    }

    /// The area of a triangle cut to an axis-aligned box (minX, minY, maxX, maxY).
    static func clippedArea(
        _ a: (Double, Double), _ b: (Double, Double), _ c: (Double, Double), to box: (Double, Double, Double, Double)
    ) -> Double {
        let xs = (min(a.0, b.0, c.0), max(a.0, b.0, c.0)), ys = (min(a.1, b.1, c.1), max(a.1, b.1, c.1))
        if xs.0 >= box.2 || xs.1 <= box.0 || ys.0 >= box.3 || ys.1 <= box.1 { return 0 }
        let cut = xs.0 < box.0 || xs.1 > box.2 || ys.0 < box.1 || ys.1 > box.3
        if !cut {
            // Inside the box, most triangles: the shoelace sum below, without an array per
            // triangle (this runs for every triangle of every frame).
            var twice = a.0 * b.1 - b.0 * a.1
            twice += b.0 * c.1 - c.0 * b.1
            twice += c.0 * a.1 - a.0 * c.1
            return abs(twice) / 2
        }
        var poly = [Point(x: a.0, y: a.1), Point(x: b.0, y: b.1), Point(x: c.0, y: c.1)]
        var scratch: [Point] = []
        let target = Rect(x: box.0, y: box.1, width: box.2 - box.0, height: box.3 - box.1)
        MeshBuilder.clip(&poly, to: target, scratch: &scratch)
        guard poly.count >= 3 else { return 0 }
        var twice = 0.0
        for k in poly.indices {
            let p = poly[k], q = poly[(k + 1) % poly.count]
            twice += p.x * q.y - q.x * p.y
        }
        return abs(twice) / 2
    }

    /// Makes `texture` (nil: the output) the render target, counting the switch.
    func setTarget(_ texture: OpaquePointer?) {
        SDL_SetRenderTarget(sdlRenderer, texture)
        stats.targetSwitches += 1
    }

    /// Copies `src` of `texture` onto `dst` of the current target (no blending unless `blend`),
    /// counting the pixels written.
    func copy(_ texture: OpaquePointer, _ src: SDL_Rect, to dst: SDL_Rect, blend: SDL_BlendMode = SDL_BLENDMODE_NONE) {
        var s = src
        var d = dst
        SDL_SetTextureBlendMode(texture, blend)
        SDL_RenderCopy(sdlRenderer, texture, &s, &d)
        stats.drawCalls += 1
        stats.pixelsCopied += Int(d.w) * Int(d.h)
    }

    /// Draws an opaque untextured batch on the software renderer, turning each pair of triangles
    /// that forms a whole-pixel rectangle into `SDL_RenderFillRect` (a plain fill, about ten times
    /// faster than rasterising the two triangles) and the rest into geometry, in order.
    private func flushOpaqueSoftware() {
        let v = batch.mesh.vertices, idx = batch.mesh.indices
        var pending: [Int32] = []
        pending.reserveCapacity(idx.count)
        func drawPending() {
            guard !pending.isEmpty else { return }
            renderGeometry(nil, v, pending)
            pending.removeAll(keepingCapacity: true)
        }
        var t = 0
        let count = idx.count / 3
        while t < count {
            if t + 1 < count, let rect = Self.rectangle(v, idx, t) {
                drawPending()
                let c = v[Int(idx[3 * t])]
                SDL_SetRenderDrawColor(sdlRenderer, c.r, c.g, c.b, c.a)
                var r = rect
                SDL_RenderFillRect(sdlRenderer, &r)
                stats.drawCalls += 1
                let onTarget = PixelRect(x: Int(r.x), y: Int(r.y), width: Int(r.w), height: Int(r.h)).intersection(
                    clips.active ?? targetRect)
                stats.pixelsDrawn += onTarget.width * onTarget.height
                t += 2
                continue
            }
            pending.append(idx[3 * t])
            pending.append(idx[3 * t + 1])
            pending.append(idx[3 * t + 2])
            t += 1
        }
        drawPending()
    }

    /// The whole-pixel rectangle that triangles `t` and `t + 1` cover together, if they form one
    /// in a single colour (positions rounded: the software nudge is far below a pixel).
    static func rectangle(_ v: [MeshVertex], _ idx: [Int32], _ t: Int) -> SDL_Rect? {
        let a = (idx[3 * t], idx[3 * t + 1], idx[3 * t + 2])
        let b = (idx[3 * t + 3], idx[3 * t + 4], idx[3 * t + 5])
        func inA(_ i: Int32) -> Bool { i == a.0 || i == a.1 || i == a.2 }
        let shared = (inA(b.0) ? 1 : 0) + (inA(b.1) ? 1 : 0) + (inA(b.2) ? 1 : 0)
        guard shared == 2 else { return nil }
        let extra = !inA(b.0) ? b.0 : (!inA(b.1) ? b.1 : b.2)
        let p = (v[Int(a.0)], v[Int(a.1)], v[Int(a.2)], v[Int(extra)])
        let c = p.0
        for q in [p.1, p.2, p.3] where q.r != c.r || q.g != c.g || q.b != c.b || q.a != c.a { return nil }
        let xs = [p.0.x.rounded(), p.1.x.rounded(), p.2.x.rounded(), p.3.x.rounded()]
        let ys = [p.0.y.rounded(), p.1.y.rounded(), p.2.y.rounded(), p.3.y.rounded()]
        let x0 = xs.min()!, x1 = xs.max()!, y0 = ys.min()!, y1 = ys.max()!
        guard x1 > x0, y1 > y0 else { return nil }
        var corners = 0
        for k in 0..<4 {
            guard xs[k] == x0 || xs[k] == x1, ys[k] == y0 || ys[k] == y1 else { return nil }
            corners |= 1 << ((xs[k] == x1 ? 1 : 0) | (ys[k] == y1 ? 2 : 0))
        }
        guard corners == 15 else { return nil }
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
    }
}

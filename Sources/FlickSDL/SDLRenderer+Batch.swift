import CSDL2
import FlickGeometry
import FlickLayers
import FlickRaster

extension SDLRenderer {
    /// A draw call being gathered: meshes with one state (`BatchKey`), and the target pixels
    /// they reach.
    struct Batch {
        var mesh = Mesh()
        var key: BatchKey
        var bounds: (minX: Float, minY: Float, maxX: Float, maxY: Float)
    }

    /// The draw calls gathered and not yet sent to SDL, in drawing order, and emptied meshes
    /// kept for the next ones (a steady frame allocates nothing).
    struct Batches {
        var pending: [Batch] = []
        var spare: [Mesh] = []

        /// The pending batch a mesh with `key` reaching `bounds` can join: the oldest with its
        /// key such that no batch after it touches `bounds` (the mesh is then drawn before
        /// those, which changes no pixel as they do not overlap it). The oldest, so that the
        /// shapes of one kind down a list (every card, every dot) gather in one batch each.
        func joinable(_ key: BatchKey, _ bounds: (minX: Float, minY: Float, maxX: Float, maxY: Float)) -> Int? {
            var found: Int?
            for i in pending.indices.reversed() {
                if pending[i].key == key { found = i }
                let b = pending[i].bounds
                if b.minX < bounds.maxX && bounds.minX < b.maxX && b.minY < bounds.maxY && bounds.minY < b.maxY {
                    break
                }
            }
            return found
        }
    }

    /// Most draw calls held back at once: a mesh looks this far back for a batch to join. The
    /// look-back is linear, so it is bounded (as Skia bounds its op list's); 16 holds a screen
    /// of list rows with a label or two each.
    static let maxPendingBatches = 16

    /// Queues `mesh` for drawing with `key`, in the oldest pending batch with that key that
    /// nothing drawn after it overlaps (as Skia's op list merges a draw into an earlier one
    /// whose state it shares when no draw between them intersects it), else in a batch of its
    /// own; empties `mesh`. Cards in a list then share one draw for their fills and one for
    /// their fringes, with only their text and pictures between.
    func submit(_ mesh: inout Mesh, key: BatchKey) {
        guard let first = mesh.vertices.first, !mesh.isEmpty else {
            mesh.removeAll()
            return
        }
        // Its vertices' bounds, a pixel more on every side: the software renderer truncates
        // positions to whole pixels and a fringe's outer ring lies half a pixel out.
        var b = (minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        for v in mesh.vertices {
            b = (min(b.minX, v.x), min(b.minY, v.y), max(b.maxX, v.x), max(b.maxY, v.y))
        }
        b = (b.minX - 1, b.minY - 1, b.maxX + 1, b.maxY + 1)
        if let i = batches.joinable(key, b) {
            let c = batches.pending[i].bounds
            batches.pending[i].bounds = (
                min(c.minX, b.minX), min(c.minY, b.minY), max(c.maxX, b.maxX), max(c.maxY, b.maxY)
            )
            batches.pending[i].mesh.append(mesh)
        } else {
            if batches.pending.count >= Self.maxPendingBatches { drawOldestBatch() }
            var batch = Batch(mesh: batches.spare.popLast() ?? Mesh(), key: key, bounds: b)
            swap(&batch.mesh, &mesh)
            batches.pending.append(batch)
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

    /// Sends the pending batches to SDL, in order. Called before anything else draws or changes
    /// the target or the scissor.
    func flush() {
        while !batches.pending.isEmpty { drawOldestBatch() }
    }

    /// Sends the oldest pending batch to SDL.
    private func drawOldestBatch() {
        var batch = batches.pending.removeFirst()
        draw(&batch)
        batch.mesh.removeAll()
        batches.spare.append(batch.mesh)
    }

    /// Sends one batch to SDL as one draw call (an opaque untextured one on the software
    /// renderer as a few, `drawOpaqueSoftware`).
    private func draw(_ batch: inout Batch) {
        let key = batch.key
        if isSoftware, let texture = key.texture {
            guardSoftwareBatch(&batch.mesh, texture: texture, allowsRects: key.allowsRects)
        }
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
            drawOpaqueSoftware(batch.mesh)
            return
        }
        renderGeometry(key.texture, batch.mesh.vertices, batch.mesh.indices)
    }

    /// Draws the triangles `indices` name in `vertices` in one `SDL_RenderGeometry` call, counted.
    func renderGeometry(_ texture: OpaquePointer?, _ vertices: [MeshVertex], _ indices: [Int32]) {
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

    /// Sets the texels `rects` of the current target to the opaque `color` (no blending), in
    /// one call, counting the pixels written.
    func clear(_ rects: [SDL_Rect], to color: Color) {
        let c = color.rgba8
        SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(sdlRenderer, c.r, c.g, c.b, 255)
        let result = rects.withUnsafeBufferPointer {
            SDL_RenderFillRects(sdlRenderer, $0.baseAddress, Int32($0.count))
        }
        if result != 0 { report(SDLError.last("SDL_RenderFillRects").description) }
        stats.drawCalls += 1
        stats.pixelsCopied += rects.reduce(0) { $0 + Int($1.w) * Int($1.h) }
    }
}

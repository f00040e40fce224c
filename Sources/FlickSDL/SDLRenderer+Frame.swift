import CSDL2
import FlickGeometry
public import FlickLayers

extension SDLRenderer {
    /// Draws `list` into the back buffer, replacing what was there.
    ///
    /// When the list has groups or blurs the frame is drawn into an offscreen texture first
    /// (groups copy what lies behind them from their parent target), then copied to the output.
    public func render(_ list: DisplayList) {
        frame += 1
        stats = FrameStats()
        var outW: Int32 = 0
        var outH: Int32 = 0
        SDL_SetRenderTarget(sdlRenderer, nil)
        SDL_GetRendererOutputSize(sdlRenderer, &outW, &outH)
        let width = Int(outW), height = Int(outH)
        basePixels = Homography(
            rotation.pointsToPixels(scale: scale, outputWidth: Double(width), outputHeight: Double(height)))

        let balanced = list.groupsBalance
        if !balanced { report("display list has unbalanced pushGroup/popGroup; groups are ignored") }
        var offscreen = false
        for item in list.items {
            switch item {
            case .pushGroup where balanced, .backdropBlur:
                offscreen = true
            default: continue
            }
            break
        }
        if offscreen, let f = frameTarget(width: width, height: height) {
            SDL_SetRenderTarget(sdlRenderer, f)
            targets = [Target(texture: f, origin: (0, 0), width: width, height: height, group: nil)]
            computeGroupBounds(list)
        } else {
            offscreen = false
            targets = [Target(texture: nil, origin: (0, 0), width: width, height: height, group: nil)]
        }
        updateTargetMatrix()
        let c = list.clearColor.rgba8
        SDL_SetRenderDrawColor(sdlRenderer, c.r, c.g, c.b, 255)
        SDL_RenderClear(sdlRenderer)

        var skipping = 0
        for (index, item) in list.items.enumerated() {
            if skipping > 0 {
                switch item {
                case .pushGroup where balanced: skipping += 1
                case .popGroup where balanced: skipping -= 1
                default: break
                }
                continue
            }
            switch item {
            case .fill(let f): drawFill(f)
            case .border(let b): drawBorder(b)
            case .image(let i): drawImage(i)
            case .text(let t): drawText(t)
            case .shadow(let s): drawShadow(s)
            case .backdropBlur(let b): drawBlur(b)
            case .pushGroup(let g):
                guard balanced else { continue }
                if !pushGroup(g, bounds: index < groupBounds.count ? groupBounds[index] : nil) { skipping = 1 }
            case .popGroup:
                guard balanced else { continue }
                popGroup()
            }
        }
        flush()
        if offscreen, let f = frameTexture {
            SDL_SetRenderTarget(sdlRenderer, nil)
            SDL_SetTextureBlendMode(f.texture, SDL_BLENDMODE_NONE)
            var r = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
            SDL_RenderCopy(sdlRenderer, f.texture, &r, &r)
        }
        targets.removeAll(keepingCapacity: true)
        // Execute the queued commands now, so the frame's cost is paid inside `render` (timings
        // and screenshots see finished pixels).
        SDL_RenderFlush(sdlRenderer)
        lastFrameStats = stats
        images.evict(before: frame)
        textRuns.evict(before: frame)
        pool.evict(before: frame)
    }

    /// The offscreen frame texture, made or remade at the output's size.
    private func frameTarget(width: Int, height: Int) -> OpaquePointer? {
        if let f = frameTexture, f.width == width, f.height == height { return f.texture }
        if let f = frameTexture { SDL_DestroyTexture(f.texture) }
        frameTexture = nil
        guard
            let t = SDL_CreateTexture(
                sdlRenderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                Int32(width), Int32(height))
        else {
            report(
                SDLError.last("create the \(width)×\(height) frame texture (groups and blurs drawn flat)").description)
            return nil
        }
        frameTexture = (t, width, height)
        return t
    }

    /// Recomputes the matrix from points to the current target's pixels.
    func updateTargetMatrix() {
        guard let t = targets.last else { return }
        targetMatrix = basePixels.concatenating(
            Homography(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0, g: Double(-t.origin.x), h: Double(-t.origin.y), i: 1))
    }

    /// The map from an item's local points to the current target's pixels.
    func matrix(_ transform: Transform3D) -> Homography {
        Homography(transform).concatenating(targetMatrix)
    }

    /// The current target's pixel rectangle in its own coordinates.
    var targetRect: PixelRect {
        guard let t = targets.last else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return PixelRect(x: 0, y: 0, width: t.width, height: t.height)
    }

    /// Bounds of `rect` through `h` in pixels, grown by `margin`; nil when part of it is behind
    /// the eye (callers then treat it as unbounded).
    func projectedBounds(_ rect: Rect, _ h: Homography, margin: Double = 1) -> (
        minX: Double, minY: Double, maxX: Double, maxY: Double
    )? {
        var b = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)] {
            guard let p = h.apply(x, y) else { return nil }
            b = (min(b.0, p.x), min(b.1, p.y), max(b.2, p.x), max(b.3, p.y))
        }
        return (b.0 - margin, b.1 - margin, b.2 + margin, b.3 + margin)
    }

    /// False when `rect` through `h` lands wholly outside the current target.
    func isVisible(_ rect: Rect, _ h: Homography, margin: Double = 1) -> Bool {
        guard let b = projectedBounds(rect, h, margin: margin) else { return true }
        let t = targetRect
        let visible =
            b.maxX > Double(t.x) && b.minX < Double(t.x + t.width) && b.maxY > Double(t.y)
            && b.minY < Double(t.y + t.height)
        if !visible { stats.culledItems += 1 }
        return visible
    }

    // MARK: Batching

    /// Queues `mesh` for drawing with `key`, flushing the pending batch when the state changes;
    /// empties `mesh`.
    func submit(_ mesh: inout Mesh, key: BatchKey) {
        guard !mesh.isEmpty else {
            mesh.removeAll()
            return
        }
        if batchKey != key {
            flush()
            batchKey = key
        }
        if batch.isEmpty {
            swap(&batch, &mesh)
        } else {
            batch.append(mesh)
        }
        mesh.removeAll()
    }

    /// Submits a shape's interior (unblended when `opaque` on the software renderer, where that
    /// is several times faster) and its fringe (blended).
    func submitParts(texture: OpaquePointer?, opaque: Bool, allowsRects: Bool) {
        let interiorBlend = isSoftware && opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
        submit(&parts.interior, key: BatchKey(texture: texture, blend: interiorBlend, allowsRects: allowsRects))
        submit(&parts.edge, key: BatchKey(texture: texture, blend: SDL_BLENDMODE_BLEND, allowsRects: false))
    }

    /// Sends the pending batch to SDL.
    func flush() {
        guard let key = batchKey, !batch.isEmpty else { return }
        if isSoftware, let texture = key.texture { guardSoftwareBatch(texture: texture, allowsRects: key.allowsRects) }
        if isSoftware && !key.allowsRects {
            // SDL's software path turns two triangles that form an exact axis-aligned rectangle
            // into a blit or a blended FillRect (SDL_render.c SDL_SW_RenderGeometryRaw). Untextured
            // opaque triangles rasterise about three times faster than that FillRect, and rotated
            // textures must not become blits: nudge every vertex by a distinct sliver that the
            // software rasteriser's truncation to whole pixels never sees. Slivers repeat only
            // every 1021 vertices (steps of 1/4096 px, exact in Float below 4096 px): with a period
            // of 7, a perspective grid whose row stride was a multiple of 7 gave both ends of each
            // vertical cell side the same sliver, every cell still formed an exact rectangle, and
            // where the right side's sliver was the smaller SDL's blit (width truncated to an int)
            // came out a pixel narrow: dark seams every 7 cells across the 3-D flip at 2×.
            for i in batch.vertices.indices {
                let d = Float(i % 1021 + 1) / 4096
                batch.vertices[i].x += batch.vertices[i].x < 0 ? -d : d
            }
        }
        if let t = key.texture {
            SDL_SetTextureBlendMode(t, key.blend)
        } else {
            SDL_SetRenderDrawBlendMode(sdlRenderer, key.blend)
        }
        if isSoftware, key.texture == nil, key.blend == SDL_BLENDMODE_NONE {
            flushOpaqueSoftware()
            batch.removeAll()
            return
        }
        let result = batch.vertices.withUnsafeBufferPointer { vp in
            vp.withMemoryRebound(to: SDL_Vertex.self) { sv in
                batch.indices.withUnsafeBufferPointer { ip in
                    SDL_RenderGeometry(
                        sdlRenderer, key.texture, sv.baseAddress, Int32(sv.count), ip.baseAddress, Int32(ip.count))
                }
            }
        }
        if result != 0 { report(SDLError.last("SDL_RenderGeometry").description) }
        stats.drawCalls += 1
        stats.triangles += batch.triangleCount
        batch.removeAll()
    }

    /// Draws an opaque untextured batch on the software renderer, turning each pair of triangles
    /// that forms a whole-pixel rectangle into `SDL_RenderFillRect` (a plain fill, about ten times
    /// faster than rasterising the two triangles) and the rest into geometry, in order.
    private func flushOpaqueSoftware() {
        let v = batch.vertices, idx = batch.indices
        var pending: [Int32] = []
        pending.reserveCapacity(idx.count)
        func drawPending() {
            guard !pending.isEmpty else { return }
            let result = v.withUnsafeBufferPointer { vp in
                vp.withMemoryRebound(to: SDL_Vertex.self) { sv in
                    pending.withUnsafeBufferPointer { ip in
                        SDL_RenderGeometry(
                            sdlRenderer, nil, sv.baseAddress, Int32(sv.count), ip.baseAddress, Int32(ip.count))
                    }
                }
            }
            if result != 0 { report(SDLError.last("SDL_RenderGeometry").description) }
            stats.drawCalls += 1
            stats.triangles += pending.count / 3
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

import CSDL2
import FlickGeometry
import FlickLayers

extension SDLRenderer {
    /// Starts a group: a render target covering the group's pixels, first filled with what lies
    /// behind it in the parent target. Drawing the children over that backdrop and mixing the
    /// result back with the group's opacity equals compositing the isolated group
    /// (o·C + (1 − o·A)·D), and works with SDL's plain blend modes on every renderer (the
    /// software renderer has no premultiplied-alpha blend). Returns false when the group covers
    /// nothing, so its items are skipped.
    func pushGroup(_ g: DisplayItem.Group, bounds: PixelRect?) -> Bool {
        guard let parent = targets.last, let parentTexture = parent.texture else {
            report("a group was drawn without an offscreen frame; its opacity and clip are ignored")
            targets.append(
                Target(
                    texture: nil, origin: (0, 0), width: targets.last?.width ?? 0, height: targets.last?.height ?? 0,
                    group: nil))
            return true
        }
        // The group's output pixels in the parent's texels (a blur's backdrop has one texel
        // every `step` pixels).
        let r = (bounds ?? outputRect).cells(origin: parent.origin, step: parent.step)
            .intersection(PixelRect(x: 0, y: 0, width: parent.width, height: parent.height))
        guard !r.isEmpty, g.opacity > BlurPass.invisibleOpacity else { return false }
        flush()
        guard let target = pool.acquire(width: r.width, height: r.height, frame: frame) else {
            report(SDLError.last("make a \(r.width)×\(r.height) group target (group drawn flat)").description)
            targets.append(
                Target(
                    texture: parentTexture, origin: parent.origin, width: parent.width, height: parent.height,
                    group: nil, step: parent.step))
            return true
        }
        // Counted by `drawItems`, as the switch back in `popGroup`.
        SDL_SetRenderTarget(sdlRenderer, target.texture)
        SDL_SetTextureBlendMode(parentTexture, SDL_BLENDMODE_NONE)
        var src = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
        var dst = SDL_Rect(x: 0, y: 0, w: Int32(r.width), h: Int32(r.height))
        SDL_RenderCopy(sdlRenderer, parentTexture, &src, &dst)
        let origin = (parent.origin.x + r.x * parent.step, parent.origin.y + r.y * parent.step)
        targets.append(
            Target(texture: target.texture, origin: origin, width: r.width, height: r.height, group: g, step: parent.step))
        stats.groups += 1
        updateTargetMatrix()
        return true
    }

    /// Ends the innermost group: mixes its target into the parent through the group's clip.
    func popGroup() {
        flush()
        guard targets.count > 1 else { return }
        let child = targets.removeLast()
        guard let parent = targets.last else { return }
        SDL_SetRenderTarget(sdlRenderer, parent.texture)
        updateTargetMatrix()
        guard let g = child.group, let texture = child.texture, texture != parent.texture else { return }
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &w, &h)
        let tex = CachedTexture(texture: texture, width: Int(w), height: Int(h), owned: false, lastUsed: frame)
        let placed = PixelRect(
            x: (child.origin.x - parent.origin.x) / parent.step, y: (child.origin.y - parent.origin.y) / parent.step,
            width: child.width, height: child.height)
        let tw = Double(tex.width), th = Double(tex.height)
        let uv = nudged(
            Homography(
                a: 1 / tw, b: 0, c: 0, d: 0, e: 1 / th, f: 0, g: -Double(placed.x) / tw, h: -Double(placed.y) / th,
                i: 1),
            width: tex.width, height: tex.height)
        composite(
            tex.texture,
            placed: Rect(
                x: Double(placed.x), y: Double(placed.y), width: Double(placed.width), height: Double(placed.height)),
            uv: uv, opacity: g.opacity, clip: g.clip)
        pool.release(texture)
    }

    /// Draws `texture` over `placed` (pixels of the current target), texture coordinates from
    /// `uv` (target pixels to 0…1), with `opacity`, cut by `clip` when given: a group's target
    /// one texel per pixel.
    ///
    /// The clip's outline is cut to `placed` first: a vertex outside the texture would get a
    /// texture coordinate clamped to 0…1, which bends the whole triangle's (affine) texture map
    /// by a pixel or two — visible as a wobbling edge on the 3-D flip. Big triangles left here
    /// are split later by `SoftwareTriangleGuard` on the software renderer.
    func composite(
        _ texture: OpaquePointer, placed bounds: Rect, uv: Homography, opacity: Double, clip: DisplayItem.Clip?
    ) {
        var options = MeshBuilder.FillOptions()
        options.uv = uv
        options.rectPieces = isSoftware
        let color = VertexColor(r: 255, g: 255, b: 255, alpha: opacity)
        let b = builder
        b.polygon.removeAll(keepingCapacity: true)
        if let clip {
            let h = matrix(clip.transform)
            b.outline.removeAll(keepingCapacity: true)
            MeshBuilder.appendRoundedRect(
                clip.rect, clip.radii, segments: MeshBuilder.cornerSegments(clip.rect, clip.radii, h), into: &b.outline)
            guard b.project(b.outline, h, into: &b.polygon) else { return }
            MeshBuilder.clip(&b.polygon, to: bounds, scratch: &b.outline2)
        } else {
            options.antialias = false
            b.polygon.append(contentsOf: [
                Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                Point(x: bounds.maxX, y: bounds.maxY), Point(x: bounds.minX, y: bounds.maxY),
            ])
        }
        parts.removeAll()
        b.fillConvex(b.polygon, color: color, options: options, into: &parts)
        submitParts(texture: texture, opaque: color.alphaByte() == 255, allowsRects: options.rectPieces)
    }
}

import CSDL2
import FlickGeometry
import FlickLayers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SDLRenderer {
    /// On GPU renderers, the halvings a direct blur's backdrop skips: it is drawn straight at
    /// 1/2^this of the output's resolution (or fewer halvings when the blur needs fewer). Two
    /// keeps the textured backdrop (the viewfinder's grain) from aliasing into blotches that
    /// crawl from frame to frame, which drawing at 1/8 did; the blur's remaining levels average
    /// it out (docs/RENDERING.md, "Backdrop blur").
    static let directBlurDrawLevels = 2

    /// The index of the backdrop blur drawn *directly* this frame, or nil: on GPU renderers the
    /// first blur (not skipped) with nothing drawn through a render target before it — every
    /// group before it skipped or drawn flat, no other blur. Its backdrop is drawn a second
    /// time, small, into the blur's own target (`prepareDirectBlur`), so the frame needs no
    /// offscreen copy for it. Needs the frame plan first.
    func directBlurIndex(_ list: DisplayList, balanced: Bool) -> Int? {
        guard drawsForGPU, balanced else { return nil }
        var index = 0
        while index < list.items.count {
            defer { index += 1 }
            let step = plan[index]
            switch list.items[index] {
            case .backdropBlur: if !step.skip { return index }
            case .pushGroup:
                if step.skip {
                    index = plan.groupEnd(index)
                } else if !step.flatten {
                    return nil
                }
            default: continue
            }
        }
        return nil
    }

    /// Marks the items before the direct blur at `index` that lie wholly inside it as drawn
    /// only into its backdrop (`ItemPlan.underBlur`), when the blur is opaque there: at full
    /// opacity its picture — the backdrop drawn over the clear colour, blurred, tinted — has
    /// no transparent texel, so on the output nothing under its shape shows. On home this is
    /// the camera under the blur behind discover's cards: two full-screen passes fewer.
    func hideUnderDirectBlur(_ list: DisplayList, index: Int) {
        guard case .backdropBlur(let b) = list.items[index], b.opacity >= 1 else { return }
        let map = Homography(b.transform).concatenating(basePixels)
        // Under σ = 2 px the blur draws its tint alone, which may be translucent.
        let sigma = max(b.radius, 0) / 2 * map.scale(near: b.rect.midX, b.rect.midY)
        guard sigma >= 2, map.isAxisAligned,
            let cover = plan.innerPixels(FramePlan.interior(b.rect, b.radii), map, shrink: plan.softwareEdge)
        else { return }
        let screen = outputRect
        var i = 0
        while i < index {
            defer { i += 1 }
            guard !plan[i].skip else { continue }
            switch list.items[i] {
            case .pushGroup, .popGroup, .backdropBlur: continue
            default: break
            }
            guard let d = plan.itemPixels[i]?.intersection(screen) else { continue }
            if !d.isEmpty, d.intersection(cover) == d { plan[i].underBlur = true }
        }
    }

    /// A direct blur made ready before the frame is drawn (`prepareDirectBlur`): the blur cut to
    /// what shows of it, its matrix, and its small picture — nil when it blurs under a pixel and
    /// draws its tint alone.
    struct PreparedBlur {
        var item: DisplayItem.Blur
        var matrix: Homography
        var picture: (texture: OpaquePointer, area: PixelRect, step: Int)?
    }

    /// A backdrop blur without reading the frame back (GPU renderers; docs/RENDERING.md), first
    /// half: the items before `index` are drawn again into a small target at 1/2^k of the
    /// output's resolution (k = `directBlurDrawLevels`, or ⌊log₂ σ⌋ when smaller), which is
    /// blurred by the rest of the halvings and as many doublings and tinted in place. It reads
    /// nothing drawn on the output, so `render` runs it before drawing the frame: the GPU then
    /// gets the small passes first and the output's whole picture after them in one piece, instead
    /// of stopping to finish everything under the blur before the chain can read it (llvmpipe
    /// finishes a target's queued drawing before another pass samples it). Leaves the current target as it found it.
    func prepareDirectBlur(
        _ item: DisplayItem.Blur, visible: PixelRect?, before index: Int, list: DisplayList
    ) -> PreparedBlur? {
        directBlurWarm = true
        guard let (item, h, sigma, levels) = blurExtent(item, visible: visible), let parent = targets.last else {
            return nil
        }
        var prepared = PreparedBlur(item: item, matrix: h)
        guard levels > 0, let b = FramePlan.projectedBounds(item.rect, h, margin: 2 * sigma + 1) else {
            return prepared
        }
        let region = PixelRect(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY).intersection(targetRect)
        guard !region.isEmpty else { return nil }
        let (area, d, sizes) = Self.directBlurTargets(region: region, levels: levels)
        flush()
        guard let small = drawBackdrop(list, before: index, region: area, step: d, size: sizes[0]) else {
            setTarget(parent.texture)
            return nil
        }
        var chain = [small]
        for (w, hh) in sizes.dropFirst() {
            guard let t = pool.acquire(width: w, height: hh, frame: frame) else {
                report(SDLError.last("make a blur target").description)
                break
            }
            chain.append((t.texture, w, hh))
        }
        func rect(_ j: Int) -> SDL_Rect { SDL_Rect(x: 0, y: 0, w: Int32(chain[j].width), h: Int32(chain[j].height)) }
        func copyLinear(_ from: Int, _ to: Int) {
            setTarget(chain[to].texture)
            SDL_SetTextureScaleMode(chain[from].texture, SDL_ScaleModeLinear)
            copy(chain[from].texture, rect(from), to: rect(to))
        }
        let top = chain.count - 1
        if top > 0 {
            for j in 1...top { copyLinear(j - 1, j) }
            for j in stride(from: top - 1, through: 0, by: -1) { copyLinear(j + 1, j) }
            for j in 1...top { pool.release(chain[j].texture) }
        } else {
            setTarget(small.texture)
        }
        // The tint goes into the small picture, so the screen gets one pass, not two.
        let tint = Self.vertexColor(item.tint, opacity: 1)
        if tint.alphaByte() > 0 {
            let c = item.tint.rgba8
            SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_BLEND)
            SDL_SetRenderDrawColor(sdlRenderer, c.r, c.g, c.b, tint.alphaByte())
            var r = rect(0)
            SDL_RenderFillRect(sdlRenderer, &r)
            stats.drawCalls += 1
            stats.pixelsDrawn += small.width * small.height
        }
        if drawsOnCPU { finishTarget() }
        setTarget(parent.texture)
        prepared.picture = (small.texture, area, d)
        return prepared
    }

    /// A direct blur, second half, at its place in the list: its small picture drawn once,
    /// magnified with linear filtering, through the blur's shape with its opacity —
    /// o·(t·T + (1 − t)·B) + (1 − o)·D, the whole effect mixed in with the opacity
    /// (UIVisualEffectView's alpha); or its tint alone under a pixel of blur. `invisibly` draws
    /// with zero alpha, leaving the target as it was (`warmUpDirectBlur`). Releases the picture.
    func drawPreparedBlur(_ prepared: PreparedBlur, invisibly: Bool = false) {
        let item = prepared.item, h = prepared.matrix
        guard let picture = prepared.picture else {
            let tint = Self.vertexColor(item.tint, opacity: invisibly ? 0 : item.opacity)
            guard tint.alphaByte() > 0 else { return }
            parts.removeAll()
            builder.fillRoundedRect(item.rect, radii: item.radii, transform: h, color: tint, into: &parts)
            submitParts(texture: nil, opaque: tint.alphaByte() == 255, allowsRects: false)
            return
        }
        stats.blurs += 1
        drawBlurPicture(picture, item.rect, item.radii, matrix: h, opacity: invisibly ? 0 : item.opacity)
        pool.release(picture.texture)
    }

    /// Draws a direct blur's small picture (which covers the output pixels `area`, `step`
    /// output pixels a texel) magnified with linear filtering into the current target, through
    /// the rounded rectangle `rect` mapped by `h` into that target, with `opacity`.
    func drawBlurPicture(
        _ picture: (texture: OpaquePointer, area: PixelRect, step: Int), _ rect: Rect, _ radii: CornerRadii,
        matrix h: Homography, opacity: Double
    ) {
        guard let parent = targets.last else { return }
        SDL_SetTextureScaleMode(picture.texture, SDL_ScaleModeLinear)
        var tw: Int32 = 0
        var th: Int32 = 0
        SDL_QueryTexture(picture.texture, nil, nil, &tw, &th)
        // Target pixel (x, y) is output pixel (x·s + origin), which reads small texel
        // ((output − area.x) / d, …).
        let s = Double(max(parent.step, 1)), d = Double(picture.step)
        let su = s / d / Double(tw), sv = s / d / Double(th)
        let gx = Double(parent.origin.x - picture.area.x) / d / Double(tw)
        let gy = Double(parent.origin.y - picture.area.y) / d / Double(th)
        var options = MeshBuilder.FillOptions()
        options.uv = Homography(a: su, b: 0, c: 0, d: 0, e: sv, f: 0, g: gx, h: gy, i: 1)
        let color = VertexColor(r: 255, g: 255, b: 255, alpha: opacity)
        parts.removeAll()
        builder.fillRoundedRect(rect, radii: radii, transform: h, color: color, options: options, into: &parts)
        submitParts(texture: picture.texture, opaque: color.alphaByte() == 255, allowsRects: false)
        flush()
    }

    /// Where a direct blur with `levels` levels over the output pixels `region` draws: its
    /// backdrop covers `area` (one small texel more on each side, past the output's edge too:
    /// the magnifying filter reads half a texel beyond the region, which must be backdrop, not
    /// the clear) at one texel every `step` pixels; `sizes` are the backdrop's, in texels, then
    /// each halving of its chain's. `prepareDirectBlur` draws into targets of these sizes, and
    /// `reserveBlurTargets` makes them ahead.
    static func directBlurTargets(region: PixelRect, levels: Int)
        -> (area: PixelRect, step: Int, sizes: [(width: Int, height: Int)])
    {
        let drawn = min(levels, directBlurDrawLevels)
        let step = 1 << drawn
        // On the output's lattice of `step` pixels: the texels sit on the same output pixels in
        // every frame, whatever part of the blur shows (a region that moved by a pixel would
        // otherwise shift every texel, and the blur would swim under a sliding panel).
        let grown = region.outset(step)
        func floorStep(_ v: Int) -> Int { v >= 0 ? v / step * step : -((-v + step - 1) / step * step) }
        let x0 = floorStep(grown.x), y0 = floorStep(grown.y)
        let x1 = -floorStep(-(grown.x + grown.width)), y1 = -floorStep(-(grown.y + grown.height))
        let area = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        let w = max(1, area.width / step), h = max(1, area.height / step)
        var sizes = [(width: w, height: h)]
        for j in 1..<max(1, levels - drawn + 1) {
            let s = 1 << j
            sizes.append((max(1, (w + s - 1) / s), max(1, (h + s - 1) / s)))
        }
        return (area, step, sizes)
    }

    /// Draws the planned items before `index` (all at the top level: groups before a direct blur
    /// are skipped or flat) into a new target of `size` texels covering the output pixels
    /// `region` at 1/`step` scale, over the list's clear colour. Leaves the target current; the
    /// caller releases it.
    private func drawBackdrop(
        _ list: DisplayList, before index: Int, region: PixelRect, step: Int, size: (width: Int, height: Int)
    ) -> (texture: OpaquePointer, width: Int, height: Int)? {
        let (w, h) = size
        guard let t = pool.acquire(width: w, height: h, frame: frame) else {
            report(SDLError.last("make a \(w)×\(h) blur target").description)
            return nil
        }
        setTarget(t.texture)
        let c = list.clearColor.rgba8
        clearUsed(width: w, height: h, textureWidth: t.width, textureHeight: t.height, to: (c.r, c.g, c.b, 255))
        targets.append(
            Target(texture: t.texture, origin: (region.x, region.y), width: w, height: h, group: nil, step: step))
        updateTargetMatrix()
        drawItems(list, balanced: true, upTo: index, backdrop: true)
        flush()
        targets.removeLast()
        updateTargetMatrix()
        return (t.texture, w, h)
    }
}

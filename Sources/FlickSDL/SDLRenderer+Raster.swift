import CSDL2
import FlickGeometry
import FlickLayers

extension SDLRenderer {
    /// A rasterised layer's picture for this frame: its texture, the output pixels it covers
    /// (`region`, whole texels) and the output pixels per texel.
    struct RasterPicture {
        var texture: OpaquePointer
        var region: PixelRect
        var step: Int
        var width: Int
        var height: Int
    }

    /// Output pixels per texel for the group of a rasterised layer: the output's pixels per
    /// point over the layer's `rasterizationScale`, rounded down; 0 (drawn as any group) for
    /// other groups, when that is under 2 (nothing to save), and on the software renderer,
    /// which has no blend mode for a picture whose colours carry their alpha and draws
    /// magnified pictures slowly.
    func rasterStep(_ g: DisplayItem.Group) -> Int {
        guard !isSoftware || rasterizesOnSoftware, let r = g.rasterizationScale, r > 0 else { return 0 }
        let step = (scale / r + 1e-9).rounded(.down)
        guard step >= 2, step.isFinite else { return 0 }
        return Int(min(step, 64))
    }

    /// Whether the opaque items drawn inside a group (`covered`, output pixels) cover all of its
    /// clip, which must be a plain rectangle on whole pixels (the magnifying filter reads no
    /// further there, `drawRaster`): its picture is then opaque wherever it is put on screen.
    func pictureIsOpaque(_ g: DisplayItem.Group, covered: [PixelRect]) -> Bool {
        guard g.opacity >= 1, let clip = g.clip, let box = pixelBox(clip) else { return false }
        let screen = outputRect
        let shown = box.intersection(screen)
        return shown.isEmpty || Self.uncovered(shown, by: covered) == nil
    }

    /// Keeps the rasterised groups (`ItemPlan.rasterStep`) that can have a picture made before
    /// the frame: drawn into the output (every group around them drawn flat), with no blur
    /// inside, and every group inside skipped or drawn flat. On a CPU rasteriser, also only the
    /// first thing drawn: llvmpipe sends off the output drawn so far when a draw samples a
    /// picture made in another target, and waits for it (measured: 3–8 ms in the middle of
    /// the frame, when home's camera was drawn over the memories panel), so a picture pays
    /// only where nothing comes before it. The others are drawn as groups.
    /// Needs `planFrame` first.
    func settleRasterGroups(_ list: DisplayList) {
        rasterGroups.removeAll(keepingCapacity: true)
        guard plan.contains(where: { $0.rasterStep > 0 }) else { return }
        var aroundFlat: [Bool] = []
        var drawnBefore = false
        var index = 0
        while index < list.items.count {
            defer { index += 1 }
            switch list.items[index] {
            case .pushGroup:
                let step = plan[index]
                if step.skip {
                    index = groupEnd(index)
                    continue
                }
                if step.rasterStep > 0, !aroundFlat.contains(false), !(drawsOnCPU && drawnBefore),
                    rasterizable(at: index, list)
                {
                    rasterGroups.append(index)
                    // A clip carried in from an enclosing group cuts the picture's items too,
                    // fading at half the resolution: the picture goes on screen blended.
                    if carried[index] != nil { plan[index].rasterOpaque = false }
                    drawnBefore = true
                    index = groupEnd(index)
                    continue
                }
                aroundFlat.append(step.flatten)
            case .popGroup:
                _ = aroundFlat.popLast()
            default:
                if !plan[index].skip { drawnBefore = true }
            }
        }
        for i in plan.indices where plan[i].rasterStep > 0 && !rasterGroups.contains(i) {
            plan[i].rasterStep = 0
            plan[i].rasterOpaque = false
        }
    }

    /// Whether the group pushed at `push` holds no blur and no group needing a target.
    private func rasterizable(at push: Int, _ list: DisplayList) -> Bool {
        guard let extent = groupExtents[push], !extent.hasBlur else { return false }
        for j in (push + 1)..<extent.pop {
            guard case .pushGroup = list.items[j] else { continue }
            if !plan[j].skip && !plan[j].flatten { return false }
        }
        return true
    }

    /// Draws each kept rasterised group's items into a picture of its own at 1/step of the
    /// output's resolution, over transparent black (SDL's blending then leaves colours that
    /// carry their alpha, as premultiplied pictures have), cut to what shows of the group
    /// plus a texel on each side for the magnifying filter. Runs before the output is drawn,
    /// so on a CPU rasteriser the output is still drawn in one piece (and each picture is
    /// finished first, like the direct blur's passes). A picture that cannot be made leaves
    /// its group drawn as any group.
    func renderRasterGroups(_ list: DisplayList) {
        rasterPictures.removeAll(keepingCapacity: true)
        guard !rasterGroups.isEmpty, let output = targets.first else { return }
        let screen = PixelRect(x: 0, y: 0, width: output.width, height: output.height)
        for index in rasterGroups {
            let s = plan[index].rasterStep
            guard let shown = (plan[index].visible ?? groupBounds[index])?.intersection(screen), !shown.isEmpty
            else { continue }
            // A texel more on each side, past the output's edge too: the magnifying filter reads
            // half a texel beyond what it fills. Not past a plain rectangular clip on whole
            // pixels, though: beyond it the layer's content may stop (the viewfinder's lens
            // does), and `drawRaster` keeps the filter inside the picture there.
            var grown = shown.outset(s)
            if case .pushGroup(let g) = carried[index] ?? list.items[index], let c = g.clip, let box = rectBox(c) {
                grown = grown.intersection(box)
            }
            let texels = grown.cells(step: s)
            let x0 = texels.x * s, y0 = texels.y * s, w = texels.width, h = texels.height
            flush()
            guard let t = pool.acquire(width: w, height: h, frame: frame) else {
                report(SDLError.last("make a \(w)×\(h) picture for a rasterised layer (drawn as a group)").description)
                plan[index].rasterStep = 0
                continue
            }
            setTarget(t.texture)
            SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 0)
            SDL_RenderClear(sdlRenderer)
            stats.pixelsCopied += w * h
            drawItems(list, from: index + 1, upTo: groupEnd(index), into: t.texture, origin: (x0, y0), width: w,
                      height: h, step: s)
            if drawsOnCPU { finishTarget() }
            rasterPictures[index] = RasterPicture(
                texture: t.texture, region: PixelRect(x: x0, y: y0, width: w * s, height: h * s), step: s, width: t.width,
                height: t.height)
            stats.rasterizedGroups += 1
        }
        setTarget(output.texture)
        updateTargetMatrix()
    }

    /// The output pixels of a clip that is a plain axis-aligned rectangle on whole pixels in
    /// the current target; nil for any other clip.
    func pixelBox(_ c: DisplayItem.Clip) -> PixelRect? {
        c.radii.isZero ? rectBox(c) : nil
    }

    /// The output pixels of a clip's rectangle, its corners' radii aside, when it is
    /// axis-aligned on whole pixels in the current target: nothing of a group shows outside
    /// it, so a picture can stop there.
    func rectBox(_ c: DisplayItem.Clip) -> PixelRect? {
        let h = matrix(c.transform)
        guard h.isAxisAligned, let p = h.apply(c.rect.minX, c.rect.minY), let q = h.apply(c.rect.maxX, c.rect.maxY),
            [p.x, p.y, q.x, q.y].allSatisfy({ abs($0 - $0.rounded()) < 1e-6 })
        else { return nil }
        let ox = targets.last?.origin.x ?? 0, oy = targets.last?.origin.y ?? 0, s = max(targets.last?.step ?? 1, 1)
        let x0 = Int(min(p.x, q.x).rounded()), y0 = Int(min(p.y, q.y).rounded())
        let x1 = Int(max(p.x, q.x).rounded()), y1 = Int(max(p.y, q.y).rounded())
        return PixelRect(x: x0 * s + ox, y: y0 * s + oy, width: (x1 - x0) * s, height: (y1 - y0) * s)
    }

    /// `columns` × `rows` texels of a picture from `x`, `y`, copied into another texture at
    /// `at` (`MixedBlur.kept`).
    struct RasterPart {
        var texture: OpaquePointer
        var x: Int
        var y: Int
        var columns: Int
        var rows: Int
        var at: (x: Int, y: Int)
        /// The texture's size (a pool texture may be larger).
        var width: Int
        var height: Int
    }

    /// Puts a rasterised group's picture in its place in the current target (the output, or the
    /// direct blur's small backdrop), magnified with linear filtering, through the group's clip
    /// with its opacity. With `part`, the texels are read from that copy of some of them, each
    /// output pixel from the same texels as from the picture.
    func drawRaster(_ picture: RasterPicture, _ g: DisplayItem.Group, opaque: Bool, from part: RasterPart? = nil) {
        guard let t = targets.last else { return }
        let ts = Double(max(t.step, 1)), rs = Double(picture.step)
        let tw = Double(picture.width), th = Double(picture.height)
        // Target pixel p is output pixel p·ts + origin, which is texel (output − region) / rs.
        var uv = Homography(
            a: ts / (rs * tw), b: 0, c: 0, d: 0, e: ts / (rs * th), f: 0,
            g: Double(t.origin.x - picture.region.x) / (rs * tw), h: Double(t.origin.y - picture.region.y) / (rs * th),
            i: 1)
        // Where the picture stops at its clip's rectangle (rounded or not), the filter must not
        // read past its last texel: at the left and top the texture's own edge clamps it; at
        // the right and bottom (the pool's texture may be larger) the map is drawn in, about
        // the first pixel's centre (texel u0), until the last pixel's centre samples the last
        // texel's — at most half a texel at that edge, nothing at the other.
        let u0 = ts / rs / 2
        if let c = g.clip, let box = rectBox(c), u0 < 0.5 {
            let n = Double(picture.region.width) / rs, m = Double(picture.region.height) / rs
            if picture.region.x + picture.region.width == box.x + box.width, n > 1 {
                let k = (n - 0.5 - u0) / (n - 2 * u0)
                uv.a *= k
                uv.g = k * uv.g + (1 - k) * u0 / tw
            }
            if picture.region.y + picture.region.height == box.y + box.height, m > 1 {
                let k = (m - 0.5 - u0) / (m - 2 * u0)
                uv.e *= k
                uv.h = k * uv.h + (1 - k) * u0 / th
            }
        }
        var placed = Rect(
            x: Double(picture.region.x - t.origin.x) / ts, y: Double(picture.region.y - t.origin.y) / ts,
            width: Double(picture.region.width) / ts, height: Double(picture.region.height) / ts)
        // A plain rectangular clip on whole pixels (the viewfinder's: the screen) is the placed
        // rectangle cut to it, with no anti-aliased fringe: a fringe there would half-blend the
        // picture's outermost pixels with what lies under them.
        var clip = g.clip
        if let c = clip, let box = pixelBox(c) {
            let local = Rect(
                x: Double(box.x - t.origin.x) / ts, y: Double(box.y - t.origin.y) / ts, width: Double(box.width) / ts,
                height: Double(box.height) / ts)
            guard let cut = placed.intersection(local) else { return }
            placed = cut
            clip = nil
        }
        var texture = picture.texture
        if let part {
            // Drawn only where its texels are.
            let s = Double(picture.step)
            let own = Rect(
                x: (Double(picture.region.x - t.origin.x) + Double(part.x) * s) / ts,
                y: (Double(picture.region.y - t.origin.y) + Double(part.y) * s) / ts,
                width: Double(part.columns) * s / ts, height: Double(part.rows) * s / ts)
            guard let cut = placed.intersection(own) else { return }
            placed = cut
            // Texel u·tw of the picture is texel u·tw − x + at.x of the part's texture.
            let pw = Double(part.width), ph = Double(part.height)
            uv.a *= tw / pw
            uv.g = (uv.g * tw - Double(part.x - part.at.x)) / pw
            uv.e *= th / ph
            uv.h = (uv.h * th - Double(part.y - part.at.y)) / ph
            texture = part.texture
        }
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        composite(texture, placed: placed, uv: uv, opacity: g.opacity, clip: clip, premultiplied: true, opaque: opaque)
    }

    /// Gives this frame's rasterised pictures, and the parts kept of them, back to the pool.
    func releaseRasterPictures() {
        for p in rasterPictures.values { pool.release(p.texture) }
        rasterPictures.removeAll(keepingCapacity: true)
        if let atlas = mixedBlur?.atlas { pool.release(atlas) }
        mixedBlur = nil
    }
}

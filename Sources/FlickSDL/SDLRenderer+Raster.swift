import CSDL2
import FlickGeometry
import FlickLayers

extension SDLRenderer {
    /// A rasterised layer's picture for this frame: its texture, the output pixels it covers
    /// (`region`, whole texels), those this frame needs of it (`shown`: all of them, or less
    /// for a picture kept from an earlier frame) and the output pixels per texel.
    struct RasterPicture {
        var texture: OpaquePointer
        var region: PixelRect
        var shown: PixelRect
        var step: Int
        var width: Int
        var height: Int
    }

    /// A rasterised layer's picture kept after the frame that drew or reused it, with what it
    /// was drawn from (`drawn`): a later frame whose group would draw the same items, at the
    /// same scale, into no more than its region, and show nothing of them that it left out,
    /// puts it on screen again (`serves`). Core Animation keeps a rasterised layer's bitmap
    /// while its content does not change, too. Its `picture.shown` is what the last frame that
    /// put it on screen needed of it.
    struct KeptPicture {
        var picture: RasterPicture
        var drawn: DrawnItems
        /// Whether this frame put it on screen (kept for the next one).
        var used = false

        /// Whether this picture shows what a picture drawn from `now` would, wherever that
        /// shows: the same items (an item the plan now skips may have been drawn: whatever
        /// hides it is drawn over the picture), each drawn where it now shows (its scissor, the
        /// part left uncovered, the same or larger then), and `needed` inside its region.
        func serves(_ now: DrawnItems, needed: PixelRect) -> Bool {
            picture.region.intersection(needed) == needed && drawn.sameGroup(as: now) && drawn.items == now.items
                && DrawnPlan.drawnThen(drawn.plans, asNow: now.plans)
        }
    }

    /// Plans the drawing items of the group pushed at `index` that reach into the part of
    /// `region` past `needed` to be drawn whole there: what covers them now (skipped, or cut to
    /// their uncovered part) may not by the next frame, which the picture is made for too. An
    /// item that opaque items after it in the group hide there stays as planned (only items of
    /// the group's own level count: a group inside may clip its items). `plans` (the group's
    /// `DrawnItems.plans`) follows.
    func drawWholeAhead(
        _ list: DisplayList, group index: Int, region: PixelRect, needed: PixelRect, plans: inout [DrawnPlan]
    ) {
        var inside: [PixelRect] = []
        var depth = 0
        var j = groupEnd(index) - 1
        while j > index {
            defer { j -= 1 }
            switch list.items[j] {
            case .popGroup:
                depth += 1
                continue
            case .pushGroup:
                depth -= 1
                continue
            case .backdropBlur: continue
            default: break
            }
            guard j < itemPixels.count, let b = itemPixels[j]?.intersection(region), !b.isEmpty else { continue }
            if plan[j].skip || plan[j].scissor != nil, b.intersection(needed) != b,
                Self.uncovered(b, by: inside) != nil
            {
                plan[j].skip = false
                plan[j].scissor = nil
                plans[j - index - 1].skip = false
                plans[j - index - 1].scissor = nil
            }
            if depth == 0, inside.count < Self.maxOccluders, let o = occluderRect(carried[j] ?? list.items[j]) {
                inside.append(o)
            }
        }
    }

    /// `needed` grown, edge by edge, by twice what that edge moved out since `previous`, no
    /// further than `limit`: a finger or spring uncovering a layer speeds up from frame to
    /// frame, and growing by the last move alone fell 2–28 px short of the next frame's need in
    /// the swipe loop's reveals of the camera.
    static func ahead(_ needed: PixelRect, from previous: PixelRect, within limit: PixelRect) -> PixelRect {
        let minX = needed.x - 2 * max(0, previous.x - needed.x)
        let minY = needed.y - 2 * max(0, previous.y - needed.y)
        let maxX = needed.x + needed.width + 2 * max(0, needed.x + needed.width - previous.x - previous.width)
        let maxY = needed.y + needed.height + 2 * max(0, needed.y + needed.height - previous.y - previous.height)
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).intersection(limit)
    }

    /// What a rasterised group's picture is drawn from: the map from points to output pixels,
    /// output pixels per texel, the group (its opacity aside: that is applied when the picture
    /// goes on screen), and each item inside as drawn and as planned.
    struct DrawnItems {
        var base: Homography
        var step: Int
        var group: DisplayItem.Group
        var items: [DisplayItem]
        var plans: [DrawnPlan]

        /// Whether `other` is drawn for the same group in the same place, whatever its items.
        func sameGroup(as other: DrawnItems) -> Bool {
            base == other.base && step == other.step && group == other.group
        }
    }

    /// What drawing a picture (a rasterised layer's, a direct blur's backdrop) reads of an
    /// item's plan: the rest (a group's uncovered part, the blur's) does not change its texels.
    struct DrawnPlan: Equatable {
        var skip: Bool
        var flatten: Bool
        var scissor: PixelRect?

        /// Whether the same items drawn as planned by `then` hold what drawing them as planned
        /// by `now` would, wherever `now` draws them: each drawn now was drawn then, flat or not
        /// alike, through the same or a larger scissor or none. An item skipped now may have
        /// been drawn then (whatever hides it is drawn over the result).
        static func drawnThen(_ then: [DrawnPlan], asNow now: [DrawnPlan]) -> Bool {
            for (then, now) in zip(then, now) where !now.skip {
                guard !then.skip, then.flatten == now.flatten else { return false }
                if let s = then.scissor {
                    guard let n = now.scissor, s.intersection(n) == n else { return false }
                }
            }
            return true
        }
    }

    /// What the group pushed at `index` would draw into its picture this frame.
    func drawnItems(_ list: DisplayList, group index: Int, step: Int) -> DrawnItems? {
        guard case .pushGroup(var g) = carried[index] ?? list.items[index] else { return nil }
        g.opacity = 1
        let (items, plans) = drawnRange(list, (index + 1)..<groupEnd(index))
        return DrawnItems(base: basePixels, step: step, group: g, items: items, plans: plans)
    }

    /// The items at `range` as this frame draws them (a clip carried in applied) and what
    /// drawing them into a picture reads of their plans.
    func drawnRange(_ list: DisplayList, _ range: Range<Int>) -> (items: [DisplayItem], plans: [DrawnPlan]) {
        var items: [DisplayItem] = []
        var plans: [DrawnPlan] = []
        items.reserveCapacity(range.count)
        plans.reserveCapacity(range.count)
        for j in range {
            items.append(carried[j] ?? list.items[j])
            let p = j < plan.count ? plan[j] : ItemPlan()
            plans.append(DrawnPlan(skip: p.skip, flatten: p.flatten, scissor: p.scissor))
        }
        return (items, plans)
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
            var limit = screen.outset(s)
            if case .pushGroup(let g) = carried[index] ?? list.items[index], let c = g.clip, let box = rectBox(c) {
                grown = grown.intersection(box)
                limit = limit.intersection(box)
            }
            let needed = grown.snapped(step: s)
            var drawn = keepsPictures ? drawnItems(list, group: index, step: s) : nil
            if let drawn, let k = keptPictures.firstIndex(where: { !$0.used && $0.serves(drawn, needed: needed) }) {
                keptPictures[k].used = true
                keptPictures[k].picture.shown = needed
                rasterPictures[index] = keptPictures[k].picture
                stats.reusedPictures += 1
                continue
            }
            // A group uncovered a little more each frame (a panel sliding off it) gets a picture
            // reaching further (`ahead`), so that the next frame's need may fit in it.
            var region = needed
            if var now = drawn, let before = keptPictures.first(where: { !$0.used && $0.drawn.sameGroup(as: now) }) {
                region = Self.ahead(needed, from: before.picture.shown, within: limit).snapped(step: s)
                if region != needed {
                    drawWholeAhead(list, group: index, region: region, needed: needed, plans: &now.plans)
                    drawn = now
                }
            }
            let x0 = region.x, y0 = region.y, w = region.width / s, h = region.height / s
            flush()
            guard let t = pool.acquire(width: w, height: h, frame: frame) else {
                report(SDLError.last("make a \(w)×\(h) picture for a rasterised layer (drawn as a group)").description)
                plan[index].rasterStep = 0
                continue
            }
            setTarget(t.texture)
            clearUsed(width: w, height: h, textureWidth: t.width, textureHeight: t.height, to: (0, 0, 0, 0))
            drawItems(list, from: index + 1, upTo: groupEnd(index), into: t.texture, origin: (x0, y0), width: w,
                      height: h, step: s)
            if drawsOnCPU { finishTarget() }
            let picture = RasterPicture(
                texture: t.texture, region: region, shown: needed, step: s, width: t.width, height: t.height)
            rasterPictures[index] = picture
            if let drawn { keptPictures.append(KeptPicture(picture: picture, drawn: drawn, used: true)) }
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

    /// Puts a rasterised group's picture in its place in the current target (the output, or the
    /// direct blur's small backdrop), magnified with linear filtering, through the group's clip
    /// with its opacity.
    func drawRaster(_ picture: RasterPicture, _ g: DisplayItem.Group, opaque: Bool) {
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
        // Only what this frame needs of it: the rest of a kept picture lies under opaque items.
        let shown = picture.region.intersection(picture.shown)
        var placed = Rect(
            x: Double(shown.x - t.origin.x) / ts, y: Double(shown.y - t.origin.y) / ts,
            width: Double(shown.width) / ts, height: Double(shown.height) / ts)
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
        SDL_SetTextureScaleMode(picture.texture, SDL_ScaleModeLinear)
        composite(
            picture.texture, placed: placed, uv: uv, opacity: g.opacity, clip: clip, premultiplied: true,
            opaque: opaque)
    }

    /// Keeps this frame's rasterised pictures for the next frame and gives back to the pool the
    /// ones kept before that this frame did not use, and the mixed blur's target. Pictures
    /// drawn while pictures are not kept go back at once.
    func releaseRasterPictures() {
        for p in rasterPictures.values {
            guard !keptPictures.contains(where: { $0.used && $0.picture.texture == p.texture }) else { continue }
            pool.release(p.texture)
        }
        rasterPictures.removeAll(keepingCapacity: true)
        keptPictures.removeAll { k in
            if !k.used { pool.release(k.picture.texture) }
            return !k.used
        }
        for i in keptPictures.indices { keptPictures[i].used = false }
        if let m = mixedBlur { pool.release(m.picture.texture) }
        mixedBlur = nil
    }
}

import CSDL2
import FlickGeometry
import FlickLayers
import FlickRaster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Backdrop blurs (docs/RENDERING.md, "Backdrop blur"), one algorithm on every profile: before
/// the frame's picture begins, each blur's backdrop — the planned items before it, over the
/// clear colour — is drawn again into a target of its own, small on a GPU, halved ⌊log₂ σ⌋ times
/// with linear filtering (each halving averages 2×2 pixels) and doubled back (on a GPU to the
/// first halving: the magnifying filter does the last doubling); at the blur's place the
/// picture is drawn magnified through the blur's shape with its opacity and tint:
/// o·(t·T + (1 − t)·B) + (1 − o)·D (UIVisualEffectView's alpha). On a GPU the tint is mixed
/// into a small copy of the picture as it is made (`tinted`); on SDL's software renderer, and
/// for a GPU's kept picture whose tint has moved since when that gives the same pixels
/// (`drawsTintApart`), it is drawn with the picture: two draws at full size.
///
/// A picture is kept into the next frame and drawn again when what it was made from has not
/// changed (`Kept`): the items before the blur and how they are drawn where it reads, the
/// chain's depth and lattice. A still backdrop then costs no backdrop and no chain, and no
/// target either unless the tint moves on a blur rounded, turned or off whole pixels.
///
/// Nothing reads the frame back, and on a GPU the small passes all run before the output's
/// picture, which is then drawn in one piece (what tiled GPUs need to keep it in their tiles).
/// The one variant, chosen when the renderer is made, is for SDL's software renderer, which
/// samples textured triangles nearest-neighbour: there the backdrop is drawn at full size, the
/// picture one texel per pixel, and the output copies the items under the blur from the
/// backdrop (`itemsHeld`, `paste`) instead of drawing them twice.
@MainActor
final class BlurPass: RenderPass {
    /// A blur's picture, made in `beginFrame` or from the last frame's: the blur cut to what
    /// shows, drawn at `opacity` and mixed towards `tint` (with a fill folded in, `Overlay`, the
    /// two's), and the texture drawn, covering the output pixels `area`, `step` pixels a texel,
    /// `levels` halvings deep — none when the blur draws its tint alone (under a pixel). A shared
    /// backdrop (`itemsHeld`) is drawn in `backdrop` over `backdropArea`; its pixels `shared` are
    /// copied onto the output at the blur's place, for the items drawn only into it.
    struct Picture {
        var item: DisplayItem.Blur
        var opacity: Double
        var tint: Color
        var levels = 0
        /// The backdrop blurred, untinted, `size` texels used: what is kept.
        var base: OpaquePointer?
        var size = (width: 0, height: 0)
        /// False when the picture holds something drawn in place of what later frames draw (a
        /// circle's stand-in for its sprite), or an earlier picture that does: it is not kept.
        var keeps = true
        var texture: OpaquePointer?
        var area = PixelRect(x: 0, y: 0, width: 0, height: 0)
        var step = 1
        var backdrop: OpaquePointer?
        var backdropArea = PixelRect(x: 0, y: 0, width: 0, height: 0)
        var shared = PixelRect(x: 0, y: 0, width: 0, height: 0)

        /// Whether `texture` is a copy of `base` with `tint` mixed in (`tinted`), drawn in one
        /// draw; else it is `base`, and the tint is drawn with it.
        var tintedIn: Bool { texture != nil && texture != base }
    }

    /// Most halvings in the chain (a 32× reduction).
    static let maxLevels = 5
    /// On a GPU, the halvings a backdrop skips by being drawn at 1/2^this of the output's
    /// resolution (fewer when the blur needs fewer: one halving is always made, which clamps
    /// the blur at the output's edges, `clamp`). Two keeps a textured backdrop (the viewfinder's
    /// grain) from aliasing into blotches that crawl from frame to frame (1/8 did).
    static let gpuDrawLevels = 2

    /// The halvings skipped by drawing small: `gpuDrawLevels`, or 0 on SDL's software renderer.
    let drawLevels: Int
    /// The blurs' targets: backdrops and chains.
    let pool: RenderTargetPool
    /// This frame's pictures, by the index of their blur.
    private var pictures: [Int: Picture] = [:]
    /// The last frame's pictures and what they were made from, by the index of their blur.
    var kept: [Int: Kept] = [:]
    /// The list of the frame being drawn.
    private var list: DisplayList?

    /// A pass making its targets with `textures` (the renderer's, so they are counted with its
    /// other textures), drawing small (a GPU) or at full size.
    init(textures: TextureMaker, drawsSmall: Bool) {
        pool = RenderTargetPool(textures: textures)
        drawLevels = drawsSmall ? Self.gpuDrawLevels : 0
    }

    /// Makes the picture of every blur the plan draws, tinted (and a fill folded in) so the output
    /// gets one pass, in list order (a later blur's backdrop shows the earlier ones), and hides
    /// what an opaque blur on the output covers.
    func beginFrame(_ list: DisplayList, renderer r: SDLRenderer) {
        self.list = list
        var index = 0
        var onOutput: [Bool] = []
        while index < list.items.count {
            defer { index += 1 }
            let step = r.plan[index]
            switch list.items[index] {
            case .pushGroup where r.plan.balanced:
                if step.skip { index = r.plan.groupEnd(index) } else { onOutput.append(step.flatten) }
            case .popGroup where r.plan.balanced: _ = onOutput.popLast()
            case .backdropBlur(let b) where !step.skip:
                let drawnOnOutput = !onOutput.contains(false)
                if drawnOnOutput { hideUnder(b, index: index, list: list, renderer: r) }
                let overlay = overlay(after: index, b, list: list, renderer: r)
                if let p = makePicture(
                    b, visible: step.visible, index: index, list: list, shares: drawnOnOutput && drawLevels == 0,
                    overlay: overlay, renderer: r)
                {
                    pictures[index] = p
                    if p.texture != nil, overlay != nil { r.plan[index + 1].inBlur = true }
                }
            default: continue
            }
        }
    }

    /// Draws the picture of the blur at `index` into the current target, with the blur's
    /// opacity, or its tint alone under a pixel of blur.
    func draw(_ index: Int, renderer r: SDLRenderer, counted: Bool = true) {
        guard let p = pictures[index] else { return }
        if counted, let backdrop = p.backdrop { paste(backdrop, p, renderer: r) }
        let h = r.matrix(p.item.transform)
        var options = MeshBuilder.FillOptions()
        var color = VertexColor(p.item.tint, opacity: p.item.opacity)
        var tint: VertexColor?
        var tintFirst = false
        if let texture = p.texture, let parent = r.targets.last {
            var tw: Int32 = 0
            var th: Int32 = 0
            SDL_QueryTexture(texture, nil, nil, &tw, &th)
            pool.textures.setScaleMode(texture, SDL_ScaleModeLinear)
            // Target pixel (x, y) is output pixel (x·s + origin), which reads texel
            // ((output − area.x) / step, …).
            let s = Double(max(parent.step, 1)), d = Double(p.step), w = Double(tw), hh = Double(th)
            options.uv = r.nudged(
                Homography(
                    a: s / d / w, b: 0, c: 0, d: 0, e: s / d / hh, f: 0, g: Double(parent.origin.x - p.area.x) / d / w,
                    h: Double(parent.origin.y - p.area.y) / d / hh, i: 1),
                width: Int(tw), height: Int(th))
            options.rectPieces = r.isSoftware
            let o = p.opacity, ot = o * min(max(p.tint.alpha, 0), 1)
            if p.tintedIn {
                // The tint is mixed into the small copy drawn (`tinted`).
                color = VertexColor(r: 255, g: 255, b: 255, alpha: o)
                if counted { r.stats.blurs += 1 }
                r.parts.removeAll()
                r.builder.fillRoundedRect(
                    p.item.rect, radii: p.item.radii, transform: h, color: color, options: options, into: &r.parts)
                r.submitParts(texture: texture, opaque: color.alphaByte() == 255, allowsRects: options.rectPieces)
                return
            }
            // Else o·(t·T + (1 − t)·B) + (1 − o)·D in two draws, the tint and the picture
            // (which stays untinted, so a blur whose tint or opacity moves keeps it). On
            // whole pixels the tint goes first, at a₁ = o·t/(1 − o + o·t), then B at o(1 − t):
            // (1 − o + o·t)·a₁ = o·t and (1 − a₁)(1 − o + o·t) = 1 − o; at o = 1 the tint is an
            // opaque fill, which reads nothing under it. Across an edge pixel's partial coverage
            // that order would show the tint too strongly, so a rounded or turned blur draws B
            // first at a₂ = o(1 − t)/(1 − o·t), then T at o·t: its edge pixel covered by a
            // fraction c gets c(1 − c)·o·t·a₂·(B − D) more of B than one draw would give it.
            tintFirst = Self.drawsTintApart(p.item, h)
            let c = p.tint.rgba8
            if tintFirst {
                let a1 = 1 - o + ot > 0 ? ot / (1 - o + ot) : 0
                tint = VertexColor(r: c.r, g: c.g, b: c.b, alpha: a1)
                color = VertexColor(r: 255, g: 255, b: 255, alpha: o - ot)
            } else {
                tint = VertexColor(r: c.r, g: c.g, b: c.b, alpha: ot)
                color = VertexColor(r: 255, g: 255, b: 255, alpha: ot < 1 ? (o - ot) / (1 - ot) : 0)
            }
            if counted { r.stats.blurs += 1 }
        }
        r.parts.removeAll()
        if tintFirst, let tint { drawTint(tint, p, h, options, onWholePixels: true, renderer: r) }
        if color.alphaByte() > 0 {
            r.builder.fillRoundedRect(
                p.item.rect, radii: p.item.radii, transform: h, color: color, options: options, into: &r.parts)
            r.submitParts(texture: p.texture, opaque: color.alphaByte() == 255, allowsRects: options.rectPieces)
        }
        if !tintFirst, let tint { drawTint(tint, p, h, options, onWholePixels: false, renderer: r) }
    }

    /// Fills the blur's shape with its tint `color` at the picture's place; an opaque one on
    /// whole pixels (a plain rectangle, `onWholePixels`) unblended, as nothing under it shows.
    private func drawTint(
        _ color: VertexColor, _ p: Picture, _ h: Homography, _ options: MeshBuilder.FillOptions,
        onWholePixels: Bool, renderer r: SDLRenderer
    ) {
        guard color.alphaByte() > 0 else { return }
        var options = options
        options.uv = nil
        r.builder.fillRoundedRect(
            p.item.rect, radii: p.item.radii, transform: h, color: color, options: options, into: &r.parts)
        if color.alphaByte() == 255, onWholePixels {
            r.submit(&r.parts.interior, key: .init(texture: nil, blend: SDL_BLENDMODE_NONE, allowsRects: true))
            r.submit(&r.parts.edge, key: .init(texture: nil, blend: SDL_BLENDMODE_BLEND, allowsRects: false))
        } else {
            r.submitParts(texture: nil, opaque: color.alphaByte() == 255, allowsRects: options.rectPieces)
        }
    }

    /// Whether the tint of `item` drawn through `h` goes first, apart from the picture, with
    /// the same result as mixed into it: a plain rectangle on whole pixels, whose every pixel
    /// the shape covers wholly or not at all. Across a rounded or turned edge's partly covered
    /// pixels two draws differ from one (`draw`).
    static func drawsTintApart(_ item: DisplayItem.Blur, _ h: Homography) -> Bool {
        item.radii.isZero && onWholePixels(item.rect, h)
    }

    /// Whether `rect` mapped by `h` is an axis-aligned rectangle with its edges on whole pixels.
    static func onWholePixels(_ rect: Rect, _ h: Homography) -> Bool {
        guard h.isAxisAligned, let a = h.apply(rect.minX, rect.minY), let b = h.apply(rect.maxX, rect.maxY) else {
            return false
        }
        return [a.x, a.y, b.x, b.y].allSatisfy { abs($0 - $0.rounded()) < 1e-6 }
    }

    /// Keeps the frame's pictures for the next (`keep`), gives the last frame's that were not
    /// drawn again back to the pool, and frees targets idle past its limit.
    func endFrame(_ frame: Int, renderer r: SDLRenderer) {
        for k in kept.values { release(k.picture) }
        kept.removeAll(keepingCapacity: true)
        if let list { keep(pictures, of: list, renderer: r) } else { pictures.values.forEach(release) }
        pictures.removeAll(keepingCapacity: true)
        list = nil
        pool.evict(before: frame)
    }

    /// Destroys the pool's targets.
    func releaseResources() {
        pictures.removeAll()
        kept.removeAll()
        pool.removeAll()
    }

    /// Gives a picture's targets back to the pool.
    func release(_ p: Picture) {
        if let t = p.texture { pool.release(t) }
        if let t = p.base, t != p.texture { pool.release(t) }
        if let t = p.backdrop { pool.release(t) }
    }

    /// Marks the items before the blur at `index` (drawn straight on the output) that lie
    /// wholly inside it as drawn only into backdrops (`ItemPlan.underBlur`), when the blur is
    /// opaque there: at full opacity its picture — a backdrop drawn over the clear colour,
    /// blurred, tinted — has no transparent texel. On home this is the camera under the blur
    /// behind discover's cards.
    private func hideUnder(_ b: DisplayItem.Blur, index: Int, list: DisplayList, renderer r: SDLRenderer) {
        let map = Homography(b.transform).concatenating(r.state.basePixels)
        // Under σ = 2 px the blur draws its tint alone, which may be translucent.
        let sigma = max(b.radius, 0) / 2 * map.scale(near: b.rect.midX, b.rect.midY)
        guard b.opacity >= 1, sigma >= 2, map.isAxisAligned,
            let cover = r.plan.innerPixels(FramePlan.interior(b.rect, b.radii), map, shrink: r.plan.softwareEdge)
        else { return }
        for i in 0..<index where !r.plan[i].skip {
            switch list.items[i] {
            case .pushGroup, .popGroup, .backdropBlur: continue
            default: break
            }
            guard let d = r.plan.itemPixels[i]?.intersection(r.outputRect), !d.isEmpty else { continue }
            if d.intersection(cover) == d { r.plan[i].underBlur = true }
        }
    }

    /// The picture of the blur `item` at `index`, or nil when nothing of it shows (nearly
    /// transparent, cut away by later opaque drawing, or off the output): the last frame's when
    /// it still holds (`reuses`), else made anew. With `shares` (drawn at full size, on the
    /// output) the output takes its pixels from the backdrop (`itemsHeld`). Leaves the output the
    /// current target.
    ///
    /// Drawn small, the picture covers the whole blur, though it is drawn cut to what shows: its
    /// passes cost a sixteenth of the pixels they cover, and a picture of the whole blur serves
    /// every later frame whose backdrop holds still, wherever a panel sliding over the blur then
    /// is. Drawn at full size, where every pixel costs, it covers what shows.
    private func makePicture(
        _ whole: DisplayItem.Blur, visible: PixelRect?, index: Int, list: DisplayList, shares: Bool,
        overlay: Overlay?, renderer r: SDLRenderer
    ) -> Picture? {
        guard let (item, h, sigma, levels) = extent(whole, visible: visible, renderer: r) else { return nil }
        var picture = Picture(item: item, opacity: item.opacity, tint: item.tint)
        let covered = drawLevels > 0 ? whole.rect : item.rect
        guard levels > 0, let b = FramePlan.projectedBounds(covered, h, margin: 2 * sigma + 1) else { return picture }
        let region = PixelRect(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY).intersection(r.outputRect)
        guard !region.isEmpty else { return nil }
        let (area, step, sizes, last) = Self.targets(region: region, levels: levels, drawLevels: drawLevels)
        picture.opacity = overlay?.opacity ?? item.opacity
        picture.tint = overlay.map { Self.mixed(item.tint, then: $0.color) } ?? item.tint
        picture.levels = levels
        picture.area = area
        picture.step = step << last
        let held = shares && sizes.count > 1 ? itemsHeld(around: area, before: index, list: list, renderer: r) : nil
        if let k = kept.removeValue(forKey: index) {
            if reuses(k, for: picture, held: held?.area, index: index, list: list, renderer: r) {
                for i in held?.items ?? [] { r.plan[i].underBlur = true }
                picture.base = k.picture.base
                picture.size = k.picture.size
                if k.picture.tintedIn, k.picture.tint == picture.tint {
                    picture.texture = k.picture.texture
                } else {
                    // The tint moved: drawn with the picture, costing no target, where that draws
                    // what the copy would (`drawsTintApart`); else the copy is made again.
                    if k.picture.tintedIn, let t = k.picture.texture { pool.release(t) }
                    let copy = Self.drawsTintApart(item, h) ? nil : tinted(picture, renderer: r)
                    picture.texture = copy ?? picture.base
                }
                picture.area = k.picture.area
                picture.backdrop = k.picture.backdrop
                picture.backdropArea = k.picture.backdropArea
                picture.shared = held?.pixels ?? picture.shared
                return picture
            }
            release(k.picture)
        }
        var chain: Chain = []
        for (j, (w, hh)) in sizes.enumerated() {
            // A level a GPU doubles back from has a texel more each way (`edge`): a target that
            // fitted exactly would have the filter read the level's own last texel again there.
            let more = drawLevels > 0 && j > last ? 1 : 0
            guard let t = pool.acquire(width: w + more, height: hh + more, frame: r.frame) else {
                r.report(SDLError.last("make a \(w + more)×\(hh + more) blur target").description)
                break
            }
            chain.append((t.texture, w, hh))
        }
        // Without every level (a target SDL could not make, reported above) the blur draws its
        // tint alone: a shorter chain would blur less and put its texels on another lattice.
        guard chain.count == sizes.count, let backdrop = chain.first else {
            for level in chain { pool.release(level.texture) }
            return picture
        }
        // The items are drawn into `drawn`: the chain's first level, or a shared backdrop of its
        // own covering the items around the blur whole (`itemsHeld`), whose region the chain reads.
        var drawn = (texture: backdrop.texture, area: area, width: backdrop.width, height: backdrop.height)
        if let held, let t = pool.acquire(width: held.area.width, height: held.area.height, frame: r.frame) {
            for i in held.items { r.plan[i].underBlur = true }
            drawn = (t.texture, held.area, held.area.width, held.area.height)
            picture.backdrop = t.texture
            picture.backdropArea = held.area
            picture.shared = held.pixels
        }
        r.flush()
        r.setTarget(drawn.texture)
        // Only the part used: a pool texture is often larger than what a frame uses of it, and no
        // filter reads the backdrop past it (halving it is exact; magnified, its region is a
        // texel inside it).
        r.clear([SDL_Rect(x: 0, y: 0, w: Int32(drawn.width), h: Int32(drawn.height))], to: list.clearColor)
        r.targets.append(
            SDLRenderer.Target(
                texture: drawn.texture, origin: (drawn.area.x, drawn.area.y), width: drawn.width, height: drawn.height,
                group: nil, step: step))
        r.updateTargetMatrix()
        let standIns = r.sprites.standIns
        if drawLevels > 0 { r.drawItems(list, upTo: index, backdrop: true, underlayer: true) }
        r.drawItems(list, upTo: index, backdrop: true)
        picture.keeps = r.sprites.standIns == standIns && !pictures.contains { $0.key < index && !$0.value.keeps }
        r.flush()
        r.targets.removeLast()
        r.updateTargetMatrix()
        // A shared backdrop is read where the blur's area lies in it.
        let inShared = PixelRect(
            x: area.x - drawn.area.x, y: area.y - drawn.area.y, width: backdrop.width, height: backdrop.height)
        let source = picture.backdrop == nil ? nil : (texture: drawn.texture, rect: inShared)
        let inner =
            drawLevels > 0 && sizes.count > 1
            ? Self.inner(area: area, step: step, size: sizes[1], output: r.outputRect) : nil
        blurChain(chain, held: source, last: last, inner: inner, renderer: r)
        picture.base = chain[last].texture
        picture.size = (chain[last].width, chain[last].height)
        picture.texture = tinted(picture, renderer: r) ?? picture.base
        if !picture.tintedIn {
            // The chain's level is still the current target.
            r.flush()
            r.setTarget(r.targets.last?.texture)
        }
        return picture
    }

    /// On a GPU, a copy of `p.base` in a small target of its own with the tint (and a folded
    /// fill) mixed in: the blur is then one draw at full size, and `base` stays untinted for a
    /// later frame whose tint differs. Nil on SDL's software renderer, where that copy would be
    /// a full-size pass of its own, or when SDL cannot make it (reported): `base` is then drawn
    /// with the tint (`draw`), two draws at full size and no target. A copy made leaves the
    /// output the current target.
    private func tinted(_ p: Picture, renderer r: SDLRenderer) -> OpaquePointer? {
        guard drawLevels > 0, let base = p.base else { return nil }
        let (w, h) = p.size
        guard let t = pool.acquire(width: w, height: h, frame: r.frame) else {
            r.report(SDLError.last("make a \(w)×\(h) blur target").description)
            return nil
        }
        r.flush()
        r.setTarget(t.texture)
        let used = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        r.copy(base, used, to: used)
        tint(p.tint, used, renderer: r)
        r.flush()
        r.setTarget(r.targets.last?.texture)
        return t.texture
    }

    /// What a blur covers and how deep its chain goes, or nil when nothing of it shows: the item
    /// cut to `visible` (output pixels left uncovered by later opaque drawing) when it is a plain
    /// axis-aligned rectangle, its matrix, σ = radius/2 in output pixels, and the halvings
    /// ⌊log₂ σ⌋ (at most `maxLevels`), so the smallest level's pixel is about one σ wide.
    private func extent(_ item: DisplayItem.Blur, visible: PixelRect?, renderer r: SDLRenderer)
        -> (item: DisplayItem.Blur, matrix: Homography, sigma: Double, levels: Int)?
    {
        guard item.opacity > FramePlan.invisibleOpacity else { return nil }
        var item = item
        if let v = visible, item.radii.isZero {
            let map = Homography(item.transform).concatenating(r.state.basePixels)
            if map.isAxisAligned, let local = FramePlan.localRect(of: v, map) {
                guard let cut = item.rect.intersection(local) else { return nil }
                item.rect = cut
            }
        }
        let h = r.matrix(item.transform)
        guard r.isVisible(item.rect, h) else { return nil }
        let sigma = max(item.radius, 0) / 2 * h.scale(near: item.rect.midX, item.rect.midY)
        let levels = min(Self.maxLevels, max(0, Int(log2(max(sigma, 1)))))
        return (item, h, sigma, levels)
    }

    /// Where a blur with `levels` halvings over the output pixels `region` draws: its backdrop
    /// covers `area` at a texel every `step` pixels (drawn small, a picture texel more on each
    /// side, past the output's edge too: the magnifying filter reads half a texel beyond the
    /// region; then out to the smallest level's lattice); `sizes` are the backdrop's, in texels,
    /// then each halving's; `picture` is the level magnified from (the first halving when drawn
    /// small, else the backdrop).
    static func targets(region: PixelRect, levels: Int, drawLevels: Int)
        -> (area: PixelRect, step: Int, sizes: [(width: Int, height: Int)], picture: Int)
    {
        // At least one halving: on a GPU it is where the texels past the output take the edge's.
        let drawn = min(levels - 1, drawLevels), step = 1 << drawn
        let picture = drawn > 0 ? 1 : 0
        // On the smallest level's lattice: every level's texels sit on the same output pixels in
        // every frame, whatever part of the blur shows (the blur would otherwise swim under a
        // sliding panel), and every halving and doubling is exact. Drawn one texel per pixel
        // (SDL's software renderer), the picture needs no texel more around the region.
        let lattice = step << (levels - drawn)
        let area = drawn == 0 ? region : region.outset(step << picture).snapped(step: lattice)
        let w = max(1, area.width / step), h = max(1, area.height / step)
        var sizes = [(width: w, height: h)]
        for j in 1..<max(1, levels - drawn + 1) {
            let s = 1 << j
            sizes.append((max(1, (w + s - 1) / s), max(1, (h + s - 1) / s)))
        }
        return (area, step, sizes, picture)
    }
}

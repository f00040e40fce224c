import CSDL2
import FlickGeometry
import FlickLayers

extension SDLRenderer {
    /// A direct blur mixed into the picture under it (`mixBlurIntoPicture`): the item it went
    /// into (`under`: a rasterised layer's `pushGroup`, or an opaque image), the output pixels
    /// where items lie between the two (`spots`), the picture with the blur in it (`picture`: a
    /// copy, the group's own picture or the image's texture staying as it was — a group's may
    /// be kept for the next frame), and for each spot the blur as the mix put it there
    /// (`blurred`: magnified to the picture's texels, `area` the output pixels they cover,
    /// `step` output pixels a texel).
    struct MixedBlur {
        var under: Int
        var spots: [PixelRect]
        /// The copy, in a target that also holds `blurred` (beside it).
        var picture: RasterPicture
        var blurred: [(texture: OpaquePointer, area: PixelRect, step: Int)]
    }

    /// What a blur may be mixed into: the item drawn under it (`under`), its texels as laid on
    /// the output (`picture`), the output pixels where it is opaque (`opaque`), and the index
    /// of the first item that may lie between it and the blur (`between`).
    struct MixSource {
        var under: Int
        var picture: RasterPicture
        var opaque: PixelRect
        var between: Int
        /// Whether the picture's own texture stops at its last texels, so that the magnifying
        /// filter reads them again past its edge (an image's texture; a rasterised layer's
        /// picture is drawn in from its edge instead, `drawRaster`).
        var clampsEdges = false
        /// Whether a group around it is drawn through a scissor (which then cuts the items
        /// between too).
        var scissored = false
    }

    /// The most spots a mixed blur keeps: past that, the blur is drawn on the output as usual.
    static let maxMixedBlurSpots = 8

    /// Mixes the direct blur prepared for the item at `index` into a copy of the picture drawn
    /// before it — the one rasterised layer's, or else the opaque image under all the blur
    /// draws (`mixSource`) — at the picture's resolution, when the output's result is the
    /// same: the picture is opaque where the blur shows, and whatever is drawn between the two
    /// covers little. On the output the copy then carries the blur, and the blur is drawn only
    /// at the spots where items lie between them — over the picture as it was, so those items
    /// keep what lies under them.
    ///
    /// On home, the viewfinder's picture (a video frame of a quarter of the output's pixels)
    /// takes the blur over the camera during a horizontal swipe: one blended pass of a quarter
    /// of the pixels instead of a magnified blended pass over all the camera that shows, less
    /// the four buttons at the top (docs/RENDERING.md, "A blur mixed into a picture"). The mix
    /// goes into a copy (one unblended pass of those texels) because the picture itself stays
    /// as it is: a rasterised layer's may be put on screen again next frame (`KeptPicture`), a
    /// video frame's is the stream's texture; a camera's picture changes 30 times a second, the
    /// blur's opacity with every frame of the swipe.
    ///
    /// The magnified copy holds the blur magnified twice (to the picture, then to the output)
    /// rather than once: both interpolate the same small texels linearly (home's half swipe
    /// under llvmpipe: the same pixels but for the bottom rows, where the picture's last half
    /// texel is drawn in). Runs after `prepareDirectBlur`, before the output is drawn.
    func mixBlurIntoPicture(_ prepared: PreparedBlur, at index: Int, list: DisplayList) -> MixedBlur? {
        guard mixesBlurIntoPictures, let small = prepared.picture, case .backdropBlur(let blur) = list.items[index],
            let reach = projectedBounds(prepared.item.rect, prepared.matrix)
        else { return nil }
        let drawn = PixelRect(minX: reach.minX, minY: reach.minY, maxX: reach.maxX, maxY: reach.maxY)
            .intersection(outputRect)
        guard !drawn.isEmpty, let source = mixSource(before: index, covering: drawn, list: list) else { return nil }
        let picture = source.picture
        // What the blur draws on the output must lie where the picture is opaque, and the
        // picture where the blur's shape reaches must lie inside the small picture.
        guard drawn.intersection(source.opaque) == drawn else { return nil }
        // The blur goes into the picture's texels that the small picture covers, kept a little
        // inside it: the mesh's fringe reaches half a texel past them, and its texture
        // coordinates must stay inside the small picture. Every texel that what the blur draws
        // on the output reads (a texel past it) must be among them. Only what this frame
        // needs of the picture counts (`shown`: a kept picture may reach further).
        let s = picture.step
        let used = picture.region.intersection(picture.shown)
        let mixedRect = small.area.outset(-max(small.step, 2 * s)).intersection(used)
        let read = drawn.outset(2 * s).intersection(used)
        guard read.intersection(mixedRect) == read else { return nil }
        guard let spots = spotsBetween(from: source.between, to: index, list, within: drawn) else { return nil }
        flush()
        // The copy goes at texel (0, 0) of one target, and beside it, around each spot (a texel
        // more on each side for the magnifying filter), the blur at the picture's resolution, so
        // that a spot's edge shows no step between the blur magnified once and twice. All a
        // couple of texels apart, in one target: on a CPU rasteriser each target drawn and then
        // sampled by the output must be finished first (see `finishTarget`), so one target
        // costs one wait.
        let columns = picture.region.width / s, rows = picture.region.height / s
        let boxes = spots.map {
            $0.cells(origin: (picture.region.x, picture.region.y), step: s).outset(1)
                .intersection(PixelRect(x: 0, y: 0, width: columns, height: rows))
        }
        let gap = 2
        let width = boxes.reduce(columns + gap) { $0 + $1.width + gap }
        let height = boxes.map(\.height).reduce(rows, max)
        guard !boxes.contains(where: \.isEmpty), let target = pool.acquire(width: width, height: height, frame: frame)
        else { return nil }
        setTarget(target.texture)
        var blurred: [(texture: OpaquePointer, area: PixelRect, step: Int)] = []
        var ax = columns + gap
        for box in boxes {
            let w = box.width, h = box.height
            // The blur's copy goes at texel (ax, 0), which is output pixel `origin`: the target
            // as a whole starts ax texels before it.
            let origin = (x: picture.region.x + box.x * s, y: picture.region.y + box.y * s)
            let start = (x: origin.x - ax * s, y: origin.y)
            withTarget(target.texture, origin: start, width: target.width, height: target.height, step: s) {
                drawBlurPicture(
                    small, Rect(x: Double(ax), y: 0, width: Double(w), height: Double(h)), .zero, matrix: .identity,
                    opacity: 1)
            }
            let area = PixelRect(x: start.x, y: start.y, width: target.width * s, height: target.height * s)
            blurred.append((target.texture, area, s))
            ax += w + gap
        }
        // The copy: the texels this frame needs, where they are in the picture (one texel a
        // pixel: nearest filtering reads the same texels, faster on llvmpipe).
        var mode = SDL_ScaleModeLinear
        SDL_GetTextureScaleMode(picture.texture, &mode)
        SDL_SetTextureScaleMode(picture.texture, SDL_ScaleModeNearest)
        let needed = used.cells(origin: (picture.region.x, picture.region.y), step: s)
        let texels = SDL_Rect(
            x: Int32(needed.x), y: Int32(needed.y), w: Int32(needed.width), h: Int32(needed.height))
        copy(picture.texture, texels, to: texels)
        if source.clampsEdges { repeatEdges(of: picture.texture, needed, columns: columns, rows: rows) }
        let origin = (x: picture.region.x, y: picture.region.y)
        withTarget(target.texture, origin: origin, width: columns, height: rows, step: s) {
            // At most a texel past the copy: into the gap, not the blur beside it.
            let ds = Double(s)
            let within = Rect(
                x: Double(mixedRect.x - picture.region.x) / ds - 1, y: Double(mixedRect.y - picture.region.y) / ds - 1,
                width: Double(mixedRect.width) / ds + 2, height: Double(mixedRect.height) / ds + 2)
            drawBlurPicture(
                small, blur.rect, blur.radii, matrix: matrix(blur.transform), opacity: blur.opacity, within: within)
        }
        if drawsOnCPU { finishTarget() }
        // SDL applies a filter when it is set, not when a queued draw runs: the copy goes first.
        SDL_RenderFlush(sdlRenderer)
        SDL_SetTextureScaleMode(picture.texture, mode)
        setTarget(targets.last?.texture)
        stats.mixedBlurs += 1
        var mixed = picture
        mixed.texture = target.texture
        mixed.width = target.width
        mixed.height = target.height
        return MixedBlur(under: source.under, spots: spots, picture: mixed, blurred: blurred)
    }

    /// What the blur at `index`, drawing the output pixels `drawn`, may be mixed into: the one
    /// rasterised layer's picture drawn before it when there is one (opaque inside its clip),
    /// otherwise the opaque image under all it draws (`imageMixSource`); nil when neither is
    /// there.
    func mixSource(before index: Int, covering drawn: PixelRect, list: DisplayList) -> MixSource? {
        let before = rasterPictures.keys.filter { $0 < index }
        guard !before.isEmpty else { return imageMixSource(before: index, covering: drawn, list: list) }
        guard before.count == 1, let group = before.first, let picture = rasterPictures[group],
            plan[group].rasterOpaque, !plan[group].skip, !plan[group].underBlur,
            case .pushGroup(let g) = list.items[group], g.opacity >= 1, let clip = g.clip, let box = rectBox(clip)
        else { return nil }
        return MixSource(
            under: group, picture: picture, opaque: picture.region.intersection(box), between: groupEnd(group) + 1)
    }

    /// The last image before the blur at `index` that is opaque over all the blur draws
    /// (`drawn`: an opaque texture at full opacity, cut by its clip, its scissor and those of
    /// the groups around it, which are drawn flat before a direct blur — `directBlurIndex`), as
    /// a picture: its texels on whole output pixels, a whole number of pixels a texel across
    /// and down, without a turn or a flip. On home, the viewfinder's video frame: 360 × 640
    /// texels, two pixels each at 720 × 1280.
    func imageMixSource(before index: Int, covering drawn: PixelRect, list: DisplayList) -> MixSource? {
        var scissors: [PixelRect] = []
        var open: [Bool] = []
        var found: (index: Int, image: DisplayItem.Image, texels: (region: PixelRect, step: Int), opaque: PixelRect)?
        var scissored = false
        var i = 0
        while i < index {
            defer { i += 1 }
            let step = plan[i]
            switch list.items[i] {
            case .pushGroup:
                if step.skip {
                    i = groupEnd(i)
                    continue
                }
                if let s = step.scissor { scissors.append(s) }
                open.append(step.scissor != nil)
            case .popGroup:
                if open.popLast() == true { scissors.removeLast() }
            case .image:
                guard !step.skip, !step.underBlur, case .image(let image) = carried[i] ?? list.items[i],
                    image.opacity >= 1, let e = imageExtent(image.image), e.isOpaque == true,
                    let texels = wholeTexels(image, e)
                else { continue }
                // Drawn on whole pixels without a fringe: its pixels are all opaque.
                var opaque = texels.region
                if let clip = image.clip {
                    guard let box = pixelBox(clip) else { continue }
                    opaque = opaque.intersection(box)
                }
                for s in scissors + (step.scissor.map { [$0] } ?? []) { opaque = opaque.intersection(s) }
                if drawn.intersection(opaque) == drawn {
                    found = (i, image, texels, opaque)
                    scissored = !scissors.isEmpty
                }
            default:
                continue
            }
        }
        guard let (k, image, (region, s), opaque) = found, let texture = imageTexture(image.image),
            texture.width * s == region.width, texture.height * s == region.height, texture.isOpaque
        else { return nil }
        // What the output shows of it (the plan may have cut it to what the panels over it
        // leave uncovered), and a texel more for the magnifying filter, on its texel grid.
        let cells = opaque.outset(s).cells(origin: (region.x, region.y), step: s)
        let shown = PixelRect(
            x: region.x + cells.x * s, y: region.y + cells.y * s, width: cells.width * s, height: cells.height * s)
        let picture = RasterPicture(
            texture: texture.texture, region: region, shown: shown.intersection(region), step: s,
            width: texture.width, height: texture.height)
        return MixSource(
            under: k, picture: picture, opaque: opaque, between: k + 1, clampsEdges: true, scissored: scissored)
    }

    /// Where `image` (of extent `e`) lays its texels on the current target: the pixels they
    /// cover and the pixels a texel, when it maps them onto whole pixels, a whole number of
    /// pixels a texel across and down, without a turn or a flip; nil otherwise.
    func wholeTexels(_ image: DisplayItem.Image, _ e: ImageExtent) -> (region: PixelRect, step: Int)? {
        guard e.owned else { return nil }
        let r = imageRect(image, e)
        let h = matrix(image.transform)
        guard h.isAxisAligned, let p = h.apply(r.minX, r.minY), let q = h.apply(r.maxX, r.maxY),
            [p.x, p.y, q.x, q.y].allSatisfy({ abs($0 - $0.rounded()) < 1e-6 })
        else { return nil }
        let x0 = Int(p.x.rounded()), y0 = Int(p.y.rounded())
        let region = PixelRect(x: x0, y: y0, width: Int(q.x.rounded()) - x0, height: Int(q.y.rounded()) - y0)
        let s = region.width / e.width
        guard s >= 1, region.width == s * e.width, region.height == s * e.height else { return nil }
        return (region, s)
    }

    /// After the copy of `texture`'s texels `copied` to the same place in the current target
    /// (whose texture may be larger): where the copy reaches the picture's last column or row
    /// (`columns` × `rows` texels), that column or row again just past it, as the texture's
    /// own edge would give it to a magnifying filter reading half a texel beyond. The
    /// column past the copy is the gap before the blur beside it (`mixBlurIntoPicture`).
    func repeatEdges(of texture: OpaquePointer, _ copied: PixelRect, columns: Int, rows: Int) {
        let right = copied.x + copied.width == columns, bottom = copied.y + copied.height == rows
        func strip(_ x: Int, _ y: Int, _ w: Int, _ h: Int, to dx: Int, _ dy: Int) {
            copy(
                texture, SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(w), h: Int32(h)),
                to: SDL_Rect(x: Int32(dx), y: Int32(dy), w: Int32(w), h: Int32(h)))
        }
        if right { strip(columns - 1, copied.y, 1, copied.height, to: columns, copied.y) }
        if bottom { strip(copied.x, rows - 1, copied.width, 1, to: copied.x, rows) }
        if right && bottom { strip(columns - 1, rows - 1, 1, 1, to: columns, rows) }
    }

    /// Runs `draw` with `texture` (the current SDL target) on the target stack, its pixel
    /// (0, 0) at output pixel `origin`, `step` output pixels a pixel.
    func withTarget(
        _ texture: OpaquePointer, origin: (x: Int, y: Int), width: Int, height: Int, step: Int, _ draw: () -> Void
    ) {
        targets.append(Target(texture: texture, origin: origin, width: width, height: height, group: nil, step: step))
        updateTargetMatrix()
        draw()
        targets.removeLast()
        updateTargetMatrix()
    }

    /// The output pixels within `drawn` where the items from `first` before the blur at
    /// `index` may land, overlapping ones merged; nil when they cannot be told or cover too
    /// much for a mix to pay (more than a quarter of `drawn`, or more than `maxMixedBlurSpots`
    /// spots).
    func spotsBetween(from first: Int, to index: Int, _ list: DisplayList, within drawn: PixelRect) -> [PixelRect]? {
        var spots: [PixelRect] = []
        var i = first
        while i < index {
            defer { i += 1 }
            switch list.items[i] {
            case .pushGroup:
                // Groups here are skipped or drawn flat (`directBlurIndex`): their items follow.
                if plan[i].skip { i = groupEnd(i) }
            case .popGroup, .backdropBlur:
                continue
            default:
                guard !plan[i].skip, !plan[i].underBlur else { continue }
                guard i < itemPixels.count, let b = itemPixels[i] else { return nil }
                var spot = b.intersection(drawn)
                guard !spot.isEmpty else { continue }
                // Merge with every spot it overlaps, until none does.
                var merged = true
                while merged {
                    merged = false
                    if let k = spots.firstIndex(where: { !$0.intersection(spot).isEmpty }) {
                        spot = spot.union(spots.remove(at: k))
                        merged = true
                    }
                }
                spots.append(spot)
            }
        }
        let area = spots.reduce(0) { $0 + $1.width * $1.height }
        guard spots.count <= Self.maxMixedBlurSpots, 4 * area <= drawn.width * drawn.height else { return nil }
        return spots
    }
}

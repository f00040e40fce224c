import CSDL2
import FlickGeometry
public import FlickLayers
import FlickRaster

extension SDLRenderer {
    /// What the renderer knows of the frame it is drawing, renewed by `render`.
    struct FrameState {
        /// The frame's number (1 for the renderer's first).
        var number = 0
        var stats = FrameStats()
        /// The part of `TextureMaker.made` already counted in a frame's stats
        /// (`countTexturesCreated`).
        var texturesCounted = 0
        var plan = FramePlan()
        /// The targets drawn into, the current one last.
        var targets: [Target] = []
        /// The map from points to output pixels, and the one to the current target's.
        var basePixels = Homography.identity
        var targetMatrix = Homography.identity
    }

    /// Draws `list` into the back buffer, replacing what was there. The steps:
    ///
    /// 1. start the frame: the output's size, the map from points to its pixels, the sprites
    ///    the last frame wanted;
    /// 2. plan it (`FramePlan`): what is hidden, how each group is drawn, what is cut, whether
    ///    the clear is needed;
    /// 3. begin the passes (`RenderPass`): no scissor; every blur's picture made; the offscreen
    ///    frame picked when a group is drawn through a target;
    /// 4. clear unless the output is covered;
    /// 5. draw the items as planned, in one loop (`drawItems`);
    /// 6. end the frame: flush, end the passes (the offscreen frame copied out, targets given
    ///    back) and sweep the caches.
    public func render(_ list: DisplayList) {
        let output = startFrame()
        state.plan = FramePlan(
            list, output: output, pointsToPixels: state.basePixels, snapsToPixels: isSoftware, sizes: self)
        if !plan.balanced { report("display list has unbalanced pushGroup/popGroup; groups are ignored") }
        for pass in passes { pass.beginFrame(list, renderer: self) }
        if plan.needsClear {
            let c = list.clearColor.rgba8
            SDL_SetRenderDrawColor(sdlRenderer, c.r, c.g, c.b, 255)
            SDL_RenderClear(sdlRenderer)
            stats.pixelsCopied += output.width * output.height
        }
        drawItems(list)
        flush()
        for pass in passes { pass.endFrame(frame, renderer: self) }
        state.targets.removeAll(keepingCapacity: true)
        // Execute the queued commands now, so the frame's cost is paid inside `render` (timings
        // and screenshots see finished pixels).
        SDL_RenderFlush(sdlRenderer)
        if sprites.texture == nil, !sprites.failed, sprites.atlas.hasMisses { askForSpriteTexture() }
        textRuns.sweep(frame: frame)
        stats.textPages = textRuns.pageCount
        stats.texturesCreated = countTexturesCreated()
        lastFrameStats = stats
        images.evict(before: frame)
    }

    /// The passes, in the order they begin and end: clips, blurs (their pictures drawn before
    /// anything of the frame), groups (which may move the frame offscreen), shadows.
    private var passes: [any RenderPass] { [clips, blur, groups, shadows] }

    /// Step 1 of `render`: counts reset (keeping what was uploaded ahead since), the sprites the
    /// last frame wanted made, the output's size in pixels read and the map from points to them set.
    private func startFrame() -> PixelRect {
        state.number += 1
        // Between frames only `prepare` uploads: what it added to the last frame's counts was
        // uploaded ahead of this one.
        var fresh = FrameStats()
        fresh.uploadsAhead = stats.uploads - lastFrameStats.uploads
        fresh.bytesUploadedAhead = stats.bytesUploaded - lastFrameStats.bytesUploaded
        fresh.texturesCreatedAhead = countTexturesCreated()
        stats = fresh
        makeWantedSprites()
        var outW: Int32 = 0
        var outH: Int32 = 0
        setTarget(nil)
        SDL_GetRendererOutputSize(sdlRenderer, &outW, &outH)
        let width = Int(outW), height = Int(outH)
        state.basePixels = Homography(
            rotation.pointsToPixels(scale: scale, outputWidth: Double(width), outputHeight: Double(height)))
        state.targets = [Target(texture: nil, origin: (0, 0), width: width, height: height)]
        updateTargetMatrix()
        return PixelRect(x: 0, y: 0, width: width, height: height)
    }

    /// The textures made since the last call, for `FrameStats`: called at the start of a frame
    /// (what was made ahead of it, between frames) and at its end (what the frame made). The
    /// pools and caches make theirs through `textures`, so its running total holds them all.
    private func countTexturesCreated() -> Int {
        defer { state.texturesCounted = textures.made }
        return textures.made - state.texturesCounted
    }

    /// How an open group is being drawn (`drawItems`).
    enum OpenGroup {
        /// Through its own render target (`pushGroup`).
        case target
        /// Straight into the parent.
        case flat
        /// Straight into the parent, through a scissor.
        case scissored
    }

    /// Executes the items as planned, all of them, or for a blur's backdrop (`backdrop`) those
    /// before `end`: there earlier blurs are drawn from their pictures, uncounted, and the groups
    /// holding the blur straight into the backdrop (their target would hold what it shows). With
    /// `underlayer` only the opaque fills, their fringes drawn opaque: what a GPU's small backdrop
    /// takes first, so that where two fills meet inside a texel their fringes blend over each
    /// other's colour, not the clear colour (RENDERING.md, "Backdrop blur", step 1).
    func drawItems(_ list: DisplayList, upTo end: Int? = nil, backdrop: Bool = false, underlayer: Bool = false) {
        let balanced = plan.balanced
        var open: [OpenGroup] = []
        var index = 0
        let end = min(end ?? list.items.count, list.items.count)
        while index < end {
            defer { index += 1 }
            let item = list.items[index]
            let step = plan[index]
            if step.inBlur { continue }
            if step.skip || (step.underBlur && !backdrop) {
                if !backdrop { stats.occludedItems += 1 }
                if case .pushGroup = item, balanced { index = plan.groupEnd(index) }
                continue
            }
            // A small backdrop holds its items whole, past what shows now (`BlurPass.makePicture`).
            let cut = backdrop && blur.drawLevels > 0 ? nil : step.scissor
            if underlayer {
                // Only opaque fills, and groups drawn flat; a group through a target is skipped whole.
                switch plan.carried[index] ?? item {
                case .fill(let f):
                    clips.cropped(cut, renderer: self) { drawFill(f, solidFringe: true) }
                    continue
                case .pushGroup where balanced && !step.flatten && plan.groupEnd(index) < end:
                    index = plan.groupEnd(index)
                    continue
                case .pushGroup, .popGroup: break
                default: continue
                }
            }
            switch plan.carried[index] ?? item {
            case .fill(let f): clips.cropped(cut, renderer: self) { drawFill(f) }
            case .border(let b): clips.cropped(cut, renderer: self) { drawBorder(b) }
            case .image(let i): clips.cropped(cut, renderer: self) { drawImage(i) }
            case .text(let t): clips.cropped(cut, renderer: self) { drawText(t) }
            case .shadow(let s): clips.cropped(cut, renderer: self) { shadows.draw(s, renderer: self) }
            case .backdropBlur: blur.draw(index, renderer: self, counted: !backdrop)
            case .pushGroup(let g):
                guard balanced else { continue }
                if backdrop && plan.groupEnd(index) >= end {
                    open.append(.flat)
                    continue
                }
                if step.flatten {
                    if let s = step.scissor {
                        guard clips.push(s, renderer: self) else {
                            index = plan.groupEnd(index)
                            continue
                        }
                        open.append(.scissored)
                    } else {
                        open.append(.flat)
                    }
                    if !backdrop {
                        stats.flattenedGroups += 1
                        if step.carriesClip { stats.carriedClips += 1 }
                    }
                    continue
                }
                var group = g
                var bounds = index < plan.groupBounds.count ? plan.groupBounds[index] : nil
                if let v = step.visible {
                    bounds = v
                    if let clip = g.clip {
                        guard let cut = plan.cutClip(clip, to: v) else {
                            index = plan.groupEnd(index)
                            continue
                        }
                        group.clip = cut
                    }
                }
                guard groups.push(group, bounds: bounds, renderer: self) else {
                    index = plan.groupEnd(index)
                    continue
                }
                open.append(.target)
            case .popGroup:
                guard balanced, let mode = open.popLast() else { continue }
                switch mode {
                case .target: groups.pop(renderer: self)
                case .scissored: clips.pop(renderer: self)
                case .flat: break
                }
            }
        }
        // A backdrop stops inside the groups that hold its blur, drawn flat.
        for mode in open.reversed() where mode == .scissored { clips.pop(renderer: self) }
    }

    /// Recomputes the matrix from points to the current target's pixels.
    func updateTargetMatrix() {
        guard let t = targets.last else { return }
        let inverse = 1 / Double(max(t.step, 1))
        state.targetMatrix = state.basePixels.concatenating(
            Homography(
                a: inverse, b: 0, c: 0, d: 0, e: inverse, f: 0, g: -Double(t.origin.x) * inverse,
                h: -Double(t.origin.y) * inverse, i: 1))
    }

    /// The map from an item's local points to the current target's pixels.
    func matrix(_ transform: Transform3D) -> Homography {
        Homography(transform).concatenating(state.targetMatrix)
    }

    /// The current target's pixel rectangle in its own coordinates.
    var targetRect: PixelRect {
        guard let t = targets.last else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return PixelRect(x: 0, y: 0, width: t.width, height: t.height)
    }

    /// The output's pixel rectangle (the frame's first target), what the frame plan calls the
    /// screen.
    var outputRect: PixelRect {
        PixelRect(x: 0, y: 0, width: targets.first?.width ?? 0, height: targets.first?.height ?? 0)
    }

    /// False when `rect` through `h` lands wholly outside the current target.
    func isVisible(_ rect: Rect, _ h: Homography, margin: Double = 1) -> Bool {
        guard let b = FramePlan.projectedBounds(rect, h, margin: margin) else { return true }
        let t = targetRect
        return b.maxX > Double(t.x) && b.minX < Double(t.x + t.width) && b.maxY > Double(t.y)
            && b.minY < Double(t.y + t.height)
    }
}

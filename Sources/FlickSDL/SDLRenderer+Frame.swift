import CSDL2
import FlickGeometry
public import FlickLayers

extension SDLRenderer {
    /// Draws `list` into the back buffer, replacing what was there. The steps:
    ///
    /// 1. start the frame: the output's size, the map from points to its pixels, the sprites
    ///    the last frame wanted;
    /// 2. plan it (`FramePlan`): what is hidden, how each group is drawn, what is cut, whether
    ///    the clear is needed;
    /// 3. begin the passes: the blurs' pictures are made (`BlurPass`);
    /// 4. pick the target — the output, or an offscreen frame when a group is drawn through a
    ///    target — and clear it unless covered;
    /// 5. draw the items as planned, in one loop (`drawItems`);
    /// 6. end the frame: copy the offscreen frame out, flush, end the passes and sweep the
    ///    caches.
    public func render(_ list: DisplayList) {
        let (width, height) = startFrame()
        plan = FramePlan(
            list, output: PixelRect(x: 0, y: 0, width: width, height: height), pointsToPixels: basePixels,
            snapsToPixels: isSoftware, sizes: self)
        if !plan.balanced { report("display list has unbalanced pushGroup/popGroup; groups are ignored") }
        blur.beginFrame(list, renderer: self)
        let offscreen = startOutput(list, width: width, height: height)
        drawItems(list, balanced: plan.balanced)
        endFrame(list, offscreen: offscreen, width: width, height: height)
    }

    /// Step 1 of `render`: counts reset, the sprites the last frame wanted made, the output's
    /// size in pixels read and the map from points to them set.
    private func startFrame() -> (width: Int, height: Int) {
        frame += 1
        stats = FrameStats()
        makeWantedSprites()
        var outW: Int32 = 0
        var outH: Int32 = 0
        setTarget(nil)
        SDL_GetRendererOutputSize(sdlRenderer, &outW, &outH)
        let width = Int(outW), height = Int(outH)
        basePixels = Homography(
            rotation.pointsToPixels(scale: scale, outputWidth: Double(width), outputHeight: Double(height)))
        targets = [Target(texture: nil, origin: (0, 0), width: width, height: height, group: nil)]
        scissors.removeAll(keepingCapacity: true)
        applyScissor()
        updateTargetMatrix()
        return (width, height)
    }

    /// Step 4 of `render`: draws into the offscreen frame when the plan needs the frame read
    /// back (true then), else straight into the output; clears unless the plan found the output
    /// covered.
    private func startOutput(_ list: DisplayList, width: Int, height: Int) -> Bool {
        var offscreen = needsOffscreen(list, balanced: plan.balanced)
        if offscreen, let f = frameTarget(width: width, height: height) {
            setTarget(f)
            targets = [Target(texture: f, origin: (0, 0), width: width, height: height, group: nil)]
        } else {
            offscreen = false
        }
        updateTargetMatrix()
        if plan.needsClear {
            let c = list.clearColor.rgba8
            SDL_SetRenderDrawColor(sdlRenderer, c.r, c.g, c.b, 255)
            SDL_RenderClear(sdlRenderer)
            stats.pixelsCopied += width * height
        }
        return offscreen
    }

    /// Step 6 of `render`: what the frame leaves to do once its items are drawn.
    private func endFrame(_ list: DisplayList, offscreen: Bool, width: Int, height: Int) {
        flush()
        if offscreen, let f = frameTexture {
            setTarget(nil)
            let r = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
            copy(f.texture, r, to: r)
        }
        targets.removeAll(keepingCapacity: true)
        // Execute the queued commands now, so the frame's cost is paid inside `render` (timings
        // and screenshots see finished pixels).
        SDL_RenderFlush(sdlRenderer)
        if spriteTexture == nil, sprites.hasMisses, frame > 1 { makeSpriteTexture() }
        lastFrameStats = stats
        images.evict(before: frame)
        textRuns.evict(before: frame)
        blur.endFrame(frame, renderer: self)
        pool.evict(before: frame)
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
    /// holding the blur straight into the backdrop (their target would hold what it shows).
    func drawItems(_ list: DisplayList, balanced: Bool, upTo end: Int? = nil, backdrop: Bool = false) {
        var open: [OpenGroup] = []
        var index = 0
        let end = min(end ?? list.items.count, list.items.count)
        while index < end {
            defer { index += 1 }
            let item = list.items[index]
            let step = plan[index]
            if step.skip || (step.underBlur && !backdrop) {
                if !backdrop { stats.occludedItems += 1 }
                if case .pushGroup = item, balanced { index = plan.groupEnd(index) }
                continue
            }
            switch plan.carried[index] ?? item {
            case .fill(let f): cropped(step.scissor) { drawFill(f) }
            case .border(let b): cropped(step.scissor) { drawBorder(b) }
            case .image(let i): cropped(step.scissor) { drawImage(i) }
            case .text(let t): cropped(step.scissor) { drawText(t) }
            case .shadow(let s): cropped(step.scissor) { drawShadow(s) }
            case .backdropBlur: blur.draw(index, renderer: self, counted: !backdrop)
            case .pushGroup(let g):
                guard balanced else { continue }
                if backdrop && plan.groupEnd(index) >= end {
                    open.append(.flat)
                    continue
                }
                if step.flatten {
                    if let s = step.scissor {
                        guard pushScissor(s) else {
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
                        if step.scissor != nil { stats.scissoredGroups += 1 }
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
                let depth = targets.count
                guard pushGroup(group, bounds: bounds) else {
                    index = plan.groupEnd(index)
                    continue
                }
                open.append(.target)
                if targets.count > depth, let t = targets.last, t.group != nil {
                    // pushGroup switched to the group's target and copied its backdrop in;
                    // popGroup will switch back.
                    stats.targetSwitches += 2
                    stats.pixelsCopied += t.width * t.height
                }
            case .popGroup:
                guard balanced, let mode = open.popLast() else { continue }
                switch mode {
                case .target: popGroup()
                case .scissored: popScissor()
                case .flat: break
                }
            }
        }
        // A backdrop stops inside the groups that hold its blur, drawn flat.
        for mode in open.reversed() where mode == .scissored { popScissor() }
    }

    /// Whether anything planned to be drawn needs the frame drawn offscreen: a group drawn
    /// through a target, which starts from a copy of what lies behind it.
    private func needsOffscreen(_ list: DisplayList, balanced: Bool) -> Bool {
        var index = 0
        while index < list.items.count {
            defer { index += 1 }
            let step = plan[index]
            switch list.items[index] {
            case .pushGroup where balanced:
                if step.skip {
                    index = plan.groupEnd(index)
                } else if !step.flatten {
                    return true
                }
            default: continue
            }
        }
        return false
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
        let inverse = 1 / Double(max(t.step, 1))
        targetMatrix = basePixels.concatenating(
            Homography(
                a: inverse, b: 0, c: 0, d: 0, e: inverse, f: 0, g: -Double(t.origin.x) * inverse,
                h: -Double(t.origin.y) * inverse, i: 1))
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

    /// The output's pixel rectangle (the frame's first target), what the frame plan calls the
    /// screen.
    var outputRect: PixelRect {
        PixelRect(x: 0, y: 0, width: targets.first?.width ?? 0, height: targets.first?.height ?? 0)
    }

    /// False when `rect` through `h` lands wholly outside the current target.
    func isVisible(_ rect: Rect, _ h: Homography, margin: Double = 1) -> Bool {
        guard let b = FramePlan.projectedBounds(rect, h, margin: margin) else { return true }
        let t = targetRect
        let visible =
            b.maxX > Double(t.x) && b.minX < Double(t.x + t.width) && b.maxY > Double(t.y)
            && b.minY < Double(t.y + t.height)
        if !visible { stats.culledItems += 1 }
        return visible
    }
}

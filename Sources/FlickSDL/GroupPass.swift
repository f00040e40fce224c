import CSDL2
import FlickGeometry
import FlickLayers
import FlickRaster

/// Groups drawn through render targets (docs/RENDERING.md, "Groups and render targets"): a
/// group the plan cannot draw flat, carried or scissored gets a target covering its pixels,
/// first filled with what lies behind it in the parent; its children draw over that backdrop,
/// and at its end the target is mixed into the parent with the group's opacity, through its
/// clip. Mixing "children over backdrop" back with opacity o gives o·C + (1 − o·A)·D, exactly
/// the isolated group's composite, with SDL's plain blend modes on every renderer (SDL's
/// software renderer has no premultiplied-alpha blend).
///
/// A parent must be readable, so a frame with such a group is drawn into an offscreen frame
/// texture, copied to the output at the end. The pass owns that texture and its targets.
@MainActor
final class GroupPass: RenderPass {
    /// The groups' targets.
    let pool: RenderTargetPool
    /// The offscreen frame, at the output's size, once a frame has needed it.
    private(set) var frameTexture: (texture: OpaquePointer, width: Int, height: Int)?
    /// Whether this frame is drawn into `frameTexture`.
    private var offscreen = false

    /// A pass making its targets with `textures`.
    init(textures: TextureMaker) {
        pool = RenderTargetPool(textures: textures)
    }

    /// Draws the frame into the offscreen frame when the plan draws a group through a target
    /// (the output stays current otherwise).
    func beginFrame(_ list: DisplayList, renderer r: SDLRenderer) {
        offscreen = false
        guard r.plan.drawsGroupThroughTarget(list, in: list.items.indices), let output = r.targets.first,
            let f = frameTarget(width: output.width, height: output.height, renderer: r)
        else { return }
        offscreen = true
        r.setTarget(f)
        r.targets = [SDLRenderer.Target(texture: f, origin: (0, 0), width: output.width, height: output.height)]
        r.updateTargetMatrix()
    }

    /// Copies the offscreen frame to the output, and frees targets idle past the pool's limit.
    func endFrame(_ frame: Int, renderer r: SDLRenderer) {
        if offscreen, let f = frameTexture {
            r.setTarget(nil)
            let all = SDL_Rect(x: 0, y: 0, w: Int32(f.width), h: Int32(f.height))
            r.copy(f.texture, all, to: all)
        }
        offscreen = false
        pool.evict(before: frame)
    }

    /// Destroys the targets and the offscreen frame.
    func releaseResources() {
        pool.removeAll()
        if let f = frameTexture { SDL_DestroyTexture(f.texture) }
        frameTexture = nil
    }

    /// Starts group `g` covering the output pixels `bounds` (nil: its parent): its target,
    /// filled with what lies behind it. False when it covers nothing, so its items are skipped.
    func push(_ g: DisplayItem.Group, bounds: PixelRect?, renderer r: SDLRenderer) -> Bool {
        guard let parent = r.targets.last, let parentTexture = parent.texture else {
            r.report("a group was drawn without an offscreen frame; its opacity and clip are ignored")
            r.targets.append(r.targets.last ?? SDLRenderer.Target(texture: nil, origin: (0, 0), width: 0, height: 0))
            return true
        }
        // The group's output pixels in the parent's texels (a blur's backdrop has one texel
        // every `step` pixels).
        let c = (bounds ?? r.outputRect).cells(origin: parent.origin, step: parent.step)
            .intersection(PixelRect(x: 0, y: 0, width: parent.width, height: parent.height))
        guard !c.isEmpty, g.opacity > FramePlan.invisibleOpacity else { return false }
        r.flush()
        guard let target = pool.acquire(width: c.width, height: c.height, frame: r.frame) else {
            r.report(SDLError.last("make a \(c.width)×\(c.height) group target (group drawn flat)").description)
            r.targets.append(
                SDLRenderer.Target(
                    texture: parentTexture, origin: parent.origin, width: parent.width, height: parent.height,
                    step: parent.step))
            return true
        }
        r.setTarget(target.texture)
        SDL_SetTextureBlendMode(parentTexture, SDL_BLENDMODE_NONE)
        var src = SDL_Rect(x: Int32(c.x), y: Int32(c.y), w: Int32(c.width), h: Int32(c.height))
        var dst = SDL_Rect(x: 0, y: 0, w: Int32(c.width), h: Int32(c.height))
        SDL_RenderCopy(r.sdlRenderer, parentTexture, &src, &dst)
        r.stats.pixelsCopied += c.width * c.height
        r.stats.groups += 1
        let origin = (parent.origin.x + c.x * parent.step, parent.origin.y + c.y * parent.step)
        r.targets.append(
            SDLRenderer.Target(
                texture: target.texture, origin: origin, width: c.width, height: c.height, group: g, step: parent.step))
        r.updateTargetMatrix()
        return true
    }

    /// Ends the innermost group: mixes its target into the parent through the group's clip.
    func pop(renderer r: SDLRenderer) {
        r.flush()
        guard r.targets.count > 1 else { return }
        let child = r.targets.removeLast()
        guard let parent = r.targets.last else { return }
        r.setTarget(parent.texture)
        r.updateTargetMatrix()
        guard let g = child.group, let texture = child.texture, texture != parent.texture else { return }
        var tw: Int32 = 0
        var th: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &tw, &th)
        let x = Double((child.origin.x - parent.origin.x) / parent.step)
        let y = Double((child.origin.y - parent.origin.y) / parent.step)
        let uv = r.nudged(
            Homography(unitSquareOf: Rect(x: x, y: y, width: Double(tw), height: Double(th))),
            width: Int(tw), height: Int(th))
        composite(
            texture, placed: Rect(x: x, y: y, width: Double(child.width), height: Double(child.height)), uv: uv,
            opacity: g.opacity, clip: g.clip, renderer: r)
        pool.release(texture)
    }

    /// Draws `texture` over `placed` (pixels of the current target), texture coordinates from
    /// `uv` (target pixels to 0…1), with `opacity`, cut by `clip` when given.
    ///
    /// The clip's outline is cut to `placed` first: a vertex outside the texture would get a
    /// texture coordinate clamped to 0…1, which bends the whole triangle's (affine) texture map
    /// by a pixel or two — visible as a wobbling edge on the 3-D flip. Big triangles left here
    /// are split later by `SoftwareTriangleGuard` on the software renderer.
    private func composite(
        _ texture: OpaquePointer, placed bounds: Rect, uv: Homography, opacity: Double, clip: DisplayItem.Clip?,
        renderer r: SDLRenderer
    ) {
        var options = MeshBuilder.FillOptions()
        options.uv = uv
        options.rectPieces = r.isSoftware
        let color = VertexColor(r: 255, g: 255, b: 255, alpha: opacity)
        let b = r.builder
        b.polygon.removeAll(keepingCapacity: true)
        if let clip {
            let h = r.matrix(clip.transform)
            b.outline.removeAll(keepingCapacity: true)
            MeshBuilder.appendRoundedRect(
                clip.rect, clip.radii, segments: MeshBuilder.cornerSegments(clip.rect, clip.radii, h), into: &b.outline)
            guard b.project(b.outline, h, into: &b.polygon) else { return }
            MeshBuilder.clip(&b.polygon, to: bounds, scratch: &b.outline2)
        } else {
            options.antialias = false
            b.polygon.append(contentsOf: bounds.corners)
        }
        r.parts.removeAll()
        b.fillConvex(b.polygon, color: color, options: options, into: &r.parts)
        r.submitParts(texture: texture, opaque: color.alphaByte() == 255, allowsRects: options.rectPieces)
    }

    /// The offscreen frame texture, made or remade at the output's size.
    private func frameTarget(width: Int, height: Int, renderer r: SDLRenderer) -> OpaquePointer? {
        if let f = frameTexture, f.width == width, f.height == height { return f.texture }
        if let f = frameTexture { SDL_DestroyTexture(f.texture) }
        frameTexture = nil
        guard let t = r.textures.make(SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, width: width, height: height)
        else {
            r.report(SDLError.last("create the \(width)×\(height) frame texture (groups drawn flat)").description)
            return nil
        }
        frameTexture = (t, width, height)
        return t
    }
}

import CSDL2
import FlickGeometry
import FlickLayers

/// Accommodations for how a GL driver runs the drawing, measured under Xvfb + llvmpipe: drawing
/// states set up before a frame needs them, and the direct blur's small passes finished before the
/// frame's picture begins.
extension SDLRenderer {
    /// `GL_RENDERER` in `glGetString`.
    static let glRendererName: UInt32 = 0x1F01

    /// True when `name`, a `GL_RENDERER` string, is a rasteriser that runs on the CPU: Mesa's
    /// llvmpipe and softpipe, and its older swrast — what Xvfb and most VMs give.
    static func isCPURasteriser(glRenderer name: String) -> Bool {
        let n = name.lowercased()
        return ["llvmpipe", "softpipe", "swrast"].contains { n.contains($0) }
    }

    /// Whether `renderer` is one of SDL's OpenGL renderers drawing through a CPU rasteriser
    /// (asks GL once, on the renderer's context, current since SDL made it).
    static func drawsGLOnCPU(_ renderer: OpaquePointer) -> Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name.map({ String(cString: $0) }),
            name.hasPrefix("opengl"), let proc = SDL_GL_GetProcAddress("glGetString")
        else { return false }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let getString = unsafeBitCast(proc, to: GetString.self)
        guard let text = getString(glRendererName) else { return false }
        return isCPURasteriser(glRenderer: String(cString: text))
    }

    /// Fills the first `width` × `height` pixels of the current target (a pool texture of
    /// `textureWidth` × `textureHeight`), and a pixel more to the right and below where the
    /// texture has it, with `color`, replacing what was there. A pool texture is often larger than
    /// what a frame uses of it, and clearing it whole (`SDL_RenderClear` ignores the viewport)
    /// cost llvmpipe its whole size: a 57 × 322 blur backdrop in a 512 × 640 texture cleared
    /// 330 000 pixels. The pixel more is what a linear filter reading half a texel past the
    /// used part finds.
    func clearUsed(
        width: Int, height: Int, textureWidth: Int, textureHeight: Int,
        to color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
    ) {
        var r = SDL_Rect(
            x: 0, y: 0, w: Int32(min(width + 1, textureWidth)), h: Int32(min(height + 1, textureHeight)))
        SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(sdlRenderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(sdlRenderer, &r)
        stats.drawCalls += 1
        stats.pixelsCopied += Int(r.w) * Int(r.h)
    }

    /// Waits until the current target's drawing is done, by reading one pixel of it back. On a
    /// CPU rasteriser (llvmpipe), sampling a texture that a queued pass is still writing makes
    /// the driver send off the output's half-drawn picture first — the picture is then drawn in
    /// two pieces, the second waiting on the first, instead of in one at present: 4–15 ms of a
    /// blurred frame spent waiting. Finishing the blur's small passes before the picture begins
    /// costs one tiny read. Not done on GPUs, where a read-back would stall the pipeline.
    func finishTarget() {
        var pixel: UInt32 = 0
        var one = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        if SDL_RenderReadPixels(sdlRenderer, &one, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4) != 0 {
            report(SDLError.last("read back a blur target").description)
        }
    }

    /// The renderer's first frame that may run the warm-up (`warmUpDirectBlur`).
    static let warmUpFrame = 4
    /// The warm-up blur's σ in output pixels: 8, three levels, one past the
    /// `directBlurDrawLevels` the backdrop skips, so a halving and a doubling run too.
    static let warmUpSigmaPixels = 8.0
    /// The warm-up blur's side, in output pixels: a few pixels of backdrop to draw.
    static let warmUpSidePixels = 4.0

    /// Runs the direct blur once, invisibly, over a few pixels in the middle of the frame just
    /// drawn (GPU renderers, or the canvas when tests ask for the direct blur), so that the first
    /// frame with a real blur — the first swipe off the camera — does not also pay for setting
    /// its drawing up. A software GL driver such as llvmpipe builds (or loads from its shader
    /// cache) machine code for each new combination of target, texture filter and blending the
    /// first time one is drawn: drawing into a small target, the linear halvings and doublings,
    /// the tint, the magnified result on the output. Measured under Xvfb + llvmpipe at 720×1280:
    /// the first blurred frame took 33–47 ms against 15 ms for the next ones.
    ///
    /// Runs on the first frame drawn straight to the output without a blur of its own (a frame
    /// with a direct blur warms it up by drawing it), from `warmUpFrame` on. The last pass has
    /// zero alpha, so the output is unchanged; its draws count in the frame's stats as
    /// `warmUps`, not `blurs`.
    ///
    /// The first frame ends the application's startup, which the warm-up lengthened by 9–15 ms
    /// (measured under Xvfb); the second makes the sprite texture and the
    /// third the first sprites, so the fourth (about 50 ms after the first picture at 60 Hz,
    /// before a finger can have started a swipe) runs it and each of those frames at rest takes
    /// one of these first costs.
    func warmUpDirectBlur(_ list: DisplayList) {
        guard drawsForGPU else {
            directBlurWarm = true
            return
        }
        let side = Self.warmUpSidePixels / scale
        let centre = Point(x: list.viewport.width / 2, y: list.viewport.height / 2)
        let blur = DisplayItem.Blur(
            transform: .identity, rect: Rect(x: centre.x - side / 2, y: centre.y - side / 2, width: side, height: side),
            radii: .zero, radius: 2 * Self.warmUpSigmaPixels / scale,
            tint: Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5),
            opacity: 1)
        let blurs = stats.blurs
        if let p = prepareDirectBlur(blur, visible: nil, before: list.items.count, list: list) {
            drawPreparedBlur(p, invisibly: true)
        }
        reserveBlurTargets()
        stats.blurs = blurs
        stats.warmUps += 1
    }

    /// Makes, ahead of the first swipe, the pool textures the first blur over the whole output
    /// takes, each filled once so that its memory is in place: its ¼-size backdrop and the
    /// halvings of its chain (`prepareDirectBlur`, for as many levels as a blur has). They are
    /// held together while made, so each is its own texture; the pool hands out the smallest
    /// free one that fits, so each request of the first blurred frame finds its own. Part of
    /// `warmUpDirectBlur`.
    ///
    /// They stay while the output keeps its size (`keepReservedTargets`), however long the
    /// first swipe waits: the pool frees what is idle for `maxIdleFrames` (30 s), and a kiosk
    /// often rests longer than that before the first touch.
    func reserveBlurTargets() {
        guard let output = targets.last else { return }
        let sizes = Self.directBlurTargets(region: outputRect, levels: Self.maxBlurLevels).sizes
        let made = sizes.compactMap { pool.acquire(width: $0.width, height: $0.height, frame: frame) }
        for t in made {
            setTarget(t.texture)
            clearUsed(
                width: t.width, height: t.height, textureWidth: t.width, textureHeight: t.height, to: (0, 0, 0, 0))
        }
        for t in made { pool.release(t.texture) }
        setTarget(output.texture)
        reservedTargets = (made.map(\.texture), outputRect.width, outputRect.height)
    }

    /// Keeps the targets `reserveBlurTargets` made from the pool's idle limit while the output
    /// (`width` × `height` pixels this frame) has the size they were made for; forgets them once
    /// it has another (a resize or a rotation: they then age out like any target) or once the
    /// pool no longer holds them.
    func keepReservedTargets(width: Int, height: Int) {
        guard let r = reservedTargets else { return }
        let sameOutput = r.width == width && r.height == height
        if !sameOutput || pool.keep(r.textures, frame: frame) != r.textures.count { reservedTargets = nil }
    }
}

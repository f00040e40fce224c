import CSDL2
import FlickGeometry
import FlickLayers
import FlickRaster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SDLRenderer {
    /// The sprites: the atlas's bookkeeping (backend-neutral, FlickRaster) and the SDL texture
    /// it describes, kept together so the texture is made, lost and freed with its atlas.
    struct Sprites {
        /// Which sprites exist, where each sits in the texture, which ones are wanted.
        var atlas = SpriteAtlas()
        /// The texture holding the sprites, once made (`makeSpriteTexture`).
        var texture: OpaquePointer?
        /// Set when the texture could not be made: every circle stays a mesh.
        var failed = false
        /// The job making the texture in the spare time after a present, once asked for
        /// (`askForSpriteTexture`).
        var textureJob: WorkQueue.MainJob?
        /// Circles drawn as meshes in place of a sprite not made yet, whose pixels change when
        /// it is: a blur's picture that holds one is not kept (`BlurPass.Kept`).
        var standIns = 0
    }

    /// Makes the sprites the last frame asked for and did not find, before anything of this
    /// frame is drawn (a texture changed under queued drawing would make a CPU rasteriser
    /// finish that drawing first).
    func makeWantedSprites() {
        guard !sprites.atlas.wanted.isEmpty, let texture = sprites.texture else { return }
        for (key, slot) in sprites.atlas.placeWanted(frame: frame) {
            // The whole room: a smaller sprite in an older one's place clears what is left of it.
            SpriteAtlas.draw(key, room: slot.room, into: &sprites.atlas.pixels)
            var r = SDL_Rect(x: Int32(slot.x), y: Int32(slot.y), w: Int32(slot.room), h: Int32(slot.room))
            let ok = sprites.atlas.pixels.withUnsafeBytes {
                SDL_UpdateTexture(texture, &r, $0.baseAddress, Int32(slot.room * 4))
            }
            if ok != 0 { report(SDLError.last("fill the sprite texture").description) }
            stats.uploads += 1
            stats.bytesUploaded += slot.room * slot.room * 4
        }
    }

    /// Asks for the sprite texture once a frame has missed a sprite, so that the frame making
    /// the first sprites does not also pay for it (a new texture's 4 MB are cleared when it is
    /// made, which a CPU rasteriser pays in full): with a work queue (`RendererOptions.work`), as a job at animation
    /// priority run in the spare time after the present; without one, at once.
    func askForSpriteTexture() {
        guard let work else {
            makeSpriteTexture()
            return
        }
        guard sprites.textureJob?.isScheduled != true else { return }
        sprites.textureJob = work.scheduleOnMain(.animation) { [weak self] in
            self?.makeSpriteTexture()
            return .done
        }
    }

    /// The sprite texture, made if there is none yet (`askForSpriteTexture` says when). Nil,
    /// and sprites off, when SDL cannot make it.
    @discardableResult
    func makeSpriteTexture() -> OpaquePointer? {
        if let t = sprites.texture { return t }
        guard !sprites.failed else { return nil }
        // ARGB8888, as SDL's other textures: ABGR8888 (OpenGL's RGBA byte order) uploads faster
        // under llvmpipe (3.5 against 5 ns a texel) but is slower to sample; the swipe loop
        // lost 0.5–0.7 ms a frame with it.
        guard
            let t = textures.make(
                SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, width: SpriteAtlas.side, height: SpriteAtlas.side)
        else {
            report(SDLError.last("make the sprite texture").description)
            sprites.failed = true
            sprites.atlas.removeAll()
            return nil
        }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        textures.setScaleMode(t, SDL_ScaleModeLinear)
        sprites.texture = t
        return t
    }

    /// Destroys the sprite texture and forgets its sprites.
    func releaseSprites() {
        sprites.textureJob?.cancel()
        sprites.textureJob = nil
        if let t = sprites.texture { SDL_DestroyTexture(t) }
        sprites.texture = nil
        sprites.atlas.removeAll()
    }

    /// Draws the circle inscribed in `rect` (a square in local points whose corner radii make
    /// it a circle) through `h` from a sprite of `shape`, in `color`. `detail` gives a ring's
    /// width or a shadow's σ, in local points. False, and nothing drawn, on the software profile
    /// (it samples textures nearest-neighbour: circles stay meshes), when the circle is not
    /// one a sprite can draw (not a circle, or a map that does not keep it one: perspective,
    /// unequal stretch, shear; too small or too large) or its sprite is not made yet (it is
    /// asked for; see `makeWantedSprites`).
    ///
    /// Every sprite is round, so only the circle's centre and diameter on the target matter: a
    /// rotated circle is the same circle. The sprite is drawn in target pixels, axis-aligned.
    func drawSprite(
        _ shape: SpriteAtlas.Shape, circle rect: Rect, radii: CornerRadii, transform h: Homography,
        color: VertexColor, detail: Double = 0
    ) -> Bool {
        guard profile == .gpu, !sprites.failed, Self.isCircle(rect, radii), let stretch = Self.similarityScale(h),
            let center = h.apply(rect.midX, rect.midY)
        else { return false }
        guard
            let (key, pixelsPerTexel, corner) = Self.spritePlacement(
                shape, center: center, diameter: rect.width * stretch, detail: detail * stretch)
        else { return false }
        guard key.texels <= Self.maxSpriteTexels else { return false }
        guard let slot = sprites.atlas.slot(for: key, frame: frame), let texture = sprites.texture else {
            sprites.standIns += 1
            return false
        }

        // Built in the renderer's scratch mesh and from a precomputed octagon: no allocation per
        // circle on the steady path (docs/RENDERING.md, "Batching").
        parts.removeAll()
        let atlas = Double(SpriteAtlas.side)
        let side = Double(slot.side)
        let c = key.center
        let alpha = color.alphaByte()
        func ring(radius: Double) {
            for q in Self.unitOctagon {
                // Inside the slot by construction, but for rounding: SDL rejects a whole draw with
                // a texture coordinate below 0 by as little as −0.0000001.
                let x = min(max(c.x + q.x * radius, 0), side), y = min(max(c.y + q.y * radius, 0), side)
                parts.edge.add(
                    MeshVertex(
                        x: Float(corner.x + x * pixelsPerTexel), y: Float(corner.y + y * pixelsPerTexel),
                        r: color.r, g: color.g, b: color.b, a: alpha,
                        u: Float((Double(slot.x) + x) / atlas), v: Float((Double(slot.y) + y) / atlas)))
            }
        }
        // An octagon around what the sprite covers (its apothem is the sprite's reach, so it stays
        // inside the slot); a ring leaves out an octagon whose corners touch a circle inside its
        // hole, where it has nothing.
        ring(radius: key.reach / Self.octagonApothemRatio)
        let hole = key.diameter / 2 - key.ringWidth - 1
        if shape == .ring, hole >= 2 {
            ring(radius: hole)
            for i in Int32(0)..<8 { parts.edge.quad(i, (i + 1) % 8, 8 + (i + 1) % 8, 8 + i) }
        } else {
            for i in Int32(1)..<7 { parts.edge.triangle(0, i, i + 1) }
        }
        stats.sprites += 1
        submit(&parts.edge, key: BatchKey(texture: texture, blend: SDL_BLENDMODE_BLEND, allowsRects: false))
        return true
    }

    /// Which sprite draws a circle of `shape` whose centre falls at `center` on the target and
    /// whose `diameter` (and ring width or shadow σ, `detail`) is in target pixels, and where:
    /// target pixels per texel, and the target position of the sprite's slot's top-left corner.
    /// A disc or ring is drawn one texel per pixel with its centre to the nearest quarter pixel,
    /// so the slot's corner falls on a pixel corner. Nil when no sprite draws it: too small or
    /// too large, a ring under one width step, a shadow under half a pixel (a plain fill).
    static func spritePlacement(
        _ shape: SpriteAtlas.Shape, center: (x: Double, y: Double), diameter: Double, detail: Double
    ) -> (key: SpriteAtlas.Key, pixelsPerTexel: Double, corner: (x: Double, y: Double))? {
        guard diameter >= SpriteAtlas.minDiameter, diameter <= SpriteAtlas.maxDiameter else { return nil }
        switch shape {
        case .disc, .ring:
            let qx = (center.x * SpriteAtlas.quarters).rounded(), qy = (center.y * SpriteAtlas.quarters).rounded()
            let px = Int(qx) & 3, py = Int(qy) & 3
            let size = Int((diameter * SpriteAtlas.quarters).rounded())
            var width = 0
            if shape == .ring {
                width = Int((detail / SpriteAtlas.ringWidthStep).rounded())
                guard width >= 1 else { return nil }
            }
            let key = SpriteAtlas.Key(shape: shape, size: size, detail: width, phase: px + 4 * py)
            // The pixel holding the centre, less the texels from the slot's corner to it.
            return (key, 1, (Double((Int(qx) - px) / 4 - key.half), Double((Int(qy) - py) / 4 - key.half)))
        case .shadow:
            // A shadow under half a pixel is drawn as a plain fill by the mesh (MeshBuilder.shadow).
            guard detail > 0.5 else { return nil }
            let size = SpriteAtlas.classAbove(diameter)
            let texelsPerPixel = SpriteAtlas.classValue(size) / diameter
            let key = SpriteAtlas.Key(
                shape: .shadow, size: size, detail: SpriteAtlas.classNearest(detail * texelsPerPixel), phase: 0)
            let c = key.center
            return (key, 1 / texelsPerPixel, (center.x - c.x / texelsPerPixel, center.y - c.y / texelsPerPixel))
        }
    }

    /// Largest slot a sprite may take (the largest shadow of the largest circle fits well below).
    static let maxSpriteTexels = 256

    /// cos(π/8): an octagon's apothem over its corners' radius.
    static let octagonApothemRatio = 0.923_879_532_511_286_7

    /// The corners of a regular octagon on the unit circle, its sides facing the axes and the
    /// diagonals.
    static let unitOctagon: [Point] = (0..<8).map { i in
        let a = (Double(i) + 0.5) * Double.pi / 4
        return Point(x: cos(a), y: sin(a))
    }

    /// True when `rect` with `radii` is a circle: a square whose four corners are rounded by at
    /// least half its side.
    static func isCircle(_ rect: Rect, _ radii: CornerRadii) -> Bool {
        let w = rect.width
        guard w > 0, abs(rect.height - w) <= w * 1e-6 else { return false }
        let r = w / 2 * (1 - 1e-6)
        return radii.topLeft >= r && radii.topRight >= r && radii.bottomRight >= r && radii.bottomLeft >= r
    }

    /// How much `h` scales every direction when it is a similarity (a uniform scale with any
    /// rotation or reflection: a circle stays a circle), or nil otherwise (perspective, unequal
    /// stretch, shear). The scale is the linear part's one singular value, to 0.1 %.
    static func similarityScale(_ h: Homography) -> Double? {
        guard h.c == 0, h.f == 0, h.i != 0 else { return nil }
        let a = h.a / h.i, b = h.b / h.i, d = h.d / h.i, e = h.e / h.i
        let sum = a * a + b * b + d * d + e * e
        let det = abs(a * e - b * d)
        let root = max(sum * sum - 4 * det * det, 0).squareRoot()
        let larger = ((sum + root) / 2).squareRoot()
        let smaller = ((sum - root) / 2).squareRoot()
        guard larger.isFinite, smaller > 0, smaller >= larger * 0.999 else { return nil }
        return larger
    }
}

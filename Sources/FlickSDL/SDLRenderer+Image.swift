import CSDL2
import FlickGeometry
import FlickLayers
import FlickRaster

extension SDLRenderer {
    /// The texture for `ref`, loading it on first use; a missing or corrupt image gives the
    /// shared placeholder (and one diagnostic naming the file).
    func imageTexture(_ ref: ImageRef) -> CachedTexture? {
        // Video frames share their stream's texture and must upload when the frame changes.
        if case .video(let f) = ref.source { return videoTexture(f) }
        let key = ref.key
        if let e = images.use(key, frame: frame) { return e }
        var surface: UnsafeMutablePointer<SDL_Surface>?
        var knownOpaque: Bool?
        var what = key.description
        switch ref.source {
        case .asset(let path):
            what = path
            if let assets {
                let full = assets.path(for: path)
                switch imageFiles.take(full) {
                case .decoded(let s, let isOpaque):
                    surface = s
                    knownOpaque = isOpaque
                case .failed(let reason):
                    report("image \(path) could not be loaded from \(full): \(reason); showing a placeholder")
                }
            } else {
                report("image \(path) not loaded: no Assets folder was found; showing a placeholder")
            }
        case .bitmap(let b):
            b.pixels.withUnsafeBytes { raw in
                if let src = SDL_CreateRGBSurfaceWithFormatFrom(
                    UnsafeMutableRawPointer(mutating: raw.baseAddress), Int32(b.width), Int32(b.height), 32,
                    Int32(b.width * 4), SDL_PIXELFORMAT_RGBA32.rawValue)
                {
                    surface = SDL_ConvertSurfaceFormat(src, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
                    SDL_FreeSurface(src)
                }
            }
            if surface == nil { report(SDLError.last("upload bitmap \(b.width)×\(b.height)").description) }
        case .video(let f):
            return videoTexture(f)
        }
        guard let surface else { return placeholder().map { remember(key, $0) } }
        defer { SDL_FreeSurface(surface) }
        guard let texture = textures.make(from: surface) else {
            report(SDLError.last("make a texture for image \(what)").description)
            return placeholder().map { remember(key, $0) }
        }
        stats.uploads += 1
        stats.bytesUploaded += Int(surface.pointee.pitch) * Int(surface.pointee.h)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        textures.setScaleMode(texture, SDL_ScaleModeLinear)
        // A bitmap is often one frame of a changing picture (a camera feed): once a frame has gone
        // by without it and nothing holds it any more, it will not come back, so its texture goes
        // at once instead of holding two seconds' worth of stale frames. A bitmap still held
        // (cycling frames) and asset images stay cached for the usual time.
        var idleLimit: Int?
        if case .bitmap = ref.source { idleLimit = Self.bitmapIdleFrames }
        var e = CachedTexture(
            texture: texture, width: Int(surface.pointee.w), height: Int(surface.pointee.h), owned: true,
            lastUsed: frame, idleLimit: idleLimit, isOpaque: knownOpaque ?? Self.isOpaque(surface))
        if case .bitmap(let b) = ref.source { e.bitmap = b }
        images.insert(key, e)
        return e
    }

    /// True when every pixel of `surface` has full alpha (or its format has none). Reads the
    /// pixels once, when the texture is made.
    nonisolated static func isOpaque(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        guard let format = surface.pointee.format else { return false }
        let amask = format.pointee.Amask
        guard amask != 0 else { return format.pointee.palette == nil }
        guard format.pointee.BytesPerPixel == 4, let pixels = surface.pointee.pixels else { return false }
        if surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0 { return false }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        for y in 0..<h {
            let row = pixels.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w where row[x] & amask != amask { return false }
        }
        return true
    }

    /// Idle frames a run-time bitmap's texture survives (see `imageTexture(_:)`).
    static let bitmapIdleFrames = 2

    private func remember(_ key: ImageRef.Key, _ e: CachedTexture) -> CachedTexture {
        images.insert(key, e)
        return e
    }

    /// The missing-image texture: an 8×8 magenta and grey checkerboard, made once (nil only if
    /// SDL cannot make even that, which is reported).
    func placeholder() -> CachedTexture? {
        if let t = images.placeholder {
            return CachedTexture(texture: t, width: 8, height: 8, owned: false, lastUsed: frame)
        }
        var pixels = [UInt32](repeating: 0, count: 64)
        for y in 0..<8 {
            for x in 0..<8 { pixels[y * 8 + x] = ((x / 2 + y / 2) % 2 == 0) ? 0xFFFF_00FF : 0xFF80_8080 }
        }
        guard let t = textures.make(SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, width: 8, height: 8) else {
            report(SDLError.last("make the placeholder texture").description)
            return nil
        }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(t, nil, $0.baseAddress, 32) }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        textures.setScaleMode(t, SDL_ScaleModeNearest)
        images.placeholder = t
        return CachedTexture(texture: t, width: 8, height: 8, owned: false, lastUsed: frame)
    }

    /// An image, placed by its gravity and cut by its clip. One that lands outside the target
    /// gets no texture (`imageExtent`).
    func drawImage(_ item: DisplayItem.Image) {
        guard item.opacity > 0.002 else { return }
        let h = matrix(item.transform)
        guard let extent = imageExtent(item.image) else { return }
        let placed = item.placedRect(extent)
        guard placed.width > 0, placed.height > 0, isVisible(placed, h) else { return }
        guard let tex = imageTexture(item.image) else { return }
        // The texture may not be what the header said (a file that failed to decode gives the
        // placeholder, which fills the bounds).
        let same = tex.width == extent.width && tex.height == extent.height && tex.owned == extent.owned
        let rect = same ? placed : item.placedRect(ImageExtent(tex))
        guard rect.width > 0, rect.height > 0, isVisible(rect, h) else { return }
        guard let inverse = h.inverted() else { return }

        let b = builder
        b.outline.removeAll(keepingCapacity: true)
        var rounded = false
        if let clip = item.clip, !clip.rect.contains(rect) || !clip.radii.isZero {
            if clip.transform != item.transform {
                report("an image clip in a different space than its image is ignored")
            }
            rounded = !clip.radii.isZero
            MeshBuilder.appendRoundedRect(
                clip.rect, clip.radii, segments: MeshBuilder.cornerSegments(clip.rect, clip.radii, h), into: &b.outline)
            MeshBuilder.clip(&b.outline, to: rect, scratch: &b.outline2)
        } else {
            b.outline.append(contentsOf: rect.corners)
        }
        guard b.outline.count >= 3, b.project(b.outline, h, into: &b.polygon) else { return }
        var options = MeshBuilder.FillOptions()
        options.uv = nudged(inverse.concatenating(Homography(unitSquareOf: rect)), width: tex.width, height: tex.height)
        options.antialias = rounded || !h.isAxisAligned
        options.cell = h.isAffine ? nil : Self.perspectiveCell
        options.rectPieces = isSoftware && h.isAxisAligned
        parts.removeAll()
        let color = VertexColor(r: 255, g: 255, b: 255, alpha: item.opacity)
        builder.fillConvex(b.polygon, color: color, options: options, into: &parts)
        // A picture without a transparent texel, at full opacity, is an opaque source.
        submitParts(
            texture: tex.texture, opaque: tex.isOpaque && color.alphaByte() == 255,
            allowsRects: options.rectPieces)
    }

    /// Largest triangle, in pixels, of a textured shape under perspective: SDL interpolates
    /// texture coordinates affinely (FEEL.md §6), so cells this small keep the error well under
    /// a pixel for the tilts the demo uses.
    static let perspectiveCell = 16.0

    /// `uv` shifted by 1/64 texel so SDL's software renderer, which truncates `u × width` to a
    /// whole texel, never drops to the texel before an exact boundary.
    func nudged(_ uv: Homography, width: Int, height: Int) -> Homography {
        guard isSoftware else { return uv }
        let du = 1 / (64 * Double(max(width, 1)))
        let dv = 1 / (64 * Double(max(height, 1)))
        var m = uv
        m.a += du * m.c
        m.d += du * m.f
        m.g += du * m.i
        m.b += dv * m.c
        m.e += dv * m.f
        m.h += dv * m.i
        return m
    }
}

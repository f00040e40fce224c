import CSDL2
import FlickGeometry
import FlickLayers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SDLRenderer {
    /// Most halvings in the blur's downsample chain (a 32× reduction).
    static let maxBlurLevels = 5
    /// A blur (or group) at or below this opacity leaves no trace in 8-bit colour (half a step of
    /// 1/255): it is not drawn, and the frame plan skips it.
    nonisolated static let invisibleOpacity = 0.002

    /// A backdrop blur: what is already drawn under the shape is copied out at half size, shrunk
    /// by further halves with linear filtering (each halving averages 2×2 pixels), grown back to
    /// half size the same way, drawn magnified (the last doubling) through the rounded shape
    /// with the blur's opacity, then tinted (FEEL.md §6: cheap blur
    /// by a downsample chain). Halvings: ⌊log₂ σ⌋ with σ = radius/2 in pixels, so the smallest
    /// level's pixel is about one σ wide. `visible` (output pixels) is the part left uncovered
    /// by later opaque drawing: a plain rectangular blur is cut to it.
    func drawBlur(_ item: DisplayItem.Blur, visible: PixelRect? = nil) {
        guard let (item, h, sigma, levels) = blurExtent(item, visible: visible), let parent = targets.last,
            let parentTexture = parent.texture
        else { return }
        if levels > 0, let b = FramePlan.projectedBounds(item.rect, h, margin: 2 * sigma + 1) {
            let region = PixelRect(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY).intersection(targetRect)
            if !region.isEmpty {
                flush()
                if let (blurred, used) = blurredCopy(of: parentTexture, region: region, levels: levels) {
                    stats.blurs += 1
                    setTarget(parentTexture)
                    // The blurred picture fills `used` texels of a half-size target: region pixel
                    // (x, y) reads texel (x · used.w / region.w, …), magnified with linear filtering.
                    let ox = Double(region.x), oy = Double(region.y)
                    let su = Double(used.width) / Double(region.width) / Double(blurred.width)
                    let sv = Double(used.height) / Double(region.height) / Double(blurred.height)
                    var options = MeshBuilder.FillOptions()
                    options.uv = nudged(
                        Homography(a: su, b: 0, c: 0, d: 0, e: sv, f: 0, g: -ox * su, h: -oy * sv, i: 1),
                        texture: blurred)
                    options.rectPieces = isSoftware
                    let color = VertexColor(r: 255, g: 255, b: 255, alpha: item.opacity)
                    parts.removeAll()
                    builder.fillRoundedRect(
                        item.rect, radii: item.radii, transform: h, color: color, options: options, into: &parts)
                    submitParts(texture: blurred.texture, opaque: color.alphaByte() == 255, allowsRects: isSoftware)
                    flush()
                    pool.release(blurred.texture)
                }
            }
        }
        let tint = Self.vertexColor(item.tint, opacity: item.opacity)
        guard tint.alphaByte() > 0 else { return }
        parts.removeAll()
        builder.fillRoundedRect(item.rect, radii: item.radii, transform: h, color: tint, into: &parts)
        submitParts(texture: nil, opaque: tint.alphaByte() == 255, allowsRects: false)
    }

    /// Copies `region` of `source` at half size (each texel the mean of 2×2 pixels) and blurs it
    /// by `levels − 1` further halvings and as many doublings. The result fills the returned
    /// size in the top-left corner of the returned target, to be magnified back to `region` by
    /// the draw (the last doubling, done by the GPU's linear filter). SDL's software renderer
    /// samples textured triangles nearest-neighbour, so there the chain starts and ends at full
    /// size and the draw is one texel per pixel. The caller releases it.
    private func blurredCopy(of source: OpaquePointer, region: PixelRect, levels: Int) -> (
        CachedTexture, used: (width: Int, height: Int)
    )? {
        var chain: [(texture: OpaquePointer, width: Int, height: Int)] = []
        var sizes: [(Int, Int)] = []
        for j in (isSoftware ? 0 : 1)...levels {
            let d = 1 << j
            let w = max(1, (region.width + d - 1) / d), hh = max(1, (region.height + d - 1) / d)
            guard let t = pool.acquire(width: w, height: hh, frame: frame) else {
                report(SDLError.last("make a blur target").description)
                for c in chain { pool.release(c.texture) }
                return nil
            }
            chain.append(t)
            sizes.append((w, hh))
        }
        func copy(_ from: OpaquePointer, _ src: SDL_Rect, to: OpaquePointer, _ dst: SDL_Rect) {
            setTarget(to)
            SDL_SetTextureScaleMode(from, SDL_ScaleModeLinear)
            self.copy(from, src, to: dst)
        }
        func rect(_ j: Int) -> SDL_Rect { SDL_Rect(x: 0, y: 0, w: Int32(sizes[j].0), h: Int32(sizes[j].1)) }
        copy(
            source, SDL_Rect(x: Int32(region.x), y: Int32(region.y), w: Int32(region.width), h: Int32(region.height)),
            to: chain[0].texture, rect(0))
        let top = chain.count - 1
        if top > 0 {
            for j in 1...top { copy(chain[j - 1].texture, rect(j - 1), to: chain[j].texture, rect(j)) }
            for j in stride(from: top - 1, through: 0, by: -1) {
                copy(chain[j + 1].texture, rect(j + 1), to: chain[j].texture, rect(j))
            }
            for j in 1...top { pool.release(chain[j].texture) }
        }
        SDL_SetTextureScaleMode(chain[0].texture, SDL_ScaleModeLinear)
        let texture = CachedTexture(
            texture: chain[0].texture, width: chain[0].width, height: chain[0].height, owned: false, lastUsed: frame)
        return (texture, (sizes[0].0, sizes[0].1))
    }

    /// What a blur covers and how deep its chain goes, or nil when nothing of it shows (nearly
    /// transparent, cut away by later opaque drawing, or off the target): the item cut to
    /// `visible` when it is a plain axis-aligned rectangle, its matrix, σ = radius/2 in output
    /// pixels, and the halvings ⌊log₂ σ⌋ (at most `maxBlurLevels`).
    func blurExtent(_ item: DisplayItem.Blur, visible: PixelRect?)
        -> (item: DisplayItem.Blur, matrix: Homography, sigma: Double, levels: Int)?
    {
        guard item.opacity > Self.invisibleOpacity else { return nil }
        var item = item
        if let v = visible, item.radii.isZero {
            let map = Homography(item.transform).concatenating(basePixels)
            if map.isAxisAligned, let local = FramePlan.localRect(of: v, map) {
                guard let cut = item.rect.intersection(local) else { return nil }
                item.rect = cut
            }
        }
        let h = matrix(item.transform)
        guard isVisible(item.rect, h) else { return nil }
        let sigma = max(item.radius, 0) / 2 * h.scale(near: item.rect.midX, item.rect.midY)
        let levels = min(Self.maxBlurLevels, max(0, Int(log2(max(sigma, 1)))))
        return (item, h, sigma, levels)
    }
}

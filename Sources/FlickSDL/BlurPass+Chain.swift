import CSDL2
import FlickGeometry
import FlickRaster

extension BlurPass {
    /// A blur's chain of targets, the backdrop first: each level's texture and used size.
    typealias Chain = [(texture: OpaquePointer, width: Int, height: Int)]

    /// Halves the backdrop (`chain[0]`, or the part `held.rect` of a shared backdrop) down to the
    /// chain's last level with linear filtering, then doubles it back up to `last`, the level
    /// magnified onto the output; gives the other levels back to the pool. Leaves `last` the
    /// current target.
    ///
    /// On a GPU each halving also sets the texels it must not take from the level before
    /// (`clamp`): the first halving's texels off the output (`inner` the texels wholly on it),
    /// and every halving's texel column and row past its used size. A GPU's linear filter samples
    /// the texture, not the copy's source rectangle: doubling a level back reads half a texel past
    /// its used size at the right and bottom, where its target, usually larger, holds whatever
    /// was drawn there before (another blur's pixels). Halving reads nothing past (every halving
    /// is exact on the lattice, `targets`), nor does the output magnifying the picture (its
    /// region lies a texel inside). SDL's software renderer stretches within the source
    /// rectangle, and draws the backdrop at full size over the blur's region on the output: there
    /// the chain needs neither.
    func blurChain(
        _ chain: Chain, held: (texture: OpaquePointer, rect: PixelRect)?, last: Int, inner: PixelRect?,
        renderer r: SDLRenderer
    ) {
        let top = chain.count - 1
        guard top > 0 else { return }
        func rect(_ j: Int) -> SDL_Rect { SDL_Rect(x: 0, y: 0, w: Int32(chain[j].width), h: Int32(chain[j].height)) }
        func whole(_ j: Int) -> PixelRect { PixelRect(x: 0, y: 0, width: chain[j].width, height: chain[j].height) }
        func copyLinear(_ from: Int, _ to: Int) {
            r.setTarget(chain[to].texture)
            pool.textures.setScaleMode(chain[from].texture, SDL_ScaleModeLinear)
            r.copy(chain[from].texture, rect(from), to: rect(to))
        }
        if let held {
            r.setTarget(chain[1].texture)
            pool.textures.setScaleMode(held.texture, SDL_ScaleModeLinear)
            let p = held.rect
            let from = SDL_Rect(x: Int32(p.x), y: Int32(p.y), w: Int32(p.width), h: Int32(p.height))
            r.copy(held.texture, from, to: rect(1))
        } else {
            copyLinear(0, 1)
            if drawLevels > 0 { clamp(chain, 1, inner: inner ?? whole(1), renderer: r) }
        }
        if top > 1 {
            for j in 2...top {
                copyLinear(j - 1, j)
                if drawLevels > 0 { clamp(chain, j, inner: whole(j), renderer: r) }
            }
        }
        for j in stride(from: top - 1, through: max(last, 1), by: -1) { copyLinear(j + 1, j) }
        if last == 0 { copyLinear(1, 0) }
        for j in 0...top where j != last { pool.release(chain[j].texture) }
    }

    /// The texels of a blur's first halving (`size` used, each `2·step` output pixels from
    /// `area`'s corner) that lie wholly on the output `output`, or nil when none do.
    static func inner(area: PixelRect, step: Int, size: (width: Int, height: Int), output: PixelRect) -> PixelRect? {
        let s = Double(2 * step)
        func range(_ a: Int, _ lo: Int, _ hi: Int, _ n: Int) -> (Int, Int) {
            let first = Int((Double(lo - a) / s).rounded(.up)), end = Int((Double(hi - a) / s).rounded(.down))
            return (min(max(first, 0), n), min(max(end, 0), n))
        }
        let (x0, x1) = range(area.x, output.x, output.x + output.width, size.width)
        let (y0, y1) = range(area.y, output.y, output.y + output.height, size.height)
        return x0 < x1 && y0 < y1 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    /// On a GPU, sets every texel of level `j` (the current target) outside `inner`, and its
    /// texel column and row past the used size, to the texel of `inner` nearest it: read from
    /// level j − 1 as the halving reads it, between the 2×2 texels it averages. One draw of up to
    /// eight quads.
    ///
    /// For the first halving `inner` is what lies wholly on the output. Past the output there is
    /// nothing to blur: drawn small, the backdrop holds the clear colour there, which every later
    /// level would spread a blur's width in (a dark band along the screen's edges, over 100
    /// levels deep in a corner). Clamped, a blur at the output's edge shows the edge going on, as
    /// the software renderer's stretches and a texture's clamp to edge do.
    func clamp(_ chain: Chain, _ j: Int, inner: PixelRect, renderer r: SDLRenderer) {
        let source = chain[j - 1].texture
        var tw: Int32 = 0
        var th: Int32 = 0
        SDL_QueryTexture(source, nil, nil, &tw, &th)
        // Texels before, within and after `inner` (the last span one past the used size), the
        // outer two read at their nearest edge texel's place in the level before: 2c + 1.
        func spans(_ lo: Int, _ hi: Int, _ end: Int) -> [(Int, Int, Double?)] {
            [(0, lo, Double(2 * lo + 1)), (lo, hi, nil), (hi, end + 1, Double(2 * hi - 1))]
        }
        let sw = Double(tw), sh = Double(th)
        var mesh = Mesh()
        for (x0, x1, u) in spans(inner.x, inner.x + inner.width, chain[j].width) where x0 < x1 {
            for (y0, y1, v) in spans(inner.y, inner.y + inner.height, chain[j].height)
            where y0 < y1 && (u != nil || v != nil) {
                // Texel x reads 2x across (the halving's), or the fixed place u.
                let uv = Homography(
                    a: u == nil ? 2 / sw : 0, b: 0, c: 0, d: 0, e: v == nil ? 2 / sh : 0, f: 0, g: (u ?? 0) / sw,
                    h: (v ?? 0) / sh, i: 1)
                let (l, t, rt, b) = (Double(x0), Double(y0), Double(x1), Double(y1))
                r.builder.quad(l, t, rt, t, rt, b, l, b, color: .white, alpha: 1, uv: uv, into: &mesh)
            }
        }
        // A batch of its own, drawn now: SDL's software renderer (the GPU profile on a canvas)
        // would take a quad for a blit of its UVs' rectangle, which here has no width.
        r.submit(&mesh, key: .init(texture: source, blend: SDL_BLENDMODE_NONE, allowsRects: false))
        r.flush()
    }
}

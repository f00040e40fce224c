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
    /// A GPU's linear filter samples the texture, not the copy's source rectangle: doubling a
    /// level back reads half a texel past its used size at the right and bottom, where its
    /// target, usually larger, holds whatever was drawn there before (another blur's pixels).
    /// So on a GPU each level doubled back from gets that texel column and row (`edge`) while it
    /// is the target anyway, in `clear`: the clear colour, which is what lies past a backdrop
    /// drawn over it, as the smaller level would show it. Halving reads nothing past (every
    /// halving is exact on the lattice, `targets`), nor does the output magnifying the picture
    /// (its region lies a texel inside). SDL's software renderer stretches within the source
    /// rectangle: there the chain needs no such texel.
    func blurChain(
        _ chain: Chain, held: (texture: OpaquePointer, rect: PixelRect)?, last: Int, clear: Color,
        renderer r: SDLRenderer
    ) {
        let top = chain.count - 1
        guard top > 0 else { return }
        func rect(_ j: Int) -> SDL_Rect { SDL_Rect(x: 0, y: 0, w: Int32(chain[j].width), h: Int32(chain[j].height)) }
        func copyLinear(_ from: Int, _ to: Int) {
            r.setTarget(chain[to].texture)
            pool.textures.setScaleMode(chain[from].texture, SDL_ScaleModeLinear)
            r.copy(chain[from].texture, rect(from), to: rect(to))
        }
        func edge(_ j: Int) {
            let w = Int32(chain[j].width), h = Int32(chain[j].height)
            r.clear([SDL_Rect(x: w, y: 0, w: 1, h: h + 1), SDL_Rect(x: 0, y: h, w: w, h: 1)], to: clear)
        }
        if let held {
            r.setTarget(chain[1].texture)
            pool.textures.setScaleMode(held.texture, SDL_ScaleModeLinear)
            let p = held.rect
            let from = SDL_Rect(x: Int32(p.x), y: Int32(p.y), w: Int32(p.width), h: Int32(p.height))
            r.copy(held.texture, from, to: rect(1))
        } else {
            copyLinear(0, 1)
        }
        if top > 1 {
            for j in 2...top {
                copyLinear(j - 1, j)
                if drawLevels > 0 { edge(j) }
            }
        }
        for j in stride(from: top - 1, through: max(last, 1), by: -1) { copyLinear(j + 1, j) }
        if last == 0 { copyLinear(1, 0) }
        for j in 0...top where j != last { pool.release(chain[j].texture) }
    }
}

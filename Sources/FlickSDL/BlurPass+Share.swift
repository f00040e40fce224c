import CSDL2
import FlickLayers
import FlickRaster

extension BlurPass {
    /// The items before the blur at `index` that a full-size backdrop holds whole, the output
    /// pixels they cover, and the area the backdrop then covers: the blur's `area` grown until
    /// every item reaching into it lies wholly inside. Nil when there are none.
    ///
    /// A backdrop drawn at full size over a blur drawn on the output (SDL's software renderer)
    /// holds the output's own pixels: the same items, drawn as planned, over the clear colour,
    /// one texel per pixel. Those items are then drawn only into the backdrop
    /// (`ItemPlan.underBlur`) and the output takes their pixels from it at the blur's place
    /// (`paste`): one copy instead of every item's draws a second time. Grown to hold the items
    /// that reach past the blur's area (a picture under the whole screen, a button half under a
    /// panel), no item is drawn twice and none is cut at the backdrop's edge; the chain reads
    /// the blur's area of it.
    func itemsHeld(around area: PixelRect, before index: Int, list: DisplayList, renderer r: SDLRenderer)
        -> (area: PixelRect, items: [Int], pixels: PixelRect)?
    {
        var drawn: [(index: Int, pixels: PixelRect)] = []
        for i in 0..<index where !r.plan[i].skip && !r.plan[i].underBlur {
            switch list.items[i] {
            case .pushGroup, .popGroup, .backdropBlur: continue
            default: break
            }
            guard var d = r.plan.itemPixels[i]?.intersection(r.outputRect) else { continue }
            if let s = r.plan[i].scissor { d = d.intersection(s) }
            if !d.isEmpty { drawn.append((i, d)) }
        }
        var grown = area
        var growing = true
        while growing {
            growing = false
            for (_, d) in drawn where !d.intersection(grown).isEmpty && d.intersection(grown) != d {
                grown = grown.union(d)
                growing = true
            }
        }
        let held = drawn.filter { !$0.pixels.intersection(grown).isEmpty }
        guard let first = held.first?.pixels else { return nil }
        return (grown, held.map(\.index), held.reduce(first) { $0.union($1.pixels) })
    }

    /// Copies the shared backdrop's pixels of `p` onto the current target (the output, or the
    /// offscreen frame standing in for it), in place of the items drawn only into the backdrop.
    func paste(_ backdrop: OpaquePointer, _ p: Picture, renderer r: SDLRenderer) {
        guard let target = r.targets.last else { return }
        r.flush()
        let s = p.shared
        pool.textures.setScaleMode(backdrop, SDL_ScaleModeNearest)
        r.copy(
            backdrop,
            SDL_Rect(
                x: Int32(s.x - p.backdropArea.x), y: Int32(s.y - p.backdropArea.y), w: Int32(s.width),
                h: Int32(s.height)),
            to: SDL_Rect(
                x: Int32(s.x - target.origin.x), y: Int32(s.y - target.origin.y), w: Int32(s.width),
                h: Int32(s.height)))
    }
}

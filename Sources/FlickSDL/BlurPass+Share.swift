import CSDL2
import FlickLayers
import FlickRaster

extension BlurPass {
    /// The items before the blur at `index` that a full-size backdrop over the output pixels
    /// `area` holds whole, and the output pixels they cover, or nil when there are none or the
    /// backdrop would not give back the output's own pixels there.
    ///
    /// A backdrop drawn at full size over a blur drawn on the output (SDL's software renderer)
    /// holds the output's own pixels over `area`: the same items, drawn as planned, over the
    /// clear colour, one texel per pixel. Those items are then drawn only into backdrops
    /// (`ItemPlan.underBlur`) and the output takes their pixels from the backdrop at the blur's
    /// place (`paste`): one copy instead of every item's draws a second time. Items that reach
    /// past `area` are drawn on the output as well, and the copy writes the same pixels over
    /// them — unless the backdrop's edge cuts one that SDL's software renderer draws as a
    /// scaled blit (a scaled picture, text), which shifts under a cut (`cropsExactly`): then the
    /// output draws everything itself.
    func itemsHeld(before index: Int, area: PixelRect, list: DisplayList, renderer r: SDLRenderer)
        -> (items: [Int], pixels: PixelRect)?
    {
        var items: [Int] = []
        var pixels: PixelRect?
        var cut: [PixelRect] = []
        for i in 0..<index where !r.plan[i].skip && !r.plan[i].underBlur {
            let item = list.items[i]
            switch item {
            case .pushGroup, .popGroup, .backdropBlur: continue
            default: break
            }
            guard let d = r.plan.itemPixels[i]?.intersection(r.outputRect), !d.isEmpty else { continue }
            if d.intersection(area) == d {
                items.append(i)
                pixels = pixels.map { $0.union(d) } ?? d
            } else if !r.plan.cropsExactly(r.plan.carried[i] ?? item, at: i) {
                cut.append(d)
            }
        }
        guard let pixels, cut.allSatisfy({ $0.intersection(pixels).isEmpty }) else { return nil }
        return (items, pixels)
    }

    /// Copies the shared backdrop's pixels of `p` onto the current target (the output, or the
    /// offscreen frame standing in for it), in place of the items drawn only into the backdrop.
    func paste(_ backdrop: OpaquePointer, _ p: Picture, renderer r: SDLRenderer) {
        guard let target = r.targets.last else { return }
        r.flush()
        let s = p.shared
        SDL_SetTextureScaleMode(backdrop, SDL_ScaleModeNearest)
        r.copy(
            backdrop,
            SDL_Rect(x: Int32(s.x - p.area.x), y: Int32(s.y - p.area.y), w: Int32(s.width), h: Int32(s.height)),
            to: SDL_Rect(
                x: Int32(s.x - target.origin.x), y: Int32(s.y - target.origin.y), w: Int32(s.width),
                h: Int32(s.height)))
    }
}

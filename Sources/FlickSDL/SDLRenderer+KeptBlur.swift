import CSDL2
import FlickGeometry
import FlickLayers

extension SDLRenderer {
    /// What a direct blur's small picture is made from: the map from points to output pixels,
    /// the blur as listed (its opacity aside: that is applied on screen), the output pixels a
    /// texel and the chain's levels, the colour the picture starts from, and each item before
    /// the blur as drawn into it and as planned.
    struct BlurSource {
        var base: Homography
        var blur: DisplayItem.Blur
        var clear: Color
        var step: Int
        var levels: Int
        var items: [DisplayItem]
        var plans: [DrawnPlan]

        /// Whether a picture made from this serves a frame that would make one from `now`:
        /// the same blur over the same items, each drawn then wherever it is drawn now (an item
        /// now hidden may have been drawn: what hides it lies over the blur; one drawn now
        /// through a scissor was drawn through the same or a larger one, or none).
        func serves(_ now: BlurSource) -> Bool {
            base == now.base && blur == now.blur && clear == now.clear && step == now.step && levels == now.levels
                && items == now.items && DrawnPlan.drawnThen(plans, asNow: now.plans)
        }
    }

    /// The direct blur's small picture kept after the frame that made or reused it, with what
    /// it was made from: a frame whose direct blur it serves (`BlurSource.serves`, over an area
    /// inside the picture's) puts it on screen again. A camera's picture stays the same for two
    /// display frames at 60 Hz, and while a panel slides over a blurred camera only the blur's
    /// opacity and the part that shows change, so about every other blurred frame skips the
    /// small backdrop, the chain and the tint (docs/RENDERING.md, "A blur kept for the next
    /// frame").
    struct KeptBlur {
        var source: BlurSource
        var picture: (texture: OpaquePointer, area: PixelRect, step: Int)
        /// Whether this frame put it on screen (kept for the next one).
        var used: Bool
    }

    /// What the direct blur `blur` (as listed), at `step` output pixels a texel and `levels`
    /// levels, drawn from the items before `index`, is made from this frame; nil when a
    /// rasterised layer's picture lies among them (its texture is not its items).
    func blurSource(_ blur: DisplayItem.Blur, step: Int, levels: Int, before index: Int, list: DisplayList)
        -> BlurSource?
    {
        guard !rasterPictures.keys.contains(where: { $0 < index }) else { return nil }
        var b = blur
        b.opacity = 1
        let (items, plans) = drawnRange(list, 0..<min(index, list.items.count))
        return BlurSource(
            base: basePixels, blur: b, clear: list.clearColor, step: step, levels: levels, items: items, plans: plans)
    }

    /// The kept picture, when it serves `source` over `area` (it is then used this frame). A
    /// kept picture that does not goes back to the pool first, so the picture made instead can
    /// take its texture rather than a new one.
    func takeKeptBlur(_ source: BlurSource, area: PixelRect) -> (texture: OpaquePointer, area: PixelRect, step: Int)? {
        guard let kept = keptBlur else { return nil }
        if kept.picture.area.intersection(area) == area, kept.source.serves(source) {
            keptBlur?.used = true
            stats.reusedBlurs += 1
            return kept.picture
        }
        pool.release(kept.picture.texture)
        keptBlur = nil
        return nil
    }

    /// Gives a direct blur's picture back to the pool, unless it is kept for the next frame.
    func releaseBlurPicture(_ texture: OpaquePointer) {
        if keptBlur?.picture.texture == texture { return }
        pool.release(texture)
    }

    /// At the end of a frame: a kept picture this frame did not use goes back to the pool; one
    /// it used waits for the next.
    func endFrameForKeptBlur() {
        guard let kept = keptBlur else { return }
        if kept.used {
            keptBlur?.used = false
        } else {
            pool.release(kept.picture.texture)
            keptBlur = nil
        }
    }
}

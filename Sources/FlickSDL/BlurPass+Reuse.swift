import FlickGeometry
import FlickLayers
import FlickRaster

extension BlurPass {
    /// A blur's picture kept from the frame that drew it, with what it was made from: that
    /// frame's items, plan and items' output pixels (held, not copied: each frame makes new
    /// ones), the map from points to output pixels, the output's rectangle (on a GPU the chain
    /// takes the edge's texels past it, `clamp`) and the clear colour under the backdrop.
    ///
    /// The picture kept is the backdrop blurred and nothing else (the tint is mixed into a copy
    /// or drawn with it, the opacity as it is drawn), so it holds for a later frame whose blur
    /// reads the same pixels: the same items before it, drawn the same way where it reads
    /// (`reuses`). A still backdrop under a fading or re-tinted blur, or under a blur that a
    /// sliding panel covers more of, then costs no backdrop and no chain (on a GPU a tinted copy
    /// only when the tint moves on a blur rounded, turned or off whole pixels, `drawsTintApart`).
    struct Kept {
        var picture: Picture
        var items: [DisplayItem]
        var plan: [FramePlan.ItemPlan]
        var pixels: [PixelRect?]
        var carried: [Int: DisplayItem]
        var pointsToPixels: Homography
        var output: PixelRect
        var clear: Color
    }

    /// Keeps this frame's pictures for the next frame, with what they were made from (`list`, as
    /// planned by `r`), and gives back to the pool those that hold a stand-in (`Picture.keeps`).
    func keep(_ pictures: [Int: Picture], of list: DisplayList, renderer r: SDLRenderer) {
        for (index, p) in pictures {
            guard p.texture != nil, p.base != nil, p.keeps else {
                release(p)
                continue
            }
            // The base is kept, and a GPU's tinted copy of it: drawn again while the tint holds.
            kept[index] = Kept(
                picture: p, items: list.items, plan: r.plan.items, pixels: r.plan.itemPixels, carried: r.plan.carried,
                pointsToPixels: r.state.basePixels, output: r.outputRect, clear: list.clearColor)
        }
    }

    /// Whether the kept picture `k` is what the blur at `index` would make now: `p` (its depth,
    /// step and area worked out, no texture yet), its shared backdrop over `held` when it has one.
    ///
    /// - The chain must be as deep with the same step and lattice, over the same clear colour,
    ///   output map and output. Drawn small, every level's texels sit on a lattice fixed on the output
    ///   (`targets`), so a kept picture covering more than `p` needs holds the same texels there;
    ///   drawn at full size, the chain is aligned to its own area, which must then be the same
    ///   (and so must a shared backdrop's).
    /// - Every item before the blur that reaches the picture's backdrop, then or now, must be
    ///   the same (one drawn wholly outside it, an animation elsewhere on screen, adds nothing
    ///   to any of its texels), and drawn the same way where the blur reads
    ///   (`FramePlan.blurRead`: past that reach nothing changes what it shows, which is why the
    ///   plan may cut items there): an item cut or hidden elsewhere by a panel sliding over it
    ///   does not count.
    func reuses(
        _ k: Kept, for p: Picture, held: PixelRect?, index: Int, list: DisplayList, renderer r: SDLRenderer
    ) -> Bool {
        guard k.picture.levels == p.levels, k.picture.step == p.step, k.clear == list.clearColor,
            k.pointsToPixels == r.state.basePixels, k.output == r.outputRect, k.items.count > index,
            k.plan.count > index
        else { return false }
        let covers = drawLevels > 0 ? k.picture.area.intersection(p.area) == p.area : k.picture.area == p.area
        guard covers, (k.picture.backdrop == nil) == (held == nil),
            held == nil || held == k.picture.backdropArea, k.pixels.count > index,
            case .backdropBlur(let b) = list.items[index],
            let shown = r.plan[index].visible ?? r.plan.itemPixels[index]?.intersection(r.outputRect)
        else { return false }
        let read = r.plan.blurRead(b, shown: shown)
        // What the picture was drawn from: its backdrop's area (a shared backdrop's too).
        let drawn = k.picture.backdrop == nil ? k.picture.area : k.picture.area.union(k.picture.backdropArea)
        func outside(_ p: PixelRect?) -> Bool { p.map { $0.intersection(drawn).isEmpty } ?? false }
        for i in 0..<index {
            // A group's push and pop have no pixels of their own: they always count.
            if outside(r.plan.itemPixels[i]), outside(k.pixels[i]) { continue }
            guard list.items[i] == k.items[i], r.plan.carried[i] == k.carried[i],
                Self.drawnAlike(
                    r.plan[i], k.plan[i], item: list.items[i], pixels: r.plan.itemPixels[i], within: read,
                    cut: drawLevels == 0)
            else { return false }
        }
        return true
    }

    /// Whether an item covering the output `pixels` (nil: unknown), planned `now` and `then`,
    /// draws the same pixels inside `read` into a backdrop: hidden alike there, and cut alike
    /// when backdrops draw items `cut` to what shows of them (at full size; a small backdrop
    /// draws them whole). Whether it is drawn on the output too (`underBlur`) does not count: a
    /// backdrop draws it either way.
    static func drawnAlike(
        _ now: FramePlan.ItemPlan, _ then: FramePlan.ItemPlan, item: DisplayItem, pixels: PixelRect?,
        within read: PixelRect, cut: Bool
    ) -> Bool {
        let reach = pixels?.intersection(read) ?? read
        func part(_ p: FramePlan.ItemPlan) -> PixelRect {
            let drawn = p.skip ? nil : (cut ? p.scissor : nil)?.intersection(reach) ?? reach
            return drawn.map { $0.isEmpty ? nothing : $0 } ?? nothing
        }
        let nothing = PixelRect(x: 0, y: 0, width: 0, height: 0)
        switch item {
        case .popGroup: return true
        case .pushGroup, .backdropBlur:
            var a = now, b = then
            (a.underBlur, b.underBlur) = (false, false)
            (a.scissor, b.scissor) = (nil, nil)
            return a == b && (now.skip || part(now) == part(then))
        default:
            return now.inBlur == then.inBlur && part(now) == part(then)
        }
    }
}

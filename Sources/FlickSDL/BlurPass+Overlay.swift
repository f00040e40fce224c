import CSDL2
import FlickGeometry
import FlickLayers
import FlickRaster

extension BlurPass {
    /// A plain fill drawn right after a blur over the blur's own shape — a layer's background
    /// colour over its own blur, a tint view laid over a blur view — folded into the blur's
    /// tint, so the fill costs no draw of its own.
    ///
    /// Over what lies behind, D, the blur's picture T at opacity o and then the fill's colour F at
    /// alpha a give a·F + (1 − a)·(o·T + (1 − o)·D) = o′·T′ + (1 − o′)·D, with
    /// o′ = o + a − o·a and T′ = (1 − μ)·T + μ·F, μ = a / o′: the picture mixed towards F by μ
    /// as it is drawn (after the blur's own tint, `mixed`), at o′. Where a rounded shape's edge
    /// covers a pixel by a fraction c, the two draws and the one differ by c(1 − c)·o·a·(T − D).
    struct Overlay {
        /// F at alpha μ: what is mixed into the picture.
        var color: Color
        /// o′: the opacity the picture is drawn with.
        var opacity: Double
    }

    /// The fill right after the blur `b` at `index` when it can be folded into the blur's
    /// picture: on the blur's very shape, not carrying a clip. A fill cut to its uncovered part
    /// folds too: the blur, just before it, has the same opaque drawing after it, so what the
    /// two show is the same.
    func overlay(after index: Int, _ b: DisplayItem.Blur, list: DisplayList, renderer r: SDLRenderer) -> Overlay? {
        let next = index + 1
        guard next < list.items.count, case .fill(let f) = list.items[next] else { return nil }
        let step = r.plan[next]
        guard !step.skip, !step.underBlur, r.plan.carried[next] == nil,
            f.transform == b.transform, f.rect == b.rect, f.radii == b.radii
        else { return nil }
        let a = min(max(f.color.alpha * f.opacity, 0), 1), o = min(max(b.opacity, 0), 1)
        let merged = o + a - o * a
        guard a > 0, merged > 0 else { return nil }
        return Overlay(color: f.color.withAlpha(a / merged), opacity: merged)
    }

    /// The one colour that mixes in as `first` and then `second` do, each at its alpha: mixing
    /// by α₁ then α₂ keeps (1 − α₁)(1 − α₂) of what was there.
    static func mixed(_ first: Color, then second: Color) -> Color {
        let a1 = min(max(first.alpha, 0), 1), a2 = min(max(second.alpha, 0), 1)
        let alpha = 1 - (1 - a1) * (1 - a2)
        guard alpha > 0 else { return .clear }
        let w1 = a1 * (1 - a2) / alpha, w2 = a2 / alpha
        return Color(
            red: w1 * first.red + w2 * second.red, green: w1 * first.green + w2 * second.green,
            blue: w1 * first.blue + w2 * second.blue, alpha: alpha)
    }

    /// Mixes `color` (at its alpha) into the texels `rect` of the current target.
    func tint(_ color: Color, _ rect: SDL_Rect, renderer r: SDLRenderer) {
        let alpha = VertexColor(color, opacity: 1).alphaByte()
        guard alpha > 0 else { return }
        let c = color.rgba8
        var all = rect
        SDL_SetRenderDrawBlendMode(r.sdlRenderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(r.sdlRenderer, c.r, c.g, c.b, alpha)
        SDL_RenderFillRect(r.sdlRenderer, &all)
        r.stats.drawCalls += 1
        r.stats.pixelsDrawn += Int(all.w) * Int(all.h)
    }
}

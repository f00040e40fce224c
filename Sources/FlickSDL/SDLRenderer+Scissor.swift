import CSDL2
import FlickGeometry
import FlickLayers

extension SDLRenderer {
    /// Starts drawing through the scissor `r` (output pixels), within any scissor already in
    /// force: SDL's clip rectangle, which costs nothing per pixel on GPU renderers and which
    /// SDL's software rasteriser honours too. Returns false, changing nothing, when nothing of
    /// `r` is left to draw in the current target; otherwise `popScissor` must follow.
    func pushScissor(_ r: PixelRect) -> Bool {
        let s = scissors.last.map { $0.intersection(r) } ?? r
        guard !s.isEmpty, let local = targetPixels(of: s), !local.isEmpty else { return false }
        flush()
        scissors.append(s)
        applyScissor()
        return true
    }

    /// Ends the innermost scissor.
    func popScissor() {
        flush()
        _ = scissors.popLast()
        applyScissor()
    }

    /// Sets SDL's clip rectangle for the current target from the innermost scissor (none: no
    /// clipping). SDL forgets it on a target switch; scissors never span one (the plan keeps
    /// groups through targets and blurs out of scissored groups).
    func applyScissor() {
        guard let s = scissors.last, let local = targetPixels(of: s), !local.isEmpty else {
            SDL_RenderSetClipRect(sdlRenderer, nil)
            activeClip = nil
            return
        }
        var r = SDL_Rect(x: Int32(local.x), y: Int32(local.y), w: Int32(local.width), h: Int32(local.height))
        SDL_RenderSetClipRect(sdlRenderer, &r)
        activeClip = local
    }

    /// Output pixels `r` in the current target's pixels (grown to whole texels of a reduced
    /// target), cut to the target.
    func targetPixels(of r: PixelRect) -> PixelRect? {
        guard let t = targets.last else { return nil }
        return r.cells(origin: t.origin, step: t.step).intersection(PixelRect(x: 0, y: 0, width: t.width, height: t.height))
    }

    /// Draws one item through `crop` (its uncovered part, from the plan) when given.
    func cropped(_ crop: PixelRect?, _ draw: () -> Void) {
        guard let crop else {
            draw()
            return
        }
        guard pushScissor(crop) else { return }
        draw()
        popScissor()
    }
}

import CSDL2
import FlickLayers
import FlickRaster

/// Clips drawn without a render target (docs/RENDERING.md, "The frame plan"): a rounded clip
/// its items can take themselves is carried by them (the plan's `carried` items), and a plain
/// rectangular one, or an item's uncovered part, is drawn through a scissor — SDL's clip
/// rectangle, which costs nothing per pixel on a GPU and which SDL's software rasteriser
/// honours too. The pass keeps the scissors in force, innermost last; they never span a target
/// switch (the plan keeps groups through targets and blurs out of scissored groups).
@MainActor
final class ClipPass: RenderPass {
    /// The scissors in force, innermost last (output pixels).
    private var scissors: [PixelRect] = []
    /// SDL's clip rectangle now, in the current target's pixels (nil: none).
    private(set) var active: PixelRect?

    /// Starts the frame with no scissor.
    func beginFrame(_ list: DisplayList, renderer r: SDLRenderer) {
        scissors.removeAll(keepingCapacity: true)
        apply(renderer: r)
    }

    /// Starts drawing through the scissor `s` (output pixels), within any scissor already in
    /// force. Returns false, changing nothing, when nothing of `s` is left to draw in the current
    /// target; otherwise `pop` must follow.
    func push(_ s: PixelRect, renderer r: SDLRenderer) -> Bool {
        let s = scissors.last.map { $0.intersection(s) } ?? s
        guard !s.isEmpty, let local = Self.targetPixels(of: s, renderer: r), !local.isEmpty else { return false }
        r.flush()
        scissors.append(s)
        apply(renderer: r)
        return true
    }

    /// Ends the innermost scissor.
    func pop(renderer r: SDLRenderer) {
        r.flush()
        _ = scissors.popLast()
        apply(renderer: r)
    }

    /// Draws one item through `crop` (its uncovered part, from the plan) when given.
    func cropped(_ crop: PixelRect?, renderer r: SDLRenderer, _ draw: () -> Void) {
        guard let crop else { return draw() }
        guard push(crop, renderer: r) else { return }
        draw()
        pop(renderer: r)
    }

    /// Sets SDL's clip rectangle for the current target from the innermost scissor (none: no
    /// clipping).
    private func apply(renderer r: SDLRenderer) {
        guard let s = scissors.last, let local = Self.targetPixels(of: s, renderer: r), !local.isEmpty else {
            SDL_RenderSetClipRect(r.sdlRenderer, nil)
            active = nil
            return
        }
        var rect = SDL_Rect(x: Int32(local.x), y: Int32(local.y), w: Int32(local.width), h: Int32(local.height))
        SDL_RenderSetClipRect(r.sdlRenderer, &rect)
        active = local
    }

    /// Output pixels `p` in the current target's pixels (grown to whole texels of a reduced
    /// target), cut to the target.
    private static func targetPixels(of p: PixelRect, renderer r: SDLRenderer) -> PixelRect? {
        guard let t = r.targets.last else { return nil }
        return p.cells(origin: t.origin, step: t.step).intersection(
            PixelRect(x: 0, y: 0, width: t.width, height: t.height))
    }
}

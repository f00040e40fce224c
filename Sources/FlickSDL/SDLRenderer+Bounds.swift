import CSDL2
import FlickGeometry
import FlickLayers

extension SDLRenderer {
    /// Works out, before drawing, the output pixels each group needs: the clip's bounds for a
    /// masking group (so the whole clip shape has backdrop under it), otherwise the union of
    /// what its items draw. Stored in `groupBounds` by the index of the `pushGroup` item.
    func computeGroupBounds(_ list: DisplayList) {
        groupBounds.removeAll(keepingCapacity: true)
        groupBounds.append(contentsOf: repeatElement(nil, count: list.items.count))
        let screen = PixelRect(x: 0, y: 0, width: targets.first?.width ?? 0, height: targets.first?.height ?? 0)
        var stack: [(index: Int, union: PixelRect)] = []
        for (i, item) in list.items.enumerated() {
            switch item {
            case .pushGroup:
                stack.append((i, PixelRect(x: 0, y: 0, width: 0, height: 0)))
            case .popGroup:
                guard let top = stack.popLast() else { continue }
                var r = top.union
                if case .pushGroup(let g) = list.items[top.index], let clip = g.clip {
                    r = absoluteBounds(clip.rect, clip.transform) ?? screen
                }
                r = r.intersection(screen)
                groupBounds[top.index] = r
                if !stack.isEmpty { stack[stack.count - 1].union = stack[stack.count - 1].union.union(r) }
            default:
                guard !stack.isEmpty else { continue }
                let b = itemBounds(item) ?? screen
                stack[stack.count - 1].union = stack[stack.count - 1].union.union(b)
            }
        }
    }

    /// Output pixels covered by `rect` in a space mapped by `transform`, grown by `margin`
    /// points' worth of pixels plus one for the fringe; nil when part of it is behind the eye.
    func absoluteBounds(_ rect: Rect, _ transform: Transform3D, margin: Double = 0) -> PixelRect? {
        let h = Homography(transform).concatenating(basePixels)
        guard let b = projectedBounds(rect.outset(dx: margin, dy: margin), h, margin: 1) else { return nil }
        return PixelRect(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY)
    }

    /// The output pixels a drawing item may touch; nil when unbounded.
    func itemBounds(_ item: DisplayItem) -> PixelRect? {
        switch item {
        case .fill(let f): return absoluteBounds(f.rect, f.transform)
        case .border(let b): return absoluteBounds(b.rect, b.transform)
        case .shadow(let s):
            return absoluteBounds(
                s.rect.offsetBy(dx: s.offset.x, dy: s.offset.y), s.transform, margin: 1.5 * max(s.radius, 0))
        case .backdropBlur(let b): return absoluteBounds(b.rect, b.transform)
        case .image(let i):
            guard let tex = imageTexture(i.image) else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
            var r = imageRect(i, tex)
            if let clip = i.clip, let cut = r.intersection(clip.rect) { r = cut }
            return absoluteBounds(r, i.transform)
        case .text(let t):
            guard let run = textRun(t) else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
            return absoluteBounds(runRect(t, run), t.transform)
        case .pushGroup, .popGroup: return nil
        }
    }
}

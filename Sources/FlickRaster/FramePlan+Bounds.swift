import FlickGeometry
import FlickLayers

extension FramePlan {
    /// What the forward pass learns about one group, by the index of its `pushGroup`.
    struct GroupExtent {
        /// The index of the matching `popGroup`.
        package var pop: Int
        /// The union of what the group's items draw, output pixels (not cut by its clip).
        package var content: PixelRect
        /// Whether a backdrop blur is inside (it reads the group's target, so the group stays).
        var hasBlur: Bool
    }

    /// Works out, before drawing, the output pixels each group needs: the clip's bounds for a
    /// masking group (so the whole clip shape has backdrop under it), otherwise the union of
    /// what its items draw. Stored in `groupBounds` by the index of the `pushGroup` item; every
    /// drawing item's own bounds go to `itemPixels`, each group's extent to `groupExtents`, each
    /// image's extent and each text run's rectangle (asked of `sizes` once) to `extents` and
    /// `textRects`.
    @MainActor
    mutating func computeGroupBounds(_ list: DisplayList, sizes: some FramePlanSizes) {
        let screen = output
        var stack: [(index: Int, union: PixelRect, content: PixelRect, hasBlur: Bool)] = []
        for (i, item) in list.items.enumerated() {
            switch item {
            case .pushGroup:
                let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)
                stack.append((i, empty, empty, false))
            case .popGroup:
                guard let top = stack.popLast() else { continue }
                var r = top.union
                if case .pushGroup(let g) = list.items[top.index], let clip = g.clip {
                    r = absoluteBounds(clip.rect, clip.transform) ?? screen
                }
                r = r.intersection(screen)
                groupBounds[top.index] = r
                groupExtents[top.index] = GroupExtent(pop: i, content: top.content, hasBlur: top.hasBlur)
                popToPush[i] = top.index
                if !stack.isEmpty {
                    stack[stack.count - 1].union = stack[stack.count - 1].union.union(r)
                    stack[stack.count - 1].content = stack[stack.count - 1].content.union(top.content)
                    stack[stack.count - 1].hasBlur = stack[stack.count - 1].hasBlur || top.hasBlur
                }
            default:
                if case .image(let im) = item { extents[i] = sizes.imageExtent(im.image) }
                let b = itemBounds(item, at: i, sizes: sizes) ?? screen
                itemPixels[i] = b
                guard !stack.isEmpty else { continue }
                stack[stack.count - 1].union = stack[stack.count - 1].union.union(b)
                stack[stack.count - 1].content = stack[stack.count - 1].content.union(b)
                if case .backdropBlur = item { stack[stack.count - 1].hasBlur = true }
            }
        }
    }

    /// Output pixels covered by `rect` in a space mapped by `transform`, grown by `margin`
    /// points' worth of pixels plus one for the fringe; nil when part of it is behind the eye.
    func absoluteBounds(_ rect: Rect, _ transform: Transform3D, margin: Double = 0) -> PixelRect? {
        let h = Homography(transform).concatenating(basePixels)
        guard let b = Self.projectedBounds(rect.outset(dx: margin, dy: margin), h, margin: 1) else { return nil }
        return PixelRect(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY)
    }

    /// The output pixels a drawing item (at `index`) may touch; nil when unbounded.
    @MainActor
    private mutating func itemBounds(_ item: DisplayItem, at index: Int, sizes: some FramePlanSizes) -> PixelRect? {
        switch item {
        case .fill(let f): return absoluteBounds(f.rect, f.transform)
        case .border(let b): return absoluteBounds(b.rect, b.transform)
        case .shadow(let s):
            return absoluteBounds(
                s.rect.offsetBy(dx: s.offset.x, dy: s.offset.y), s.transform, margin: 1.5 * max(s.radius, 0))
        case .backdropBlur(let b): return absoluteBounds(b.rect, b.transform)
        case .image(let i):
            guard let e = extents[index] else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
            var r = i.placedRect(e)
            if let clip = i.clip, let cut = r.intersection(clip.rect) { r = cut }
            return absoluteBounds(r, i.transform)
        case .text(let t):
            // A run far off the output need not be measured.
            let rect = sizes.textRect(t) { reach in
                absoluteBounds(reach, t.transform).map { $0.intersection(output).isEmpty } ?? false
            }
            guard let rect else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
            textRects[index] = rect
            return absoluteBounds(rect, t.transform)
        case .pushGroup, .popGroup: return nil
        }
    }
}

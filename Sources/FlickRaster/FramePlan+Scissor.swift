import FlickGeometry
package import FlickLayers

extension FramePlan {
    /// A partly covered item is drawn cut to its uncovered part only when that saves at least
    /// this many pixels (a cut costs a flush of the batch on each side).
    static let minimumCropSaving = 16_384

    /// Whether cutting an item to `visible` of its `bounds` saves enough to pay for the cut.
    static func worthCropping(_ bounds: PixelRect, to visible: PixelRect) -> Bool {
        bounds.width * bounds.height - visible.width * visible.height >= minimumCropSaving
    }

    /// Whether cutting `item` through a scissor leaves its pixels as they were. Always on GPU
    /// renderers; SDL's software renderer draws an axis-aligned textured rectangle as a scaled
    /// blit, which re-rounds its source rectangle when the blit is clipped — a scaled picture
    /// would shift under the cut — so there only untextured items and pictures drawn one texel
    /// per pixel are cut.
    package func cropsExactly(_ item: DisplayItem, at index: Int) -> Bool {
        guard snapsToPixels else { return true }
        switch item {
        case .fill, .border, .shadow: return true
        case .image(let im): return mapsTexelsToPixels(im, at: index)
        case .text, .backdropBlur, .pushGroup, .popGroup: return false
        }
    }

    /// Whether a group among the items in `range` is drawn through a render target (what a
    /// skipped group holds is not looked at).
    package func drawsGroupThroughTarget(_ list: DisplayList, in range: Range<Int>) -> Bool {
        guard balanced else { return false }
        var j = range.lowerBound
        while j < range.upperBound {
            if case .pushGroup = list.items[j] {
                if self[j].skip {
                    j = groupEnd(j)
                } else if !self[j].flatten {
                    return true
                }
            }
            j += 1
        }
        return false
    }

    /// For a group that can be drawn flat through a scissor (`planGroup`): the output pixels
    /// whose centres its clip holds — a plain rectangle on screen, opacity 1, no blur inside
    /// and every nested group drawn flat or skipped, so no target switch happens inside it.
    /// Items reaching past the clip are cut at those pixels, without the group's anti-aliased
    /// edge: at most the one pixel the clip's edge crosses differs.
    func scissorRect(_ g: DisplayItem.Group, push: Int, extent: GroupExtent, list: DisplayList) -> PixelRect? {
        guard g.opacity >= 1, !extent.hasBlur, let clip = g.clip, let map = clipRect(clip)?.map,
            let p = map.apply(clip.rect.minX, clip.rect.minY), let q = map.apply(clip.rect.maxX, clip.rect.maxY)
        else { return nil }
        guard !drawsGroupThroughTarget(list, in: (push + 1)..<extent.pop) else { return nil }
        let x0 = Int(min(p.x, q.x).rounded()), y0 = Int(min(p.y, q.y).rounded())
        let x1 = Int(max(p.x, q.x).rounded()), y1 = Int(max(p.y, q.y).rounded())
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

package import FlickGeometry
package import FlickLayers

/// What only the drawer knows of a display list's items and the frame plan asks for: how large
/// each picture and text run is (`SDLRenderer` answers from its caches, a picture file's
/// header, or by laying the text out).
@MainActor
package protocol FramePlanSizes {
    /// An image's size in pixels and, when known, whether it is opaque; nil when unknown.
    func imageExtent(_ ref: ImageRef) -> ImageExtent?
    /// The rectangle `text` draws in its own space, or nil when it draws nothing. When the run
    /// has not been measured and `isOffOutput` says a rectangle that surely holds it lies off
    /// the output, that rectangle is returned instead, unmeasured.
    func textRect(_ text: DisplayItem.Text, isOffOutput: (Rect) -> Bool) -> Rect?
}

/// How one frame is drawn, decided before anything is drawn (docs/RENDERING.md, "The frame
/// plan"): a function of the display list, the output's size and the map from points to its
/// pixels, and the sizes of pictures and text runs. It walks the list once forward
/// (`computeGroupBounds`: what each item and group covers) and once back to front
/// (`planFrame`: what later opaque items hide, how each group is drawn, what is cut to its
/// uncovered part, whether the clear is needed). The renderer then executes it in one loop.
package struct FramePlan {
    /// The decision for each item, by index (`subscript` gives a plain one past the end).
    package var items: [ItemPlan] = []
    /// Items drawn changed this frame, by index: those inside a group whose clip they carry
    /// (`canCarryClip`).
    package var carried: [Int: DisplayItem] = [:]
    /// Each drawing item's output pixels, by index.
    package var itemPixels: [PixelRect?] = []
    /// The output pixels each group needs, by the index of its `pushGroup`.
    package var groupBounds: [PixelRect?] = []
    /// Each group's extent, by the index of its `pushGroup`.
    var groupExtents: [GroupExtent?] = []
    /// The index of the `pushGroup` matching each `popGroup` (−1 elsewhere).
    var popToPush: [Int] = []
    /// Each image's extent and each text run's rectangle in its own space, by index.
    var extents: [ImageExtent?] = []
    var textRects: [Rect?] = []
    /// Whether the output must be cleared first: nothing opaque covers it all.
    package private(set) var needsClear = true
    /// Whether the list's groups balance; when not, groups are ignored and nothing is planned.
    package private(set) var balanced = true
    /// The map from points to output pixels.
    package let basePixels: Homography
    /// The output's pixels.
    package let output: PixelRect
    /// Whether the rasteriser truncates vertices to whole pixels (SDL's software renderer): an
    /// occluder then loses its one-pixel edge band, and scaled pictures are not cut.
    package let snapsToPixels: Bool

    /// An empty plan, before the first frame.
    package init() {
        basePixels = .identity
        output = PixelRect(x: 0, y: 0, width: 0, height: 0)
        snapsToPixels = false
    }

    /// Plans `list` for an output of `output` pixels, points mapped to them by `pointsToPixels`.
    @MainActor
    package init(
        _ list: DisplayList, output: PixelRect, pointsToPixels: Homography, snapsToPixels: Bool,
        sizes: some FramePlanSizes
    ) {
        basePixels = pointsToPixels
        self.output = output
        self.snapsToPixels = snapsToPixels
        let count = list.items.count
        items = Array(repeating: ItemPlan(), count: count)
        balanced = list.groupsBalance
        guard balanced else { return }
        itemPixels = Array(repeating: nil, count: count)
        groupBounds = Array(repeating: nil, count: count)
        groupExtents = Array(repeating: nil, count: count)
        popToPush = Array(repeating: -1, count: count)
        extents = Array(repeating: nil, count: count)
        textRects = Array(repeating: nil, count: count)
        computeGroupBounds(list, sizes: sizes)
        needsClear = planFrame(list)
    }

    /// The decision for the item at `index`; a plain one for an index past the list.
    package subscript(index: Int) -> ItemPlan {
        get { index < items.count ? items[index] : ItemPlan() }
        set { items[index] = newValue }
    }

    /// `clip` cut to the output pixels `v` (a clip that is a plain rectangle on screen); nil when
    /// nothing is left. Other clips are returned unchanged.
    package func cutClip(_ clip: DisplayItem.Clip, to v: PixelRect) -> DisplayItem.Clip? {
        guard let map = clipRect(clip)?.map, let local = Self.localRect(of: v, map) else { return clip }
        guard let r = clip.rect.intersection(local) else { return nil }
        var cut = clip
        cut.rect = r
        return cut
    }

    /// The rectangle that the axis-aligned `map` takes onto the pixels `v`.
    package static func localRect(of v: PixelRect, _ map: Homography) -> Rect? {
        guard let inverse = map.inverted(), let p = inverse.apply(Double(v.x), Double(v.y)),
            let q = inverse.apply(Double(v.x + v.width), Double(v.y + v.height))
        else { return nil }
        return Rect(x: min(p.x, q.x), y: min(p.y, q.y), width: abs(q.x - p.x), height: abs(q.y - p.y))
    }

    /// Bounds of `rect` through `h` in pixels, grown by `margin`; nil when part of it is behind
    /// the eye (callers then treat it as unbounded).
    package static func projectedBounds(_ rect: Rect, _ h: Homography, margin: Double = 1) -> (
        minX: Double, minY: Double, maxX: Double, maxY: Double
    )? {
        var b = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)] {
            guard let p = h.apply(x, y) else { return nil }
            b = (min(b.0, p.x), min(b.1, p.y), max(b.2, p.x), max(b.3, p.y))
        }
        return (b.0 - margin, b.1 - margin, b.2 + margin, b.3 + margin)
    }
}

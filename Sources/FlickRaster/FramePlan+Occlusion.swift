package import FlickGeometry
package import FlickLayers

extension FramePlan {
    /// What the frame plan decided for one display item (docs/RENDERING.md, "The frame plan").
    package struct ItemPlan: Hashable {
        /// Not drawn: opaque drawing later in the list covers it. For a group, nothing up to its
        /// `popGroup` is drawn.
        package var skip = false
        /// For a group: its items are drawn straight into the parent target, because the group
        /// would change nothing (opacity 1, a rectangular clip holding everything it draws).
        package var flatten = false
        /// For a group or a blur: the part of it left uncovered (output pixels), when that is
        /// smaller than the whole; the group's target and the blur are cut to it.
        package var visible: PixelRect?
        /// For a drawing item: the part of it left uncovered, when drawing only that saves enough
        /// (`worthCropping`). For a group drawn flat: the scissor its items are drawn through
        /// (`scissorRect`, cut to what is uncovered).
        package var scissor: PixelRect?
        /// Not drawn on the output, only into the direct blur's backdrop: the blur is opaque and
        /// covers it (`hideUnderDirectBlur`).
        package var underBlur = false
        /// Not drawn: a fill folded into the picture of the blur just before it (`BlurPass`).
        package var inBlur = false
        /// For a group drawn flat: its clip is carried by its items (`canCarryClip`), some of
        /// which are drawn as changed in `carried`.
        package var carriesClip = false
    }

    /// A blur or group at or below this opacity leaves no trace in 8-bit colour (half a step of
    /// 1/255): it is not drawn, and the plan skips it.
    package static let invisibleOpacity = 0.002
    /// Most occluding rectangles tracked per open group (the largest are kept).
    package static let maxOccluders = 8

    /// Decides, back to front, which items are hidden by opaque items drawn after them, which
    /// groups can be cut to their uncovered part or drawn flat, and whether the clear is needed.
    /// Needs `computeGroupBounds` first. Fills `items` (one entry per item).
    ///
    /// An occluder is an opaque fill or image (full opacity, an opaque colour or texture,
    /// mapped without rotation or perspective), reduced to the whole pixels it surely covers.
    /// Inside a group it covers what comes before it in the group; it covers what comes before
    /// the group too only when the group has opacity 1, and then only inside the group's clip.
    /// Going back past a backdrop blur takes from every occluder what lies within the blur's
    /// reach of its uncovered part, because the blur reads those pixels.
    mutating func planFrame(_ list: DisplayList) -> Bool {
        let count = list.items.count
        let screen = output
        var occluders: [PixelRect] = []
        // For each group being walked (innermost last): where its occluders start in
        // `occluders`, and the pixels they may cover outside the group (nil: none).
        // `clip` is the group's clip when what covers all of it hides the group's earlier items
        // (`clipCover`).
        var open: [(start: Int, limit: PixelRect?, clip: DisplayItem.Clip?)] = []
        var i = count
        while i > 0 {
            i -= 1
            switch list.items[i] {
            case .popGroup:
                let push = popToPush[i]
                guard push >= 0, case .pushGroup(let g) = list.items[push] else { continue }
                open.append((occluders.count, opaqueInterior(of: g), g.clip))
            case .pushGroup(let g):
                guard let top = open.popLast() else { continue }
                let inner = Array(occluders[top.start...])
                occluders.removeSubrange(top.start...)
                planGroup(at: i, g, occluders: occluders, list: list)
                if !items[i].skip, let limit = top.limit {
                    for r in inner {
                        let cut = r.intersection(limit)
                        if !cut.isEmpty { occluders.append(cut) }
                    }
                    trim(&occluders, from: open.last?.start ?? 0)
                }
            case .backdropBlur(let b):
                guard b.opacity > Self.invisibleOpacity else {
                    items[i].skip = true
                    continue
                }
                guard let bounds = itemPixels[i]?.intersection(screen), !bounds.isEmpty else { continue }
                guard let v = Self.uncovered(bounds, by: occluders) else {
                    items[i].skip = true
                    continue
                }
                if v != bounds { items[i].visible = v }
                // The blur reads pixels up to its reach from what shows of it: those must be
                // drawn, so no occluder may stand for them any more.
                let read = blurRead(b, shown: v)
                // Changed in place (an emptied one stays, ignored): each open group's occluders
                // begin at a remembered index.
                occluders = occluders.map { Self.largestPart(of: $0, outside: read) }
            case let item:
                guard let bounds = itemPixels[i]?.intersection(screen), !bounds.isEmpty else { continue }
                guard let v = Self.uncovered(bounds, by: occluders) else {
                    items[i].skip = true
                    continue
                }
                if v != bounds, Self.worthCropping(bounds, to: v), cropsExactly(item, at: i) { items[i].scissor = v }
                if let r = occluderRect(item, at: i), !r.isEmpty {
                    occluders.append(r)
                    if let clip = open.last?.clip, let whole = clipCover(item, at: i, clip) { occluders.append(whole) }
                    trim(&occluders, from: open.last?.start ?? 0)
                }
            }
        }
        return Self.uncovered(screen, by: occluders) != nil
    }

    /// The output pixels the blur `b` reads where `shown` of it shows: its reach around it, the
    /// radius in pixels (2σ) and two more. What lies past it does not change what the blur shows.
    package func blurRead(_ b: DisplayItem.Blur, shown: PixelRect) -> PixelRect {
        let perPoint = Homography(b.transform).concatenating(basePixels).scale(near: b.rect.midX, b.rect.midY)
        return shown.outset(Int((max(b.radius, 0) * perPoint).rounded(.up)) + 2)
    }

    /// The index of the `popGroup` closing the group pushed at `push`, for passing over a
    /// group's items whole (a skipped group, one that could not be drawn). Balanced lists only
    /// (`computeGroupBounds`); `push` itself when unknown.
    package func groupEnd(_ push: Int) -> Int {
        push < groupExtents.count ? groupExtents[push]?.pop ?? push : push
    }

    /// Plans the group at `index`: skipped when covered; else drawn flat when that changes
    /// nothing (`canFlatten`), when its items can carry its clip (`canCarryClip`) or through a
    /// scissor (`scissorRect`); only a group none of those fit goes through a target, cut to
    /// its uncovered part when that is one rectangle.
    private mutating func planGroup(at index: Int, _ g: DisplayItem.Group, occluders: [PixelRect], list: DisplayList) {
        guard let bounds = groupBounds[index], let extent = groupExtents[index] else { return }
        guard !bounds.isEmpty, let v = Self.uncovered(bounds, by: occluders) else {
            items[index].skip = true
            return
        }
        let flat = canFlatten(g, extent: extent)
        if flat || canCarryClip(g, push: index, extent: extent, list: list) {
            items[index].flatten = true
            items[index].carriesClip = !flat
            return
        }
        if let s = scissorRect(g, push: index, extent: extent, list: list) {
            let cut = s.intersection(v)
            if cut.isEmpty {
                items[index].skip = true
            } else {
                items[index].flatten = true
                items[index].scissor = cut
            }
            return
        }
        if v != bounds, g.clip.map({ clipRect($0) != nil }) ?? true { items[index].visible = v }
    }

    /// True when drawing the group's items straight into the parent gives the same pixels (to
    /// within the anti-aliased pixel at the clip's edge): full opacity, and a clip that is a
    /// plain rectangle on screen holding every pixel the items draw on the output (item bounds
    /// and clip bounds both carry their one-pixel fringe). A blur inside reads only its group's
    /// target, so a group with one stays unless its clip holds the whole output.
    private func canFlatten(_ g: DisplayItem.Group, extent: GroupExtent) -> Bool {
        guard g.opacity >= 1, let clip = g.clip, clipRect(clip) != nil,
            let outer = absoluteBounds(clip.rect, clip.transform)
        else { return false }
        let screen = output
        if extent.hasBlur, outer.intersection(screen) != screen { return false }
        let drawn = extent.content.intersection(screen)
        return drawn.isEmpty || drawn.intersection(outer) == drawn
    }

    /// For a clip that is a plain rectangle on screen (no radii, mapped without rotation or
    /// perspective): its map to output pixels and the whole pixels it fully holds.
    func clipRect(_ clip: DisplayItem.Clip) -> (map: Homography, inner: PixelRect)? {
        guard clip.radii.isZero else { return nil }
        let h = Homography(clip.transform).concatenating(basePixels)
        guard h.isAxisAligned, let r = innerPixels(clip.rect, h, shrink: 0) else { return nil }
        return (h, r)
    }

    /// The pixels a group's opaque contents may hide outside it: inside its clip when it has
    /// opacity 1, none otherwise.
    private func opaqueInterior(of g: DisplayItem.Group) -> PixelRect? {
        guard g.opacity >= 1 else { return nil }
        guard let clip = g.clip else { return PixelRect(x: -1 << 30, y: -1 << 30, width: 1 << 31, height: 1 << 31) }
        let h = Homography(clip.transform).concatenating(basePixels)
        guard h.isAxisAligned else { return nil }
        return innerPixels(Self.interior(clip.rect, clip.radii), h, shrink: 0)
    }

    /// The whole pixels an opaque item (the item at `index`, or a change of it) surely covers,
    /// or nil when it is not an occluder.
    func occluderRect(_ item: DisplayItem, at index: Int) -> PixelRect? {
        switch item {
        case .fill(let f):
            guard VertexColor(f.color, opacity: f.opacity).alphaByte() == 255 else { return nil }
            let h = Homography(f.transform).concatenating(basePixels)
            guard h.isAxisAligned else { return nil }
            return innerPixels(Self.interior(f.rect, f.radii), h, shrink: softwareEdge)
        case .image(let im):
            guard im.opacity >= 1, let e = extents[index], e.isOpaque == true else { return nil }
            var r = im.placedRect(e)
            if let clip = im.clip {
                guard let cut = r.intersection(Self.interior(clip.rect, clip.radii)) else { return nil }
                r = cut
            }
            let h = Homography(im.transform).concatenating(basePixels)
            guard h.isAxisAligned else { return nil }
            return innerPixels(r, h, shrink: softwareEdge)
        default:
            return nil
        }
    }

    /// When the opaque `item` covers the whole of its group's `clip`, every pixel the group's
    /// items can reach: the clip's bounds and a pixel of anti-aliased edge around them. Whatever
    /// comes before `item` in the group is cut to the same shape, so none of it shows — not even
    /// along the edge, where drawn flat with the clip carried it would otherwise bleed through
    /// both shapes' fringes (a story card's background under its picture: 133 000 pixels a card
    /// at 2×). Nil when it does not cover it all. `item` must be an occluder (`occluderRect`).
    package func clipCover(_ item: DisplayItem, at index: Int, _ clip: DisplayItem.Clip) -> PixelRect? {
        let cover: Rect
        let transform: Transform3D
        switch item {
        case .fill(let f):
            // A plain rectangle, or the clip's own shape.
            guard f.radii.isZero || (f.rect == clip.rect && f.radii == clip.radii && f.transform == clip.transform)
            else { return nil }
            (cover, transform) = (f.rect, f.transform)
        case .image(let im):
            guard im.clip == nil || im.clip == clip, let e = extents[index] else { return nil }
            var r = im.placedRect(e)
            if im.clip != nil {
                guard let cut = r.intersection(clip.rect) else { return nil }
                r = cut
            }
            (cover, transform) = (r, im.transform)
        default:
            return nil
        }
        let hc = Homography(clip.transform).concatenating(basePixels)
        let hi = Homography(transform).concatenating(basePixels)
        guard hc.isAxisAligned, hi.isAxisAligned, let c = Self.projectedBounds(clip.rect, hc, margin: 0),
            let i = Self.projectedBounds(cover, hi, margin: 0)
        else { return nil }
        let slack = 1e-3
        guard i.minX <= c.minX + slack, i.minY <= c.minY + slack, i.maxX >= c.maxX - slack, i.maxY >= c.maxY - slack
        else { return nil }
        return PixelRect(minX: c.minX - 1, minY: c.minY - 1, maxX: c.maxX + 1, maxY: c.maxY + 1)
    }

    /// Pixels an occluder loses on each side on the software renderer, whose one-pixel edge
    /// band is not fully opaque even on a pixel boundary (docs/RENDERING.md, anti-aliasing).
    package var softwareEdge: Int { snapsToPixels ? 1 : 0 }

    /// The largest rectangle inside a rounded rectangle that avoids its corners: the rect with
    /// the biggest radius taken off either horizontally or vertically, whichever keeps more.
    package static func interior(_ rect: Rect, _ radii: CornerRadii) -> Rect {
        let r = max(radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight)
        guard r > 0 else { return rect }
        let wide = Rect(x: rect.minX, y: rect.minY + r, width: rect.width, height: max(0, rect.height - 2 * r))
        let tall = Rect(x: rect.minX + r, y: rect.minY, width: max(0, rect.width - 2 * r), height: rect.height)
        return wide.width * wide.height >= tall.width * tall.height ? wide : tall
    }

    /// The whole pixels lying fully inside `rect` mapped by the axis-aligned `h`, less `shrink`
    /// pixels on each side (the software renderer's fringe rounding); nil when none.
    package func innerPixels(_ rect: Rect, _ h: Homography, shrink: Int) -> PixelRect? {
        guard let p = h.apply(rect.minX, rect.minY), let q = h.apply(rect.maxX, rect.maxY) else { return nil }
        let x0 = Int(min(p.x, q.x).rounded(.up)) + shrink, y0 = Int(min(p.y, q.y).rounded(.up)) + shrink
        let x1 = Int(max(p.x, q.x).rounded(.down)) - shrink, y1 = Int(max(p.y, q.y).rounded(.down)) - shrink
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Keeps the largest `maxOccluders` rectangles of the innermost open group's, those from
    /// `start` on. Those before `start` belong to enclosing scopes and stay where they are: each
    /// open group remembers where its own begin, and an occluder that moved across that line
    /// would hide what lies outside its group (a camera culled under its own sky).
    private func trim(_ occluders: inout [PixelRect], from start: Int) {
        guard occluders.count - start > Self.maxOccluders else { return }
        var own = Array(occluders[start...])
        own.sort { $0.width * $0.height > $1.width * $1.height }
        own.removeLast(own.count - Self.maxOccluders)
        occluders.replaceSubrange(start..., with: own)
    }

    /// The largest rectangle of `r` lying outside `hole`: `r` itself when they do not meet,
    /// else the biggest of the four bands of `r` beside the hole (empty when none is left).
    package static func largestPart(of r: PixelRect, outside hole: PixelRect) -> PixelRect {
        guard !r.intersection(hole).isEmpty else { return r }
        let rx1 = r.x + r.width, ry1 = r.y + r.height
        let hx1 = hole.x + hole.width, hy1 = hole.y + hole.height
        let bands = [
            PixelRect(x: r.x, y: r.y, width: max(0, hole.x - r.x), height: r.height),
            PixelRect(x: hx1, y: r.y, width: max(0, rx1 - hx1), height: r.height),
            PixelRect(x: r.x, y: r.y, width: r.width, height: max(0, hole.y - r.y)),
            PixelRect(x: r.x, y: hy1, width: r.width, height: max(0, ry1 - hy1)),
        ]
        return bands.max { $0.width * $0.height < $1.width * $1.height }
            ?? PixelRect(x: r.x, y: r.y, width: 0, height: 0)
    }

    /// The part of `rect` no occluder hides, as one rectangle: an occluder spanning it on one
    /// axis cuts it from that side; nil when it is wholly hidden. (An occluder in the middle
    /// leaves it whole: the rest would be two pieces.)
    package static func uncovered(_ rect: PixelRect, by occluders: [PixelRect]) -> PixelRect? {
        guard !rect.isEmpty else { return nil }
        var v = rect
        for _ in 0..<2 {
            var changed = false
            for o in occluders where !o.isEmpty {
                let ox1 = o.x + o.width, oy1 = o.y + o.height
                let vx1 = v.x + v.width, vy1 = v.y + v.height
                if o.x <= v.x, ox1 >= vx1, o.y <= v.y, oy1 >= vy1 { return nil }
                if o.y <= v.y, oy1 >= vy1 {
                    if o.x <= v.x, ox1 > v.x {
                        v = PixelRect(x: ox1, y: v.y, width: vx1 - ox1, height: v.height)
                        changed = true
                    } else if o.x < vx1, ox1 >= vx1 {
                        v = PixelRect(x: v.x, y: v.y, width: o.x - v.x, height: v.height)
                        changed = true
                    }
                } else if o.x <= v.x, ox1 >= vx1 {
                    if o.y <= v.y, oy1 > v.y {
                        v = PixelRect(x: v.x, y: oy1, width: v.width, height: vy1 - oy1)
                        changed = true
                    } else if o.y < vy1, oy1 >= vy1 {
                        v = PixelRect(x: v.x, y: v.y, width: v.width, height: o.y - v.y)
                        changed = true
                    }
                }
            }
            if !changed { break }
        }
        return v
    }
}

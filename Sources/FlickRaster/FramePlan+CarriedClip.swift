package import FlickGeometry
package import FlickLayers

extension FramePlan {
    /// Pixels an item (its own anti-aliased fringe included) must keep from a carried clip's
    /// edge: the group's composite fades the last pixel inside the clip, so anything reaching
    /// closer would come out differently drawn flat.
    static let carriedClipMargin = 1.5

    /// Whether the group at `push` can be drawn flat by handing its clip to its items
    /// (docs/RENDERING.md, "Carried clips"): opacity 1, and every item it draws either
    /// lies inside the clip's rounded shape or can take the clip itself — a fill on the clip's
    /// own rectangle (drawn with the larger radius at each corner, which is exactly the
    /// intersection of the two shapes) or an image (cut by the clip, which `drawImage` already
    /// does); a border or a blur must fit the shape as it is. Records the changed items in
    /// `carried`; returns false, recording nothing, when any item cannot be drawn that way.
    ///
    /// This is what keeps rounded thumbnails — avatars, cards, tiles — out of render targets:
    /// each one through a target costs a target switch there and back and forces the frame
    /// offscreen.
    mutating func canCarryClip(_ g: DisplayItem.Group, push: Int, extent: GroupExtent, list: DisplayList) -> Bool {
        guard g.opacity >= 1, let clip = g.clip else { return false }
        let clipMap = Homography(clip.transform)
        guard let toClip = clipMap.inverted() else { return false }
        let screen = output
        var changes: [(Int, DisplayItem)] = []
        var j = push + 1
        while j < extent.pop {
            defer { j += 1 }
            let item = carried[j] ?? list.items[j]
            if items[j].skip {
                if case .pushGroup = item { j = groupEnd(j) }
                continue
            }
            switch item {
            case .pushGroup:
                guard items[j].flatten else { return false }
                continue
            case .popGroup:
                continue
            default:
                // Nothing of it lands on the output: it draws nothing either way.
                if let b = itemPixels[j], b.intersection(screen).isEmpty { continue }
            }
            let relative = relativeMap(of: item, to: toClip)
            switch item {
            case .fill(var f):
                guard let r = relative else { return false }
                if Self.isSameRect(f.rect, r, clip.rect) {
                    f.radii = Self.largerRadii(f.radii, clip.radii)
                    changes.append((j, .fill(f)))
                } else if !isInside(f.rect, r, clip) {
                    guard let radii = flushRadii(f.rect, f.radii, r, clip) else { return false }
                    f.radii = radii
                    changes.append((j, .fill(f)))
                }
            case .border(let b):
                // A selected tile's frame. Rounder clip corners would cut a ring's outer edge but
                // not its inner one: no single ring draws that.
                guard fitsAsItIs(b.rect, b.radii, relative, clip) else { return false }
            case .text:
                guard let r = relative, let rect = textRects[j], isInside(rect, r, clip) else { return false }
            case .image(var im):
                guard let r = relative, let carriedClip = carry(clip, into: im, at: j, relative: r) else {
                    return false
                }
                if carriedClip != im.clip {
                    im.clip = carriedClip
                    changes.append((j, .image(im)))
                }
            case .backdropBlur(let b):
                // A blur reads what lies behind it: drawn flat, the parent, which inside the
                // clip holds what the group's target would (its backdrop copy and the group's
                // items so far). Its picture must need no cutting.
                guard fitsAsItIs(b.rect, b.radii, relative, clip) else { return false }
            case .shadow, .pushGroup, .popGroup:
                return false
            }
        }
        for (index, item) in changes { carried[index] = item }
        return true
    }

    /// Whether a shape drawn as it is (a border's ring, a blur's picture), mapped by `r` into the
    /// clip's plane, lies inside the clip's shape: on the clip's own rectangle with corners at
    /// least as round, or inside it with the margin.
    private func fitsAsItIs(_ rect: Rect, _ radii: CornerRadii, _ r: Homography?, _ clip: DisplayItem.Clip) -> Bool {
        guard let r else { return false }
        let rounder = Self.largerRadii(radii, clip.radii) == radii
        return (rounder && Self.isSameRect(rect, r, clip.rect)) || isInside(rect, r, clip)
    }

    /// The map from an item's local plane to the clip's (`toClip` is the clip's map inverted).
    private func relativeMap(of item: DisplayItem, to toClip: Homography) -> Homography? {
        let transform: Transform3D
        switch item {
        case .fill(let f): transform = f.transform
        case .border(let b): transform = b.transform
        case .text(let t): transform = t.transform
        case .image(let i): transform = i.transform
        case .backdropBlur(let b): transform = b.transform
        case .shadow, .pushGroup, .popGroup: return nil
        }
        return Homography(transform).concatenating(toClip)
    }

    /// The clip an image gets when its group's clip is carried down to it: the group's clip
    /// moved into the image's space; the image's own clip when that lies inside the group's
    /// shape anyway; nil when the two cannot be expressed as one rounded rectangle.
    private func carry(
        _ clip: DisplayItem.Clip, into im: DisplayItem.Image, at index: Int, relative r: Homography
    ) -> DisplayItem.Clip?
    {
        if let own = im.clip, isInside(own.rect, r, clip) { return own }
        // SDL's software renderer samples a textured triangle nearest-neighbour and only an
        // axis-aligned rectangle (a blit) with the linear filter: a scaled picture cut to a
        // rounded shape would turn blocky at the curves. There the group's target does the
        // cutting, unless each texel lands on one pixel, where both samplings agree.
        if snapsToPixels, !mapsTexelsToPixels(im, at: index) { return nil }
        // The group's clip in the image's space: only a translation and a uniform scale apart,
        // so the rounded rectangle stays one.
        guard r.isAxisAligned, abs(r.a - r.e) <= 1e-9 * abs(r.a), let back = r.inverted(),
            let p = back.apply(clip.rect.minX, clip.rect.minY), let q = back.apply(clip.rect.maxX, clip.rect.maxY)
        else { return nil }
        let s = r.a / r.i
        let rect = Rect(x: p.x, y: p.y, width: q.x - p.x, height: q.y - p.y)
        let radii = CornerRadii(
            topLeft: clip.radii.topLeft / s, topRight: clip.radii.topRight / s,
            bottomRight: clip.radii.bottomRight / s, bottomLeft: clip.radii.bottomLeft / s)
        guard let own = im.clip else { return DisplayItem.Clip(transform: im.transform, rect: rect, radii: radii) }
        if Self.isSameRect(own.rect, .identity, rect) {
            return DisplayItem.Clip(transform: im.transform, rect: rect, radii: Self.largerRadii(own.radii, radii))
        }
        // A plain rectangular clip holding the group's: the group's alone is the intersection.
        if own.radii.isZero, own.rect.contains(rect) {
            return DisplayItem.Clip(transform: im.transform, rect: rect, radii: radii)
        }
        return nil
    }

    /// True when the image's texels (the item at `index`, or a change of it) land one to one on
    /// whole output pixels.
    func mapsTexelsToPixels(_ im: DisplayItem.Image, at index: Int) -> Bool {
        guard let e = extents[index] else { return false }
        let rect = im.placedRect(e)
        let h = Homography(im.transform).concatenating(basePixels)
        guard h.isAxisAligned, rect.width > 0, rect.height > 0, let p = h.apply(rect.minX, rect.minY),
            let q = h.apply(rect.maxX, rect.maxY)
        else { return false }
        let whole = { (v: Double) in abs(v - v.rounded()) < 1e-6 }
        return whole(p.x) && whole(p.y) && abs(q.x - p.x - Double(e.width)) < 1e-6
            && abs(q.y - p.y - Double(e.height)) < 1e-6
    }

    /// True when `rect`, mapped by `r` into the clip's plane, lies inside the clip's rounded
    /// rectangle with `carriedClipMargin` pixels to spare. The shape is convex and `r` maps
    /// straight lines to straight lines, so testing the four corners is enough.
    private func isInside(_ rect: Rect, _ r: Homography, _ clip: DisplayItem.Clip) -> Bool {
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)] {
            guard r.w(x, y) > 1e-6, let p = r.apply(x, y), isInside(p, clip) else { return false }
        }
        return true
    }

    /// True when `p`, in the clip's plane, lies inside its rounded rectangle with
    /// `carriedClipMargin` pixels to spare.
    private func isInside(_ p: (x: Double, y: Double), _ clip: DisplayItem.Clip) -> Bool {
        let perPoint = Homography(clip.transform).concatenating(basePixels).scale(near: p.x, p.y)
        guard perPoint > 0 else { return false }
        return Self.roundedRect(clip.rect, clip.radii, contains: p, margin: Self.carriedClipMargin / perPoint)
    }

    /// The radii with which a fill flush with the clip's edges draws exactly the intersection
    /// of the two shapes — a label strip along a thumbnail's bottom edge, whose bottom corners
    /// the thumbnail rounds — or nil. The fill must lie in the clip's plane but for a
    /// translation, inside the clip's rectangle, and each of its corners must be one of the
    /// clip's corners (it takes the rounder of the two radii there), lie on one of the clip's
    /// straight edges clear of the curves, or lie inside the shape with the margin (those keep
    /// their own radius). An edge between two such corners lies inside the convex shape, and a
    /// curve taken from the clip fits the fill because its neighbours lie past the curve's end.
    private func flushRadii(_ rect: Rect, _ radii: CornerRadii, _ r: Homography, _ clip: DisplayItem.Clip)
        -> CornerRadii?
    {
        guard r.isAffine, abs(r.a / r.i - 1) <= 1e-9, abs(r.e / r.i - 1) <= 1e-9, abs(r.b) <= 1e-9, abs(r.d) <= 1e-9
        else { return nil }
        let e = 1e-6
        let f = rect.offsetBy(dx: r.g / r.i, dy: r.h / r.i)
        let c = clip.rect
        let k = clip.radii
        guard f.minX >= c.minX - e, f.minY >= c.minY - e, f.maxX <= c.maxX + e, f.maxY <= c.maxY + e else { return nil }
        func within(_ v: Double, _ low: Double, _ high: Double) -> Bool { v >= low - e && v <= high + e }
        func onStraightEdge(_ x: Double, _ y: Double) -> Bool {
            (abs(x - c.minX) <= e && within(y, c.minY + k.topLeft, c.maxY - k.bottomLeft))
                || (abs(x - c.maxX) <= e && within(y, c.minY + k.topRight, c.maxY - k.bottomRight))
                || (abs(y - c.minY) <= e && within(x, c.minX + k.topLeft, c.maxX - k.topRight))
                || (abs(y - c.maxY) <= e && within(x, c.minX + k.bottomLeft, c.maxX - k.bottomRight))
        }
        // Each corner of the fill, its own radius, and the clip's corner and radius there.
        let corners = [
            (f.minX, f.minY, radii.topLeft, c.minX, c.minY, k.topLeft),
            (f.maxX, f.minY, radii.topRight, c.maxX, c.minY, k.topRight),
            (f.maxX, f.maxY, radii.bottomRight, c.maxX, c.maxY, k.bottomRight),
            (f.minX, f.maxY, radii.bottomLeft, c.minX, c.maxY, k.bottomLeft),
        ]
        var taken: [Double] = []
        for (x, y, own, clipX, clipY, clipRadius) in corners {
            if abs(x - clipX) <= e, abs(y - clipY) <= e {
                taken.append(max(own, clipRadius))
            } else if onStraightEdge(x, y) || isInside((x, y), clip) {
                taken.append(own)
            } else {
                return nil
            }
        }
        let out = CornerRadii(topLeft: taken[0], topRight: taken[1], bottomRight: taken[2], bottomLeft: taken[3])
        // Rounder corners of its own could add up past a side; the mesh would then shrink them.
        guard out.topLeft + out.topRight <= f.width + e, out.bottomLeft + out.bottomRight <= f.width + e,
            out.topLeft + out.bottomLeft <= f.height + e, out.topRight + out.bottomRight <= f.height + e
        else { return nil }
        return out
    }

    /// Whether `p` lies inside the rounded rectangle shrunk by `margin` on every side.
    package static func roundedRect(
        _ rect: Rect, _ radii: CornerRadii, contains p: (x: Double, y: Double), margin: Double
    ) -> Bool {
        guard p.x >= rect.minX + margin, p.x <= rect.maxX - margin, p.y >= rect.minY + margin,
            p.y <= rect.maxY - margin
        else { return false }
        let corners: [(r: Double, cx: Double, cy: Double, left: Bool, top: Bool)] = [
            (radii.topLeft, rect.minX + radii.topLeft, rect.minY + radii.topLeft, true, true),
            (radii.topRight, rect.maxX - radii.topRight, rect.minY + radii.topRight, false, true),
            (radii.bottomRight, rect.maxX - radii.bottomRight, rect.maxY - radii.bottomRight, false, false),
            (radii.bottomLeft, rect.minX + radii.bottomLeft, rect.maxY - radii.bottomLeft, true, false),
        ]
        for c in corners where c.r > 0 {
            let inCornerX = c.left ? p.x < c.cx : p.x > c.cx
            let inCornerY = c.top ? p.y < c.cy : p.y > c.cy
            guard inCornerX, inCornerY else { continue }
            let dx = p.x - c.cx, dy = p.y - c.cy
            let reach = c.r - margin
            if reach <= 0 || dx * dx + dy * dy > reach * reach { return false }
        }
        return true
    }

    /// True when `r` is the identity and `rect` is `target` (to a millionth of a point): an item
    /// drawn on the clip's own rectangle in the clip's own space, so radii compare directly.
    static func isSameRect(_ rect: Rect, _ r: Homography, _ target: Rect) -> Bool {
        let e = 1e-6
        guard r.isAffine, abs(r.a / r.i - 1) <= 1e-9, abs(r.e / r.i - 1) <= 1e-9, abs(r.b) <= 1e-9,
            abs(r.d) <= 1e-9, abs(r.g / r.i) <= e, abs(r.h / r.i) <= e
        else { return false }
        return abs(rect.minX - target.minX) <= e && abs(rect.minY - target.minY) <= e
            && abs(rect.maxX - target.maxX) <= e && abs(rect.maxY - target.maxY) <= e
    }

    /// The larger radius at each corner: two rounded rectangles on the same rectangle intersect
    /// in exactly that one.
    static func largerRadii(_ a: CornerRadii, _ b: CornerRadii) -> CornerRadii {
        CornerRadii(
            topLeft: max(a.topLeft, b.topLeft), topRight: max(a.topRight, b.topRight),
            bottomRight: max(a.bottomRight, b.bottomRight), bottomLeft: max(a.bottomLeft, b.bottomLeft))
    }
}

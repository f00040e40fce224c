/// Where rendered runs of text sit in shared page textures, so the labels of one page draw in
/// one batch (docs/RENDERING.md, "Text runs in pages").
///
/// The atlas keeps only the bookkeeping; the backend makes a page's texture the first time a
/// run is placed on it, fills each run's slot, and frees the textures of the pages `sweep`
/// drops. A run is held without its clear margins (`heldPart`: a line's rows above its tallest
/// glyph and below its lowest), inside a one-texel border (`padding`) that the backend fills
/// with the texels next to the part held, or the run's own edge texels at its edge
/// (`extrudeEdges`): linear filtering at the part's edge then reads what it read when the run
/// was a texture of its own, clamped to its edge, and never a neighbour.
///
/// Runs go where a page has room. When none has, room is taken back from runs, oldest use
/// first, in this order:
///
/// 1. runs drawn in neither this frame nor the last and not `kept` (a label whose text
///    changes every frame, a timer, reuses its old values' room and never adds a page);
/// 2. otherwise a new page, while there are fewer than `pageBudget`;
/// 3. otherwise any run not drawn in this frame, kept ones too;
/// 4. otherwise a page past the budget (it goes once its runs have).
///
/// A run used in the frame being drawn keeps its texels: drawing queued earlier in the frame
/// may still read them. Runs idle for `maxIdleFrames` go at `sweep`, and a page left with no
/// run with them. A run too large for a page gets a page of its own size.
package struct TextAtlas<Key: Hashable>: Sendable where Key: Sendable {
    /// Texels around the part of a run held, filled with the texels beside it (at the run's
    /// edge, that edge repeated): one, as linear filtering reads one texel past a sample.
    package static var padding: Int { 1 }

    /// A page: a texture of `width` × `height` texels, named by `id` (never reused).
    package struct Page: Sendable {
        package let id: Int
        package let width: Int
        package let height: Int
        /// True for a page made for one run too large for a standard page.
        package let isOwn: Bool
        var packer: ShelfPacker
        /// Runs on the page.
        package var runs = 0
    }

    /// Where a run sits: the part of it held (`held`, in the run's texels) starts at (x, y) on
    /// page `page`, inside a border of `padding` texels.
    package struct Slot: Hashable, Sendable {
        package var page: Int
        package var x: Int
        package var y: Int
        /// The texels held, in the run's: all but its clear margins (`heldPart`).
        package var held: PixelRect
        /// The whole run's size, in texels.
        package var runWidth: Int
        package var runHeight: Int
        /// The size held, in texels.
        package var width: Int { held.width }
        package var height: Int { held.height }
    }

    private struct Entry: Sendable {
        var slot: Slot
        var lastUsed: Int
        var kept: Bool
    }

    /// The side of a standard page, in texels.
    package let pageSide: Int
    /// Standard pages made before kept runs give up their room (step 3).
    package var pageBudget: Int
    /// Frames a run survives unused (`sweep`).
    package var maxIdleFrames: Int
    /// The pages, oldest first.
    package private(set) var pages: [Page] = []
    private var entries: [Key: Entry] = [:]
    private var nextPage = 0

    /// An empty atlas of `pageSide`-square pages. 1024, as the sprite atlas's: within every GPU's
    /// texture limit (OpenGL ES 3.0 guarantees 2048 for `GL_MAX_TEXTURE_SIZE`), 4 MB of
    /// ARGB8888. A budget of 4 pages (16 MB) holds home's four panels' text at 2× with room to
    /// spare (`text_pages_max` in `flick bench`). 1 800 frames: 30 s at 60 Hz, as pictures.
    package init(pageSide: Int = 1024, pageBudget: Int = 4, maxIdleFrames: Int = 1800) {
        self.pageSide = pageSide
        self.pageBudget = pageBudget
        self.maxIdleFrames = maxIdleFrames
    }

    /// The number of runs held.
    package var count: Int { entries.count }

    /// The page with `id`, if it is held.
    package func page(_ id: Int) -> Page? { pages.first { $0.id == id } }

    /// The run's slot, marked as used in `frame` (and as kept when `keep`); nil when not held.
    package mutating func use(_ key: Key, frame: Int, keep: Bool = false) -> Slot? {
        guard var e = entries[key] else { return nil }
        e.lastUsed = max(e.lastUsed, frame)
        e.kept = e.kept || keep
        entries[key] = e
        return e.slot
    }

    /// A slot for a new `width` × `height` run of which `held` is kept (all of it when nil),
    /// used in `frame` (kept when `keep`: made ahead of need, to be drawn later), found as the
    /// type's documentation says. Nil only for an empty size. Replaces the run held for `key`,
    /// if any.
    package mutating func place(
        _ key: Key, width: Int, height: Int, held: PixelRect? = nil, frame: Int, keep: Bool = false
    ) -> Slot? {
        let held = held ?? PixelRect(x: 0, y: 0, width: width, height: height)
        guard !held.isEmpty, held.x >= 0, held.y >= 0, held.x + held.width <= width, held.y + held.height <= height
        else { return nil }
        remove(key)
        let w = held.width + 2 * Self.padding, h = held.height + 2 * Self.padding
        let spot: (page: Int, x: Int, y: Int)
        if w > pageSide || h > pageSide {
            spot = newPage(width: w, height: h, own: true, w, h)
        } else if let s = placeOnPages(w, h) {
            spot = s
        } else if let s = reclaim(w, h, usedBefore: frame - 1, kept: false) {
            spot = s
        } else if pages.count(where: { !$0.isOwn }) < pageBudget {
            spot = newPage(width: pageSide, height: pageSide, own: false, w, h)
        } else if let s = reclaim(w, h, usedBefore: frame, kept: true) {
            spot = s
        } else {
            spot = newPage(width: pageSide, height: pageSide, own: false, w, h)
        }
        let slot = Slot(
            page: spot.page, x: spot.x + Self.padding, y: spot.y + Self.padding, held: held, runWidth: width,
            runHeight: height)
        entries[key] = Entry(slot: slot, lastUsed: frame, kept: keep)
        return slot
    }

    /// Forgets the run held for `key` (its room is free again).
    package mutating func remove(_ key: Key) {
        guard let e = entries.removeValue(forKey: key) else { return }
        free(e.slot)
    }

    /// Forgets the runs unused since `frame − maxIdleFrames`, then drops the pages left with no
    /// run; returns the ids of the pages dropped (their textures are to be freed).
    package mutating func sweep(frame: Int) -> [Int] {
        let limit = frame - maxIdleFrames
        for (key, e) in entries where e.lastUsed < limit {
            entries[key] = nil
            free(e.slot)
        }
        guard pages.contains(where: { $0.runs == 0 }) else { return [] }
        let gone = pages.filter { $0.runs == 0 }.map(\.id)
        pages.removeAll { $0.runs == 0 }
        return gone
    }

    /// Forgets every run and page.
    package mutating func removeAll() {
        entries.removeAll()
        pages.removeAll()
    }

    /// The first room on a standard page, in page order.
    private mutating func placeOnPages(_ w: Int, _ h: Int) -> (page: Int, x: Int, y: Int)? {
        for i in pages.indices where !pages[i].isOwn {
            guard let p = pages[i].packer.place(width: w, height: h) else { continue }
            pages[i].runs += 1
            return (pages[i].id, p.x, p.y)
        }
        return nil
    }

    /// Frees runs last used before `usedBefore` (kept ones only when `kept`) on standard pages,
    /// oldest use first, until the padded `w` × `h` fits where one was; nil when it never does.
    private mutating func reclaim(_ w: Int, _ h: Int, usedBefore: Int, kept: Bool) -> (page: Int, x: Int, y: Int)? {
        var candidates: [(key: Key, entry: Entry)] = []
        for (key, e) in entries where e.lastUsed < usedBefore && (kept || !e.kept) {
            guard let p = page(e.slot.page), !p.isOwn else { continue }
            candidates.append((key, e))
        }
        // Oldest use first; ties in page order, top to bottom, left to right (the same choice
        // whatever order the keys hash in).
        candidates.sort {
            let (a, b) = ($0.entry, $1.entry)
            return (a.lastUsed, a.slot.page, a.slot.y, a.slot.x) < (b.lastUsed, b.slot.page, b.slot.y, b.slot.x)
        }
        for c in candidates {
            entries[c.key] = nil
            free(c.entry.slot)
            guard let i = pages.firstIndex(where: { $0.id == c.entry.slot.page }),
                let p = pages[i].packer.place(width: w, height: h)
            else { continue }
            pages[i].runs += 1
            return (pages[i].id, p.x, p.y)
        }
        return nil
    }

    /// A new page of `width` × `height` texels with the padded `w` × `h` placed on it.
    private mutating func newPage(width: Int, height: Int, own: Bool, _ w: Int, _ h: Int) -> (page: Int, x: Int, y: Int)
    {
        var page = Page(
            id: nextPage, width: width, height: height, isOwn: own, packer: ShelfPacker(width: width, height: height))
        nextPage += 1
        let p = page.packer.place(width: w, height: h) ?? (0, 0)
        page.runs = 1
        pages.append(page)
        return (page.id, p.x, p.y)
    }

    /// Gives a run's room back to its page.
    private mutating func free(_ slot: Slot) {
        guard let i = pages.firstIndex(where: { $0.id == slot.page }) else { return }
        pages[i].packer.free(
            x: slot.x - Self.padding, y: slot.y - Self.padding, width: slot.width + 2 * Self.padding,
            height: slot.height + 2 * Self.padding)
        pages[i].runs -= 1
    }

    /// The part of a run worth holding: its texels with any alpha, grown by one texel (where
    /// linear filtering carries their edge), within the run; the top-left texel when none has
    /// any. What lies outside is clear, and a quad drawn over the part alone draws the same
    /// pixels as one over the whole run: past the part, filtering reads only clear texels.
    /// `texels` holds rows of `stride` texels (SDL's ARGB8888: alpha in the top byte), the
    /// run's `width` × `height` starting at (`padding`, `padding`).
    package static func heldPart(_ texels: UnsafeBufferPointer<UInt32>, stride: Int, width: Int, height: Int)
        -> PixelRect
    {
        let p = padding
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = (y + p) * stride + p
            var first = -1, last = -1
            for x in 0..<width where texels[row + x] >> 24 != 0 {
                if first < 0 { first = x }
                last = x
            }
            guard first >= 0 else { continue }
            minX = min(minX, first)
            maxX = max(maxX, last)
            if minY == height { minY = y }
            maxY = y
        }
        guard maxX >= 0 else { return PixelRect(x: 0, y: 0, width: 1, height: 1) }
        let x0 = max(minX - 1, 0), y0 = max(minY - 1, 0)
        return PixelRect(x: x0, y: y0, width: min(maxX + 2, width) - x0, height: min(maxY + 2, height) - y0)
    }

    /// Fills the border around a run's texels with its edge: `texels` holds rows of `stride`
    /// texels, the run's `width` × `height` texels starting at (`padding`, `padding`). Each
    /// border texel takes the value of the run texel nearest it (corners the corner texel), as
    /// a texture clamped to its edge is read past it.
    package static func extrudeEdges(_ texels: UnsafeMutableBufferPointer<UInt32>, stride: Int, width: Int, height: Int)
    {
        let p = padding
        guard width > 0, height > 0, stride >= width + 2 * p, texels.count >= stride * (height + 2 * p) else { return }
        for y in p..<(p + height) {
            let row = y * stride
            for x in 0..<p { texels[row + x] = texels[row + p] }
            for x in (p + width)..<(width + 2 * p) { texels[row + x] = texels[row + p + width - 1] }
        }
        let first = p * stride, last = (p + height - 1) * stride
        for y in 0..<p {
            for x in 0..<(width + 2 * p) { texels[y * stride + x] = texels[first + x] }
        }
        for y in (p + height)..<(height + 2 * p) {
            for x in 0..<(width + 2 * p) { texels[y * stride + x] = texels[last + x] }
        }
    }
}

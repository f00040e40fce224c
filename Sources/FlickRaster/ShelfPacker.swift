/// Packs rectangles into a texture in rows (shelves), and takes them back.
///
/// A rectangle goes on the first shelf that is tall enough, not more than a third taller than
/// it, and has a free stretch wide enough (the leftmost such stretch); then into the smallest
/// empty shelf tall enough (cut to its height when it is more than a third too tall); otherwise
/// a new shelf starts below the last. `gap` texels are left right of and below every rectangle,
/// so linear filtering at one's edge never reads its neighbour.
///
/// A freed rectangle's stretch joins the free stretches beside it; a shelf left empty joins
/// the empty shelves above and below it, and the last shelf, once empty, gives its rows back.
/// Rectangles of a few heights (squares of size classes, lines of text at a few font sizes)
/// then keep reusing the same shelves however often they come and go.
package struct ShelfPacker: Sendable {
    /// The texture's size, in texels.
    package let width: Int
    package let height: Int
    /// Texels left right of and below each rectangle.
    package let gap: Int

    /// A row of rectangles: its top, its height (the tallest rectangle it takes, plus the gap),
    /// its free stretches (sorted, apart) and how many rectangles it holds.
    private struct Shelf: Sendable {
        var y: Int
        var height: Int
        var free: [Range<Int>]
        var count = 0
    }

    /// The shelves, top to bottom, each starting where the one above ends.
    private var shelves: [Shelf] = []

    /// An empty texture of `width` × `height` texels.
    package init(width: Int, height: Int, gap: Int = 0) {
        self.width = width
        self.height = height
        self.gap = gap
    }

    /// Whether nothing is placed.
    package var isEmpty: Bool { shelves.isEmpty }

    /// The rows in use, from the top: every rectangle lies above this.
    package var top: Int { shelves.last.map { $0.y + $0.height } ?? 0 }

    /// Where a `w` × `h` rectangle goes (its top-left texel), or nil when it does not fit.
    package mutating func place(width w: Int, height h: Int) -> (x: Int, y: Int)? {
        let pw = w + gap, ph = h + gap
        guard w > 0, h > 0, pw <= width, ph <= height else { return nil }
        for i in shelves.indices where shelves[i].count > 0 {
            let s = shelves[i]
            guard s.height >= ph, s.height * 3 <= ph * 4, let x = take(pw, from: i) else { continue }
            return (x, s.y)
        }
        var best: Int?
        for i in shelves.indices where shelves[i].count == 0 && shelves[i].height >= ph {
            if let b = best, shelves[b].height <= shelves[i].height { continue }
            best = i
        }
        if let i = best {
            if shelves[i].height * 3 > ph * 4 {
                let rest = Shelf(y: shelves[i].y + ph, height: shelves[i].height - ph, free: [0..<width])
                shelves[i].height = ph
                shelves.insert(rest, at: i + 1)
            }
            return take(pw, from: i).map { ($0, shelves[i].y) }
        }
        guard top + ph <= height else { return nil }
        shelves.append(Shelf(y: top, height: ph, free: [0..<width]))
        return take(pw, from: shelves.count - 1).map { ($0, shelves[shelves.count - 1].y) }
    }

    /// Takes back the `w` × `h` rectangle placed at (x, y). Rectangles never placed are ignored.
    package mutating func free(x: Int, y: Int, width w: Int, height h: Int) {
        guard let i = shelves.firstIndex(where: { $0.y == y }), shelves[i].count > 0 else { return }
        let stretch = x..<(x + w + gap)
        var free = shelves[i].free
        let at = free.firstIndex { $0.lowerBound >= stretch.upperBound } ?? free.count
        guard at == 0 || free[at - 1].upperBound <= stretch.lowerBound else { return }
        free.insert(stretch, at: at)
        if at + 1 < free.count, free[at + 1].lowerBound == stretch.upperBound {
            free[at] = stretch.lowerBound..<free[at + 1].upperBound
            free.remove(at: at + 1)
        }
        if at > 0, free[at - 1].upperBound == free[at].lowerBound {
            free[at - 1] = free[at - 1].lowerBound..<free[at].upperBound
            free.remove(at: at)
        }
        shelves[i].free = free
        shelves[i].count -= 1
        if shelves[i].count == 0 { emptied(i) }
    }

    /// Empties the texture.
    package mutating func reset() {
        shelves.removeAll(keepingCapacity: true)
    }

    /// The left edge of a `pw`-wide stretch taken from shelf `i`'s leftmost free stretch that
    /// holds it; nil when none does.
    private mutating func take(_ pw: Int, from i: Int) -> Int? {
        guard let k = shelves[i].free.firstIndex(where: { $0.count >= pw }) else { return nil }
        let stretch = shelves[i].free[k]
        if stretch.count == pw {
            shelves[i].free.remove(at: k)
        } else {
            shelves[i].free[k] = (stretch.lowerBound + pw)..<stretch.upperBound
        }
        shelves[i].count += 1
        return stretch.lowerBound
    }

    /// Shelf `i` holds nothing any more: it joins the empty shelves beside it, and the last
    /// shelf, when empty, is dropped (its rows go back to the texture).
    private mutating func emptied(_ i: Int) {
        var i = i
        shelves[i].free = [0..<width]
        if i + 1 < shelves.count, shelves[i + 1].count == 0 {
            shelves[i].height += shelves[i + 1].height
            shelves.remove(at: i + 1)
        }
        if i > 0, shelves[i - 1].count == 0 {
            shelves[i - 1].height += shelves[i].height
            shelves.remove(at: i)
            i -= 1
        }
        if i == shelves.count - 1 { shelves.removeLast() }
    }
}

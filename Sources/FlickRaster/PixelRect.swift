/// A rectangle of whole pixels (origin and size), for render targets and culling.
package struct PixelRect: Hashable, Sendable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    /// True when it covers no pixel.
    package var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest pixel rectangle holding the real rectangle `minX…maxX × minY…maxY`.
    package init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let clampValue = 1e8
        let x0 = Int(max(min(minX, clampValue), -clampValue).rounded(.down))
        let y0 = Int(max(min(minY, clampValue), -clampValue).rounded(.down))
        let x1 = Int(max(min(maxX, clampValue), -clampValue).rounded(.up))
        let y1 = Int(max(min(maxY, clampValue), -clampValue).rounded(.up))
        self.init(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Creates a rectangle from its origin and size.
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The overlap, empty when there is none.
    package func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        let x1 = min(x + width, o.x + o.width), y1 = min(y + height, o.y + o.height)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The smallest rectangle holding both (an empty side is ignored).
    package func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        let x1 = max(x + width, o.x + o.width), y1 = max(y + height, o.y + o.height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Grown by `d` pixels on every side.
    package func outset(_ d: Int) -> PixelRect {
        PixelRect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d)
    }

    /// The cells it touches of a grid of `step` × `step` pixels whose cell (0, 0) starts at
    /// pixel `origin`, in cells: a rectangle of output pixels in a reduced target's pixels.
    package func cells(origin: (x: Int, y: Int) = (0, 0), step: Int) -> PixelRect {
        let s = max(step, 1)
        func down(_ v: Int) -> Int { v >= 0 ? v / s : -((-v + s - 1) / s) }
        func up(_ v: Int) -> Int { v >= 0 ? (v + s - 1) / s : -(-v / s) }
        let x0 = down(x - origin.x), y0 = down(y - origin.y)
        return PixelRect(x: x0, y: y0, width: up(x + width - origin.x) - x0, height: up(y + height - origin.y) - y0)
    }

    /// The pixels of the whole cells of a `step` × `step` grid from pixel (0, 0) that it touches:
    /// grown out to the grid.
    package func snapped(step: Int) -> PixelRect {
        let c = cells(step: step), s = max(step, 1)
        return PixelRect(x: c.x * s, y: c.y * s, width: c.width * s, height: c.height * s)
    }
}

import CSDL2
import FlickRaster

extension SDLRenderer {
    /// Draws an opaque untextured batch on the software renderer, turning each pair of triangles
    /// that forms a whole-pixel rectangle into a plain fill (about ten times faster than
    /// rasterising the two triangles). Triangles of one colour in a row (the interiors of the
    /// shapes the batch gathered, cards of one colour down a list) are written in any order
    /// with the same result, unblended: each such run goes to SDL as one `SDL_RenderGeometry`
    /// for its triangles and one `SDL_RenderFillRects` for its rectangles.
    func drawOpaqueSoftware(_ mesh: Mesh) {
        let v = mesh.vertices, idx = mesh.indices
        var triangles: [Int32] = []
        triangles.reserveCapacity(idx.count)
        var rects: [SDL_Rect] = []
        var colour: MeshVertex?
        func drawRun() {
            if !triangles.isEmpty {
                renderGeometry(nil, v, triangles)
                triangles.removeAll(keepingCapacity: true)
            }
            if let c = colour, !rects.isEmpty {
                SDL_SetRenderDrawColor(sdlRenderer, c.r, c.g, c.b, c.a)
                SDL_RenderFillRects(sdlRenderer, rects, Int32(rects.count))
                stats.drawCalls += 1
                for r in rects {
                    let onTarget = PixelRect(x: Int(r.x), y: Int(r.y), width: Int(r.w), height: Int(r.h))
                        .intersection(clips.active ?? targetRect)
                    stats.pixelsDrawn += onTarget.width * onTarget.height
                }
                rects.removeAll(keepingCapacity: true)
            }
        }
        var t = 0
        let count = idx.count / 3
        while t < count {
            let a = v[Int(idx[3 * t])], b = v[Int(idx[3 * t + 1])], c = v[Int(idx[3 * t + 2])]
            let one = Self.sameColour(a, b) && Self.sameColour(a, c)
            if !one || colour.map({ !Self.sameColour($0, a) }) ?? true {
                drawRun()
                colour = one ? a : nil
            }
            if one, t + 1 < count, let rect = Self.rectangle(v, idx, t) {
                rects.append(rect)
                t += 2
                continue
            }
            triangles.append(idx[3 * t])
            triangles.append(idx[3 * t + 1])
            triangles.append(idx[3 * t + 2])
            t += 1
        }
        drawRun()
    }

    /// True when two vertices have the same colour.
    static func sameColour(_ a: MeshVertex, _ b: MeshVertex) -> Bool {
        a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a
    }

    /// The whole-pixel rectangle that triangles `t` and `t + 1` cover together, if they form one
    /// in a single colour (positions rounded: the software nudge is far below a pixel).
    static func rectangle(_ v: [MeshVertex], _ idx: [Int32], _ t: Int) -> SDL_Rect? {
        let a = (idx[3 * t], idx[3 * t + 1], idx[3 * t + 2])
        let b = (idx[3 * t + 3], idx[3 * t + 4], idx[3 * t + 5])
        func inA(_ i: Int32) -> Bool { i == a.0 || i == a.1 || i == a.2 }
        let shared = (inA(b.0) ? 1 : 0) + (inA(b.1) ? 1 : 0) + (inA(b.2) ? 1 : 0)
        guard shared == 2 else { return nil }
        let extra = !inA(b.0) ? b.0 : (!inA(b.1) ? b.1 : b.2)
        let p = (v[Int(a.0)], v[Int(a.1)], v[Int(a.2)], v[Int(extra)])
        let c = p.0
        for q in [p.1, p.2, p.3] where q.r != c.r || q.g != c.g || q.b != c.b || q.a != c.a { return nil }
        let xs = [p.0.x.rounded(), p.1.x.rounded(), p.2.x.rounded(), p.3.x.rounded()]
        let ys = [p.0.y.rounded(), p.1.y.rounded(), p.2.y.rounded(), p.3.y.rounded()]
        let x0 = xs.min()!, x1 = xs.max()!, y0 = ys.min()!, y1 = ys.max()!
        guard x1 > x0, y1 > y0 else { return nil }
        var corners = 0
        for k in 0..<4 {
            guard xs[k] == x0 || xs[k] == x1, ys[k] == y0 || ys[k] == y1 else { return nil }
            corners |= 1 << ((xs[k] == x1 ? 1 : 0) | (ys[k] == y1 ? 2 : 0))
        }
        guard corners == 15 else { return nil }
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
    }
}

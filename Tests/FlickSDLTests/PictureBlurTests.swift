import Testing

@testable import FlickSDL

/// The direct blur's chain run on the CPU (`PictureBlur`): each step filters as a GPU's linear
/// filter does, the chain smooths without moving or losing light, and the tint, the mix and the
/// overlay compose as the GPU's blending would.
@Suite struct PictureBlurTests {
    /// A `width` × `height` opaque picture whose texel (x, y) is `color(x, y)`.
    static func picture(_ width: Int, _ height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4 * width * height)
        for y in 0..<height {
            for x in 0..<width {
                let c = color(x, y)
                bytes += [c.0, c.1, c.2, 255]
            }
        }
        return bytes
    }

    static let clear = PictureBlur.Tint(r: 0, g: 0, b: 0, a: 0)

    @Test func aTargetTexelReadsItsTwoNearestSourceTexelsClampedAtTheEdges() {
        // Halving 4 texels: each reads the middle of a pair.
        let half = PictureBlur.Plane.Taps(2, from: 4)
        #expect(half.before == [0, 2] && half.after == [1, 3] && half.weight == [0.5, 0.5])
        // Doubling 2: the outer texels read their edge texel alone (clamped), the inner ones
        // three quarters of the nearer.
        let double = PictureBlur.Plane.Taps(4, from: 2)
        #expect(double.before == [0, 0, 0, 1] && double.after == [0, 1, 1, 1])
        #expect(double.weight == [0.75, 0.25, 0.75, 0.25])
    }

    @Test func aFlatPictureStaysFlatUnderTheTint() {
        let flat = Self.picture(40, 24) { _, _ in (30, 120, 210) }
        let tint = PictureBlur.Tint(r: 1, g: 0, b: 0.5, a: 0.25)
        let out = PictureBlur.blurred(flat, width: 40, height: 24, reduction: 2, halvings: 2, tint: tint)
        #expect(out.count == flat.count)
        // c = a·t + (1 − a)·c: 0.25·255 + 0.75·30 = 86.25, 0.75·120 = 90, 0.25·127.5 + 0.75·210 = 189.4.
        for i in stride(from: 0, to: out.count, by: 4) {
            #expect(out[i] == 86 && out[i + 1] == 90 && out[i + 2] == 189 && out[i + 3] == 255, "texel \(i / 4)")
        }
    }

    @Test func anEdgeIsSmoothedSymmetricallyWithoutLosingLight() {
        // Black on the left half, white on the right.
        let w = 64, h = 8
        let edge = Self.picture(w, h) { x, _ in x < w / 2 ? (0, 0, 0) : (255, 255, 255) }
        let out = PictureBlur.blurred(edge, width: w, height: h, reduction: 2, halvings: 2, tint: Self.clear)
        let row = (0..<w).map { Int(out[4 * (w * 3 + $0)]) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 }, "rises left to right: \(row)")
        #expect(row[0] <= 2 && row[w - 1] >= 253, "far from the edge it is as it was")
        #expect(row[w / 2 - 1] > 60 && row[w / 2] < 195, "the edge is spread: \(row[w / 2 - 1]), \(row[w / 2])")
        for x in 0..<w { #expect(abs(row[x] + row[w - 1 - x] - 255) <= 2, "symmetric at \(x)") }
        let mean = Double(row.reduce(0, +)) / Double(w)
        #expect(abs(mean - 127.5) < 2, "the light stays: mean \(mean)")
    }

    @Test func theMixBlendsByOpacityInsideItsRectangleOnly() {
        let a = Self.picture(4, 2) { _, _ in (0, 100, 200) }
        let b = Self.picture(4, 2) { _, _ in (200, 100, 0) }
        var out: [UInt8] = []
        PictureBlur.mix(a, b, width: 4, opacity: 0.25, within: (1, 0, 2, 2), into: &out)
        #expect(out.count == a.count)
        for y in 0..<2 {
            for x in 0..<4 {
                let i = 4 * (4 * y + x)
                if x == 1 || x == 2 {
                    #expect(Array(out[i..<(i + 4)]) == [50, 100, 150, 255], "mixed at \(x), \(y)")
                } else {
                    #expect(out[i + 3] == 255 && out[i] == 255, "left alone at \(x), \(y)")
                }
            }
        }
    }

    @Test func theOverlayGoesOverAsPremultipliedTexels() {
        let ground = Self.picture(3, 3) { _, _ in (0, 0, 200) }
        // Half-transparent red over the middle texel only, premultiplied: (128, 0, 0, 128).
        let overlay: [UInt8] = [128, 0, 0, 128]
        let out = PictureBlur.composed(ground, width: 3, overlay: overlay, at: (1, 1, 1, 1))
        #expect(Array(out[16..<20]) == [128, 0, 100, 255], "c = o + (1 − α)·c")
        #expect(Array(out[0..<4]) == [0, 0, 200, 255] && Array(out[32..<36]) == [0, 0, 200, 255])
    }
}

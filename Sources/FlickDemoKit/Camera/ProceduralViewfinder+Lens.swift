import FlickLayers

extension ProceduralViewfinder {
    /// The lens frames' seeds, one per grain frame.
    nonisolated static let lensSeeds: [UInt64] = [1, 2, 3, 4]
    /// A lens frame's texels across and down: stretched over the picture, each grain is a soft
    /// speck of a few screen pixels, as a small sensor's is, and the vignette stays smooth.
    nonisolated static let lensSize = (width: 160, height: 284)

    /// The lens frame of `seed`, row by row, each texel premultiplied: its alpha and its grey
    /// times that alpha. Sensor grain over lens vignetting, composited into one frame. Grain:
    /// grey noise, alpha up to 34/255 at 55 %; vignette: black, transparent in the middle,
    /// darkening as r⁴ toward the corners (cos⁴ falloff, approximated). Grain over vignette in
    /// one frame: α = 1 − (1 − αg)(1 − αv) and, the vignette being black, grey·α = αg·G: exactly
    /// the two drawn one over the other.
    nonisolated static func lensTexels(seed: UInt64) -> [(alpha: Double, grey: Double)] {
        var rng = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15)
        let (w, h) = lensSize
        return (0..<(w * h)).map { i in
            let grey = rng.double(0, 255)
            let ag = rng.double(0, 34).rounded(.down) / 255 * 0.55
            let u = (Double(i % w) + 0.5) / Double(w) * 2 - 1, v = (Double(i / w) + 0.5) / Double(h) * 2 - 1
            let r2 = (u * u + v * v) / 2
            let av = min(1, 0.55 * r2 * r2 * 1.6)
            return (1 - (1 - ag) * (1 - av), ag * grey)
        }
    }

    /// A lens frame stretched to the picture's size, ready to blend: per pixel one word, its
    /// alpha (0…65 535) in the low half and its grey premultiplied by that alpha (8.8 fixed
    /// point) in the high half. Stretched between premultiplied texels (a linear filter without
    /// the dark fringes of one between straight ones).
    struct LensOverlay: Sendable {
        let texels: [UInt32]

        /// The lens frame of `seed` stretched to `width` × `height` pixels.
        init(seed: UInt64, width: Int, height: Int) {
            let source = ProceduralViewfinder.lensTexels(seed: seed), (sw, sh) = ProceduralViewfinder.lensSize
            func taps(_ n: Int, _ source: Int) -> [(Int, Int, Double)] {
                (0..<n).map { i in
                    let s = min(max((Double(i) + 0.5) * Double(source) / Double(n) - 0.5, 0), Double(source - 1))
                    let i0 = Int(s.rounded(.down))
                    return (i0, min(i0 + 1, source - 1), s - Double(i0))
                }
            }
            let xs = taps(width, sw), ys = taps(height, sh)
            // Across first: each source row stretched to the picture's width.
            var across = [Double](repeating: 0, count: sh * width * 2)
            across.withUnsafeMutableBufferPointer { out in
                for row in 0..<sh {
                    let o = row * width * 2
                    for (x, (xa, xb, fx)) in xs.enumerated() {
                        let p = source[row * sw + xa], q = source[row * sw + xb]
                        out[o + 2 * x] = p.alpha + (q.alpha - p.alpha) * fx
                        out[o + 2 * x + 1] = p.grey + (q.grey - p.grey) * fx
                    }
                }
            }
            // Then down, between the two stretched rows.
            var texels = [UInt32](repeating: 0, count: width * height)
            across.withUnsafeBufferPointer { across in
                texels.withUnsafeMutableBufferPointer { out in
                    for (y, (ya, yb, fy)) in ys.enumerated() {
                        let top = ya * width * 2, bottom = yb * width * 2
                        for x in 0..<width {
                            let at = across[top + 2 * x], ab = across[bottom + 2 * x]
                            let gt = across[top + 2 * x + 1], gb = across[bottom + 2 * x + 1]
                            let alpha = UInt32(min(65535, ((at + (ab - at) * fy) * 65535).rounded()))
                            let grey = UInt32(min(65535, ((gt + (gb - gt) * fy) * 256).rounded()))
                            out[y * width + x] = alpha | grey << 16
                        }
                    }
                }
            }
            self.texels = texels
        }

        /// Blends the frame over `out` at `opacity`: c ← c·(1 − α·o) + g·o, in fixed point with
        /// o in 256ths: c·keep + add, keep = 2¹⁶ − (α·o >> 8) and add = g·o + 2¹⁵, shifted down
        /// 16 and clamped to 255. Each pixel is read and written as one little-endian word
        /// (red in its low byte, alpha, left alone, in its high byte), so that the loop runs
        /// over a few pixels at a time.
        func draw(into out: UnsafeMutableBufferPointer<UInt8>, opacity: Double) {
            let o = UInt32((min(1, max(0, opacity)) * 256).rounded())
            guard let raw = UnsafeMutableRawPointer(out.baseAddress) else { return }
            texels.withUnsafeBufferPointer { texels in
                for p in 0..<min(texels.count, out.count / 4) {
                    let keep = 65536 &- (((texels[p] & 0xFFFF) &* o) &>> 8)
                    let add = (texels[p] &>> 16) &* o &+ 32768
                    let c = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: p &* 4, as: UInt32.self))
                    func blended(_ shift: UInt32) -> UInt32 {
                        min((((c &>> shift) & 255) &* keep &+ add) &>> 16, 255) &<< shift
                    }
                    let pixel = (c & 0xFF00_0000) | blended(0) | blended(8) | blended(16)
                    raw.storeBytes(of: pixel.littleEndian, toByteOffset: p &* 4, as: UInt32.self)
                }
            }
        }
    }
}

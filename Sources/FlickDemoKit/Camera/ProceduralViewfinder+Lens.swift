import FlickLayers

extension ProceduralViewfinder {
    /// A lens frame stretched to the picture's size, ready to blend: per pixel one word, its
    /// alpha (0…65 535) in the low half and its grey premultiplied by that alpha (8.8 fixed
    /// point) in the high half. Stretched between premultiplied texels (the renderer's linear
    /// filter on the 160 × 284 texture, without its dark fringes).
    struct LensOverlay: Sendable {
        let texels: [UInt32]

        init(_ frame: Bitmap, width: Int, height: Int) {
            let sw = frame.width, sh = frame.height
            func taps(_ n: Int, _ source: Int) -> [(Int, Int, Double)] {
                (0..<n).map { i in
                    let s = min(max((Double(i) + 0.5) * Double(source) / Double(n) - 0.5, 0), Double(source - 1))
                    let i0 = Int(s.rounded(.down))
                    return (i0, min(i0 + 1, source - 1), s - Double(i0))
                }
            }
            let xs = taps(width, sw), ys = taps(height, sh)
            // Across first: each source row stretched to the picture's width, premultiplied.
            var across = [Double](repeating: 0, count: sh * width * 2)
            frame.pixels.withUnsafeBufferPointer { px in
                across.withUnsafeMutableBufferPointer { out in
                    for row in 0..<sh {
                        let base = row * sw * 4, o = row * width * 2
                        for (x, (xa, xb, fx)) in xs.enumerated() {
                            let a0 = Double(px[base + xa * 4 + 3]) / 255, a1 = Double(px[base + xb * 4 + 3]) / 255
                            let g0 = Double(px[base + xa * 4]) * a0, g1 = Double(px[base + xb * 4]) * a1
                            out[o + 2 * x] = a0 + (a1 - a0) * fx
                            out[o + 2 * x + 1] = g0 + (g1 - g0) * fx
                        }
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

/// The direct blur's chain (`SDLRenderer.prepareDirectBlur`) run on the CPU over an opaque RGBA
/// picture — what the renderer does for a blur over a video frame when it draws on a CPU
/// rasteriser (`SDLRenderer+VideoBlur`). Pure functions of their inputs.
///
/// Each step is what a GPU does drawing a whole texture over a whole target with linear
/// filtering: target texel (i, j) reads the source at ((i + ½)·w/w′ − ½, (j + ½)·h/h′ − ½)
/// between its four nearest texels, clamped at the edges (OpenGL's LINEAR filter with
/// CLAMP_TO_EDGE). The picture is reduced to the backdrop's resolution, halved `halvings` times
/// and doubled back through the same sizes, tinted, and brought back to the picture's size: the
/// blur at the picture's texels, ready to be mixed with it.
enum PictureBlur {
    /// A tint over the blur: c = a·t + (1 − a)·c, colour components 0…1, straight alpha.
    struct Tint: Hashable, Sendable {
        var r, g, b, a: Float
    }

    /// The blurred picture, `width` × `height` texels of R, G, B, 255: `pixels` (RGBA, rows of
    /// `4·width` bytes) reduced `reduction` times across and down (1 or more), then halved
    /// `halvings` times and doubled back, tinted with `tint`, and magnified back.
    static func blurred(
        _ pixels: [UInt8], width: Int, height: Int, reduction: Int, halvings: Int, tint: Tint
    ) -> [UInt8] {
        precondition(
            width > 0 && height > 0 && pixels.count >= 4 * width * height && reduction >= 1,
            "a \(width)×\(height) RGBA picture, reduced at least once")
        var sizes = [(width: (width + reduction - 1) / reduction, height: (height + reduction - 1) / reduction)]
        for _ in 0..<max(halvings, 0) {
            let last = sizes[sizes.count - 1]
            sizes.append(((last.width + 1) / 2, (last.height + 1) / 2))
        }
        var level = Plane(rgba: pixels, width: width, height: height, resampledTo: sizes[0].width, sizes[0].height)
        for size in sizes.dropFirst() { level = level.resampled(to: size.width, size.height) }
        for size in sizes.dropLast().reversed() { level = level.resampled(to: size.width, size.height) }
        level.tint(tint)
        return level.rgba(resampledTo: width, height)
    }

    /// `picture` and `blur` (RGBA, rows of `4·width` bytes) mixed with `opacity` into `out`,
    /// within the texels `rect` (x, y, width, height): o·blur + (1 − o)·picture, per byte,
    /// rounded; alpha stays 255. `out` is made the pictures' size when it is not.
    static func mix(
        _ picture: [UInt8], _ blur: [UInt8], width: Int, opacity: Double,
        within rect: (x: Int, y: Int, width: Int, height: Int), into out: inout [UInt8]
    ) {
        precondition(picture.count == blur.count, "a picture and its blur of one size")
        if out.count != picture.count { out = [UInt8](repeating: 255, count: picture.count) }
        let a = UInt16(max(0, min(256, (opacity * 256).rounded())))
        let keep = 256 - a
        picture.withUnsafeBufferPointer { p in
            blur.withUnsafeBufferPointer { b in
                out.withUnsafeMutableBufferPointer { o in
                    for y in rect.y..<(rect.y + rect.height) {
                        let start = 4 * (width * y + rect.x), end = start + 4 * rect.width
                        for i in start..<end {
                            o[i] = UInt8(truncatingIfNeeded: (UInt16(p[i]) &* keep &+ UInt16(b[i]) &* a &+ 128) >> 8)
                        }
                    }
                }
            }
        }
    }

    /// `pixels` (opaque RGBA, `width` texels a row) with `overlay` drawn over it: premultiplied
    /// RGBA texels (as drawn over transparent black with ordinary blending) covering the
    /// texels `rect`, `rect.width` a row — c = o + (1 − α)·c.
    static func composed(
        _ pixels: [UInt8], width: Int, overlay: [UInt8], at rect: (x: Int, y: Int, width: Int, height: Int)
    ) -> [UInt8] {
        var out = pixels
        overlay.withUnsafeBufferPointer { o in
            out.withUnsafeMutableBufferPointer { p in
                for y in 0..<rect.height {
                    for x in 0..<rect.width {
                        let s = 4 * (rect.width * y + x), d = 4 * (width * (rect.y + y) + rect.x + x)
                        let keep = 255 - UInt16(o[s + 3])
                        for c in 0..<3 {
                            let v = UInt16(o[s + c]) &+ (UInt16(p[d + c]) &* keep &+ 127) / 255
                            p[d + c] = UInt8(min(v, 255))
                        }
                    }
                }
            }
        }
        return out
    }

    /// An opaque picture's texels as floats, R, G, B and a fourth lane that rides along (one
    /// SIMD4 a texel, so each step of the filter is one vector operation a texel).
    struct Plane {
        var width: Int
        var height: Int
        var texels: [SIMD4<Float>]

        init(width: Int, height: Int, texels: [SIMD4<Float>]) {
            self.width = width
            self.height = height
            self.texels = texels
        }

        /// RGBA bytes (`width` × `height`) resampled to `w` × `h`, read as floats.
        init(rgba: [UInt8], width: Int, height: Int, resampledTo w: Int, _ h: Int) {
            let across = Taps(w, from: width)
            // Each row's bytes become floats in one plain loop (which the compiler vectorises),
            // then are filtered as texels.
            var row = [SIMD4<Float>](repeating: .zero, count: width)
            let mid = [SIMD4<Float>](unsafeUninitializedCapacity: w * height) { dst, count in
                rgba.withUnsafeBufferPointer { src in
                    row.withUnsafeMutableBufferPointer { rowBuffer in
                        across.withPointers { before, after, weight in
                            let floats = UnsafeMutableRawPointer(rowBuffer.baseAddress!).assumingMemoryBound(
                                to: Float.self)
                            let texels = rowBuffer.baseAddress!
                            for y in 0..<height {
                                let bytes = src.baseAddress! + 4 * width * y
                                for i in 0..<(4 * width) { floats[i] = Float(bytes[i]) }
                                let out = dst.baseAddress! + w * y
                                for x in 0..<w {
                                    let a = texels[before[x]], b = texels[after[x]]
                                    out[x] = a + (b - a) * weight[x]
                                }
                            }
                        }
                    }
                }
                count = w * height
            }
            self = Plane(width: w, height: height, texels: mid).resampledDown(to: h)
        }

        mutating func tint(_ t: Tint) {
            guard t.a > 0 else { return }
            let keep = SIMD4<Float>(repeating: 1 - t.a)
            let add = SIMD4<Float>(t.a * t.r * 255, t.a * t.g * 255, t.a * t.b * 255, 0)
            texels.withUnsafeMutableBufferPointer { v in
                for i in v.indices { v[i] = v[i] * keep + add }
            }
        }

        /// Where each of `count` target texels reads a source line of `length` texels: the
        /// texel before the sample point and the one after (both clamped to the line), and the
        /// weight of the one after.
        struct Taps {
            var before: [Int]
            var after: [Int]
            var weight: [Float]

            init(_ count: Int, from length: Int) {
                let ratio = Double(length) / Double(count)
                before = [Int](repeating: 0, count: count)
                after = before
                weight = [Float](repeating: 0, count: count)
                for i in 0..<count {
                    let u = (Double(i) + 0.5) * ratio - 0.5
                    let f = u.rounded(.down)
                    let i0 = Int(f)
                    before[i] = max(0, min(length - 1, i0))
                    after[i] = max(0, min(length - 1, i0 + 1))
                    weight[i] = Float(u - f)
                }
            }

            func withPointers<R>(
                _ body: (UnsafePointer<Int>, UnsafePointer<Int>, UnsafePointer<Float>) -> R
            ) -> R {
                before.withUnsafeBufferPointer { b in
                    after.withUnsafeBufferPointer { a in
                        weight.withUnsafeBufferPointer { w in body(b.baseAddress!, a.baseAddress!, w.baseAddress!) }
                    }
                }
            }
        }

        /// Resampled across to `w` texels.
        func resampledAcross(to w: Int) -> Plane {
            let across = Taps(w, from: width)
            let sw = width, sh = height
            let out = [SIMD4<Float>](unsafeUninitializedCapacity: w * sh) { dst, count in
                texels.withUnsafeBufferPointer { buffer in
                    across.withPointers { before, after, weight in
                        let src = buffer.baseAddress!
                        let d = dst.baseAddress!
                        for y in 0..<sh {
                            let row = src + sw * y, o = d + w * y
                            for x in 0..<w {
                                let a = row[before[x]], b = row[after[x]]
                                o[x] = a + (b - a) * weight[x]
                            }
                        }
                    }
                }
                count = w * sh
            }
            return Plane(width: w, height: sh, texels: out)
        }

        /// Resampled down to `h` rows.
        func resampledDown(to h: Int) -> Plane {
            let down = Taps(h, from: height)
            let w = width
            let out = [SIMD4<Float>](unsafeUninitializedCapacity: w * h) { dst, count in
                texels.withUnsafeBufferPointer { buffer in
                    down.withPointers { before, after, weight in
                        let src = buffer.baseAddress!
                        let d = dst.baseAddress!
                        for y in 0..<h {
                            let ra = src + w * before[y], rb = src + w * after[y], o = d + w * y
                            let t = SIMD4<Float>(repeating: weight[y])
                            for x in 0..<w {
                                let a = ra[x]
                                o[x] = a + (rb[x] - a) * t
                            }
                        }
                    }
                }
                count = w * h
            }
            return Plane(width: w, height: h, texels: out)
        }

        /// Resampled to `w` × `h` with linear filtering: across, then down (the filter is
        /// separable).
        func resampled(to w: Int, _ h: Int) -> Plane { resampledAcross(to: w).resampledDown(to: h) }

        /// Resampled to `w` × `h`, as RGBA bytes: alpha 255, each colour rounded and clamped.
        func rgba(resampledTo w: Int, _ h: Int) -> [UInt8] {
            let mid = resampledAcross(to: w)
            let down = Taps(h, from: height)
            return [UInt8](unsafeUninitializedCapacity: 4 * w * h) { dst, count in
                mid.texels.withUnsafeBufferPointer { buffer in
                    down.withPointers { before, after, weight in
                        let src = buffer.baseAddress!
                        let d = dst.baseAddress!
                        @inline(__always) func byte(_ v: Float) -> UInt8 { UInt8(min(max(v, 0), 255)) }
                        for y in 0..<h {
                            let ra = src + w * before[y], rb = src + w * after[y], o = d + 4 * w * y
                            let t = weight[y]
                            for x in 0..<w {
                                let a = ra[x]
                                // Rounded: +0.5, then truncated. The picture is opaque.
                                let v = a + (rb[x] - a) * t + 0.5
                                o[4 * x] = byte(v.x)
                                o[4 * x + 1] = byte(v.y)
                                o[4 * x + 2] = byte(v.z)
                                o[4 * x + 3] = 255
                            }
                        }
                    }
                }
                count = 4 * w * h
            }
        }
    }
}

/// Times the CPU blur of a video frame (`PictureBlur`) as a CPU rasteriser's renderer runs it
/// for home's blur over the camera at 720 × 1280: a `width` × `height` picture (360 × 640),
/// reduced twice and halved twice (σ = 20 px), tinted — once per camera frame — and mixed
/// with its picture — once per display frame. `now` reads a monotonic clock in seconds.
/// Returns each run's milliseconds, warm-up excluded.
public func pictureBlurTimes(
    width: Int = 360, height: Int = 640, runs: Int = 60, now: () -> Double
) -> (blur: [Double], mix: [Double]) {
    var pixels = [UInt8](repeating: 255, count: 4 * width * height)
    for i in 0..<(width * height) {
        pixels[4 * i] = UInt8(truncatingIfNeeded: i % width)
        pixels[4 * i + 1] = UInt8(truncatingIfNeeded: i / width)
        pixels[4 * i + 2] = UInt8(truncatingIfNeeded: i &* 7)
    }
    let tint = PictureBlur.Tint(r: 0.7, g: 0.4, b: 0.98, a: 0.5)
    var blurTimes: [Double] = [], mixTimes: [Double] = []
    var mixed: [UInt8] = []
    for n in 0..<(runs + 5) {
        let t0 = now()
        let blurred = PictureBlur.blurred(pixels, width: width, height: height, reduction: 2, halvings: 2, tint: tint)
        let t1 = now()
        PictureBlur.mix(pixels, blurred, width: width, opacity: 0.5, within: (0, 0, width, height), into: &mixed)
        let t2 = now()
        if n >= 5 {
            blurTimes.append((t1 - t0) * 1000)
            mixTimes.append((t2 - t1) * 1000)
        }
    }
    return (blurTimes, mixTimes)
}

import FlickGeometry
import FlickLayers
import Foundation

extension ProceduralViewfinder {
    /// The lens frames' seeds, one per grain frame.
    nonisolated static let lensSeeds: [UInt64] = [1, 2, 3, 4]
    /// The lens frames, painted once per process (by the first painter made): every viewfinder
    /// shows the same four.
    nonisolated static let lensFrames: [Bitmap] = lensSeeds.map(lensTexture(seed:))

    /// Sensor grain over lens vignetting, composited into one texture of 160×284 pixels
    /// (stretched, so each grain is a soft speck of a few screen pixels, as a small sensor's is,
    /// and the vignette stays smooth). Grain: grey noise, alpha up to 34/255 at 55 %; vignette:
    /// black, transparent in the middle, darkening as r⁴ toward the corners (cos⁴ falloff,
    /// approximated). Grain over vignette in one layer: α = 1 − (1 − αg)(1 − αv), colour
    /// αg·G / α (the vignette is black), exactly the two layers drawn one over the other.
    nonisolated static func lensTexture(seed: UInt64) -> Bitmap {
        var rng = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15)
        let w = 160, h = 284
        var px = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let grey = rng.double(0, 255)
                let ag = rng.double(0, 34).rounded(.down) / 255 * 0.55
                let u = (Double(x) + 0.5) / Double(w) * 2 - 1, v = (Double(y) + 0.5) / Double(h) * 2 - 1
                let r2 = (u * u + v * v) / 2
                let av = min(1, 0.55 * r2 * r2 * 1.6)
                let a = 1 - (1 - ag) * (1 - av)
                let i = (y * w + x) * 4
                let c = a > 0 ? UInt8(min(255, (ag * grey / a).rounded())) : 0
                px[i] = c
                px[i + 1] = c
                px[i + 2] = c
                px[i + 3] = UInt8(min(255, (a * 255).rounded()))
            }
        }
        return Bitmap(width: w, height: h, pixels: px)
    }
}

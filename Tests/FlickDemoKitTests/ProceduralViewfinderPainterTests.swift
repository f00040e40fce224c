import FlickGeometry
import Testing

@testable import FlickDemoKit

/// The viewfinder's pictures, byte for byte: what a user sees of the procedural camera at
/// several instants on phones, a landscape window and an odd tiny viewport.
@Suite struct ProceduralViewfinderPainterTests {
    /// FNV-1a (64-bit) of a picture's bytes.
    static func digest(_ bytes: [UInt8]) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    static let times: [Double] = [0, 0.5, 7.3, 33.33, 61.0]

    /// Digests of the pictures as painted when this test was written, per viewport, one per
    /// time in `times`: the pixels are pinned, not how they are painted, so any change to how
    /// the backdrop, the discs or the lens land on screen shows here, however it is computed.
    static let pinned: [(Size, [UInt64])] = [
        (
            Size(width: 360, height: 640),
            [
                0x5C83_6BEB_5616_24B1, 0xB706_6975_AFE3_89BB, 0x7B77_B901_55EA_3991,
                0x388C_F505_D944_0317, 0xB0B5_F43F_84D8_AD9E,
            ],
        ),
        (
            Size(width: 390, height: 844),
            [
                0xA431_D010_5925_42E0, 0xF250_F93F_478C_29BD, 0x5D84_359F_1F63_10CE,
                0x3FEB_1672_C758_7383, 0xCF42_ED2C_D3B7_728A,
            ],
        ),
        (
            Size(width: 1280, height: 800),
            [
                0x8E77_4C9C_7375_1B87, 0x0790_7813_9633_B316, 0x6C1C_68C4_E9E8_FDE2,
                0x863A_017D_6F85_8982, 0x2652_1CF1_17C9_630F,
            ],
        ),
        (
            Size(width: 37, height: 53),
            [
                0x9AE1_C850_FF59_509B, 0xAE65_7354_4636_EF12, 0x9570_A0BD_6D07_2127,
                0x73ED_4540_0976_FEA7, 0x21FC_30DD_6B7A_A7AF,
            ],
        ),
    ]

    @Test(arguments: 0..<4)
    func everyPictureIsPaintedAsBefore(_ viewport: Int) {
        let (size, digests) = Self.pinned[viewport]
        let painter = ProceduralViewfinder.Painter(viewport: size)
        for (t, want) in zip(Self.times, digests) {
            let picture = painter.paint(at: t)
            #expect(picture.count == painter.width * painter.height * 4)
            let got = Self.digest(picture)
            #expect(got == want, "\(size) at \(t) s: 0x\(String(got, radix: 16, uppercase: true))")
        }
    }

    @Test func aRowsStraightRunBlendsEveryByteAsOneTexelIsBlended() {
        // Two rows of 36 bytes: both ends of the range at either end, random bytes between.
        var rng = SplitMix64(seed: 0xB1E4D)
        func row(_ end: UInt8) -> [UInt8] {
            [UInt8](repeating: end, count: 8) + (0..<20).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                + [UInt8](repeating: 255 - end, count: 8)
        }
        let s0 = row(255), s1 = row(0)
        var run = [UInt8](repeating: 0, count: 32)
        for wx in UInt32(0)..<256 {
            for wy in Array(stride(from: UInt32(0), to: 256, by: 5)) + [1, 128, 255] {
                let ax = 256 - wx, ay = 256 - wy
                s0.withUnsafeBufferPointer { s0 in
                    s1.withUnsafeBufferPointer { s1 in
                        run.withUnsafeMutableBufferPointer { d in
                            ProceduralViewfinder.Painter.blendRun(
                                s0.baseAddress!, s1.baseAddress!, into: d.baseAddress!, count: 32, UInt16(ax),
                                UInt16(wx), UInt16(ay), UInt16(wy))
                        }
                    }
                }
                let each = (0..<32).map {
                    ProceduralViewfinder.Painter.blend(s0[$0], s0[$0 + 4], s1[$0], s1[$0 + 4], ax, wx, ay, wy)
                }
                guard run == each else {
                    Issue.record("weights \(wx), \(wy): \(run) against \(each)")
                    return
                }
            }
        }
    }

    @Test func aDiscsChannelsRoundHalvesAwayFromZeroAndClampToAByte() {
        func want(_ v: Double) -> UInt8 { UInt8(min(255, max(0, v.rounded()))) }
        // Every half and quarter from −2 to 258, each with its neighbours a rounding step away,
        // the largest double below ½ (whose sum with ½ rounds up to 1), and random values.
        var values: [Double] = [0.49999999999999994, -0.0, 254.5, 255.49999999999997, 1e-300]
        for k in -8...1032 {
            let v = Double(k) / 4
            values += [v, v.nextUp, v.nextDown]
        }
        var rng = SplitMix64(seed: 0xB7E)
        values += (0..<10000).map { _ in Double.random(in: -1...256, using: &rng) }
        for v in values {
            #expect(ProceduralViewfinder.Painter.byte(v) == want(v), "\(v)")
        }
    }
}

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

    static let times: [Double] = [0, 0.5, 7.3, 33.33, 61.0, 52.5]

    /// Digests of the pictures as recorded, per viewport, one per time in `times` (at 52.5 s the
    /// pan is at its reach and the shake takes the left column past it, into the backdrop's
    /// margin): the pixels are pinned, not how they are painted, so any change to how the
    /// backdrop, the discs or the lens land on screen shows here, however it is computed.
    static let pinned: [(Size, [UInt64])] = [
        (
            Size(width: 360, height: 640),
            [
                0xCFA9_283D_ADAA_93B9, 0xCD6D_5F85_FC39_C18E, 0x4382_F512_62C0_01BC,
                0xD56F_2E59_0818_ADC6, 0x0F4B_FFC4_3F99_450D, 0xB31F_5154_7EC6_59B1,
            ],
        ),
        (
            Size(width: 390, height: 844),
            [
                0xAD81_0269_B645_E2B4, 0x2445_19B4_F797_54E0, 0x3D41_A832_E9D3_F213,
                0xFDDB_F103_E340_E0B7, 0x7E5C_7D05_AFF8_B49B, 0xB583_F10C_47CC_EDEA,
            ],
        ),
        (
            Size(width: 1280, height: 800),
            [
                0xAC7D_7555_8F2C_53AB, 0xE95A_F5B6_93CE_40B3, 0x4F17_6E3D_B93A_AB1E,
                0x7323_EFFA_5EEF_1BD7, 0x0981_70A6_284F_A62C, 0x7980_CB2B_BE01_63CD,
            ],
        ),
        (
            Size(width: 37, height: 53),
            [
                0xA383_B437_8D2C_9A94, 0x23D0_AB0F_F139_5AA1, 0x95BA_B3FD_3292_0E18,
                0x6E74_B85A_0683_0367, 0x93CF_1E53_8337_4E51, 0xEC48_1968_C9B2_0CC4,
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

    @Test func aRowsRunBlendsEveryByteAsThe32BitFormulaDoes() {
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
                // The formula in 32 bits: (top·ay + bottom·wy + 2¹⁵) >> 16, top and bottom the
                // texels blended across.
                let each = (0..<32).map { j -> UInt8 in
                    let top = UInt32(s0[j]) * ax + UInt32(s0[j + 4]) * wx
                    let bottom = UInt32(s1[j]) * ax + UInt32(s1[j + 4]) * wx
                    return UInt8((top * ay + bottom * wy + 32768) >> 16)
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
            #expect(ProceduralViewfinder.byte(v) == want(v), "\(v)")
        }
    }
}

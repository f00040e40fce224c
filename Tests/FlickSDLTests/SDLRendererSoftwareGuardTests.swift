import FlickGeometry
import FlickLayers
import FlickRaster
import Testing

@testable import FlickSDL

/// What SDL's software renderer draws of shapes its rasteriser cannot take as they are (huge,
/// reaching far off the output, or mapped onto a texture's last row): the right texels where
/// they show, nothing where they do not (`SoftwareTriangleGuard`; the flip's full-screen
/// perspective group is `SoftwareTriangleGuardTests.aFullScreenPerspectiveGroupRendersAt2x`).
@Suite(.serialized)
@MainActor
struct SDLRendererSoftwareGuardTests {
    static let size = Size(width: 64, height: 64)

    /// A 64×64 picture whose texel (x, y) is (4x, 4y, 0), 20 points tall, stretched `reach`
    /// either side of the output's centre and turned by `angle` about that centre.
    static func farReachingPicture(angle: Double, reach: Double = 5_000_000) -> DisplayItem {
        var pixels: [UInt8] = []
        for y in 0..<64 {
            for x in 0..<64 { pixels += [UInt8(4 * x), UInt8(4 * y), 0, 255] }
        }
        let turn = Transform3D(translationX: -32, y: -32)
            .concatenating(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(translationX: 32, y: 32))
        return .image(
            .init(
                transform: turn, image: .bitmap(Bitmap(width: 64, height: 64, pixels: pixels)),
                bounds: Rect(x: 32 - reach, y: 22, width: 2 * reach, height: 20), gravity: .resize, clip: nil,
                opacity: 1))
    }

    /// Turned slightly, the picture is drawn as triangles whose far corners lie five million
    /// pixels off either side, far past what SDL's `int` texel arithmetic holds: the band shows
    /// the picture's middle columns, its rows in order from top to bottom, and nothing else shows.
    @Test(arguments: [0.0001, -0.00003])
    func aPictureReachingFarOffBothSidesDrawsWhatShows(angle: Double) throws {
        let bmp = try PixelTest.render([Self.farReachingPicture(angle: angle)], size: Self.size)
        var wrong: [String] = []
        for x in 0..<64 {
            var lastRow = -1
            for y in 0..<64 where ![21, 22, 41, 42].contains(y) {
                // Over the 64 shown pixels the turn moves the band's edges by under a pixel.
                let c = bmp.rgba(x, y)
                guard (23..<41).contains(y) else {
                    if c.r != 0 || c.g != 0 || c.b != 0 { wrong.append("(\(x), \(y)) outside is \(c)") }
                    continue
                }
                let column = c.r / 4, row = c.g / 4
                if abs(column - 32) > 1 || row < lastRow || c.b != 0 { wrong.append("(\(x), \(y)) is \(c)") }
                lastRow = row
            }
        }
        #expect(wrong.count == 0, "\(wrong.count) wrong pixels, first \(wrong.first ?? "")")
    }

    @Test func aSliverOnATexturesLastRowShowsThatRow() throws {
        let bmp = try SoftwareTriangleGuardTests.drawThroughGuard(
            SoftwareTriangleGuardTests.edgeSliver, allowsRects: false)
        // The pattern's texel (x, y) is (x mod 256, y mod 256, x / 256 + 8·(y / 256)).
        var drawn = 0
        for x in 10..<350 {
            let c = bmp.rgba(x, 1279)
            guard c != (0, 0, 0, 255) else { continue }
            drawn += 1
            let row = c.g + 256 * (c.b / 8)
            #expect(row == 1279, "pixel (\(x), 1279) shows texel row \(row)")
        }
        #expect(drawn > 300, "the sliver is drawn")
        #expect(bmp.rgba(100, 1278) == (0, 0, 0, 255), "and nothing above it")
    }
}

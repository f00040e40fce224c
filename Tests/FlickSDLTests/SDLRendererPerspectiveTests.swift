import FlickGeometry
import FlickLayers
import Testing

@testable import FlickSDL

/// Perspective-textured shapes on SDL's software renderer: the 3-D flip's card.
@Suite(.serialized)
@MainActor
struct SDLRendererPerspectiveTests {
    /// The flip's card (FEEL.md §1: m34 = −0.002, corner radius 25) shrunk to 0.45 and turned
    /// `angle` about y, as a 720×1280 white picture.
    static func card(angle: Double) -> DisplayItem {
        let picture = Bitmap(width: 720, height: 1280, pixels: [UInt8](repeating: 255, count: 720 * 1280 * 4))
        var perspective = Transform3D.identity
        perspective.m34 = -0.002
        let t = Transform3D(translationX: -180, y: -320)
            .concatenating(Transform3D(scaleX: 0.45, y: 0.45))
            .concatenating(Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0))
            .concatenating(perspective)
            .concatenating(Transform3D(translationX: 180, y: 320))
        let rect = Rect(x: 0, y: 0, width: 360, height: 640)
        return .image(
            .init(
                transform: t, image: .bitmap(picture), bounds: rect, gravity: .resize,
                clip: .init(transform: t, rect: rect, radii: CornerRadii(all: 25)), opacity: 1))
    }

    @Test(arguments: [0.2, 0.3, 0.9, 1.0])
    func aTurnedCardHasNoSeams(angle: Double) throws {
        // Seen before the fix at these angles: one-pixel black columns every 7 grid cells.
        for scale in [1.0, 2.0] {
            let bmp = try PixelTest.render([Self.card(angle: angle)], size: Size(width: 360, height: 640), scale: scale)
            var seams = Set<Int>()
            for y in stride(from: Int(260 * scale), to: Int(380 * scale), by: 4) {
                for x in 4..<(bmp.width - 4)
                where bmp.rgba(x, y).r < 128 && bmp.rgba(x - 3, y).r > 200 && bmp.rgba(x + 3, y).r > 200 {
                    seams.insert(x)
                }
            }
            #expect(seams.isEmpty, "dark columns inside the card at \(scale)×: \(seams.sorted())")
        }
    }
}

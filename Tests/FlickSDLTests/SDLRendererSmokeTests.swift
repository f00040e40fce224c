import FlickGeometry
import FlickLayers
import Testing
@testable import FlickSDL

@Suite(.serialized)
@MainActor
struct SDLRendererSmokeTests {
    @Test func smoke() throws {
        let items: [DisplayItem] = [
            .shadow(.init(transform: PixelTest.at(20, 20), rect: Rect(x: 0, y: 0, width: 80, height: 60), radii: CornerRadii(all: 12), color: .black, radius: 10, offset: Point(x: 0, y: 6), opacity: 0.6)),
            .fill(.init(transform: PixelTest.at(20, 20), rect: Rect(x: 0, y: 0, width: 80, height: 60), radii: CornerRadii(all: 12), color: Color(hex: 0x3366ff), opacity: 1)),
            .border(.init(transform: PixelTest.at(120, 20), rect: Rect(x: 0, y: 0, width: 60, height: 60), radii: CornerRadii(all: 16), width: 3, color: .white, opacity: 1)),
            .text(.init(transform: PixelTest.at(20, 100), string: "Hello, Flick", style: TextStyle(size: 14), rect: Rect(x: 0, y: 0, width: 160, height: 20), opacity: 1)),
            .fill(.init(transform: Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1).concatenating(PixelTest.at(60, 150)), rect: Rect(x: -25, y: -15, width: 50, height: 30), radii: .zero, color: .red, opacity: 1)),
        ]
        let bmp = try PixelTest.render(items, size: Size(width: 200, height: 200), scale: 2, clear: Color(white: 0.1))
        try Screenshot.savePNG(bmp, to: "/tmp/smoke.png")
    }
}

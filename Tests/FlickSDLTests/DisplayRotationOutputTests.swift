import FlickGeometry
import FlickInput
import Testing

@testable import FlickSDL

@Suite struct DisplayRotationOutputTests {
    @Test func cornersLandWhereAClockwiseTurnPutsThem() {
        // Logical 100×200 points at scale 2 → 200×400 logical pixels.
        let cases: [(DisplayRotation, Double, Double, Point)] = [
            (.upright, 200, 400, Point(x: 0, y: 0)),
            (.clockwise90, 400, 200, Point(x: 400, y: 0)),
            (.clockwise180, 200, 400, Point(x: 200, y: 400)),
            (.clockwise270, 400, 200, Point(x: 0, y: 200)),
        ]
        for (rotation, w, h, topLeft) in cases {
            let t = rotation.pointsToPixels(scale: 2, outputWidth: w, outputHeight: h)
            #expect(t.apply(to: .zero) == topLeft, "\(rotation)")
            let size = rotation.logicalSize(outputWidth: w, outputHeight: h, scale: 2)
            #expect(size == Size(width: 100, height: 200))
            let far = t.apply(to: Point(x: 100, y: 200))
            #expect(far.x >= 0 && far.x <= w && far.y >= 0 && far.y <= h)
        }
    }

    @Test func degrees() {
        #expect(DisplayRotation(degrees: 450) == .clockwise90)
        #expect(DisplayRotation(degrees: -90) == .clockwise270)
        #expect(DisplayRotation(degrees: 45) == nil)
    }
}

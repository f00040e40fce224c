import FlickGeometry
import Testing

@testable import FlickInput

@Suite("InputTransform")
struct InputTransformTests {
    /// A 800×1280 portrait panel at scale 2 (400×640 points upright).
    let panel = Size(width: 800, height: 1280)

    struct Case: Sendable, CustomTestStringConvertible {
        var rotation: DisplayRotation
        /// Panel pixel → expected logical point (in pixels before dividing by the scale).
        var pixel: Point
        var logicalPixels: Point
        var testDescription: String { "\(rotation) \(pixel)" }
    }

    // The panel's corners under each rotation. With a quarter turn clockwise the app's top-left
    // corner sits at the panel's top-right corner, so panel (800, 0) is logical (0, 0).
    static let cornerCases: [Case] = [
        Case(rotation: .upright, pixel: Point(x: 0, y: 0), logicalPixels: Point(x: 0, y: 0)),
        Case(rotation: .upright, pixel: Point(x: 800, y: 1280), logicalPixels: Point(x: 800, y: 1280)),
        Case(rotation: .clockwise90, pixel: Point(x: 800, y: 0), logicalPixels: Point(x: 0, y: 0)),
        Case(rotation: .clockwise90, pixel: Point(x: 800, y: 1280), logicalPixels: Point(x: 1280, y: 0)),
        Case(rotation: .clockwise90, pixel: Point(x: 0, y: 0), logicalPixels: Point(x: 0, y: 800)),
        Case(rotation: .clockwise180, pixel: Point(x: 800, y: 1280), logicalPixels: Point(x: 0, y: 0)),
        Case(rotation: .clockwise180, pixel: Point(x: 0, y: 1280), logicalPixels: Point(x: 800, y: 0)),
        Case(rotation: .clockwise270, pixel: Point(x: 0, y: 1280), logicalPixels: Point(x: 0, y: 0)),
        Case(rotation: .clockwise270, pixel: Point(x: 0, y: 0), logicalPixels: Point(x: 1280, y: 0)),
        Case(rotation: .clockwise270, pixel: Point(x: 800, y: 1280), logicalPixels: Point(x: 0, y: 800)),
    ]

    @Test("panel corners land on the rotated viewport's corners", arguments: cornerCases)
    func corners(_ c: Case) {
        let t = InputTransform(pixelSize: panel, scale: 2, rotation: c.rotation)
        #expect(t.point(fromPixel: c.pixel) == c.logicalPixels / 2)
    }

    @Test("the logical viewport is the rotated panel divided by the scale", arguments: DisplayRotation.allCases)
    func logicalSize(_ rotation: DisplayRotation) {
        let t = InputTransform(pixelSize: panel, scale: 2, rotation: rotation)
        let expected = rotation.swapsAxes ? Size(width: 640, height: 400) : Size(width: 400, height: 640)
        #expect(t.logicalSize == expected)
        // The panel's far corner maps inside the viewport's bounds.
        let far = t.point(fromPixel: Point(x: 800, y: 1280))
        #expect((far.x == 0 || far.x == expected.width) && (far.y == 0 || far.y == expected.height))
    }

    @Test("pixel(fromPoint:) inverts point(fromPixel:)", arguments: DisplayRotation.allCases)
    func roundTrip(_ rotation: DisplayRotation) {
        let t = InputTransform(pixelSize: panel, scale: 1.5, rotation: rotation)
        for p in [Point(x: 13, y: 900), Point(x: 799, y: 1), Point(x: 400, y: 640)] {
            let back = t.pixel(fromPoint: t.point(fromPixel: p))
            #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
        }
    }

    @Test("normalised finger coordinates span the window", arguments: DisplayRotation.allCases)
    func normalised(_ rotation: DisplayRotation) {
        let t = InputTransform(pixelSize: panel, scale: 2, rotation: rotation)
        let n = Point(x: 0.25, y: 0.75)
        #expect(t.point(fromNormalized: n) == t.point(fromPixel: Point(x: 200, y: 960)))
    }

    @Test("window units are scaled to pixels first")
    func windowUnits() {
        let t = InputTransform(pixelSize: panel, scale: 2, rotation: .upright, pixelsPerWindowUnit: 2)
        #expect(t.point(fromWindow: Point(x: 100, y: 50)) == Point(x: 100, y: 50))
    }

    @Test("vectors turn like point differences and never translate", arguments: DisplayRotation.allCases)
    func vectors(_ rotation: DisplayRotation) {
        let t = InputTransform(pixelSize: panel, scale: 2, rotation: rotation)
        let a = Point(x: 100, y: 200)
        let b = Point(x: 130, y: 160)
        #expect(t.vector(fromPixel: b - a) == t.point(fromPixel: b) - t.point(fromPixel: a))
    }

    @Test("rotation from degrees accepts multiples of 90 only")
    func degrees() {
        #expect(DisplayRotation(degrees: 90) == .clockwise90)
        #expect(DisplayRotation(degrees: -90) == .clockwise270)
        #expect(DisplayRotation(degrees: 540) == .clockwise180)
        #expect(DisplayRotation(degrees: 45) == nil)
    }
}

import FlickGeometry
import Foundation
import Testing

@testable import FlickInput

@Suite("DeadZone")
struct DeadZoneTests {
    let zone = DeadZone(radius: 0.25)

    @Test("inside the circle reads exactly zero, in every direction")
    func inside() {
        for angle in stride(from: 0.0, to: 2 * Double.pi, by: Double.pi / 8) {
            let p = Point(x: 0.24 * cos(angle), y: 0.24 * sin(angle))
            #expect(zone.apply(stick: p) == .zero)
        }
    }

    @Test("output starts at zero just past the zone and reaches one at full deflection")
    func rescale() {
        let justPast = zone.apply(stick: Point(x: 0.2501, y: 0))
        #expect(justPast.x > 0 && justPast.x < 0.001)
        #expect(zone.apply(stick: Point(x: 1, y: 0)) == Point(x: 1, y: 0))
        // Halfway through the live range maps to one half.
        let half = zone.apply(stick: Point(x: 0, y: -(0.25 + 0.75 / 2)))
        #expect(abs(half.y + 0.5) < 1e-12 && half.x == 0)
    }

    @Test("direction is kept and square-gate corners clamp to full deflection")
    func direction() {
        let diagonal = zone.apply(stick: Point(x: 0.5, y: 0.5))
        #expect(abs(diagonal.x - diagonal.y) < 1e-12)
        let corner = zone.apply(stick: Point(x: 1, y: 1))
        #expect(abs(corner.length - 1) < 1e-12)
    }

    @Test("a radial zone keeps a small diagonal that per-axis zones would kill")
    func radialNotAxial() {
        // Each axis is inside 0.25 on its own, but the pair is outside the circle.
        let p = Point(x: 0.2, y: 0.2)
        #expect(zone.apply(stick: p) != .zero)
        #expect(zone.apply(p.x) == 0)
    }

    @Test("one-dimensional form keeps sign and rescales", arguments: [-1.0, -0.625, -0.1, 0, 0.1, 0.625, 1])
    func oneDimensional(_ v: Double) {
        let out = zone.apply(v)
        if abs(v) <= 0.25 {
            #expect(out == 0)
        } else {
            #expect(abs(out - (v.sign == .minus ? -1 : 1) * (abs(v) - 0.25) / 0.75) < 1e-12)
        }
    }

    @Test("XInput defaults sit in the published range")
    func defaults() {
        #expect(DeadZone.leftStick.radius > 0.2 && DeadZone.leftStick.radius < DeadZone.rightStick.radius)
        #expect(DeadZone.trigger.apply(0.1) == 0)
        #expect(DeadZone.none.apply(stick: Point(x: 0.01, y: 0)) == Point(x: 0.01, y: 0))
    }
}

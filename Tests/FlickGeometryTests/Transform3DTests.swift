import FlickGeometry
import Foundation
import Testing

@Suite struct Transform3DTests {
    func close(_ a: Point?, _ b: Point, _ tol: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol
    }

    @Test func identityLeavesPointsAlone() {
        #expect(Transform3D.identity.project(Point(x: 3, y: -4)) == Point(x: 3, y: -4))
        #expect(Transform3D.identity.isAffine)
    }

    @Test func concatenationAppliesLeftFirst() {
        // Scale by 2 then translate by 10: (1,1) → (2,2) → (12,12). The other order gives (22,22).
        let s = Transform3D(scaleX: 2, y: 2)
        let t = Transform3D(translationX: 10, y: 10)
        #expect(s.concatenating(t).project(Point(x: 1, y: 1)) == Point(x: 12, y: 12))
        #expect(t.concatenating(s).project(Point(x: 1, y: 1)) == Point(x: 22, y: 22))
    }

    @Test func zRotationTurnsClockwiseOnScreen() {
        // With y down, +90° about z takes +x to +y (like CGAffineTransform(rotationAngle:)).
        let r = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(close(r.project(Point(x: 1, y: 0)), Point(x: 0, y: 1)))
        let a = AffineTransform(rotationAngle: .pi / 2)
        #expect(close(a.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1)))
    }

    @Test func yRotationUnderPerspectiveShrinksTheFarSide() {
        // Rotating about y by 45°: the +x edge goes away from the eye (z < 0 with CA's sign),
        // so with m34 = −1/500 it is drawn closer to the centre than the near edge.
        let rot = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
        let m = rot.concatenating(.perspective(distance: 500))
        let right = m.project(Point(x: 100, y: 100))!
        let left = m.project(Point(x: -100, y: 100))!
        #expect(abs(right.x) != abs(left.x))
        let h = m.homogeneous(Point(x: 100, y: 0))
        // CA's rotation about +y sends +x to −z for positive angles.
        #expect(h.z < 0)
        #expect(abs(right.y) < 100)  // the far edge is foreshortened
        #expect(abs(left.y) > 100)  // the near edge is magnified
    }

    @Test func unprojectInvertsProjectUnderPerspective() {
        let m = Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0))
            .concatenating(.perspective(distance: 500))
            .concatenating(Transform3D(translationX: 200, y: 300))
        for p in [Point(x: 0, y: 0), Point(x: 50, y: -20), Point(x: -120, y: 80)] {
            let screen = m.project(p)!
            #expect(close(m.unproject(screen), p, 1e-6))
        }
    }

    @Test func edgeOnPlaneCannotBeUnprojected() {
        let m = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        #expect(m.unproject(Point(x: 0, y: 5)) == nil)
    }

    @Test func inverseTimesMatrixIsIdentity() throws {
        let m = Transform3D(rotationAngle: 0.4, x: 1, y: 2, z: 3)
            .concatenating(Transform3D(scaleX: 2, y: 3, z: 4))
            .concatenating(Transform3D(translationX: 5, y: 6, z: 7))
        let inv = try #require(m.inverted())
        let product = m.concatenating(inv)
        for (a, b) in zip(product.entries, Transform3D.identity.entries) { #expect(abs(a - b) < 1e-12) }
        #expect(Transform3D(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test func flatteningKeepsProjectedPositions() {
        let m = Transform3D(rotationAngle: 0.9, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 400))
        let p = Point(x: 30, y: 40)
        #expect(close(m.flattened.project(p), m.project(p)!))
        #expect(m.flattened.homogeneous(p).z == 0)
    }

    @Test func affineRoundTrip() throws {
        let a = AffineTransform(translationX: 10, y: 20).rotated(by: 0.3).scaledBy(x: 2, y: 0.5)
        let p = Point(x: 7, y: -3)
        #expect(close(a.transform3D.project(p), a.apply(to: p)))
        let inv = try #require(a.inverted())
        #expect(close(inv.apply(to: a.apply(to: p)), p, 1e-12))
    }

    @Test func nonFiniteIsDetected() {
        var m = Transform3D.identity
        m.m41 = .nan
        #expect(!m.isFinite)
        #expect(Transform3D.identity.isFinite)
    }
}

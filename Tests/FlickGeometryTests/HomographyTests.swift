import Testing

@testable import FlickGeometry

@Suite struct HomographyTests {
    @Test func matchesTransform3DProjection() {
        let m = Transform3D(rotationAngle: 0.7, x: 0.2, y: 1, z: 0.1)
            .concatenating(.perspective(distance: 400))
            .concatenating(Transform3D(translationX: 30, y: -12))
        let h = Homography(m)
        for p in [Point(x: 0, y: 0), Point(x: 40, y: -25), Point(x: -80, y: 60)] {
            let a = m.project(p)!, b = h.apply(p.x, p.y)!
            #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
        }
    }

    @Test func inverseRoundTrips() {
        let h = Homography(Transform3D(rotationAngle: 0.4, x: 1, y: 0, z: 0).concatenating(.perspective(distance: 300)))
        let inv = h.inverted()!
        let q = h.apply(12, 34)!
        let back = inv.apply(q.x, q.y)!
        #expect(abs(back.x - 12) < 1e-9 && abs(back.y - 34) < 1e-9)
        #expect(Homography(a: 0, b: 0, c: 0, d: 0, e: 0, f: 0, g: 0, h: 0, i: 1).inverted() == nil)
    }

    @Test func classifiesAffineAndAxisAligned() {
        #expect(
            Homography(AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 5, y: 6)))
                .isAxisAligned)
        #expect(!Homography(AffineTransform(rotationAngle: 0.1)).isAxisAligned)
        #expect(Homography(AffineTransform(rotationAngle: 0.1)).isAffine)
        #expect(
            !Homography(Transform3D(rotationAngle: 0.2, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 500)))
                .isAffine)
    }
}

import FlickAnimation
import FlickGeometry
import Testing

@Suite struct DecomposedTransformTests {
    static func maxDifference(_ a: Transform3D, _ b: Transform3D) -> Double {
        zip(a.entries, b.entries).map { abs($0 - $1) }.max() ?? 0
    }

    static let samples: [Transform3D] = [
        .identity,
        Transform3D(translationX: 12, y: -40, z: 3),
        Transform3D(scaleX: 2, y: 0.5, z: 1.5),
        Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1),
        Transform3D(rotationAngle: -Double.pi / 2 + 0.01, x: 0, y: 1, z: 0),
        Transform3D(rotationAngle: 2.5, x: 1, y: 2, z: -0.5),
        Transform3D(scaleX: -1, y: 1),
        AffineTransform(a: 1, b: 0.3, c: 0.6, d: 1, tx: 5, ty: 7).transform3D,
        Transform3D(rotationAngle: 1.1, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 500)),
        Transform3D(scaleX: 0.8, y: 0.8).rotated(by: 0.4, x: 1, y: 0, z: 0).translated(x: 30, y: 10)
            .concatenating(.perspective(distance: 500)),
    ]

    @Test(arguments: 0..<samples.count)
    func decomposesAndRecomposes(_ index: Int) throws {
        let m = Self.samples[index]
        let d = try #require(DecomposedTransform(m))
        #expect(Self.maxDifference(d.transform, m) < 1e-9, "matrix \(index)")
    }

    @Test func singularMatrixHasNoDecomposition() {
        #expect(DecomposedTransform(Transform3D(scaleX: 0, y: 1)) == nil)
    }

    @Test func aFlipTurnsThroughTheAngleAndNeverSquashes() {
        let end = Transform3D(rotationAngle: -Double.pi / 2, x: 0, y: 1, z: 0)
        for i in 0...10 {
            let t = Double(i) / 10
            let m = Transform3D.identity.interpolated(to: end, fraction: t)
            let expected = Transform3D(rotationAngle: -Double.pi / 2 * t, x: 0, y: 1, z: 0)
            #expect(Self.maxDifference(m, expected) < 1e-9, "t = \(t)")
            // The first row (the image of the x axis) keeps unit length: no squash.
            #expect(near((m.m11 * m.m11 + m.m12 * m.m12 + m.m13 * m.m13).squareRoot(), 1, 1e-9))
        }
        // A matrix lerp would shrink the x axis to √½ half way.
        let lerped = Transform3D.identity.entryWiseInterpolated(to: end, fraction: 0.5)
        #expect((lerped.m11 * lerped.m11 + lerped.m13 * lerped.m13).squareRoot() < 0.75)
    }

    @Test func translationAndScaleInterpolateLinearly() {
        let a = Transform3D(scaleX: 1, y: 1).translated(x: 0, y: 0)
        let b = Transform3D(scaleX: 3, y: 2).concatenating(Transform3D(translationX: 100, y: -20))
        let m = a.interpolated(to: b, fraction: 0.25)
        let expected = Transform3D(scaleX: 1.5, y: 1.25).concatenating(Transform3D(translationX: 25, y: -5))
        #expect(Self.maxDifference(m, expected) < 1e-9)
    }

    @Test func rotationAboutZInterpolatesTheAngleAndExtrapolates() {
        let end = Transform3D(rotationAngle: Double.pi / 2, x: 0, y: 0, z: 1)
        let over = Transform3D.identity.interpolated(to: end, fraction: 1.2)
        #expect(Self.maxDifference(over, Transform3D(rotationAngle: Double.pi / 2 * 1.2, x: 0, y: 0, z: 1)) < 1e-9)
    }

    @Test func perspectiveIsKeptWhileRotating() {
        let p = Transform3D.perspective(distance: 500)
        let a = Transform3D(rotationAngle: 0, x: 0, y: 1, z: 0).concatenating(p)
        let b = Transform3D(rotationAngle: Double.pi / 3, x: 0, y: 1, z: 0).concatenating(p)
        let mid = a.interpolated(to: b, fraction: 0.5)
        let expected = Transform3D(rotationAngle: Double.pi / 6, x: 0, y: 1, z: 0).concatenating(p)
        #expect(Self.maxDifference(mid, expected) < 1e-9)
    }

    @Test func singularEndsFallBackToEntryWise() {
        let flat = Transform3D(scaleX: 0, y: 1)
        let m = Transform3D.identity.interpolated(to: flat, fraction: 0.5)
        #expect(near(m.m11, 0.5))
    }

    @Test func addingAndSubtractingAreInverse() {
        let a = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1).translated(x: 5, y: 6)
        let b = Transform3D(scaleX: 2, y: 3)
        #expect(Self.maxDifference(b.adding(a.subtracting(b)), a) < 1e-9)
    }
}

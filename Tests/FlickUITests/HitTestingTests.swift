import FlickGeometry
import FlickLayers
import FlickUI
import Testing

@MainActor
@Suite struct HitTestingTests {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let back = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let front = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))

    init() {
        root.name = "root"
        back.name = "back"
        front.name = "front"
        root.addSubview(back)
        root.addSubview(front)
    }

    @Test func frontMostDeepestViewWins() {
        #expect(root.hitTest(Point(x: 150, y: 150)) === front)
        #expect(root.hitTest(Point(x: 50, y: 50)) === back)
        #expect(root.hitTest(Point(x: 350, y: 50)) === root)
        #expect(root.hitTest(Point(x: 500, y: 50)) == nil)
        back.layer.zPosition = 1
        #expect(root.hitTest(Point(x: 150, y: 150)) === back)
    }

    @Test func hiddenTransparentAndDisabledViewsAreSkipped() {
        front.isHidden = true
        #expect(root.hitTest(Point(x: 150, y: 150)) === back)
        front.isHidden = false
        front.alpha = 0.009
        #expect(root.hitTest(Point(x: 150, y: 150)) === back)
        front.alpha = 0.01
        #expect(root.hitTest(Point(x: 150, y: 150)) === front)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(Point(x: 150, y: 150)) === back)
        // A disabled parent hides its whole subtree.
        front.isUserInteractionEnabled = true
        let inner = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        front.addSubview(inner)
        #expect(root.hitTest(Point(x: 110, y: 110)) === inner)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(Point(x: 110, y: 110)) === back)
    }

    @Test func partsOutsideTheParentAreNotHitEvenUnclipped() {
        // UIKit: a subview sticking out of its parent cannot be hit there.
        let stray = View(frame: Rect(x: 150, y: 20, width: 100, height: 50))
        back.addSubview(stray)
        #expect(root.hitTest(Point(x: 160, y: 30)) === stray)
        #expect(root.hitTest(Point(x: 240, y: 30)) === root)
        back.clipsToBounds = true
        #expect(root.hitTest(Point(x: 240, y: 30)) === root)
        #expect(root.hitTest(Point(x: 160, y: 30)) === stray)
    }

    @Test func transformedViewsAreHitWhereTheyAppear() {
        // Scale front by 0.5 about its centre (200, 200): it covers 150…250.
        front.transform = Transform3D(scaleX: 0.5, y: 0.5)
        #expect(root.hitTest(Point(x: 140, y: 140)) === back)
        #expect(root.hitTest(Point(x: 160, y: 160)) === front)
        #expect(root.hitTest(Point(x: 260, y: 260)) === root)
        // Rotated 45°: the corners move in; (200, 200 − 130) lies inside the diamond (half-diagonal
        // 141.4) but outside the unrotated square (which ends at y = 100).
        front.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
        #expect(root.hitTest(Point(x: 200, y: 70)) === front)
        // The unrotated square's corner (295, 295) is outside the diamond: |dx| + |dy| = 190 > 141.4.
        #expect(root.hitTest(Point(x: 295, y: 295)) === root)
    }

    @Test func threeDTransformsAreHitThroughTheProjection() {
        root.layer.sublayerTransform = Transform3D.perspective(distance: 500)
        front.transform = Transform3D(rotationAngle: 1.2, x: 0, y: 1, z: 0)
        // Rotated about y by 1.2 rad, the card is foreshortened: its projected width is about
        // 200·cos(1.2) ≈ 72 pt around x = 200. A point 80 pt right of the centre misses it.
        #expect(root.hitTest(Point(x: 200, y: 200)) === front)
        #expect(root.hitTest(Point(x: 280, y: 250)) === root)
        // Seen exactly edge-on, nothing can be hit.
        root.layer.sublayerTransform = .identity
        front.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        #expect(root.hitTest(Point(x: 200, y: 250)) === root)
    }

    @Test func pointInsideCanBeOverridden() {
        final class BigTarget: View {
            override func point(inside point: Point) -> Bool { bounds.inset(by: EdgeInsets(all: -20)).contains(point) }
        }
        let small = BigTarget(frame: Rect(x: 300, y: 300, width: 10, height: 10))
        root.addSubview(small)
        #expect(root.hitTest(Point(x: 325, y: 325)) === small)
    }
}

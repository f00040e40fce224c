import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickUI
import Testing

@MainActor
@Suite struct ViewTests {
    @Test func frameBoundsAndCenterAgree() {
        let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == Point(x: 60, y: 45))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        v.center = Point(x: 0, y: 0)
        #expect(v.frame == Rect(x: -50, y: -25, width: 100, height: 50))
        v.bounds.size = Size(width: 20, height: 10)
        #expect(v.frame == Rect(x: -10, y: -5, width: 20, height: 10))
    }

    @Test func subviewLayersMirrorTheViewTree() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(), b = View(), c = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        #expect(root.layer.sublayers.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0.layer) })
        root.bringSubviewToFront(c)
        #expect(root.layer.sublayers.last === c.layer)
        root.sendSubviewToBack(b)
        #expect(root.layer.sublayers.first === b.layer)
        a.addSubview(c)
        #expect(c.superview === a && c.layer.superlayer === a.layer && !root.subviews.contains { $0 === c })
        c.removeFromSuperview()
        #expect(c.superview == nil && c.layer.superlayer == nil)
        #expect(root.checkInvariants().isEmpty)
    }

    @Test func invariantsCatchALayerMovedBehindTheViewsBack() {
        let root = View(), a = View(), b = View()
        root.addSubview(a)
        root.addSubview(b)
        root.layer.insertSublayer(b.layer, at: 0)
        #expect(root.checkInvariants().contains { $0.description.contains("out of order") })
        a.layer.removeFromSuperlayer()
        #expect(root.checkInvariants().contains { $0.description.contains("not a sublayer") })
    }

    @Test func pointConversionThroughTranslationScaleAndRotation() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let child = View(frame: Rect(x: 100, y: 50, width: 100, height: 100))
        root.addSubview(child)
        // Untransformed: a plain offset by the frame origin.
        #expect(child.convert(Point(x: 10, y: 10), to: root) == Point(x: 110, y: 60))
        #expect(child.convert(Point(x: 110, y: 60), from: root) == Point(x: 10, y: 10))
        // Scale 2 about the centre (150, 100): local (0, 0) is 50 left and up of the centre before
        // scaling, 100 after, so it lands at (50, 0).
        child.transform = Transform3D(scaleX: 2, y: 2)
        #expect(approx(child.convert(.zero, to: root)!, Point(x: 50, y: 0)))
        // Rotation by 90° about the centre: local (100, 50) is (+50, 0) from the centre, which turns
        // to (0, +50) in the y-down plane: (150, 150).
        child.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(approx(child.convert(Point(x: 100, y: 50), to: root)!, Point(x: 150, y: 150)))
        #expect(approx(child.convert(Point(x: 150, y: 150), from: root)!, Point(x: 100, y: 50)))
        // Bounds origin shifts subviews (a scroll offset).
        child.transform = .identity
        let grandchild = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        child.addSubview(grandchild)
        child.bounds.origin = Point(x: 0, y: 30)
        #expect(grandchild.convert(.zero, to: root) == Point(x: 100, y: 20))
    }

    @Test func conversionUnderPerspectiveRoundTrips() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        root.layer.sublayerTransform = Transform3D.perspective(distance: 500)
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        root.addSubview(card)
        card.transform = Transform3D(rotationAngle: 0.6, x: 0, y: 1, z: 0)
        for p in [Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 37, y: 151)] {
            let out = card.convert(p, to: root)!
            #expect(approx(card.convert(out, from: root)!, p, 1e-6))
        }
        // The near edge grows: the right edge (turned towards the eye) is taller than the left.
        let left = card.convert(Point(x: 0, y: 200), to: root)!.y - card.convert(Point(x: 0, y: 0), to: root)!.y
        let right = card.convert(Point(x: 200, y: 200), to: root)!.y - card.convert(Point(x: 200, y: 0), to: root)!.y
        #expect(left != right)
        #expect(card.convert(Rect(x: 0, y: 0, width: 200, height: 200), to: root) != nil)
    }

    @Test func affineTransformRoundTripsThrough3D() {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.affineTransform = AffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 3)
        #expect(v.transform.isAffine)
        #expect(v.affineTransform == AffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 3))
    }

    @Test func layoutRunsTopDownOnlyForMarkedViews() {
        final class Logged: View {
            var onLayout: () -> Void = {}
            override func layoutSubviews() { onLayout() }
        }
        let window = Window(layer: Layer(), frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let parent = Logged(), child = Logged()
        var order: [String] = []
        parent.onLayout = {
            order.append("parent")
            child.frame = Rect(x: 0, y: 0, width: parent.bounds.width / 2, height: 10)
        }
        child.onLayout = { order.append("child") }
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(window.layoutPass())
        #expect(order == ["parent", "child"])
        order.removeAll()
        #expect(!window.layoutPass())
        #expect(order.isEmpty)
        // Resizing the parent marks it; it resizes the child, which is laid out in the same pass.
        parent.frame = Rect(x: 0, y: 0, width: 80, height: 80)
        #expect(window.layoutPass())
        #expect(order == ["parent", "child"])
        #expect(child.bounds.width == 40)
    }

    @Test func layoutEntersOnlyMarkedSubtreesAndKeepsMarksMadeDuringIt() {
        final class Logged: View {
            var onLayout: () -> Void = {}
            override func layoutSubviews() { onLayout() }
        }
        let window = Window(layer: Layer(), frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let left = Logged(), right = Logged(), deep = Logged(), inner = Logged()
        var order: [String] = []
        for (name, v) in [("left", left), ("right", right), ("deep", deep), ("inner", inner)] {
            v.onLayout = { order.append(name) }
        }
        window.addSubview(left)
        window.addSubview(right)
        right.addSubview(inner)
        inner.addSubview(deep)
        #expect(window.layoutPass())
        #expect(order == ["left", "right", "inner", "deep"])
        #expect(!left.subtreeNeedsLayout && !right.subtreeNeedsLayout && !deep.subtreeNeedsLayout)
        // A mark deep in one subtree marks the way up to the window and nothing beside it.
        order.removeAll()
        deep.setNeedsLayout()
        #expect(deep.subtreeNeedsLayout && inner.subtreeNeedsLayout && right.subtreeNeedsLayout)
        #expect(window.subtreeNeedsLayout && !left.subtreeNeedsLayout)
        #expect(window.layoutPass())
        #expect(order == ["deep"])
        #expect(!window.subtreeNeedsLayout && !right.subtreeNeedsLayout)
        // A layout that marks an ancestor and a view beside it, both passed already: both are laid
        // out in the next round of the same pass.
        order.removeAll()
        deep.onLayout = {
            order.append("deep")
            if order.count == 1 {
                inner.setNeedsLayout()
                left.setNeedsLayout()
            }
        }
        deep.setNeedsLayout()
        #expect(window.layoutPass())
        #expect(order == ["deep", "left", "inner"])
        #expect(!window.subtreeNeedsLayout)
        // A subtree built off the window with a marked view is laid out once it joins.
        order.removeAll()
        let branch = Logged(), leaf = Logged()
        branch.onLayout = { order.append("branch") }
        leaf.onLayout = { order.append("leaf") }
        branch.addSubview(leaf)
        leaf.setNeedsLayout()
        left.addSubview(branch)
        #expect(window.layoutPass())
        #expect(order == ["branch", "leaf"])
    }

    @Test func animateBlocksAnimateViewProperties() {
        let ticker = AnimationTicker()
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        View.animate(withDuration: 0.5, curve: .linear, ticker: ticker) {
            v.alpha = 0
            v.center = Point(x: 105, y: 5)
        }
        #expect(v.alpha == 0 && v.center == Point(x: 105, y: 5))
        #expect(Set(v.layer.animationKeys) == ["opacity", "position"])
        View.performWithoutAnimation { v.backgroundColor = .red }
        #expect(!v.layer.animationKeys.contains("backgroundColor"))
    }

    @Test func aDelayedAnimateBlockShowsTheOldValuesUntilItStarts() {
        let ticker = AnimationTicker()
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.cornerRadius = 2
        View.animate(withDuration: 1, delay: 0.5, curve: .linear, ticker: ticker) {
            v.alpha = 0
            v.center = Point(x: 105, y: 5)
            v.transform = Transform3D(scaleX: 2, y: 2, z: 1)
            v.cornerRadius = 4
        }
        ticker.tick(at: 0)
        let waiting = v.layer.presentation(atTime: 0.4)
        #expect(waiting.opacity == 1 && waiting.position == Point(x: 5, y: 5))
        #expect(waiting.transform == .identity && waiting.cornerRadii == CornerRadii(all: 2))
        let halfway = v.layer.presentation(atTime: 1)
        #expect(abs(halfway.opacity - 0.5) < 1e-9 && abs(halfway.position.x - 55) < 1e-9)
        #expect(abs(halfway.cornerRadii.topLeft - 3) < 1e-9)
    }

    @Test func badValuesAreClampedNotStored() {
        let v = View()
        v.alpha = 3
        #expect(v.alpha == 1)
        v.alpha = .nan
        #expect(v.alpha == 1)
        v.cornerRadius = -4
        #expect(v.cornerRadius == 0)
    }
}

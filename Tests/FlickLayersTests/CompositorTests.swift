import FlickGeometry
import FlickLayers
import Testing

@MainActor
@Suite struct CompositorTests {
    let viewport = Size(width: 100, height: 200)

    func makeRoot() -> Layer {
        let root = Layer(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 100, height: 200)
        return root
    }

    func box(_ name: String, _ frame: Rect, _ color: Color = .red) -> Layer {
        let l = Layer(name: name)
        l.frame = frame
        l.backgroundColor = color
        return l
    }

    func fills(_ list: DisplayList) -> [DisplayItem.Fill] {
        list.items.compactMap { if case .fill(let f) = $0 { f } else { nil } }
    }

    @Test func paintersOrderFollowsTreeOrder() {
        let root = makeRoot()
        root.backgroundColor = .black
        let a = box("a", Rect(x: 0, y: 0, width: 10, height: 10), .red)
        let b = box("b", Rect(x: 5, y: 5, width: 10, height: 10), .green)
        root.addSublayer(a)
        root.addSublayer(b)
        a.addSublayer(box("a1", Rect(x: 1, y: 1, width: 2, height: 2), .blue))
        let list = Compositor().compose(root, viewport: viewport, time: 0)
        #expect(fills(list).map(\.color) == [.black, .red, .blue, .green])
    }

    @Test func worldTransformsAccumulatePositionsAndBoundsOrigin() {
        let root = makeRoot()
        let parent = box("parent", Rect(x: 20, y: 30, width: 50, height: 50))
        parent.bounds.origin = Point(x: 5, y: 0)  // scrolls children 5 pt to the left
        let child = box("child", Rect(x: 10, y: 10, width: 5, height: 5))
        root.addSublayer(parent)
        parent.addSublayer(child)
        let list = Compositor().compose(root, viewport: viewport, time: 0)
        let childFill = fills(list)[1]
        #expect(childFill.transform.project(childFill.rect.origin) == Point(x: 25, y: 40))
    }

    @Test func transformRotatesAboutTheAnchorPoint() {
        let root = makeRoot()
        let l = box("l", Rect(x: 40, y: 40, width: 20, height: 20))
        l.transform = Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1)
        root.addSublayer(l)
        let f = fills(Compositor().compose(root, viewport: viewport, time: 0))[0]
        // A half turn about the centre (50, 50) maps the top-left corner to the bottom-right.
        let p = f.transform.project(Point(x: 0, y: 0))!
        #expect(abs(p.x - 60) < 1e-9 && abs(p.y - 60) < 1e-9)
    }

    @Test func sublayerPerspectiveIsAboutTheParentsCentre() {
        let root = makeRoot()
        let container = box("container", Rect(x: 0, y: 0, width: 100, height: 200), .clear)
        container.sublayerTransform = .perspective(distance: 500)
        let card = box("card", Rect(x: 25, y: 75, width: 50, height: 50))
        card.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
        root.addSublayer(container)
        container.addSublayer(card)
        let f = fills(Compositor().compose(root, viewport: viewport, time: 0))[0]
        let topLeft = f.transform.project(Point(x: 0, y: 0))!
        let topRight = f.transform.project(Point(x: 50, y: 0))!
        let bottomRight = f.transform.project(Point(x: 50, y: 50))!
        // The card's centre stays on the container's centre line; its far (right) edge is shorter.
        #expect(abs((topLeft.x + topRight.x) / 2 - 50) < 5)
        let leftHeight = 2 * (100 - topLeft.y)
        let rightHeight = bottomRight.y - topRight.y
        #expect(rightHeight < 50 && leftHeight > 50)
    }

    @Test func groupOpacityWrapsTheSubtreeOnce() {
        let root = makeRoot()
        let group = box("group", Rect(x: 0, y: 0, width: 50, height: 50), .white)
        group.opacity = 0.5
        group.addSublayer(box("c1", Rect(x: 0, y: 0, width: 30, height: 30), .red))
        group.addSublayer(box("c2", Rect(x: 10, y: 10, width: 30, height: 30), .blue))
        root.addSublayer(group)
        let list = Compositor().compose(root, viewport: viewport, time: 0)
        #expect(list.groupsBalance)
        guard case .pushGroup(let g) = list.items.first else {
            Issue.record("expected the group first, got \(list.items)")
            return
        }
        #expect(g.opacity == 0.5 && g.clip == nil)
        // Inside the group everything is drawn opaque; the group applies 0.5 once.
        #expect(fills(list).allSatisfy { $0.opacity == 1 })
    }

    @Test func leafOpacityFoldsIntoTheItem() {
        let root = makeRoot()
        let leaf = box("leaf", Rect(x: 0, y: 0, width: 10, height: 10))
        leaf.opacity = 0.25
        root.addSublayer(leaf)
        let list = Compositor().compose(root, viewport: viewport, time: 0)
        #expect(!list.items.contains { if case .pushGroup = $0 { true } else { false } })
        #expect(fills(list)[0].opacity == 0.25)
    }

    @Test func masksToBoundsClipsChildrenWithTheRoundedBounds() {
        let root = makeRoot()
        let card = box("card", Rect(x: 10, y: 10, width: 80, height: 80))
        card.cornerRadius = 12
        card.masksToBounds = true
        card.addSublayer(box("overflow", Rect(x: -10, y: -10, width: 200, height: 20), .blue))
        root.addSublayer(card)
        let list = Compositor().compose(root, viewport: viewport, time: 0)
        guard case .pushGroup(let g) = list.items.first, let clip = g.clip else {
            Issue.record("expected a clipping group, got \(list.items)")
            return
        }
        #expect(clip.rect == Rect(x: 0, y: 0, width: 80, height: 80))
        #expect(clip.radii == CornerRadii(all: 12))
        #expect(list.items.last == .popGroup)
    }

    @Test func hiddenAndTransparentSubtreesDrawNothing() {
        let root = makeRoot()
        let hidden = box("hidden", Rect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        hidden.addSublayer(box("child", Rect(x: 0, y: 0, width: 5, height: 5)))
        let clear = box("clear", Rect(x: 0, y: 0, width: 10, height: 10))
        clear.opacity = 0
        root.addSublayer(hidden)
        root.addSublayer(clear)
        #expect(Compositor().compose(root, viewport: viewport, time: 0).items.isEmpty)
    }

    @Test func zPositionReordersSiblingsStably() {
        let root = makeRoot()
        let a = box("a", Rect(x: 0, y: 0, width: 1, height: 1), .red)
        let b = box("b", Rect(x: 0, y: 0, width: 1, height: 1), .green)
        let c = box("c", Rect(x: 0, y: 0, width: 1, height: 1), .blue)
        a.zPosition = 1
        [a, b, c].forEach(root.addSublayer)
        let colors = fills(Compositor().compose(root, viewport: viewport, time: 0)).map(\.color)
        #expect(colors == [.green, .blue, .red])
    }

    @Test func zPositionSetAfterAddingAndRemovalKeepOrderRight() {
        let root = makeRoot()
        let a = box("a", Rect(x: 0, y: 0, width: 1, height: 1), .red)
        let b = box("b", Rect(x: 0, y: 0, width: 1, height: 1), .green)
        root.addSublayer(a)
        root.addSublayer(b)
        a.zPosition = 2  // after adding: the parent must learn of it
        #expect(fills(Compositor().compose(root, viewport: viewport, time: 0)).map(\.color) == [.green, .red])
        a.model.zPosition = 0  // through the model directly
        #expect(fills(Compositor().compose(root, viewport: viewport, time: 0)).map(\.color) == [.red, .green])
        b.zPosition = -1
        b.removeFromSuperlayer()
        let other = Layer(name: "other")
        other.addSublayer(b)
        #expect(root.checkInvariants().isEmpty && other.checkInvariants().isEmpty)
        other.removeAllSublayers()
        #expect(other.checkInvariants().isEmpty)
    }

    @Test func itemsOrderWithinALayer() {
        let root = makeRoot()
        let l = box("l", Rect(x: 0, y: 0, width: 50, height: 50))
        l.shadowOpacity = 0.3
        l.borderWidth = 2
        l.contents = .asset("images/x.png")
        l.text = "hi"
        l.addSublayer(box("child", Rect(x: 0, y: 0, width: 5, height: 5)))
        root.addSublayer(l)
        let kinds = Compositor().compose(root, viewport: viewport, time: 0).items.map { item -> String in
            switch item {
            case .shadow: "shadow"
            case .fill: "fill"
            case .image: "image"
            case .text: "text"
            case .border: "border"
            case .backdropBlur: "blur"
            case .pushGroup: "push"
            case .popGroup: "pop"
            }
        }
        #expect(kinds == ["shadow", "fill", "image", "text", "fill", "border"])
    }

    @Test func nonFiniteTransformsAreSkipped() {
        let root = makeRoot()
        let bad = box("bad", Rect(x: 0, y: 0, width: 10, height: 10))
        bad.position = Point(x: .nan, y: 0)
        root.addSublayer(bad)
        #expect(Compositor().compose(root, viewport: viewport, time: 0).items.isEmpty)
    }

    @Test func composingTwiceGivesEqualLists() {
        let root = makeRoot()
        root.addSublayer(box("a", Rect(x: 1, y: 2, width: 3, height: 4)))
        let c = Compositor()
        #expect(c.compose(root, viewport: viewport, time: 0) == c.compose(root, viewport: viewport, time: 1))
    }
}

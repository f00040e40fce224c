import FlickGeometry
import FlickLayers
import Testing

@MainActor
@Suite struct LayerTreeTests {
    @Test func addingMovesALayerBetweenParents() {
        let a = Layer(name: "a"), b = Layer(name: "b"), child = Layer(name: "child")
        a.addSublayer(child)
        b.addSublayer(child)
        #expect(a.sublayers.isEmpty)
        #expect(b.sublayers.count == 1 && child.superlayer === b)
        #expect(b.checkInvariants().isEmpty && a.checkInvariants().isEmpty)
    }

    @Test func insertBelowAndAbove() {
        let root = Layer(), a = Layer(name: "a"), b = Layer(name: "b"), c = Layer(name: "c")
        root.addSublayer(a)
        root.insertSublayer(b, below: a)
        root.insertSublayer(c, above: b)
        #expect(root.sublayers.map(\.name) == ["b", "c", "a"])
        root.insertSublayer(b, at: 3)
        #expect(root.sublayers.map(\.name) == ["c", "a", "b"])
    }

    @Test func removeFromSuperlayerDetaches() {
        let root = Layer(), a = Layer()
        root.addSublayer(a)
        a.removeFromSuperlayer()
        #expect(root.sublayers.isEmpty && a.superlayer == nil)
        a.removeFromSuperlayer()  // harmless when detached
    }

    @Test func frameRoundTripsThroughPositionAndBounds() {
        let l = Layer()
        l.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(l.position == Point(x: 25, y: 40))
        #expect(l.bounds == Rect(x: 0, y: 0, width: 30, height: 40))
        l.anchorPoint = .zero
        #expect(l.frame == Rect(x: 25, y: 40, width: 30, height: 40))  // position now names the top-left
    }

    @Test func invariantsReportNonFiniteGeometryAndBadOpacity() {
        let root = Layer(name: "root"), bad = Layer(name: "bad")
        root.addSublayer(bad)
        bad.position = Point(x: .infinity, y: 0)
        bad.opacity = 1.5
        let problems = root.checkInvariants().map(\.description)
        #expect(problems.count == 2)
        #expect(problems.contains { $0.contains("'bad'") && $0.contains("non-finite") })
    }

    @Test func pointConversionThroughTransforms() throws {
        let root = Layer(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        let container = Layer(name: "container")
        container.frame = Rect(x: 100, y: 100, width: 200, height: 200)
        container.sublayerTransform = .perspective(distance: 500)
        let card = Layer(name: "card")
        card.frame = Rect(x: 50, y: 50, width: 100, height: 100)
        card.transform = Transform3D(rotationAngle: 0.6, x: 0, y: 1, z: 0)
        root.addSublayer(container)
        container.addSublayer(card)
        for local in [Point(x: 0, y: 0), Point(x: 80, y: 30), Point(x: 50, y: 50)] {
            let inRoot = try #require(card.convert(local, to: nil))
            let back = try #require(card.convert(inRoot, from: nil))
            #expect(abs(back.x - local.x) < 1e-6 && abs(back.y - local.y) < 1e-6)
        }
        // The centre of the card stays on the container's centre under a y rotation.
        let centre = try #require(card.convert(Point(x: 50, y: 50), to: nil))
        #expect(abs(centre.x - 200) < 1e-6 && abs(centre.y - 200) < 1e-6)
        // Converting between sibling-level layers goes through the root.
        let inContainer = try #require(card.convert(Point(x: 50, y: 50), to: container))
        #expect(abs(inContainer.x - 100) < 1e-6)
    }

    @Test func localTimeFollowsMediaTiming() {
        let l = Layer()
        l.beginTime = 2
        l.speed = 0.5
        l.timeOffset = 1
        #expect(l.localTime(fromParentTime: 6) == 3)
    }
}

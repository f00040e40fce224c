import FlickGeometry
import FlickUI
import Testing

@Suite struct CentroidTrackerTests {
    @Test func oneTouchTranslatesByItsMovement() {
        var c = CentroidTracker()
        c.add(1, at: Point(x: 100, y: 100))
        #expect(c.translation == .zero)
        c.move(1, to: Point(x: 130, y: 90))
        #expect(c.translation == Point(x: 30, y: -10))
    }

    @Test func aSecondFingerJoiningOrLeavingNeverJumps() {
        var c = CentroidTracker()
        c.add(1, at: Point(x: 100, y: 100))
        c.move(1, to: Point(x: 120, y: 100))
        // The centroid jumps from (120, 100) to (170, 150) when a finger lands at (220, 200)…
        c.add(2, at: Point(x: 220, y: 200))
        #expect(c.centroid == Point(x: 170, y: 150))
        // …but the translation stays at (20, 0).
        #expect(c.translation == Point(x: 20, y: 0))
        // Both move by (10, 4): the centroid moves by (10, 4).
        c.move(1, to: Point(x: 130, y: 104))
        c.move(2, to: Point(x: 230, y: 204))
        #expect(c.translation == Point(x: 30, y: 4))
        // One finger moving alone moves the centroid by half its movement.
        c.move(2, to: Point(x: 250, y: 204))
        #expect(c.translation == Point(x: 40, y: 4))
        // The first finger lifts: no jump; the remaining one drives it 1:1.
        c.remove(1)
        #expect(c.translation == Point(x: 40, y: 4))
        c.move(2, to: Point(x: 260, y: 204))
        #expect(c.translation == Point(x: 50, y: 4))
        // All lifted: the last value stays.
        c.remove(2)
        #expect(c.translation == Point(x: 50, y: 4) && c.count == 0)
    }

    @Test func setTranslationRebases() {
        var c = CentroidTracker()
        c.add(7, at: Point(x: 0, y: 0))
        c.move(7, to: Point(x: 40, y: 0))
        c.setTranslation(.zero)
        #expect(c.translation == .zero)
        c.move(7, to: Point(x: 45, y: 2))
        #expect(c.translation == Point(x: 5, y: 2))
    }

    @Test func unknownIdsAreIgnored() {
        var c = CentroidTracker()
        c.add(1, at: Point(x: 10, y: 10))
        c.move(9, to: Point(x: 500, y: 500))
        c.remove(9)
        #expect(c.translation == .zero && c.count == 1)
    }
}

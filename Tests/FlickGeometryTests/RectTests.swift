import FlickGeometry
import Testing

@Suite struct RectTests {
    @Test func edgesAndCentre() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.minX == 10 && r.maxX == 40 && r.minY == 20 && r.maxY == 60)
        #expect(r.center == Point(x: 25, y: 40))
    }

    @Test func negativeSizesAreStandardised() {
        let r = Rect(x: 10, y: 10, width: -5, height: -5)
        #expect(r.minX == 5 && r.maxX == 10)
    }

    @Test func containsIsHalfOpen() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(r.contains(Rect(x: 2, y: 2, width: 3, height: 3)))
    }

    @Test(arguments: [
        (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 5, width: 10, height: 10),
         Rect(x: 5, y: 5, width: 5, height: 5) as Rect?),
        (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 5, height: 5), nil),
    ])
    func intersection(a: Rect, b: Rect, expected: Rect?) {
        #expect(a.intersection(b) == expected)
        #expect(a.intersects(b) == (expected != nil))
    }

    @Test func unionAndInsets() {
        let u = Rect(x: 0, y: 0, width: 1, height: 1).union(Rect(x: 5, y: 5, width: 1, height: 1))
        #expect(u == Rect(x: 0, y: 0, width: 6, height: 6))
        let i = Rect(x: 0, y: 0, width: 100, height: 50).inset(by: EdgeInsets(top: 10, left: 8, bottom: 0, right: 8))
        #expect(i == Rect(x: 8, y: 10, width: 84, height: 40))
    }

    @Test func boundingBoxOfPoints() {
        let b = Rect.bounding([Point(x: 3, y: -1), Point(x: -2, y: 4), Point(x: 1, y: 1)])
        #expect(b == Rect(x: -2, y: -1, width: 5, height: 5))
        #expect(Rect.bounding([]) == .zero)
    }
}

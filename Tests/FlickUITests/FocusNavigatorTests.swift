import FlickGeometry
import FlickUI
import Testing

@Suite struct FocusNavigatorTests {
    /// A 3×3 grid of 100×60 cells with 20 pt gaps; index = row·3 + column.
    let grid: [Rect] = (0..<9).map { i in Rect(x: Double(i % 3) * 120, y: Double(i / 3) * 80, width: 100, height: 60) }

    @Test(arguments: [
        (4, FocusDirection.up, 1), (4, .down, 7), (4, .left, 3), (4, .right, 5),
        (0, .right, 1), (0, .down, 3), (8, .up, 5), (8, .left, 7), (2, .left, 1),
    ])
    func movesToTheNeighbourOnAGrid(from: Int, direction: FocusDirection, to: Int) {
        #expect(FocusNavigator.next(from: grid[from], direction: direction, candidates: grid) == to)
    }

    @Test(arguments: [(0, FocusDirection.up), (0, .left), (2, .right), (8, .down), (6, .left)])
    func nothingBeyondTheEdge(from: Int, direction: FocusDirection) {
        #expect(FocusNavigator.next(from: grid[from], direction: direction, candidates: grid) == nil)
    }

    @Test func onlyCandidatesTowardsTheDirectionCount() {
        let source = Rect(x: 100, y: 100, width: 100, height: 100)
        // Right: left edge right of the source's, right edge right of the source's.
        #expect(FocusNavigator.isCandidate(source, Rect(x: 150, y: 100, width: 100, height: 100), .right))
        #expect(!FocusNavigator.isCandidate(source, Rect(x: 50, y: 100, width: 200, height: 100), .right))
        #expect(!FocusNavigator.isCandidate(source, Rect(x: 120, y: 100, width: 50, height: 50), .right))
        #expect(!FocusNavigator.isCandidate(source, Rect(x: 0, y: 300, width: 50, height: 50), .right))
        #expect(FocusNavigator.isCandidate(source, Rect(x: 0, y: 300, width: 50, height: 50), .down))
        #expect(FocusNavigator.isCandidate(source, Rect(x: 0, y: 0, width: 50, height: 50), .up))
        #expect(FocusNavigator.isCandidate(source, Rect(x: 0, y: 0, width: 50, height: 50), .left))
    }

    @Test func scoreWeighsTheMajorAxisThirteenTimes() {
        let source = Rect(x: 0, y: 0, width: 100, height: 60)
        let rect = Rect(x: 150, y: 80, width: 100, height: 60)
        // Down: major = 80 − 60 = 20; minor = |200 − 50| = 150 → 13·20² + 150².
        #expect(FocusNavigator.score(source, rect, .down) == 13 * 20 * 20 + 150 * 150)
        // Right: major = 150 − 100 = 50; minor = |110 − 30| = 80.
        #expect(FocusNavigator.score(source, rect, .right) == 13 * 50 * 50 + 80 * 80)
    }

    @Test func beamWinsHorizontallyWhateverTheDistance() {
        let source = Rect(x: 0, y: 0, width: 100, height: 60)
        let farInBeam = Rect(x: 600, y: 10, width: 100, height: 60)
        let nearOutOfBeam = Rect(x: 120, y: 100, width: 100, height: 60)
        #expect(FocusNavigator.next(from: source, direction: .right, candidates: [nearOutOfBeam, farInBeam]) == 1)
    }

    @Test func verticallyACloserNeighbourOutsideTheBeamCanWin() {
        let source = Rect(x: 0, y: 0, width: 100, height: 60)
        let farBelow = Rect(x: 0, y: 300, width: 100, height: 60)  // in the beam, 240 away
        let nearDiagonal = Rect(x: 150, y: 80, width: 100, height: 60)  // out of it, wholly within 80
        // The beam wins only if 240 < far edge of the diagonal (140 − 60 = 80): it doesn't, so the
        // scores decide: 13·240² = 748 800 against 13·20² + 150² = 27 700.
        #expect(FocusNavigator.next(from: source, direction: .down, candidates: [farBelow, nearDiagonal]) == 1)
        let nearBelow = Rect(x: 0, y: 100, width: 100, height: 60)  // 40 < 80: the beam wins
        #expect(FocusNavigator.next(from: source, direction: .down, candidates: [nearDiagonal, nearBelow]) == 1)
    }

    @Test func tiesAreStable() {
        let source = Rect(x: 100, y: 0, width: 100, height: 60)
        let downLeft = Rect(x: 0, y: 100, width: 100, height: 60)
        let downRight = Rect(x: 200, y: 100, width: 100, height: 60)
        // Same score both sides: reading order (smaller x) wins, whatever the array order.
        #expect(FocusNavigator.next(from: source, direction: .down, candidates: [downRight, downLeft]) == 1)
        #expect(FocusNavigator.next(from: source, direction: .down, candidates: [downLeft, downRight]) == 0)
        // Identical frames: the lower index.
        #expect(FocusNavigator.next(from: source, direction: .down, candidates: [downLeft, downLeft]) == 0)
    }

    @Test func unusableFramesAreSkipped() {
        let source = Rect(x: 0, y: 0, width: 10, height: 10)
        let candidates = [
            Rect(x: 20, y: 0, width: 0, height: 10), Rect(x: .nan, y: 0, width: 10, height: 10),
            Rect(x: 50, y: 0, width: 10, height: 10),
        ]
        #expect(FocusNavigator.next(from: source, direction: .right, candidates: candidates) == 2)
        #expect(FocusNavigator.initial(among: candidates) == 2)
        #expect(FocusNavigator.initial(among: []) == nil)
    }

    @Test func initialFocusIsTheFirstInReadingOrder() {
        #expect(FocusNavigator.initial(among: grid.reversed()) == 8)
        #expect(FocusNavigator.initial(among: grid) == 0)
    }
}

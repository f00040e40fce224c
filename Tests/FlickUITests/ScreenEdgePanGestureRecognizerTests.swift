import FlickGeometry
import FlickUI
import Testing

@MainActor
@Suite struct ScreenEdgePanGestureRecognizerTests {
    let h = TouchHarness(width: 400, height: 300)
    let edge = ScreenEdgePanGestureRecognizer()

    init() { h.window.addGestureRecognizer(edge) }

    @Test func leftEdgeSwipeBegins() {
        h.down(1, 15, 100, at: 0)  // within 20 pt of the left edge
        h.move(1, 26, 100, at: 0.01)  // 11 > 10, horizontal, away from the edge
        #expect(edge.state == .began && edge.startEdge == .left)
    }

    @Test func startingOutsideTheZoneFails() {
        h.down(1, 20.5, 100, at: 0)
        #expect(edge.state == .failed)
    }

    @Test func movingAlongOrTowardsTheEdgeFails() {
        h.down(1, 10, 100, at: 0)
        h.move(1, 10, 115, at: 0.01)
        #expect(edge.state == .failed)
        h.up(1, 10, 115, at: 0.02)
        h.down(2, 19, 100, at: 0.1)
        h.move(2, 5, 100, at: 0.11)  // 14 pt towards the edge
        #expect(edge.state == .failed)
    }

    @Test func rightAndBottomEdges() {
        edge.edges = [.right, .bottom]
        h.down(1, 390, 100, at: 0)
        h.move(1, 370, 100, at: 0.01)
        #expect(edge.state == .began && edge.startEdge == .right)
        h.up(1, 370, 100, at: 0.02)
        h.down(2, 200, 285, at: 0.1)
        h.move(2, 200, 270, at: 0.11)
        #expect(edge.state == .began && edge.startEdge == .bottom)
    }

    @Test func nearestEdgeWinsInACorner() {
        let b = Rect(x: 0, y: 0, width: 400, height: 300)
        #expect(ScreenEdgePanGestureRecognizer.edge(at: Point(x: 5, y: 12), in: b, edges: .all, zone: 20) == .left)
        #expect(ScreenEdgePanGestureRecognizer.edge(at: Point(x: 15, y: 3), in: b, edges: .all, zone: 20) == .top)
        #expect(ScreenEdgePanGestureRecognizer.edge(at: Point(x: 15, y: 3), in: b, edges: .right, zone: 20) == nil)
    }
}

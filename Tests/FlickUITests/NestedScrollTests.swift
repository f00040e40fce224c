import FlickAnimation
import FlickGeometry
import FlickUI
import Testing

/// FEEL.md §5: a vertical list inside a horizontal pager locks the axis at the slop; a same-axis
/// inner scroller hands over at its edge.
@MainActor
@Suite struct NestedScrollTests {
    let ticker = AnimationTicker()

    func pagerWithList() -> (pager: ScrollView, list: ScrollView) {
        let pager = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800), ticker: ticker)
        pager.contentSize = Size(width: 1200, height: 800)
        pager.isPagingEnabled = true
        let list = ScrollView(frame: Rect(x: 400, y: 0, width: 400, height: 800), ticker: ticker)
        list.contentSize = Size(width: 400, height: 3000)
        pager.addSubview(list)
        pager.contentOffset = Point(x: 400, y: 0)
        return (pager, list)
    }

    @Test func sidewaysDragMovesThePagerNotTheList() {
        let (pager, list) = pagerWithList()
        list.beginDragging(at: 0)
        list.drag(translation: Point(x: -60, y: 12), at: 0.01)  // mostly sideways: lock horizontal
        list.drag(translation: Point(x: -90, y: 40), at: 0.02)
        #expect(pager.contentOffset == Point(x: 490, y: 0))
        #expect(list.contentOffset == .zero)
        #expect(pager.isDragging && !list.isDragging)
        list.endDragging(velocity: Point(x: -900, y: 300), at: 0.03)
        #expect(pager.isDecelerating)
        pager.advance(to: 5)
        #expect(pager.contentOffset.x == 800)
    }

    @Test func upwardDragMovesTheListNotThePager() {
        let (pager, list) = pagerWithList()
        list.beginDragging(at: 0)
        list.drag(translation: Point(x: -12, y: -60), at: 0.01)  // mostly vertical: lock vertical
        list.drag(translation: Point(x: -40, y: -100), at: 0.02)
        #expect(list.contentOffset == Point(x: 0, y: 100))
        #expect(pager.contentOffset == Point(x: 400, y: 0))
        list.endDragging(velocity: Point(x: -500, y: -800), at: 0.03)
        #expect(!pager.isDecelerating)
        #expect(list.isDecelerating)
    }

    @Test func sameAxisInnerHandsOverAtItsEdgeAndTakesBackOnReturn() {
        let outer = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800), ticker: ticker)
        outer.contentSize = Size(width: 400, height: 2000)
        outer.contentOffset = Point(x: 0, y: 500)
        let inner = ScrollView(frame: Rect(x: 0, y: 600, width: 400, height: 300), ticker: ticker)
        inner.contentSize = Size(width: 400, height: 900)
        inner.contentOffset = Point(x: 0, y: 40)
        outer.addSubview(inner)
        inner.beginDragging(at: 0)
        inner.drag(translation: Point(x: 0, y: 30), at: 0.01)  // inner has 40 to give
        #expect(inner.contentOffset.y == 10)
        #expect(outer.contentOffset.y == 500)
        inner.drag(translation: Point(x: 0, y: 100), at: 0.02)  // 10 more to the inner, 60 to the outer
        #expect(inner.contentOffset.y == 0)
        #expect(outer.contentOffset.y == 440)
        inner.drag(translation: Point(x: 0, y: 70), at: 0.03)  // back 30: the outer retraces first
        #expect(outer.contentOffset.y == 470)
        #expect(inner.contentOffset.y == 0)
        inner.drag(translation: Point(x: 0, y: 0), at: 0.04)  // back 70: outer 30 more, inner 40
        #expect(outer.contentOffset.y == 500)
        #expect(inner.contentOffset.y == 40)
        // Past the outer's own edge, only the outer rubber-bands.
        inner.drag(translation: Point(x: 0, y: 700), at: 0.05)
        #expect(inner.contentOffset.y == 0)
        #expect(outer.contentOffset.y < 0)
        inner.endDragging(velocity: Point(x: 0, y: 400), at: 0.06)
        #expect(outer.isDecelerating)
        outer.advance(to: 5)
        inner.advance(to: 5)
        #expect(outer.contentOffset.y == 0)
        #expect(inner.contentOffset.y == 0)
    }
}

import FlickGeometry
import FlickInput
import FlickNavigation
import FlickUI
import Testing

/// Content that scrolls inside panels (FEEL.md §5): another axis locks at the slop; the same axis
/// hands over at the inner scroller's edge.
@MainActor
@Suite struct SwipeNavigationNestedScrollTests {
    /// A vertical list filling the left panel.
    func listStage() -> (NavStage, ScrollView) {
        let s = NavStage()
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800), ticker: s.ticker)
        list.contentSize = Size(width: 400, height: 3000)
        s.panels[.left]?.view.addSubview(list)
        s.nav.navigate(to: .left, animated: false)
        s.step()
        return (s, list)
    }

    @Test func aVerticalListInTheLeftPanelScrollsUpAndDown() {
        let (s, list) = listStage()
        s.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 300), frames: 10, lift: false)
        #expect(list.contentOffset.y > 200)
        #expect(s.nav.position == Point(x: -1, y: 0), "the container did not move")
        s.up(200, 300)
        s.settle()
        #expect(s.nav.currentPanel == .left)
    }

    @Test func aSidewaysSwipeOnTheListMovesTheContainer() {
        let (s, list) = listStage()
        s.drag(from: Point(x: 350, y: 400), to: Point(x: 150, y: 400), frames: 10)
        #expect(list.contentOffset.y == 0)
        s.settle()
        #expect(s.nav.currentPanel == .center)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    /// A horizontal deck in the centre panel, scrolled to its middle.
    func deckStage() -> (NavStage, ScrollView) {
        let s = NavStage()
        let deck = ScrollView(frame: Rect(x: 0, y: 200, width: 400, height: 300), ticker: s.ticker)
        deck.contentSize = Size(width: 1200, height: 300)
        deck.contentOffset = Point(x: 100, y: 0)
        s.panels[.center]?.view.addSubview(deck)
        s.step()
        return (s, deck)
    }

    @Test func aSameAxisDeckKeepsTheDragUntilItsEdgeThenTheContainerTakesOver() {
        let (s, deck) = deckStage()
        s.down(100, 350)
        var handedOverAt: Double?
        for i in 1...30 {
            s.move(100 + Double(i) * 10, 350)
            if handedOverAt == nil, s.nav.position.x != 0 { handedOverAt = deck.contentOffset.x }
            if handedOverAt == nil { #expect(s.nav.position == .zero, "the deck keeps the drag") }
        }
        #expect(handedOverAt != nil)
        #expect(s.nav.position.x < -0.3, "the container took over towards the left panel")
        s.holdAndLift(at: Point(x: 400, y: 350))
        s.settle()
        #expect(s.nav.currentPanel == .left)
        #expect(deck.contentOffset.x == 0, "the deck rests at its edge")
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aSameAxisDragInsideTheDeckNeverMovesTheContainer() {
        let (s, deck) = deckStage()
        s.drag(from: Point(x: 300, y: 350), to: Point(x: 200, y: 350), frames: 10)
        s.settle()
        #expect(deck.contentOffset.x > 150)
        #expect(s.nav.currentPanel == .center)
        #expect(s.observer.entries.isEmpty)
    }
}

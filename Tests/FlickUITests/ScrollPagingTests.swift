import FlickAnimation
import FlickUI
import Testing

private func projection(_ v: Double, _ r: Double) -> Double { (v / 1000) * r / (1 - r) }

@Suite struct ScrollPagingTests {
    let pages = ScrollPaging(pageLength: 400)  // offsets 0, 400, 800, 1200, 1600

    @Test func pageOffsetsAndCount() {
        #expect(pages.pageCount(minOffset: 0, maxOffset: 1600) == 5)
        #expect(pages.offset(ofPage: 3, minOffset: 0, maxOffset: 1600) == 1200)
        // A last page that is not whole rests at the end of the content.
        #expect(pages.pageCount(minOffset: 0, maxOffset: 1000) == 4)
        #expect(pages.offset(ofPage: 3, minOffset: 0, maxOffset: 1000) == 1000)
        #expect(pages.offset(ofPage: 9, minOffset: 0, maxOffset: 1000) == 1000)
        #expect(pages.offset(ofPage: -2, minOffset: -30, maxOffset: 1000) == -30)
        #expect(pages.pageCount(minOffset: 0, maxOffset: 0) == 1)
    }

    /// Release at `offset` with `velocity`: nearest of the two surrounding pages to
    /// offset + projection (FEEL.md §4), computed here by hand.
    @Test(arguments: [
        // offset, velocity, expected page; comment: projected landing
        (430.0, 0.0, 1),  // 430 → 400
        (430.0, 300.0, 1),  // 430 + 149.7 = 579.7: 400 is 179.7 away, 800 is 220.3
        (430.0, 500.0, 2),  // 430 + 249.5 = 679.5 → 800
        (430.0, 5000.0, 2),  // lands past 2000, but at most one page per fling
        (430.0, -5000.0, 1),  // backwards: the page at or before 430
        (780.0, -200.0, 2),  // 780 − 99.8 = 680.2 → 800
        (780.0, -300.0, 2),  // 780 − 149.7 = 630.3: 400 is 230.3 away, 800 is 169.7
        (780.0, -500.0, 1),  // 780 − 249.5 = 530.5: 400 is 130.5 away, 800 is 269.5
        (-60.0, 3000.0, 0),  // overscrolled at the start: page 0
        (1700.0, -100.0, 4),  // past the end: last page
    ])
    func targetPageFromVelocity(offset: Double, velocity: Double, expected: Int) {
        let landing = offset + projection(velocity, 0.998)
        let page = pages.targetPage(
            from: offset, velocity: velocity, decelerationRate: 0.998, minOffset: 0, maxOffset: 1600)
        #expect(page == expected)
        if offset > 0, offset < 1600 {
            let below = (offset / 400).rounded(.down) * 400, above = below + 400
            let nearest = abs(landing - below) <= abs(landing - above) ? below : above
            #expect(Double(expected) * 400 == nearest)
        }
    }

    @Test func deckPagingUsesCardWidthPlusSpacingAndFastRate() {
        // FEEL.md §1 cards: page = cell width + 18, fast deceleration. Cards 300 wide → 318 stride.
        let deck = ScrollPaging(pageLength: 300 + 18)
        let offset = 2 * 318 + 100.0  // 736: between page 2 (636) and 3 (954)
        let landing = offset + projection(1000, DecaySimulation.fast)  // 736 + 99 = 835
        #expect(abs(landing - 835) < 0.01)
        let page = deck.targetPage(
            from: offset, velocity: 1000, decelerationRate: DecaySimulation.fast, minOffset: 0, maxOffset: 318 * 9)
        #expect(page == 3)  // 954 is 119 from 835; 636 is 199
        let slow = deck.targetPage(
            from: offset, velocity: 200, decelerationRate: DecaySimulation.fast, minOffset: 0, maxOffset: 318 * 9)
        #expect(slow == 2)  // 736 + 19.8 = 755.8 → 636 is 119.8, 954 is 198.2
    }

    @Test func pagedReleaseSettlesOnThePageFromTheReleaseVelocity() {
        let config = ScrollAxisConfiguration(minOffset: 0, maxOffset: 1600, viewportLength: 400, paging: pages)
        var axis = ScrollAxisState(configuration: config, offset: 400)
        axis.beginDrag(at: 0)
        axis.drag(translation: -90)  // offset 490
        axis.release(velocity: 700, at: 1)  // 490 + 349.3 = 839.3 → 800
        #expect(axis.phase == .settling)
        #expect(axis.restingOffset == 800)
        let start = axis.value(at: 1)
        #expect(start.offset == 490)
        #expect(start.velocity == 700)
        axis.step(to: 5)
        #expect(axis.offset == 800)
        #expect(axis.phase == .idle)
    }
}

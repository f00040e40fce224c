import FlickGeometry
import FlickNavigation
import FlickUI
import Testing

@Suite struct DragRangeTests {
    let all = Set(Panel.allCases)

    @Test func fromTheCentreBothSidesAreReachable() throws {
        let r = try #require(DragRange.forDrag(from: .center, on: .horizontal, available: all, configuration: .init()))
        #expect(r.lower == -1 && r.upper == 1)
        #expect(r.lowerBounces && r.upperBounces)
    }

    @Test func anAbsentSideDoesNothingUnlessConfigured() throws {
        var c = NavigationConfiguration()
        let r = try #require(
            DragRange.forDrag(from: .center, on: .vertical, available: [.center, .bottom], configuration: c))
        #expect(r.lower == 0 && !r.lowerBounces)
        #expect(r.shown(forRaw: -0.3, dimension: 800) == 0, "no phantom rubber band")
        c.bouncesTowardsAbsentPanels = true
        let b = try #require(
            DragRange.forDrag(from: .center, on: .vertical, available: [.center, .bottom], configuration: c))
        #expect(b.shown(forRaw: -0.3, dimension: 800) < 0)
    }

    @Test func sidePanelsCannotMoveVertically() {
        #expect(DragRange.forDrag(from: .left, on: .vertical, available: all, configuration: .init()) == nil)
        #expect(DragRange.forDrag(from: .top, on: .horizontal, available: all, configuration: .init()) == nil)
    }

    @Test func swipingBackFromVerticalPanelsIsAnOption() {
        var c = NavigationConfiguration()
        #expect(DragRange.forDrag(from: .top, on: .vertical, available: all, configuration: c) != nil)
        c.swipesBackFromVerticalPanels = false
        #expect(DragRange.forDrag(from: .top, on: .vertical, available: all, configuration: c) == nil)
        #expect(DragRange.forDrag(from: .center, on: .vertical, available: all, configuration: c) != nil)
    }

    @Test func crossingTheCentreIsAnOption() throws {
        var c = NavigationConfiguration()
        let across = try #require(DragRange.forDrag(from: .left, on: .horizontal, available: all, configuration: c))
        #expect(across.upper == 1)
        c.crossesCenterInOneDrag = false
        let stop = try #require(DragRange.forDrag(from: .left, on: .horizontal, available: all, configuration: c))
        #expect(stop.lower == -1 && stop.upper == 0)
        #expect(!stop.upperBounces, "the centre is a hard stop, not an end")
    }

    /// The article's log10 band: 100 pt past the end shows 80 pt (FEEL.md §4).
    @Test func theBandFollowsTheArticlesCurveAndInverts() throws {
        let r = try #require(DragRange.forDrag(from: .center, on: .horizontal, available: all, configuration: .init()))
        let shown = r.shown(forRaw: 1 + 100.0 / 400, dimension: 400)
        #expect(abs((shown - 1) * 400 - 80) < 1e-9)
        #expect(abs(r.raw(forShown: shown, dimension: 400) - 1.25) < 1e-6)
        var c = NavigationConfiguration()
        c.rubberBand = .standard
        let ui = try #require(DragRange.forDrag(from: .center, on: .horizontal, available: all, configuration: c))
        #expect(abs((ui.shown(forRaw: 1 + 100.0 / 800, dimension: 800) - 1) * 800 - 51.5) < 0.1)
    }

    @Test func restsAreThePanelsInRange() throws {
        let r = try #require(
            DragRange.forDrag(from: .center, on: .horizontal, available: [.center, .right], configuration: .init()))
        #expect(r.rests == [0, 1])
    }
}

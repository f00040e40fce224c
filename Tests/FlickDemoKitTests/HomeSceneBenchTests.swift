import FlickGeometry
import FlickInput
import FlickNavigation
import Testing

@testable import FlickDemoKit

/// The `flip` and `deck` bench scenarios' scripts, played into the home scene on the test
/// harness's clock: they must really open and close a story, and really open, page and close the
/// deck (a script that misses its targets would measure an idle screen).
@MainActor
@Suite struct HomeSceneBenchTests {
    let h = SceneHarness(HomeScene.self)
    var home: HomeScene { h.scene }

    /// Queues `events` (timestamps from 0) to start at the next frame.
    func play(_ events: [InputEvent]) {
        let base = h.nextTime
        h.events.enqueue(events.map { InputEvent(timestamp: base + $0.timestamp, kind: $0.kind) })
    }

    @Test func bothAreInTheBenchCatalogOnTheHomeScene() {
        for name in ["flip", "deck"] {
            #expect(BenchScenario.named(name)?.scene == HomeScene.name)
        }
    }

    @Test func theFlipScriptOpensAndClosesStoriesByEscapeAndEdgeSwipe() {
        play(BenchScenario.homeFlipScript(duration: 6, viewport: Size(width: 360, height: 640)))
        h.run(1.6)
        #expect(home.navigation.currentPanel == .right)
        var opened = 0
        var closed = 0
        var wasOpen = false
        for _ in 0..<(5 * 60) {
            h.step()
            let open = home.discover.story != nil
            if open, !wasOpen { opened += 1 }
            if !open, wasOpen { closed += 1 }
            wasOpen = open
        }
        #expect(opened >= 2 && closed >= 2, "opened \(opened), closed \(closed): both ways of closing ran")
        #expect(home.navigation.currentPanel == .right)
    }

    @Test func theSwipeLoopReachesEveryPanelAndComesBackToTheCameraEachTime() {
        // Each drag's panel, seen just before the next touch: the loop must navigate, not scroll
        // a panel's list (the way back from memories starts on the bar for that reason).
        let viewport = Size(width: 360, height: 640)
        let legs = BenchScenario.SwipeLeg.loop.count
        let span = BenchScenario.swipeLegSpan
        let base = h.nextTime
        let start = BenchScenario.swipeLoopStart
        play(BenchScenario.swipeLoopEvents(duration: start + 2 * Double(legs) * span, viewport: viewport))
        var reached: [Panel] = []
        for leg in 1...(2 * legs) {
            // Just before the next touch goes down: the drag has settled.
            while h.clock.now < base + start + Double(leg) * span - 0.05 { h.step() }
            reached.append(home.navigation.currentPanel)
        }
        let round: [Panel] = [.left, .center, .right, .center, .top, .center, .bottom, .center]
        #expect(reached == round + round, "two rounds, each to every panel and back")
    }

    @Test func theDeckScriptOpensPagesAndClosesTheDeck() {
        play(BenchScenario.homeDeckScript(duration: 5, viewport: Size(width: 360, height: 640)))
        h.run(1.0)
        #expect(home.navigation.currentPanel == .bottom)
        var sawDeck = false
        var sawPage = false
        var closed = false
        for _ in 0..<(3 * 60) {
            h.step()
            sawDeck = sawDeck || (home.stories.isDeckPresented && !home.stories.isTransitioning)
            sawPage = sawPage || home.stories.deckController.deck.currentPage > 0
            closed = closed || (sawPage && !home.stories.isDeckPresented)
        }
        #expect(sawDeck && sawPage)
        #expect(closed, "dragged down closed")
    }
}

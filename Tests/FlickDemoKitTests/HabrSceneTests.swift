import FlickGeometry
import FlickInput
import FlickLayers
import FlickUI
import Testing

@testable import FlickDemoKit

/// The habr scene from scripted input: an edge swipe scrubs the card, the blur and the indicator
/// together on layer time (the container's layer paused); the release completes past 0.5 or
/// beyond 200 pt/s, else cancels back to the exact start; keys and gamepad switch too.
@MainActor
@Suite struct HabrSceneTests {
    let h = SceneHarness(HabrScene.self)
    var container: HabrContainerController { h.scene.container }
    let y = 320.0
    /// FEEL.md §1, habr: −360 + 2·20 + 4.
    let travel = -316.0

    /// `layer`'s values as the next frame composes them (through the paused container's time).
    func shown(_ layer: Layer) -> LayerProperties {
        let local = container.view.layer.localTime(fromRootTime: h.clock.now + h.clock.refreshInterval)
        return layer.presentationProperties(atLocalTime: local)
    }

    @Test func atRestTheIndicatorSits20PointsFromTheRightEdge() {
        let f = h.frame(of: container.indicator)
        #expect(f == Rect(x: 360 - 20 - 4, y: 320 - 25, width: 4, height: 50))
        #expect(container.indicator.backgroundColor == .white)
        #expect(container.blurView.alpha == 0)
        #expect(container.indicator.layer.shadowOpacity == 0.3 && container.indicator.layer.shadowRadius == 5)
    }

    @Test func halfAnEdgeSwipeScrubsBlurAndIndicatorHalfWayOnLayerTime() throws {
        _ = h.press(from: Point(x: 357, y: y), to: Point(x: 177, y: y), frames: 12)
        h.step(2)
        let t = try #require(container.activeTransition)
        #expect(container.view.layer.speed == 0, "the container's layer is paused")
        #expect(abs(t.driver.progress - 0.5) < 0.01, "progress = |tx| / width")
        h.step()
        #expect(abs(shown(container.indicator.layer).transform.m41 - 0.5 * travel) < 2, "the indicator is half way")
        #expect(abs(shown(container.blurView.layer).opacity - 0.5) < 0.02, "the blur is half in")
        #expect(abs(shown(container.card.view.layer).position.x - (180 + 180)) < 2, "the card is half way in from +W")
        let tint = shown(container.indicator.layer).backgroundColor
        #expect(tint != .white && tint != HabrContainerController.tint, "the colour is between white and the tint")
    }

    @Test func releasingPastHalfWayCompletesAtRestingValues() {
        h.drag(from: Point(x: 357, y: y), to: Point(x: 140, y: y), frames: 12, holdFrames: 6)
        h.run(0.6)
        #expect(container.selectedIndex == 1 && !container.isTransitioning)
        #expect(container.view.layer.speed == 1, "layer time resumed")
        #expect(container.blurView.layer.presentation().opacity == 1)
        #expect(abs(container.indicator.layer.presentation().transform.m41 - travel) < 1e-6)
        #expect(container.indicator.layer.presentation().backgroundColor == HabrContainerController.tint)
        #expect(h.frame(of: container.card.scroll) == Rect(x: 8, y: 0, width: 344, height: 640))
        #expect(container.card.scroll.contentInset.top == 60, "the card starts 60 pt down")
        #expect(container.card.scroll.contentSize.height == 1280, "content 2× screen height")
    }

    @Test func aShortSlowSwipeIsCancelledExactlyBack() {
        let before = h.step().items.filter { if case .backdropBlur = $0 { true } else { false } }.count
        h.drag(from: Point(x: 357, y: y), to: Point(x: 257, y: y), frames: 12, holdFrames: 6)
        h.run(0.6)
        #expect(container.selectedIndex == 0 && !container.isTransitioning)
        #expect(container.blurView.layer.presentation().opacity == 0)
        #expect(container.indicator.layer.presentation().transform == .identity)
        #expect(container.card.view.window == nil, "the card left")
        #expect(before == 0, "no blur at rest")
    }

    @Test func aShortFastFlickCompletes() {
        h.drag(from: Point(x: 357, y: y), to: Point(x: 287, y: y), frames: 4)
        h.run(0.8)
        #expect(container.selectedIndex == 1, "beyond 200 pt/s completes")
    }

    @Test func aLeftEdgeSwipeGoesBack() {
        h.drag(from: Point(x: 357, y: y), to: Point(x: 100, y: y), frames: 12, holdFrames: 6)
        h.run(0.6)
        h.drag(from: Point(x: 3, y: y), to: Point(x: 260, y: y), frames: 12, holdFrames: 6)
        h.run(0.6)
        #expect(container.selectedIndex == 0)
        #expect(container.blurView.layer.presentation().opacity == 0)
    }

    @Test func theWholeCardScrollsUpOverItsInsetAndTheIndicatorMissesItsRows() {
        h.key(.right)
        h.run(0.6)
        let card = container.card
        #expect(h.frame(of: card.content).minY == 60, "the card rests 60 pt down")
        let indicator = h.frame(of: container.indicator)
        #expect(indicator.minX == 20, "the indicator rests 20 pt from the left edge")
        #expect(
            indicator.maxX < HabrCardController.sideInset + HabrCardController.rowInset,
            "it lands on the card's margin, not on a row")
        h.drag(from: Point(x: 180, y: 500), to: Point(x: 180, y: 300), frames: 12, holdFrames: 4)
        h.run(0.1)
        #expect(h.frame(of: card.content).minY < 0, "the whole card moved up over its inset")
    }

    @Test func keysAndGamepadSwitch() {
        h.key(.right)
        h.run(0.6)
        #expect(container.selectedIndex == 1)
        h.key(.escape)
        h.run(0.6)
        #expect(container.selectedIndex == 0)
        h.button(.a)
        h.run(0.6)
        #expect(container.selectedIndex == 1)
        h.button(.b)
        h.run(0.6)
        #expect(container.selectedIndex == 0)
    }
}

import FlickGeometry
import FlickInput
import FlickLayers
import FlickTesting
import Testing

@testable import FlickDemoKit

/// The catch on the home scene's deck (docs/HOME.md, bottom panel): the same card view as the
/// cards scene, reached through the swipe container and the mini card, so a finger landing on a
/// settling card stops it there too, and a tap lets it settle from where it stopped. Measured on
/// the first card's picture as drawn, with `CardsCatchTests`' checks.
@MainActor
@Suite struct HomeDeckCatchTests {
    /// The home scene on the bottom panel (a slow swipe up from the camera), its deck opened by a
    /// tap on the mini card, the first card's picture probed (y).
    static func openDeck() throws -> (ReleaseReplay, CardsDeckView) {
        let (replay, home) = sceneReplay(HomeScene.self)
        replay.fling(
            from: Point(x: 180, y: 400), at: replay.clock.now + 0.05, velocity: Point(x: 0, y: -700),
            duration: 0.4, interval: 1.0 / 60)
        replay.settle { home.navigation.currentPanel == .bottom && home.navigation.isIdle }
        try #require(home.navigation.currentPanel == .bottom, "the swipe up reached the stories page")
        let t = replay.clock.now + 0.05
        for (dt, phase) in [(0.0, InputEvent.Phase.began), (0.04, .ended)] {
            let touch = InputEvent.Touch(id: 99, phase: phase, location: Point(x: 180, y: 480))
            replay.events.enqueue(InputEvent(timestamp: t + dt, kind: .touch(touch)))
        }
        for _ in 0..<42 { replay.frame() }
        try #require(home.stories.isDeckPresented, "the tap on the mini card opened the deck")
        let picture = ImageRef.asset(CardsDeckView.stories[0].image)
        replay.probe = { $0.origin(ofImage: picture)?.y }
        return (replay, home.stories.deckController.deck)
    }

    @Test func aTapOnASettlingCardStopsItThenItSettlesFromThere() throws {
        let (replay, deck) = try Self.openDeck()
        let cell = try #require(deck.currentCell)
        let (held, rest, after) = try CardsCatchTests.tapWhileRising(replay, cell)
        #expect(held < rest && !cell.isUp && cell.progress == 0, "caught low, then back down")
        #expect(CardsCatchTests.startsFrom(held, to: rest, after), "held at \(held), then \(after.prefix(4))")
        #expect(after.last == rest)
    }
}

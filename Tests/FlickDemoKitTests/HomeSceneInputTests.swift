import FlickGeometry
import FlickInput
import FlickNavigation
import FlickUI
import Testing

@testable import FlickDemoKit

/// The home scene from keys and a gamepad: arrows / D-pad move focus inside a panel and then to
/// the next panel, LB/RB cycle, A/Enter capture on the camera and open stories and the deck,
/// B/Escape close them and return to the camera.
@MainActor
@Suite struct HomeSceneInputTests {
    let h = SceneHarness(HomeScene.self)
    var home: HomeScene { h.scene }
    var nav: SwipeNavigationController { home.navigation }
    var engine: FocusEngine? { FocusEngine.engine(for: nav.view) }

    @Test func theCaptureRingHasFocusAtLaunchAndEnterCaptures() {
        #expect(engine?.focusedView === home.center.captureTarget)
        h.key(.enter)
        #expect(home.captureCount == 1)
        h.button(.a)
        #expect(home.captureCount == 2)
    }

    @Test func arrowsMoveBetweenPanelsFromTheCamera() {
        h.key(.right)
        h.key(.right)
        h.run(0.8)
        #expect(nav.currentPanel == .right, "the first arrow shows the ring, the second moves")
        #expect(engine?.focusedView === home.discover.cards[0], "focus lands on the first story")
        h.key(.escape)
        h.run(0.8)
        #expect(nav.currentPanel == .center)
        h.key(.up)
        h.run(0.8)
        #expect(nav.currentPanel == .top)
        #expect(engine?.focusedView === home.memories.tiles[0])
        h.key(.escape)
        h.run(0.8)
        h.key(.down)
        h.run(0.8)
        #expect(nav.currentPanel == .bottom)
        #expect(engine?.focusedView === home.stories.miniCard)
    }

    @Test func shouldersCycleChatsCameraDiscover() {
        h.button(.rightShoulder)
        h.run(0.8)
        #expect(nav.currentPanel == .right)
        h.button(.rightShoulder)
        h.run(0.8)
        #expect(nav.currentPanel == .left, "wraps")
        h.button(.leftShoulder)
        h.run(0.8)
        #expect(nav.currentPanel == .right)
    }

    @Test func aOpensTheFocusedStoryAndBClosesIt() throws {
        h.button(.rightShoulder)
        h.run(0.8)
        h.button(.dpadRight)
        #expect(engine?.focusedView === home.discover.cards[1], "the D-pad moves inside the grid")
        h.button(.a)
        let story = try #require(home.discover.story)
        #expect(story.story == home.discover.cards[1].story)
        h.run(0.8)
        // Nothing behind the story takes focus or moves.
        h.button(.dpadLeft)
        #expect(nav.position == Panel.right.restingPosition)
        h.button(.b)
        h.run(0.8)
        #expect(home.discover.story == nil)
        #expect(nav.currentPanel == .right, "B closed the story, not the panel")
        #expect(engine?.focusedView === home.discover.cards[1], "focus returns to the card")
    }

    @Test func enterOpensTheDeckArrowsPageABRaiseAndLowerAndBCloses() throws {
        h.button(.dpadDown)
        h.button(.dpadDown)
        h.run(0.8)
        #expect(nav.currentPanel == .bottom)
        h.key(.enter)
        h.run(0.6)
        let stories = home.stories
        #expect(stories.isDeckPresented && !stories.isTransitioning)
        let deck = stories.deckController.deck
        h.key(.right)
        h.run(0.8)
        #expect(deck.currentPage == 1)
        #expect(nav.currentPanel == .bottom && nav.position == Panel.bottom.restingPosition)
        h.button(.a)
        h.run(0.5)
        #expect(deck.currentCell?.isUp == true, "A swipes the card up")
        h.button(.b)
        h.run(0.5)
        #expect(deck.currentCell?.isUp == false, "B lowers it first")
        h.button(.b)
        h.run(0.8)
        #expect(!stories.isDeckPresented, "then closes the deck")
        #expect(!nav.isLocked)
        h.key(.escape)
        h.run(0.8)
        #expect(nav.currentPanel == .center)
    }

    @Test func flashAndCameraShortcutsWorkOnTheCamera() {
        h.key(.character("f"))
        #expect(home.isFlashOn)
        h.button(.y)
        #expect(!home.isFlashOn)
        h.button(.x)
        #expect(home.camera.isMirrored)
        h.button(.rightShoulder)
        h.run(0.8)
        h.key(.character("f"))
        #expect(!home.isFlashOn, "only on the camera")
    }
}

import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickNavigation
import FlickUI
import Testing

@testable import FlickDemoKit

/// Texts drawn in `list`.
func texts(in list: DisplayList) -> [String] {
    list.items.compactMap { if case .text(let t) = $0 { t.string } else { nil } }
}

/// The home scene from scripted touches: it builds as the default scene, swipes reach every
/// panel, a discover card flips into its story and the story closes by Escape or an edge swipe,
/// and the bottom panel's mini card drags up into the deck, which pages and drags down to close.
@MainActor
@Suite struct HomeSceneTests {
    let h = SceneHarness(HomeScene.self)
    var home: HomeScene { h.scene }
    var nav: SwipeNavigationController { home.navigation }
    /// The first discover card's centre at rest on the right panel (16 pt margin, 84 pt header).
    let firstCard = Point(x: 95, y: 190)
    /// On the bottom panel: the mini card's title area (its top edge is 640 − 84 − 110 = 446).
    let mini = Point(x: 180, y: 480)
    /// FEEL.md §1, cards: screenHeight − 150.
    let deckDistance = 640.0 - 150

    func swipe(_ from: Point, _ to: Point) {
        h.drag(from: from, to: to, frames: 10)
        h.run(0.8)
    }

    func goRight() { swipe(Point(x: 300, y: 320), Point(x: 60, y: 320)) }
    func goBottom() { swipe(Point(x: 180, y: 400), Point(x: 180, y: 120)) }

    @Test func onTheChatsTheLastRowClearsTheBarAndTheSideButtonsClearTheRing() throws {
        nav.navigate(to: .left, animated: false)
        h.step()
        let chats = home.chats
        chats.list.contentOffset = chats.list.maximumContentOffset
        h.step()
        let last = try #require(chats.rows.last)
        let ring = try #require(nav.chrome?.buttons[.center]), right = try #require(nav.chrome?.buttons[.right])
        #expect(h.frame(of: last).maxY <= h.frame(of: ring).minY, "the last row scrolls clear of the nav bar")
        let r = h.frame(of: ring), d = h.frame(of: right)
        let gap = Point(x: d.midX - r.midX, y: d.midY - r.midY).length - r.width / 2 - d.width / 2
        #expect(gap > 8, "the side disc keeps clear of the ring: \(gap) pt")
    }

    func openFirstStory() throws -> HomeStoryController {
        goRight()
        h.tap(firstCard, settleFrames: 0)
        let story = try #require(home.discover.story)
        h.run(0.8)
        return story
    }

    @Test func homeIsTheDefaultSceneAndBuildsItsFivePanels() {
        #expect(SceneCatalog.names.first == "home")
        #expect(RunConfiguration().scene == "home")
        #expect(h.app.rootViewController === nav)
        #expect(nav.availablePanels == [.left, .center, .right, .top, .bottom])
        #expect(nav.panels[.left] === home.chats && nav.panels[.right] === home.discover)
        #expect(nav.panels[.top] === home.memories && nav.panels[.bottom] === home.stories)
        #expect(nav.background === home.camera && nav.currentPanel == .center)
        #expect(nav.invariantViolations().isEmpty)
        let list = h.step()
        #expect(!images(DemoAssets.Icon.flash, in: list).isEmpty, "the top icons draw over the camera")
        #expect(!images(DemoAssets.Icon.chat, in: list).isEmpty, "the nav bar's left button shows the chats icon")
    }

    @Test func swipesReachEveryPanel() {
        goRight()
        #expect(nav.currentPanel == .right)
        #expect(texts(in: h.step()).contains("Discover"))
        swipe(Point(x: 40, y: 320), Point(x: 330, y: 320))
        #expect(nav.currentPanel == .center)
        swipe(Point(x: 40, y: 320), Point(x: 320, y: 320))
        #expect(nav.currentPanel == .left)
        swipe(Point(x: 320, y: 320), Point(x: 40, y: 320))
        swipe(Point(x: 180, y: 160), Point(x: 180, y: 460))
        #expect(nav.currentPanel == .top)
        #expect(texts(in: h.step()).contains("Memories"))
        #expect(nav.chrome?.values.centerButtonTransform == .identity, "article 001's ring stays where it rests")
        nav.navigate(to: .center, animated: false)
        goBottom()
        #expect(nav.currentPanel == .bottom)
        #expect(texts(in: h.step()).contains("Open Cards View"))
        #expect(nav.invariantViolations().isEmpty)
    }

    @Test func aTappedCardFlipsIntoItsStoryAndEscapeFlipsItBack() throws {
        goRight()
        let card = home.discover.cards[0]
        let cardFrame = h.frame(of: card)
        h.tap(firstCard, settleFrames: 0)
        let story = try #require(home.discover.story)
        #expect(home.discover.lastFlip?.originFrame == cardFrame, "the flip starts at the tapped card")
        #expect(nav.isLocked, "the container must not move under a story")
        h.run(0.3)
        #expect(nav.view.layer.presentation().transform != .identity, "the home screen turns away in 3-D")
        h.run(0.5)
        #expect(story.appearanceState == .appeared && nav.presentedViewController === story)
        #expect(h.frame(of: story.view) == Rect(x: 0, y: 0, width: 360, height: 640))
        #expect(texts(in: h.step()).contains(card.story.title))
        // A swipe on the story does not move the container.
        h.drag(from: Point(x: 300, y: 320), to: Point(x: 60, y: 320), frames: 10)
        #expect(nav.position == Panel.right.restingPosition)
        h.key(.escape)
        h.run(0.8)
        #expect(home.discover.story == nil && nav.presentedViewController == nil)
        #expect(!nav.isLocked && nav.view.isUserInteractionEnabled)
        #expect(nav.view.layer.presentation().transform == .identity)
        // The tap that opened the story must not leave the container's pan stuck.
        swipe(Point(x: 40, y: 320), Point(x: 330, y: 320))
        #expect(nav.currentPanel == .center, "the container moves again once the story is gone")
    }

    @Test func aLeftEdgeSwipePastHalfOf200PointsClosesTheStory() throws {
        _ = try openFirstStory()
        let id = h.press(from: Point(x: 3, y: 320), to: Point(x: 123, y: 320), frames: 12)
        let dismissal = try #require(home.discover.dismissal)
        #expect(abs(dismissal.percentComplete - 0.6) < 0.01, "progress = tx / 200")
        h.step(4)
        h.lift(id, at: Point(x: 123, y: 320))
        h.run(0.8)
        #expect(home.discover.story == nil)
        #expect(!nav.isLocked)
    }

    @Test func aShortEdgeSwipeIsCancelledAndTheStoryStays() throws {
        let story = try openFirstStory()
        h.drag(from: Point(x: 3, y: 320), to: Point(x: 63, y: 320), frames: 10, holdFrames: 4)
        h.run(0.8)
        #expect(home.discover.story === story && story.appearanceState == .appeared)
        #expect(nav.isLocked)
    }

    @Test func theStorysCloseButtonClosesIt() throws {
        let story = try openFirstStory()
        let close = h.frame(of: story.storyView.closeButton)
        h.tap(Point(x: close.midX, y: close.midY))
        h.run(0.8)
        #expect(home.discover.story == nil)
    }

    @Test func theMiniCardDragsUpIntoTheDeckWhichPagesAndDragsDownToClose() throws {
        goBottom()
        let stories = home.stories
        let id = h.press(from: mini, to: Point(x: 180, y: mini.y - 0.5 * deckDistance), frames: 12)
        let t = try #require(stories.interactive, "the mini card's drag drives the presentation")
        #expect(abs(t.percentComplete - 0.5) < 0.01)
        #expect(nav.position == Panel.bottom.restingPosition, "the container stays on the bottom panel")
        h.step(4)
        h.lift(id, at: Point(x: 180, y: mini.y - 0.5 * deckDistance))
        h.run(1.2)
        #expect(stories.isDeckPresented && !stories.isTransitioning)
        #expect(nav.presentedViewController === stories.deckController, "the deck is the top presented controller")
        #expect(nav.isLocked)
        let deck = stories.deckController.deck
        #expect(h.frame(of: deck) == Rect(x: 0, y: 0, width: 360, height: 640))
        h.drag(from: Point(x: 300, y: 400), to: Point(x: 120, y: 400), frames: 10)
        h.run(1.0)
        #expect(deck.currentPage == 1, "sideways pages the deck")
        #expect(nav.position == Panel.bottom.restingPosition)
        h.drag(from: Point(x: 180, y: 300), to: Point(x: 180, y: 300 + 0.5 * deckDistance), frames: 12, holdFrames: 4)
        h.run(1.2)
        #expect(!stories.isDeckPresented)
        #expect(!nav.isLocked && nav.currentPanel == .bottom)
        #expect(nav.chrome?.overlayView.alpha == 1, "the nav bar is back")
    }

    @Test func aCardInTheDeckSwipesUpForItsActions() throws {
        goBottom()
        h.tap(mini)
        h.run(0.6)
        let cell = try #require(home.stories.deckController.deck.currentCell)
        h.drag(from: Point(x: 180, y: 420), to: Point(x: 180, y: 280), frames: 10)
        h.run(0.5)
        #expect(cell.isUp)
        for action in cell.actions { #expect(action.layer.presentation().opacity == 1) }
    }

    @Test func theCaptureRingFlashesAndCounts() {
        h.tap(Point(x: 180, y: 570), settleFrames: 2)
        #expect(home.captureCount == 1)
        #expect(home.center.shutter.layer.presentation().opacity > 0.3, "the white flash")
        #expect(home.center.toastText == "Snap saved to Memories")
        h.run(0.5)
        #expect(home.center.shutter.layer.presentation().opacity == 0, "the flash fades within 0.35 s")
        #expect(home.center.toast.layer.presentation().opacity == 1, "the toast stays to be read")
        h.run(1.5)
        #expect(home.center.toast.layer.presentation().opacity == 0, "then fades")
    }

    @Test func theTopIconsWork() {
        let flash = h.frame(of: home.center.flash)
        h.tap(Point(x: flash.midX, y: flash.midY))
        #expect(home.isFlashOn && home.center.flash.isOn)
        let search = h.frame(of: home.center.search)
        h.tap(Point(x: search.midX, y: search.midY))
        h.run(0.8)
        #expect(nav.currentPanel == .right, "search opens discover")
        nav.navigate(to: .center, animated: false)
        let flip = h.frame(of: home.center.flip)
        h.tap(Point(x: flip.midX, y: flip.midY))
        h.run(0.5)
        #expect(home.camera.isMirrored)
        #expect(home.camera.cameraView.layer.presentation().sublayerTransform.m11 == -1, "the picture is mirrored")
    }

    @Test func theCameraRunsOnlyWhileItCanBeSeen() {
        let frame = FrameTime(timestamp: 10, targetTimestamp: 10 + 1.0 / 60, refreshInterval: 1.0 / 60)
        #expect(home.advance(to: frame, in: h.app), "the camera keeps frames coming at the centre")
        goRight()
        #expect(!home.advance(to: frame, in: h.app), "covered by discover: the loop may idle")
    }
}

import FlickGeometry
import FlickInput
import FlickLayers
import FlickUI
import Testing

@testable import FlickDemoKit

/// The cards scene from scripted input: the mini card drags up into the deck (decided past 0.3 of
/// screenHeight − 150 on release, or at once with the article's option), the backdrop follows
/// the progress, cards swipe up to reveal their actions, the deck pages and drags down to close,
/// and keys and gamepad reach all of it.
@MainActor
@Suite struct CardsSceneTests {
    let h = SceneHarness(CardsScene.self)
    var start: CardsStartController { h.scene.start }
    var deck: CardsDeckView { start.deckController.deck }
    /// FEEL.md §1, cards: screenHeight − 150 on the 640 pt screen.
    let distance = 640.0 - 150
    let mini = Point(x: 180, y: 600)

    func openByTap() {
        h.tap(mini)
        h.run(0.6)
    }

    func backdropAlpha() -> Double? {
        deck.subviews.first { $0.name == "cards-backdrop" }?.layer.presentation().opacity
    }

    @Test func draggingTheMiniCardPast0_3AndReleasingPresentsTheDeck() throws {
        let to = Point(x: 180, y: mini.y - 0.4 * distance)
        let id = h.press(from: mini, to: to, frames: 12)
        let t = try #require(start.interactive)
        #expect(abs(t.percentComplete - 0.4) < 0.01, "progress = −ty / (screenHeight − 150)")
        let alpha = try #require(backdropAlpha())
        #expect(alpha > 0.05 && alpha < 0.95, "the backdrop's alpha follows the progress")
        let y = deck.layer.presentation().position.y - 320
        #expect(y > 0 && y < 556, "the deck sits between the mini card and the top")
        h.step(4)
        h.lift(id, at: to)
        #expect(start.isTransitioning, "completing at 0.6 × speed")
        h.run(1.0)
        #expect(start.isDeckPresented && !start.isTransitioning)
        #expect(start.deckController.appearanceState == .appeared)
        #expect(h.frame(of: deck) == Rect(x: 0, y: 0, width: 360, height: 640))
        #expect(backdropAlpha() == 1, "background alpha 1 at the end")
        #expect(!start.miniCard.isUserInteractionEnabled, "the start screen sleeps under the deck")
    }

    @Test func aShortDragIsCancelledBackIntoTheMiniCard() {
        h.drag(from: mini, to: Point(x: 180, y: mini.y - 0.2 * distance), frames: 10, holdFrames: 4)
        h.run(1.2)
        #expect(start.presentedViewController == nil, "below 0.3: cancelled")
        #expect(deck.window == nil, "the deck left the window")
        #expect(start.deckController.appearanceState == .disappeared)
        #expect(start.miniCard.isUserInteractionEnabled)
        h.drag(from: mini, to: Point(x: 180, y: mini.y - 0.5 * distance), frames: 10, holdFrames: 4)
        h.run(1.2)
        #expect(start.isDeckPresented, "the same deck presents again afterwards")
    }

    @Test func theArticlesOptionFinishesAsSoonAsTheDragPasses0_3() {
        start.finishesAtThreshold = true
        _ = h.press(from: mini, to: Point(x: 180, y: mini.y - 0.35 * distance), frames: 12)
        h.run(1.2)
        #expect(start.isDeckPresented && !start.isTransitioning, "finished with the finger still down")
    }

    @Test func aCardSwipesUpToRevealItsActions() throws {
        openByTap()
        let cell = try #require(deck.currentCell)
        h.drag(from: Point(x: 180, y: 420), to: Point(x: 180, y: 280), frames: 10)
        h.run(0.5)
        #expect(cell.isUp && cell.progress == 1)
        for action in cell.actions {
            #expect(action.layer.presentation().opacity == 1, "action alpha = p")
            #expect(action.layer.presentation().transform.m11 == 1, "action scale = min(p/4 + 0.75, 1)")
        }
        #expect(abs(cell.front.layer.presentation().transform.m42 + 128) < 1e-6, "up by screenHeight / 5")
        #expect(!deck.scroll.isScrollEnabled && !deck.dismissPan.isEnabled, "the deck and dismiss pan sleep")
        h.drag(from: Point(x: 180, y: 300), to: Point(x: 180, y: 440), frames: 10)
        h.run(0.5)
        #expect(!cell.isUp && cell.progress == 0)
        #expect(deck.scroll.isScrollEnabled && deck.dismissPan.isEnabled)
    }

    @Test func halfwayTheActionsFollowTheArticlesFormulas() throws {
        openByTap()
        let cell = try #require(deck.currentCell)
        _ = h.press(from: Point(x: 180, y: 420), to: Point(x: 180, y: 356), frames: 8)
        let p = cell.progress
        #expect(p > 0.3 && p < 0.7)
        let button = try #require(cell.actions.first)
        #expect(abs(button.alpha - p) < 1e-9)
        #expect(abs(button.transform.m11 - min(p / 4 + 0.75, 1)) < 1e-9)
        let bottom = try #require(cell.front.subviews.first)
        #expect(abs(bottom.alpha - (1 - p)) < 1e-9 && abs(bottom.transform.m42 - 50 * p) < 1e-9)
    }

    @Test func aSidewaysDragPagesByCardWidthPlus18() {
        openByTap()
        h.drag(from: Point(x: 300, y: 400), to: Point(x: 120, y: 400), frames: 10)
        h.run(1.0)
        #expect(deck.currentPage == 1)
        #expect(abs(deck.scroll.contentOffset.x - (-30 + (300 + 18))) < 0.5, "page = cell width + 18, inset 30")
        #expect(deck.currentCell?.isUp == false, "paging does not raise a card")
    }

    @Test func draggingTheDeckDownCloses() {
        openByTap()
        h.drag(from: Point(x: 180, y: 300), to: Point(x: 180, y: 300 + 0.5 * distance), frames: 12, holdFrames: 4)
        h.run(1.2)
        #expect(start.presentedViewController == nil)
        #expect(start.miniCard.isUserInteractionEnabled)
    }

    @Test func aRaisedCardStaysOnScreenAndItsActionsDoWhatTheySay() throws {
        openByTap()
        let cell = try #require(deck.currentCell)
        h.key(.up)
        h.run(0.5)
        #expect(cell.isUp)
        let card = h.frame(of: cell.front)
        #expect(card.minY >= 0 && card.maxY <= 640, "the raised card stays on screen: \(card)")
        #expect(deck.hint.opacity == 0 && deck.titleLayer.opacity == 0, "the header is not left beside it")
        h.tap(h.frame(of: cell.actions[0]).center)
        #expect(cell.isLiked && cell.actions[0].backgroundColor == CardsCellView.likedFill)
        #expect(deck.toast.presentation().opacity > 0.5, "a toast says so")
        let count = deck.cells.count
        h.tap(h.frame(of: cell.actions[2]).center)
        h.run(0.5)
        #expect(deck.cells.count == count - 1 && !deck.cells.contains { $0 === cell }, "Hide takes it out")
        #expect(cell.superview == nil)
        #expect(deck.scroll.isScrollEnabled, "no card is up any more: the deck pages")
    }

    @Test func keysOpenPageRaiseAndClose() {
        h.key(.enter)
        h.run(0.6)
        #expect(start.isDeckPresented)
        h.key(.right)
        h.run(0.8)
        #expect(deck.currentPage == 1)
        h.key(.up)
        h.run(0.5)
        #expect(deck.currentCell?.isUp == true)
        h.key(.escape)
        h.run(0.5)
        #expect(deck.currentCell?.isUp == false && start.isDeckPresented, "Escape lowers the card first")
        h.key(.escape)
        h.run(0.6)
        #expect(start.presentedViewController == nil)
    }

    @Test func gamepadAOpensAndRaisesBLowersAndCloses() {
        h.button(.a)
        h.run(0.6)
        #expect(start.isDeckPresented)
        h.button(.a)
        h.run(0.5)
        #expect(deck.currentCell?.isUp == true)
        h.button(.b)
        h.button(.b)
        h.run(0.6)
        #expect(start.presentedViewController == nil)
    }
}

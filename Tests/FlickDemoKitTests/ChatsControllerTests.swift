import FlickGeometry
import FlickInput
import FlickNavigation
import FlickUI
import Testing

@testable import FlickDemoKit

/// The chats list as the left panel of the Snapchat container, from scripted fingers, keys and
/// a gamepad: rows open with a rightward swipe (1:1, banded past the actions, settled by
/// velocity then position on a spring carrying the release speed); a leftward swipe on a closed
/// row goes back to the camera, on an open row it closes the row first; vertical drags scroll
/// the list; one row opens at a time; actions work; keys and pads reveal, move and trigger; and
/// B/Escape close a row before they reach the container.
@MainActor
@Suite struct ChatsControllerTests {
    let s = ChatsStage()

    // MARK: Swiping a row open

    @Test func aRightwardDragFollowsTheFingerOneToOneAndASlowReleasePastHalfOpens() {
        let row = s.rows[1]
        let a = s.cardPoint(1, dx: -120)
        let id = s.press(from: a, to: a + Point(x: 60, y: 0), frames: 6)
        let before = row.contentOffset.x
        s.move(id, to: a + Point(x: 90, y: 0))
        #expect(abs((before - row.contentOffset.x) - 30) < 1e-6, "1:1 with the finger")
        s.move(id, to: a + Point(x: 140, y: 0))
        #expect(row.openFraction > 0.5)
        s.lift(id, at: a + Point(x: 140, y: 0), holdFrames: 4)
        s.settle()
        #expect(row.contentOffset.x == 0, "settled open: the actions' width shown")
        #expect(row.isOpen && s.chats.openRow === row)
        #expect(s.nav.currentPanel == .left && s.nav.position == Point(x: -1, y: 0), "the container did not move")
    }

    @Test func aSlowReleaseBeforeHalfClosesAgain() {
        let row = s.rows[2]
        s.drag(from: s.cardPoint(2, dx: -120), to: s.cardPoint(2, dx: -40), frames: 10)
        #expect(row.openFraction > 0.2, "it had opened part way")
        s.settle()
        #expect(row.contentOffset.x == s.closed && !row.isOpen && s.chats.openRow == nil)
    }

    @Test func aShortFlingOpensAndTheSpringCarriesItsSpeed() {
        let row = s.rows[0]
        let a = s.cardPoint(0, dx: -120)
        let id = s.press(from: a, to: a + Point(x: 60, y: 0), frames: 3)
        #expect(row.openFraction < 0.5, "not past half: only the velocity can open it")
        let released = row.contentOffset.x
        s.lift(id, at: a + Point(x: 75, y: 0))
        let first = row.contentOffset.x
        s.step()
        #expect(row.contentOffset.x < first && first <= released, "keeps moving the finger's way at once")
        s.settle()
        #expect(row.contentOffset.x == 0 && row.isOpen)
    }

    @Test func aFlingBackClosesEvenPastHalf() {
        let row = s.rows[0]
        let a = s.cardPoint(0, dx: -120)
        let id = s.press(from: a, to: a + Point(x: 170, y: 0), frames: 12)
        #expect(row.openFraction > 0.6)
        for x in [150.0, 130, 110] { s.move(id, to: a + Point(x: x, y: 0)) }
        s.lift(id, at: a + Point(x: 100, y: 0))
        s.settle()
        #expect(row.contentOffset.x == s.closed && !row.isOpen)
    }

    @Test func draggingPastTheActionsRubberBandsTheRowNotTheContainer() {
        let row = s.rows[1]
        let id = s.press(from: s.cardPoint(1, dx: -150), to: s.cardPoint(1, dx: 250), frames: 20)
        let over = -row.contentOffset.x
        #expect(over > 20 && over < 400 - s.closed - 20, "banded: past the actions, less than the finger")
        #expect(s.nav.position == Point(x: -1, y: 0), "the container has no room that way: the row bands")
        s.lift(id, at: s.cardPoint(1, dx: 250), holdFrames: 4)
        s.settle()
        #expect(row.contentOffset.x == 0 && row.isOpen)
    }

    // MARK: The container's share

    @Test func aLeftwardSwipeOnAClosedRowGoesBackToTheCamera() {
        let row = s.rows[1]
        // The finger lifts where it stopped (the card has moved with the container meanwhile).
        let end = s.cardPoint(1, dx: -80)
        let id = s.press(from: s.cardPoint(1, dx: 120), to: end, frames: 10)
        #expect(s.nav.position.x > -0.7, "the container follows the finger from the slop")
        #expect(row.contentOffset.x == s.closed && !row.isDragging, "the row never moved")
        s.lift(id, at: end)
        s.settle()
        #expect(s.nav.currentPanel == .center)
        #expect(row.contentOffset.x == s.closed)
    }

    @Test func aLeftwardSwipeOnAnOpenRowClosesItWithoutNavigating() {
        s.openByDrag(1)
        let row = s.rows[1]
        #expect(row.isOpen)
        s.drag(from: Point(x: 300, y: s.cardPoint(1).y), to: Point(x: 160, y: s.cardPoint(1).y), frames: 10)
        s.settle()
        #expect(row.contentOffset.x == s.closed && !row.isOpen && s.chats.openRow == nil)
        #expect(s.nav.currentPanel == .left && s.nav.position == Point(x: -1, y: 0))
    }

    @Test func aLongLeftwardSwipeOnAnOpenRowClosesItThenTheContainerTakesOver() {
        s.openByDrag(1)
        let y = s.cardPoint(1).y
        let id = s.press(from: Point(x: 340, y: y), to: Point(x: 20, y: y), frames: 20)
        #expect(abs(s.rows[1].contentOffset.x - s.closed) < 5, "closed first (settling off the last step)")
        #expect(s.nav.position.x > -0.9, "then the container moved")
        s.lift(id, at: Point(x: 20, y: y))
        s.settle()
        #expect(s.nav.currentPanel == .center && !s.rows[1].isOpen)
        #expect(s.rows[1].contentOffset.x == s.closed)
    }

    // MARK: The list

    @Test func aVerticalDragScrollsTheListAndNoRow() {
        s.drag(from: s.cardPoint(4), to: s.cardPoint(4) + Point(x: 12, y: -260), frames: 12, slow: false)
        #expect(s.list.contentOffset.y > 200)
        s.settle()
        #expect(s.list.contentOffset.y > 250, "the fling coasts on")
        #expect(s.rows.allSatisfy { $0.contentOffset.x == s.closed }, "axis lock: no row moved sideways")
        #expect(s.nav.currentPanel == .left && s.nav.position == Point(x: -1, y: 0))
    }

    @Test func theListScrollsToItsEndAboveTheNavBar() {
        // Above the nav bar (touches on its buttons are the bar's).
        for _ in 0..<6 { s.drag(from: Point(x: 180, y: 500), to: Point(x: 180, y: 140), frames: 8, slow: false) }
        s.settle()
        let last = s.rows[s.rows.count - 1]
        let bottom = (last.convert(last.bounds, to: nil) ?? .zero).maxY
        #expect(
            abs(bottom - (640 - ChatsStyle.navBarClearance - ChatsStyle.cardInset)) < 1, "the last card clears the bar")
    }

    @Test func onlyOneRowIsOpenAtATime() {
        s.openByDrag(0)
        s.openByDrag(2)
        #expect(s.rows[0].contentOffset.x == s.closed && !s.rows[0].isOpen)
        #expect(s.rows[2].contentOffset.x == 0 && s.chats.openRow === s.rows[2])
    }

    @Test func aTapElsewhereClosesTheOpenRowAndOpensNothing() {
        s.openByDrag(0)
        let unread = s.rows[3].thread.unread
        s.tap(s.cardPoint(3))
        s.settle()
        #expect(!s.rows[0].isOpen && s.rows[0].contentOffset.x == s.closed)
        #expect(s.rows[3].thread.unread == unread, "that tap only closed the row")
        s.openByDrag(0)
        s.tap(Point(x: 180, y: 60))
        s.settle()
        #expect(!s.rows[0].isOpen && s.rows[0].contentOffset.x == s.closed, "a tap on the header closes it too")
    }

    @Test func scrollingTheListClosesTheOpenRow() {
        s.openByDrag(0)
        s.drag(from: Point(x: 180, y: 500), to: Point(x: 180, y: 380), frames: 8)
        s.settle()
        #expect(!s.rows[0].isOpen && s.rows[0].contentOffset.x == s.closed && s.chats.openRow == nil)
    }

    @Test func aFingerOnACardLightsItUntilASwipeTakesTheTouch() {
        let card = s.rows[2].card
        let id = s.press(from: s.cardPoint(2), to: s.cardPoint(2, dx: 2), frames: 1)
        #expect(card.isPressed && card.backgroundColor == ChatsStyle.cardPressed)
        s.move(id, to: s.cardPoint(2, dx: -60))
        #expect(!card.isPressed && card.backgroundColor == ChatsStyle.card, "the swipe cancelled the touch")
        s.lift(id, at: s.cardPoint(2, dx: -60))
        s.settle()
    }

    @Test func tappingARowMarksItRead() {
        let row = s.rows[0]
        #expect(row.thread.unread == 3 && row.thread.status == .newSnap && !row.card.badge.isHidden)
        s.tap(s.cardPoint(0))
        s.settle()
        #expect(row.thread.unread == 0 && row.thread.status == .receivedSnap)
        #expect(row.card.badge.isHidden, "the badge goes away")
        #expect(row.card.statusLabel.text == "Received · 2m")
    }

    // MARK: Actions

    @Test func deleteRemovesTheRowAndTheRowsBelowCollapseOntoItsPlace() {
        s.openByDrag(1)
        let gone = s.rows[1], next = s.rows[2], last = s.rows[19]
        let slot = s.chats.rowFrame(at: 1)
        let height = s.list.contentSize.height
        s.tap(s.center(of: gone.actionButtons[2]))
        #expect(s.rows.count == 19 && !s.rows.contains { $0 === gone })
        s.step(6)
        let midway = next.layer.presentation().position.y
        #expect(midway < s.chats.rowFrame(at: 2).midY && midway > slot.midY, "the rows below slide up")
        s.settle()
        #expect(next.frame == slot && last.frame == s.chats.rowFrame(at: 18))
        #expect(gone.superview == nil, "the deleted row leaves the list once the collapse ends")
        #expect(s.list.contentSize.height == height - ChatsStyle.rowHeight)
        #expect(s.chats.openRow == nil)
    }

    @Test func muteShowsTheGlyphAndPinMovesTheRowToTheTop() {
        s.openByDrag(3)
        let row = s.rows[3]
        s.tap(s.center(of: row.actionButtons[1]))
        s.settle()
        #expect(row.thread.isMuted && !row.card.muteMark.isHidden && !row.isOpen)
        #expect(row.actionButtons[1].title == "Unmute")
        s.openByDrag(3)
        s.tap(s.center(of: row.actionButtons[0]))
        s.settle()
        #expect(s.rows[0] === row && row.thread.isPinned && !row.card.pinMark.isHidden)
        #expect(row.frame == s.chats.rowFrame(at: 0) && s.rows[1].frame == s.chats.rowFrame(at: 1))
        #expect(s.chats.threads.map(\.id).prefix(4) == [3, 0, 1, 2], "pinned first, the rest in order")
    }

    // MARK: Keys and the gamepad

    /// Focuses the card of the row at `index` with the arrows (the first press shows the ring).
    func focusCard(_ index: Int) {
        s.key(.down)
        if s.engine?.focusedView == nil { s.key(.down) }
        for _ in 0..<index { s.key(.down) }
        s.settle()
    }

    @Test func arrowsMoveThroughTheCardsAndScrollThemIntoView() {
        focusCard(0)
        #expect(s.engine?.focusedView === s.rows[0].card)
        for _ in 0..<7 { s.key(.down) }
        s.settle()
        #expect(s.engine?.focusedView === s.rows[7].card)
        let f = s.rows[7].card.convert(s.rows[7].card.bounds, to: nil) ?? .zero
        #expect(f.maxY <= 640 && s.list.contentOffset.y > 0, "the list scrolled to show it")
        #expect(s.rows[7].contentOffset.x == s.closed, "revealing a card never opens its row")
    }

    @Test func theRevealKeyOpensTheFocusedRowAndArrowsAndEnterTriggerAnAction() {
        focusCard(2)
        let row = s.rows[2]
        s.key(.character("."))
        s.settle()
        #expect(row.isOpen && row.contentOffset.x == 0 && s.chats.openRow === row)
        #expect(s.engine?.focusedView === row.actionButtons[0], "focus on the first action")
        s.key(.right)
        #expect(s.engine?.focusedView === row.actionButtons[1])
        s.key(.enter)
        s.settle()
        #expect(row.thread.isMuted, "Enter on Mute mutes")
        #expect(!row.isOpen && row.contentOffset.x == s.closed && s.engine?.focusedView === row.card)
        #expect(s.nav.currentPanel == .left)
    }

    @Test func backspaceTogglesTheRowAndRightFromTheLastActionClosesIt() {
        focusCard(1)
        let row = s.rows[1]
        s.key(.backspace)
        s.settle()
        #expect(row.isOpen)
        s.key(.backspace)
        s.settle()
        #expect(!row.isOpen && row.contentOffset.x == s.closed && s.engine?.focusedView === row.card)
        s.key(.backspace)
        for _ in 0..<3 { s.key(.right) }
        s.settle()
        #expect(!row.isOpen && row.contentOffset.x == s.closed, "right past Delete lands on the card: closed")
        #expect(s.engine?.focusedView === row.card && s.nav.currentPanel == .left)
    }

    @Test func movingFocusToAnotherRowClosesTheOpenOne() {
        focusCard(1)
        s.key(.character("."))
        s.settle()
        s.key(.down)
        s.settle()
        #expect(!s.rows[1].isOpen && s.rows[1].contentOffset.x == s.closed && s.chats.openRow == nil)
        #expect(s.engine?.focusedView === s.rows[2].card)
    }

    @Test func gamepadXRevealsTheDPadMovesAndADeletes() {
        focusCard(0)
        let gone = s.rows[0]
        s.button(.x)
        s.settle()
        #expect(gone.isOpen)
        s.button(.dpadRight)
        s.button(.dpadRight)
        #expect(s.engine?.focusedView === gone.actionButtons[2])
        s.button(.a)
        s.settle()
        #expect(s.rows.count == 19 && !s.rows.contains { $0 === gone })
        #expect(s.engine?.focusedView === s.rows[0].card, "focus goes to the row that took its place")
        #expect(s.nav.currentPanel == .left)
    }

    @Test func bClosesAnOpenRowBeforeTheContainerGoesBack() {
        focusCard(0)
        s.button(.x)
        s.settle()
        s.button(.b)
        s.settle()
        #expect(!s.rows[0].isOpen && s.rows[0].contentOffset.x == s.closed)
        #expect(s.nav.currentPanel == .left, "the first B only closed the row")
        s.button(.b)
        s.settle()
        #expect(s.nav.currentPanel == .center, "with no row open, B goes back to the camera")
    }

    @Test func escapeClosesARowOpenedByTouchBeforeNavigating() {
        s.openByDrag(2)
        s.key(.escape)
        s.settle()
        #expect(!s.rows[2].isOpen && s.nav.currentPanel == .left)
        s.key(.escape)
        s.settle()
        #expect(s.nav.currentPanel == .center)
    }

    @Test func theRevealKeyWithNothingFocusedInTheListIsLeftAlone() {
        s.nav.navigate(to: .center, animated: false)
        s.settle()
        s.button(.x)
        s.settle()
        #expect(s.rows.allSatisfy { !$0.isOpen })
    }

    @Test func theRightStickScrollsTheListNotTheFocusedRow() {
        focusCard(2)
        let pad = GamepadID(1)
        s.events.enqueue(
            InputEvent(timestamp: s.nextTime, kind: .gamepadAxis(.init(gamepad: pad, axis: .rightY, value: 0.9))))
        s.step(20)
        s.events.enqueue(
            InputEvent(timestamp: s.nextTime, kind: .gamepadAxis(.init(gamepad: pad, axis: .rightY, value: 0))))
        s.settle()
        #expect(s.list.contentOffset.y > 100, "the list scrolled")
        #expect(s.rows.allSatisfy { $0.contentOffset.x == s.closed }, "no row moved")
        #expect(s.nav.currentPanel == .left)
    }

    @Test func aTapOnACardCatchingItsClosingRowStillLetsItClose() {
        s.openByDrag(1)
        let row = s.rows[1]
        s.tap(s.cardPoint(3))
        s.step(3)
        #expect(row.contentOffset.x > 0 && row.contentOffset.x < s.closed, "closing")
        s.tap(s.cardPoint(1))
        s.settle()
        #expect(row.contentOffset.x == s.closed && !row.isOpen, "the catch did not leave it half open")
        #expect(s.nav.invariantViolations().isEmpty, "\(s.nav.invariantViolations())")
    }

    @Test func aFingerCatchingTheContainerMidSettleMovesTheContainerNotARow() {
        let y = s.cardPoint(1).y
        s.drag(from: Point(x: 320, y: y), to: Point(x: 160, y: y), frames: 6, slow: false)
        s.step(2)
        #expect(!s.nav.isIdle && s.nav.position.x > -0.9, "settling towards the camera")
        let caught = s.nav.position.x
        let id = s.press(from: Point(x: 60, y: y), to: Point(x: 160, y: y), frames: 10)
        #expect(s.nav.position.x < caught, "the finger pulls the container back")
        #expect(s.rows.allSatisfy { $0.contentOffset.x == s.closed }, "no row opened")
        s.lift(id, at: Point(x: 160, y: y), holdFrames: 4)
        s.settle()
        #expect(s.rows.allSatisfy { !$0.isOpen && $0.contentOffset.x == s.closed })
        #expect(s.nav.invariantViolations().isEmpty, "\(s.nav.invariantViolations())")
    }
}

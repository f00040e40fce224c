import FlickGeometry
import FlickInput
import FlickNavigation
import FlickUI
import Testing

/// Keys and gamepad through the application's dispatch (the router in front of the focus engine).
@MainActor
@Suite struct SwipeNavigationInputTests {
    @Test func arrowsStepBetweenPanelsAndEscapeReturns() {
        let s = NavStage()
        s.press(.right)
        s.settle()
        #expect(s.nav.currentPanel == .right)
        s.press(.right)
        s.settle()
        #expect(s.nav.currentPanel == .right, "nothing beyond the end")
        s.press(.left)
        s.press(.left)
        s.settle()
        #expect(s.nav.currentPanel == .left, "a second press steps on from the destination")
        s.press(.escape)
        s.settle()
        #expect(s.nav.currentPanel == .center)
        s.press(.up)
        s.settle()
        #expect(s.nav.currentPanel == .top)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func dpadShouldersAndBOnAGamepad() {
        let s = NavStage()
        s.pad(.dpadDown)
        s.settle()
        #expect(s.nav.currentPanel == .bottom)
        s.pad(.b)
        s.settle()
        #expect(s.nav.currentPanel == .center)
        s.pad(.rightShoulder)
        s.settle()
        #expect(s.nav.currentPanel == .right)
        s.pad(.rightShoulder)
        s.settle()
        #expect(s.nav.currentPanel == .left, "RB wraps around")
        s.pad(.leftShoulder)
        s.settle()
        #expect(s.nav.currentPanel == .right, "LB wraps back")
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aCommitRumblesOnceLightly() {
        let s = NavStage()
        s.pad(.dpadRight)
        s.settle()
        #expect(s.rumbles == [CommitRumble(low: 0, high: 0.25, duration: 0.04)])
        s.drag(from: Point(x: 100, y: 400), to: Point(x: 130, y: 400), frames: 3, lift: false)
        s.holdAndLift(at: Point(x: 130, y: 400))
        s.settle()
        #expect(s.rumbles.count == 1, "a cancelled move does not rumble")
    }

    @Test func holdingTheLeftStickScrubsAndReleaseDecides() {
        let s = NavStage()
        s.stick(.leftX, 0.3)
        #expect(near(s.nav.position.x, 0.3))
        s.step(3)
        s.stick(.leftX, 0.7)
        #expect(near(s.nav.position.x, 0.7), "the deflection is the position")
        #expect(near(s.nav.chrome?.blurView.alpha ?? .nan, 0.7), "chrome scrubs with the stick")
        s.stick(.leftX, 0.3)
        #expect(near(s.nav.position.x, 0.7), "the snap back does not drag the container")
        s.stick(.leftX, 0)
        s.settle()
        #expect(s.nav.currentPanel == .right)
        // A small slow deflection returns.
        s.stick(.leftX, -0.3)
        s.step(10)
        s.stick(.leftX, -0.35)
        s.step(10)
        s.stick(.leftX, -0.1)
        s.settle()
        #expect(s.nav.currentPanel == .right)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    /// Monkey, home seed 32: a stick let go while a story locked the container was forgotten, and
    /// the next axis event after the unlock (another pad's, centred) scrubbed with the stale
    /// deflection — a scrub nothing would ever release.
    @Test func aStickReleasedWhileLockedLeavesNothingToScrubAfterTheUnlock() {
        let s = NavStage()
        s.stick(.leftY, -0.75)
        s.nav.lock()
        s.settle()
        s.stick(.leftY, 0)
        s.nav.unlock()
        s.send(.gamepadAxis(GamepadAxisEvent(gamepad: GamepadID(0), axis: .leftX, value: 0)))
        s.step()
        #expect(s.nav.isIdle && s.nav.position == .zero)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    /// The gesture fuzzer's finding (Tests/Fixtures/fuzz/gestures-stick-and-touch-release.bin):
    /// a stick scrub released in the same frame a finger lifts must still settle on a panel.
    @Test(arguments: [false, true])
    func aStickAndAFingerLetGoInOneFrameSettleOnAPanel(fingerFirst: Bool) {
        let s = NavStage()
        if fingerFirst {
            s.down(180, 400)
            s.stick(.leftX, 0.6)
        } else {
            s.stick(.leftX, 0.6)
            s.down(180, 400)
        }
        s.move(150, 400)
        s.touch(.ended, 150, 400)
        s.send(.gamepadAxis(GamepadAxisEvent(gamepad: GamepadID(1), axis: .leftX, value: 0)))
        s.step()
        s.settle()
        #expect(s.nav.isIdle)
        #expect(s.nav.position.x == s.nav.position.x.rounded() && s.nav.position.y == s.nav.position.y.rounded())
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aStickFlickMovesOnePanel() {
        let s = NavStage()
        s.stick(.leftY, 0)
        s.stick(.leftY, -0.45)
        s.stick(.leftY, 0)
        s.settle()
        #expect(s.nav.currentPanel == .top)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func focusMovesIntoTheNewPanelAfterItSettles() throws {
        let s = NavStage()
        let left = try #require(s.panels[.left])
        let item = FocusableView(frame: Rect(x: 40, y: 100, width: 200, height: 60))
        item.name = "left-item"
        left.view.addSubview(item)
        let engine = try #require(FocusEngine.engine(for: s.nav.view))
        s.press(.left)
        s.step(2)
        #expect(engine.focusedView == nil, "not before it settles")
        s.settle()
        #expect(engine.focusedView === item)
        s.press(.escape)
        s.settle()
        #expect(engine.focusedView == nil, "focus never stays in a hidden panel")
    }

    @Test func arrowsMoveFocusInsideAPanelBeforeLeavingIt() throws {
        let s = NavStage()
        let left = try #require(s.panels[.left])
        let a = FocusableView(frame: Rect(x: 40, y: 100, width: 100, height: 60))
        let b = FocusableView(frame: Rect(x: 200, y: 100, width: 100, height: 60))
        left.view.addSubview(a)
        left.view.addSubview(b)
        s.press(.left)
        s.settle()
        let engine = try #require(FocusEngine.engine(for: s.nav.view))
        #expect(engine.focusedView === a)
        s.press(.right)
        s.settle()
        #expect(engine.focusedView === b && s.nav.currentPanel == .left, "focus moved inside the panel")
        s.press(.right)
        s.settle()
        #expect(s.nav.currentPanel == .center, "nothing further right: the panel changes")
    }

    @Test func pressesReachTheContainerUpTheResponderChainWithoutTheRouter() {
        let s = NavStage()
        s.app.focusEngine = nil
        s.press(.right)
        s.settle()
        #expect(s.nav.currentPanel == .right)
    }
}

import FlickGeometry
import FlickInput
import FlickNavigation
import FlickTesting
import FlickUI
import Testing

/// Containment, appearance, observers, chrome, buttons, `navigate(to:animated:)`, lock and
/// `shouldShow`.
@MainActor
@Suite struct SwipeNavigationStateTests {
    @Test func everyPanelIsContainedOnceWithUIKitsContract() {
        let log = EventLog()
        let left = PanelController("left", .red, log: log)
        let camera = PanelController("camera", .black, log: log)
        let nav = SwipeNavigationController(background: camera, panels: [.left: left])
        _ = nav.view
        #expect(log.entries == ["camera.willMove(p)", "camera.didMove(p)", "left.willMove(p)", "left.didMove(p)"])
        #expect(nav.invariantViolations().isEmpty)
        log.entries.removeAll()
        nav.setPanel(nil, for: .left)
        #expect(log.entries == ["left.willMove(nil)", "left.didMove(nil)"])
        #expect(left.parent == nil && left.view.superview == nil)
        #expect(nav.invariantViolations().isEmpty)
    }

    @Test func appearanceFollowsEveryPanelChangeAndCancel() {
        let s = NavStage()
        #expect(s.panels[.center]?.appearanceState == .appeared)
        #expect(s.background.appearanceState == .appeared)
        s.nav.navigate(to: .left)
        s.step()
        #expect(s.log.take() == ["center.willDisappear", "left.willAppear"])
        s.settle()
        #expect(s.log.take() == ["center.didDisappear", "left.didAppear"])
        // A cancelled swipe reverses both (UIKit's contract).
        s.drag(from: Point(x: 300, y: 400), to: Point(x: 260, y: 400), frames: 4, lift: false)
        #expect(s.log.take() == ["left.willDisappear", "center.willAppear"])
        s.holdAndLift(at: Point(x: 260, y: 400))
        s.settle()
        #expect(s.log.take() == ["center.willDisappear", "center.didDisappear", "left.willAppear", "left.didAppear"])
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func navigateAnimatedScrubsChromeAndEndsExactlyAtRest() {
        let s = NavStage()
        s.nav.navigate(to: .right)
        var last = 0.0
        var frames = 0
        while !s.nav.isIdle && frames < 200 {
            s.step()
            frames += 1
            let x = s.nav.position.x
            #expect(x >= last && x <= 1, "monotonic, never past the target")
            last = x
            #expect(s.nav.chrome?.values == ChromeLayout.at(s.nav.position, size: s.size))
        }
        #expect(frames > 5, "animated")
        #expect(s.nav.position == Point(x: 1, y: 0))
        #expect(s.nav.chrome?.isAtRest(on: .right, size: s.size) == true)
        #expect(s.nav.chrome?.indicators[.right]?.backgroundColor == ChromeLayout.tint)
        #expect(s.nav.chrome?.blurView.alpha == 1)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func navigateWithoutAnimationRoutesThroughTheCentre() {
        let s = NavStage()
        s.nav.navigate(to: .left, animated: false)
        s.nav.navigate(to: .top, animated: false)
        #expect(s.observer.entries == ["will left", "did left", "will center", "did center", "will top", "did top"])
        s.step()
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aRetargetMidFlightIsContinuous() {
        let s = NavStage()
        s.nav.navigate(to: .right)
        s.step(6)
        let turnAt = s.nav.position.x
        s.nav.navigate(to: .top)
        var previous = s.nav.position
        var maxJump = 0.0
        for _ in 0..<120 {
            s.step()
            maxJump = max(maxJump, s.nav.position.distance(to: previous))
            previous = s.nav.position
            #expect(s.nav.position.x == 0 || s.nav.position.y == 0)
        }
        #expect(turnAt > 0.05)
        #expect(maxJump < 0.15, "no jump: at most one frame's travel")
        #expect(s.nav.currentPanel == .top)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func navBarButtonsRunNonInteractiveTransitions() {
        let s = NavStage()
        let p = s.buttonCenter(.left)
        s.down(p.x, p.y)
        s.up(p.x, p.y)
        #expect(s.nav.destinationPanel == .left)
        s.step(3)
        #expect(s.nav.isTransitioning)
        s.settle()
        #expect(s.nav.currentPanel == .left)
        // The centre button returns to the centre, then (at the centre) captures.
        var captured = 0
        s.nav.onCapture = { captured += 1 }
        let c = s.buttonCenter(.center)
        s.down(c.x, c.y)
        s.up(c.x, c.y)
        s.settle()
        #expect(s.nav.currentPanel == .center && captured == 0)
        let c2 = s.buttonCenter(.center)
        s.down(c2.x, c2.y)
        s.up(c2.x, c2.y)
        #expect(captured == 1)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func theTwoAxisBarAndOverviewButtonFollowTheDrag() throws {
        let s = NavStage()
        s.drag(from: Point(x: 100, y: 400), to: Point(x: 220, y: 400), frames: 12, lift: false)
        let chrome = try #require(s.nav.chrome)
        let x = s.nav.position.x
        #expect(x < 0)
        let spacing = ChromeLayout.spacing(width: 400)
        #expect(near(chrome.buttons[.left]?.affineTransform.tx ?? .nan, spacing * abs(x)))
        #expect(near(chrome.buttons[.center]?.affineTransform.ty ?? .nan, 10 * abs(x)))
        #expect(chrome.barView.backgroundColor == .clear, "article 001 tints the background, not the bar")
        #expect(chrome.tintView.backgroundColor == Color.red.withAlpha(abs(x)))
        #expect(near(chrome.blurView.alpha, abs(x)))
        s.holdAndLift(at: Point(x: 220, y: 400))
        s.settle()
        s.nav.navigate(to: .center, animated: false)
        chrome.geometry = .overview
        s.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 300), frames: 10, lift: false)
        let p = -s.nav.position.y
        let size = 50 + (1 - p) * 30
        #expect(near(chrome.buttons[.center]?.affineTransform.a ?? .nan, size / 80))
        #expect(near(chrome.buttons[.center]?.affineTransform.ty ?? .nan, p * 55 + (80 - size) / 2))
        s.up(200, 300)
        s.settle()
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func lockStopsUserInputButNotCode() {
        let s = NavStage()
        s.nav.lock()
        s.drag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), frames: 10)
        s.settle()
        #expect(s.nav.currentPanel == .center)
        s.press(.right)
        s.settle()
        #expect(s.nav.currentPanel == .center)
        s.nav.navigate(to: .right)
        s.settle()
        #expect(s.nav.currentPanel == .right)
        s.nav.unlock()
        s.press(.escape)
        s.settle()
        #expect(s.nav.currentPanel == .center)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func lockingMidDragSettlesBack() {
        let s = NavStage()
        s.drag(from: Point(x: 300, y: 400), to: Point(x: 150, y: 400), frames: 10, lift: false)
        s.nav.lock()
        s.move(100, 400)
        s.up(100, 400)
        s.settle()
        #expect(s.nav.currentPanel == .center)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func shouldShowRefusesAPanel() {
        let s = NavStage()
        s.nav.shouldShow = { $0 != .right }
        s.drag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), frames: 10)
        s.settle()
        #expect(s.nav.currentPanel == .center)
        s.nav.navigate(to: .right)
        s.settle()
        #expect(s.nav.currentPanel == .center)
        #expect(s.nav.chrome?.buttons[.right]?.isHidden == true)
        #expect(s.observer.entries.isEmpty)
    }

    @Test func replacingTheCurrentPanelMovesToTheCentreFirst() {
        let s = NavStage()
        s.nav.navigate(to: .left, animated: false)
        s.step()
        s.nav.setPanel(nil, for: .left)
        s.step()
        #expect(s.nav.currentPanel == .center)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }
}

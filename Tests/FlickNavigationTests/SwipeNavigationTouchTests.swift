import FlickGeometry
import FlickInput
import FlickNavigation
import FlickUI
import Testing

/// Touch and mouse driving the container through a real application (400×800 points).
@MainActor
@Suite struct SwipeNavigationTouchTests {
    @Test func aSlowSwipeLeftPastAFifthBringsInTheRightPanelOverTheCamera() {
        let s = NavStage()
        #expect(s.problems.isEmpty)
        s.drag(from: Point(x: 300, y: 400), to: Point(x: 150, y: 400), frames: 15, lift: false)
        // Past the slop (crossed at the second 10 pt move) the panel follows the finger 1:1 from
        // where the pan began: no jump by the slop.
        #expect(near(s.frame(.right).origin.x, 400 - 130, 1e-6))
        #expect(s.panels[.right]?.view.isHidden == false)
        #expect(s.background.view.frame.origin == .zero, "cover: the camera stays")
        #expect(s.nav.isTransitioning)
        s.holdAndLift(at: Point(x: 150, y: 400))
        s.settle()
        #expect(s.nav.currentPanel == .right)
        #expect(s.frame(.right) == Rect(x: 0, y: 0, width: 400, height: 800))
        #expect(s.problems.isEmpty, "\(s.problems)")
        #expect(s.observer.entries == ["will right", "did right"])
    }

    @Test func aShortSlowSwipeGoesBack() {
        let s = NavStage()
        s.drag(from: Point(x: 300, y: 400), to: Point(x: 240, y: 400), frames: 10, lift: false)
        s.holdAndLift(at: Point(x: 240, y: 400))
        s.settle()
        #expect(s.nav.currentPanel == .center)
        #expect(s.observer.entries == ["will right", "cancel right"])
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aShortFastFlickCommitsVelocityFirst() {
        let s = NavStage()
        s.drag(from: Point(x: 300, y: 400), to: Point(x: 250, y: 400), frames: 3)
        s.settle()
        #expect(s.nav.currentPanel == .right)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aDiagonalNeverMovesBothAxes() {
        let s = NavStage()
        s.down(200, 400)
        for i in 1...10 {
            s.move(200 - Double(i) * 8, 400 + Double(i) * 6)
            #expect(s.nav.position.y == 0, "the larger component (horizontal) locked")
        }
        #expect(s.nav.position.x > 0)
        s.up(120, 460)
        s.settle()
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func theTopPanelIsRevealedFromUnderneathAtHalfSpeed() {
        let s = NavStage()
        s.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 300), frames: 10, lift: false)
        let y = -s.nav.position.y
        #expect(y > 0)
        #expect(near(s.background.view.frame.origin.y, 800 * y, 1e-6), "the camera moves 1:1")
        #expect(near(s.frame(.top).origin.y, -400 * (1 - y), 1e-6), "the top panel at half speed from −H/2")
        let views = s.app.window.subtree
        let top = views.firstIndex { $0 === s.panels[.top]?.view } ?? 0
        let camera = views.firstIndex { $0 === s.background.view } ?? 0
        #expect(top < camera, "revealed from underneath")
        s.holdAndLift(at: Point(x: 200, y: 300))
        s.settle()
        #expect(s.nav.currentPanel == .top)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func theBottomPanelOverlapsTheCameraBelowTheNavBar() {
        let s = NavStage()
        s.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 400), frames: 10)
        s.settle()
        #expect(s.nav.currentPanel == .bottom)
        let views = s.app.window.subtree
        let bottom = views.firstIndex { $0 === s.panels[.bottom]?.view } ?? 0
        let camera = views.firstIndex { $0 === s.background.view } ?? 0
        let bar = views.firstIndex { $0 === s.nav.chrome?.barView } ?? 0
        #expect(camera < bottom && bottom < bar)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    /// FEEL.md §4 / the two-axis article: past the last panel the log10 band (100 pt → 80 pt).
    @Test func pastTheLastPanelTheArticlesRubberBand() {
        let s = NavStage()
        s.nav.navigate(to: .right, animated: false)
        s.step()
        s.drag(from: Point(x: 300, y: 400), to: Point(x: 180, y: 400), frames: 12, lift: false)
        // The pan began at the slop (20 pt in), so 100 pt of travel went past the end.
        #expect(near((s.nav.position.x - 1) * 400, 80, 1e-6))
        #expect(near(s.frame(.right).origin.x, -80, 1e-6))
        #expect(s.nav.chrome?.isAtRest(on: .right, size: s.size) == true, "chrome never goes past its ends")
        s.up(180, 400)
        s.settle()
        #expect(s.nav.currentPanel == .right)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func anAbsentPanelMeansThatDirectionDoesNothing() {
        let s = NavStage(present: [.center, .left, .right])
        s.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 400), frames: 10, lift: false)
        #expect(s.nav.position == .zero, "no phantom rubber band")
        #expect(!s.nav.isTransitioning)
        s.up(200, 400)
        s.settle()
        #expect(s.observer.entries.isEmpty)
        var c = NavigationConfiguration()
        c.bouncesTowardsAbsentPanels = true
        let b = NavStage(present: [.center], configuration: c)
        b.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 400), frames: 10, lift: false)
        #expect(b.nav.position.y < 0, "configured: it bands")
        b.up(200, 400)
        b.settle()
        #expect(b.nav.position == .zero)
        #expect(b.problems.isEmpty, "\(b.problems)")
    }

    @Test func oneDragGoesFromTheLeftPanelAcrossTheCentreToTheRight() {
        let s = NavStage()
        s.nav.navigate(to: .left, animated: false)
        s.step()
        s.log.entries.removeAll()
        s.observer.entries.removeAll()
        s.drag(from: Point(x: 380, y: 400), to: Point(x: -320, y: 400), frames: 35, lift: false)
        #expect(s.nav.position.x > 0.5)
        #expect(s.observer.entries == ["will center", "did center", "will right"])
        #expect(s.nav.currentPanel == .center)
        s.holdAndLift(at: Point(x: -320, y: 400))
        s.settle()
        #expect(s.nav.currentPanel == .right)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func crossingTheCentreCanBeTurnedOff() {
        var c = NavigationConfiguration()
        c.crossesCenterInOneDrag = false
        let s = NavStage(configuration: c)
        s.nav.navigate(to: .left, animated: false)
        s.step()
        s.drag(from: Point(x: 380, y: 400), to: Point(x: -320, y: 400), frames: 35, lift: false)
        #expect(s.nav.position == .zero, "stops at the centre")
        s.up(-320, 400)
        s.settle()
        #expect(s.nav.currentPanel == .center)
    }

    @Test func swipingBackFromTheTopIsOnByDefaultAndCanBeTurnedOff() {
        let s = NavStage()
        s.nav.navigate(to: .top, animated: false)
        s.step()
        s.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 300), frames: 10)
        s.settle()
        #expect(s.nav.currentPanel == .center)
        var c = NavigationConfiguration()
        c.swipesBackFromVerticalPanels = false
        let t = NavStage(configuration: c)
        t.nav.navigate(to: .top, animated: false)
        t.step()
        t.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 300), frames: 10)
        t.settle()
        #expect(t.nav.currentPanel == .top)
    }

    @Test func aMouseDragWorksLikeAFinger() {
        let s = NavStage()
        s.mouse(.down, 100, 400)
        for i in 1...12 { s.mouse(.moved, 100 + Double(i) * 12, 400) }
        #expect(s.nav.position.x < -0.3)
        s.mouse(.up, 244, 400)
        s.settle()
        #expect(s.nav.currentPanel == .left)
        #expect(s.problems.isEmpty, "\(s.problems)")
    }

    @Test func aFingerCatchesASettleWhereItIs() {
        let s = NavStage()
        s.drag(from: Point(x: 300, y: 400), to: Point(x: 240, y: 400), frames: 3)
        s.step(3)
        #expect(s.nav.isTransitioning)
        let x = s.nav.position.x
        s.down(200, 400)
        #expect(s.nav.position.x == x, "caught where it was")
        s.move(190, 400)
        #expect(near(s.nav.position.x, x + 10.0 / 400), "and dragged 1:1 from touch-down")
        s.holdAndLift(at: Point(x: 190, y: 400))
        s.settle()
        #expect(s.problems.isEmpty, "\(s.problems)")
    }
}

import FlickGeometry
import FlickInput
import FlickLayers
import FlickNavigation
import FlickUI
import Testing

@testable import FlickDemoKit

/// The overview scene (article 004) from scripted input: the profile is pulled down over the
/// camera; a slow release past 0.30 finishes, below cancels; a drag faster than 2000 pt/s
/// finishes before the finger lifts; finish and cancel take 0.25 s; the action button shrinks
/// 60 → 50 and drops 55 pt; the status bar shows only with the over view within 10 pt; the
/// four-direction variant adds over views from the other edges.
@MainActor
@Suite struct OverviewSceneTests {
    let h = SceneHarness(OverviewScene.self)
    var nav: SwipeNavigationController { h.scene.navigation }
    var profileFrame: Rect { h.frame(of: nav.panels[.top]!.view) }

    @Test func atRestOnlyTheMainViewAndTheActionButtonShow() {
        h.step()
        #expect(nav.currentPanel == .center)
        #expect(nav.panels[.top]!.view.isHidden, "the over view waits above the screen")
        #expect(h.scene.statusBar.isHidden, "no status bar over the camera")
        #expect(nav.chrome?.buttons[.left]?.isHidden == true && nav.chrome?.buttons[.right]?.isHidden == true)
        #expect(nav.chrome?.buttons[.center]?.affineTransform == .identity)
        #expect(nav.availablePanels == [.center, .top])
    }

    @Test func halfWayTheOverViewCoversHalfAndTheButtonHasShrunkHalfWay() {
        // 331 pt in 30 steps, slowly (0.5 s); the container follows from the step that crossed
        // the slop: 331 − 331/30 ≈ 320 = half of 640.
        _ = h.press(from: Point(x: 180, y: 100), to: Point(x: 180, y: 431), frames: 30)
        #expect(abs(profileFrame.minY - -320) < 1, "1:1 with the finger: \(profileFrame.minY)")
        let t = nav.chrome?.buttons[.center]?.affineTransform ?? .identity
        // FEEL.md §1, overview: size = 50 + 0.5·(80 − 50) = 65; scale 65/80; ty = 0.5·55 + 7.5.
        #expect(abs(t.a - 65.0 / 80) < 0.01)
        #expect(abs(t.ty - 35) < 0.5)
        #expect(h.scene.statusBar.isHidden)
    }

    @Test func aSlowReleasePast0_30FinishesIn0_25Seconds() {
        h.drag(from: Point(x: 180, y: 100), to: Point(x: 180, y: 330), frames: 30)
        #expect(nav.destinationPanel == .top, "220/640 = 0.34 > 0.30")
        h.step(16)
        #expect(nav.currentPanel == .top && nav.isIdle, "0.25 s")
        #expect(profileFrame == Rect(x: 0, y: 0, width: 360, height: 640))
        #expect(!h.scene.statusBar.isHidden, "the status bar shows over the profile")
        let t = nav.chrome?.buttons[.center]?.affineTransform ?? .identity
        #expect(abs(t.a - 50.0 / 80) < 1e-9 && abs(t.ty - (55 + 15)) < 1e-9, "small and 55 pt lower")
    }

    @Test func aSlowReleaseUnder0_30Cancels() {
        // 160/640 = 0.25, released while still moving (velocity is ignored on release).
        h.drag(from: Point(x: 180, y: 100), to: Point(x: 180, y: 270), frames: 20)
        h.run(0.3)
        #expect(nav.currentPanel == .center)
        #expect(nav.panels[.top]!.view.isHidden)
    }

    @Test func aFlickFasterThan2000PointsPerSecondFinishesMidDrag() {
        // 45 pt per frame = 2700 pt/s.
        _ = h.press(from: Point(x: 180, y: 100), to: Point(x: 180, y: 235), frames: 3)
        #expect(nav.destinationPanel == .top, "finished before the finger lifted")
        h.run(0.3)
        #expect(nav.currentPanel == .top)
    }

    @Test func theStatusBarRuleIsTheArticles() {
        let size = Size(width: 360, height: 640)
        #expect(OverviewScene.overViewTop(Point(x: 0, y: 0), size: size) == -640)
        #expect(OverviewScene.overViewTop(Point(x: 0, y: -1), size: size) == 0)
        // 9 pt short of fully down: visible; 11 pt short: hidden.
        #expect(OverviewScene.overViewTop(Point(x: 0, y: -(631.0 / 640)), size: size) >= OverviewScene.statusBarRange)
        #expect(OverviewScene.overViewTop(Point(x: 0, y: -(629.0 / 640)), size: size) < OverviewScene.statusBarRange)
    }

    @Test func theActionButtonAndBDismissTheOverView() {
        h.key(.up)
        h.run(0.3)
        #expect(nav.currentPanel == .top)
        h.tap(Point(x: 180, y: 640 - 70 - 40 + 70))  // below the bar: only the lowered button
        h.run(0.3)
        #expect(nav.currentPanel == .center, "the shrunk, lowered button dismisses")
        h.key(.up)
        h.run(0.3)
        h.button(.b)
        h.run(0.3)
        #expect(nav.currentPanel == .center)
        h.drag(from: Point(x: 180, y: 500), to: Point(x: 180, y: 300), frames: 20)
        h.run(0.3)
        #expect(nav.currentPanel == .center, "pushing up from the main view: no over view below")
    }

    @Test func theActionButtonIsTheArticles80PointsAndStaysOnScreenAtTheEndOfThePull() throws {
        let button = try #require(nav.chrome?.buttons[.center])
        #expect(h.frame(of: button) == Rect(x: 140, y: 640 - 70 - 80, width: 80, height: 80))
        h.key(.up)
        h.run(0.3)
        #expect(nav.currentPanel == .top)
        let end = h.frame(of: button)
        #expect(abs(end.width - 50) < 1e-9 && end.maxY <= 640 - 10, "whole and clear of the edge: \(end)")
        let profile = OverviewPanelController.Content.profile
        #expect(TextContrast.ratio(button.layer.borderColor, on: profile.color) >= 4.5, "the ring shows on yellow")
        #expect(OverviewScene.actionButtonColor(.zero) == .white, "white over the camera")
    }

    @Test func theHintAndTheProfileSubtitleAreLegible() {
        // The hint's pill over the brightest camera picture (white), and its text over that.
        let pill = TextContrast.composite(OverviewMainController.hintFill, over: .white)
        #expect(TextContrast.ratio(OverviewMainController.hintColor, on: pill) >= 4.5)
        for content in [OverviewPanelController.Content.profile, .chat, .stories, .memories] {
            #expect(TextContrast.ratio(content.subtitleColor, on: content.color) >= 4.5, "\(content)")
        }
    }

    @Test func theFourDirectionVariantAddsOverViewsFromEveryEdge() {
        h.tap(h.frame(of: h.scene.main.chip).center)
        #expect(h.scene.fourDirections)
        #expect(nav.availablePanels == Set(Panel.allCases))
        h.drag(from: Point(x: 40, y: 300), to: Point(x: 300, y: 300), frames: 30)
        h.run(0.3)
        #expect(nav.currentPanel == .left, "chat comes from the left")
        #expect(h.frame(of: h.scene.camera.view).minX == 0, "it covers the camera")
        h.button(.b)
        h.run(0.3)
        h.key(.character("4"))
        #expect(!h.scene.fourDirections && nav.availablePanels == [.center, .top])
        h.button(.y)
        #expect(h.scene.fourDirections, "Y toggles too")
    }
}

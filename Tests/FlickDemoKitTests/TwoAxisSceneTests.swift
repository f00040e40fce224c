import FlickGeometry
import Foundation
import FlickInput
import FlickLayers
import FlickNavigation
import FlickUI
import Testing

@testable import FlickDemoKit

/// The two-axis scene (article 001) from scripted input: panels cover the camera, the map is
/// revealed from underneath at half speed, the leaderboards overlap it; the vertical drag meets
/// log10 resistance from its first point; releases go on past 500 pt/s or H/5 in 0.2 s; the top
/// and bottom panels are left by the buttons and B, not by swiping.
@MainActor
@Suite struct TwoAxisSceneTests {
    let h = SceneHarness(TwoAxisScene.self)
    var nav: SwipeNavigationController { h.scene.navigation }
    var cameraFrame: Rect { h.frame(of: h.scene.camera.view) }

    func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { if case .text(let t) = $0 { t.string } else { nil } }
    }

    @Test func atRestTheCameraShowsWithTheCaptionAndTheNavBar() {
        let list = h.step()
        #expect(nav.currentPanel == .center && nav.isIdle)
        #expect(cameraFrame == Rect(x: 0, y: 0, width: 360, height: 640))
        #expect(texts(list).contains(TwoAxisScene.caption))
        #expect(nav.chrome?.blurView.superview == nil, "no habr blur in the article 001 scene")
        let bar = try? #require(nav.chrome?.barView)
        #expect(bar.map { h.frame(of: $0) } == Rect(x: 0, y: 640 - 30 - 80, width: 360, height: 80))
    }

    @Test func aVerticalDragMeetsLogResistanceAndTheMapFollowsAtHalfSpeed() {
        _ = h.press(from: Point(x: 180, y: 150), to: Point(x: 180, y: 450), frames: 12)
        // The container follows from the move that crossed the slop (the first 25 pt step): 275 pt
        // of finger, so the camera moves band(275) ≈ 207.9 pt, not 275.
        let t = 275.0
        let shown = (1 - log10(t) / 10) * t
        #expect(abs(cameraFrame.minY - shown) < 2, "camera at \(cameraFrame.minY)")
        let map = h.frame(of: nav.panels[.top]!.view)
        #expect(abs(map.minY - (-320 * (1 - t / 640))) < 2, "the map at half the finger's speed: \(map.minY)")
        #expect(nav.panels[.top]!.view.isDescendant(of: nav.view))
    }

    @Test func aSlowReleasePastAFifthOpensTheMapIn0_2Seconds() {
        h.drag(from: Point(x: 180, y: 150), to: Point(x: 180, y: 450), frames: 12, holdFrames: 6)
        #expect(nav.destinationPanel == .top)
        h.step(13)  // 0.2 s + a frame to bind the start
        #expect(nav.currentPanel == .top && nav.isIdle, "the article's 0.2 s settle")
        #expect(texts(h.step()).contains("Snap Map"))
    }

    @Test func aShortSlowDragFallsBack() {
        // 100 pt of finger shows ≈ 72 pt < H/5 = 128.
        h.drag(from: Point(x: 180, y: 150), to: Point(x: 180, y: 250), frames: 12, holdFrames: 6)
        h.run(0.4)
        #expect(nav.currentPanel == .center)
        #expect(cameraFrame.minY == 0)
    }

    @Test func aFlickFasterThanHalfAPixelPerMillisecondGoesOn() {
        // 60 pt in 3 frames (1200 pt/s) upwards: short, but fast: the leaderboards.
        h.drag(from: Point(x: 180, y: 400), to: Point(x: 180, y: 340), frames: 3)
        h.run(0.4)
        #expect(nav.currentPanel == .bottom)
        #expect(texts(h.step()).contains("Leaderboards"))
    }

    @Test func theTopAndBottomPanelsAreLeftByButtonsNotBySwiping() {
        h.drag(from: Point(x: 180, y: 400), to: Point(x: 180, y: 340), frames: 3)
        h.run(0.4)
        #expect(nav.currentPanel == .bottom)
        h.drag(from: Point(x: 180, y: 200), to: Point(x: 180, y: 500), frames: 12, holdFrames: 4)
        h.run(0.4)
        #expect(nav.currentPanel == .bottom, "no swiping back (seed 001)")
        // Article 001's ring stays where it rests at the camera.
        h.tap(Point(x: 180, y: 640 - 30 - 40 - 10))
        h.run(0.3)
        #expect(nav.currentPanel == .center, "the centre button returns")
        h.key(.up)
        h.run(0.3)
        #expect(nav.currentPanel == .top)
        h.button(.b)
        h.run(0.3)
        #expect(nav.currentPanel == .center, "B returns")
    }

    @Test func theSidePanelsCoverTheCameraAndTheButtonsNavigate() {
        h.tap(Point(x: 360 - 32 - 21, y: 640 - 30 - 40))
        h.run(0.3)
        #expect(nav.currentPanel == .right)
        #expect(cameraFrame.minX == 0, "covered, not pushed")
        #expect(texts(h.step()).contains("Discover"))
        #expect(nav.chrome?.values.barColor == ChromeLayout.rightTint, "the bar tints blue")
        h.drag(from: Point(x: 40, y: 300), to: Point(x: 340, y: 300), frames: 12, holdFrames: 4)
        h.run(0.3)
        #expect(nav.currentPanel == .center)
        h.drag(from: Point(x: 40, y: 300), to: Point(x: 340, y: 300), frames: 12, holdFrames: 4)
        h.run(0.3)
        #expect(nav.currentPanel == .left)
        #expect(texts(h.step()).contains("Chat"))
    }

    @Test func theLeaderboardsFollowTheFingerOverTheDampedCameraAndHandOffWithoutAJump() throws {
        let id = h.press(from: Point(x: 180, y: 450), to: Point(x: 180, y: 150), frames: 12)
        let t = 275.0
        let shown = (1 - log10(t) / 10) * t
        #expect(abs(cameraFrame.minY + shown) < 2, "the camera meets the resistance: \(cameraFrame.minY)")
        let board = try #require(nav.panels[.bottom]?.view)
        #expect(abs(h.frame(of: board).minY - (640 - t)) < 2, "1:1 with the finger: \(h.frame(of: board).minY)")
        h.step(4)
        var last = h.frame(of: board).minY
        h.lift(id, at: Point(x: 180, y: 150))
        // The 0.2 s ease-in-out settle starts slowly from where the finger left the board.
        #expect(abs(h.frame(of: board).minY - last) < 15, "no jump at the release")
        for _ in 0..<14 {
            let y = h.frame(of: board).minY
            #expect(y <= last + 1e-9, "settles up, never back: \(last) → \(y)")
            last = y
            h.step()
        }
        #expect(nav.currentPanel == .bottom && h.frame(of: board).minY == 0)
    }

    @Test func sidewaysHalfAPageOrAFlingGoesOnAsAPagingScrollView() {
        // 30 % of the width, slowly: under half a page, back (the vertical H/5 would go on).
        h.drag(from: Point(x: 300, y: 300), to: Point(x: 192, y: 300), frames: 30, holdFrames: 6)
        h.run(0.4)
        #expect(nav.currentPanel == .center)
        h.drag(from: Point(x: 320, y: 300), to: Point(x: 110, y: 300), frames: 30, holdFrames: 6)
        h.run(0.4)
        #expect(nav.currentPanel == .right, "past half a page: on")
        nav.navigate(to: .center, animated: false)
        h.drag(from: Point(x: 60, y: 300), to: Point(x: 120, y: 300), frames: 3)
        h.run(0.4)
        #expect(nav.currentPanel == .left, "a fling (1200 pt/s) goes on")
    }

    @Test func theRingRests20PointsAboveTheSideButtonsAndStaysOnScreenOnEveryPanel() throws {
        let chrome = try #require(nav.chrome)
        let ring = try #require(chrome.buttons[.center]), right = try #require(chrome.buttons[.right])
        let atCamera = h.frame(of: ring)
        #expect(atCamera == Rect(x: 150, y: 640 - 30 - 40 - 10 - 30, width: 60, height: 60))
        #expect(abs(h.frame(of: right).midY - (atCamera.midY + 20)) < 1e-9)
        for panel in [Panel.top, .bottom] {
            nav.navigate(to: panel, animated: false)
            h.step()
            #expect(h.frame(of: ring) == atCamera, "article 001's buttons do not move vertically (\(panel))")
            nav.navigate(to: .center, animated: false)
        }
        nav.navigate(to: .right, animated: false)
        h.step()
        let r = h.frame(of: ring), d = h.frame(of: right)
        #expect(abs(d.midX - (180 + 62)) < 1e-9, "the side button ends W/2 − 115 in: 62 pt from the middle")
        let gap = Point(x: d.midX - r.midX, y: d.midY - r.midY).length - 30 - 21
        #expect(gap > 8, "the side button keeps clear of the ring: \(gap) pt")
    }

    @Test func midSwipeTheBackgroundTintsAndTheBarStaysClear() throws {
        _ = h.press(from: Point(x: 60, y: 300), to: Point(x: 240, y: 300), frames: 12)
        let chrome = try #require(nav.chrome)
        let x = abs(nav.position.x)
        #expect(x > 0.2 && x < 0.8)
        #expect(chrome.barView.backgroundColor == .clear, "no slab over the panel")
        #expect(chrome.tintView.backgroundColor == ChromeLayout.leftTint.withAlpha(x))
        #expect(h.frame(of: chrome.tintView) == Rect(x: 0, y: 0, width: 360, height: 640))
    }

    @Test func theCentreButtonTakesAPictureAtTheCamera() {
        h.tap(Point(x: 180, y: 640 - 30 - 40), settleFrames: 0)
        #expect(h.scene.center.captures == 1)
        #expect(h.scene.center.flashView.alpha == 0, "the model value is already faded")
        #expect(h.scene.center.flashView.layer.presentation().opacity > 0.3, "the flash shows")
        h.run(0.5)
        #expect(h.scene.center.flashView.layer.presentation().opacity == 0)
        #expect(nav.currentPanel == .center)
    }
}

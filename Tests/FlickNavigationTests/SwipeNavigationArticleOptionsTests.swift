import FlickAnimation
import Foundation
import FlickGeometry
import FlickInput
import FlickTesting
import FlickUI
import Testing

@testable import FlickNavigation

/// The options the two-axis and overview articles need beyond the container's defaults: timed
/// settles (0.2 s / 0.25 s UIView animations), the overview's mid-drag velocity limit, the
/// two-axis article's resistance over the whole vertical drag, and a removed gamepad cancelling
/// a stick scrub.
@MainActor
@Suite struct SwipeNavigationArticleOptionsTests {
    /// FEEL.md §1, overview: 0.25 s ease-in-out; the spring is not used.
    @Test func aTimedSettleTakesItsDurationOnItsCurve() {
        var c = NavigationConfiguration()
        c.settleDuration = 0.25
        c.settleCurve = .easeInOut
        let s = NavStage(configuration: c)
        s.nav.navigate(to: .top)
        s.step(1)  // binds the start to this frame
        s.step(7)  // sampled at each frame's target time: 8/60 s after the start
        let expected = TimingCurve.easeInOut.value(at: (8.0 / 60) / 0.25)
        #expect(abs(-s.nav.position.y - expected) < 0.02, "position follows the curve: \(s.nav.position.y)")
        s.step(8)  // 15 frames = 0.25 s
        #expect(s.nav.currentPanel == .top && s.nav.isIdle, "done after 0.25 s")
    }

    @Test func withoutADurationTheSpringStillSettles() {
        let s = NavStage()
        s.nav.navigate(to: .left)
        let frames = s.settle()
        #expect(s.nav.currentPanel == .left)
        #expect(frames > 15, "the default ζ 1 / 0.4 s spring takes longer than a 0.25 s curve: \(frames)")
    }

    /// FEEL.md §1, overview: faster than 2000 pt/s during the drag finishes at once.
    @Test func aDragFasterThanTheFinishVelocityFinishesBeforeTheFingerLifts() {
        var c = NavigationConfiguration()
        c.finishVelocity = 2000
        c.releaseVelocityThreshold = .infinity
        c.releasePositionThreshold = 0.3
        let s = NavStage(configuration: c)
        // 60 pt per frame = 3600 pt/s downwards: towards the top panel.
        s.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 340), frames: 4, lift: false)
        #expect(s.nav.destinationPanel == .top, "finishing already, finger still down")
        s.move(200, 300)
        s.move(200, 150)
        #expect(s.nav.destinationPanel == .top, "the finger no longer steers it")
        s.up(200, 150)
        s.settle()
        #expect(s.nav.currentPanel == .top)
    }

    @Test func aFastDragAwayFromTheNextPanelDoesNotFinish() {
        var c = NavigationConfiguration()
        c.finishVelocity = 2000
        let s = NavStage(present: [.center, .top], configuration: c)
        // Upwards fast from the centre: there is no bottom panel, so nothing to finish on.
        s.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 260), frames: 4, lift: false)
        #expect(s.nav.destinationPanel == .center)
        s.up(200, 260)
        s.settle()
        #expect(s.nav.currentPanel == .center)
    }

    @Test func aSlowDragIsDecidedOnReleaseByPositionAlone() {
        var c = NavigationConfiguration()
        c.finishVelocity = 2000
        c.releaseVelocityThreshold = .infinity
        c.releasePositionThreshold = 0.3
        let s = NavStage(configuration: c)
        // 200 pt of 800 = 0.25 < 0.30, released while moving at 600 pt/s: cancels.
        s.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 300), frames: 20)
        s.settle()
        #expect(s.nav.currentPanel == .center, "velocity is ignored on release")
        // 280 pt = 0.35 > 0.30: finishes.
        s.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 380), frames: 28)
        s.settle()
        #expect(s.nav.currentPanel == .top)
    }

    /// FEEL.md §1, two-axis: `(1 − log10(max(1, |t|))/10)·t` over the whole vertical drag.
    @Test func resistanceBandsTheWholeDragFromItsOrigin() throws {
        var c = NavigationConfiguration()
        c.resistance = [.vertical]
        let range = DragRange.forDrag(from: .center, on: .vertical, available: Set(Panel.allCases), configuration: c)
        let r = try #require(range)
        #expect(r.resists)
        // 100 pt of finger on an 800 pt container: shown 80 pt (log10(100) = 2 → 0.8).
        #expect(abs(r.shown(forRaw: 100.0 / 800, dimension: 800) * 800 - 80) < 1e-9)
        #expect(abs(r.shown(forRaw: -100.0 / 800, dimension: 800) * 800 + 80) < 1e-9)
        let back = r.raw(forShown: 80.0 / 800, dimension: 800)
        #expect(abs(back * 800 - 100) < 1e-6, "the inverse finds the finger again (catching mid-drag)")
        let horizontal = DragRange.forDrag(
            from: .center, on: .horizontal, available: Set(Panel.allCases), configuration: c)
        #expect(horizontal?.resists == false, "only the listed axes resist")
    }

    @Test func aResistedDragLagsBehindTheFinger() {
        var c = NavigationConfiguration()
        c.resistance = [.vertical]
        let s = NavStage(configuration: c)
        s.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 300), frames: 10, lift: false)
        let shown = s.nav.position.y * 800
        // The container follows from the move that crossed the slop (the first 30 pt step):
        // 270 pt of finger, shown = band(270) ≈ 204.4.
        let t = 270.0
        #expect(abs(shown - (1 - log10(t) / 10) * t) < 1.5, "shown \(shown)")
        s.holdAndLift(at: Point(x: 200, y: 300))
        s.settle()
        #expect(s.nav.currentPanel == .bottom, "past H/5 of shown travel")
    }

    /// A pad unplugged while its stick scrubs the container: the scrub is cancelled and the
    /// container settles back, and the stick can scrub again afterwards.
    @Test func aRemovedGamepadCancelsTheStickScrub() {
        let s = NavStage()
        let pad = GamepadID(1)
        s.send(.gamepadDevice(.init(gamepad: pad, isConnected: true, name: "pad")))
        s.stick(.leftX, 0.7)
        s.step(3)
        #expect(s.nav.position.x > 0.3, "the stick scrubs: \(s.nav.position.x)")
        s.send(.gamepadDevice(.init(gamepad: pad, isConnected: false, name: "pad")))
        s.settle()
        #expect(s.nav.currentPanel == .center && s.nav.isIdle, "settled back: no stuck scrub")
        #expect(s.nav.invariantViolations().isEmpty)
    }
}

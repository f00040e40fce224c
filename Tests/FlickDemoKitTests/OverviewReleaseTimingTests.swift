import FlickGeometry
import FlickNavigation
import FlickTesting
import Testing

@testable import FlickDemoKit

/// The over view's release (article 004: 0.25 s ease-in-out, decided past 0.30 of the height) on
/// the frames' time base: the article's curve, its start bent to the finger's speed, takes over
/// at the speed the over view was shown moving. Measured on the profile's fill as drawn (y).
@MainActor
@Suite struct OverviewReleaseTimingTests {
    static func stage(rate: Double = 60) -> (ReleaseReplay, OverviewScene) {
        let (replay, scene) = sceneReplay(OverviewScene.self, rate: rate)
        let profile = OverviewPanelController.Content.profile.color
        replay.probe = { $0.origin(ofFill: profile)?.y }
        return (replay, scene)
    }

    /// A finger pulling the over view down at 1500 pt/s for 0.25 s lifts with 265 pt left: there
    /// the article's 0.25 s curve, leaving at the finger's speed, keeps within 10 % of it for three
    /// frames (it eases into its rest later, as the article's curve does).
    @Test(
        "the release frame and the two after it move at the drag's shown speed",
        arguments: releaseInputs)
    func releaseSpeed(input: ReleaseInput) {
        let (replay, scene) = Self.stage()
        let lift = releaseFling(
            replay, from: Point(x: 180, y: 100), velocity: Point(x: 0, y: 1500), duration: 0.25, input: input
        ) { scene.navigation.isIdle }
        #expect(scene.navigation.currentPanel == .top)
        expectReleaseKeepsSpeed(replay, lift: lift, speed: 1500)
    }

    /// A 2000 pt/s pull of 240 pt (120 Hz input), past 0.30 of the height: the over view finishes.
    static func flick(slow: Double?, rate: Double) -> (decision: Panel, handed: Double) {
        let (replay, scene) = stage(rate: rate)
        let t0 = replay.clock.now + 0.1003
        replay.fling(
            from: Point(x: 180, y: 100), at: t0, velocity: Point(x: 0, y: 2000), duration: 0.11, interval: 1.0 / 120)
        runStalled(replay, fingerDown: t0, slow: slow, frames: Int(rate)) {}
        return (scene.navigation.currentPanel, abs(scene.navigation.settleStartSpeed) * 640)
    }

    @Test("a pull read after a 45 ms or 100 ms frame, or at 30 Hz, hands over its speed and decision",
          arguments: ["45 ms", "100 ms", "30 Hz"])
    func stalledFlick(stall: String) {
        expectStallKeepsFlick(stall, expected: Panel.top, flick: Self.flick)
    }
}

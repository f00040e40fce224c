import FlickGeometry
import FlickNavigation
import FlickTesting
import Testing

@testable import FlickDemoKit

/// The two-axis scene's sideways release (article 001: the article's 0.2 s ease-in-out settle,
/// paging past half a page or beyond 500 pt/s, FEEL.md §1) on the frames' time base: the
/// article's curve, its start bent to the finger's speed, takes over at the speed the panel was
/// shown moving. Measured on Discover's fill as drawn (x; it covers the camera from the right).
@MainActor
@Suite struct TwoAxisReleaseTimingTests {
    static func stage(rate: Double = 60) -> (ReleaseReplay, TwoAxisScene) {
        let (replay, scene) = sceneReplay(TwoAxisScene.self, rate: rate)
        let discover = TwoAxisPanelController.Content.discover.color
        replay.probe = { $0.origin(ofFill: discover)?.x }
        return (replay, scene)
    }

    /// A finger pulling Discover in at 1500 pt/s for 0.1 s lifts with about 200 pt left: there
    /// the article's 0.2 s curve, leaving at the finger's speed, keeps within 10 % of it for three
    /// frames (it eases into its rest later, as the article's curve does).
    @Test(
        "the release frame and the two after it move at the drag's shown speed",
        arguments: releaseInputs)
    func releaseSpeed(input: ReleaseInput) {
        let (replay, scene) = Self.stage()
        let lift = releaseFling(
            replay, from: Point(x: 300, y: 320), velocity: Point(x: -1500, y: 0), duration: 0.1, input: input
        ) { scene.navigation.isIdle }
        #expect(scene.navigation.currentPanel == .right)
        expectReleaseKeepsSpeed(replay, lift: lift, speed: -1500)
    }

    /// A 40 pt flick at 2000 pt/s (120 Hz input), short of half a page: Discover by its speed.
    static func flick(slow: Double?, rate: Double) -> (decision: Panel, handed: Double) {
        let (replay, scene) = stage(rate: rate)
        let t0 = replay.clock.now + 0.1003
        replay.fling(
            from: Point(x: 300, y: 320), at: t0, velocity: Point(x: -2000, y: 0), duration: 0.02, interval: 1.0 / 120)
        runStalled(replay, fingerDown: t0, slow: slow, frames: Int(rate)) {}
        return (scene.navigation.currentPanel, abs(scene.navigation.settleStartSpeed) * 360)
    }

    @Test("a flick read after a 45 ms or 100 ms frame, or at 30 Hz, hands over its speed and decision",
          arguments: ["45 ms", "100 ms", "30 Hz"])
    func stalledFlick(stall: String) {
        expectStallKeepsFlick(stall, expected: Panel.right, flick: Self.flick)
    }
}

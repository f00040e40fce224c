import FlickGeometry
import FlickTesting
import Testing

@testable import FlickDemoKit
@testable import FlickTransitions

/// Habr's edge swipe through `HabrScene` itself (the layer-time percent driver, 0.33 s ease-out,
/// decided past 0.5 or beyond 200 pt/s, FEEL.md §1) on the frames' time base: the release spring
/// takes over at the card's shown speed. Measured on the card's gradient as drawn (x).
@MainActor
@Suite struct HabrReleaseTimingTests {
    static func stage(rate: Double = 60) -> (ReleaseReplay, HabrScene) {
        let (replay, scene) = sceneReplay(HabrScene.self, rate: rate)
        let card = scene.container.card.content.layer.contents
        replay.probe = { list in card.flatMap { list.origin(ofImage: $0)?.x } }
        return (replay, scene)
    }

    /// A finger swiping in from the right edge at 1000 pt/s for 0.2 s lifts 150 pt short of the
    /// end: there the release spring (ζ 1, 0.4 s, at the finger's speed) stays within 10 % of it
    /// for three frames.
    @Test(
        "the release frame and the two after it move at the drag's shown speed",
        arguments: releaseInputs)
    func releaseSpeed(input: ReleaseInput) {
        let (replay, scene) = Self.stage()
        let lift = releaseFling(
            replay, from: Point(x: 357, y: 320), velocity: Point(x: -1000, y: 0), duration: 0.2, input: input
        ) { !scene.container.isTransitioning }
        #expect(scene.container.selectedIndex == 1)
        expectReleaseKeepsSpeed(replay, lift: lift, speed: -1000)
    }

    /// A 50 pt flick at 2000 pt/s (120 Hz input) from the edge completes by its speed alone.
    static func flick(slow: Double?, rate: Double) -> (decision: Int, handed: Double) {
        let (replay, scene) = stage(rate: rate)
        let t0 = replay.clock.now + 0.1003
        replay.fling(
            from: Point(x: 357, y: 320), at: t0, velocity: Point(x: -2000, y: 0), duration: 0.02, interval: 1.0 / 120)
        var handed: Double?
        runStalled(replay, fingerDown: t0, slow: slow, frames: Int(rate)) {
            if handed == nil, let m = scene.container.activeTransition?.driver.releaseMotion {
                handed = m.initialVelocity * 360
            }
        }
        return (scene.container.selectedIndex, handed ?? 0)
    }

    @Test("a flick read after a 45 ms or 100 ms frame, or at 30 Hz, hands over its speed and decision",
          arguments: ["45 ms", "100 ms", "30 Hz"])
    func stalledFlick(stall: String) {
        expectStallKeepsFlick(stall, expected: 1, flick: Self.flick)
    }
}

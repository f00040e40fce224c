import FlickGeometry
import FlickNavigation
import Testing

@testable import FlickDemoKit

/// The home scene and the idle loop (issue 8, "no frame composed while idle"): at rest on a
/// panel that covers the camera nothing is composed; on the camera the procedural viewfinder
/// animates by design (a live feed would too), so every frame is composed.
@MainActor
@Suite struct HomeSceneIdleTests {
    let h = SceneHarness(HomeScene.self)

    /// Steps `n` frames without asking for any; returns how many composed a display list.
    func composedFrames(_ n: Int) -> Int {
        var composed = 0
        for _ in 0..<n where h.app.step() != nil { composed += 1 }
        return composed
    }

    @Test func atRestOnACoveringPanelNothingIsComposed() {
        for panel in [Panel.left, .right, .top, .bottom] {
            h.scene.navigation.navigate(to: panel, animated: false)
            _ = composedFrames(30)
            #expect(composedFrames(120) == 0, "at rest on \(panel): the loop may sleep")
        }
    }

    @Test func onTheCameraTheViewfinderComposesEveryFrame() {
        h.scene.navigation.navigate(to: .center, animated: false)
        _ = composedFrames(5)
        #expect(h.scene.cameraIsLive)
        #expect(composedFrames(60) == 60, "the viewfinder moves every frame")
    }
}

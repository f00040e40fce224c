import FlickAnimation
import FlickDemoKit
import FlickGeometry
import FlickInput
import FlickNavigation
import FlickTesting
import FlickUI
import Testing

/// The panels scene made from the command line's options rumbles the gamepads once a panel
/// commits, with the container's light commit rumble, and not while merely passing through.
@MainActor
@Suite struct PanelsSceneRumbleTests {
    @Test func committingAPanelRumblesOnce() {
        let clock = ManualFrameClock(start: 0, rate: 60)
        let app = Application(
            clock: clock, events: ScriptedEventSource(), renderer: RecordingRenderer(),
            viewport: Size(width: 360, height: 640), ticker: AnimationTicker())
        var rumbles: [(Double, Double, Double)] = []
        var options = SceneOptions()
        options.rumble = { rumbles.append(($0, $1, $2)) }
        let scene = PanelsScene.make(application: app, options: options)
        app.driver = scene
        app.step()
        scene.navigation.navigate(to: .left, animated: true)
        for _ in 0..<120 { app.step() }
        #expect(scene.navigation.currentPanel == .left)
        #expect(rumbles.count == 1)
        if let r = rumbles.first {
            #expect(r.0 > 0 || r.1 > 0)
            #expect(r.2 > 0 && r.2 <= 0.2)
        }
    }
}

import FlickGeometry
import FlickInput
import FlickTesting
import FlickUI
import Testing

/// An application dropped in the middle of a gesture frees its window, controllers, recognizers
/// and touches (touches list their recognizers weakly; recognizers own their touches).
@MainActor
@Suite struct ApplicationTeardownTests {
    @Test func droppingTheAppWithAFingerDownFreesEverything() {
        weak var weakApp: Application?
        weak var weakController: DragController?
        weak var weakPan: PanGestureRecognizer?
        weak var weakTouch: Touch?
        do {
            let clock = ManualFrameClock(start: 0, rate: 60)
            let events = ScriptedEventSource()
            let app = Application(
                clock: clock, events: events, renderer: RecordingRenderer(), viewport: Size(width: 200, height: 200))
            let controller = DragController()
            app.rootViewController = controller
            app.step()
            events.enqueue(
                InputEvent(timestamp: 0.02, kind: .touch(.init(id: 1, phase: .began, location: Point(x: 20, y: 20)))))
            app.step()
            events.enqueue(
                InputEvent(timestamp: 0.04, kind: .touch(.init(id: 1, phase: .moved, location: Point(x: 60, y: 20)))))
            app.step()
            #expect(controller.pan.state.isLive)
            let touch = app.gestureDispatcher.touches[1]
            #expect(touch?.gestureRecognizers.contains { $0 === controller.pan } == true)
            weakApp = app
            weakController = controller
            weakPan = controller.pan
            weakTouch = touch
        }
        #expect(weakApp == nil)
        #expect(weakController == nil)
        #expect(weakPan == nil)
        #expect(weakTouch == nil)
    }
}

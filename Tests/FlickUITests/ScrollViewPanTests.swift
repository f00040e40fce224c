import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickTesting
import FlickUI
import Testing

/// End to end through the application: touches → gesture dispatcher → the scroll view's pan.
@MainActor
@Suite struct ScrollViewPanTests {
    let clock = ManualFrameClock(start: 10, rate: 60)
    let events = ScriptedEventSource()
    let ticker = AnimationTicker()

    func touch(_ phase: InputEvent.Phase, _ y: Double) -> InputEvent {
        InputEvent(
            timestamp: clock.now + 0.001, kind: .touch(.init(id: 7, phase: phase, location: Point(x: 200, y: y))))
    }

    func markerY(_ list: DisplayList?) -> Double? {
        guard let list else { return nil }
        for case .fill(let f) in list.items where f.color == .red { return f.transform.project(f.rect.origin)?.y }
        return nil
    }

    @Test func aTouchDequeuedInFrameNHasMovedTheContentInFrameN() {
        let app = Application(
            clock: clock, events: events, renderer: RecordingRenderer(), viewport: Size(width: 400, height: 800),
            ticker: ticker)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800), ticker: ticker)
        scroll.contentSize = Size(width: 400, height: 4000)
        let marker = View(frame: Rect(x: 0, y: 1000, width: 10, height: 10))
        marker.backgroundColor = .red
        scroll.addSubview(marker)
        app.window.addSubview(scroll)
        scroll.contentOffset = Point(x: 0, y: 500)
        app.step()
        events.enqueue(touch(.began, 600))
        app.step()
        events.enqueue(touch(.moved, 585))  // past the 10 pt slop: the pan begins, no jump
        #expect(markerY(app.step()?.displayList) == 500)
        events.enqueue(touch(.moved, 505))  // 80 pt further up
        let report = app.step()
        #expect(scroll.isDragging)  // a scroll view begins dragging once the drag moves it
        #expect(scroll.contentOffset.y == 580)
        #expect(markerY(report?.displayList) == 420)
        events.enqueue(touch(.moved, 425))
        app.step()
        events.enqueue(touch(.ended, 425))
        app.step()
        #expect(!scroll.isDragging)
        #expect(scroll.isDecelerating)  // flung upwards: content keeps going
        let released = scroll.contentOffset.y
        for _ in 0..<600 where app.step() != nil {}
        #expect(scroll.contentOffset.y > released)
        #expect(!scroll.isDecelerating)
    }

    @Test func keysReachTheFocusEngineThroughTheApplication() {
        let app = Application(
            clock: clock, events: events, renderer: RecordingRenderer(), viewport: Size(width: 400, height: 800),
            ticker: ticker)
        let engine = FocusEngine(window: app.window, ticker: ticker)
        app.focusEngine = engine
        let a = FocusableView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = FocusableView(frame: Rect(x: 200, y: 0, width: 100, height: 100))
        app.window.addSubview(a)
        app.window.addSubview(b)
        events.enqueue(InputEvent(timestamp: 10, kind: .key(.init(code: .right, isDown: true))))
        app.step()
        #expect(engine.focusedView === a)
        events.enqueue(InputEvent(timestamp: 10.02, kind: .key(.init(code: .right, isDown: true))))
        app.step()
        #expect(engine.focusedView === b)
        #expect(engine.isRingVisible)
    }
}

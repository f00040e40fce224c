import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickTesting
import FlickUI
import Testing

/// A pan that only begins for a leftward horizontal swipe: a row's swipe-to-reveal actions.
@MainActor
final class RevealPan: PanGestureRecognizer {
    override func acceptsSlopCrossing(translation: Point, axis: Axis) -> Bool {
        axis == .horizontal && translation.x < 0
    }
}

/// FEEL.md §5: swipe-to-reveal cells beat the pager. A leftward swipe on a row reveals its actions
/// and the pager stays put; a rightward swipe fails the row's pan and the pager pages. The row's
/// pan wins because the dispatcher offers touches to the deepest recognizer first; the pager also
/// requires the row's failure (as an app would write it), which must not stop it paging once the
/// row's pan has failed.
@MainActor
@Suite struct SwipeToRevealTests {
    let clock = ManualFrameClock(start: 10, rate: 60)
    let events = ScriptedEventSource()
    let ticker = AnimationTicker()

    func touch(_ phase: InputEvent.Phase, _ x: Double) -> InputEvent {
        InputEvent(
            timestamp: clock.now + 0.001, kind: .touch(.init(id: 3, phase: phase, location: Point(x: x, y: 100))))
    }

    func makeScene() -> (Application, ScrollView, View, RevealPan) {
        let app = Application(
            clock: clock, events: events, renderer: RecordingRenderer(), viewport: Size(width: 400, height: 800),
            ticker: ticker)
        let pager = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800), ticker: ticker)
        pager.contentSize = Size(width: 1200, height: 800)
        pager.isPagingEnabled = true
        pager.contentOffset = Point(x: 400, y: 0)
        let row = View(frame: Rect(x: 400, y: 60, width: 400, height: 80))
        row.backgroundColor = .white
        let reveal = RevealPan()
        var revealed = 0.0
        _ = reveal.addAction { g in
            guard let pan = g as? PanGestureRecognizer else { return }
            revealed = max(0, -pan.translation(in: nil).x)
            row.transform = Transform3D(translationX: -revealed, y: 0)
        }
        row.addGestureRecognizer(reveal)
        pager.panGestureRecognizer.require(toFail: reveal)
        pager.addSubview(row)
        app.window.addSubview(pager)
        app.step()
        return (app, pager, row, reveal)
    }

    func drag(_ app: Application, from x0: Double, by dx: Double) {
        events.enqueue(touch(.began, x0))
        app.step()
        for i in 1...8 {
            events.enqueue(touch(.moved, x0 + dx * Double(i) / 8))
            app.step()
        }
    }

    @Test func leftSwipeOnARowRevealsItsActionsAndThePagerStays() {
        let (app, pager, row, reveal) = makeScene()
        drag(app, from: 300, by: -120)
        #expect(reveal.state == .changed)
        #expect(pager.contentOffset == Point(x: 400, y: 0))
        #expect(row.transform.m41 < -100)
        events.enqueue(touch(.ended, 180))
        app.step()
        #expect(pager.contentOffset == Point(x: 400, y: 0))
    }

    @Test func rightSwipeOnARowFailsItAndThePagerPages() {
        let (app, pager, row, reveal) = makeScene()
        drag(app, from: 100, by: 160)
        #expect(reveal.state == .failed || reveal.state == .possible)
        #expect(row.transform.isIdentity)
        #expect(pager.contentOffset.x < 400)  // the pager follows the finger back towards page 0
        events.enqueue(touch(.ended, 260))
        for _ in 0..<300 where app.step() != nil {}
        #expect(pager.contentOffset.x == 0)
    }
}

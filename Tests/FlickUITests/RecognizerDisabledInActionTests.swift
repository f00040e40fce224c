import FlickGeometry
import FlickUI
import Testing

/// A recognizer disabled by an action in the middle of delivering an event (its own, or another
/// recognizer's on the same touch) must not see the rest of that event, and must work again
/// once it is enabled.
@MainActor
@Suite struct RecognizerDisabledInActionTests {
    let h = TouchHarness()
    let tap = TapGestureRecognizer()

    @Test func aTapThatDisablesItselfWorksAgainOnceReEnabled() {
        var count = 0
        tap.addAction { g in
            count += 1
            g.isEnabled = false
        }
        h.window.addGestureRecognizer(tap)
        h.down(1, 50, 50, at: 0)
        h.up(1, 50, 50, at: 0.05)
        #expect(count == 1)
        #expect(tap.state == .possible)
        h.dispatcher.advance(to: 0.1)
        tap.isEnabled = true
        h.down(2, 50, 50, at: 0.5)
        h.up(2, 50, 50, at: 0.55)
        h.dispatcher.advance(to: 0.6)
        #expect(count == 2)
        #expect(tap.state == .possible)
        #expect(!h.dispatcher.isBusy)
    }

    @Test func aTapToggledOffAndOnInItsOwnActionKeepsWorking() {
        var count = 0
        tap.addAction { g in
            count += 1
            g.isEnabled = false
            g.isEnabled = true
        }
        h.window.addGestureRecognizer(tap)
        for i in 0..<3 {
            let t = Double(i)
            h.down(Int64(i + 1), 50, 50, at: t)
            h.up(Int64(i + 1), 50, 50, at: t + 0.05)
            h.dispatcher.advance(to: t + 0.5)
        }
        #expect(count == 3)
        #expect(tap.state == .possible && !h.dispatcher.isBusy)
    }

    @Test func aPanDisabledByATapOnTheSameTouchWorksForTheNextTouch() {
        let pan = PanGestureRecognizer()
        var pans = 0
        pan.addAction { g in if g.state == .ended { pans += 1 } }
        tap.addAction { _ in pan.isEnabled = false }
        h.window.addGestureRecognizer(tap)
        h.window.addGestureRecognizer(pan)
        h.down(1, 50, 50, at: 0)
        h.up(1, 50, 50, at: 0.05)
        h.dispatcher.advance(to: 0.1)
        #expect(pan.state == .possible, "after the tap: \(pan.state)")
        pan.isEnabled = true
        h.down(2, 50, 50, at: 1)
        h.move(2, 90, 50, at: 1.05)
        h.move(2, 150, 50, at: 1.1)
        h.up(2, 150, 50, at: 1.15)
        h.dispatcher.advance(to: 1.2)
        #expect(pans == 1)
        #expect(pan.state == .possible && tap.state == .possible)
    }
}

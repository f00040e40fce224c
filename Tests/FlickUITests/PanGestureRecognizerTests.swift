import FlickGeometry
import FlickUI
import Testing

@MainActor
@Suite struct PanGestureRecognizerTests {
    let h = TouchHarness()
    let pan = PanGestureRecognizer()
    let log = StateLog()

    init() {
        h.window.addGestureRecognizer(pan)
        log.attach(pan)
    }

    @Test func beginsOnceTheTouchSlopIsCrossed() {
        h.down(1, 100, 100, at: 0)
        h.move(1, 105, 100, at: 0.016)
        h.move(1, 110, 100, at: 0.032)  // 10 pt: not crossed yet
        #expect(pan.state == .possible && log.states.isEmpty)
        h.move(1, 110.5, 100, at: 0.048)  // 10.5 > 10
        #expect(pan.state == .began && pan.lockedAxis == .horizontal)
        // UIKit's convention: the translation counts from the touch-down point.
        #expect(pan.translation(in: nil) == Point(x: 10.5, y: 0))
        h.move(1, 150, 80, at: 0.064)
        #expect(pan.state == .changed && pan.translation(in: nil) == Point(x: 50, y: -20))
        h.up(1, 150, 80, at: 0.07)
        #expect(log.states == [.began, .changed, .ended])
        #expect(pan.state == .possible)  // reset once its touches ended
    }

    @Test func theMouseUsesItsFourPointSlop() {
        h.mouse(.down, 100, 100, at: 0)
        h.mouse(.moved, 104, 100, at: 0.01)  // 4 pt: not crossed
        #expect(pan.state == .possible)
        h.mouse(.moved, 100, 104.5, at: 0.02)  // 4.5 > 4, vertical wins
        #expect(pan.state == .began && pan.lockedAxis == .vertical)
        h.mouse(.up, 100, 110, at: 0.03)
        #expect(log.states == [.began, .ended])
    }

    @Test func aLiftWithinTheSlopFails() {
        h.down(1, 100, 100, at: 0)
        h.move(1, 103, 104, at: 0.01)
        h.up(1, 103, 104, at: 0.02)
        #expect(log.states.isEmpty && pan.state == .possible)
    }

    @Test func directionRestrictionFailsTheOtherAxis() {
        pan.direction = .horizontal
        h.down(1, 100, 100, at: 0)
        h.move(1, 103, 111, at: 0.01)  // 11.4 > 10, |dy| wins → not horizontal
        #expect(pan.state == .failed)
        h.move(1, 150, 111, at: 0.02)
        #expect(pan.state == .failed && log.states.isEmpty)
    }

    @Test func velocityIsTheLeastSquaresFitAndSetTranslationResetsIt() {
        // x = 100 + 1000 t, sampled every 8 ms: a quadratic fit of a line is exact.
        h.down(1, 100, 100, at: 0)
        for i in 1...10 {
            let t = Double(i) * 0.008
            h.move(1, 100 + 1000 * t, 100, at: t)
        }
        #expect(abs(pan.velocity(in: nil).x - 1000) < 1e-6)
        #expect(abs(pan.velocity(in: nil).y) < 1e-6)
        pan.setTranslation(.zero, in: nil)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
        h.move(1, 190, 100, at: 0.088)
        #expect(pan.translation(in: nil) == Point(x: 10, y: 0))
    }

    @Test func translationAndVelocityInAScaledView() {
        let scaled = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        h.window.addSubview(scaled)
        scaled.transform = Transform3D(scaleX: 2, y: 2)
        h.down(1, 100, 100, at: 0)
        h.move(1, 140, 100, at: 0.01)
        // 40 pt on screen is 20 pt in a view drawn twice as large.
        #expect(approx(pan.translation(in: scaled), Point(x: 20, y: 0)))
        pan.setTranslation(Point(x: 5, y: 0), in: scaled)
        #expect(approx(pan.translation(in: nil), Point(x: 10, y: 0)))
    }

    @Test func aSecondFingerJoiningAndLeavingNeverJumps() {
        h.down(1, 100, 100, at: 0)
        h.move(1, 130, 100, at: 0.016)
        #expect(pan.translation(in: nil) == Point(x: 30, y: 0))
        h.down(2, 300, 200, at: 0.02)  // the centroid jumps by (100, 50); the translation doesn't
        #expect(pan.numberOfTouches == 2)
        #expect(pan.translation(in: nil) == Point(x: 30, y: 0))
        h.move(1, 140, 100, at: 0.032)
        h.move(2, 310, 200, at: 0.0321)
        #expect(pan.translation(in: nil) == Point(x: 40, y: 0))
        h.up(1, 140, 100, at: 0.04)
        #expect(pan.translation(in: nil) == Point(x: 40, y: 0) && pan.state == .changed)
        h.move(2, 320, 200, at: 0.048)
        #expect(pan.translation(in: nil) == Point(x: 50, y: 0))
        // Velocity follows the translation, not the centroid: no 100 pt jump in 4 ms (25 000 pt/s).
        #expect(pan.velocity(in: nil).length < 2000)
        h.up(2, 320, 200, at: 0.05)
        #expect(log.states.last == .ended)
    }

    @Test func minimumTouchesWaitsForTheSecondFinger() {
        pan.minimumNumberOfTouches = 2
        h.down(1, 100, 100, at: 0)
        h.move(1, 150, 100, at: 0.01)
        #expect(pan.state == .possible)
        h.down(2, 200, 100, at: 0.02)  // enough fingers: the translation starts from zero here
        #expect(pan.translation(in: nil) == .zero)
        h.move(2, 215, 100, at: 0.03)  // the centroid moves 15 / 2 = 7.5: not yet
        #expect(pan.state == .possible)
        h.move(1, 156, 100, at: 0.04)  // (15 + 6) / 2 = 10.5 > 10
        #expect(pan.state == .began && pan.translation(in: nil) == Point(x: 10.5, y: 0))
    }

    @Test func instantStartBeginsOnTouchDown() {
        pan.beginsOnTouchDown = true
        h.down(1, 100, 100, at: 0)
        #expect(pan.state == .began && pan.translation(in: nil) == .zero)
        h.move(1, 102, 101, at: 0.01)
        #expect(pan.state == .changed && pan.translation(in: nil) == Point(x: 2, y: 1))
    }

    /// A pan delegate decides touch-down beginning per sequence: asked once, with the first
    /// touch, over the property; fingers that join go by that answer.
    @Test func aPanDelegateDecidesTouchDownBeginningForEachSequence() {
        let judge = TouchDownDelegate(beginsLeftOf: 200)
        pan.delegate = judge
        h.down(1, 100, 100, at: 0)
        #expect(pan.state == .began && pan.translation(in: nil) == .zero, "left of 200: at once")
        h.down(2, 300, 100, at: 0.01)
        #expect(judge.asked == [1], "a joining finger is not asked about")
        h.up(1, 100, 100, at: 0.02)
        h.up(2, 300, 100, at: 0.02)
        pan.beginsOnTouchDown = true
        h.down(3, 300, 100, at: 0.1)
        #expect(pan.state == .possible, "the delegate's no wins over the property")
        h.down(4, 100, 100, at: 0.11)
        #expect(pan.state == .possible, "the sequence waits for its slop, whoever joins")
        h.move(3, 306, 100, at: 0.12)
        h.move(4, 106, 100, at: 0.12)
        #expect(pan.state == .possible && judge.asked == [1, 3])
        h.move(3, 311, 100, at: 0.13)
        h.move(4, 111, 100, at: 0.13)
        #expect(pan.state == .began, "past the slop as usual")
        h.up(3, 311, 100, at: 0.14)
        h.up(4, 111, 100, at: 0.14)
        h.down(5, 100, 100, at: 0.2)
        #expect(pan.state == .began && judge.asked == [1, 3, 5], "each new sequence asks again")
    }

    @Test func focusLossCancelsALivePan() {
        h.mouse(.down, 100, 100, at: 0)
        h.mouse(.moved, 120, 100, at: 0.01)
        #expect(pan.state == .began)
        h.dispatcher.handle(.init(timestamp: 0.02, kind: .focusLost))
        #expect(log.states == [.began, .cancelled])
        #expect(pan.state == .possible && h.dispatcher.touches.isEmpty && !h.dispatcher.isBusy)
        // The mouse's later release is ignored; a new drag works.
        h.mouse(.up, 120, 100, at: 0.03)
        h.mouse(.down, 100, 100, at: 0.04)
        h.mouse(.moved, 110, 100, at: 0.05)
        #expect(pan.state == .began)
    }

    @Test func cancelledFingersCancelThePan() {
        h.down(1, 100, 100, at: 0)
        h.move(1, 130, 100, at: 0.01)
        h.touch(1, .cancelled, 130, 100, at: 0.02)
        #expect(log.states == [.began, .cancelled])
    }

    @Test func disablingALivePanCancelsIt() {
        h.down(1, 100, 100, at: 0)
        h.move(1, 130, 100, at: 0.01)
        pan.isEnabled = false
        #expect(log.states == [.began, .cancelled])
        h.move(1, 160, 100, at: 0.02)
        #expect(log.states == [.began, .cancelled])
    }
}

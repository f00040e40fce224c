import FlickGeometry
import FlickInput
import FlickNavigation
import FlickUI
import Testing

@testable import FlickDemoKit

/// The capture ring on the home camera (docs/HOME.md, Controls): it takes taps, a hold and a
/// wobble within the slop, but a finger or mouse that goes down on it and moves past the slop
/// (FEEL.md §5: 10 pt finger, 4 pt mouse) is the container's pan from then on, as a swipe
/// starting anywhere else on the camera: the page follows the finger from the slop without a
/// jump, and the release settles on the neighbour the same swipe from elsewhere reaches.
@MainActor
@Suite struct HomeCaptureRingTests {
    let h = SceneHarness(HomeScene.self)
    var home: HomeScene { h.scene }
    var nav: SwipeNavigationController { home.navigation }

    /// The ring's centre in the window.
    var ring: Point {
        guard let b = nav.chrome?.buttons[.center] else { return .zero }
        let f = h.frame(of: b)
        return Point(x: f.midX, y: f.midY)
    }

    /// The container's offset along `axis`, points (what the finger drags).
    func offset(_ axis: Axis) -> Double {
        let size = nav.view.bounds.size
        return axis == .horizontal ? nav.position.x * size.width : nav.position.y * size.height
    }

    /// A finger from `start` moving by `step` per frame for `frames` frames, then lifted at once
    /// (a swipe with speed). Returns the container's offset and the finger's travel along `axis`
    /// after each move.
    func swipe(from start: Point, by step: Point, frames: Int, axis: Axis) -> [(offset: Double, travel: Double)] {
        let id = h.press(from: start, to: start, frames: 1)
        var samples: [(Double, Double)] = []
        var p = start
        for _ in 0..<frames {
            p = p + step
            h.events.enqueue(InputEvent(timestamp: h.nextTime, kind: .touch(.init(id: id, phase: .moved, location: p))))
            h.step()
            samples.append((offset(axis), (p - start).component(axis)))
        }
        h.lift(id, at: p)
        return samples
    }

    /// Past the slop the container moves exactly as the finger does, frame by frame, in the
    /// opposite sense (the page under the finger goes with it), starting within one move of it.
    func expectFollows(_ samples: [(offset: Double, travel: Double)], slop: Double) {
        guard let crossed = samples.firstIndex(where: { abs($0.travel) > slop }),
            let first = samples.firstIndex(where: { $0.offset != 0 })
        else {
            Issue.record("the container never moved under the finger")
            return
        }
        // The pan takes the finger where it crossed the slop, so the page starts from rest there
        // (no jump of the slop's width) and moves with the very next move.
        #expect(samples[crossed].offset == 0 && first == crossed + 1, "moved first at \(first), slop at \(crossed)")
        for i in (first + 1)..<samples.count {
            let finger = samples[i].travel - samples[i - 1].travel
            let page = samples[i].offset - samples[i - 1].offset
            #expect(abs(page + finger) < 1e-6, "frame \(i): page moved \(page) for a finger move of \(finger)")
        }
    }

    @Test(arguments: [
        (Point(x: -20, y: 0), Axis.horizontal, Panel.right), (Point(x: 20, y: 0), .horizontal, .left),
        (Point(x: 0, y: -30), .vertical, .bottom), (Point(x: 0, y: 24), .vertical, .top),
    ])
    func aSwipeStartingOnTheRingMovesTheContainer(_ c: (step: Point, axis: Axis, panel: Panel)) {
        // Downwards there is little room under the ring: three quick moves, a fling.
        let frames = c.step.y > 0 ? 3 : 8
        let samples = swipe(from: ring, by: c.step, frames: frames, axis: c.axis)
        expectFollows(samples, slop: 10)
        h.run(0.8)
        #expect(nav.currentPanel == c.panel, "settles on the neighbour")
        #expect(home.captureCount == 0, "a swipe is not a snap")
        #expect(nav.invariantViolations().isEmpty)
        // The same swipe from the middle of the camera moves the page the same way and lands on
        // the same panel.
        nav.navigate(to: .center, animated: false)
        h.step()
        let elsewhere = swipe(from: Point(x: 180, y: 330), by: c.step, frames: frames, axis: c.axis)
        #expect(elsewhere.map(\.offset) == samples.map(\.offset))
        h.run(0.8)
        #expect(nav.currentPanel == c.panel)
    }

    @Test func aSwipeStartingOnASideButtonMovesTheContainerToo() throws {
        let button = try #require(nav.chrome?.buttons[.left])
        let f = h.frame(of: button)
        let samples = swipe(from: Point(x: f.midX, y: f.midY), by: Point(x: 0, y: -30), frames: 8, axis: .vertical)
        expectFollows(samples, slop: 10)
        h.run(0.8)
        #expect(nav.currentPanel == .bottom)
    }

    @Test func aTapAHoldAndAWobbleWithinTheSlopStillCapture() {
        h.tap(ring, settleFrames: 2)
        #expect(home.captureCount == 1)
        let held = h.press(from: ring, to: ring, frames: 1)
        h.run(1.0)
        h.lift(held, at: ring)
        #expect(home.captureCount == 2, "a hold then a lift snaps, as a tap")
        let wobble = ring + Point(x: 6, y: -5)
        let id = h.press(from: ring, to: wobble, frames: 3)
        h.lift(id, at: wobble)
        h.step(2)
        #expect(home.captureCount == 3, "a wobble within the 10 pt slop is a tap")
        #expect(nav.position == .zero && nav.currentPanel == .center, "and the container never moved")
    }

    func mouse(_ action: InputEvent.Pointer.Action, _ p: Point) {
        let held: Set<InputEvent.MouseButton> = action == .up ? [] : [.left]
        let pointer = InputEvent.Pointer(
            action: action, button: action == .moved ? nil : .left, location: p, pressedButtons: held)
        h.events.enqueue(InputEvent(timestamp: h.nextTime, kind: .pointer(pointer)))
        h.step()
    }

    @Test func aMouseDragFromTheRingMovesTheContainerAndAClickStillCaptures() {
        mouse(.down, ring)
        var samples: [(offset: Double, travel: Double)] = []
        for i in 1...8 {
            mouse(.moved, ring + Point(x: Double(-20 * i), y: 0))
            samples.append((offset(.horizontal), Double(-20 * i)))
        }
        mouse(.up, ring + Point(x: -160, y: 0))
        expectFollows(samples, slop: 4)
        h.run(0.8)
        #expect(nav.currentPanel == .right && home.captureCount == 0)
        nav.navigate(to: .center, animated: false)
        h.step()
        mouse(.down, ring)
        mouse(.moved, ring + Point(x: 2, y: 2))
        mouse(.up, ring + Point(x: 2, y: 2))
        #expect(home.captureCount == 1, "a click that wobbles within the mouse's 4 pt slop snaps")
        #expect(nav.position == .zero)
    }
}

import FlickGeometry
import FlickInput
import FlickLayers
import FlickNavigation
import FlickUI

extension BenchScenario {
    /// `swipe-loop`: finger drags from the centre to every panel and back — left, right, top,
    /// bottom — looping, with 120 Hz touch events (FEEL.md §6) at a realistic swipe speed, each
    /// released fast enough to commit (above the 500 pt/s release threshold, FEEL.md §5) and left
    /// to settle before the next, on the home scene (`swipeLoop(scene: "panels")` runs the same
    /// drags on the bare container).
    ///
    /// Latency: a frame shows a finger's move when a full-viewport fill — the panel (or the
    /// background) the drag moves — sits where the finger put it: its rest offset plus the
    /// finger's travel since the slop (the container follows 1:1 from there, NAVIGATION.md).
    @MainActor
    public static let swipeLoop = swipeLoop(scene: "home")

    /// `swipe-loop` on a named scene whose root is a `SwipeNavigationController` with all five
    /// panels (`home`, `panels`).
    public static func swipeLoop(scene: String) -> BenchScenario {
        BenchScenario(
            name: "swipe-loop", summary: "drags from the centre to every panel and back (120 Hz touches)",
            scene: scene,
            script: { frames, rate, viewport in swipeLoopEvents(duration: Double(frames) / rate, viewport: viewport) },
            makeLatencyProbe: { viewport in { event in swipeLoopProbe(event, viewport: viewport) } })
    }

    /// One drag of the loop: its axis, the finger's direction on it (+1 right/down), where the
    /// full-viewport layer it moves starts, in viewport sizes along the axis, and where the finger
    /// goes down, in viewport sizes from the top-left corner.
    struct SwipeLeg: Sendable {
        let axis: Axis
        let direction: Double
        let trackedStart: Double
        var start = Point(x: 0.5, y: 0.5)

        /// Centre → left (the left panel covers from −W), back; centre → right, back; centre →
        /// top (the background moves down to reveal it), back; centre → bottom (it overlaps from
        /// +H), back (NAVIGATION.md, Styles). Every drag starts at the centre but the way back
        /// from the top: there a finger on home's memories grid scrolls it (a scroller on the
        /// drag's axis keeps the drag until it reaches its edge, NAVIGATION.md), so the finger
        /// goes down on the bar at the bottom, between the chats button and the capture ring, as
        /// a person returning to the camera would (on `panels` that spot is the panel itself).
        static let loop: [SwipeLeg] = [
            SwipeLeg(axis: .horizontal, direction: 1, trackedStart: -1),
            SwipeLeg(axis: .horizontal, direction: -1, trackedStart: 0),
            SwipeLeg(axis: .horizontal, direction: -1, trackedStart: 1),
            SwipeLeg(axis: .horizontal, direction: 1, trackedStart: 0),
            SwipeLeg(axis: .vertical, direction: 1, trackedStart: 0),
            SwipeLeg(axis: .vertical, direction: -1, trackedStart: 1, start: Point(x: 0.3, y: 0.94)),
            SwipeLeg(axis: .vertical, direction: -1, trackedStart: 1),
            SwipeLeg(axis: .vertical, direction: 1, trackedStart: 0),
        ]

        /// The leg a touch id belongs to (ids count legs from 1).
        static func of(touchID: Int64) -> SwipeLeg? {
            touchID >= 1 ? loop[Int((touchID - 1) % Int64(loop.count))] : nil
        }

        /// Where the finger goes down in `viewport`, points.
        func startPoint(in viewport: Size) -> Point {
            Point(x: start.x * viewport.width, y: start.y * viewport.height)
        }
    }

    /// Touch events per second (FEEL.md §6: panels report at 120 Hz).
    static let swipeEventRate = 120.0
    /// The first move's travel: just past the 10 pt finger slop (FEEL.md §5), so the container's
    /// drag starts there and follows 1:1 after it.
    static let swipeSlopStep = 12.0
    /// A drag's travel, in viewport sizes along its axis (a decisive swipe, past the 0.2 position
    /// threshold even without velocity).
    static let swipeTravel = 0.5
    /// How long a drag lasts, seconds: 180 pt in 0.2 s is about 850 pt/s, a brisk but ordinary
    /// swipe, above the 500 pt/s release threshold (FEEL.md §5).
    static let swipeDuration = 0.2
    /// The pause after a release before the next touch, seconds: longer than the 0.4 s settle
    /// spring needs to rest (FEEL.md §4), so each drag starts from rest rather than catching it.
    static let swipePause = 0.8
    /// When the first drag starts, seconds.
    static let swipeLoopStart = 0.1
    /// Moves per drag.
    static var swipeMoves: Int { Int((swipeDuration * swipeEventRate).rounded()) }
    /// From one touch-down to the next, seconds.
    static var swipeLegSpan: Double { Double(swipeMoves + 1) / swipeEventRate + swipePause }

    /// The loop's touch events for `duration` seconds in `viewport`: each leg is a touch-down at
    /// its start (the centre but for one), moves at `swipeEventRate` and a lift, then `swipePause`.
    static func swipeLoopEvents(duration: Double, viewport: Size) -> [InputEvent] {
        let step = 1 / swipeEventRate
        let moves = swipeMoves
        var events: [InputEvent] = []
        var t = swipeLoopStart
        var id: Int64 = 1
        while t + swipeDuration + step < duration {
            guard let leg = SwipeLeg.of(touchID: id) else { break }
            let travel = swipeTravel * viewport.dimension(leg.axis)
            let start = leg.startPoint(in: viewport)
            func point(_ offset: Double) -> Point {
                leg.axis == .horizontal
                    ? Point(x: start.x + leg.direction * offset, y: start.y)
                    : Point(x: start.x, y: start.y + leg.direction * offset)
            }
            events.append(InputEvent(timestamp: t, kind: .touch(.init(id: id, phase: .began, location: start))))
            var last = start
            for k in 1...moves {
                let offset = swipeSlopStep + (travel - swipeSlopStep) * Double(k - 1) / Double(max(moves - 1, 1))
                last = point(offset)
                let move = InputEvent.Kind.touch(.init(id: id, phase: .moved, location: last))
                events.append(InputEvent(timestamp: t + Double(k) * step, kind: move))
            }
            t += Double(moves + 1) * step
            events.append(InputEvent(timestamp: t, kind: .touch(.init(id: id, phase: .ended, location: last))))
            t += swipePause
            id += 1
        }
        return events
    }

    /// The check for one event of the loop: for a move past the slop, a full-viewport fill at
    /// the leg's rest offset plus the finger's travel since the slop (within 0.5 pt).
    static func swipeLoopProbe(_ event: InputEvent, viewport: Size) -> (@Sendable (DisplayList) -> Bool)? {
        guard case .touch(let touch) = event.kind, touch.phase == .moved, let leg = SwipeLeg.of(touchID: touch.id)
        else { return nil }
        let start = leg.startPoint(in: viewport)
        let along = leg.axis == .horizontal ? touch.location.x - start.x : touch.location.y - start.y
        let travel = abs(along) - swipeSlopStep
        guard travel > 0.5 else { return nil }
        let expected = leg.trackedStart * viewport.dimension(leg.axis) + leg.direction * travel
        let axis = leg.axis
        return { list in
            fullViewportOrigins(in: list, viewport: viewport).contains { origin in
                abs((axis == .horizontal ? origin.x : origin.y) - expected) < 0.5
                    && abs(axis == .horizontal ? origin.y : origin.x) < 0.5
            }
        }
    }

    /// Where each fill of the viewport's size sits on screen (its projected top-left corner).
    static func fullViewportOrigins(in list: DisplayList, viewport: Size) -> [Point] {
        list.items.compactMap { item -> Point? in
            guard case .fill(let fill) = item else { return nil }
            guard let a = fill.transform.project(fill.rect.origin),
                let b = fill.transform.project(Point(x: fill.rect.maxX, y: fill.rect.maxY)),
                abs(b.x - a.x - viewport.width) < 0.5, abs(b.y - a.y - viewport.height) < 0.5 else { return nil }
            return a
        }
    }
}

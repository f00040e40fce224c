import FlickDemoKit
import FlickGeometry
import FlickInput
import Testing

@Suite struct TourScriptTests {
    @Test func aDragIsOneFingerFromDownToUpInTimeOrder() {
        var s = TourScript(firstTouchID: 5)
        s.drag(from: Point(x: 0, y: 0), to: Point(x: 100, y: 0), duration: 0.25)
        let touches = s.events.compactMap { e -> (Double, InputEvent.Touch)? in
            if case .touch(let t) = e.kind { (e.timestamp, t) } else { nil }
        }
        #expect(touches.first?.1.phase == .began && touches.last?.1.phase == .ended)
        #expect(touches.allSatisfy { $0.1.id == 5 })
        #expect(zip(touches, touches.dropFirst()).allSatisfy { $0.0 <= $1.0 })
        // 0.25 s at 120 Hz is 30 moves; the last one lands on the end point.
        #expect(touches.filter { $0.1.phase == .moved }.count == 30)
        #expect(touches.last?.1.location == Point(x: 100, y: 0))
        #expect(s.heldTouches.isEmpty)
    }

    @Test func aHeldDragLeavesItsFingerDownForTheRunnerToLift() {
        var s = TourScript(firstTouchID: 1)
        s.dragAndHold(from: Point(x: 10, y: 10), to: Point(x: 10, y: 90), duration: 0.1)
        #expect(!s.events.contains { if case .touch(let t) = $0.kind { t.phase == .ended } else { false } })
        #expect(s.heldTouches.map(\.id) == [1])
        #expect(s.heldTouches.first?.location == Point(x: 10, y: 90))
        #expect(abs(s.cursor - 0.1) < 1e-12)
    }

    @Test func pressesAreDownThenUp() {
        var s = TourScript()
        s.press(.a)
        s.key(.escape)
        let kinds = s.events.map(\.kind)
        #expect(kinds.count == 4)
        if case .gamepadButton(let b) = kinds[0] {
            #expect(b.isDown && b.button == .a)
        } else {
            Issue.record("expected A down")
        }
        if case .gamepadButton(let b) = kinds[1] { #expect(!b.isDown) } else { Issue.record("expected A up") }
    }

    @Test func theStandardTourNamesEveryShotUniquely() {
        let tour = Tour.standard(viewport: Size(width: 360, height: 640))
        let names = tour.stops.flatMap { $0.shots.map(\.name) }
        #expect(Set(names).count == names.count)
        #expect(names.contains("layers"))
    }

    /// The input inspector shows touch ids, so a shot must get the same ones whatever the
    /// process did before.
    @Test func everyStandardTourHasTheSameTouchIDs() {
        func ids(_ tour: Tour) -> [Int64] {
            tour.stops.flatMap(\.shots).flatMap(\.script.events).compactMap { event in
                if case .touch(let touch) = event.kind { touch.id } else { nil }
            }
        }
        let first = Tour.standard(viewport: Size(width: 360, height: 640))
        _ = Tour.standard(viewport: Size(width: 360, height: 640))
        #expect(ids(Tour.standard(viewport: Size(width: 360, height: 640))) == ids(first))
        #expect(Set(ids(first)).count > 10)
    }

    /// The tour's shots are the goldens (`flick tour --goldens`): a scene without a stop would
    /// have none.
    @MainActor @Test func theStandardTourVisitsEveryScene() {
        let tour = Tour.standard(viewport: Size(width: 360, height: 640))
        let visited = Set(tour.stops.map(\.scene))
        #expect(SceneCatalog.names.filter { !visited.contains($0) } == [])
    }
}

import FlickGeometry
import Testing

@testable import FlickInput

@Suite("TouchMouseDeduplicator")
struct TouchMouseDeduplicatorTests {
    typealias O = TouchMouseDeduplicator.Observation
    typealias D = TouchMouseDeduplicator.Decision

    struct Script: Sendable, CustomTestStringConvertible {
        var name: String
        var steps: [(O, D)]
        var testDescription: String { name }
    }

    static let p = Point(x: 100, y: 200)
    static let far = Point(x: 400, y: 50)

    static func finger(_ t: Double, _ at: Point = p) -> O { .finger(time: t, location: at) }
    static func press(_ t: Double, _ at: Point = p, _ b: InputEvent.MouseButton = .left, touch: Bool = false) -> O {
        .mouseButton(time: t, location: at, button: b, isDown: true, synthesizedFromTouch: touch)
    }
    static func release(_ t: Double, _ at: Point = p, _ b: InputEvent.MouseButton = .left, touch: Bool = false) -> O {
        .mouseButton(time: t, location: at, button: b, isDown: false, synthesizedFromTouch: touch)
    }
    static func motion(_ t: Double, _ at: Point = p, touch: Bool = false) -> O {
        .mouseMotion(time: t, location: at, synthesizedFromTouch: touch)
    }

    static let scripts: [Script] = [
        Script(
            name: "SDL-synthesised mouse events are dropped",
            steps: [
                (finger(0), .keep),
                (motion(0.001, touch: true), .drop(.synthesizedFromTouch)),
                (press(0.001, touch: true), .drop(.synthesizedFromTouch)),
                (release(0.05, touch: true), .drop(.synthesizedFromTouch)),
                (.mouseWheel(time: 0.06, synthesizedFromTouch: true), .drop(.synthesizedFromTouch)),
            ]),
        Script(
            name: "X11 echo: a press right after and near a finger, its drag and its release",
            steps: [
                (finger(1.000), .keep),
                (press(1.002), .drop(.nearRecentFinger)),
                (finger(1.020, p + Point(x: 40, y: 0)), .keep),
                (motion(1.021, p + Point(x: 40, y: 0)), .drop(.partOfSuppressedPress)),
                (finger(1.100, p + Point(x: 80, y: 0)), .keep),
                (release(1.102, p + Point(x: 80, y: 0)), .drop(.partOfSuppressedPress)),
                (motion(1.200, far), .keep),
            ]),
        Script(
            name: "a real click far from the finger is kept",
            steps: [
                (finger(0), .keep),
                (press(0.01, far), .keep),
                (release(0.05, far), .keep),
            ]),
        Script(
            name: "a real click near the finger's spot but after the window is kept",
            steps: [
                (finger(0), .keep),
                (press(1.6), .keep),
                (release(1.7), .keep),
            ]),
        Script(
            name: "a kept press keeps its release even if a finger lands next to it",
            steps: [
                (press(5), .keep),
                (finger(5.01), .keep),
                (release(5.02), .keep),
            ]),
        Script(
            name: "multi-touch: the echo of the first finger is caught after a second finger",
            steps: [
                (finger(0, p), .keep),
                (finger(0.001, far), .keep),
                (press(0.002, p), .drop(.nearRecentFinger)),
                (press(0.003, far, .right), .drop(.nearRecentFinger)),
                (release(0.3, far, .right), .drop(.partOfSuppressedPress)),
                (motion(0.31), .drop(.partOfSuppressedPress)),
                (release(0.4, p), .drop(.partOfSuppressedPress)),
                (motion(0.5), .keep),
            ]),
        Script(
            name: "plain mouse use with no touch at all",
            steps: [
                (motion(0), .keep),
                (press(0.1), .keep),
                (motion(0.2, far), .keep),
                (release(0.3, far), .keep),
                (.mouseWheel(time: 0.4, synthesizedFromTouch: false), .keep),
            ]),
        Script(
            name: "a stray release near a finger with no press seen is dropped",
            steps: [
                (finger(0), .keep),
                (release(0.01), .drop(.nearRecentFinger)),
            ]),
    ]

    @Test("scripts", arguments: scripts)
    func script(_ script: Script) {
        var dedup = TouchMouseDeduplicator()
        for (index, (observation, expected)) in script.steps.enumerated() {
            let decision = dedup.decide(observation)
            #expect(decision == expected, "step \(index): \(observation)")
        }
    }

    @Test("reset forgets suppressed presses")
    func reset() {
        var dedup = TouchMouseDeduplicator()
        _ = dedup.decide(Self.finger(0))
        let echo = dedup.decide(Self.press(0.001))
        #expect(echo == .drop(.nearRecentFinger))
        dedup.reset()
        let motion = dedup.shouldKeep(Self.motion(0.01))
        let press = dedup.shouldKeep(Self.press(0.02))
        #expect(motion && press)
    }

    @Test("window and radius are honoured at their edges")
    func edges() {
        var dedup = TouchMouseDeduplicator(window: 0.1, radius: 5)
        _ = dedup.decide(Self.finger(0))
        let onTheEdge = dedup.decide(Self.press(0.1, Self.p + Point(x: 3, y: 4)))
        let justOutside = dedup.decide(Self.press(0.1, Self.p + Point(x: 3, y: 4.1), .right))
        let justLate = dedup.decide(Self.press(0.1001, Self.p, .middle))
        #expect(onTheEdge == .drop(.nearRecentFinger))
        #expect(justOutside == .keep)
        #expect(justLate == .keep)
    }
}

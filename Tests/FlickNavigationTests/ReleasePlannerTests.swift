import FlickNavigation
import Testing

/// Velocity first, then position (FEEL.md §5), with the two-axis article's defaults (H/5, 500 pt/s).
@Suite struct ReleasePlannerTests {
    struct Case: Sendable, CustomStringConvertible {
        let position: Double, velocity: Double, origin: Double, rests: [Double], expected: Double
        var description: String { "p \(position) v \(velocity) from \(origin) → \(expected)" }
    }

    static let all: [Double] = [-1, 0, 1]
    static let cases: [Case] = [
        // From the centre towards the right panel.
        Case(position: 0.1, velocity: 0, origin: 0, rests: all, expected: 0),
        Case(position: 0.25, velocity: 0, origin: 0, rests: all, expected: 1),
        Case(position: 0.2, velocity: 0, origin: 0, rests: all, expected: 0),  // "more than H/5"
        Case(position: 0.05, velocity: 2, origin: 0, rests: all, expected: 1),  // fling finishes
        Case(position: 0.9, velocity: -2, origin: 0, rests: all, expected: 0),  // fling back cancels
        Case(position: 0.99, velocity: 0, origin: 0, rests: all, expected: 1),
        Case(position: 0.01, velocity: 0, origin: 0, rests: all, expected: 0),
        // From the right panel back.
        Case(position: 0.75, velocity: 0, origin: 1, rests: all, expected: 0),
        Case(position: 0.85, velocity: 0, origin: 1, rests: all, expected: 1),
        // Across the centre in one drag: one panel past the position at most.
        Case(position: 0.05, velocity: 3, origin: -1, rests: all, expected: 1),
        Case(position: -0.05, velocity: 3, origin: -1, rests: all, expected: 0),
        Case(position: 0.3, velocity: 0, origin: -1, rests: all, expected: 1),
        // Past the ends: the nearest end wins, whatever the speed.
        Case(position: 1.1, velocity: 5, origin: 0, rests: all, expected: 1),
        Case(position: -1.2, velocity: 5, origin: 0, rests: all, expected: -1),
        Case(position: 0.1, velocity: 5, origin: 0, rests: [-1, 0], expected: 0),
        // Exactly on a rest with a fling: the next one.
        Case(position: 0, velocity: -5, origin: 0, rests: all, expected: -1),
        Case(position: 1, velocity: 5, origin: 1, rests: all, expected: 1),
        // Bad input.
        Case(position: .nan, velocity: .infinity, origin: 0, rests: all, expected: 0),
    ]

    @Test(arguments: cases) func decides(_ c: Case) {
        let t = ReleasePlanner.target(
            position: c.position, velocity: c.velocity, origin: c.origin, rests: c.rests,
            velocityThreshold: 1.25, positionThreshold: 0.2)
        #expect(t == c.expected)
    }

    @Test func habrThresholdsDecideAtHalfWay() {
        let t = ReleasePlanner.target(
            position: 0.45, velocity: 0, origin: 0, rests: Self.all, velocityThreshold: 0.5, positionThreshold: 0.5)
        #expect(t == 0)
        let u = ReleasePlanner.target(
            position: 0.55, velocity: 0, origin: 0, rests: Self.all, velocityThreshold: 0.5, positionThreshold: 0.5)
        #expect(u == 1)
    }
}

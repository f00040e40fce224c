import FlickGeometry
import FlickUI
import Testing

@Suite struct PanSlopTests {
    struct Row: Sendable, CustomStringConvertible {
        var dx: Double, dy: Double, slop: Double, direction: PanDirection, expected: PanSlop.Outcome
        var description: String { "(\(dx), \(dy)) slop \(slop) \(direction)" }
    }

    // FEEL.md §5: touch slop 10, mouse slop 4; the larger component wins; ties → horizontal.
    static let rows: [Row] = [
        Row(dx: 10, dy: 0, slop: 10, direction: .free, expected: .undecided),  // exactly at the slop: not crossed
        Row(dx: 10.01, dy: 0, slop: 10, direction: .free, expected: .begin(.horizontal)),
        Row(dx: 6, dy: 8, slop: 10, direction: .free, expected: .undecided),  // √(36 + 64) = 10
        Row(dx: 6, dy: 8.1, slop: 10, direction: .free, expected: .begin(.vertical)),  // 10.06 > 10, |dy| > |dx|
        Row(dx: -8, dy: 8, slop: 10, direction: .free, expected: .begin(.horizontal)),  // 11.3, tie → horizontal
        Row(dx: 3, dy: -3, slop: 4, direction: .free, expected: .begin(.horizontal)),  // mouse: 4.24 > 4, tie
        Row(dx: 2, dy: -3, slop: 4, direction: .free, expected: .undecided),  // mouse: 3.6 ≤ 4
        Row(dx: 0, dy: -12, slop: 10, direction: .horizontal, expected: .fail),
        Row(dx: 11, dy: -3, slop: 10, direction: .horizontal, expected: .begin(.horizontal)),
        Row(dx: 11, dy: -3, slop: 10, direction: .vertical, expected: .fail),
        Row(dx: 7, dy: 7.5, slop: 10, direction: .vertical, expected: .begin(.vertical)),  // 10.26, |dy| wins
        Row(dx: .nan, dy: 50, slop: 10, direction: .free, expected: .undecided),
    ]

    @Test(arguments: rows)
    func decision(_ row: Row) {
        let outcome = PanSlop.decide(
            translation: Point(x: row.dx, y: row.dy), slop: row.slop, direction: row.direction)
        #expect(outcome == row.expected)
    }
}

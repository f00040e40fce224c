import Testing

@testable import FlickDemoKit

/// Velocity first, then position (FEEL.md §5), with the habr article's thresholds: 200 pt/s
/// and half the actions (FEEL.md §1).
@Suite struct ChatRevealRuleTests {
    let rule = ChatRevealRule()

    @Test(arguments: [
        // (open fraction, opening velocity pt/s, opens)
        (0.6, 0.0, true), (0.4, 0.0, false), (0.5, 0.0, false), (0.51, 0.0, true),
        (0.1, 250.0, true), (0.95, -250.0, false), (0.3, 199.0, false), (0.7, -199.0, true),
        (1.4, 0.0, true), (-0.2, 0.0, false), (0.0, 4000.0, true), (1.0, -4000.0, false),
    ])
    func velocityFirstThenPosition(fraction: Double, velocity: Double, opens: Bool) {
        #expect(rule.opens(openFraction: fraction, openingVelocity: velocity) == opens)
    }

    @Test func nonFiniteInputSettlesSafely() {
        #expect(!rule.opens(openFraction: .nan, openingVelocity: 500))
        #expect(rule.opens(openFraction: 0.8, openingVelocity: .nan), "no velocity: by position")
        #expect(rule.opens(openFraction: 0.2, openingVelocity: .infinity) == false, "infinite speed is no speed")
    }
}

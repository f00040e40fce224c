import FlickAnimation
import Testing

/// Every call from every state: which are legal, and that illegal ones explain the fix.
@Suite struct AnimatorMisuseTests {
    struct Situation: CustomStringConvertible, Sendable {
        let state: AnimatingState
        let isRunning: Bool
        let isInterruptible: Bool
        var description: String {
            "\(state)\(isRunning ? " running" : "")\(isInterruptible ? "" : " non-interruptible")"
        }
    }

    static let situations = [
        Situation(state: .inactive, isRunning: false, isInterruptible: true),
        Situation(state: .active, isRunning: true, isInterruptible: true),
        Situation(state: .active, isRunning: false, isInterruptible: true),
        Situation(state: .stopped, isRunning: false, isInterruptible: true),
        Situation(state: .inactive, isRunning: false, isInterruptible: false),
        Situation(state: .active, isRunning: true, isInterruptible: false),
    ]

    /// The legal calls per situation (FEEL.md §2).
    static func legal(_ s: Situation) -> Set<AnimatorCall> {
        switch (s.state, s.isRunning, s.isInterruptible) {
        case (.inactive, _, true): [.start, .pause, .stop, .setFractionComplete, .addAnimations, .setInterruptible]
        case (.inactive, _, false): [.start, .stop, .addAnimations, .setInterruptible]
        case (.active, true, true): [.start, .pause, .stop, .continueAnimation, .addAnimations]
        case (.active, false, true): [.start, .pause, .stop, .setFractionComplete, .continueAnimation, .addAnimations]
        case (.active, _, false): [.start, .continueAnimation, .addAnimations]
        case (.stopped, _, _): [.finish]
        }
    }

    @Test(arguments: situations)
    func eachCallFromEachState(_ s: Situation) {
        for call in AnimatorCall.allCases {
            let message = PropertyAnimator.misuse(
                of: call, state: s.state, isRunning: s.isRunning, isInterruptible: s.isInterruptible)
            if Self.legal(s).contains(call) {
                #expect(message == nil, "\(call) from \(s) should be legal: \(message ?? "")")
            } else if let m = message {
                let hints = ["call", "set", "use", "first", "instead"]
                #expect(hints.contains { m.contains($0) }, "message should say how to fix it: \(m)")
            } else {
                Issue.record("\(call) from \(s) should be rejected")
            }
        }
    }

    @MainActor
    @Test func liveAnimatorReportsItsOwnMisuse() {
        let ticker = AnimationTicker()
        let animator = PropertyAnimator(duration: 1, ticker: ticker)
        #expect(animator.misuse(of: .finish) != nil)
        animator.startAnimation()
        #expect(animator.misuse(of: .setFractionComplete)?.contains("pauseAnimation()") == true)
        #expect(animator.misuse(of: .finish)?.contains("stopAnimation(false)") == true)
        #expect(animator.misuse(of: .setInterruptible) != nil)
        animator.stopAnimation(false)
        #expect(animator.misuse(of: .start)?.contains("finishAnimation(at:)") == true)
        #expect(animator.misuse(of: .finish) == nil)
        animator.finishAnimation(at: .end)
        #expect(animator.misuse(of: .setInterruptible) == nil)
    }
}

import FlickUI
import Testing

@Suite struct GestureStateMachineTests {
    typealias S = GestureState

    /// Every legal move; everything else is illegal.
    static let continuous: Set<[S]> = [
        [.possible, .began], [.possible, .failed], [.possible, .ended],
        [.began, .changed], [.began, .ended], [.began, .cancelled],
        [.changed, .changed], [.changed, .ended], [.changed, .cancelled],
    ]
    static let discrete: Set<[S]> = [[.possible, .ended], [.possible, .failed]]

    @Test(arguments: [false, true])
    func theTableIsExactlyTheLegalMoves(isDiscrete: Bool) {
        let legal = isDiscrete ? Self.discrete : Self.continuous
        for from in S.allCases {
            for to in S.allCases {
                let allowed = GestureStateMachine.allows(from: from, to: to, isDiscrete: isDiscrete)
                #expect(allowed == legal.contains([from, to]), "\(from) → \(to), discrete \(isDiscrete)")
                #expect((GestureStateMachine.misuse(from: from, to: to, isDiscrete: isDiscrete) == nil) == allowed)
            }
        }
    }

    @Test func misuseMessagesSayWhatToDo() {
        #expect(GestureStateMachine.misuse(from: .possible, to: .began, isDiscrete: true)!.contains(".recognized"))
        #expect(GestureStateMachine.misuse(from: .ended, to: .changed, isDiscrete: false)!.contains("resets"))
    }

    @Test func stateClassification() {
        #expect(S.recognized == .ended)
        #expect(S.allCases.filter(\.isTerminal) == [.ended, .cancelled, .failed])
        #expect(S.allCases.filter(\.isLive) == [.began, .changed])
        #expect(S.allCases.filter(\.sendsActions) == [.began, .changed, .ended, .cancelled])
    }
}

import FlickGeometry
import FlickNavigation
import FlickUI
import Testing

@Suite struct StickScrubTests {
    @Test func aSlowPushFollowsTheDeflectionAndCommitsPastHalf() {
        var s = StickScrub()
        #expect(s.update(stick: Point(x: 0.1, y: 0), at: 0).isEmpty)
        #expect(
            s.update(stick: Point(x: 0.3, y: 0.1), at: 0.1) == [
                .began(axis: .horizontal, sign: 1), .scrub(amount: 0.3),
            ])
        #expect(s.update(stick: Point(x: 0.6, y: 0), at: 0.2) == [.scrub(amount: 0.6)])
        // Let go: the stick springs back fast; the held value stays.
        #expect(s.update(stick: Point(x: 0.3, y: 0), at: 0.21) == [.scrub(amount: 0.6)])
        #expect(s.update(stick: Point(x: 0, y: 0), at: 0.22) == [.released(commit: true)])
        #expect(!s.isEngaged)
    }

    @Test func aSmallSlowDeflectionReturns() {
        var s = StickScrub()
        _ = s.update(stick: Point(x: 0, y: -0.2), at: 0)
        #expect(
            s.update(stick: Point(x: 0, y: -0.4), at: 0.1) == [.began(axis: .vertical, sign: -1), .scrub(amount: 0.4)])
        #expect(s.update(stick: Point(x: 0, y: -0.1), at: 0.3) == [.released(commit: false)])
    }

    @Test func aFlickCommitsEvenIfShallow() {
        var s = StickScrub()
        _ = s.update(stick: .zero, at: 0)
        #expect(
            s.update(stick: Point(x: -0.45, y: 0), at: 0.02) == [
                .began(axis: .horizontal, sign: -1), .scrub(amount: 0.45),
            ])
        #expect(s.peakRate > 8)
        #expect(s.update(stick: .zero, at: 0.04) == [.released(commit: true)])
    }

    @Test func theLargerComponentWinsTiesHorizontal() {
        var s = StickScrub()
        #expect(s.update(stick: Point(x: 0.5, y: -0.5), at: 0).first == .began(axis: .horizontal, sign: 1))
    }

    @Test func perAxisUpdatesCombine() {
        var s = StickScrub()
        #expect(s.update(axis: .horizontal, value: 0.2, at: 0).isEmpty)
        #expect(s.update(axis: .vertical, value: 0.7, at: 0.2).first == .began(axis: .vertical, sign: 1))
        #expect(s.update(axis: .vertical, value: .nan, at: 0.3) == [.released(commit: true)])
    }

    @Test func aRecordedChangeStartsNothingButKeepsTheStickCurrent() {
        var s = StickScrub()
        s.record(axis: .vertical, value: -0.8, at: 0)
        #expect(!s.isEngaged)
        // The stick let go while nothing listened: a later change on the other axis sees it centred.
        s.record(axis: .vertical, value: 0, at: 0.5)
        #expect(s.update(axis: .horizontal, value: 0, at: 1).isEmpty)
        #expect(!s.isEngaged)
        // Still held: the next change combines with where it really is.
        s.record(axis: .vertical, value: -0.8, at: 2)
        #expect(s.update(axis: .horizontal, value: 0.1, at: 3).first == .began(axis: .vertical, sign: -1))
    }
}

import FlickGeometry
import FlickInput
import FlickTesting
import Testing

@testable import FlickDemoKit

/// A finger landing on a card of the deck while it settles (article 003's swipe-up, issue 32's
/// "catch with no jump"), through the cards scene on the manual clock, measured on the first
/// card's picture as drawn (y): the card stops under the finger from the frame that reads the
/// touch-down; a drag then moves it by the finger's own motion from there (the slop is absorbed);
/// a tap or a swipe the deck takes lets it settle from where it stopped, and the deck still pages.
@MainActor
@Suite struct CardsCatchTests {
    /// 120 Hz input.
    static let interval = 1.0 / 120

    /// A second finger: down at `down`, still for `hold` s, then moving at `velocity` for
    /// `duration` s (one move every `interval`), and up one interval later.
    static func catchingFinger(
        at point: Point, down: Double, hold: Double, velocity: Point, duration: Double
    ) -> [InputEvent] {
        var script = ReleaseReplay.finger(
            id: 2, from: point, at: down + hold, velocity: velocity, duration: duration, interval: interval)
        script[0].timestamp = down
        script[0].earliestTimestamp = down
        return script
    }

    /// The rows of `replay.shown` read in `from..<to`.
    static func rows(_ replay: ReleaseReplay, from: Double, to: Double) -> [ReleaseReplay.Sample] {
        replay.shown.filter { $0.read >= from - 1e-9 && $0.read < to - 1e-9 }
    }

    /// Expects the card to show where it was the frame before `down` on every frame read from
    /// `down` until `until`, having moved into that frame (it was settling): returns where.
    static func expectHeld(
        _ replay: ReleaseReplay, down: Double, until: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Double? {
        let before = replay.shown.filter { $0.read < down - 1e-9 }.suffix(2).map(\.value)
        guard before.count == 2 else {
            Issue.record("no frames before the touch-down", sourceLocation: sourceLocation)
            return nil
        }
        #expect(abs(before[1] - before[0]) > 1, "still settling when caught: \(before)", sourceLocation: sourceLocation)
        let held = rows(replay, from: down, to: until).map(\.value)
        #expect(held.count >= 3, "\(held.count) frames held", sourceLocation: sourceLocation)
        #expect(
            held.allSatisfy { abs($0 - before[1]) < 1e-9 }, "caught at \(before[1]), then shown at \(held)",
            sourceLocation: sourceLocation)
        return before[1]
    }

    /// True when `shown` (the frames after a touch let go of a held card) leaves `held` for
    /// `rest` from standstill: its first step is at most 6 % of the way, as the card's spring
    /// (ζ 1, response 0.3 s) covers 4.8 % in its first 1/60 s from rest.
    static func startsFrom(_ held: Double, to rest: Double, _ shown: [Double]) -> Bool {
        guard let first = shown.first(where: { abs($0 - held) > 1e-9 }) else { return false }
        return abs(first - held) <= 0.06 * abs(rest - held)
    }

    /// A card flicked up (a 33 pt flick at 800 pt/s raises it by its speed) and settling: returns
    /// the replay, the card and the flick's lift.
    static func rising() throws -> (ReleaseReplay, CardsCellView, CardsDeckView, Double) {
        let (replay, deck) = CardsSwipeReleaseTimingTests.openDeck()
        let cell = try #require(deck.currentCell)
        let lift = replay.fling(
            from: Point(x: 180, y: 420), at: replay.clock.now + 0.1003, velocity: Point(x: 0, y: -800),
            duration: 0.04, interval: interval)
        return (replay, cell, deck, lift)
    }

    @Test func aDragOfACaughtCardMovesItByTheFingersMotionFromWhereItStopped() throws {
        let (replay, cell, _, lift) = try Self.rising()
        let down = lift + 0.05
        let moves = down + 0.1
        let finger = Self.catchingFinger(
            at: Point(x: 180, y: 400), down: down, hold: 0.1, velocity: Point(x: 0, y: 500), duration: 0.08)
        replay.events.enqueue(finger)
        replay.settle { !cell.isSettling }
        #expect(!cell.isUp && cell.progress == 0, "flung back down")
        _ = Self.expectHeld(replay, down: down, until: moves)
        // Each frame moves the card at most as far as the finger moved since the frame before
        // (none of the slop is made up at once), and as far once the drag is under way.
        func fingerY(_ read: Double) -> Double {
            finger.last { $0.timestamp <= read + 1e-9 }.flatMap { e in
                if case .touch(let t) = e.kind { t.location.y } else { nil }
            } ?? 400
        }
        let dragged = Self.rows(replay, from: moves, to: finger.last!.timestamp)
        let previous = Self.rows(replay, from: 0, to: moves).last
        var begun = false
        for (a, b) in zip([previous].compactMap { $0 } + dragged, dragged) {
            let card = b.value - a.value
            let hand = fingerY(b.read) - fingerY(a.read)
            #expect(card <= hand + 1e-6, "read \(b.read): the card moved \(card) pt, the finger \(hand) pt")
            if begun {
                #expect(abs(card - hand) < 1e-6, "read \(b.read): the card moved \(card) pt, the finger \(hand) pt")
            }
            begun = begun || card > 0
        }
        #expect(begun && dragged.count >= 4, "\(dragged.count) frames dragged")
    }

    /// A card of `deck` in `replay` flicked up (a 33 pt flick at 800 pt/s) and tapped while it
    /// settles: expects it held from the touch-down until the lift, then returns where it was
    /// held, its rest, and where it was shown after the lift.
    static func tapWhileRising(
        _ replay: ReleaseReplay, _ cell: CardsCellView, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (held: Double, rest: Double, after: [Double]) {
        let lift = replay.fling(
            from: Point(x: 180, y: 420), at: replay.clock.now + 0.1003, velocity: Point(x: 0, y: -800),
            duration: 0.04, interval: interval)
        let down = lift + 1.0 / 60 + 0.01
        let up = down + 0.1
        for (t, phase) in [(down, InputEvent.Phase.began), (up, .ended)] {
            let touch = InputEvent.Touch(id: 2, phase: phase, location: Point(x: 180, y: 400))
            replay.events.enqueue(InputEvent(timestamp: t, kind: .touch(touch)))
        }
        replay.settle { !cell.isSettling && replay.clock.now > up }
        let held = try #require(expectHeld(replay, down: down, until: up, sourceLocation: sourceLocation))
        let rest = try #require(replay.shown.first?.value)
        return (held, rest, rows(replay, from: up, to: .infinity).map(\.value))
    }

    @Test func aTapOnACardStopsItThenItSettlesFromThereByTheArticlesRule() throws {
        let (replay, deck) = CardsSwipeReleaseTimingTests.openDeck()
        let cell = try #require(deck.currentCell)
        let (held, rest, after) = try Self.tapWhileRising(replay, cell)
        // Below half way when caught: a still finger lets it fall back (the article's rule).
        let top = rest - cell.swipeDistance
        #expect(held - top > cell.swipeDistance / 2, "caught below half way: \(held)")
        #expect(!cell.isUp && cell.progress == 0)
        // From where it stopped: its first frames after the tap move it a few points, not a jump.
        #expect(Self.startsFrom(held, to: rest, after), "held at \(held), then \(after.prefix(4))")
        #expect(after.last == rest)
    }

    /// A raised card flicked down, caught at once (above half way, where a still finger would
    /// raise it again) by a finger that swipes sideways: the deck pages, and the card settles
    /// down from where it stopped (the deck's paging runs only while no card is up).
    @Test func aSidewaysSwipeOnACaughtCardPagesAndTheCardSettlesDown() throws {
        let (replay, deck) = CardsSwipeReleaseTimingTests.openDeck()
        let cell = try #require(deck.currentCell)
        let start = replay.clock.now + 0.1003
        replay.fling(
            from: Point(x: 180, y: 420), at: start, velocity: Point(x: 0, y: -500), duration: 0.3,
            interval: Self.interval)
        replay.settle { !cell.isSettling }
        #expect(cell.isUp && cell.progress == 1)
        let lift = replay.fling(
            from: Point(x: 180, y: 300), at: replay.clock.now + 0.1003, velocity: Point(x: 0, y: 800),
            duration: 0.04, interval: Self.interval)
        let down = lift + 1.0 / 60 + 0.01
        let moves = down + 0.05
        replay.events.enqueue(
            Self.catchingFinger(
                at: Point(x: 250, y: 300), down: down, hold: 0.05, velocity: Point(x: -1000, y: 0), duration: 0.2))
        replay.settle { !cell.isSettling && !deck.scroll.isDecelerating && !deck.scroll.isDragging }
        let held = try #require(Self.expectHeld(replay, down: down, until: moves))
        let rest = try #require(replay.shown.first?.value)
        #expect(rest - held > cell.swipeDistance / 2, "caught above half way: \(held)")
        #expect(deck.currentPage == 1, "the swipe paged")
        #expect(!cell.isUp && cell.progress == 0 && deck.scroll.isScrollEnabled)
        let after = Self.rows(replay, from: moves, to: .infinity).map(\.value)
        #expect(Self.startsFrom(held, to: rest, after), "held at \(held), then \(after.prefix(4))")
        #expect(after.last == rest)
    }
}

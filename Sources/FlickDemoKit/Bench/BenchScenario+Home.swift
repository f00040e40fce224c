import FlickGeometry
import FlickInput

extension BenchScenario {
    /// `flip`: on the home screen's discover panel, a story card is tapped open with the 3-D flip
    /// and closed again, over and over — by Escape and by a left-edge swipe in turn (1 s to open,
    /// 1 s to close, FEEL.md §1 flip: 0.6 s each way plus rest).
    public static let homeFlip = BenchScenario(
        name: "flip", summary: "home: open a discover story with the 3-D flip and close it (Escape, edge swipe)",
        scene: "home", defaultFrames: 900,
        script: { frames, _, viewport in homeFlipScript(duration: Double(frames) / 60, viewport: viewport) })

    /// `deck`: on the home screen's bottom panel, the mini card is dragged up into the deck, the
    /// deck pages sideways, and it is dragged down to close, over and over (3.5 s a round).
    public static let homeDeck = BenchScenario(
        name: "deck", summary: "home: drag the mini card up into the deck, page it, drag it down to close",
        scene: "home", defaultFrames: 900,
        script: { frames, _, viewport in homeDeckScript(duration: Double(frames) / 60, viewport: viewport) })

    /// The flip loop: swipe to discover, then tap the first card / close it until `duration`.
    static func homeFlipScript(duration: Double, viewport v: Size) -> [InputEvent] {
        var s = HomeBenchScript()
        s.drag(
            from: Point(x: v.width * 0.85, y: v.height / 2), to: Point(x: v.width * 0.15, y: v.height / 2), over: 0.25)
        s.wait(0.8)
        // The first card's centre: 16 pt margin, 84 pt header, two columns of 3:4 cards.
        let cardW = (v.width - 32 - 12) / 2
        let card = Point(x: 16 + cardW / 2, y: 84 + cardW * 2 / 3)
        var round = 0
        while s.time < duration {
            s.tap(card)
            s.wait(1.0)
            if round % 2 == 0 {
                s.key(.escape)
            } else {
                s.drag(from: Point(x: 3, y: v.height / 2), to: Point(x: 150, y: v.height / 2), over: 0.3)
            }
            s.wait(1.0)
            round += 1
        }
        return s.events.filter { $0.timestamp <= duration }
    }

    /// The deck loop: swipe up to the bottom panel, then open, page and close the deck until
    /// `duration`.
    static func homeDeckScript(duration: Double, viewport v: Size) -> [InputEvent] {
        var s = HomeBenchScript()
        let x = v.width / 2
        s.drag(from: Point(x: x, y: v.height * 0.65), to: Point(x: x, y: v.height * 0.2), over: 0.25)
        s.wait(0.8)
        // The mini card's title strip: its top edge is 84 + 110 pt above the bottom.
        let mini = Point(x: x, y: v.height - 194 + 34)
        while s.time < duration {
            s.drag(from: mini, to: Point(x: x, y: mini.y - 0.6 * (v.height - 150)), over: 0.3)
            s.wait(0.8)
            s.drag(
                from: Point(x: v.width * 0.8, y: v.height * 0.6), to: Point(x: v.width * 0.3, y: v.height * 0.6),
                over: 0.2)
            s.wait(0.8)
            s.drag(
                from: Point(x: x, y: v.height * 0.4), to: Point(x: x, y: v.height * 0.4 + 0.6 * (v.height - 150)),
                over: 0.3)
            s.wait(1.0)
        }
        return s.events.filter { $0.timestamp <= duration }
    }
}

/// Builds a bench script: touches at 120 Hz (FEEL.md §6's panels), keys, waits.
private struct HomeBenchScript {
    /// The events so far.
    private(set) var events: [InputEvent] = []
    /// The time the next event happens, seconds from 0.
    private(set) var time = 0.0
    private var nextID: Int64 = 1

    /// Lets `seconds` pass.
    mutating func wait(_ seconds: Double) { time += seconds }

    /// A finger from `a` to `b` over `seconds`, moving at 120 Hz, then lifting.
    mutating func drag(from a: Point, to b: Point, over seconds: Double) {
        let id = nextID
        nextID += 1
        let steps = max(Int(seconds * 120), 1)
        add(.touch(InputEvent.Touch(id: id, phase: .began, location: a)))
        for i in 1...steps {
            time += seconds / Double(steps)
            add(.touch(InputEvent.Touch(id: id, phase: .moved, location: a + (b - a) * (Double(i) / Double(steps)))))
        }
        time += 1.0 / 120
        add(.touch(InputEvent.Touch(id: id, phase: .ended, location: b)))
    }

    /// A quick tap at `p` (50 ms down).
    mutating func tap(_ p: Point) {
        let id = nextID
        nextID += 1
        add(.touch(InputEvent.Touch(id: id, phase: .began, location: p)))
        time += 0.05
        add(.touch(InputEvent.Touch(id: id, phase: .ended, location: p)))
    }

    /// A key pressed and released 50 ms later.
    mutating func key(_ code: KeyCode) {
        add(.key(InputEvent.Key(code: code, isDown: true)))
        time += 0.05
        add(.key(InputEvent.Key(code: code, isDown: false)))
    }

    private mutating func add(_ kind: InputEvent.Kind) { events.append(InputEvent(timestamp: time, kind: kind)) }
}

import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickTesting
import FlickUI
import Foundation
import Testing

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
private func projection(_ v: Double, _ r: Double) -> Double { (v / 1000) * r / (1 - r) }

/// Records every delegate call in order.
@MainActor
final class ScrollRecorder: ScrollViewDelegate {
    var calls: [String] = []
    var retarget: Point?
    var lastVelocity: Point?
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if calls.last != "scroll" { calls.append("scroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
        calls.append("willEndDragging")
        lastVelocity = velocity
        if let retarget { targetContentOffset = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
        calls.append("didEndDragging(\(willDecelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
}

/// An application with a 400×800 scroll view over 400×4000 of content and a red marker at the
/// content's (0, 1000).
@MainActor
struct ScrollStage {
    let clock: ManualFrameClock
    let ticker = AnimationTicker()
    let app: Application
    let scroll: ScrollView
    let marker = View(frame: Rect(x: 0, y: 1000, width: 10, height: 10))
    let recorder = ScrollRecorder()

    init(rate: Double = 60) {
        clock = ManualFrameClock(start: 10, rate: rate)
        app = Application(
            clock: clock, events: ScriptedEventSource(), renderer: RecordingRenderer(),
            viewport: Size(width: 400, height: 800), ticker: ticker)
        scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800), ticker: ticker)
        scroll.contentSize = Size(width: 400, height: 4000)
        marker.backgroundColor = .red
        scroll.addSubview(marker)
        scroll.delegate = recorder
        app.window.addSubview(scroll)
        app.step()
    }

    /// Steps frames until nothing moves (at most `limit`); returns how many rendered.
    @discardableResult
    func settle(limit: Int = 2000) -> Int {
        var rendered = 0
        for _ in 0..<limit {
            guard app.step() != nil else { break }
            rendered += 1
        }
        return rendered
    }

    /// Where the marker is drawn in the latest display list (window coordinates).
    func markerOnScreen(_ list: DisplayList?) -> Point? {
        guard let list else { return nil }
        for case .fill(let f) in list.items where f.color == .red { return f.transform.project(f.rect.origin) }
        return nil
    }

    /// A drag by `distance` (finger, screen direction) over `duration`, then a release at
    /// `velocity`, with a frame between moves.
    func fling(_ distance: Point, velocity: Point, steps: Int = 5) {
        scroll.beginDragging(at: clock.now)
        for i in 1...steps {
            scroll.drag(translation: distance * (Double(i) / Double(steps)), at: clock.now)
            app.step()
        }
        scroll.endDragging(velocity: velocity, at: clock.now)
    }
}

@MainActor
@Suite struct ScrollViewTests {
    @Test func contentOffsetIsTheBoundsOriginAndMovesTheContentOnScreen() {
        let stage = ScrollStage()
        stage.scroll.contentOffset = Point(x: 0, y: 900)
        #expect(stage.scroll.bounds.origin == Point(x: 0, y: 900))
        let report = stage.app.step()
        #expect(stage.markerOnScreen(report?.displayList) == Point(x: 0, y: 100))
        #expect(stage.recorder.calls == ["scroll"])
    }

    @Test func dragFollowsTheFingerInTheSameFrame() {
        let stage = ScrollStage()
        stage.scroll.contentOffset = Point(x: 0, y: 500)
        stage.app.step()
        stage.scroll.beginDragging(at: stage.clock.now)
        stage.scroll.drag(translation: Point(x: 0, y: -120), at: stage.clock.now)
        #expect(stage.scroll.contentOffset.y == 620)
        #expect(stage.scroll.isDragging)
        let report = stage.app.step()
        #expect(stage.markerOnScreen(report?.displayList) == Point(x: 0, y: 380))
    }

    @Test func flingDeceleratesToTheProjectionWithDelegateCallbacksInOrder() {
        let stage = ScrollStage()
        stage.scroll.contentOffset = Point(x: 0, y: 1000)
        stage.recorder.calls = []
        stage.fling(Point(x: 0, y: -100), velocity: Point(x: 0, y: -1500))
        #expect(stage.recorder.lastVelocity == Point(x: 0, y: 1500))  // content direction
        #expect(stage.scroll.isDecelerating)
        stage.settle()
        #expect(!stage.scroll.isDecelerating)
        // 1100 + project(1500, 0.998) = 1100 + 748.5, within the rest distance of half a point.
        #expect(close(stage.scroll.contentOffset.y, 1100 + projection(1500, 0.998), 0.5))
        #expect(
            stage.recorder.calls == [
                "willBeginDragging", "scroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "scroll", "didEndDecelerating",
            ])
        #expect(stage.app.step() == nil)  // idle once at rest
    }

    @Test func fastRateLandsShorter() {
        let stage = ScrollStage()
        stage.scroll.decelerationRate = .fast
        stage.scroll.contentOffset = Point(x: 0, y: 1000)
        stage.fling(Point(x: 0, y: -100), velocity: Point(x: 0, y: -1000))
        stage.settle()
        #expect(close(stage.scroll.contentOffset.y, 1100 + projection(1000, 0.99), 0.5))
    }

    @Test func delegateCanRetargetTheRelease() {
        let stage = ScrollStage()
        stage.scroll.contentOffset = Point(x: 0, y: 1000)
        stage.recorder.retarget = Point(x: 0, y: 1300)
        stage.fling(Point(x: 0, y: -100), velocity: Point(x: 0, y: -1500))
        stage.settle()
        #expect(stage.scroll.contentOffset.y == 1300)
    }

    @Test func dragPastTheTopRubberBandsAndSpringsBack() {
        let stage = ScrollStage()
        stage.scroll.beginDragging(at: stage.clock.now)
        stage.scroll.drag(translation: Point(x: 0, y: 100), at: stage.clock.now)
        // FEEL.md §4 with d = 800 (the view's height): 100 → 51.5 past the edge.
        #expect(close(stage.scroll.contentOffset.y, -(1 - 1 / (100 * 0.55 / 800 + 1)) * 800))
        stage.app.step()
        stage.scroll.endDragging(velocity: .zero, at: stage.clock.now)
        #expect(stage.recorder.calls.contains("didEndDragging(true)"))
        stage.settle()
        #expect(stage.scroll.contentOffset.y == 0)
        #expect(stage.recorder.calls.last == "didEndDecelerating")
    }

    @Test func horizontalDragOfAVerticalListDoesNotMoveIt() {
        let stage = ScrollStage()
        stage.scroll.beginDragging(at: stage.clock.now)
        stage.scroll.drag(translation: Point(x: -80, y: 0), at: stage.clock.now)
        #expect(stage.scroll.contentOffset == .zero)
        #expect(!stage.scroll.isDragging)
        stage.scroll.endDragging(velocity: .zero, at: stage.clock.now)
        #expect(!stage.scroll.scrollsHorizontally)
        stage.scroll.alwaysBounceHorizontal = true
        #expect(stage.scroll.scrollsHorizontally)
    }

    @Test func deckPagingLandsOnCardStrides() {
        let stage = ScrollStage()
        let deck = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300), ticker: stage.ticker)
        deck.contentSize = Size(width: 318 * 10 + 60, height: 300)
        deck.contentInset = EdgeInsets(left: 30, right: 30)
        deck.isPagingEnabled = true
        deck.pageSize = Size(width: 300 + 18, height: 300)  // FEEL.md §1 cards: cell width + 18
        deck.decelerationRate = .fast
        stage.app.window.addSubview(deck)
        // From page 0 (offset −30), drag 150 left and fling at 800 pt/s: lands at
        // 120 + project(800, 0.99) = 199.2: nearer page 1 (288) than page 0 (−30).
        deck.contentOffset = Point(x: -30, y: 0)
        deck.beginDragging(at: stage.clock.now)
        deck.drag(translation: Point(x: -150, y: 0), at: stage.clock.now)
        deck.endDragging(velocity: Point(x: -800, y: 0), at: stage.clock.now)
        stage.settle()
        #expect(deck.contentOffset.x == -30 + 318)
        // A hard fling moves one page only.
        deck.beginDragging(at: stage.clock.now)
        deck.drag(translation: Point(x: -20, y: 0), at: stage.clock.now)
        deck.endDragging(velocity: Point(x: -6000, y: 0), at: stage.clock.now)
        stage.settle()
        #expect(deck.contentOffset.x == -30 + 2 * 318)
    }

    @Test func wheelScrollsClampedAndHandsTheRestOutwards() {
        let stage = ScrollStage()
        let inner = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 200), ticker: stage.ticker)
        inner.contentSize = Size(width: 400, height: 300)
        stage.scroll.addSubview(inner)
        stage.scroll.contentOffset = Point(x: 0, y: 500)
        // One notch away from the user (content moves down 53 pt, FEEL/INPUT.md): the inner list is
        // at its top, so all of it goes to the outer one.
        inner.scrollWheel(InputEvent.Wheel(delta: Point(x: 0, y: 53), location: .zero), timestamp: stage.clock.now)
        #expect(inner.contentOffset.y == 0)
        #expect(stage.scroll.contentOffset.y == 447)
        // Two notches towards the user: the inner list has 100 pt to give, takes 100 of 106.
        inner.scrollWheel(InputEvent.Wheel(delta: Point(x: 0, y: -106), location: .zero), timestamp: stage.clock.now)
        #expect(inner.contentOffset.y == 100)
        #expect(stage.scroll.contentOffset.y == 453)
    }

    @Test func rightStickScrollsTheSameDistanceAtAnyFrameRate() {
        func run(_ hz: Double) -> Double {
            let stage = ScrollStage(rate: hz)
            stage.scroll.scroll(stick: Point(x: 0, y: 0.5), at: stage.clock.now)
            let start = stage.clock.now
            // Frames whose target time is at most one second later; then the stick returns.
            while stage.clock.now + 2 * stage.clock.refreshInterval <= start + 1 + 1e-9 { stage.app.step() }
            stage.scroll.scroll(stick: .zero, at: start + 1)
            stage.app.step()
            return stage.scroll.contentOffset.y
        }
        // 1500 pt/s · 0.5² = 375 pt/s for one second.
        #expect(close(run(60), 375, 1e-6))
        #expect(close(run(120), 375, 1e-6))
    }

    @Test func flingIsTheSameAt60And120Hz() {
        /// Offsets by frame target time, keyed in 1/120 s ticks after the release.
        func samples(_ hz: Double) -> [Int: Double] {
            let stage = ScrollStage(rate: hz)
            stage.scroll.contentOffset = Point(x: 0, y: 2800)
            let release = stage.clock.now
            stage.scroll.beginDragging(at: release)
            stage.scroll.drag(translation: Point(x: 0, y: -100), at: release)
            stage.scroll.endDragging(velocity: Point(x: 0, y: -3000), at: release)
            var out: [Int: Double] = [:]
            for _ in 0..<Int(hz * 2) {
                stage.app.step()
                let target = stage.clock.now + stage.clock.refreshInterval
                out[Int(((target - release) * 120).rounded())] = stage.scroll.contentOffset.y
            }
            return out
        }
        let a = samples(60), b = samples(120)
        let common = a.keys.filter { b[$0] != nil }.sorted()
        #expect(common.count >= 110)
        #expect(a.values.max()! > 3200)  // crossed the end (3200) and bounced
        for key in common { #expect(close(a[key]!, b[key]!, 1e-9)) }
    }

    @Test func animatedOffsetAndRevealingARect() {
        let stage = ScrollStage()
        stage.scroll.setContentOffset(Point(x: 0, y: 600), animated: true)
        stage.app.step()
        #expect(stage.scroll.contentOffset.y > 0 && stage.scroll.contentOffset.y < 600)
        stage.settle()
        #expect(stage.scroll.contentOffset.y == 600)
        #expect(stage.recorder.calls.last == "didEndScrollingAnimation")
        stage.scroll.scrollRectToVisible(Rect(x: 0, y: 1500, width: 10, height: 100), animated: false)
        #expect(stage.scroll.contentOffset.y == 800)  // bottom of the rect at the bottom edge
        stage.scroll.scrollRectToVisible(Rect(x: 0, y: 900, width: 10, height: 100), animated: false)
        #expect(stage.scroll.contentOffset.y == 800)  // already visible
    }

    @Test func touchCatchesAFlingWhereItIs() {
        let stage = ScrollStage()
        stage.scroll.contentOffset = Point(x: 0, y: 1000)
        stage.fling(Point(x: 0, y: -50), velocity: Point(x: 0, y: -2000))
        for _ in 0..<5 { stage.app.step() }
        let caught = stage.scroll.contentOffset.y
        stage.scroll.beginDragging(at: stage.clock.now)
        #expect(stage.scroll.contentOffset.y == caught)
        #expect(!stage.scroll.isDecelerating)
        stage.scroll.endDragging(velocity: .zero, at: stage.clock.now)
        stage.settle()
        #expect(stage.scroll.contentOffset.y == caught)
    }
}

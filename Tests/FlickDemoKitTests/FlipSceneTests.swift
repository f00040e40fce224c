import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickTesting
import FlickTransitions
import FlickUI
import Testing

@testable import FlickDemoKit

/// A real application on a manual 60 Hz clock with scripted input and a recording renderer,
/// running one demo scene (the article scenes' tests share it).
@MainActor
final class SceneHarness<Scene: DemoScene> {
    let clock = ManualFrameClock(start: 0, rate: 60)
    let events: ScriptedEventSource
    let renderer = RecordingRenderer()
    let ticker = AnimationTicker()
    let app: Application
    let scene: Scene
    private var nextTouchID: Int64 = 1

    /// Runs `type` in a `width`×`height` window; `wrapEvents` puts a filter between the scripted
    /// events and the application (the kiosk's, say), and defaults to none.
    init(
        _ type: Scene.Type, width: Double = 360, height: Double = 640,
        wrapEvents: (ScriptedEventSource) -> any EventSource = { $0 }
    ) {
        // The window has no snapshot provider: snapshots are layer clones.
        let clock = self.clock
        events = ScriptedEventSource(now: { clock.now })
        app = Application(
            clock: clock, events: wrapEvents(events), renderer: renderer, viewport: Size(width: width, height: height),
            ticker: ticker)
        // Through the shell's driver, as `flick --scene` runs it (resizes reach `layout(in:)`).
        let driver = SceneSwitcher.install(type, in: app)
        guard let scene = driver.scene as? Scene else { preconditionFailure("SceneSwitcher built another scene type") }
        self.scene = scene
        app.step()
    }

    /// The time of the next frame (where scripted events land).
    var nextTime: Double { clock.now + clock.refreshInterval }

    /// Runs `n` frames; returns the last display list rendered so far.
    @discardableResult
    func step(_ n: Int = 1) -> DisplayList {
        for _ in 0..<n {
            app.setNeedsDisplay()
            app.step()
        }
        return renderer.lastFrame ?? DisplayList(viewport: .zero)
    }

    /// Runs frames for `seconds`.
    @discardableResult
    func run(_ seconds: Double) -> DisplayList { step(Int((seconds * 60).rounded(.up))) }

    private func touch(_ id: Int64, _ phase: InputEvent.Phase, _ p: Point) {
        events.enqueue(InputEvent(timestamp: nextTime, kind: .touch(.init(id: id, phase: phase, location: p))))
        step()
    }

    /// A finger goes down at `a`, moves to `b` in `frames` even steps (one per frame), and stays
    /// down. Returns its id for `lift`.
    @discardableResult
    func press(from a: Point, to b: Point, frames: Int = 12) -> Int64 {
        let id = nextTouchID
        nextTouchID += 1
        touch(id, .began, a)
        for i in 1...max(frames, 1) { touch(id, .moved, a + (b - a) * (Double(i) / Double(max(frames, 1)))) }
        return id
    }

    /// Lifts finger `id` at `p`.
    func lift(_ id: Int64, at p: Point) { touch(id, .ended, p) }

    /// A drag from `a` to `b` that lifts at `b` (after `holdFrames` still frames, so a release
    /// with holdFrames ≥ 3 carries no velocity).
    func drag(from a: Point, to b: Point, frames: Int = 12, holdFrames: Int = 0) {
        let id = press(from: a, to: b, frames: frames)
        if holdFrames > 0 { step(holdFrames) }
        lift(id, at: b)
    }

    /// A quick tap at `p`, then `settleFrames` frames.
    func tap(_ p: Point, settleFrames: Int = 20) {
        let id = nextTouchID
        nextTouchID += 1
        touch(id, .began, p)
        step(2)
        touch(id, .ended, p)
        step(settleFrames)
    }

    /// A key press (down, then up on the next frame).
    func key(_ code: KeyCode) {
        events.enqueue(InputEvent(timestamp: nextTime, kind: .key(.init(code: code, isDown: true))))
        step()
        events.enqueue(InputEvent(timestamp: nextTime, kind: .key(.init(code: code, isDown: false))))
        step()
    }

    /// A gamepad button press (down, then up on the next frame).
    func button(_ button: GamepadButton) {
        let pad = GamepadID(1)
        events.enqueue(
            InputEvent(timestamp: nextTime, kind: .gamepadButton(.init(gamepad: pad, button: button, isDown: true))))
        step()
        events.enqueue(
            InputEvent(timestamp: nextTime, kind: .gamepadButton(.init(gamepad: pad, button: button, isDown: false))))
        step()
    }

    /// The window frame of `view`.
    func frame(of view: View) -> Rect { view.convert(view.bounds, to: nil) ?? .zero }
}

/// Images drawn in `list` with `path` as their asset.
func images(_ path: String, in list: DisplayList) -> [DisplayItem.Image] {
    list.items.compactMap { item in
        if case .image(let i) = item, i.image == .asset(path) { return i }
        return nil
    }
}

/// The flip scene from scripted input: a tap (or A/Enter) flips a card into its full-screen answer
/// in the chosen duration; a left-edge pan dismisses it past 0.5 of 200 pt and cancels below;
/// B/Escape flips it back.
@MainActor
@Suite struct FlipSceneTests {
    let h = SceneHarness(FlipScene.self)
    var gallery: FlipGalleryController { h.scene.gallery }
    var catCard: FlipCardView { gallery.cards[0] }

    func center(of view: View) -> Point {
        let f = h.frame(of: view)
        return Point(x: f.midX, y: f.midY)
    }

    /// Taps the cat card and plays the 0.6 s flip to the end.
    func openCat() {
        h.tap(center(of: catCard))
        h.run(0.7)
    }

    @Test func aTapFlipsTheCardIntoAFullScreenAnswerIn0_6Seconds() throws {
        let cardFrame = h.frame(of: catCard)
        h.tap(center(of: catCard))
        let detail = try #require(gallery.detail)
        #expect(gallery.isTransitioning, "the flip runs: 0.6 s by default")
        #expect(gallery.lastFlip?.originFrame == cardFrame, "the flip starts at the tapped card")
        h.run(0.5)
        #expect(!gallery.isTransitioning)
        #expect(detail.appearanceState == .appeared)
        #expect(h.frame(of: detail.view) == Rect(x: 0, y: 0, width: 360, height: 640))
        let list = h.step()
        let picture = try #require(images(DemoAssets.Image.cat, in: list).last)
        #expect(picture.transform.project(picture.bounds.origin) == .zero)
        #expect(list.items.contains { if case .text(let t) = $0 { t.string == "It's a cat!" } else { false } })
        #expect(gallery.view.transform == .identity, "the presenting view is restored under the answer")
    }

    @Test func midFlipTheCardIsTurnedAboutY() throws {
        h.tap(center(of: catCard), settleFrames: 0)
        // 0.6 s in thirds: until 0.2 s the gallery turns away while the snapshot waits edge-on.
        let flip = try #require(gallery.lastFlip)
        h.run(0.1)
        let angle = gallery.view.layer.presentation().transform
        #expect(angle != .identity, "the gallery turns away during the first third")
        let shot = try #require(flip.snapshot)
        #expect(shot.layer.presentation().bounds.width < 200, "the snapshot is still card-sized")
    }

    @Test func theArticles2SecondFlipIsOneChipAway() throws {
        let chip = try #require(gallery.view.subviews.compactMap { $0 as? FlipChip }.last)
        h.tap(center(of: chip))
        #expect(gallery.presentDuration == 2.0)
        h.tap(center(of: catCard))
        h.run(1.2)
        #expect(gallery.isTransitioning, "still flipping after 1.2 s")
        h.run(1.0)
        #expect(!gallery.isTransitioning && gallery.detail?.appearanceState == .appeared)
    }

    @Test func theAnswersCloseButtonFlipsItBackTheWayTheTutorialDoes() throws {
        openCat()
        let view = try #require(gallery.detail?.view as? FlipDetailView)
        let close = h.frame(of: view.closeButton)
        #expect(close.minX >= 0 && close.maxX <= 360 && close.width >= 40, "a finger-sized button: \(close)")
        h.tap(close.center, settleFrames: 0)
        #expect(gallery.isTransitioning, "the tap starts the flip back")
        let shot = try #require(gallery.lastFlip?.snapshot)
        h.run(0.3)
        // The snapshot turns away to +π/2 (the tutorial's dismissal), the way the presentation
        // turned it in from.
        let turned = shot.layer.presentation().transform.m13
        #expect(abs(turned) > 0.05 && turned.sign == FlipAnimation.yRotation(.pi / 4).m13.sign)
        h.run(0.5)
        #expect(gallery.presentedViewController == nil)
    }

    @Test func anEdgePanOf120PointsDismisses() {
        openCat()
        let id = h.press(from: Point(x: 4, y: 320), to: Point(x: 124, y: 320), frames: 12)
        #expect(gallery.dismissal != nil, "the edge pan drives an interactive dismissal")
        #expect(abs((gallery.dismissal?.percentComplete ?? 0) - 0.6) < 0.01, "progress = tx / 200")
        h.step(4)
        h.lift(id, at: Point(x: 124, y: 320))
        h.run(0.8)
        #expect(gallery.presentedViewController == nil, "past 0.5: dismissed")
        #expect(gallery.openCard == nil)
        #expect(images(DemoAssets.Image.cat, in: h.step()).isEmpty, "the answer left the screen")
        #expect(gallery.view.layer.presentation().transform == .identity)
    }

    @Test func anEdgePanOf60PointsIsCancelledBack() throws {
        openCat()
        let detail = try #require(gallery.detail)
        let before = h.step()
        h.drag(from: Point(x: 4, y: 320), to: Point(x: 64, y: 320), frames: 10, holdFrames: 4)
        h.run(0.8)
        #expect(gallery.presentedViewController === detail, "below 0.5: still presented")
        #expect(detail.appearanceState == .appeared)
        #expect(gallery.dismissal == nil)
        #expect(h.frame(of: detail.view) == Rect(x: 0, y: 0, width: 360, height: 640))
        #expect(h.step().items.count == before.items.count, "the screen is as it was")
    }

    @Test func aPanAwayFromTheEdgeDoesNothing() {
        openCat()
        h.drag(from: Point(x: 100, y: 320), to: Point(x: 260, y: 320))
        h.run(0.5)
        #expect(gallery.detail != nil && gallery.dismissal == nil)
    }

    @Test func keyboardEnterOpensAndEscapeFlipsBack() {
        h.key(.right)  // shows the focus on the first card
        h.key(.enter)
        #expect(gallery.detail != nil)
        h.run(0.7)
        #expect(gallery.detail?.appearanceState == .appeared)
        h.key(.escape)
        #expect(gallery.isTransitioning, "Escape flips back (0.6 s)")
        h.run(0.7)
        #expect(gallery.presentedViewController == nil)
    }

    @Test func gamepadAOpensAndBFlipsBack() {
        h.button(.dpadRight)
        h.button(.dpadDown)
        h.button(.a)
        let opened = gallery.openCard
        #expect(opened != nil)
        #expect(opened !== catCard, "the d-pad moved focus off the first card")
        h.run(0.7)
        h.button(.b)
        h.run(0.7)
        #expect(gallery.presentedViewController == nil)
    }

    @Test func aResizeLaysTheGridAndTheAnswerOutAgain() {
        openCat()
        h.events.enqueue(InputEvent(timestamp: h.nextTime, kind: .resized(Size(width: 800, height: 480))))
        h.step(2)
        let detail = gallery.detail
        #expect(detail.map { h.frame(of: $0.view) } == Rect(x: 0, y: 0, width: 800, height: 480))
        let frames = gallery.cards.map { h.frame(of: $0) }
        #expect(Set(frames.map(\.minY)).count == 1, "landscape: one row of four")
        #expect(frames.allSatisfy { $0.maxY <= 480 && $0.minX >= 0 && $0.maxX <= 800 })
    }
}

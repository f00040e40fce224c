import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickNavigation
import FlickTesting
import FlickUI

@testable import FlickDemoKit

/// The chats list as the home scene places it: the left panel of a `SwipeNavigationController`
/// (camera stand-in behind, plain centre and right panels), the root of a real application on a
/// manual 60 Hz clock with scripted input, resting on the left panel.
@MainActor
final class ChatsStage {
    let clock = ManualFrameClock(start: 0, rate: 60)
    let events: ScriptedEventSource
    let renderer = RecordingRenderer()
    let ticker = AnimationTicker()
    let app: Application
    let nav: SwipeNavigationController
    let chats: ChatsController
    private var nextID: Int64 = 1

    init(width: Double = 360, height: Double = 640) {
        let clock = self.clock
        events = ScriptedEventSource(now: { clock.now })
        app = Application(
            clock: clock, events: events, renderer: renderer, viewport: Size(width: width, height: height),
            ticker: ticker)
        chats = ChatsController(ticker: ticker)
        let camera = ViewController()
        camera.view.backgroundColor = Color(white: 0.2)
        nav = SwipeNavigationController(
            background: camera, panels: [.left: chats, .center: ViewController(), .right: ViewController()],
            ticker: ticker)
        app.rootViewController = nav
        nav.installInput(in: app)
        nav.navigate(to: .left, animated: false)
        step()
    }

    var nextTime: Double { clock.now + clock.refreshInterval }
    var list: ScrollView { chats.list }
    var rows: [ChatRowView] { chats.rows }
    var engine: FocusEngine? { FocusEngine.engine(for: chats.view) }
    var closed: Double { ChatRowView.actionsWidth }

    /// Runs `n` frames.
    func step(_ n: Int = 1) {
        for _ in 0..<n {
            app.setNeedsDisplay()
            app.step()
        }
    }

    /// Runs frames until the container, the list and every row rest (at most `limit`).
    func settle(limit: Int = 600) {
        var n = 0
        repeat {
            step()
            n += 1
        } while (!nav.isIdle || list.isDecelerating || rows.contains { $0.isDecelerating || $0.isDragging }
            || !ticker.isIdle || !app.isIdle) && n < limit
    }

    /// The window point at the middle of the card of the row at `index`, moved by `dx`.
    func cardPoint(_ index: Int, dx: Double = 0) -> Point {
        let card = rows[index].card
        let f = card.convert(card.bounds, to: nil) ?? .zero
        return Point(x: f.midX + dx, y: f.midY)
    }

    /// The window centre of `view`.
    func center(of view: View) -> Point {
        let f = view.convert(view.bounds, to: nil) ?? .zero
        return Point(x: f.midX, y: f.midY)
    }

    private func touch(_ id: Int64, _ phase: InputEvent.Phase, _ p: Point) {
        events.enqueue(InputEvent(timestamp: nextTime, kind: .touch(.init(id: id, phase: phase, location: p))))
        step()
    }

    /// A finger down at `a`, moving to `b` in `frames` even steps; stays down. Returns its id.
    @discardableResult
    func press(from a: Point, to b: Point, frames: Int = 12) -> Int64 {
        let id = nextID
        nextID += 1
        touch(id, .began, a)
        for i in 1...max(frames, 1) { touch(id, .moved, a + (b - a) * (Double(i) / Double(max(frames, 1)))) }
        return id
    }

    /// Moves finger `id` to `p`.
    func move(_ id: Int64, to p: Point) { touch(id, .moved, p) }

    /// Lifts finger `id` at `p`, optionally after holding still `holdFrames` frames (≥ 3: no
    /// velocity, the 40 ms rule).
    func lift(_ id: Int64, at p: Point, holdFrames: Int = 0) {
        if holdFrames > 0 {
            touch(id, .moved, p)
            step(holdFrames)
        }
        touch(id, .ended, p)
    }

    /// A drag that lifts at `b`: slow (held still first, no velocity) or a fling.
    func drag(from a: Point, to b: Point, frames: Int = 12, slow: Bool = true) {
        let id = press(from: a, to: b, frames: frames)
        lift(id, at: b, holdFrames: slow ? 4 : 0)
    }

    /// A quick tap at `p`.
    func tap(_ p: Point) {
        let id = nextID
        nextID += 1
        touch(id, .began, p)
        step(2)
        touch(id, .ended, p)
    }

    /// A key press (down, then up).
    func key(_ code: KeyCode) {
        events.enqueue(InputEvent(timestamp: nextTime, kind: .key(.init(code: code, isDown: true))))
        step()
        events.enqueue(InputEvent(timestamp: nextTime, kind: .key(.init(code: code, isDown: false))))
        step()
    }

    /// A gamepad button press (down, then up).
    func button(_ button: GamepadButton) {
        let pad = GamepadID(1)
        events.enqueue(
            InputEvent(timestamp: nextTime, kind: .gamepadButton(.init(gamepad: pad, button: button, isDown: true))))
        step()
        events.enqueue(
            InputEvent(timestamp: nextTime, kind: .gamepadButton(.init(gamepad: pad, button: button, isDown: false))))
        step()
    }

    /// Opens the row at `index` with a slow rightward drag past half its actions.
    func openByDrag(_ index: Int) {
        drag(from: cardPoint(index, dx: -120), to: cardPoint(index, dx: 40), frames: 16)
        settle()
    }
}

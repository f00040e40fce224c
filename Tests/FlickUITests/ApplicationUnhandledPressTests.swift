import FlickAnimation
import FlickGeometry
import FlickInput
import FlickTesting
import FlickUI
import Testing

/// Presses nobody used reach `Application.unhandledPressHandler` — from a controller chain, and
/// from an app with no root controller; presses a responder used never do.
@MainActor
@Suite struct ApplicationUnhandledPressTests {
    final class Eater: ViewController {
        var eaten: [Press] = []
        override func pressesBegan(_ presses: [Press]) {
            let rest = presses.filter { $0.meaning != .select }
            eaten += presses.filter { $0.meaning == .select }
            if !rest.isEmpty { super.pressesBegan(rest) }
        }
    }

    func makeApp() -> (Application, ScriptedEventSource) {
        let events = ScriptedEventSource()
        let app = Application(
            clock: ManualFrameClock(start: 0, rate: 60), events: events, renderer: RecordingRenderer(),
            viewport: Size(width: 200, height: 200), ticker: AnimationTicker())
        app.focusEngine = nil
        return (app, events)
    }

    func key(_ code: KeyCode, _ events: ScriptedEventSource, _ app: Application) {
        events.enqueue(InputEvent(timestamp: 0, kind: .key(.init(code: code, isDown: true))))
        events.enqueue(InputEvent(timestamp: 0, kind: .key(.init(code: code, isDown: false))))
        app.step()
    }

    @Test func unusedPressesReachTheHandlerDownAndUp() {
        let (app, events) = makeApp()
        let root = Eater()
        app.rootViewController = root
        var seen: [(KeyCode, Bool)] = []
        app.unhandledPressHandler = { press, isDown in
            if case .key(let code, _) = press.source { seen.append((code, isDown)) }
        }
        key(.escape, events, app)
        key(.enter, events, app)
        #expect(seen.filter(\.1).map(\.0) == [.escape], "Enter going down was used by the controller")
        #expect(seen.filter { $0.0 == .escape }.map(\.1) == [true, false])
        #expect(root.eaten.count == 1)
    }

    @Test func withoutARootControllerPressesStillReachTheHandler() {
        let (app, events) = makeApp()
        var count = 0
        app.unhandledPressHandler = { _, isDown in if isDown { count += 1 } }
        key(.escape, events, app)
        #expect(count == 1)
    }
}

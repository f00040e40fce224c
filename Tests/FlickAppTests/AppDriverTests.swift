import FlickAnimation
import FlickApp
import FlickGeometry
import FlickInput
import FlickLayers
import FlickNavigation
import FlickTesting
import FlickUI
import Testing

/// The app layer around a plain root view controller: the controller fills the window and
/// follows resizes, an unused Escape quits (B never does), a controller that uses Escape keeps
/// the app running, the HUD and the exit chord work with no content of their own, and a
/// `SwipeNavigationController` at the root gets its gamepad and keyboard bindings.
@MainActor
@Suite struct AppDriverTests {
    let clock = ManualFrameClock(start: 0, rate: 60)
    let events: ScriptedEventSource
    let renderer = RecordingRenderer()
    let app: Application

    init() {
        let clock = clock
        events = ScriptedEventSource(now: { clock.now })
        app = Application(
            clock: clock, events: events, renderer: renderer, viewport: Size(width: 360, height: 640),
            ticker: AnimationTicker())
    }

    /// A controller whose view is one coloured box, optionally taking Escape for itself.
    final class BoxController: ViewController {
        var takesEscape = false
        var escapes = 0

        override func viewDidLoad() {
            view.backgroundColor = Color(hex: 0x3366CC)
        }

        override func pressesBegan(_ presses: [Press]) {
            if takesEscape && presses.contains(where: { $0.meaning == .back }) {
                escapes += 1
            } else {
                super.pressesBegan(presses)
            }
        }
    }

    func install(_ controller: ViewController) -> AppDriver {
        AppDriver.install(RootControllerContent(controller, in: app), in: app)
    }

    func send(_ kind: InputEvent.Kind) {
        events.enqueue(InputEvent(timestamp: clock.now + clock.refreshInterval, kind: kind))
        app.step()
    }

    func key(_ code: KeyCode) {
        send(.key(InputEvent.Key(code: code, isDown: true)))
        send(.key(InputEvent.Key(code: code, isDown: false)))
    }

    @Test func theRootControllerFillsTheWindowAndFollowsAResize() {
        let root = BoxController()
        _ = install(root)
        app.step()
        #expect(app.rootViewController === root)
        #expect(root.view.frame == Rect(x: 0, y: 0, width: 360, height: 640))
        send(.resized(Size(width: 640, height: 360)))
        #expect(app.viewport == Size(width: 640, height: 360))
        #expect(root.view.frame == Rect(x: 0, y: 0, width: 640, height: 360))
        let fill = renderer.lastFrame?.items.contains { item in
            if case .fill(let f) = item { f.rect.size == Size(width: 640, height: 360) } else { false }
        }
        #expect(fill == true, "the box is drawn at the new size")
    }

    @Test func anUnusedEscapeQuitsAndBDoesNot() {
        _ = install(BoxController())
        app.step()
        send(.gamepadButton(GamepadButtonEvent(gamepad: GamepadID(1), button: .b, isDown: true)))
        #expect(!app.isQuitting, "B is too easy to hit to quit")
        key(.escape)
        #expect(app.isQuitting)
    }

    @Test func anEscapeTheControllerUsesKeepsTheAppRunning() {
        let root = BoxController()
        root.takesEscape = true
        _ = install(root)
        app.step()
        key(.escape)
        #expect(root.escapes == 1)
        #expect(!app.isQuitting)
    }

    @Test func f1ShowsTheHUDAndStartBackHeldOneSecondQuits() {
        let driver = install(BoxController())
        app.step()
        key(.f1)
        #expect(driver.hud.isVisible)
        let pad = GamepadID(2)
        send(.gamepadButton(GamepadButtonEvent(gamepad: pad, button: .start, isDown: true)))
        send(.gamepadButton(GamepadButtonEvent(gamepad: pad, button: .back, isDown: true)))
        #expect(!driver.hud.isVisible, "the pair toggles the HUD off again")
        for _ in 0..<50 { app.step() }
        #expect(!app.isQuitting, "held for less than 1 s")
        for _ in 0..<12 { app.step() }
        #expect(app.isQuitting, "held for 1 s")
    }

    @Test func aSwipeNavigationControllerAtTheRootGetsItsBindings() {
        let panels: [Panel: ViewController] = [.center: BoxController(), .right: BoxController()]
        let navigation = SwipeNavigationController(panels: panels, ticker: app.ticker)
        _ = install(navigation)
        app.step()
        #expect(app.focusEngine is SwipeNavigationInputRouter)
        key(.right)
        for _ in 0..<60 { app.step() }
        #expect(navigation.currentPanel == .right, "the arrow key moved to the right panel")
    }
}

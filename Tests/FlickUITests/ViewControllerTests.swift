import FlickGeometry
import FlickInput
import FlickLayers
import FlickTesting
import FlickUI
import Testing

/// A controller that logs its callbacks into a shared list.
@MainActor
final class LoggingController: ViewController {
    let tag: String
    let sink: Box
    final class Box { var lines: [String] = [] }

    init(_ tag: String, sink: Box) {
        self.tag = tag
        self.sink = sink
        super.init()
    }

    override func viewDidLoad() { sink.lines.append("\(tag).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { sink.lines.append("\(tag).willAppear") }
    override func viewDidAppear(_ animated: Bool) { sink.lines.append("\(tag).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { sink.lines.append("\(tag).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { sink.lines.append("\(tag).didDisappear") }
    override func willMove(toParent parent: ViewController?) {
        sink.lines.append("\(tag).willMove(\(parent.map { ($0 as? LoggingController)?.tag ?? "?" } ?? "nil"))")
    }
    override func didMove(toParent parent: ViewController?) {
        sink.lines.append("\(tag).didMove(\(parent.map { ($0 as? LoggingController)?.tag ?? "?" } ?? "nil"))")
    }
}

@MainActor
@Suite struct ViewControllerTests {
    let log = LoggingController.Box()

    func makeApp() -> Application {
        Application(
            clock: ManualFrameClock(), events: ScriptedEventSource(), renderer: RecordingRenderer(),
            viewport: Size(width: 320, height: 480))
    }

    @Test func viewLoadsLazilyOnce() {
        let vc = LoggingController("a", sink: log)
        #expect(!vc.isViewLoaded && vc.viewIfLoaded == nil)
        let v = vc.view
        #expect(vc.view === v && vc.isViewLoaded)
        #expect(log.lines == ["a.viewDidLoad"])
        #expect(v.viewController === vc && v.next === vc)
    }

    @Test func installingTheRootControllerFillsTheWindowAndAppears() {
        let app = makeApp()
        let vc = LoggingController("root", sink: log)
        app.rootViewController = vc
        #expect(vc.view.superview === app.window)
        #expect(vc.view.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(log.lines == ["root.viewDidLoad", "root.willAppear", "root.didAppear"])
        #expect(vc.appearanceState == .appeared)
        // Replacing it makes the old one disappear first.
        let next = LoggingController("next", sink: log)
        log.lines.removeAll()
        app.rootViewController = next
        #expect(
            log.lines == [
                "root.willDisappear", "root.didDisappear", "next.viewDidLoad", "next.willAppear", "next.didAppear",
            ])
        // The root view follows the viewport.
        app.resize(to: Size(width: 480, height: 320))
        app.window.layoutPass()
        #expect(next.view.frame == Rect(x: 0, y: 0, width: 480, height: 320))
        #expect(app.window.checkInvariants().isEmpty)
    }

    @Test func containmentFollowsUIKitsContractAndOrder() {
        let app = makeApp()
        let parent = LoggingController("parent", sink: log)
        app.rootViewController = parent
        log.lines.removeAll()
        let child = LoggingController("child", sink: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            log.lines == [
                "child.willMove(parent)", "child.viewDidLoad", "child.willAppear", "child.didAppear",
                "child.didMove(parent)",
            ])
        #expect(parent.children.count == 1 && child.parent === parent)
        log.lines.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            log.lines == ["child.willMove(nil)", "child.willDisappear", "child.didDisappear", "child.didMove(nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)
        // Adding to a new parent removes it from the old one (didMove(nil) first).
        let other = LoggingController("other", sink: log)
        parent.addChild(child)
        log.lines.removeAll()
        other.addChild(child)
        #expect(log.lines == ["child.didMove(nil)", "child.willMove(other)"])
        #expect(parent.children.isEmpty && other.children.first === child)
    }

    @Test func manualAppearanceTransitionsAreBalancedWithoutDuplicates() {
        let app = makeApp()
        let parent = LoggingController("parent", sink: log)
        app.rootViewController = parent
        let child = LoggingController("child", sink: log)
        parent.addChild(child)
        _ = child.view
        log.lines.removeAll()
        // A container begins the transition before adding the view: adding the view adds nothing.
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        parent.view.addSubview(child.view)
        #expect(log.lines == ["child.willAppear"])
        #expect(child.appearanceState == .appearing)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(log.lines == ["child.willAppear", "child.didAppear"])
        // Reversing mid-transition: appear begun, then disappear begun, then ended.
        log.lines.removeAll()
        child.beginAppearanceTransition(false, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        #expect(log.lines == ["child.willDisappear", "child.willAppear", "child.didAppear"])
    }

    @Test func appearanceIsForwardedToChildrenAfterTheParent() {
        let app = makeApp()
        let parent = LoggingController("parent", sink: log)
        let child = LoggingController("child", sink: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.lines.removeAll()
        app.rootViewController = parent
        #expect(log.lines == ["parent.willAppear", "child.willAppear", "parent.didAppear", "child.didAppear"])
        log.lines.removeAll()
        app.rootViewController = nil
        #expect(
            log.lines == ["parent.willDisappear", "child.willDisappear", "parent.didDisappear", "child.didDisappear"])
    }

    @Test func presentAndDismissSwapViewsWithCallbacks() {
        let app = makeApp()
        let base = LoggingController("base", sink: log)
        app.rootViewController = base
        let modal = LoggingController("modal", sink: log)
        log.lines.removeAll()
        var completed = 0
        base.present(modal) { completed += 1 }
        #expect(base.presentedViewController === modal && modal.presentingViewController === base)
        #expect(modal.view.superview === app.window && base.view.superview == nil)
        #expect(
            log.lines == [
                "modal.viewDidLoad", "base.willDisappear", "modal.willAppear", "base.didDisappear", "modal.didAppear",
            ])
        #expect(base.topPresentedViewController === modal)
        log.lines.removeAll()
        modal.dismiss { completed += 1 }
        #expect(completed == 2)
        #expect(base.presentedViewController == nil && base.view.superview === app.window)
        #expect(log.lines == ["modal.willDisappear", "base.willAppear", "modal.didDisappear", "base.didAppear"])
    }

    @Test func responderChainRunsFromViewThroughControllerToWindow() {
        let app = makeApp()
        let vc = LoggingController("root", sink: log)
        app.rootViewController = vc
        let button = View()
        vc.view.addSubview(button)
        let chain = button.responderChain
        #expect(chain.count == 5)
        #expect(chain[0] === button && chain[1] === vc.view && chain[2] === vc && chain[3] === app.window)
        #expect(!(chain[4] is View), "the application's end of the chain (unhandledPressHandler)")
    }
}

import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickTesting
import FlickTransitions
import FlickUI

/// An application on a manual clock, scripted events and a recording renderer, with its own ticker.
@MainActor
final class Harness {
    let clock: ManualFrameClock
    let events = ScriptedEventSource()
    let renderer = RecordingRenderer()
    let ticker = AnimationTicker()
    let app: Application

    init(width: Double = 400, height: Double = 300, rate: Double = 60, root: ViewController) {
        clock = ManualFrameClock(start: 0, rate: rate)
        app = Application(
            clock: clock, events: events, renderer: renderer, viewport: Size(width: width, height: height),
            ticker: ticker)
        app.rootViewController = root
    }

    /// Runs `n` frames; returns the last display list composed so far.
    @discardableResult
    func step(_ n: Int = 1) -> DisplayList {
        for _ in 0..<n { app.step() }
        return renderer.lastFrame ?? DisplayList(viewport: .zero)
    }

    /// The time of the frame that will run next (timestamps of scripted events).
    var nextTime: Double { clock.now + clock.refreshInterval }

    func touch(_ phase: InputEvent.Phase, _ x: Double, _ y: Double, id: Int64 = 1, at t: Double? = nil) {
        events.enqueue(
            InputEvent(
                timestamp: t ?? nextTime, kind: .touch(.init(id: id, phase: phase, location: Point(x: x, y: y)))))
    }
}

/// The on-screen origin of the first fill of `color` in `list`.
func origin(of color: Color, in list: DisplayList) -> Point? {
    for case .fill(let f) in list.items where f.color == color { return f.transform.project(f.rect.origin) }
    return nil
}

/// A bare custom container: one container view filling its view, children swapped by hand.
@MainActor
final class BareContainer: ViewController {
    let containerView = View()
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewDidLoad() {
        containerView.name = "container"
        view.addSubview(containerView)
    }

    func install(_ child: ViewController, size: Size) {
        view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        containerView.frame = view.bounds
        addChild(child)
        child.view.frame = containerView.bounds
        child.beginAppearanceTransition(true, animated: false)
        containerView.addSubview(child.view)
        child.didMove(toParent: self)
        child.endAppearanceTransition()
    }
}

/// Two coloured children in a bare container inside a harness, ready to transition.
@MainActor
struct Stage {
    let log = EventLog()
    let container = BareContainer()
    let a: LogController
    let b: LogController
    let harness: Harness

    init(width: Double = 400, height: Double = 300, rate: Double = 60) {
        a = LogController("A", .red, log: log)
        b = LogController("B", .blue, log: log)
        harness = Harness(width: width, height: height, rate: rate, root: container)
        container.install(a, size: Size(width: width, height: height))
        harness.step()
        log.entries.removeAll()
    }

    /// A context swapping A → B (forward).
    func context(animated: Bool = true) -> TransitionContext {
        TransitionContext.swappingChildren(
            of: container, from: a, to: b, containerView: container.containerView, isForward: true,
            animated: animated, ticker: harness.ticker)
    }
}

func near(_ a: Double, _ b: Double, _ eps: Double) -> Bool { abs(a - b) <= eps }

import FlickAnimation
import FlickGeometry
import FlickInput
import FlickLayers
import FlickTesting
import FlickTransitions
import FlickUI

/// A transition container with three children (A red, B blue, C green; B selected) in a harness,
/// driven by scripted touches at y = 150.
@MainActor
final class ContainerStage {
    let log = EventLog()
    let container = TransitionContainerController()
    let a: LogController
    let b: LogController
    let c: LogController
    let harness: Harness
    var ended: [Bool] = []

    init(
        _ driver: PercentDrivenInteractiveTransition.Driver = .interruptibleAnimator,
        mode: TransitionInteractor.Mode = .freePan, rate: Double = 60
    ) {
        a = LogController("A", .red, log: log)
        b = LogController("B", .blue, log: log)
        c = LogController("C", .green, log: log)
        harness = Harness(width: 400, height: 300, rate: rate, root: container)
        container.ticker = harness.ticker
        container.driverKind = driver
        container.setViewControllers([a, b, c], selectedIndex: 1)
        container.setInteractor(TransitionInteractor(mode: mode))
        container.onTransitionEnd = { [unowned self] completed in self.ended.append(completed) }
        harness.step()
        log.entries.removeAll()
    }

    func down(_ x: Double, id: Int64 = 1) {
        harness.touch(.began, x, 150, id: id)
        harness.step()
    }

    func move(_ x: Double, id: Int64 = 1) {
        harness.touch(.moved, x, 150, id: id)
        harness.step()
    }

    func up(_ x: Double, id: Int64 = 1) {
        harness.touch(.ended, x, 150, id: id)
        harness.step()
    }

    /// Drags finger 1 from `x0` to `x1` in `frames` equal moves, one per frame.
    func drag(from x0: Double, to x1: Double, frames: Int, down isNew: Bool = true) {
        if isNew { down(x0) }
        for i in 1...frames { move(x0 + (x1 - x0) * Double(i) / Double(frames)) }
    }

    /// Keeps the finger still (no events) long enough for its velocity to read zero.
    func hold(frames: Int = 4) {
        harness.step(frames)
    }

    /// Runs frames until nothing moves (at most `limit`).
    func settle(limit: Int = 300) {
        for _ in 0..<limit where container.isTransitioning || !harness.app.isIdle { harness.step() }
        harness.step()
    }

    var list: DisplayList { harness.renderer.lastFrame ?? DisplayList(viewport: .zero) }

    func x(_ color: Color) -> Double? { origin(of: color, in: list)?.x }

    /// Checks the container is at rest on child `index` with consistent containment and appearance.
    func isAtRest(on index: Int) -> Bool {
        let children = [a, b, c]
        let shown = children[index]
        let others = children.enumerated().filter { $0.offset != index }.map(\.element)
        return !container.isTransitioning && container.selectedIndex == index
            && container.children.count == 1 && container.children.first === shown
            && container.containerView.subviews.count == 1 && container.containerView.subviews.first === shown.view
            && shown.appearanceState == .appeared && others.allSatisfy { $0.appearanceState == .disappeared }
            && x(shown.color) == 0 && others.allSatisfy { x($0.color) == nil }
    }
}

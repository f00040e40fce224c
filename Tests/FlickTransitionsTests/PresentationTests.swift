import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickTesting
import FlickTransitions
import FlickUI
import Testing

/// A delegate that vends one animation for both directions and, while `interactive` is set, a
/// percent-driven dismissal.
@MainActor
final class TestTransitioningDelegate: TransitioningDelegate {
    var makeAnimation: () -> any TransitionAnimation = { CoverVerticalAnimation() }
    var duration = 0.3
    var curve = TimingCurve.linear
    var interactive = false
    var driverKind = PercentDrivenInteractiveTransition.Driver.interruptibleAnimator
    private(set) var dismissal: PercentDrivenInteractiveTransition?
    /// While set, presentations are interactive too.
    var interactivePresentation = false
    private(set) var presentation: PercentDrivenInteractiveTransition?
    private(set) var lastDriver: TransitionAnimationDriver?

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> (any AnimatedTransitioning)?
    {
        let d = TransitionAnimationDriver(makeAnimation(), duration: duration, curve: curve)
        lastDriver = d
        return d
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        let d = TransitionAnimationDriver(makeAnimation(), duration: duration, curve: curve)
        lastDriver = d
        return d
    }

    func interactionControllerForPresentation(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
    {
        guard interactivePresentation else { return nil }
        let t = PercentDrivenInteractiveTransition(animator: animator, driver: driverKind)
        presentation = t
        return t
    }

    func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
    {
        guard interactive else { return nil }
        let t = PercentDrivenInteractiveTransition(animator: animator, driver: driverKind)
        dismissal = t
        return t
    }
}

@MainActor
@Suite struct PresentationTests {
    let log = EventLog()
    let presenter: LogController
    let presented: LogController
    let harness: Harness
    let delegate = TestTransitioningDelegate()
    let performer: PresentationTransitionPerformer

    init() {
        presenter = LogController("P", .red, log: log)
        presented = LogController("Q", .blue, log: log)
        harness = Harness(width: 400, height: 300, root: presenter)
        performer = PresentationTransitionPerformer(delegate: delegate, ticker: harness.ticker)
        presented.transitionPerformer = performer
        harness.step()
        log.entries.removeAll()
    }

    @Test func presentAndDismissOverFullScreenThroughTheDelegate() {
        var presentedCount = 0
        presenter.present(presented, animated: true) { presentedCount += 1 }
        var ys: [Double] = []
        for _ in 0..<25 {
            let list = harness.step()
            ys.append(origin(of: .blue, in: list)?.y ?? .nan)
            #expect(origin(of: .red, in: list) == .zero, "the presenting view stays below")
        }
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 <= $0 }, "Q slides up")
        #expect(ys.first.map { $0 > 250 } == true && ys.last == 0)
        #expect(presentedCount == 1)
        #expect(log.entries == ["Q.willAppear", "Q.didAppear"])
        #expect(presenter.appearanceState == .appeared && presented.appearanceState == .appeared)
        #expect(presenter.presentedViewController === presented)

        var dismissedCount = 0
        presenter.dismiss(animated: true) { dismissedCount += 1 }
        harness.step(25)
        #expect(dismissedCount == 1)
        #expect(presenter.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(presented.appearanceState == .disappeared)
        #expect(harness.app.window.subviews.count == 1, "the container left with the presented view")
        #expect(origin(of: .blue, in: harness.step()) == nil)
    }

    @Test func interactivePresentationCancelsToNothingAndFinishes() {
        let before = harness.step()
        delegate.interactivePresentation = true
        var presentedCount = 0
        presenter.present(presented, animated: true) { presentedCount += 1 }
        let t = delegate.presentation
        #expect(t != nil)
        t?.update(0.5)
        harness.step()
        #expect(near(origin(of: .blue, in: harness.step())?.y ?? .nan, 150, 1e-6), "half way up")
        t?.cancel()
        harness.step(30)
        #expect(presenter.presentedViewController == nil, "a cancelled presentation leaves nothing presented")
        #expect(presented.appearanceState == .disappeared)
        #expect(presentedCount == 0)
        #expect(harness.app.window.subviews.count == 1)
        #expect(harness.step() == before)

        presenter.present(presented, animated: true) { presentedCount += 1 }
        let second = delegate.presentation
        second?.update(0.6)
        harness.step()
        second?.finish()
        harness.step(30)
        #expect(presentedCount == 1)
        #expect(presenter.presentedViewController === presented)
        #expect(presented.appearanceState == .appeared)
        #expect(origin(of: .blue, in: harness.step()) == .zero)
    }

    @Test(arguments: [PercentDrivenInteractiveTransition.Driver.interruptibleAnimator, .layerTime])
    func interactiveDismissalCancelsAndFinishes(_ driver: PercentDrivenInteractiveTransition.Driver) {
        presenter.present(presented, animated: false)
        harness.step()
        let shown = harness.step()
        delegate.interactive = true
        delegate.driverKind = driver
        presenter.dismiss(animated: true)
        let t = delegate.dismissal
        #expect(t != nil)
        t?.update(0.4)
        harness.step()
        #expect(near(origin(of: .blue, in: harness.step())?.y ?? .nan, 120, 1e-6))
        t?.cancel()
        harness.step(30)
        #expect(presenter.presentedViewController === presented, "still presented")
        #expect(presented.appearanceState == .appeared)
        #expect(harness.step() == shown)

        presenter.dismiss(animated: true)
        let second = delegate.dismissal
        second?.update(0.7)
        harness.step()
        second?.finish()
        harness.step(30)
        #expect(presenter.presentedViewController == nil)
        #expect(presented.appearanceState == .disappeared)
        #expect(origin(of: .blue, in: harness.step()) == nil)
    }

    @Test func theFlipTurnsInThirdsOnTheContainersPerspective() {
        let card = Rect(x: 40, y: 60, width: 120, height: 160)
        delegate.makeAnimation = { FlipAnimation(originFrame: card) }
        delegate.duration = 0.6
        performer.animatesPresentingView = true
        presenter.present(presented, animated: true)
        guard let ctx = performer.activeContext, let driver = delegate.lastDriver,
            let animator = driver.interruptibleAnimator(using: ctx),
            let flip = driver.animation as? FlipAnimation, let shot = flip.snapshot
        else {
            Issue.record("the flip did not start")
            return
        }
        animator.pauseAnimation()
        let container = shot.superview
        #expect(container?.layer.sublayerTransform.m34 == -0.002)
        func close(_ a: Transform3D, _ b: Transform3D) -> Bool {
            zip(a.entries, b.entries).allSatisfy { abs($0 - $1) < 1e-6 }
        }
        let perspective = FlipAnimation.perspectiveTransform
        animator.fractionComplete = 1.0 / 6
        #expect(
            close(
                presenter.view.layer.presentation().transform,
                FlipAnimation.yRotation(-.pi / 4).concatenating(perspective)))
        #expect(close(shot.layer.presentation().transform, FlipAnimation.yRotation(.pi / 2)))
        #expect(presented.view.isHidden)
        animator.fractionComplete = 0.5
        #expect(
            close(
                presenter.view.layer.presentation().transform,
                FlipAnimation.yRotation(-.pi / 2).concatenating(perspective)))
        #expect(close(shot.layer.presentation().transform, FlipAnimation.yRotation(.pi / 4)))
        #expect(shot.layer.presentation().bounds.size == card.size)
        #expect(shot.layer.presentation().position == Point(x: card.midX, y: card.midY))
        #expect(shot.layer.presentation().cornerRadii.maximum == 25)
        animator.fractionComplete = 5.0 / 6
        #expect(close(shot.layer.presentation().transform, .identity))
        #expect(near(shot.layer.presentation().cornerRadii.maximum, 12.5, 1e-9))
        #expect(near(shot.layer.presentation().frame.width, (120 + 400) / 2, 1e-9))
        animator.startAnimation()
        harness.step(30)
        #expect(ctx.isCompleted)
        #expect(shot.superview == nil && !presented.view.isHidden)
        #expect(presenter.view.transform == .identity && container?.layer.sublayerTransform == .identity)
        #expect(origin(of: .blue, in: harness.step()) == .zero)
    }
}

import FlickAnimation
import FlickGeometry
import FlickTransitions
import FlickUI
import Testing

@MainActor
@Suite struct TransitionContextTests {
    @Test func completeTransitionTwiceIsAMisuseWithAMessage() {
        #expect(TransitionContext.completeTransitionMisuse(alreadyCompleted: false) == nil)
        let message = TransitionContext.completeTransitionMisuse(alreadyCompleted: true)
        #expect(message?.contains("exactly once") == true)
        let stage = Stage()
        let ctx = stage.context(animated: false)
        #expect(!ctx.isCompleted)
        ctx.completeTransition(true)
        #expect(ctx.isCompleted)
        // A second call would trap with `message`: the check function says so without trapping.
        #expect(TransitionContext.completeTransitionMisuse(alreadyCompleted: ctx.isCompleted) == message)
    }

    @Test func finishingRunsContainmentAndAppearanceInUIKitsOrder() {
        let stage = Stage()
        let ctx = stage.context()
        #expect(
            stage.log.entries == ["B.willMove(p)", "A.willMove(nil)", "A.willDisappear", "B.willAppear"])
        stage.log.entries.removeAll()
        ctx.containerView.addSubview(stage.b.view)
        ctx.completeTransition(true)
        #expect(stage.log.entries == ["A.didMove(nil)", "B.didMove(p)", "A.didDisappear", "B.didAppear"])
        #expect(stage.container.children.map(\.title) == ["B"])
        #expect(stage.a.view.superview == nil)
        #expect(stage.b.view.superview === stage.container.containerView)
        #expect(stage.a.appearanceState == .disappeared && stage.b.appearanceState == .appeared)
    }

    @Test func cancellingTurnsAppearanceAroundAndKeepsTheOldChild() {
        let stage = Stage()
        let ctx = stage.context()
        ctx.containerView.addSubview(stage.b.view)
        stage.log.entries.removeAll()
        ctx.cancelInteractiveTransition()
        ctx.completeTransition(false)
        #expect(
            stage.log.entries == [
                "B.willMove(nil)", "B.didMove(nil)", "A.didMove(p)", "B.willDisappear", "A.willAppear",
                "B.didDisappear", "A.didAppear",
            ])
        #expect(stage.container.children.map(\.title) == ["A"])
        #expect(stage.b.view.superview == nil)
        #expect(stage.a.view.superview === stage.container.containerView)
        #expect(stage.a.appearanceState == .appeared && stage.b.appearanceState == .disappeared)
        #expect(ctx.transitionWasCancelled)
    }

    @Test func framesFollowTheDirection() {
        let stage = Stage()
        let ctx = stage.context()
        #expect(ctx.initialFrame(for: stage.b) == Rect(x: 400, y: 0, width: 400, height: 300))
        #expect(ctx.finalFrame(for: stage.a) == Rect(x: -400, y: 0, width: 400, height: 300))
        #expect(ctx.finalFrame(for: stage.b) == Rect(x: 0, y: 0, width: 400, height: 300))
        ctx.completeTransition(false)
    }

    @Test func coordinatorRunsAlongsideAnimationsWithTheAnimatorAndCompletionsAfterTheEnd() {
        let stage = Stage()
        let ctx = stage.context()
        let driver = TransitionAnimationDriver(OverlapAnimation(), duration: 0.3, curve: .linear)
        ctx.animator = driver
        let badge = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        badge.backgroundColor = .green
        stage.container.view.addSubview(badge)
        var completedWithCancel: Bool?
        ctx.coordinator.animate(
            alongsideTransition: { _ in badge.alpha = 0 }, completion: { c in completedWithCancel = c.isCancelled })
        driver.animateTransition(using: ctx)
        ctx.transitionDidStart()
        let animator = driver.interruptibleAnimator(using: ctx)
        stage.harness.step(10)
        #expect(near(badge.layer.presentation().opacity, 1 - (animator?.fractionComplete ?? 0), 1e-9))
        #expect(completedWithCancel == nil)
        stage.harness.step(20)
        #expect(completedWithCancel == false)
        #expect(!ctx.coordinator.animate(alongsideTransition: nil))
    }
}

import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickTransitions
import FlickUI
import Testing

@MainActor
@Suite struct TransitionAnimationDriverTests {
    @Test func theInterruptibleAnimatorIsTheSameInstanceForTheWholeTransition() {
        let stage = Stage()
        let ctx = stage.context()
        let driver = TransitionAnimationDriver(SlideAnimation())
        let first = driver.interruptibleAnimator(using: ctx)
        driver.animateTransition(using: ctx)
        stage.harness.step(5)
        #expect(first != nil)
        #expect(driver.interruptibleAnimator(using: ctx) === first)
        stage.harness.step(30)
        #expect(ctx.isCompleted)
    }

    @Test func aProgrammaticRunEndsWithTheNewChildInPlace() {
        let stage = Stage()
        let ctx = stage.context()
        let driver = TransitionAnimationDriver(SlideAnimation(), duration: 0.33, curve: .easeOut)
        driver.animateTransition(using: ctx)
        var xs: [Double] = []
        for _ in 0..<30 {
            let list = stage.harness.step()
            if let x = origin(of: .blue, in: list)?.x { xs.append(x) }
        }
        #expect(ctx.isCompleted && !ctx.transitionWasCancelled)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 <= $0 }, "B only moves towards its place")
        #expect(xs.last == 0)
        #expect(stage.container.children.map(\.title) == ["B"])
        #expect(origin(of: .red, in: stage.harness.renderer.lastFrame!) == nil)
    }

    @Test func cancelStopsAndFinishesAtTheStartSoNoFrameShowsTheEndState() {
        let stage = Stage()
        let before = stage.harness.step()
        let ctx = stage.context()
        let driver = TransitionAnimationDriver(SlideAnimation(parallax: 0.3))
        driver.animateTransition(using: ctx)
        stage.harness.renderer.reset()
        stage.harness.step(8)
        driver.cancel(using: ctx)
        #expect(ctx.isCompleted && ctx.transitionWasCancelled)
        stage.harness.step(5)
        for list in stage.harness.renderer.frames {
            #expect(origin(of: .blue, in: list).map { $0.x > 1 } ?? true, "B never reaches its end")
            #expect(origin(of: .red, in: list).map { $0.x > -120 + 1 } ?? true, "A never reaches its end")
        }
        #expect(stage.harness.renderer.lastFrame == before)
        #expect(stage.container.children.map(\.title) == ["A"])
    }

    @Test func keyframesOccupyTheirWindowOfTheAnimator() {
        let stage = Stage()
        let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        stage.container.view.addSubview(box)
        let animator = PropertyAnimator(duration: 1, curve: .linear, ticker: stage.harness.ticker)
        animator.addAnimations {
            TransitionKeyframes.add(relativeStart: 1.0 / 3, relativeDuration: 1.0 / 3) { box.alpha = 0 }
        }
        for (f, expected) in [(0.2, 1.0), (0.5, 0.5), (0.9, 0.0), (0.4, 0.8)] {
            animator.fractionComplete = f
            #expect(near(box.layer.presentation().opacity, expected, 1e-9), "alpha at \(f)")
        }
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(box.alpha == 1)
    }
}

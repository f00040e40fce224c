import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickTransitions
import FlickUI
import Testing

@MainActor
@Suite struct PercentDrivenInteractiveTransitionTests {
    typealias Driver = PercentDrivenInteractiveTransition.Driver

    /// A stage whose A → B slide is driven by a percent-driven transition.
    static func begin(
        _ driver: Driver, speed: Double = 1, rate: Double = 60, duration: Double = 0.33, curve: TimingCurve = .easeOut
    ) -> (Stage, TransitionContext, PercentDrivenInteractiveTransition) {
        let stage = Stage(rate: rate)
        let ctx = stage.context()
        let animation = TransitionAnimationDriver(SlideAnimation(parallax: 0.3), duration: duration, curve: curve)
        ctx.animator = animation
        let interactive = PercentDrivenInteractiveTransition(animator: animation, driver: driver)
        interactive.completionSpeed = speed
        interactive.startInteractiveTransition(ctx)
        return (stage, ctx, interactive)
    }

    @Test func theTwoDriversAgreeAtEqualProgress() {
        let (s1, _, layerTime) = Self.begin(.layerTime)
        let (s2, _, animator) = Self.begin(.interruptibleAnimator)
        #expect(layerTime.effectiveDriver == .layerTime && animator.effectiveDriver == .interruptibleAnimator)
        for p in [0.1, 0.37, 0.5, 0.83, 0.2, 0.99, 0.0] {
            layerTime.update(p)
            animator.update(p)
            let l1 = s1.harness.step()
            let l2 = s2.harness.step()
            for color in [Color.red, .blue] {
                let a = origin(of: color, in: l1)
                let b = origin(of: color, in: l2)
                #expect(a != nil && b != nil)
                #expect(
                    near(a?.x ?? 0, b?.x ?? 1000, 0.5),
                    "\(color) at p = \(p): \(String(describing: a)) vs \(String(describing: b))")
            }
        }
    }

    /// Frames from `finish()` until B is drawn at its place.
    static func framesToFinish(_ driver: Driver, from p: Double, speed: Double) -> Int {
        let (stage, ctx, t) = Self.begin(driver, speed: speed)
        t.update(p)
        stage.harness.step()
        t.finish()
        for n in 1...200 {
            let list = stage.harness.step()
            if origin(of: .blue, in: list)?.x == 0 {
                #expect(!ctx.transitionWasCancelled)
                return n
            }
        }
        return -1
    }

    @Test(arguments: [Driver.layerTime, .interruptibleAnimator])
    func completionTakesTheRemainingDurationOverTheSpeed(_ driver: Driver) {
        for (p, speed) in [(0.4, 2.0), (0.1, 1.0), (0.75, 0.5)] {
            let expected = (1 - p) * 0.33 / speed * 60
            let frames = Self.framesToFinish(driver, from: p, speed: speed)
            #expect(
                abs(Double(frames) - expected) <= 1, "p \(p) speed \(speed): \(frames) frames, expected \(expected)")
        }
    }

    @Test(arguments: [Driver.layerTime, .interruptibleAnimator])
    func aCancelledTransitionLeavesTheDisplayListAsBefore(_ driver: Driver) {
        let stage = Stage()
        let before = stage.harness.step()
        let ctx = stage.context()
        let animation = TransitionAnimationDriver(SlideAnimation(parallax: 0.3))
        ctx.animator = animation
        let t = PercentDrivenInteractiveTransition(animator: animation, driver: driver)
        t.startInteractiveTransition(ctx)
        for p in [0.2, 0.5, 0.7] {
            t.update(p)
            stage.harness.step()
        }
        t.cancel()
        stage.harness.step(40)
        #expect(ctx.isCompleted && ctx.transitionWasCancelled)
        #expect(t.phase == .ended)
        #expect(stage.harness.renderer.lastFrame == before)
        #expect(stage.container.children.map(\.title) == ["A"])
        #expect(stage.container.view.layer.speed == 1)
    }

    @Test(arguments: [Driver.layerTime, .interruptibleAnimator])
    func catchingMidCompletionKeepsThePositionContinuous(_ driver: Driver) {
        let (stage, ctx, t) = Self.begin(driver)
        t.update(0.3)
        stage.harness.step()
        t.finish()
        let moving = stage.harness.step(4)
        let x = origin(of: .blue, in: moving)?.x ?? .nan
        t.pause()
        #expect(origin(of: .blue, in: stage.harness.step(3))?.x == x, "caught where it was")
        t.update(toProgress: t.progress)
        #expect(near(origin(of: .blue, in: stage.harness.step())?.x ?? .nan, x, 1e-6), "no jump on the first drag")
        t.cancel()
        stage.harness.step(40)
        #expect(ctx.isCompleted && ctx.transitionWasCancelled)
    }

    @Test func theReleaseSpringStartsAtTheGesturesVelocity() {
        let (stage, ctx, t) = Self.begin(.interruptibleAnimator, rate: 240, curve: .linear)
        // The finger drags B at 600 pt/s (1.5 widths per second) for a while.
        let dt = 1.0 / 240
        var p = 0.2
        var last = 0.0
        for _ in 0..<10 {
            p += 1.5 * dt
            t.update(toProgress: p)
            last = origin(of: .blue, in: stage.harness.step())?.x ?? .nan
        }
        t.finish(velocity: 1.5)
        let x1 = origin(of: .blue, in: stage.harness.step())?.x ?? .nan
        let x2 = origin(of: .blue, in: stage.harness.step())?.x ?? .nan
        // The speeds over the first two frames, extrapolated back to the moment of release
        // (the spring accelerates: its speed is continuous, its acceleration is not).
        let v1 = (last - x1) / dt
        let v2 = (x1 - x2) / dt
        let speedAtRelease = 1.5 * v1 - 0.5 * v2
        #expect(abs(speedAtRelease - 600) / 600 < 0.02, "speed at release \(speedAtRelease) pt/s, finger 600")
        stage.harness.step(200)
        #expect(ctx.isCompleted && !ctx.transitionWasCancelled)
    }
}

import FlickAnimation
import FlickGeometry
import FlickLayers
import Testing

@MainActor
@Suite struct LayerAnimatorTests {
    @Test func uikitShapeAnimatesLayerProperties() {
        let stage = AnimationStage(rate: 8)
        let layer = stage.box("card", .red, at: Point(x: 100, y: 100))
        let flip = Transform3D(rotationAngle: -Double.pi / 2, x: 0, y: 1, z: 0)
        var ended: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear, ticker: stage.ticker) {
            layer.position = Point(x: 300, y: 100)
            layer.opacity = 0.5
            layer.transform = flip
        }
        animator.addCompletion { ended.append($0) }
        #expect(layer.position == Point(x: 100, y: 100))
        animator.startAnimation()
        #expect(layer.position == Point(x: 300, y: 100))
        #expect(layer.presentation().position == Point(x: 100, y: 100))
        for _ in 0..<4 { stage.step() }
        let half = layer.presentation()
        #expect(near(half.position.x, 200) && near(half.opacity, 0.75))
        let quarterTurn = Transform3D(rotationAngle: -Double.pi / 4, x: 0, y: 1, z: 0)
        #expect(zip(half.transform.entries, quarterTurn.entries).allSatisfy { near($0, $1, 1e-9) })
        for _ in 0..<4 { stage.step() }
        #expect(ended == [.end])
        #expect(!layer.hasAnimations)
        #expect(layer.model.opacity == 0.5 && layer.model.transform == flip)
    }

    @Test func finishAtStartShowsTheStartValuesOnTheVeryNextFrame() {
        let stage = AnimationStage(rate: 60)
        let layer = stage.box("card", .red, at: Point(x: 400, y: 400))
        let animator = PropertyAnimator(duration: 0.33, curve: .easeOut, ticker: stage.ticker) {
            layer.position = Point(x: 200, y: 400)
        }
        animator.startAnimation()
        for _ in 0..<8 { stage.step() }
        animator.stopAnimation(false)
        stage.step()
        animator.finishAnimation(at: .start)
        let next = stage.step()
        #expect(AnimationStage.centre(of: .red, in: next) == Point(x: 400, y: 400))
        #expect(layer.model.position == Point(x: 400, y: 400))
        for list in stage.lists {
            #expect(AnimationStage.centre(of: .red, in: list)?.x != 200, "the end value must never be drawn")
        }
    }

    @Test func reversalMidFlightReturnsToTheStartValues() {
        let stage = AnimationStage(rate: 60)
        let layer = stage.box("card", .red, at: Point(x: 0, y: 0))
        let animator = PropertyAnimator(duration: 0.5, curve: .easeInOut, ticker: stage.ticker) {
            layer.position = Point(x: 300, y: 0)
        }
        var ended: [AnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        var xs: [Double] = []
        for _ in 0..<12 {
            stage.step()
            xs.append(layer.presentation().position.x)
        }
        animator.isReversed = true
        for _ in 0..<40 {
            stage.step()
            xs.append(layer.presentation().position.x)
        }
        #expect(ended == [.start])
        #expect(layer.model.position == .zero && !layer.hasAnimations)
        // Continuous: no step larger than the fastest frame of the curve.
        let maxStep = zip(xs, xs.dropFirst()).map { abs($1 - $0) }.max() ?? 0
        #expect(maxStep < 300 * TimingCurve.easeInOut.derivative(at: 0.5) / 0.5 / 60 + 1e-9)
        #expect(xs.last == 0)
    }

    @Test func scrubThenContinueWithAGestureSpring() {
        let stage = AnimationStage(rate: 60)
        let layer = stage.box("card", .red, at: Point(x: 0, y: 0))
        let animator = PropertyAnimator(duration: 0.33, curve: .easeOut, ticker: stage.ticker) {
            layer.position = Point(x: 300, y: 0)
        }
        animator.pauseAnimation()
        for f in [0.1, 0.25, 0.4] {
            animator.fractionComplete = f
            stage.step()
            #expect(near(AnimationStage.centre(of: .red, in: stage.lists.last!)?.x ?? .nan, 300 * f, 1e-9))
        }
        let released = layer.presentation().position.x
        let gesture = 600.0
        let relative = Spring.relativeVelocity(gesture, from: released, to: 300)
        animator.continueAnimation(
            withTimingParameters: .spring(.momentum, initialVelocity: relative), durationFactor: 1)
        // Sample the first instants finely: value continuous, velocity the gesture's within 1 %.
        let t0 = stage.time
        stage.ticker.tick(FrameTime(timestamp: t0, targetTimestamp: t0, refreshInterval: 0))
        #expect(layer.presentation().position.x == released)
        let h = 1e-5
        stage.ticker.tick(FrameTime(timestamp: t0 + h, targetTimestamp: t0 + h, refreshInterval: 0))
        let velocity = (layer.presentation().position.x - released) / h
        #expect(abs(velocity - gesture) < gesture * 0.01)
    }

    @Test func aSecondAnimatorTakesOverFromTheCurrentState() {
        let stage = AnimationStage(rate: 60)
        let layer = stage.box("card", .red, at: Point(x: 0, y: 0))
        let first = PropertyAnimator(duration: 1, curve: .linear, ticker: stage.ticker) {
            layer.position = Point(x: 300, y: 0)
        }
        first.startAnimation()
        for _ in 0..<30 { stage.step() }
        let shown = layer.presentation().position.x
        let second = PropertyAnimator(duration: 1, curve: .linear, ticker: stage.ticker) {
            layer.position = Point(x: 0, y: 100)
        }
        second.startAnimation()
        #expect(near(layer.presentation().position.x, shown, 1e-9))
        for _ in 0..<31 { stage.step() }
        #expect(first.state == .inactive)
        #expect(second.state == .active || second.state == .inactive)
        for _ in 0..<40 { stage.step() }
        #expect(layer.model.position == Point(x: 0, y: 100))
        #expect(layer.presentation().position == Point(x: 0, y: 100))
    }

    @Test func stopWithoutFinishingCommitsTheCurrentValues() {
        let stage = AnimationStage(rate: 8)
        let layer = stage.box("card", .red, at: Point(x: 0, y: 0))
        let animator = PropertyAnimator(duration: 1, curve: .linear, ticker: stage.ticker) { layer.opacity = 0 }
        animator.startAnimation()
        for _ in 0..<4 { stage.step() }
        animator.stopAnimation(true)
        #expect(near(layer.model.opacity, 0.5, 1e-9))
        #expect(!layer.hasAnimations)
    }

    @Test func blocksAddedWhileRunningAnimateOverTheRemainingTime() {
        let stage = AnimationStage(rate: 8)
        let layer = stage.box("card", .red, at: Point(x: 0, y: 0))
        let animator = PropertyAnimator(duration: 1, curve: .linear, ticker: stage.ticker) {
            layer.position = Point(x: 100, y: 0)
        }
        animator.startAnimation()
        for _ in 0..<4 { stage.step() }
        animator.addAnimations { layer.opacity = 0 }
        #expect(layer.presentation().opacity == 1)
        for _ in 0..<2 { stage.step() }
        #expect(near(layer.presentation().opacity, 0.5, 1e-9))
        for _ in 0..<2 { stage.step() }
        #expect(layer.model.opacity == 0 && !layer.hasAnimations)
    }
}

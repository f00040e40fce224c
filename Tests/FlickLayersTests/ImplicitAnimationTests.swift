import FlickAnimation
import FlickGeometry
import FlickLayers
import Testing

@MainActor
@Suite struct ImplicitAnimationTests {
    @Test func aChangeInsideABlockAnimatesFromTheValueOnScreen() {
        let stage = AnimationStage(rate: 8)
        let layer = stage.box("a", .red, at: Point(x: 100, y: 100))
        stage.step()
        var finished: Bool?
        AnimationTransaction.animate(
            duration: 1, curve: .easeInOut, ticker: stage.ticker,
            animations: {
                layer.position = Point(x: 300, y: 100)
                layer.opacity = 0.5
            }, completion: { finished = $0 })
        #expect(layer.position == Point(x: 300, y: 100))
        #expect(Set(layer.animationKeys) == ["position", "opacity"])
        // The change is made between frames: it begins at the next frame's timestamp (0.125 s)
        // and that frame shows it one frame in.
        stage.step()
        let p = TimingCurve.easeInOut.value(at: 0.125)
        #expect(near(layer.presentation().position.x, 100 + 200 * p))
        #expect(near(layer.presentation().opacity, 1 - 0.5 * p))
        let centre = AnimationStage.centre(of: .red, in: stage.lists.last!)
        #expect(near(centre?.x ?? .nan, 100 + 200 * p, 1e-9))
        for _ in 0..<7 { stage.step() }
        #expect(!layer.hasAnimations)
        #expect(layer.presentation().position == Point(x: 300, y: 100))
        #expect(finished == nil)
        stage.step()
        #expect(finished == true)
    }

    @Test func interruptingStartsFromTheCurrentPresentation() {
        let stage = AnimationStage(rate: 60)
        let layer = stage.box("a", .red, at: Point(x: 0, y: 0))
        var results: [Bool] = []
        AnimationTransaction.animate(
            duration: 1, curve: .linear, ticker: stage.ticker,
            animations: {
                layer.position = Point(x: 300, y: 0)
            }, completion: { results.append($0) })
        for _ in 0..<30 { stage.step() }
        let shown = layer.presentation().position.x
        #expect(near(shown, 150, 1e-6))
        AnimationTransaction.animate(
            duration: 1, curve: .linear, ticker: stage.ticker,
            animations: {
                layer.position = Point(x: 0, y: 0)
            }, completion: { results.append($0) })
        #expect(near(layer.presentation().position.x, shown, 1e-9))
        stage.step()
        #expect(near(layer.presentation().position.x, shown - shown / 60, 1e-6))
        #expect(results == [false])
        for _ in 0..<61 { stage.step() }
        #expect(results == [false, true])
        #expect(layer.presentation().position == .zero)
    }

    @Test func changesOutsideABlockOrWithoutAnimationApplyAtOnce() {
        let ticker = AnimationTicker()
        let layer = Layer()
        layer.opacity = 0.3
        #expect(!layer.hasAnimations)
        AnimationTransaction.animate(
            duration: 1, ticker: ticker,
            animations: {
                AnimationTransaction.performWithoutAnimation { layer.opacity = 0.6 }
                layer.isHidden = true
                layer.masksToBounds = true
            })
        #expect(!layer.hasAnimations)
        #expect(layer.presentation().opacity == 0.6)
    }

    @Test func frameAnimatesPositionAndBounds() {
        let ticker = AnimationTicker()
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        AnimationTransaction.animate(
            duration: 1, curve: .linear, ticker: ticker,
            animations: {
                layer.frame = Rect(x: 100, y: 0, width: 200, height: 50)
            })
        #expect(Set(layer.animationKeys) == ["position", "bounds"])
        ticker.tick(at: 0)
        let half = layer.presentation(atTime: 0.5)
        #expect(half.bounds.size == Size(width: 150, height: 75))
        #expect(half.frame == Rect(x: 50, y: 0, width: 150, height: 75))
    }

    @Test func aDelayShowsTheStartValue() {
        let ticker = AnimationTicker()
        let layer = Layer()
        layer.backgroundColor = .white
        let tint = Color(r255: 180, g255: 100, b255: 250)
        AnimationTransaction.animate(
            duration: 1, delay: 0.5, curve: .linear, ticker: ticker,
            animations: {
                layer.backgroundColor = tint
            })
        ticker.tick(at: 0)
        #expect(layer.presentation(atTime: 0.25).backgroundColor == .white)
        #expect(layer.presentation(atTime: 1).backgroundColor == Color.white.interpolated(to: tint, fraction: 0.5))
    }

    @Test func springBlocksSettleOnTheNewValue() {
        let ticker = AnimationTicker()
        let layer = Layer()
        AnimationTransaction.animate(spring: .momentum, ticker: ticker, animations: { layer.shadowOpacity = 0.3 })
        ticker.tick(at: 0)
        let unit = SpringSimulation.unit(.momentum)
        #expect(near(layer.presentation(atTime: 0.1).shadowOpacity, 0.3 * unit.x(0.1), 1e-12))
        _ = layer.presentationProperties(atLocalTime: unit.settlingDuration + 0.01)
        #expect(!layer.hasAnimations)
    }

    @Test func unchangedValuesDoNotAnimate() {
        let ticker = AnimationTicker()
        let layer = Layer()
        layer.position = Point(x: 4, y: 4)
        AnimationTransaction.animate(duration: 1, ticker: ticker, animations: { layer.position = Point(x: 4, y: 4) })
        #expect(!layer.hasAnimations)
    }
}

import FlickAnimation
import FlickGeometry
import FlickLayers
import Testing

@MainActor
@Suite struct LayerAnimationTests {
    @Test func explicitAnimationBeginsAtItsFirstFrameAndIsRemovedWhenDone() {
        let stage = AnimationStage()
        let layer = stage.box("a", .red, at: Point(x: 100, y: 100))
        layer.opacity = 0.2
        var finished: [Bool] = []
        var a = LayerAnimation.basic(.opacity, from: 0, to: 1, duration: 0.5, curve: .linear)
        a.completion = AnimationCompletion(ticker: stage.ticker) { finished.append($0) }
        layer.add(a, forKey: "fade")
        a.completion?.seal()
        #expect(layer.animationKeys == ["fade"])
        let first = stage.step()
        #expect(layer.presentation().opacity == 0)
        #expect(AnimationStage.fill(.red, in: first)?.opacity == 0 || AnimationStage.fill(.red, in: first) == nil)
        for _ in 0..<15 { stage.step() }
        #expect(near(layer.presentation().opacity, 0.5, 1e-9))
        // It ends on the first frame at or after 0.5 s past its start, then shows the model.
        var frames = 0
        while layer.hasAnimations, frames < 100 {
            stage.step()
            frames += 1
        }
        #expect(frames == 15 || frames == 16)
        #expect(layer.presentation().opacity == 0.2)
        #expect(finished.isEmpty)
        stage.step()
        #expect(finished == [true])
    }

    @Test func absoluteBeginTimeAndFillModes() {
        let layer = Layer()
        layer.position = Point(x: 5, y: 5)
        var a = LayerAnimation.basic(.positionX, from: 0, to: 100, duration: 1, curve: .linear)
        a.beginsWhenAdded = false
        a.timing.beginTime = 2
        a.timing.fillMode = .both
        a.isRemovedOnCompletion = false
        layer.add(a, forKey: "x")
        #expect(layer.presentation(atTime: 1).position.x == 0)
        #expect(near(layer.presentation(atTime: 2.25).position.x, 25))
        _ = layer.presentationProperties(atLocalTime: 9)
        #expect(layer.hasAnimations)
        #expect(layer.presentation(atTime: 9).position == Point(x: 100, y: 5))

        var removed = a
        removed.timing.fillMode = .removed
        layer.add(removed, forKey: "x")
        #expect(layer.presentation(atTime: 9).position == Point(x: 5, y: 5))
    }

    @Test func presentationAtTimeIsAPureQuery() {
        let layer = Layer()
        layer.add(.basic(.opacity, from: 0, to: 1, duration: 1), forKey: "o")
        _ = layer.presentationProperties(atLocalTime: 0)
        #expect(layer.presentation(atTime: 50).opacity == 1)
        #expect(layer.hasAnimations)
        #expect(near(layer.presentation(atTime: 0.5).opacity, TimingCurve.default.value(at: 0.5)))
    }

    @Test func tickerBindsTheStartToTheFrameTimestamp() {
        let stage = AnimationStage(rate: 10)
        let layer = stage.box("a", .red, at: .zero)
        layer.add(.basic(.positionX, from: 0, to: 100, duration: 1, curve: .linear), forKey: "x", ticker: stage.ticker)
        stage.step()  // timestamp 0, target 0.1
        #expect(near(layer.presentation().position.x, 10))
    }

    @Test func replacingAKeyStopsThePreviousOneUnfinished() {
        let ticker = AnimationTicker()
        let layer = Layer()
        var results: [Bool] = []
        var a = LayerAnimation.basic(.opacity, to: 0, duration: 1)
        a.completion = AnimationCompletion(ticker: ticker) { results.append($0) }
        layer.add(a, forKey: "k")
        a.completion?.seal()
        layer.add(.basic(.opacity, to: 0.5, duration: 1), forKey: "k")
        ticker.tick(at: 0)
        #expect(results == [false])
        #expect(layer.animationKeys == ["k"])
        layer.removeAnimation(forKey: "k")
        #expect(!layer.hasAnimations)
    }

    @Test func groupsTimeTheirChildren() {
        let layer = Layer()
        var late = LayerAnimation.basic(.opacity, from: 1, to: 0, duration: 1, curve: .linear)
        late.timing.beginTime = 1
        let group = LayerAnimation.group(
            [.basic(.positionX, from: 0, to: 10, duration: 1, curve: .linear), late], duration: 2)
        layer.add(group)
        _ = layer.presentationProperties(atLocalTime: 0)
        #expect(group.propertyNames == ["position.x", "opacity"])
        let mid = layer.presentation(atTime: 0.5)
        #expect(near(mid.position.x, 5) && mid.opacity == 1)
        let later = layer.presentation(atTime: 1.5)
        #expect(later.position.x == 0 && near(later.opacity, 0.5))
    }

    @Test func additiveAnimationsSumOntoTheModel() {
        let layer = Layer()
        layer.position = Point(x: 100, y: 100)
        layer.add(.basic(.position, from: .zero, to: Point(x: 10, y: 0), duration: 1, curve: .linear, isAdditive: true))
        layer.add(
            .basic(.position, from: .zero, to: Point(x: 0, y: -20), duration: 1, curve: .linear, isAdditive: true))
        _ = layer.presentationProperties(atLocalTime: 0)
        #expect(layer.presentation(atTime: 0.5).position == Point(x: 105, y: 90))
    }

    @Test func keyframesAndSpringsOnLayerProperties() {
        let layer = Layer()
        let flip = Transform3D(rotationAngle: -Double.pi / 2, x: 0, y: 1, z: 0)
        layer.add(.keyframes(.transform, values: [.identity, flip, .identity], duration: 2), forKey: "flip")
        layer.add(.spring(.cornerRadius, from: 25, to: 0, spring: .smooth), forKey: "corner")
        _ = layer.presentationProperties(atLocalTime: 0)
        let quarter = layer.presentation(atTime: 0.5).transform
        let expected = Transform3D(rotationAngle: -Double.pi / 4, x: 0, y: 1, z: 0)
        #expect(zip(quarter.entries, expected.entries).allSatisfy { near($0, $1, 1e-9) })
        let unit = SpringSimulation.unit(.smooth)
        #expect(near(layer.presentation(atTime: 0.1).cornerRadii.topLeft, 25 * (1 - unit.x(0.1)), 1e-9))
    }

    @Test func nestedSpeedsCompose() {
        let stage = AnimationStage()
        let outer = Layer(name: "outer")
        outer.speed = 2
        stage.root.addSublayer(outer)
        let inner = Layer(name: "inner")
        inner.speed = 0.25
        inner.timeOffset = 1
        outer.addSublayer(inner)
        #expect(near(inner.localTime(fromRootTime: 4), 4 * 2 * 0.25 + 1))
        inner.add(.basic(.positionX, from: 0, to: 100, duration: 4, curve: .linear), forKey: "x")
        _ = inner.presentationProperties(atLocalTime: inner.localTime(fromRootTime: 0))
        #expect(near(inner.presentation(atTime: 2).position.x, 25))
    }

    @Test func pausingAContainerFreezesEverythingBeneathAndResumesWithoutAJump() {
        let stage = AnimationStage()
        let container = Layer(name: "container")
        stage.root.addSublayer(container)
        let a = stage.box("a", .red, at: Point(x: 0, y: 100), in: container)
        let b = stage.box("b", .blue, at: Point(x: 0, y: 300), in: container)
        a.add(.basic(.positionX, from: 0, to: 300, duration: 1, curve: .linear), forKey: "x", ticker: stage.ticker)
        b.add(.basic(.positionX, from: 300, to: 0, duration: 1, curve: .easeIn), forKey: "x", ticker: stage.ticker)
        for _ in 0..<20 { stage.step() }
        container.pauseTime(atRootTime: stage.time)
        let frozenA = a.presentation().position.x, frozenB = b.presentation().position.x
        for _ in 0..<30 { stage.step() }
        #expect(a.presentation().position.x == frozenA && b.presentation().position.x == frozenB)
        container.resumeTime(atRootTime: stage.time)
        stage.step()
        #expect(near(a.presentation().position.x, frozenA + 300.0 / 60, 1e-9))
    }

    @Test func animationsUnderAHiddenLayerEndOnTimeWhenRetired() {
        let stage = AnimationStage(rate: 10)
        let panel = Layer(name: "panel")
        stage.root.addSublayer(panel)
        let toast = stage.box("toast", .red, at: .zero, in: panel)
        var finished: [Bool] = []
        var fade = LayerAnimation.basic(.opacity, from: 1, to: 0, duration: 1, curve: .linear)
        fade.completion = AnimationCompletion(ticker: stage.ticker) { finished.append($0) }
        toast.add(fade, forKey: "fade", ticker: stage.ticker)
        fade.completion?.seal()
        stage.step()
        panel.isHidden = true
        // The compositor does not visit a hidden subtree, so on its own it never ends the fade.
        for _ in 0..<30 { stage.step() }
        #expect(toast.hasAnimations)
        // Bound at timestamp 0 by the ticker, the fade ends at 1 s: not at 0.9, at 1.0.
        stage.root.retireCompletedAnimations(atParentTime: 0.9)
        #expect(toast.animationKeys == ["fade"])
        stage.root.retireCompletedAnimations(atParentTime: 1.0)
        #expect(!stage.root.hasAnimationsInSubtree)
        stage.step()
        #expect(finished == [true])
    }

    @Test func theWalksForAnimationsEnterOnlyMarkedSubtreesAndTheMarksFollowTheTree() {
        let stage = AnimationStage(rate: 10)
        let left = Layer(name: "left"), right = Layer(name: "right")
        stage.root.addSublayer(left)
        stage.root.addSublayer(right)
        let a = stage.box("a", .red, at: .zero, in: left), b = stage.box("b", .blue, at: .zero, in: right)
        #expect(![stage.root, left, right, a, b].contains { $0.subtreeMayAnimate }, "nothing attached")
        a.add(.basic(.opacity, from: 1, to: 0, duration: 0.5, curve: .linear), forKey: "o", ticker: stage.ticker)
        #expect(a.subtreeMayAnimate && left.subtreeMayAnimate && stage.root.subtreeMayAnimate)
        #expect(!right.subtreeMayAnimate && !b.subtreeMayAnimate, "only the way up from it")
        // Moved under another parent, the animating layer marks its new way up.
        b.addSublayer(a)
        #expect(b.subtreeMayAnimate && right.subtreeMayAnimate && stage.root.hasAnimationsInSubtree)
        #expect(stage.root.checkInvariants().isEmpty)
        // Over, it is retired, and the sweep takes the marks off where nothing animates.
        stage.step()
        #expect(stage.root.hasAnimationsInSubtree)
        stage.root.retireCompletedAnimations(atParentTime: 0.6)
        #expect(!a.hasAnimations && !stage.root.hasAnimationsInSubtree)
        #expect(![stage.root, left, right, a, b].contains { $0.subtreeMayAnimate })
        // One still running keeps its way marked, and only its way.
        b.add(.basic(.opacity, from: 1, to: 0, duration: 5, curve: .linear), forKey: "o", ticker: stage.ticker)
        left.add(.basic(.opacity, from: 1, to: 0, duration: 0.1, curve: .linear), forKey: "o", ticker: stage.ticker)
        stage.step()
        stage.root.retireCompletedAnimations(atParentTime: 1)
        #expect(b.subtreeMayAnimate && right.subtreeMayAnimate && stage.root.subtreeMayAnimate)
        #expect(!left.subtreeMayAnimate && !a.subtreeMayAnimate)
        #expect(stage.root.checkInvariants().isEmpty)
    }

    @Test func retiringFollowsMediaTimingAndBindsUnboundAnimations() {
        let stage = AnimationStage()
        let paused = Layer(name: "paused")
        paused.isHidden = true
        stage.root.addSublayer(paused)
        let frozen = stage.box("frozen", .red, at: .zero, in: paused)
        frozen.add(.basic(.opacity, to: 0, duration: 0.5), forKey: "o", ticker: stage.ticker)
        stage.step()
        paused.pauseTime(atRootTime: stage.time)
        let fresh = stage.box("fresh", .blue, at: .zero, in: paused)
        fresh.isHidden = true
        fresh.add(.basic(.opacity, to: 0, duration: 0.5), forKey: "o")
        stage.root.retireCompletedAnimations(atParentTime: 100)
        // Local time stands still under a paused layer: neither ends, and the unbound one is
        // bound now (at the paused local time) instead of waiting for a frame that draws it.
        #expect(frozen.hasAnimations && fresh.hasAnimations)
        paused.resumeTime(atRootTime: 100)
        // Resumed at 100 from local 1/60: the frozen fade (begun at local 0) ends at root
        // 100.5 − 1/60, the fresh one (begun at local 1/60) at 100.5.
        stage.root.retireCompletedAnimations(atParentTime: 100.47)
        #expect(frozen.hasAnimations && fresh.hasAnimations)
        stage.root.retireCompletedAnimations(atParentTime: 100.49)
        #expect(!frozen.hasAnimations && fresh.hasAnimations)
        stage.root.retireCompletedAnimations(atParentTime: 100.51)
        #expect(!fresh.hasAnimations)
    }

    @Test func cornerRadiiInterpolatePerCorner() {
        let r = CornerRadii.top(20).interpolated(to: CornerRadii(all: 10), fraction: 0.5)
        #expect(r == CornerRadii(topLeft: 15, topRight: 15, bottomRight: 5, bottomLeft: 5))
    }
}

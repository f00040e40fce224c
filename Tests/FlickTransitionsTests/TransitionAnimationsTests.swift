import FlickAnimation
import FlickGeometry
import FlickLayers
import FlickTransitions
import FlickUI
import Testing

@MainActor
@Suite struct TransitionAnimationsTests {
    /// A → B (forward or not) with `animation`, held at progress `p` on a linear curve; returns the
    /// frame and the fills' indices of A and B in painter's order.
    static func frame(_ animation: any TransitionAnimation, forward: Bool = true, at p: Double) -> (
        list: DisplayList, stage: Stage
    ) {
        let stage = Stage()
        let ctx = TransitionContext.swappingChildren(
            of: stage.container, from: stage.a, to: stage.b, containerView: stage.container.containerView,
            isForward: forward, animated: true, ticker: stage.harness.ticker)
        let driver = TransitionAnimationDriver(animation, duration: 1, curve: .linear)
        ctx.animator = driver
        let t = PercentDrivenInteractiveTransition(animator: driver)
        t.startInteractiveTransition(ctx)
        t.update(p)
        return (stage.harness.step(), stage)
    }

    static func fills(_ list: DisplayList) -> [DisplayItem.Fill] {
        list.items.compactMap { if case .fill(let f) = $0 { return f } else { return nil } }
    }

    @Test func slideMovesTheOldViewByTheParallaxFactor() {
        let (list, _) = Self.frame(SlideAnimation(parallax: 0.3), at: 0.5)
        #expect(origin(of: .blue, in: list)?.x == 200)
        #expect(near(origin(of: .red, in: list)?.x ?? .nan, -60, 1e-9))
    }

    @Test func overlapBackwardsSlidesTheOldViewOutOverTheNewOne() {
        let (list, _) = Self.frame(OverlapAnimation(), forward: false, at: 0.5)
        #expect(origin(of: .red, in: list)?.x == 200)
        #expect(origin(of: .blue, in: list)?.x == 0)
        #expect(Self.fills(list).map(\.color).suffix(2) == [.blue, .red], "the old view is on top")
    }

    @Test func revealUncoversTheNewViewBeneathWithParallax() {
        let (list, _) = Self.frame(RevealAnimation(parallax: 0.3), at: 0.5)
        #expect(origin(of: .red, in: list)?.x == -200)
        #expect(near(origin(of: .blue, in: list)?.x ?? .nan, 60, 1e-9))
        #expect(Self.fills(list).map(\.color).suffix(2) == [.blue, .red], "the new view lies beneath")
    }

    @Test func crossfadeFadesOneIntoTheOther() {
        let (list, _) = Self.frame(CrossfadeAnimation(), at: 0.25)
        let fills = Self.fills(list)
        #expect(near(fills.first { $0.color == .blue }?.opacity ?? .nan, 0.25, 1e-9))
        #expect(near(fills.first { $0.color == .red }?.opacity ?? .nan, 0.75, 1e-9))
    }

    @Test func coverVerticalSlidesUpFromBelow() {
        let (list, _) = Self.frame(CoverVerticalAnimation(), at: 0.5)
        #expect(origin(of: .blue, in: list) == Point(x: 0, y: 150))
        #expect(origin(of: .red, in: list) == .zero)
    }
}

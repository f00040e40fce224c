import FlickAnimation
import FlickGeometry
import FlickLayers
import Testing

/// The habr article's percent-driven transition (FEEL.md §1, habr 000): the container's layer is
/// paused (speed 0) and its timeOffset scrubs every child animation together; completion steps
/// timeOffset a frame at a time, forward or back, then resumes layer time (QA1673).
@MainActor
@Suite struct HabrScrubTests {
    static let duration = 0.33  // FEEL.md §1 habr: 0.33 s ease-out
    static let width = 400.0
    static let tint = Color(r255: 180, g255: 100, b255: 250)  // FEEL.md §1 habr indicator tint

    struct Scene {
        let stage: AnimationStage
        let container: Layer
        let card: Layer
        let blur: Layer
        let indicator: Layer
        /// The container's local time when the transition began.
        let pausedAt: Double
    }

    /// Builds the scene, pauses the container and animates the transition inside it.
    static func begin() -> Scene {
        let stage = AnimationStage(rate: 60)
        let container = Layer(name: "container")
        container.frame = Rect(x: 0, y: 0, width: width, height: 800)
        stage.root.addSublayer(container)
        let blur = Layer(name: "blur")
        blur.frame = container.bounds
        blur.blurRadius = 20
        blur.blurTint = tint.withAlpha(0.5)
        blur.opacity = 0
        container.addSublayer(blur)
        let card = stage.box("card", .blue, at: Point(x: width * 1.5, y: 400), in: container)
        let indicator = stage.box("indicator", .white, at: Point(x: 22, y: 400), in: container)
        stage.step()
        container.pauseTime(atRootTime: stage.time)
        let pausedAt = container.timeOffset
        AnimationTransaction.animate(
            duration: duration, curve: .easeOut, ticker: stage.ticker,
            animations: {
                card.position = Point(x: width / 2, y: 400)
                blur.opacity = 1
                indicator.position = Point(x: width - 22, y: 400)
                indicator.backgroundColor = tint
            })
        stage.step()
        return Scene(
            stage: stage, container: container, card: card, blur: blur, indicator: indicator, pausedAt: pausedAt)
    }

    /// Checks the composed frame shows every animation at progress `p` of the transition.
    static func expectFrame(_ list: DisplayList, at p: Double, _ s: Scene) {
        let e = TimingCurve.easeOut.value(at: p)
        let cardX = AnimationStage.fill(.blue, in: list).flatMap { $0.transform.project(Point(x: 50, y: 50)) }?.x
        #expect(near(cardX ?? .nan, width * 1.5 - width * e, 1e-9), "card at p = \(p)")
        let indicatorColor = Color.white.interpolated(to: tint, fraction: e)
        let ind = AnimationStage.fill(indicatorColor, in: list)
        #expect(
            near(ind?.transform.project(Point(x: 50, y: 50))?.x ?? .nan, 22 + (width - 44) * e, 1e-9),
            "indicator at p = \(p)")
        #expect(near(s.blur.presentation().opacity, e, 1e-9))
    }

    @Test func scrubbingTimeOffsetMovesEveryChildTogether() {
        let s = Self.begin()
        Self.expectFrame(s.stage.lists.last!, at: 0, s)
        for p in [0.1, 0.45, 0.3, 0.8, 0.05] {
            s.container.timeOffset = s.pausedAt + p * Self.duration
            Self.expectFrame(s.stage.step(), at: p, s)
        }
        // Time passing does not move anything while the container is paused.
        let before = s.stage.lists.last!
        for _ in 0..<10 { s.stage.step() }
        #expect(s.stage.lists.last! == before)
    }

    @Test func completingForwardEndsExactlyAtTheModelValues() {
        let s = Self.begin()
        s.container.timeOffset = s.pausedAt + 0.4 * Self.duration
        s.stage.step()
        var xs: [Double] = []
        let frame = 1.0 / 60
        while s.container.timeOffset < s.pausedAt + Self.duration {
            s.container.timeOffset = min(s.container.timeOffset + frame, s.pausedAt + Self.duration)
            s.stage.step()
            xs.append(s.card.presentation().position.x)
        }
        s.container.resumeTime(atRootTime: s.stage.time)
        let last = s.stage.step()
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 <= $0 }, "the card only moves towards its end")
        for layer in [s.card, s.blur, s.indicator] {
            #expect(!layer.hasAnimations)
            #expect(layer.presentation() == layer.model)
        }
        #expect(s.card.model.position == Point(x: Self.width / 2, y: 400))
        #expect(AnimationStage.fill(Self.tint, in: last) != nil)
        #expect(s.container.speed == 1 && s.container.timeOffset == 0)
    }

    @Test func completingBackwardEndsExactlyAtTheStartValues() {
        let s = Self.begin()
        let startList = s.stage.lists.last!
        s.container.timeOffset = s.pausedAt + 0.6 * Self.duration
        s.stage.step()
        let frame = 1.0 / 60
        var xs: [Double] = []
        while s.container.timeOffset > s.pausedAt {
            s.container.timeOffset = max(s.container.timeOffset - frame, s.pausedAt)
            s.stage.step()
            xs.append(s.card.presentation().position.x)
        }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 >= $0 }, "the card only moves back towards its start")
        #expect(s.stage.lists.last! == startList)
        // Cancelled: the transition puts the model back and removes its animations.
        for layer in [s.card, s.blur, s.indicator] { layer.removeAllAnimations() }
        s.card.position = Point(x: Self.width * 1.5, y: 400)
        s.blur.opacity = 0
        s.indicator.position = Point(x: 22, y: 400)
        s.indicator.backgroundColor = .white
        s.container.resumeTime(atRootTime: s.stage.time)
        let last = s.stage.step()
        #expect(last == startList)
        for layer in [s.card, s.blur, s.indicator] { #expect(layer.presentation() == layer.model) }
    }
}

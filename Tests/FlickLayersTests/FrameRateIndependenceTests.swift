import FlickAnimation
import FlickGeometry
import FlickLayers
import Testing

/// One animation sampled at 30, 60, 120 and 144 Hz: within 0.5 pt at every shared instant
/// (multiples of 1/6 s) and ending on the first frame at or after its end.
@MainActor
@Suite struct FrameRateIndependenceTests {
    static let rates = [30.0, 60.0, 120.0, 144.0]

    struct Run {
        var samples: [Int: (curve: Double, spring: Double)] = [:]
        var curveEnd: Double?
        var springEnd: Double?
        var final: (curve: Double, spring: Double) = (0, 0)
    }

    static func run(rate: Double) -> Run {
        let stage = AnimationStage(rate: rate)
        let a = stage.box("curve", .red, at: Point(x: 0, y: 100))
        let b = stage.box("spring", .blue, at: Point(x: 0, y: 300))
        AnimationTransaction.animate(
            duration: 0.5, curve: .easeInOut, ticker: stage.ticker,
            animations: {
                a.position = Point(x: 300, y: 100)
            })
        AnimationTransaction.animate(
            spring: .momentum, initialVelocity: 2, ticker: stage.ticker,
            animations: {
                b.position = Point(x: 300, y: 300)
            })
        var result = Run()
        while stage.time < 1.5 {
            let list = stage.step()
            let t = stage.time
            let ax = AnimationStage.centre(of: .red, in: list)?.x ?? .nan
            let bx = AnimationStage.centre(of: .blue, in: list)?.x ?? .nan
            let k = t * 6
            if abs(k - k.rounded()) < 1e-6 { result.samples[Int(k.rounded())] = (ax, bx) }
            if result.curveEnd == nil, !a.hasAnimations { result.curveEnd = t }
            if result.springEnd == nil, !b.hasAnimations { result.springEnd = t }
            result.final = (ax, bx)
        }
        return result
    }

    @Test func sameMotionAtEveryRate() throws {
        let runs = Self.rates.map { Self.run(rate: $0) }
        let springEnd = SpringSimulation.unit(.momentum, relativeVelocity: 2).settlingDuration
        for (rate, run) in zip(Self.rates, runs) {
            #expect(run.samples.count == 9, "rate \(rate) shares 1/6 s instants up to 1.5 s")
            for (k, sample) in run.samples {
                let t = Double(k) / 6
                let curveExpected = t >= 0.5 ? 300 : 300 * TimingCurve.easeInOut.value(at: t / 0.5)
                #expect(abs(sample.curve - curveExpected) <= 0.5, "curve at \(t) s, \(rate) Hz")
                let reference = runs[0].samples[k]
                #expect(abs(sample.spring - (reference?.spring ?? .nan)) <= 0.5, "spring at \(t) s, \(rate) Hz")
            }
            let curveEnd = try #require(run.curveEnd)
            #expect(curveEnd >= 0.5 - 1e-9 && curveEnd < 0.5 + 1 / rate + 1e-9)
            let end = try #require(run.springEnd)
            #expect(end >= springEnd - 1e-9 && end < springEnd + 1 / rate + 1e-9)
            #expect(run.final.curve == 300 && run.final.spring == 300)
        }
    }
}

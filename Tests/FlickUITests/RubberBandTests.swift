import FlickUI
import Foundation
import Testing

private func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

@Suite struct RubberBandTests {
    /// FEEL.md §4: b = (1 − 1/(x·c/d + 1))·d, written out here rather than taken from the code.
    static func feelBand(_ x: Double, _ d: Double, _ c: Double = 0.55) -> Double { (1 - 1 / (x * c / d + 1)) * d }

    @Test(arguments: [
        (100.0, 800.0), (400.0, 800.0), (1.0, 800.0), (50.0, 320.0), (2000.0, 600.0), (10_000.0, 1280.0),
    ])
    func uiScrollViewCurveFollowsTheFormula(x: Double, d: Double) {
        let b = RubberBand.standard.band(forOvershoot: x, dimension: d)
        #expect(close(b, Self.feelBand(x, d), 1e-9))
        #expect(close(RubberBand.standard.band(forOvershoot: -x, dimension: d), -Self.feelBand(x, d), 1e-9))
        #expect(b < d)
        #expect(b < x)
    }

    @Test func uiScrollViewCurveMatchesFeelReferencePoints() {
        // FEEL.md §4: "At d = 800: x 100 → 51.5; x 400 → 172.5" (rounded to 0.1 there).
        #expect(close(RubberBand.standard.band(forOvershoot: 100, dimension: 800), 51.5, 0.05))
        #expect(close(RubberBand.standard.band(forOvershoot: 400, dimension: 800), 172.5, 0.06))
    }

    @Test(arguments: [0.5, 1.0, 2.0, 10.0, 100.0, 400.0, 5000.0])
    func logarithmicCurveFollowsTheArticle(t: Double) {
        // Two-axis article (FEEL.md §1): (1 − log10(max(1, |t|))/10)·t.
        let expected = (1 - log10(max(1, t)) / 10) * t
        #expect(close(RubberBand.logarithmic.band(forOvershoot: t, dimension: 800), expected, 1e-9))
        #expect(close(RubberBand.logarithmic.band(forOvershoot: -t, dimension: 800), -expected, 1e-9))
    }

    @Test func logarithmicCurveIsWeakerThanUIScrollViews() {
        // t 100 → 80 (vs 51.5), t 400 → 295.9 (vs 172.5): content follows the finger more.
        #expect(close(RubberBand.logarithmic.band(forOvershoot: 100, dimension: 800), 80, 1e-9))
        #expect(close(RubberBand.logarithmic.band(forOvershoot: 400, dimension: 800), 295.9, 0.05))
    }

    @Test(arguments: [RubberBand.standard, .uiScrollView(coefficient: 0.3), .logarithmic, .rigid])
    func inverseRecoversTheFingerTravel(curve: RubberBand) {
        for x in [-3000.0, -250, -10, -0.5, 0, 0.25, 1, 37, 400, 1200, 9000] {
            let b = curve.band(forOvershoot: x, dimension: 640)
            if curve == .rigid {
                #expect(b == 0)
                continue
            }
            #expect(close(curve.overshoot(forBand: b, dimension: 640), x, 1e-6 * max(1, abs(x))))
        }
    }

    @Test func curvesIncreaseWithTravel() {
        for curve in [RubberBand.standard, .logarithmic] {
            var previous = 0.0
            for x in stride(from: 1.0, through: 5000, by: 7) {
                let b = curve.band(forOvershoot: x, dimension: 800)
                #expect(b > previous)
                previous = b
            }
        }
    }

    @Test func badInputGivesNoBandAndNoCrash() {
        #expect(RubberBand.standard.band(forOvershoot: .nan, dimension: 800) == 0)
        #expect(RubberBand.standard.band(forOvershoot: 100, dimension: 0) == 0)
        #expect(RubberBand.standard.band(forOvershoot: .infinity, dimension: 800) == 0)
        #expect(RubberBand.standard.overshoot(forBand: 900, dimension: 800).isFinite)
        #expect(RubberBand.logarithmic.overshoot(forBand: .nan, dimension: 800) == 0)
    }
}

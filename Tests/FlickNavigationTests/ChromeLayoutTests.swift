import FlickGeometry
import FlickNavigation
import Testing

/// The default chrome's formulas (FEEL.md §1: habr, two-axis, overview).
@Suite struct ChromeLayoutTests {
    let size = Size(width: 400, height: 800)

    @Test func atRestEverythingIsAtItsRestingValue() {
        let c = ChromeLayout.at(.zero, size: size)
        #expect(c.blurAlpha == 0)
        #expect(c.indicatorTranslation[.right] == 0 && c.indicatorTranslation[.left] == 0)
        #expect(c.indicatorColor[.right] == .white)
        #expect(c.barColor == .clear)
        #expect(c.sideButtonTranslation[.left] == 0)
        #expect(c.centerButtonTransform == .identity)
    }

    /// habr: the indicator travels −(W) + 2·20 + 4 and turns RGB(180,100,250); the blur's alpha is
    /// the progress.
    @Test func theHabrIndicatorAndBlurFollowHorizontalProgress() {
        let c = ChromeLayout.at(Point(x: 1, y: 0), size: size)
        let travel: Double = 400 - 2 * 20 - 4
        #expect(c.indicatorTranslation[.right] == -travel)
        #expect(c.indicatorColor[.right] == Color(r255: 180, g255: 100, b255: 250))
        #expect(c.blurAlpha == 1)
        let half = ChromeLayout.at(Point(x: 0.5, y: 0), size: size)
        #expect(half.blurAlpha == 0.5)
        let left = ChromeLayout.at(Point(x: -1, y: 0), size: size)
        #expect(left.indicatorTranslation[.left] == travel)
    }

    /// two-axis: side buttons slide inward by spacing·|offset|, the centre button drops 10·|offset|,
    /// the bar tints red (left) / blue (right) with |offset|.
    @Test func theTwoAxisBarFollowsTheOffset() {
        let spacing = 400.0 / 2 - 115
        let c = ChromeLayout.at(Point(x: -0.5, y: 0), size: size)
        #expect(c.sideButtonTranslation[.left] == spacing * 0.5)
        #expect(c.sideButtonTranslation[.right] == -spacing * 0.5)
        #expect(c.centerButtonTransform == AffineTransform(translationX: 0, y: 5))
        #expect(c.barColor == Color.red.withAlpha(0.5))
        #expect(ChromeLayout.at(Point(x: 0.25, y: 0), size: size).barColor == Color.blue.withAlpha(0.25))
    }

    /// overview: size = 50 + value·(orig − 50), scale = size/orig, ty = p·55 + (orig − size)/2,
    /// with the article's 80 pt button.
    @Test func theActionButtonShrinksAndMovesWithVerticalProgress() {
        for p in [0.25, 0.5, 1.0] {
            let t = ChromeLayout.at(Point(x: 0, y: -p), size: size, geometry: .overview).centerButtonTransform
            let sizeNow = 50 + (1 - p) * 30
            #expect(abs(t.a - sizeNow / 80) < 1e-12)
            #expect(abs(t.ty - (p * 55 + (80 - sizeNow) / 2)) < 1e-12)
        }
    }

    /// two-axis: the buttons do not move vertically (article 001); side buttons end 62 pt from
    /// the middle at any width.
    @Test func articleOnesButtonsStayPutVertically() {
        for p in [-1.0, -0.5, 0.5, 1.0] {
            #expect(ChromeLayout.at(Point(x: 0, y: p), size: size).centerButtonTransform == .identity)
        }
        for width in [320.0, 360, 400] {
            #expect(width / 2 - 32 - 21 - ChromeLayout.spacing(width: width) == 62)
        }
    }

    @Test func aRubberBandNeverPushesChromePastItsEnds() {
        #expect(ChromeLayout.at(Point(x: 1.3, y: 0), size: size) == ChromeLayout.at(Point(x: 1, y: 0), size: size))
        #expect(ChromeLayout.at(Point(x: .nan, y: 0), size: size) == ChromeLayout.at(.zero, size: size))
    }
}
